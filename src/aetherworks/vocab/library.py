"""Library manipulation: scry [701.22], surveil [701.25], mill [701.17], "look at the top N
cards" and "put the rest on the bottom of your library in a random order" [401]; "reveal the
top card of your library and put that card into your hand" (:class:`RevealTopToHand`, Sorin,
Grim Nemesis) [701.20a]; "look at the top card of your library. If it's a [kind], you may put
that card onto the battlefield" (:class:`MayPutTopOntoBattlefield`, Nissa, Steward of
Elements) [701.20e]: otherwise it stays on top [ruling 2017-04-18].  "Each player shuffles
their graveyard into their library" is :class:`ShuffleGraveyardIntoLibrary` [701.24].

Scry is a compound choice made one atomic pick at a time: first the cards to put on the
bottom (a pick each, then "done"), then, when two or more stay on top, their order (pick the
card to be on top, then the next one...).  Nothing moves until every pick is made; the
looked-at cards stay hidden from the opponent.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.engine.objects import Memo
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Remembered, Target, You, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def top_cards(game: Game, player: int, n: int) -> tuple[int, ...]:
    """The top ``n`` cards of the player's library (fewer if it has fewer), the top card
    first [401.2]."""
    lib = game.players[player].library
    return tuple(reversed(lib[-n:])) if n > 0 else ()


def ask_bottom_order(player: int, left: list[int], placed: int, state: Any) -> Ask | None:
    """"Put the rest on the bottom of your library in any order": the next card to put
    there, one pick at a time, each under the ones before [401.4]; None when at most one is
    left (it goes last, no choice)."""
    if len(left) <= 1:
        return None
    return Ask(player, CHOOSE, Msg.of("prompt.look_bottom", position=placed + 1,
                                      amount=placed + len(left)),
               tuple(Choice("pick", o) for o in left), state=state, cr="401.4")


@dataclass(frozen=True)
class Scry(Effect):
    """"Scry N": look at the top N cards of your library, put any number of them on the
    bottom in any order and the rest on top in any order [701.22a].  Scry 0 does nothing
    and isn't a scry event [701.22b]."""

    n: N = 1
    cr = "701.22a"
    # Where the cards not kept on top go, and the event's name.
    away: ClassVar[str] = "bottom"
    verb: ClassVar[str] = "scry"
    away_prompt: ClassVar[str] = "prompt.scry_bottom"
    top_prompt: ClassVar[str] = "prompt.scry_top"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        return self.look_for(game, ctx, ctx.controller, answer, state)

    def look_for(self, game: Game, ctx: GameObject, p: int, answer: Any,
                 state: Any) -> Ask | None:
        """The scry (surveil) of player ``p`` ("each player may scry 1")."""
        if state is None:
            looked = top_cards(game, p, amount(game, ctx, self.n))
            if not looked:
                return None
            state = ("away", looked, (), ())
        phase, looked, away, top = state
        if answer is not None:
            if phase == "away":
                if answer.kind == "pick":
                    away = (*away, answer.obj)
                else:
                    phase = "top"
            else:
                top = (*top, answer.obj)
        rest = [o for o in looked if o not in away and o not in top]
        if phase == "away" and rest:
            opts = (*(Choice("pick", o) for o in rest), DONE)
            return Ask(p, CHOOSE, Msg.of(self.away_prompt, amount=len(looked)), opts,
                       state=(phase, looked, away, top), cr=self.cr)
        if len(rest) > 1:
            opts = tuple(Choice("pick", o) for o in rest)
            return Ask(p, CHOOSE, Msg.of(self.top_prompt, amount=len(looked),
                                         position=len(top) + 1), opts,
                       state=("top", looked, away, top), cr=self.cr)
        top = (*top, *rest)
        # Away: in the order picked (to the bottom, each one under the previous).  Top: the
        # first pick ends on top, so put them there from the last pick to the first.
        for oid in away:
            if self.away == "bottom":
                game.move(oid, "library", position=0, cr=self.cr, silent=True)
            else:
                game.move(oid, "graveyard", cr=self.cr)
        for oid in reversed(top):
            game.move(oid, "library", cr=self.cr, silent=True)
        game.emit(self.verb, self.cr, p, amount=len(looked),
                  args=(("top", len(top)), ("away", len(away))))
        return None

    def text(self) -> str:
        return f"{self.verb} {self.n}"


@dataclass(frozen=True)
class Surveil(Scry):
    """"Surveil N": look at the top N cards of your library, put any number of them into
    your graveyard and the rest on top in any order [701.25a]; surveil 0 is no surveil
    event [701.25c]."""

    cr = "701.25a"
    away: ClassVar[str] = "graveyard"
    verb: ClassVar[str] = "surveil"
    away_prompt: ClassVar[str] = "prompt.surveil_away"
    top_prompt: ClassVar[str] = "prompt.surveil_top"


