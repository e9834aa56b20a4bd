""""[Effects] unless you return an untapped [Island] you control to its owner's hand" (the
Visions karoo lands: "When this land enters, sacrifice it unless you return ...") [118.12]:
returning the permanent is a cost paid as the ability resolves; its controller chooses
which, or not to [118.12, 608.2d].

* :class:`UnlessReturn` — the choice, then the return or the ``otherwise`` effects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect, Push
from aetherworks.messages import Msg, Text
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class UnlessReturn(Effect):
    filter: Filter = Filter(tapped=False, controller="you")
    otherwise: tuple[Effect, ...] = ()
    cr = "118.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            opts = [o for o in game.battlefield if self.filter.matches(game, ctx, o)]
            if opts:
                return Ask(ctx.controller, CHOOSE, Msg.of(
                    "prompt.return_or_else", spec=Text(self.filter.describe())),
                    (*(Choice("pick", o) for o in opts), DONE), cr=self.cr)
        elif answer.kind == "pick" and game.objects[answer.obj].zone == "battlefield":
            game.move(answer.obj, "hand", cr="400.7")
            return None
        return Push(self.otherwise) if self.otherwise else None


__all__ = ["UnlessReturn"]
