"""Restrictions on activating abilities, and triggers on activations [602.5, 605.1a].

* :class:`PermanentsCantActivate` — "Activated abilities of artifacts, creatures, and
  planeswalkers can't be activated.": every activated ability of such permanents, mana and
  loyalty abilities included [602.5, 605.1a, 606.3].
* :class:`NamedCantActivateNonMana` — "Activated abilities of sources with the chosen name
  can't be activated unless they're mana abilities." (wherever the source is: a card's
  cycling in hand too) [602.5, 605.1a].
* :class:`OpponentActivates` — "Whenever an opponent activates an ability of an artifact,
  creature, or land on the battlefield, if it isn't a mana ability, ..." [602.2i]: mana
  abilities aren't activated on the stack [605.3], so they never trigger it; nor do
  abilities of cards in hands or graveyards (Harsh Mentor rulings).  The source is seen as
  it was when activated (a fetch land sacrificed to pay the cost) [608.2h].  The player is
  ``refs.EventPlayer()``.
* :class:`YouActivate` — "Whenever you activate an ability of an artifact or creature that
  isn't a mana ability, ..." (Crackdown Construct): the same test, for the trigger's own
  controller's activations [602.2b, 601.2i, 605.3]; each activation triggers it once
  (its rulings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from aetherworks.engine.defs import Event, Trigger
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.cost_increase import has_name
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PermanentsCantActivate(RuleEffect):
    rule: Rule = Rule.CANT_ACTIVATE
    types: tuple[str, ...] = ("Artifact", "Creature", "Planeswalker")

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return obj.zone == "battlefield" and any(t in game.chars(obj.id).types
                                                 for t in self.types)


@dataclass(frozen=True)
class NamedCantActivateNonMana(RuleEffect):
    rule: Rule = Rule.CANT_ACTIVATE_NONMANA

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and has_name(obj, source.recall("named", ""))


@dataclass(frozen=True)
class OpponentActivates(Trigger):
    types: tuple[str, ...] = ("Artifact", "Creature", "Land")
    events = ("activate",)
    yours: ClassVar[bool] = False  # whose activations: the controller's or an opponent's

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if (event.player == source.controller) != self.yours:
            return False
        ability = game.objects.get(event.other)
        if ability is None or getattr(ability.ability, "zone", "") != "battlefield":
            return False
        src = game.objects[event.obj]
        if src.zone not in ("battlefield", ""):
            return False
        c = game.last_known_chars(event.obj) if not src.zone else game.chars(event.obj)
        return any(t in c.types for t in self.types)


@dataclass(frozen=True)
class YouActivate(OpponentActivates):
    types: tuple[str, ...] = ("Artifact", "Creature")
    yours: ClassVar[bool] = True


__all__ = ["NamedCantActivateNonMana", "OpponentActivates",
           "PermanentsCantActivate", "YouActivate"]
