""""[Effects] unless you return an untapped [Island] you control to its owner's hand" (the
Visions karoo lands: "When this land enters, sacrifice it unless you return ...") [118.12]:
returning the permanent is a cost paid as the ability resolves; its controller chooses
which, or not to [118.12, 608.2d].

The same cost in other words: "Then discard a card unless you return a land you control to
its owner's hand" (Tragic Lesson), "tap this creature unless you sacrifice another creature"
(Apocalypse Demon): "[A player may do something else]. If [that player doesn't], [do
something]" [118.12a].

* :class:`UnlessReturn` — the choice, then the return or the ``otherwise`` effects.
* :class:`UnlessSacrifice` — the same with a sacrifice [701.21a].
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
    prompt: str = "prompt.return_or_else"
    cr = "118.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            opts = [o for o in game.battlefield if self.filter.matches(game, ctx, o)]
            if opts:
                return Ask(ctx.controller, CHOOSE, Msg.of(
                    self.prompt, spec=Text(self.filter.describe())),
                    (*(Choice("pick", o) for o in opts), DONE), cr=self.cr)
        elif answer.kind == "pick" and game.objects[answer.obj].zone == "battlefield":
            self.act(game, answer.obj)
            return None
        return Push(self.otherwise) if self.otherwise else None

    def act(self, game: Game, oid: int) -> None:
        """The cost paid: the chosen permanent returns to its owner's hand [400.7]."""
        game.move(oid, "hand", cr="400.7")


@dataclass(frozen=True)
class UnlessSacrifice(UnlessReturn):
    """"[Effects] unless you sacrifice [another creature]" [118.12a, 701.21a]."""

    prompt: str = "prompt.sacrifice_or_else"

    def act(self, game: Game, oid: int) -> None:
        game.sacrifice(oid)


__all__ = ["UnlessReturn", "UnlessSacrifice"]
