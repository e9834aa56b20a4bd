"""Cards "exiled with" a permanent: linked abilities [607.2a, 406.6].

The exiling ability records the cards on the permanent that is its source (if it is still
that object [400.7]); the linked abilities read them there, also as the permanent last
existed once it has left (its leaves-the-battlefield ability).

* :class:`ExileLinked` — "exile [up to one] target ..." recording the card as exiled with the
  source (Skyclave Apparition, Duplicant's imprint) [607.2a].  If the source has left the
  battlefield by then, the card is still exiled, but no new object is linked to it.
* :class:`LeavesBattlefield` — "when this [permanent] leaves the battlefield" (looks back in
  time) [603.6c, 603.10a].
* :class:`LinkedOwnersCreateXToken` — "the exiled card's owner creates an X/X [token], where X
  is the mana value of the exiled card": one token per owner, X the sum of the mana values of
  the cards they own (X in a mana cost counts 0); nothing if no card was exiled (Skyclave
  Apparition's rulings) [607.2a, 202.3].
* :class:`LinkedCardPT` / :class:`LinkedCardTypes` — "as long as a card exiled with this
  creature is a creature card, this creature has the power, toughness, and creature types of
  the last creature card exiled with it. It's still a Shapeshifter" (Duplicant): base power
  and toughness (layer 7b, so counters and pumps still apply) and creature types (layer 4)
  [613.4b, 613.1d].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import Continuous, Effect, TokenDef
from aetherworks.vocab.refs import Ref, Target, source_id
from aetherworks.vocab.zone_triggers import LeavesBattlefield

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars

KEY = "exiled_with"


def linked_cards(game: Game, oid: int) -> tuple[int, ...]:
    """The cards exiled with this object, in the order exiled (still in exile or not)."""
    obj = game.objects.get(oid)
    return tuple(obj.recall(KEY, ())) if obj is not None else ()


@dataclass(frozen=True)
class ExileLinked(Effect):
    """Exile the referenced objects; the new cards are recorded as exiled with the source
    while it is the same permanent [607.2a, 400.7]."""

    what: Ref = Target()
    cr = "607.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = game.objects[source_id(ctx)]
        for oid in self.what.objects(game, ctx):
            new = game.exile_obj(oid)
            if new and src.zone == "battlefield":
                src.remember(KEY, (*src.recall(KEY, ()), new))
                game.dirty()  # what it is linked to may change its characteristics


@dataclass(frozen=True)
class LinkedOwnersCreateXToken(Effect):
    """Each owner of cards exiled with the source creates an X/X ``token``, X the total mana
    value of their cards [607.2a, 111.4]."""

    token: TokenDef = field(default_factory=lambda: TokenDef("Token"))
    cr = "607.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        totals: dict[int, int] = {}
        for cid in linked_cards(game, source_id(ctx)):
            card = game.objects[cid]
            totals[card.owner] = totals.get(card.owner, 0) + card.proto.chars.mana_value
        base = cardpool.token_proto(self.token)
        for owner, x in totals.items():
            game.create_token(cardpool.copy_proto(base, power=x, toughness=x), owner)


def _last_creature_card(game: Game, oid: int) -> GameObject | None:
    for cid in reversed(linked_cards(game, oid)):
        card = game.objects[cid]
        if "Creature" in card.proto.chars.types:
            return card
    return None


class _FromLastExiled(Continuous):
    """A characteristic of this creature copied from the last creature card exiled with it
    [607.1]: it applies only to the creature itself, once such a card exists."""

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id and \
            _last_creature_card(game, obj.id) is not None


@dataclass(frozen=True)
class LinkedCardPT(_FromLastExiled):
    """This creature's base power and toughness are those of the last creature card exiled
    with it (layer 7b) [613.4b]."""

    layer = "7b"

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        card = _last_creature_card(game, source.id) if source is not None else None
        if card is not None:
            chars.power = card.proto.chars.power
            chars.toughness = card.proto.chars.toughness


@dataclass(frozen=True)
class LinkedCardTypes(_FromLastExiled):
    """This creature has the creature types of the last creature card exiled with it, and
    keeps ``keep`` ("It's still a Shapeshifter") (layer 4) [613.1d]."""

    keep: tuple[str, ...] = ("Shapeshifter",)
    layer = "4"

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        card = _last_creature_card(game, source.id) if source is not None else None
        if card is not None:
            creature_types = set(card.proto.chars.subtypes)
            chars.subtypes = creature_types | set(self.keep)


__all__ = ["ExileLinked", "LeavesBattlefield", "LinkedCardPT", "LinkedCardTypes",
           "LinkedOwnersCreateXToken", "linked_cards"]
