"""Builders for the Kaladesh-block templates of the ka1 session (issue 12):

* "reveal the top card of your library. If it's a [kind] card, [you may] put it onto the
  battlefield. Otherwise, you may put it on the bottom of your library." [701.20a, 401.4];
* "whenever a spell or ability you control counters a spell" [701.5a, 603.2];
* "at end of combat, if this Vehicle attacked or blocked this combat, ..." [511.1, 508.1,
  509.1] and "it has N or more [kind] counters on it" [122.1];
* "[nonartifact] spells you cast have improvise" [702.126a].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import StaticAbility
from aetherworks.engine.hooks import PaymentHelp
from aetherworks.vocab import refs
from aetherworks.vocab.combat_history import AttackedOrBlockedThisCombat
from aetherworks.vocab.convoke import Convoke, Delve, Improvise
from aetherworks.vocab.counter_triggers import CountersSpell
from aetherworks.vocab.reveal_or_bottom import RevealTopPutOrBottom
from aetherworks.vocab.spells_have import SpellsHaveHelp
from aetherworks.vocab.state_conditions import CountersAtLeast
from aetherworks.vocab.triggers import BeginningOfStep

_HELPS: dict[str, PaymentHelp] = {"improvise": Improvise(), "convoke": Convoke(),
                                  "delve": Delve()}


class Ka1Rules:
    """The templates of the ka1 session."""

    last_obj: Any
    event_obj: Any

    def reveal_or_bottom(self, c: list[Any]) -> RevealTopPutOrBottom:
        from aetherworks.compiler.build_kldaer import _card_filter

        words = next(w for w in c if isinstance(w, list))
        may = next(w for w in c if isinstance(w, bool))
        return RevealTopPutOrBottom(_card_filter(words), may)

    def reveal_top_put_or_bottom(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (c[0],))

    def if_reveal_top_put_or_bottom(self, c: list[Any]) -> Any:
        """"If [condition], reveal the top card ...": right after a trigger an intervening if
        [603.4], as ``if_condition`` reads it."""
        from aetherworks.compiler.build import Sentence

        return Sentence("if", (c[1],), condition=c[0])

    def counters_a_spell(self, c: list[Any]) -> CountersSpell:
        """"Whenever a spell or ability you control counters a spell" [701.5a, 603.2]."""
        return CountersSpell()

    def at_end_of_combat(self, c: list[Any]) -> BeginningOfStep:
        """"At end of combat": the end of combat step of every combat, whoever's turn it is
        [511.1, 603.2]."""
        return BeginningOfStep("end_combat", yours=False)

    def it_has_counters_at_least(self, c: list[Any]) -> CountersAtLeast:
        """"[Then if] it has N or more [kind] counters on it": the source, as it last existed
        if it has left the battlefield (Daredevil Dragster's rulings) [122.1, 608.2h]."""
        from aetherworks.compiler.build import Unsupported, _int

        it = self.last_obj if self.last_obj is not None else self.event_obj
        if it != refs.This():  # "if it has ..." of the entering creature: not this one
            raise Unsupported("'it has N or more counters on it' of another object")
        return CountersAtLeast(str(c[1]), _int(c[0]))

    def attacked_or_blocked_this_combat(self, c: list[Any]) -> AttackedOrBlockedThisCombat:
        return AttackedOrBlockedThisCombat()

    def spells_have_help(self, c: list[Any]) -> Any:
        """"Nonartifact spells you cast have improvise" [702.126a, 702.51a, 702.66a]."""
        from aetherworks.compiler.build import _no_colorless

        (types, subs, nots, colors), word = c
        _no_colorless(colors)
        return StaticAbility(effect=SpellsHaveHelp(_HELPS[str(word)], types, subs, nots,
                                                   colors))

    def rmp_may(self, c: list[Any]) -> bool:
        return True

    def rmp_must(self, c: list[Any]) -> bool:
        return False
