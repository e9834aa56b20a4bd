"""One-shot effects [609]: the verbs of card definitions.

Each effect is a frozen dataclass whose fields are the card's words: ``Damage(3, to=Target())``
is "deals 3 damage to any target".  Effects that ask a question return an ``Ask`` and are
called again with the answer; branches ("if you do") return ``Push``.  Energy's payments live
here too: :class:`MayPay` ("you may pay {E}{E}. If you do / When you do ...") and
:class:`PayAnyAmount` ("pay any amount of {E}").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, NUMBER, YES_NO
from aetherworks.engine.defs import (
    NO,
    YES,
    Amount,
    Ask,
    Choice,
    Condition,
    Continuous,
    Effect,
    Push,
    TokenDef,
    TriggeredAbility,
    player_ref,
)
from aetherworks.engine.objects import WHILE_CONTROLLED
from aetherworks.messages import Mana, Msg, Obj, Text, Word
from aetherworks.vocab.refs import EachPlayer, Ref, Target, This, You, amount, source_id
from aetherworks.vocab.statics import PTBoost
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

N = int | Amount



@dataclass(frozen=True)
class Damage(Effect):
    """"deals N damage to ..." [120.3]; the source is the spell or the ability's source."""

    n: N = 1
    to: Ref = Target()
    cr = "120.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        for ref in self.to.refs(game, ctx):
            game.deal_damage(source_id(ctx), ref, n)

    def text(self) -> str:
        return f"deal {self.n} damage"


@dataclass(frozen=True)
class Draw(Effect):
    n: N = 1
    who: Ref = You()
    cr = "121.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.draw(p, amount(game, ctx, self.n))


@dataclass(frozen=True)
class GainLife(Effect):
    n: N = 1
    who: Ref = You()
    cr = "119.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.gain_life(p, amount(game, ctx, self.n))


@dataclass(frozen=True)
class LoseLife(Effect):
    n: N = 1
    who: Ref = You()
    cr = "119.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.lose_life(p, amount(game, ctx, self.n))


@dataclass(frozen=True)
class GetCounters(Effect):
    """"You get {E}{E}" / "get a poison counter": player counters [122.1, 107.14]."""

    kind: str = "energy"
    n: N = 1
    who: Ref = You()
    cr = "122.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.add_player_counters(p, self.kind, amount(game, ctx, self.n))

    def text(self) -> str:
        return f"get {self.n} {self.kind}"


def GetEnergy(n: N, who: Ref = You()) -> GetCounters:
    """"You get {E}{E}" [107.14]."""
    return GetCounters("energy", n, who)


@dataclass(frozen=True)
class PutCounters(Effect):
    """Put N counters of a kind on permanents [122.1]."""

    kind: str = "+1/+1"
    n: N = 1
    on: Ref = This()
    cr = "122.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        for oid in self.on.objects(game, ctx):
            game.add_counters(oid, self.kind, n, by=ctx.controller)


@dataclass(frozen=True)
class Pump(Effect):
    """"gets +N/+N [and gains keywords] until end of turn" [611.2c: the set is locked in]."""

    power: N = 0
    toughness: N = 0
    on: Ref = Target()
    keywords: tuple[str, ...] = ()
    until: str = "eot"
    cr = "611.2c"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        objs = tuple(self.on.objects(game, ctx))
        if objs:
            boost = PTBoost(amount(game, ctx, self.power), amount(game, ctx, self.toughness),
                            self.keywords)
            game.add_effect(boost, source_id(ctx), ctx.controller, objects=objs, until=self.until)


