"""Effects that set a land's subtype [305.7, 613.1d].

* :class:`NonbasicLandsAre` — "Nonbasic lands are Mountains." (Blood Moon): a type-changing
  effect (layer 4) on every land without the basic supertype.  Setting a land's subtype to a
  basic land type removes its other land types and every ability from its rules text and
  copy effects, and gives it that type's mana ability; abilities other effects grant (later
  in layer 6) stay; its name, card types and supertypes don't change [305.7].  Because the
  permanent as it would exist on the battlefield has lost them, "enters tapped" and "as
  this enters" abilities of such a land don't apply, and its "when this enters" abilities
  don't trigger [614.12, 603.6a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine import cardpool
from aetherworks.engine.defs import Condition, Continuous
from aetherworks.vocab.refs import Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars

# The land types [205.3i].
LAND_TYPES = frozenset({
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
    "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
})


@dataclass(frozen=True)
class NonbasicLandsAre(Continuous):
    """"Nonbasic lands are [basic land type]s" (layer 4) [305.7]."""

    subtype: str = "Mountain"
    layer = "4"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        # Printed characteristics (the face that is up), so that the layer system never
        # asks itself about this object [613.8].
        c = game.face_chars(obj)
        return "Land" in c.types and "Basic" not in c.supertypes

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.subtypes.difference_update(LAND_TYPES)
        chars.subtypes.add(self.subtype)
        chars.abilities = [cardpool.intrinsic_mana(self.subtype)]

    def text(self) -> str:
        return f"nonbasic lands are {self.subtype}s"


@dataclass(frozen=True)
class TargetWasNonbasic(Condition):
    """"If that land was nonbasic": target ``index`` as it is, or as it last existed if it
    has left the battlefield (supertypes aren't changed by land-type effects) [608.2h]."""

    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for oid in Target(self.index).objects(game, ctx):
            obj = game.objects[oid]
            c = game.chars(oid) if obj.zone else game.face_chars(obj)
            return "Basic" not in c.supertypes
        return False


__all__ = ["LAND_TYPES", "NonbasicLandsAre", "TargetWasNonbasic"]
