"""Embalm [702.128] and eternalize [702.129]: token copies of a card made from the graveyard.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to
its other types. Activate only as a sorcery." [702.128a]; eternalize is the same with "a 4/4
black Zombie" [702.129a].

* ``alt_costs.ExileThisCard`` — the cost "Exile this card from your graveyard": once it
  is paid nobody can exile the card in response [ruling on Vizier of Many Faces 2017-07-14].
* :class:`CreateCopyOfThisCard` — the effect: a token copy of the card as it was printed
  (nothing about the object it was before it went to the graveyard), with the exceptions as
  copiable values [707.9b, 707.2]; the token is "embalmed" / "eternalized" [702.128b,
  702.129b] — remembered on it, for "if this creature was embalmed" (Vizier of Many Faces).
  It enters like any token: enters abilities trigger, "as enters" choices are made [707.5].
* :func:`Embalm` / :func:`Eternalize` — the keyword abilities; ``text`` is the keyword line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import ActivatedAbility, Effect
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import ExileThisCard
from aetherworks.vocab.energy import Except
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


EMBALMED = Except(colors=("W",), add_subtypes=("Zombie",), mana_cost="")
ETERNALIZED = Except(power=4, toughness=4, colors=("B",), add_subtypes=("Zombie",),
                     mana_cost="")


@dataclass(frozen=True)
class CreateCopyOfThisCard(Effect):
    """Create a token that's a copy of the ability's source card, with ``exceptions``; the
    token remembers ``mark`` ("embalmed")."""

    exceptions: Except = field(default_factory=Except)
    mark: str = "embalmed"
    cr = "707.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        card = game.objects[source_id(ctx)]  # the card as it last existed: its printed values
        proto = cardpool.copy_proto(card.proto, is_token=True, **self.exceptions.overrides())
        for tok in game.create_token(proto, ctx.controller):
            game.objects[tok].remember(self.mark, True)


def Embalm(mana: str, *, text: str) -> ActivatedAbility:
    """"Embalm [cost]" [702.128a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(ExileThisCard(),),
                            effects=(CreateCopyOfThisCard(EMBALMED, "embalmed"),),
                            sorcery=True, zone="graveyard", text=text)


def Eternalize(mana: str, *, text: str) -> ActivatedAbility:
    """"Eternalize [cost]" [702.129a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(ExileThisCard(),),
                            effects=(CreateCopyOfThisCard(ETERNALIZED, "eternalized"),),
                            sorcery=True, zone="graveyard", text=text)


__all__ = ["EMBALMED", "ETERNALIZED", "CreateCopyOfThisCard", "Embalm", "Eternalize"]
