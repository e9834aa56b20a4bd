"""Choices made as a permanent enters [614.12, 614.1c]: an ``EntersWith(as_enters=...)``
runs these effects as the permanent enters, with the permanent as their source.

* :class:`PayLifeOrTapped` — "As this land enters, you may pay 2 life. If you don't, it
  enters tapped." (shock lands).  You can pay life only if your life total is at least that
  much [119.4]; if an effect puts it onto the battlefield tapped, paying doesn't untap it
  (the shock lands' rulings).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayLifeOrTapped(Effect):
    """"You may pay N life. If you don't, it enters tapped." [614.12, 119.4]"""

    n: int = 2
    cr = "614.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        perm = game.objects[source_id(ctx)]
        if perm.zone != "battlefield":
            return None
        if answer is None and game.players[ctx.controller].life >= self.n:
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.pay_life_or_tapped", obj=Obj(perm.id),
                                                      amount=self.n), (YES, NO), cr=self.cr)
        if answer == YES:
            game.lose_life(ctx.controller, self.n, cr="119.4")
            return None
        if not perm.tapped:
            perm.tapped = True  # it entered tapped: it didn't "become tapped"
            game.dirty()
            game.emit("enters_tapped", self.cr, ctx.controller, perm.id)
        return None


def card_names(game: Game, not_types: tuple[str, ...] = (),
               types: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The card names a player may choose, sorted: those of the cards in the game, each half
    or face on its own, judged by that half's or face's own printed characteristics: "a
    nonland card name" is the name of a card whose Oracle types fit [201.4a-d] (an Island
    turned into an artifact is still a land card name).  Naming a card that isn't in the
    game changes nothing in it, so only those are offered."""
    names: set[str] = set()
    for obj in game.objects.values():
        if obj.kind != "card":
            continue
        proto = obj.proto
        faces = [f.chars for f in proto.faces] or [proto.chars]
        if proto.back is not None:
            faces.append(proto.back.chars)
        names.update(c.name for c in faces
                     if not any(t in c.types for t in not_types)
                     and (not types or any(t in c.types for t in types)))
    return tuple(sorted(names))


@dataclass(frozen=True)
class ChooseCardName(Effect):
    """"As this enters, choose a card name." [614.12, 201.3]: remembered on the permanent as
    ``named``.  The names offered are those of the cards in the game (each face of a
    double-faced or split card on its own) [712.19, 709.3a]: naming a card that isn't in
    the game changes nothing in it."""

    cr = "614.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        perm = game.objects[source_id(ctx)]
        if answer is not None:
            name = state[answer.obj]
            perm.remember("named", name)
            game.emit("names_card", self.cr, ctx.controller, perm.id,
                      args=(("text", Text(name)),))
            return None
        ordered = card_names(game)
        return ask_card_name(ctx.controller, perm.id, ordered, ordered, self.cr)


def ask_card_name(player: int, source: int, names: Sequence[str], state: Any, cr: str) -> Ask:
    """``player`` names a card for ``source``, one of ``names`` (a "name" option is its
    index) [201.3]."""
    return Ask(player, CHOOSE, Msg.of("prompt.choose_name", obj=Obj(source)),
               tuple(Choice("name", i) for i in range(len(names))), state=state,
               labels=tuple(Msg.of("opt.text", text=Text(n)) for n in names), cr=cr)


__all__ = ["ChooseCardName", "PayLifeOrTapped", "ask_card_name", "card_names"]