@dataclass(frozen=True)
class Mill(Effect):
    """"[Target player] mills N cards": the top N cards of their library go to their
    graveyard (fewer if the library has fewer) [701.17a]."""

    n: N = 1
    who: Ref = Target()
    remember: str = ""  # "those cards"
    cr = "701.17a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        milled = []
        for p in self.who.players(game, ctx):
            lib = game.players[p].library
            for _ in range(min(n, len(lib))):
                milled.append(game.move(lib[-1], "graveyard", cr="701.17a"))
        if self.remember:
            ctx.remember(self.remember, tuple(milled))


@dataclass(frozen=True)
class Shuffle(Effect):
    """"[Target player] shuffles their library" [701.24a]."""

    who: Ref = You()
    cr = "701.24a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.shuffle(p)


@dataclass(frozen=True)
class ShuffleGraveyardIntoLibrary(Effect):
    """"[Each player] shuffles their graveyard into their library" [701.24a]."""

    who: Ref = You()
    cr = "701.24a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            for oid in list(game.players[p].graveyard):
                game.move(oid, "library", cr=self.cr)
            game.shuffle(p)


@dataclass(frozen=True)
class SkipNextUntap(Effect):
    """"[That creature] doesn't untap during its controller's next untap step" [502.3]:
    remembered on the permanent, forgotten at that untap step."""

    what: Ref = Target()
    cr = "502.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            # A permanent that has left the battlefield is a card shared with the game's
            # clones, and a new object if it returns [400.7]: nothing to remember there.
            if game.objects[oid].zone == "battlefield":
                game.objects[oid].remember(Memo.SKIP_UNTAP, True)


@dataclass(frozen=True)
class LookAtTop(Effect):
    """"Look at the top N cards of your library": they stay there, remembered under
    ``remember`` for the effects that follow ("from among them", "the rest") [401.2]."""

    n: N = 1
    who: Ref = You()
    remember: str = "looked"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        looked: list[int] = []
        for p in self.who.players(game, ctx):
            looked += top_cards(game, p, amount(game, ctx, self.n))
        ctx.remember(self.remember, tuple(looked))


@dataclass(frozen=True)
class RestOnBottomRandom(Effect):
    """"Put the rest on the bottom of your library in a random order": the remembered cards
    still in ``zone`` (their owner's library; exile for cascade) go to the bottom, shuffled
    among themselves [401.4]."""

    key: str = "looked"
    zone: str = "library"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        rest = [oid for oid in Remembered(self.key).refs(game, ctx)
                if game.objects[oid].zone == self.zone]
        game.rng.shuffle(rest)
        for oid in rest:
            game.move(oid, "library", position=0, cr="401.4", silent=True)


@dataclass(frozen=True)
class RevealTopToHand(Effect):
    """Reveal the top card of your library and put it into your hand; it is remembered under
    ``remember`` ("its mana value")."""

    remember: str = "revealed"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        p = ctx.controller
        lib = game.players[p].library
        if not lib:
            ctx.remember(self.remember, ())
            return
        top = lib[-1]
        game.emit("reveal", "701.20a", p, top)
        ctx.remember(self.remember, (game.move(top, "hand", cr="701.20a", silent=True),))


@dataclass(frozen=True)
class RevealTop(Effect):
    """"Reveal the top card of your library" (Sifter Wurm): it stays there, remembered under
    ``remember`` for "that card's mana value" [701.20a]."""

    remember: str = "revealed"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        lib = game.players[ctx.controller].library
        if lib:
            game.emit("reveal", "701.20a", ctx.controller, lib[-1])
        ctx.remember(self.remember, (lib[-1],) if lib else ())


@dataclass(frozen=True)
class MayPutTopOntoBattlefield(Effect):
    """Look at the top card of your library; if it has any of ``types``, or is a creature
    card with mana value at most ``creature_max_mv``, you may put it onto the battlefield."""

    types: tuple[str, ...] = ("Land",)
    creature_max_mv: N | None = None
    cr = "701.20e"

    def _fits(self, game: Game, ctx: GameObject, oid: int) -> bool:
        c = game.objects[oid].proto.chars
        if any(t in c.types for t in self.types):
            return True
        return self.creature_max_mv is not None and "Creature" in c.types and \
            c.mana_value <= amount(game, ctx, self.creature_max_mv)

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        lib = game.players[p].library
        if not lib:
            return None
        top = lib[-1]
        if answer is None:
            game.emit("look_top", "701.20e", p)
            if not self._fits(game, ctx, top):
                return None
            return Ask(p, CHOOSE, Msg.of("prompt.put_onto_battlefield", obj=Obj(top)),
                       (Choice("pick", top), Choice("no")), cr=self.cr)
        if answer.kind == "pick":
            game.move(top, "battlefield", controller=p, cr=self.cr)
        return None


__all__ = [
    "LookAtTop",
    "MayPutTopOntoBattlefield",
    "Mill",
    "RestOnBottomRandom",
    "RevealTop",
    "RevealTopToHand",
    "Scry",
    "Shuffle",
    "ShuffleGraveyardIntoLibrary",
    "SkipNextUntap",
    "Surveil",
    "ask_bottom_order",
    "top_cards",
]
