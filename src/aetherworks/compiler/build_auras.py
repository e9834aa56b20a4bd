"""Builders for Auras that enchant a player ("Enchant player", "Enchant opponent": Curses)
and the "enchanted player" they refer to [303.4, 303.4m, 702.5d].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  "Enchanted player" is the player the source is attached
to; the permanents that player controls are a :class:`~aetherworks.vocab.targets.Filter`
with ``controller="enchanted"``, read by the engine wherever filters are.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aetherworks.engine.defs import Ability, Trigger
from aetherworks.vocab import refs
from aetherworks.vocab.auras import EnchantedPlayer, EnchantedPlayersStep, enchant_player
from aetherworks.vocab.chosen_permanents import SacrificeChosen, SacrificeOrLoseLife
from aetherworks.vocab.effects import LoseLife
from aetherworks.vocab.refs import Ref
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.zone_triggers import PermanentEnters


def _enchanted_controls(f: Any) -> Filter:
    """A permanent description with "enchanted player controls" after it."""
    from aetherworks.compiler.build import Unsupported, _perm_filter

    f = _perm_filter(f)
    if not isinstance(f, Filter) or f.controller:
        raise Unsupported("'enchanted player controls' with another controller")
    return dataclasses.replace(f, controller="enchanted")


def edict_or_else(merged: list[Any], s: Any) -> Any:
    """"That player sacrifices a creature or planeswalker of their choice.  If the player
    can't, they lose 5 life" (the sentence before is the edict; ``merged`` loses it) as one
    :class:`SacrificeOrLoseLife` [701.21a, 119.3]."""
    from aetherworks.compiler.build import Sentence, Unsupported

    prev = merged.pop().effects if merged and merged[-1].kind == "plain" else ()
    if len(prev) != 1 or type(prev[0]) is not SacrificeChosen or prev[0].n != 1 or \
            len(s.effects) != 1 or not isinstance(s.effects[0], LoseLife) or \
            s.effects[0].who != prev[0].who:
        raise Unsupported("'if the player can't' after something other than an edict")
    return Sentence("plain", (SacrificeOrLoseLife(prev[0].filter, prev[0].who,
                                                  life=s.effects[0].n),))


class AuraRules:
    """Templates of Auras that enchant a player."""

    last_player: Ref | None  # set by Build: "that player" [see build.Build]
    event_obj: Ref

    def enchant_player(self, c: list[Any]) -> Ability:
        """"Enchant player" [702.5d]."""
        return enchant_player()

    def enchant_opponent(self, c: list[Any]) -> Ability:
        """"Enchant opponent" [702.5d]."""
        return enchant_player(opponent=True)

    def enchanted_player(self, c: list[Any]) -> Ref:
        """"Enchanted player" as the player an effect names; "they"/"that player" after it
        mean the same player [303.4m]."""
        ref = EnchantedPlayer()
        self.last_player = ref
        return ref

    def beginning_of_enchanted_players_step(self, c: list[Any]) -> Trigger:
        """"At the beginning of enchanted player's upkeep [end step, draw step]": "that
        player" is the active player whose step it is [503.1a, 303.4m]."""
        from aetherworks.compiler.build import Unsupported

        steps = {"upkeep": "upkeep", "end step": "end", "draw step": "draw"}
        if c[0] not in steps:
            raise Unsupported(f"at the beginning of enchanted player's {c[0]}")
        self.last_player = refs.EventPlayer()
        return EnchantedPlayersStep(steps[c[0]])

    def enchanted_player_permanent_enters(self, c: list[Any]) -> Trigger:
        """"Whenever a creature enchanted player controls enters": "that player" is the
        enchanted player [603.6a, 303.4m]."""
        self.event_obj = refs.EventObject()
        self.last_player = EnchantedPlayer()
        return PermanentEnters(filter=_enchanted_controls(c[-1]))

    def if_player_cant(self, c: list[Any]) -> Any:
        """"If the player can't, ...": joined to the edict before it (see
        :func:`edict_or_else`) [701.21a]."""
        from aetherworks.compiler.build import Sentence

        return Sentence("if_player_cant", c[0] if isinstance(c[0], tuple) else (c[0],))

    def subj_enchanted_controls(self, c: list[Any]) -> tuple[str, Any]:
        """"Creatures enchanted player controls get ..." [613, 303.4m]."""
        return "each", _enchanted_controls(c[0])