@dataclass(frozen=True)
class ApplyContinuous(Effect):
    """Start any continuous effect on referenced objects for a duration [611.2]."""

    effect: Continuous = field(default_factory=Continuous)
    on: Ref = Target()
    until: str = "eot"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        objs = tuple(self.on.objects(game, ctx))
        if self.until == WHILE_CONTROLLED:
            src = game.objects.get(source_id(ctx))
            if src is None or src.zone != "battlefield" or src.controller != ctx.controller:
                return  # the duration ended before the effect began: it does nothing [611.2b]
        if objs:
            game.add_effect(self.effect, source_id(ctx), ctx.controller, objects=objs,
                            until=self.until)


@dataclass(frozen=True)
class Destroy(Effect):
    what: Ref = Target()
    cr = "701.8"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        # One effect destroying several permanents destroys them at the same time: each
        # one's leaves-the-battlefield abilities see the others [603.10a].
        destroyed = []
        with game.simultaneously():
            for oid in self.what.objects(game, ctx):
                if game.destroy(oid):
                    destroyed.append(oid)
        ctx.remember("destroyed", tuple(destroyed))  # "destroyed this way" [608.2c]


@dataclass(frozen=True)
class Exile(Effect):
    """Exile objects; ``remember`` stores the new ids for "that card" [406]."""

    what: Ref = Target()
    remember: str = ""
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        with game.simultaneously():  # all at once [603.10a]
            new = [game.exile_obj(oid) for oid in self.what.objects(game, ctx)]
        if self.remember:
            ctx.remember(self.remember, tuple(n for n in new if n))


@dataclass(frozen=True)
class ReturnToHand(Effect):
    """"Return target ... to its owner's hand" [400.7]."""

    what: Ref = Target()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        returned = []
        with game.simultaneously():  # all at once [603.10a]
            for oid in self.what.objects(game, ctx):
                returned.append(game.move(oid, "hand", cr="400.7"))
        ctx.remember("returned", tuple(n for n in returned if n))  # "this way" [608.2c]


@dataclass(frozen=True)
class PutIntoLibrary(Effect):
    """"Put ... into its owner's library Nth from the top" (0 = top, -1 = bottom)."""

    what: Ref = Target()
    from_top: int = 0

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            lib = game.players[obj.owner].library
            pos = 0 if self.from_top < 0 else max(0, len(lib) - self.from_top)
            if obj.zone == "stack" and obj.kind == "ability":
                game.counter(oid, by=ctx.id)
                continue
            game.move(oid, "library", position=pos, cr="401.4")


@dataclass(frozen=True)
class CounterIt(Effect):
    """"Counter target spell" [701.5]."""

    what: Ref = Target()
    cr = "701.5a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            game.counter(oid, by=ctx.id)


@dataclass(frozen=True)
class CounterUnlessPays(Effect):
    """"Counter target spell unless its controller pays {N}" [701.5, 118.12]; N may be an
    amount ("{1} for each {E} paid this way")."""

    mana: N = 1
    what: Ref = Target()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        from aetherworks.engine.mana import ManaCost

        targets = self.what.objects(game, ctx)
        if not targets:
            return None
        oid = targets[0]
        payer = game.objects[oid].controller
        cost = ManaCost(amount(game, ctx, self.mana))
        if answer is None:
            if not game.can_pay_mana(payer, cost):
                game.counter(oid, by=ctx.id)
                return None
            return Ask(payer, YES_NO, Msg.of("prompt.counter_unless", cost=Mana(str(cost)),
                                             obj=Obj(oid)), (YES, NO), cr="118.12")
        if answer == YES and game.pay_mana(payer, cost):
            return None
        game.counter(oid, by=ctx.id)
        return None


@dataclass(frozen=True)
class CreateTokens(Effect):
    """Create N tokens of a kind [111.2]."""

    token: TokenDef = field(default_factory=lambda: TokenDef("Token"))
    n: N = 1
    who: Ref = You()
    tapped: bool = False
    remember: str = ""
    cr = "111.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        made: list[int] = []
        for p in self.who.players(game, ctx):
            made += game.create_token(self.token, p, amount(game, ctx, self.n),
                                      tapped=self.tapped)
        if self.remember:
            ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class GainControl(Effect):
    """"Gain control of target ..." indefinitely [layer 2, 613.1b]."""

    what: Ref = Target()
    cr = "613.1b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            if game.change_control(oid, ctx.controller):
                game.emit("gain_control", "613.1b", ctx.controller, oid)


