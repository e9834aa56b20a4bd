"""Auras [303.4]: an Aura spell targets what it will enchant and enters attached to it
[303.4a, 608.3a]; "enchanted creature gets ..." affects the permanent it is attached to.

* :class:`TargetEnchantable` — the Aura spell's target, from its enchant keyword ("Enchant
  creature or Vehicle": a creature, or a permanent with subtype Vehicle; "Enchant creature
  you control": ``controller``) [702.5a]; ``may_enchant`` is also asked by the state-based
  actions while it is attached [303.4d, 704.5m].
* :func:`aura_spell` — the spell ability of an Aura card: just that target.  The engine puts
  a resolving Aura spell onto the battlefield attached to its target; if the target is
  illegal, the spell doesn't resolve [608.3b, 608.2b].
* :class:`TargetEnchantPlayer` — "Enchant player" / "Enchant opponent": an Aura that
  targets a player and is attached to that player (a Curse) [303.4, 702.5d]; it can't target
  or be attached to a permanent.  The engine keeps the player it enchants as a negative
  reference in ``attached_to`` (:func:`aetherworks.engine.defs.player_ref`), so views, save
  files and clones carry it like any attachment.
* :class:`EnchantedPlayer` — "enchanted player" in an effect: the player the source is
  attached to, as it last existed if it has left the battlefield [303.4m, 608.2h];
  :func:`enchanted_player` is the same for triggers and filters.
* :class:`EnchantedPlayersStep` — "at the beginning of enchanted player's upkeep [end step,
  draw step]" [503.1a, 513.1, 303.4m].
"Enchanted creature gets +N/+N" is :class:`aetherworks.vocab.statics.AttachedGets`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import (
    Event,
    SpellAbility,
    TargetSpec,
    Trigger,
    is_player_ref,
    player_ref,
    ref_player,
)
from aetherworks.engine.protection import protected_from
from aetherworks.vocab.refs import Ref, source_id

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


@dataclass(frozen=True)
class TargetEnchantPlayer(TargetSpec):
    """"Enchant player" (``opponent``: "Enchant opponent"): the Aura spell targets a player
    still in the game [702.5d, 115.1]; once attached it stays legal while that player is in
    the game and, for "opponent", an opponent of the Aura's controller [303.4c, 704.5m]."""

    opponent: bool = False

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return self.may_enchant(game, ctx, ref)

    def may_enchant(self, game: Game, aura: GameObject, oid: int) -> bool:
        if not is_player_ref(oid) or ref_player(oid) >= len(game.players):
            return False
        p = ref_player(oid)
        return not game.players[p].lost and not (self.opponent and p == aura.controller)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [player_ref(p) for p in game.apnap() if self.legal(game, ctx, player_ref(p))]

    def text(self) -> str:
        return "target opponent" if self.opponent else "target player"


def enchant_player(opponent: bool = False, text: str = "") -> SpellAbility:
    """The spell ability of an Aura with "Enchant player" / "Enchant opponent" [702.5d]."""
    return SpellAbility(targets=(TargetEnchantPlayer(opponent=opponent),), text=text)


def enchanted_player(game: Game, source: int) -> int | None:
    """The player permanent ``source`` is attached to, if it enchants a player [303.4b];
    a source that has left the battlefield is read as it last existed [608.2h]."""
    obj = game.objects.get(source)
    if obj is None or not is_player_ref(obj.attached_to):
        return None
    return ref_player(obj.attached_to)


@dataclass(frozen=True)
class EnchantedPlayer(Ref):
    """"Enchanted player" / "that player" after it: the player the source enchants
    [303.4m]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        p = enchanted_player(game, source_id(ctx))
        return [] if p is None else [player_ref(p)]


@dataclass(frozen=True)
class EnchantedPlayersStep(Trigger):
    """"At the beginning of enchanted player's upkeep": the step of the turn of the player
    this permanent enchants as the step begins [503.1a, 303.4m]; the event's player is that
    player ("that player")."""

    step: str = "upkeep"
    events = ("step",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return game.step == self.step and source.attached_to == player_ref(game.active)


__all__ = ["EnchantedPlayer", "EnchantedPlayersStep", "TargetEnchantPlayer", "TargetEnchantable",
           "aura_spell", "enchant_player", "enchanted_player"]
