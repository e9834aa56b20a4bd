"""Convoke, improvise or delve given to spells by a permanent [702.51a, 702.126a, 702.66a]:
"Nonartifact spells you cast have improvise." (Inspiring Statuary), "Artifact spells you cast
have convoke." (Chief Engineer).

* :class:`SpellsHaveHelp` — an :class:`~aetherworks.engine.hooks.SpellHelpGrant`: a spell its
  controller casts that fits gets ``help`` while its total cost is paid (after cost changes
  [601.2f], so it works with alternative costs too: Inspiring Statuary's rulings); a spell
  that already has it gets nothing more, as more instances are redundant [702.126c, 702.51d,
  702.66c].  A spell fits if it has any of ``types`` (or ``subtypes``) when given, none of
  ``not_types``, and any of ``colors`` when given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import PaymentHelp, SpellHelpGrant
from aetherworks.vocab.convoke import Improvise

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import Chars, GameObject


@dataclass(frozen=True)
class SpellsHaveHelp(SpellHelpGrant):
    help: PaymentHelp = Improvise()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()

    def granted_help(self, game: Game, perm: GameObject, player: int, spell: Chars
                     ) -> PaymentHelp | None:
        if player != perm.controller:
            return None
        if (self.types or self.subtypes) and not (
                any(t in spell.types for t in self.types)
                or any(s in spell.subtypes for s in self.subtypes)):
            return None
        if any(t in spell.types for t in self.not_types):
            return None
        if self.colors and not set(spell.colors) & set(self.colors):
            return None
        return self.help

    def text(self) -> str:
        return f"spells you cast have {self.help.text().lower()}"


__all__ = ["SpellsHaveHelp"]
