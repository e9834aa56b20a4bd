"""Permanents chosen as an effect happens, not targeted [608.2d, 115.10]: "return a land you
control to its owner's hand" (bounce lands), "choose a creature token you control" (populate),
"you may choose a token you control. If you do, ..." (Brudiclad), "starting with you, each
player may choose an artifact or enchantment you don't control" (Druid of Purification).

Hexproof and shroud don't stop such a choice: nothing is targeted [115.10].

* :class:`ChoosePermanent` — one permanent matching a filter, chosen by you as it resolves;
  remembered under ``remember``; ``optional`` lets you choose none, and ``then`` happens only
  if one was chosen ("if you do").
* :class:`EachPlayerMayChoose` — each player in turn order, starting with you, may choose a
  permanent (seeing the earlier choices); then ``then`` acts on all of them at once [101.4].
* :class:`ExileGraveyards` — "exile all graveyards", "exile each opponent's graveyard" [406.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect, Push
from aetherworks.messages import Msg, Text, Who
from aetherworks.vocab.refs import EachPlayer, Ref
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ChoosePermanent(Effect):
    """You choose a permanent matching ``filter`` as this happens [608.2d]; it is remembered
    under ``remember`` ("it", "that token").  Without ``optional`` the choice must be made if
    there is one (a bounce land returns itself when it is your only land); ``then`` happens
    only if a permanent was chosen."""

    filter: Filter = Filter()
    remember: str = "chosen"
    optional: bool = False
    then: tuple[Effect, ...] = ()
    cr = "608.2d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            ctx.remember(self.remember, ())
            cands = [o for o in game.battlefield if self.filter.matches(game, ctx, o)]
            if not cands:
                return None
            opts = tuple(Choice("pick", o) for o in cands)
            prompt = Msg.of("prompt.choose_permanent", spec=Text(self.filter.describe()))
            return Ask(ctx.controller, CHOOSE, prompt,
                       (*opts, DONE) if self.optional else opts, cr="608.2d")
        if answer.kind != "pick":
            return None
        ctx.remember(self.remember, (answer.obj,))
        game.emit("choose_permanent", "608.2d", ctx.controller, answer.obj)
        return Push(self.then) if self.then else None


@dataclass(frozen=True)
class EachPlayerMayChoose(Effect):
    """"Starting with you, each player may choose a [filter]": in turn order from you
    [101.4], each sees the choices before theirs and may choose one already chosen; the
    chosen permanents are remembered under ``remember`` and ``then`` acts on them all at once
    (Druid of Purification's ruling).  ``filter`` is read from your point of view ("you
    don't control" is ``controller="opponent"``)."""

    filter: Filter = Filter()
    remember: str = "chosen"
    then: tuple[Effect, ...] = ()
    cr = "101.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        you = ctx.controller
        order = [(you + i) % len(game.players) for i in range(len(game.players))]
        i, chosen = (0, ()) if state is None else state
        if answer is not None:
            if answer.kind == "pick":
                chosen = (*chosen, answer.obj)
                game.emit("choose_permanent", "101.4", order[i], answer.obj)
            i += 1
        while i < len(order) and not game.in_game(order[i]):
            i += 1  # a player who left the game is no longer one of "each player" [800.4a]
        cands = [o for o in game.battlefield if self.filter.matches(game, ctx, o)]
        if i < len(order) and cands:
            return Ask(order[i], CHOOSE, Msg.of("prompt.each_chooses", player=Who(order[i]),
                              spec=Text(self.filter.describe())),
                       (*(Choice("pick", o) for o in cands), DONE), state=(i, chosen),
                       cr="101.4")
        ctx.remember(self.remember, tuple(dict.fromkeys(chosen)))
        return Push(self.then) if self.then else None


@dataclass(frozen=True)
class ExileGraveyards(Effect):
    """"Exile all graveyards" (``who=EachPlayer()``) / "exile each opponent's graveyard"
    [406.3]."""

    who: Ref = EachPlayer()
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        with game.simultaneously():
            for p in self.who.players(game, ctx):
                for oid in list(game.players[p].graveyard):
                    game.move(oid, "exile", cr="406.3")


__all__ = ["ChoosePermanent", "EachPlayerMayChoose", "ExileGraveyards"]
