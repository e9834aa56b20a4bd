"""Replacement and prevention effects on a described damage event [614.1a, 615, 616.1].

The Oracle template is "If [a source ...] would deal [combat] damage to [a recipient ...],
[what happens instead]": one :class:`DamageEvent` says which damage events the effect
watches for; the part says what replaces them.  A static ability's effect is asked while
its permanent is on the battlefield; a resolved spell's ("... this turn") while it lasts
(``Game.add_effect``, :class:`StartEffect`).

* :class:`PreventSome` — "..., prevent N of that damage" (Protection of the Hekma, Djeru,
  With Eyes Open): a prevention effect that applies to each such event, never used up
  [615.1]; several sources dealing damage at once each lose N [ruling 2017-04-18].
* :class:`DoubleDamage` — "..., it deals double that damage [to that permanent or player]
  instead" (Angrath's Marauders, Insult): the damage is modified, the source unchanged
  [614.1a]; two such effects multiply it by four [616.1, ruling 2017-09-29].
* :class:`DamageCantBePrevented` — "Damage can't be prevented this turn": prevention
  effects, protection's included, don't apply to the damage it covers [615.12].
* ``DamageEvent(to=(Filter(types=("Creature",)),))`` in a :class:`PreventSome` with no
  limit is "prevent all damage that would be dealt to creatures this turn" (Blinding Fog):
  creatures that enter later are covered too [615.1, ruling 2017-09-29].
* :class:`StartEffect` — the effect of a resolving spell or ability that starts one of these
  for a duration [611.2].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Continuous, Effect, is_player_ref, ref_player
from aetherworks.engine.hooks import DamageModifier, DamagePrevention, NoPrevention
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DamageEvent:
    """Which damage events an effect watches for, "you" being its controller [614.1a].

    ``source``: "" any source, "you" a source you control, "opponent" one an opponent
    controls; ``source_filter`` further describes it ("a creature you control").  ``to``:
    the recipients, any of them ("you", "opponent", "player" for any player, "attached"
    for the permanent the source of the effect is attached to, "self" for that source, or a
    permanent :class:`Filter`); empty, any recipient.  ``combat``: "", "combat" or
    "noncombat" damage [510.2]."""

    source: str = ""
    source_filter: Filter | None = None
    to: tuple[Any, ...] = ()
    combat: str = ""

    def matches(self, game: Game, perm: GameObject, source: int, target: int,
                combat: bool) -> bool:
        if self.combat and (self.combat == "combat") != combat:
            return False
        src = game.objects[source]
        you = perm.controller
        if self.source == "you" and src.controller != you:
            return False
        if self.source == "opponent" and src.controller == you:
            return False
        if self.source_filter is not None and not (
                src.zone in ("battlefield", "stack") and
                self.source_filter.matches(game, perm, source)):
            return False
        return not self.to or any(self._to(game, perm, r, target) for r in self.to)

    @staticmethod
    def _to(game: Game, perm: GameObject, r: Any, target: int) -> bool:
        if is_player_ref(target):
            p = ref_player(target)
            return r == "player" or (r == "you" and p == perm.controller) or (
                r == "opponent" and p != perm.controller)
        if isinstance(r, Filter):
            return game.objects[target].zone == "battlefield" and r.matches(game, perm, target)
        if r == "self":
            return target == source_id(perm)
        if r == "attached":
            return target == game.objects[source_id(perm)].attached_to
        return False


@dataclass(frozen=True)
class PreventSome(DamagePrevention):
    """"If [event], prevent ``n`` of that damage" [615.1]: applies to each event, lasts;
    ``n`` 0 prevents all of it ("prevent all damage that would be dealt to creatures")."""

    event: DamageEvent = field(default_factory=DamageEvent)
    n: int = 1

    def prevent_damage(self, game: Game, perm: GameObject, source: int, target: int,
                       amount: int, combat: bool) -> int:
        if not self.event.matches(game, perm, source, target, combat):
            return 0
        return amount if self.n <= 0 else min(amount, self.n)


@dataclass(frozen=True)
class DoubleDamage(DamageModifier):
    """"If [event], it deals double that damage instead" [614.1a]; ``factor`` 3 for
    "triple"."""

    event: DamageEvent = field(default_factory=DamageEvent)
    factor: int = 2

    def modify_damage(self, game: Game, perm: GameObject, source: int, target: int,
                      amount: int, combat: bool) -> int:
        if not self.event.matches(game, perm, source, target, combat):
            return amount
        return amount * self.factor


@dataclass(frozen=True)
class DamageCantBePrevented(NoPrevention):
    """"Damage can't be prevented [this turn]": of the events ``event`` describes [615.12]."""

    event: DamageEvent = field(default_factory=DamageEvent)

    def unpreventable(self, game: Game, perm: GameObject, source: int, target: int,
                      combat: bool) -> bool:
        return self.event.matches(game, perm, source, target, combat)


@dataclass(frozen=True)
class StartEffect(Effect):
    """Start ``effect``, a continuous effect that affects no particular object, for a
    duration ("this turn": "eot") [611.2]; "you" in it is the spell's or ability's
    controller."""

    effect: Continuous = field(default_factory=Continuous)
    until: str = "eot"
    cr = "611.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_effect(self.effect, source_id(ctx), ctx.controller, until=self.until)


__all__ = ["DamageCantBePrevented", "DamageEvent", "DoubleDamage", "PreventSome", "StartEffect"]
