"""Choices made as an effect resolves, and optional mana payments during a resolution.

* :class:`ChooseOnResolution` — "gains your choice of flying, vigilance, or lifelink", "gets
  +2/-2 or -2/+2", "you may tap or untap target ...": the choice is made as the ability
  resolves, not as it is activated [608.2d, 700.2 does not apply: it isn't modal].
* :class:`MayPayMana` — "you may pay {1}. If you do, ..." during a resolution [608.2d,
  118.3]; mana abilities may be activated to pay it [605.3a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Choice, Effect, Mode, Push
from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Mana, Msg, Obj, Text
from aetherworks.vocab.refs import Ref, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ChooseOnResolution(Effect):
    """Choose one of ``options`` as this resolves, then do it [608.2d].

    Each option is a :class:`Mode` whose ``label`` is what the player reads ("flying").
    With ``optional`` ("you may ..."), "none" is offered too.
    """

    options: tuple[Mode, ...] = ()
    optional: bool = False
    prompt: str = "Choose one"
    who: Ref | None = None  # the player who chooses ("target opponent may ..."); default you
    cr = "608.2d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        chooser = ctx.controller
        if self.who is not None:
            players = self.who.players(game, ctx)
            if not players:
                return None
            chooser = players[0]
        if answer is None:
            opts = tuple(Choice("mode", i) for i in range(len(self.options)))
            labels = tuple(Msg.of("opt.mode_text", text=Text(m.label), amount=i + 1)
                           for i, m in enumerate(self.options))
            if self.optional:
                opts, labels = (*opts, NO), (*labels, Msg("opt.neither"))
            prompt = Msg.of("prompt.card_choice", obj=Obj(source_id(ctx)), text=Text(self.prompt))
            return Ask(chooser, CHOOSE, prompt, opts, cr=self.cr, labels=labels)
        if answer.kind != "mode":
            return None
        chosen = self.options[answer.obj]
        game.emit("choose_mode", self.cr, chooser, args=(("text", Text(chosen.label)),))
        return Push(chosen.effects) if chosen.effects else None


@dataclass(frozen=True)
class MayPayMana(Effect):
    """"You may pay {1}. If you do, ..." — once, as it resolves; without the means to pay
    there is no choice [118.3, 608.2d].  ``otherwise``: what happens if it isn't paid
    ("sacrifice this creature unless you pay {2}") [118.12]."""

    cost: str = "{1}"
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    cr = "118.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        cost = ManaCost.parse(self.cost)
        if answer is None:
            if not game.can_pay_mana(ctx.controller, cost):
                return Push(self.otherwise) if self.otherwise else None
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.pay", cost=Mana(self.cost)),
                       (YES, NO), cr=self.cr)
        if answer == YES and game.pay_mana(ctx.controller, cost):
            return Push(self.then) if self.then else None
        return Push(self.otherwise) if self.otherwise else None


__all__ = ["ChooseOnResolution", "MayPayMana"]
