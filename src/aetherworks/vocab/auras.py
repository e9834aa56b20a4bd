"""Auras [303.4]: an Aura spell targets what it will enchant and enters attached to it
[303.4a, 608.3a]; "enchanted creature gets ..." affects the permanent it is attached to.

* :class:`TargetEnchantable` — the Aura spell's target, from its enchant keyword ("Enchant
  creature or Vehicle": a creature, or a permanent with subtype Vehicle; "Enchant creature
  you control": ``controller``) [702.5a]; ``may_enchant`` is also asked by the state-based
  actions while it is attached [303.4d, 704.5m].
* :func:`aura_spell` — the spell ability of an Aura card: just that target.  The engine puts
  a resolving Aura spell onto the battlefield attached to its target; if the target is
  illegal, the spell doesn't resolve [608.3b, 608.2b].
"Enchanted creature gets +N/+N" is :class:`aetherworks.vocab.statics.AttachedGets`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import SpellAbility, TargetSpec
from aetherworks.engine.protection import protected_from
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetEnchantable(TargetSpec):
    """What an enchant keyword allows: a permanent with any of ``types`` or ``subtypes``
    [702.5a, 115.1b]; hexproof and shroud are honoured."""

    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    controller: str = ""  # "Enchant creature you control" / "... you don't control"

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "battlefield":
            return False
        c = game.chars(ref)
        if "Shroud" in c.keywords or ("Hexproof" in c.keywords
                                      and obj.controller != ctx.controller):
            return False
        if protected_from(game, ref, source_id(ctx)):
            return False  # protection [702.16b]
        return self.may_enchant(game, ctx, ref)

    def may_enchant(self, game: Game, aura: GameObject, oid: int) -> bool:
        obj = game.objects.get(oid) if oid > 0 else None
        if obj is None or obj.zone != "battlefield":
            return False
        if self.controller == "you" and obj.controller != aura.controller:
            return False
        if self.controller == "opponent" and obj.controller == aura.controller:
            return False
        c = game.chars(oid)
        return any(t in c.types for t in self.types) or any(
            s in c.subtypes for s in self.subtypes)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.battlefield if self.legal(game, ctx, o)]

    def text(self) -> str:
        return "target " + " or ".join(t.lower() for t in (*self.types, *self.subtypes))


def aura_spell(types: tuple[str, ...] = ("Creature",), subtypes: tuple[str, ...] = (),
               controller: str = "", text: str = "") -> SpellAbility:
    """An Aura spell: it targets what it will enchant [303.4a]; nothing happens as it
    resolves other than entering attached [608.3a].  ``text``: the enchant keyword's line."""
    return SpellAbility(targets=(TargetEnchantable(types, subtypes, controller=controller),),
                        text=text)


__all__ = ["TargetEnchantable", "aura_spell"]
