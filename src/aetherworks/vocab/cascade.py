"""Cascade [702.85]: "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
library in a random order" [702.85a].

* :class:`CascadeExile` — the exiling: the hit is remembered as ``exiled`` (for
  :class:`~aetherworks.vocab.energy.MayCastRemembered`), every card exiled as ``cascaded``.
* :class:`ExiledToBottom` — "put all cards exiled this way that weren't cast on the bottom of
  your library in a random order" [401.4].
* :func:`Cascade` — the whole triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, TriggeredAbility
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.library import RestOnBottomRandom
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.replicate import ThisSpellCast

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CascadeExile(Effect):
    """Exile from the top until a nonland card with lesser mana value [702.85a]."""

    cr = "702.85a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        spell = game.objects[source_id(ctx)]
        mv = (game.chars(spell.id) if spell.zone else spell.proto.chars).mana_value
        p = game.players[ctx.controller]
        exiled: list[int] = []
        ctx.remember("exiled", ())
        while p.library:
            top = p.library[-1]
            c = game.objects[top].proto.chars
            new = game.move(top, "exile", cr="702.85a")
            exiled.append(new)
            if "Land" not in c.types and c.mana_value < mv:
                ctx.remember("exiled", (new,))
                break
        ctx.remember("cascaded", tuple(exiled))


@dataclass(frozen=True)
class ExiledToBottom(RestOnBottomRandom):
    """The remembered cards still in exile go to the bottom of their owner's library, in a
    random order [702.85a, 401.4]."""

    key: str = "cascaded"
    zone: str = "exile"


def Cascade(text: str = "") -> TriggeredAbility:
    """"Cascade" [702.85a]."""
    return TriggeredAbility(
        trigger=ThisSpellCast(), text=text or "Cascade",
        effects=(CascadeExile(), MayCastRemembered("exiled", alt="free"), ExiledToBottom()))


__all__ = ["Cascade", "CascadeExile", "ExiledToBottom"]
