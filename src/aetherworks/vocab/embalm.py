"""Embalm and eternalize [702.128, 702.129]: activated abilities of a card in its owner's
graveyard that make a token copy of it.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to
its other types.  Activate only as a sorcery" [702.128a]; eternalize is the same with "it's
black, it's 4/4, ..." [702.129a].  The copy's exceptions are copiable values [707.9b].

* :class:`ThisCard` — "a copy of this card": the card, though the cost exiled it (a copy of a
  card uses its printed copiable values [707.2]).
* :func:`Embalm`, :func:`Eternalize` — the abilities (``zone="graveyard"``, sorcery speed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import ActivatedAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import ExileThisCard
from aetherworks.vocab.energy import CreateTokenCopy
from aetherworks.vocab.refs import Ref, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ThisCard(Ref):
    """The card whose ability this is, even after its cost moved it: what "a copy of this
    card" copies [707.2]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        oid = source_id(ctx)
        return [oid] if oid in game.objects else []


def Embalm(mana: str, text: str = "") -> ActivatedAbility:
    """"Embalm {3}{W}" [702.128a]."""
    return ActivatedAbility(
        mana=ManaCost.parse(mana), costs=(ExileThisCard(),),
        effects=(CreateTokenCopy(of=ThisCard(), add_subtypes=("Zombie",), colors=("W",),
                                 no_mana_cost=True),),
        sorcery=True, zone="graveyard", text=text or f"Embalm {mana}")


def Eternalize(mana: str, text: str = "") -> ActivatedAbility:
    """"Eternalize {4}{B}{B}" [702.129a]."""
    return ActivatedAbility(
        mana=ManaCost.parse(mana), costs=(ExileThisCard(),),
        effects=(CreateTokenCopy(of=ThisCard(), power=4, toughness=4, add_subtypes=("Zombie",),
                                 colors=("B",), no_mana_cost=True),),
        sorcery=True, zone="graveyard", text=text or f"Eternalize {mana}")


__all__ = ["Embalm", "Eternalize", "ThisCard"]