@dataclass(frozen=True)
class TapIt(Effect):
    what: Ref = Target()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            game.tap(oid)


@dataclass(frozen=True)
class UntapIt(Effect):
    what: Ref = Target()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            game.untap(oid)


@dataclass(frozen=True)
class SearchLibrary(Effect):
    """"Search your library for a basic land card, put it into your hand, then shuffle"
    [701.23]: the searcher sees the library, picks up to ``n`` matching cards."""

    filter: Filter = Filter(types=("Land",))
    basic: bool = True
    to: str = "hand"
    n: int = 1
    tapped: bool = False
    who: Ref | None = None  # "its controller may search their library" (default: you)
    may: bool = False  # "may search": that player first says whether they search
    # False when a later search of the same effect shuffles once for both (Verdant
    # Crescendo: "..., then shuffle" ends the second sentence) [701.23]
    shuffle: bool = True
    cr = "701.23"

    def _matches(self, game: Game, oid: int) -> bool:
        c = game.objects[oid].proto.chars
        if self.basic and "Basic" not in c.supertypes:
            return False
        return not self.filter.types or any(t in c.types for t in self.filter.types)

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if self.who is not None:
            players = self.who.players(game, ctx)
            if not players:
                return None
            p = players[0]
        else:
            p = ctx.controller
        if self.may and state is None:
            if answer is None:
                return Ask(p, YES_NO, Msg("prompt.search_library"), (YES, NO), state=None,
                           cr="701.23")
            if answer != YES:
                return None
            answer, state = None, 0
        found = 0 if state is None else state
        if answer is not None and answer.kind == "pick":
            if self.to == "battlefield":
                game.move(answer.obj, "battlefield", controller=p, tapped=self.tapped)
            else:
                game.move(answer.obj, self.to, cr="701.23")
            found += 1
        if answer is None or (answer.kind == "pick" and found < self.n):
            opts: list[Choice] = []
            seen = set()
            for oid in game.players[p].library:
                name = game.objects[oid].name
                if self._matches(game, oid) and name not in seen:
                    seen.add(name)
                    opts.append(Choice("pick", oid))
            if opts:
                opts.append(Choice("done"))
                return Ask(p, CHOOSE, Msg("prompt.search"), tuple(opts),
                           state=found, cr="701.23")
        if self.shuffle:
            game.shuffle(p)
        return None


@dataclass(frozen=True)
class ShuffleIntoLibrary(Effect):
    """Each player shuffles zones into their library (Memory) [701.24]."""

    zones: tuple[str, ...] = ("hand", "graveyard")
    who: Ref = EachPlayer()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            for zone in self.zones:
                for oid in list(game.zone_list(zone, p)):
                    if oid != ctx.id:
                        game.move(oid, "library", silent=True)
            game.shuffle(p)


@dataclass(frozen=True)
class MayPay(Effect):
    """"You may pay {E}{E}. If you do, ... / When you do, ..." [603.12].

    The choice is made once as the effect resolves (never multiplied).  With ``then`` the
    result happens at once ("if you do": nobody can respond in between).  With ``reflexive``
    a reflexive triggered ability triggers: it is put on the stack, targets chosen then, the
    next time a player would receive priority, and players may respond [603.12].  Without
    enough counters there is no choice: it is as if declined.
    """

    kind: str = "energy"
    n: N = 1
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    reflexive: TriggeredAbility | None = None
    cr = "603.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        n = amount(game, ctx, self.n)
        have = game.counters_of(ctx.controller, self.kind)
        if answer is None:
            if have < n:
                return Push(self.otherwise) if self.otherwise else None
            sym = Mana("{E}" * n) if self.kind == "energy" else Text(f"{n} {self.kind}")
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.pay", cost=sym), (YES, NO),
                       cr="118.3")
        if answer == YES and game.pay_player_counters(ctx.controller, self.kind, n):
            ctx.remember("paid_" + self.kind, n)
            if self.reflexive is not None:
                game.trigger_now(source_id(ctx), self.reflexive, ctx.controller)
            return Push(self.then) if self.then else None
        return Push(self.otherwise) if self.otherwise else None


