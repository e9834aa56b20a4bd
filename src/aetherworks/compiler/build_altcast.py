"""Builder methods for ways of casting a spell: alternative and optional costs and the
permissions that come with them (surge, madness, suspend, foretell, ...) [118.9, 702]."""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Ability, Condition, Trigger
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import refs
from aetherworks.vocab.alt_costs import CostPaid
from aetherworks.vocab.bestow import Bestow
from aetherworks.vocab.blitz import Blitz
from aetherworks.vocab.encore import Encore
from aetherworks.vocab.entwine import Entwine
from aetherworks.vocab.foretell import Foretell
from aetherworks.vocab.jump_start import JumpStart
from aetherworks.vocab.madness import Madness
from aetherworks.vocab.morph import Disguise, Megamorph, Morph, TurnedFaceUp
from aetherworks.vocab.ninjutsu import Ninjutsu
from aetherworks.vocab.overload import Overload
from aetherworks.vocab.plot import Plot
from aetherworks.vocab.retrace import Retrace
from aetherworks.vocab.surge import Surge
from aetherworks.vocab.suspend import Suspend
from aetherworks.vocab.warp import Warp


def _mana(symbols: Any) -> str:
    """Mana symbols as the vocabulary writes them; symbols it can't read are refused."""
    from aetherworks.compiler.build import Unsupported

    try:
        return str(ManaCost.parse(str(symbols)))
    except ValueError:
        raise Unsupported(f"the mana symbols {symbols}") from None


class AltcastRules:
    """``Build`` methods for the ways of casting [601.2b, 118.9]."""

    event_obj: refs.Ref  # what "it" means in a trigger (``Build``'s)

    def surge(self, c: list[Any]) -> Ability:
        mana = _mana(c[0])
        return Surge(mana, text=f"Surge {mana}")

    def alt_cost_paid(self, c: list[Any]) -> Condition:
        return CostPaid(str(c[0]))

    def madness(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Madness(mana, text=f"Madness {mana}")

    def suspend(self, c: list[Any]) -> tuple[Ability, ...]:
        n, mana = int(c[0]), _mana(c[1])
        return Suspend(n, mana, text=f"Suspend {n}—{mana}")

    def plot(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Plot(mana, text=f"Plot {mana}")

    def foretell(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Foretell(mana, text=f"Foretell {mana}")

    def modal_header_repeat(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Fragment

        return Fragment("modal", choose=str(c[0]), repeat=True)

    def blitz(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Blitz(mana, text=f"Blitz {mana}")

    def jump_start(self, c: list[Any]) -> Ability:
        return JumpStart("Jump-start")

    def encore(self, c: list[Any]) -> Ability:
        mana = _mana(c[0])
        return Encore(mana, text=f"Encore {mana}")

    def entwine(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Fragment

        # Taken by the card's modal spell: the mode that is all its modes [702.42a].
        return Fragment("entwine", costs=(Entwine(_mana(c[0])),))

    def ninjutsu(self, c: list[Any]) -> Ability:
        mana = _mana(c[0])
        return Ninjutsu(mana, text=f"Ninjutsu {mana}")

    def overload(self, c: list[Any]) -> Ability:
        # The overloaded spell ability is the card's text with "each" for "target": the
        # assembler compiles it and fills it in [702.96a].
        mana = _mana(c[0])
        return Overload(mana, text=f"Overload {mana}")

    def bestow(self, c: list[Any]) -> Ability:
        mana = _mana(c[0])
        return Bestow(mana, text=f"Bestow {mana}")

    def morph(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Morph(mana, text=f"Morph {mana}")

    def megamorph(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Megamorph(mana, text=f"Megamorph {mana}")

    def turned_face_up(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.This()
        return TurnedFaceUp()

    def retrace(self, c: list[Any]) -> Ability:
        return Retrace("Retrace")

    def warp(self, c: list[Any]) -> Ability:
        mana = _mana(c[0])
        return Warp(mana, text=f"Warp {mana}")

    def disguise(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = _mana(c[0])
        return Disguise(mana, text=f"Disguise {mana}")
