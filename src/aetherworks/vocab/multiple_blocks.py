"""A creature that blocks more than one attacker [509.1a, 509.1g, 510.1d].

Each blocking creature blocks one attacker unless an effect allows more: "can block an
additional creature each combat" (several such effects add up), "can block an additional
seven creatures", "can block any number of creatures".  The engine offers such a creature
again, for another attacker, while it may block more (``engine.combat.block_capacity``); it
then divides its combat damage among the attackers it blocks as its controller chooses
[510.1d], and "whenever this creature blocks" triggers once for it [509.3a].

* :func:`BlockAdditional` — "can block an additional [N] creature[s]": ``Rule.BLOCK_ADDITIONAL``
  with ``more`` = N; a static ability's rule (``SelfRule``, ``AttachedRule``, ``EachRule``) or
  a resolved effect's ("... this turn": ``ApplyContinuous``) [509.1a, 611.2a].
* :func:`BlockAnyNumber` — "can block any number of creatures": ``Rule.BLOCK_ANY_NUMBER``.
* :class:`BlocksAtLeast` — "whenever this creature blocks two or more creatures": as
  blockers are declared, if it blocks that many [509.3e].
* :class:`AttackersBlocked` — "for each creature it's blocking": the attackers the source is
  blocking as the ability resolves [509.1g].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.combat import blocking
from aetherworks.engine.defs import Amount, Event, Trigger
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def BlockAdditional(more: int = 1) -> RuleEffect:
    """"Can block an additional creature [this turn / each combat]" (``more`` = 1), "an
    additional seven creatures" (7) [509.1a]."""
    return RuleEffect(Rule.BLOCK_ADDITIONAL, more=more)


def BlockAnyNumber() -> RuleEffect:
    """"Can block any number of creatures [this turn]" [509.1a]."""
    return RuleEffect(Rule.BLOCK_ANY_NUMBER)


@dataclass(frozen=True)
class BlocksAtLeast(Trigger):
    """"Whenever this creature blocks N or more creatures": it triggers as blockers are
    declared if the creature then blocks at least N attackers [509.3e]."""

    n: int = 2
    events = ("blockers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return len(game.blocks.get(source.id, ())) >= self.n


@dataclass(frozen=True)
class AttackersBlocked(Amount):
    """"For each creature it's blocking": the attackers the source is blocking now [509.1g]
    (an attacker removed from combat no longer counts [506.4])."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return len(blocking(game, source_id(ctx)))


__all__ = ["AttackersBlocked", "BlockAdditional", "BlockAnyNumber", "BlocksAtLeast"]
