"""Zone-change triggers and mass references that Kaladesh's energy cards need.

Each part names the rule, not the card:

* :class:`PermanentEnters` — "whenever this creature or another creature you control
  enters", landfall ("whenever a land you control enters"), "whenever an artifact or
  Artificer you control enters" [603.6a, 207.2c].
* :class:`PermanentDies` — "whenever [another] [kind of] creature [you control] dies"
  (:func:`AnotherCreatureDies` is its "another creature" case) [700.4, 603.10a].
* :class:`LeavesBattlefield` — "when this permanent leaves the battlefield" [603.6c].
* :class:`PutIntoGraveyardFromBattlefield` — "whenever a permanent you control is put into a
  graveyard" (from the battlefield; tokens too, before they cease to exist) [603.6c,
  603.10a, 111.7].
* :class:`EachPermanent` — "all other creatures", "each creature": a reference to every
  permanent matching a filter, decided as the effect happens [611.2c].
* :class:`Neg` and :class:`NonNegative` — amounts for "-1/-1 for each {E} paid" and "+X/+X
  where X is its power" (negative power counts as 0) [107.1b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Event, Trigger
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _kind_matches(game: Game, oid: int, types: tuple[str, ...],
                  subtypes: tuple[str, ...]) -> bool:
    """Any of ``types`` or any of ``subtypes`` ("an artifact or Artificer"); both empty: any
    permanent."""
    if not types and not subtypes:
        return True
    c = game.chars(oid)
    return any(t in c.types for t in types) or any(s in c.subtypes for s in subtypes)


@dataclass(frozen=True)
class PermanentEnters(Trigger):
    """"Whenever [this creature or another] [type or subtype] [you control] enters"
    [603.6a].  The source itself counts (unless ``others_only``), so a creature entering at
    the same time as this one triggers it too [603.6a: abilities of permanents entering at
    once see each other].  "Landfall" is ``types=("Land",)``.  ``filter`` describes it
    further ("a creature with power 4 or greater", "a blue creature"), as it is on the
    battlefield once it has entered [603.6a]."""

    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    controller: str = "you"  # "you", "opponent" or "" (any player)
    others_only: bool = False
    # A permanent described by more than its type ("a creature token you control", "a
    # nontoken creature with power 4 or greater"): the filter decides, "you" being the
    # source's controller; ``types`` and ``controller`` are then unused.
    filter: Filter | None = None
    events = ("enter",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.others_only and event.obj == source.id:
            return False
        obj = game.objects.get(event.obj)
        if obj is None or obj.zone != "battlefield":
            return False
        if self.filter is not None:
            return self.filter.matches(game, source, event.obj)
        if self.controller == "you" and obj.controller != source.controller:
            return False
        if self.controller == "opponent" and obj.controller == source.controller:
            return False
        return _kind_matches(game, event.obj, self.types, self.subtypes)


@dataclass(frozen=True)
class PermanentDies(Trigger):
    """"Whenever [another] [type or subtype] creature [you control] dies" [700.4, 603.10a].

    It looks back in time [603.10a]: the dying creature is seen as it last existed, and the
    source triggers if it is on the battlefield, or left it at the same time (or is the one
    dying, unless ``others_only``)."""

    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    controller: str = ""  # "", "you", "opponent"
    others_only: bool = False
    nontoken: bool = False
    not_subtype: str = ""  # "a non-Angel creature", as it last existed [603.10a]
    events = ("dies",)
    zones = ("graveyard",)  # a leaves-the-battlefield ability: looked at as it last existed

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.others_only and event.obj == source.id:
            return False  # "another"
        ghost = game.objects[event.obj]
        if self.controller == "you" and ghost.controller != source.controller:
            return False
        if self.controller == "opponent" and ghost.controller == source.controller:
            return False
        if self.nontoken and ghost.proto.is_token:
            return False
        if self.not_subtype and self.not_subtype in game.last_known_chars(event.obj).subtypes:
            return False
        if self.types == ("Creature",) and not self.subtypes:
            return True  # only creatures die [700.4]
        c = game.last_known_chars(event.obj)
        return any(t in c.types for t in self.types) or any(
            s in c.subtypes for s in self.subtypes)


def AnotherCreatureDies(controller: str = "", not_subtype: str = "") -> PermanentDies:
    """"Whenever another [non-Angel] creature dies" (any controller unless ``controller``)
    [700.4]."""
    return PermanentDies(controller=controller, others_only=True, not_subtype=not_subtype)


@dataclass(frozen=True)
class LeavesBattlefield(Trigger):
    """"When this permanent leaves the battlefield" [603.6c]: it looks back in time, so it
    triggers from wherever the permanent went [603.10a]."""

    events = ("dies", "leaves")
    zones = ("graveyard", "exile", "hand", "library", "")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class PutIntoGraveyardFromBattlefield(Trigger):
    """"Whenever a permanent you control is put into a graveyard [from the battlefield]"
    [603.6c, 603.10a].  The source itself counts unless ``others_only`` ("another"); a token
    is put into the graveyard before it ceases to exist, so it counts too [111.7, 704.5d],
    unless ``nontoken``; ``yours``: only permanents its controller controlled; ``owned``:
    "put into your graveyard", only cards its controller owns, whoever controlled them
    (Pia's Revolution's ruling)."""

    types: tuple[str, ...] = ()
    yours: bool = True
    others_only: bool = False
    nontoken: bool = False
    owned: bool = False
    events = ("dies", "leaves")
    zones = ("graveyard",)  # looks back in time, so it sees its own departure [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.kind == "leaves":
            new = game.objects.get(event.other) if event.other else None
            if new is not None:
                if new.zone != "graveyard":
                    return False
            elif event.info != "graveyard":
                return False  # a token: the event says where it went
        ghost = game.objects[event.obj]
        if self.yours and ghost.controller != source.controller:
            return False
        if self.owned and ghost.owner != source.controller:
            return False
        if (self.others_only and event.obj == source.id) or (
                self.nontoken and ghost.proto.is_token):
            return False
        # Its types as it last existed on the battlefield [603.10a].
        c = game.last_known_chars(event.obj)
        return not self.types or any(t in c.types for t in self.types)


@dataclass(frozen=True)
class EachPermanent(Ref):
    """Every permanent matching ``filter`` as the effect happens ("all other creatures")
    [611.2c: the affected set is locked in then]; with ``of``, only those the referenced
    players control ("all nonland permanents target player controls")."""

    filter: Filter = Filter(types=("Creature",))
    of: Ref | None = None

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        if self.of is not None:
            players = self.of.players(game, ctx)
            return [oid for oid in game.battlefield if game.objects[oid].controller in players
                    and self.filter.matches(game, ctx, oid)]
        return [oid for oid in game.battlefield if self.filter.matches(game, ctx, oid)]


@dataclass(frozen=True)
class Neg(Amount):
    """Minus an amount: "-1/-1 for each {E} paid this way"."""

    of: N = 0

    def value(self, game: Game, ctx: GameObject) -> int:
        return -amount(game, ctx, self.of)


@dataclass(frozen=True)
class NonNegative(Amount):
    """An amount, 0 if it is negative ("X is its power": negative power is 0 here)
    [107.1b]."""

    of: N = 0

    def value(self, game: Game, ctx: GameObject) -> int:
        return max(0, amount(game, ctx, self.of))


__all__ = [
    "AnotherCreatureDies", "EachPermanent", "LeavesBattlefield", "Neg", "NonNegative",
    "PermanentDies", "PermanentEnters", "PutIntoGraveyardFromBattlefield",
]
