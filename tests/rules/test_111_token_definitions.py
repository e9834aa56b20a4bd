"""Tokens with the same name but different characteristics keep their own [111.4]: Kaladesh's
6/6 artifact Beast and Elder Gargaroth's 3/3 green Beast; Triplicate Titan's three Golems."""

import aetherworks.cards  # noqa: F401
from aetherworks.cards.drc_commander import BEAST, GOLEMS
from aetherworks.cards.kld import BEAST as KLD_BEAST
from aetherworks.engine import cardpool


def test_same_name_tokens_keep_their_values():
    """111.4: the effect that creates a token defines its characteristics."""
    big, small = cardpool.token_proto(KLD_BEAST), cardpool.token_proto(BEAST)
    assert (big.chars.power, small.chars.power) == (6, 3)
    assert small.chars.colors == frozenset({"G"}) and "Artifact" not in small.chars.types
    keywords = {next(iter(cardpool.token_proto(g).chars.keywords)) for g in GOLEMS}
    assert keywords == {"Flying", "Vigilance", "Trample"}
    # each can be rebuilt from its key (saved games)
    for t in (KLD_BEAST, BEAST, *GOLEMS):
        p = cardpool.token_proto(t)
        assert cardpool.lookup_proto(p.key) is p
