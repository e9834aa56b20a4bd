"""Builders for Kaladesh-block templates of the ka3 session (issue 12): counters put on
permanents as a trigger and as this turn's history [122.6], "give that permanent or
player another counter of that kind" [122.1], choosing new targets for a spell [115.7d]
and copying a target spell [707.10].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Ability, Condition, StaticAbility, Trigger
from aetherworks.vocab.conditions import HandSizeAtMost
from aetherworks.vocab.counter_history import (
    CounterPutThisTurn,
    CountersPutOn,
    GiveAnotherCounter,
)
from aetherworks.vocab.land_plays import ExtraLandPlays
from aetherworks.vocab.new_targets import ChooseNewTargets, CopyTargetSpell
from aetherworks.vocab.targets import AnyTarget, Filter
from aetherworks.vocab.untap_limits import UntapAtMost


class Ka3Rules:
    """The templates of the ka3 session."""

    # The "that player" of "at the beginning of each player's upkeep" (the active player),
    # set as that trigger is built [503.1a].
    active_player_ref: Any = None

    def _slot(self, spec: Any) -> Any: ...

    def counters_put_on(self, c: list[Any]) -> Trigger:
        """"Whenever one or more +1/+1 counters are put on a permanent you control":
        whoever puts them, and as a permanent enters with them [122.6]."""
        return CountersPutOn(kind=str(c[0]), on=c[1])

    def counter_put_this_turn(self, c: list[Any]) -> Condition:
        """"If a +1/+1 counter was put on a permanent under your control this turn" [122.6]."""
        return CounterPutThisTurn(str(c[0]))

    def give_another_counter(self, c: list[Any]) -> Any:
        """"Choose a counter on target permanent or player. Give that permanent or player
        another counter of that kind." [122.1]"""
        from aetherworks.compiler.build import Sentence

        target = self._slot(AnyTarget(players=True, filter=Filter()))
        return Sentence("plain", (GiveAnotherCounter(target),))

    def choose_new_targets(self, c: list[Any]) -> Any:
        """"You may choose new targets for target spell." [115.7d]: the "may" is the
        choice itself (each target may be kept)."""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (ChooseNewTargets(c[0]),))

    def copy_target_spell(self, c: list[Any]) -> Any:
        """"Copy target instant or sorcery spell. You may choose new targets for the copy."
        [707.10, 707.10c]"""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (CopyTargetSpell(c[0]),))

    def each_player_extra_land(self, c: list[Any]) -> Ability:
        """"Each player may play an additional land on each of their turns." [305.2]"""
        return StaticAbility(effect=ExtraLandPlays(each=True))

    def you_extra_land(self, c: list[Any]) -> Ability:
        """"You may play an additional land on each of your turns." [305.2]"""
        return StaticAbility(effect=ExtraLandPlays())

    def you_extra_lands(self, c: list[Any]) -> Ability:
        """"You may play two additional lands on each of your turns." [305.2]"""
        from aetherworks.compiler.build import _int

        return StaticAbility(effect=ExtraLandPlays(_int(c[0])))

    def that_player_hellbent(self, c: list[Any]) -> Condition:
        """"If that player has no cards in hand" after "at the beginning of each player's
        upkeep": the active player [503.1a, 603.4]; "that player" of another trigger is
        not the active player, so it is not read so."""
        from aetherworks.compiler.build import Unsupported

        if self.active_player_ref is None or \
                self.last_player is not self.active_player_ref:  # type: ignore[attr-defined]
            raise Unsupported("'that player has no cards in hand' not of the active player")
        return HandSizeAtMost(0, active=True)

    def until_next_turn_pump(self, c: list[Any]) -> Any:
        """"Until your next turn, up to one target creature gets -3/-0 [and its activated
        abilities can't be activated]" [611.2a, 602.5]."""
        from aetherworks.compiler.build import _pt
        from aetherworks.vocab import effects
        from aetherworks.vocab.restrictions import CantActivate

        on, pt, *rest = c
        p, t = _pt(pt)
        pump = effects.Pump(p, t, on=on, until="your_next_turn")
        if not rest:
            return pump
        return (pump, effects.ApplyContinuous(CantActivate(), on=on, until="your_next_turn"))

    def untap_at_most(self, c: list[Any]) -> Ability:
        """"Your opponents can't untap more than two permanents during their untap steps"
        [502.3]."""
        from aetherworks.compiler.build import _int, _perm_filter

        who, n, f = c  # "players" / "your opponents": read by ``life_players``
        return StaticAbility(effect=UntapAtMost(_int(n), "opponents" if who.opponents_only
                                                else "players", _perm_filter(f)))

    def get_emblem_static(self, c: list[Any]) -> Any:
        """"You get an emblem with \"[static ability]\"": an emblem's static ability
        functions in the command zone [114.2, 114.4]."""
        who, ability = c
        return self.get_emblem([who, (ability,)])  # type: ignore[attr-defined]