@dataclass(frozen=True)
class PayAnyAmount(Effect):
    """"You may pay any amount of {E}" / "pay X {E}": a number from 0 to what you have,
    remembered as ``paid`` [107.3, 107.14]."""

    kind: str = "energy"
    key: str = "paid"
    at_most: N | None = None

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        have = game.counters_of(ctx.controller, self.kind)
        if self.at_most is not None:
            have = min(have, amount(game, ctx, self.at_most))
        if answer is None:
            if have == 0:
                ctx.remember(self.key, 0)
                return None
            return Ask(ctx.controller, NUMBER, Msg.of(
                "prompt.pay_how_many", counter=Word("counter", self.kind), amount=have),
                lo=0, hi=have, cr="107.14")
        game.pay_player_counters(ctx.controller, self.kind, int(answer))
        ctx.remember(self.key, int(answer))
        return None


@dataclass(frozen=True)
class If(Effect):
    """"If [condition], [effects] (otherwise [effects])" checked on resolution [608.2c]."""

    condition: Condition = field(default_factory=Condition)
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Push | None:
        branch = self.then if self.condition.holds(game, ctx) else self.otherwise
        return Push(branch) if branch else None


@dataclass(frozen=True)
class DiscardChosen(Effect):
    """"Target player discards N cards" (the player chooses) [701.9]; with fewer cards they
    discard their hand.  ``remember`` stores the discarded cards ("for each nonland card
    discarded this way").  With several players ("each opponent discards a card") each
    chooses in APNAP order, without revealing, then all chosen cards are discarded at the
    same time [101.4, 701.9b; ruling on Dark Intimations 2017-02-09]."""

    n: N = 1
    who: Ref = Target()
    remember: str = ""

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        # state: (index of the player choosing, cards chosen so far by everyone)
        i, chosen = (0, ()) if state is None else state
        if answer is not None:
            chosen = (*chosen, answer.obj)
        n = amount(game, ctx, self.n)
        while i < len(players):
            p = players[i]
            hand = [o for o in game.players[p].hand if o not in chosen]
            left = n - sum(1 for o in chosen if game.objects[o].owner == p)
            if left > 0 and hand:
                return Ask(p, CHOOSE, Msg.of("prompt.discard", amount=left),
                           tuple(Choice("pick", o) for o in hand), state=(i, chosen),
                           cr="701.9")
            i += 1
        gone: tuple[int, ...] = ()
        with game.simultaneously():
            for oid in chosen:
                obj = game.objects[oid]
                if obj.zone == "hand":
                    game.discard(obj.owner, oid)
                    gone = (*gone, oid)
        if self.remember:
            ctx.remember(self.remember, gone)
        return None


__all__ = [
    "ApplyContinuous",
    "CounterIt",
    "CounterUnlessPays",
    "CreateTokens",
    "Damage",
    "Destroy",
    "DiscardChosen",
    "Draw",
    "Exile",
    "GainControl",
    "GainLife",
    "GetCounters",
    "GetEnergy",
    "If",
    "LoseLife",
    "MayPay",
    "N",
    "PayAnyAmount",
    "Pump",
    "PutCounters",
    "PutIntoLibrary",
    "ReturnToHand",
    "SearchLibrary",
    "ShuffleIntoLibrary",
    "TapIt",
    "UntapIt",
    "player_ref",
]
