"""Punisher choices: "each opponent loses 3 life unless that player sacrifices a nonland
permanent of their choice or discards a card" (Nicol Bolas, the Deceiver; the Torments of
Hour of Devastation) [118.12a].

"[Do something] unless [a player does something else]" is "[that player may do something
else]. If they don't, [do something]" [118.12a].  Each affected player, in turn order, chooses
a nonland permanent they control to sacrifice, a card in their hand to discard (not revealed),
or neither; then all of it happens at once: the chosen permanents are sacrificed, the chosen
cards discarded, and each player who chose neither loses the life [rulings 2017-07-14].  A
player may always choose to lose the life, even with cards in hand or permanents [ruling].

:class:`UnlessPlayerTakesDamage` — "return that card to your hand unless target opponent has
this enchantment deal 3 damage to them" (Pia's Revolution) [608.2d]: as the ability resolves,
the player it names (its target) chooses whether the source deals them the damage; if they
do, the other effects don't happen, otherwise they do (Pia's Revolution's rulings,
2017-02-09).  The source deals the damage even if it has left the battlefield, as it last
existed [608.2h].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import (
    DONE,
    NO,
    YES,
    Ask,
    Choice,
    Effect,
    Push,
    is_player_ref,
    ref_player,
)
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import EachOpponent, Ref, Target, amount, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LoseLifeUnlessSacrificeOrDiscard(Effect):
    """Each player of ``who`` loses ``n`` life unless they sacrifice a permanent matching
    ``filter`` or discard a card [118.12a, 701.21a, 701.9a]."""

    n: N = 3
    who: Ref = EachOpponent()
    filter: Filter = Filter(not_types=("Land",))
    cr = "118.12a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        # state: the choices made so far, one per player in order (an object id, or -1)
        chosen: tuple[int, ...] = () if state is None else state
        n = amount(game, ctx, self.n)
        if answer is not None:
            chosen = (*chosen, answer.obj if answer.kind == "pick" else -1)
        if len(chosen) < len(players):
            p = players[len(chosen)]
            perms = [o.id for o in game.permanents(p) if self.filter.matches(game, ctx, o.id)]
            hand = list(game.players[p].hand)
            return Ask(p, CHOOSE, Msg.of("prompt.punisher", amount=n,
                                         spec=Text(self.filter.describe())),
                       (*(Choice("pick", o) for o in perms + hand), DONE), state=chosen,
                       cr=self.cr)
        with game.simultaneously():
            for p, oid in zip(players, chosen, strict=True):
                where = game.objects[oid].zone if oid >= 0 else ""
                if where == "battlefield":
                    game.sacrifice(oid)
                elif where == "hand":
                    game.discard(p, oid)
                else:
                    game.lose_life(p, n)
        return None


@dataclass(frozen=True)
class UnlessPlayerTakesDamage(Effect):
    """``then`` happens unless the player ``who`` has the source deal them ``n`` damage."""

    n: int = 3
    who: Ref = Target()
    then: tuple[Effect, ...] = ()
    cr = "608.2d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        refs = [r for r in self.who.refs(game, ctx) if is_player_ref(r)]
        if not refs:
            return None  # no one to choose: the ability did nothing (its target is gone)
        if answer is None:
            return Ask(ref_player(refs[0]), YES_NO,
                       Msg.of("prompt.take_damage", obj=Obj(source_id(ctx)), amount=self.n),
                       (YES, NO), cr=self.cr)
        if answer == YES:
            game.deal_damage(source_id(ctx), refs[0], self.n)
            return None
        return Push(self.then) if self.then else None

    def text(self) -> str:
        return f"unless that player has this deal {self.n} damage to them"


__all__ = ["LoseLifeUnlessSacrificeOrDiscard", "UnlessPlayerTakesDamage"]
