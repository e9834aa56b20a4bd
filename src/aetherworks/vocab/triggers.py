"""Trigger conditions [603.1-603.2]: which event they listen for and whether it matches."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger
from aetherworks.vocab.chosen_type import chosen_type

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Enters(Trigger):
    """"When this [permanent] enters" [603.6a].  "Whenever [this or] another [kind] [you
    control] enters" is :class:`aetherworks.vocab.zone_triggers.PermanentEnters`."""

    events = ("enter",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class Dies(Trigger):
    """"When this creature dies" (looks back in time) [700.4, 603.10a].  "Whenever another
    creature dies" is :class:`aetherworks.vocab.zone_triggers.AnotherCreatureDies`.

    "Dies" means "is put into a graveyard from the battlefield" [700.4], so a noncreature
    permanent with "when this land is put into a graveyard from the battlefield" (Dunes of
    the Dead) uses it too: the engine's ``dies`` event is a creature's, a land going to the
    graveyard is a ``leaves`` event with that destination."""

    events = ("dies", "leaves")
    zones = ("graveyard",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id:
            return False
        return event.kind == "dies" or went_to_graveyard(game, event)


def went_to_graveyard(game: Game, event: Event) -> bool:
    """Whether a ``leaves`` event took the permanent to a graveyard: where the new object
    is, or for a token (no new object [111.7]) where the event says it went [603.6c]."""
    new = game.objects.get(event.other) if event.other else None
    return new.zone == "graveyard" if new is not None else event.info == "graveyard"


@dataclass(frozen=True)
class Attacks(Trigger):
    """"Whenever this creature attacks" [508.3a]."""

    events = ("attack",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class DealsCombatDamageToPlayer(Trigger):
    """"Whenever this creature deals combat damage to a player" [510.3a]."""

    events = ("combat_damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id and event.other < 0


@dataclass(frozen=True)
class YouCast(Trigger):
    """"Whenever you [an opponent, a player] cast[s] a [type or color] spell" [601.2i]."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    by: str = "you"  # "you", "opponent" ("whenever an opponent casts") or "" (any player)
    colors: tuple[str, ...] = ()  # "a red spell": any of these colors
    # "Whenever you cast your second spell each turn": only the caster's nth spell this turn
    # (the count includes the spell just cast) [601.2i]
    nth: int = 0
    # "a spell with mana value N or greater": X counts as announced on the stack [202.3b]
    min_mv: int = 0
    # "a multicolored spell" (two or more colors [105.2]), "a historic spell" (artifact,
    # legendary or Saga [700.6])
    quality: str = ""
    # "a creature spell of the chosen type": the creature type chosen as the source entered
    # [614.12, 205.3m]
    chosen_type: bool = False
    # "a Bolas planeswalker spell": one of ``subtypes`` AND one of ``types``, not either
    # (a subtype names the type it belongs to) [205.3, 205.3j]
    typed_subtype: bool = False
    events = ("cast",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.chosen_type and chosen_type(source) not in game.chars(event.obj).subtypes:
            return False
        if self.quality == "multicolored" and len(game.chars(event.obj).colors) < 2:
            return False
        if self.quality == "historic":
            c = game.chars(event.obj)
            if not ("Artifact" in c.types or "Legendary" in c.supertypes or
                    "Saga" in c.subtypes):
                return False
        if self.min_mv:
            spell = game.chars(event.obj)
            mv = spell.mana_value + game.objects[event.obj].x * spell.mana_cost.x
            if mv < self.min_mv:
                return False
        if self.nth and game.players[event.player].turn_stats.get("spells_cast", 0) != \
                self.nth:
            return False
        if self.by == "you" and event.player != source.controller:
            return False
        if self.by == "opponent" and event.player == source.controller:
            return False
        if self.colors and not set(game.chars(event.obj).colors) & set(self.colors):
            return False
        c = game.chars(event.obj)
        if self.not_types and any(t in c.types for t in self.not_types):
            return False
        if not (self.types or self.subtypes):
            return True
        of_type = any(t in c.types for t in self.types)
        of_subtype = any(s in c.subtypes for s in self.subtypes)
        if self.typed_subtype:
            return of_type and of_subtype
        return of_type or of_subtype


@dataclass(frozen=True)
class BeginningOfStep(Trigger):
    """"At the beginning of [your] upkeep / combat / end step" [503.1a, 507.1, 513.1]."""

    step: str = "upkeep"
    yours: bool = True
    # "At the beginning of each opponent's upkeep": only on an opponent's turn [102.2]
    opponents: bool = False
    events = ("step", "begin_combat")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.yours and game.active != source.controller:
            return False
        if self.opponents and game.active not in game.opponents(source.controller):
            return False
        if self.step == "begin_combat":
            return event.kind == "begin_combat"
        return event.kind == "step" and game.step == self.step


@dataclass(frozen=True)
class GetsCounters(Trigger):
    """"Whenever you get one or more {E}" [122.1]."""

    kind: str = "energy"
    events = ("counters_player",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.player == source.controller and event.info == self.kind and \
            event.amount > 0

