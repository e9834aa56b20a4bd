"""Putting a card of your choice from your graveyard on top of your library [401.2, 404].

* :class:`PutFromGraveyardOnTop` — "put an artifact card from your graveyard on top of your
  library" (Sequestered Stash, Glowspore Shaman): the card is chosen as the effect happens,
  not targeted, so a card that the same ability just put there may be chosen [608.2c;
  ruling on Sequestered Stash, 2016-09-20]; with no such card nothing happens.  "You may"
  wraps it in :class:`~aetherworks.vocab.energy_payments.MayOrElse`.
* :class:`ReturnFromGraveyardChosen` — "you return a creature or planeswalker card from your
  graveyard to your hand" (Dark Intimations): the same choice, made while the effect happens
  (nothing is targeted; no player acts between the choice and the move), and the card goes
  to your hand [400.7, 608.2c; rulings on Dark Intimations 2017-02-09].  It happens whatever
  the sentence's other parts did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Text

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PutFromGraveyardOnTop(Effect):
    """"Put a [``types``] card from your graveyard on top of your library" [401.2]."""

    types: tuple[str, ...] = ("Artifact",)
    cr = "401.2"
    zone = "library"
    prompt = "prompt.put_from_graveyard_on_top"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is not None:
            game.move(answer.obj, self.zone, cr=self.cr)
            return None
        opts = [o for o in game.players[ctx.controller].graveyard
                if any(t in game.objects[o].proto.chars.types for t in self.types)]
        if not opts:
            return None
        return Ask(ctx.controller, CHOOSE,
                   Msg.of(self.prompt,
                          types=Text("/".join(t.lower() for t in self.types))),
                   tuple(Choice("pick", o) for o in opts), cr=self.cr)


@dataclass(frozen=True)
class ReturnFromGraveyardChosen(PutFromGraveyardOnTop):
    """"You return a [creature or planeswalker] card from your graveyard to your hand"
    [400.7, 608.2c]."""

    types: tuple[str, ...] = ("Creature",)
    cr = "400.7"
    zone = "hand"
    prompt = "prompt.return_from_graveyard"


__all__ = ["PutFromGraveyardOnTop", "ReturnFromGraveyardChosen"]
