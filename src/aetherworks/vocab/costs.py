"""Cost parts other than mana [118, 602.2b]: tap, pay {E}, life, sacrifice, discard, counters.

``PayCounters("energy", 2)`` is the general "pay N of a player counter" cost; ``PayEnergy``
is its name on energy cards ("Pay {E}{E}:") [107.14].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Cost, ManaAbility
from aetherworks.messages import Msg, Text, Word
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class TapSelf(Cost):
    """{T}: tap this permanent; a creature needs to have been under your control since the
    turn began, unless it has haste [302.6, 107.5]."""

    cr = "107.5"
    taps_source = True

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects[source_id(ctx)]
        if obj.tapped or obj.zone != "battlefield":
            return False
        c = game.chars(obj.id)
        return not (obj.sick and "Creature" in c.types and "Haste" not in c.keywords)

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.tap(source_id(ctx))
        return None

    def text(self) -> str:
        return "{T}"


@dataclass(frozen=True)
class UntapSelf(Cost):
    """{Q}: untap this permanent [107.6]."""

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects[source_id(ctx)]
        return obj.tapped and not obj.sick

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.untap(source_id(ctx))
        return None


@dataclass(frozen=True)
class PayCounters(Cost):
    """Pay N counters of a kind a player has [118, 122.1]; never more than they have."""

    kind: str = "energy"
    n: int = 1
    cr = "107.14"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.counters_of(ctx.controller, self.kind) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.pay_player_counters(ctx.controller, self.kind, self.n)
        return None

    def energy(self, game: Game, ctx: GameObject) -> int:
        return self.n if self.kind == "energy" else 0

    def text(self) -> str:
        return "Pay " + "{E}" * self.n if self.kind == "energy" else f"Pay {self.n} {self.kind}"


def PayEnergy(n: int) -> PayCounters:
    """"Pay {E}{E}" [107.14]."""
    return PayCounters("energy", n)


@dataclass(frozen=True)
class PayLife(Cost):
    """Pay N life: possible only with at least N life [119.4]."""

    n: int = 1

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].life >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.lose_life(ctx.controller, self.n, cr="119.4")
        return None


@dataclass(frozen=True)
class SacrificeSelf(Cost):
    """"Sacrifice this [permanent]" [701.21a] (a Treasure's mana ability: activated with
    priority [605.3a])."""

    sacrifices_source = True

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "battlefield"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.sacrifice(source_id(ctx))
        return None


@dataclass(frozen=True)
class Sacrifice(Cost):
    """"Sacrifice a creature/artifact" ("two artifacts": ``n=2``): the payer chooses which,
    one at a time [701.21]."""

    filter: Filter = Filter(types=("Creature",))
    n: int = 1  # "Sacrifice two creatures"
    cr = "701.21"
    prompt: ClassVar[str] = "prompt.sacrifice"
    # Paid after the mana, so a permanent may be tapped for mana, then sacrificed [601.2h].
    after_mana = True
    # What the spell or ability remembers the sacrificed permanents as (``Remembered``).
    remember: ClassVar[str] = "sacrificed"

    def reserved_from_mana(self, game: Game, ctx: GameObject, sources: Any
                           ) -> set[int] | None:
        """The candidates whose mana abilities would use them up (a Treasure sacrificed for
        mana), when too few others would be left for this cost."""
        options = self._options(game, ctx)
        eaters = {s.obj for s in sources if s.obj in options and self._used_up(game, s)}
        return None if len(options) - len(eaters) >= self.n else eaters

    def _used_up(self, game: Game, source: Any) -> bool:
        """Whether making mana with ``source`` leaves it unfit for this cost: sacrificed (a
        permanent tapped for mana may still be sacrificed)."""
        return bool(source.sacrifice)

    def _eligible(self, obj: GameObject) -> bool:
        return True

    def _options(self, game: Game, ctx: GameObject, chosen: tuple[int, ...] = ()) -> list[int]:
        return [o.id for o in game.permanents(ctx.controller)
                if self._eligible(o) and o.id not in chosen and
                self.filter.matches(game, ctx, o.id)]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return len(self._options(game, ctx)) >= self.n

    def count(self, ctx: GameObject) -> int:
        """How many to choose ("X" for a cost whose X is announced [601.2b])."""
        return self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        chosen: tuple[int, ...] = () if state is None else state
        if answer is not None:
            chosen = (*chosen, answer.obj)
        if len(chosen) < self.count(ctx):
            options = self._options(game, ctx, chosen)
            opts = tuple(Choice("pick", o) for o in options)
            return Ask(ctx.controller, CHOOSE,
                       Msg.of(self.prompt, spec=Text(self.filter.describe()),
                              amount=self.count(ctx) - len(chosen)), opts,
                       state=chosen, cr=self.cr)
        if self.remember:
            # "the sacrificed creature's power": read as it last existed [608.2h]
            ctx.remember(self.remember, chosen)
        self._act(game, chosen)
        return None

    def _act(self, game: Game, chosen: tuple[int, ...]) -> None:
        with game.simultaneously():
            for oid in chosen:
                game.sacrifice(oid)


@dataclass(frozen=True)
class TapUntapped(Sacrifice):
    """"Tap an untapped creature you control" / "Tap two untapped Wizards you control" as a
    cost: not {T}, so a creature that came under your control this turn may be tapped
    [302.6, 602.2b]; the source itself may be one of them unless the text says "other"."""

    cr = "602.2b"
    prompt: ClassVar[str] = "prompt.tap_untapped"
    remember: ClassVar[str] = ""

    def _used_up(self, game: Game, source: Any) -> bool:
        """Tapped or sacrificed to make mana: no longer an untapped permanent to tap."""
        ab = game.chars(source.obj).abilities[source.ability]
        return bool(source.sacrifice) or (isinstance(ab, ManaAbility) and ab.tap)

    def _eligible(self, obj: GameObject) -> bool:
        return not obj.tapped

    def _act(self, game: Game, chosen: tuple[int, ...]) -> None:
        for oid in chosen:
            game.tap(oid)


@dataclass(frozen=True)
class PutCounterOnChosen(Sacrifice):
    """"Put a -1/-1 counter on a creature you control" as a cost (Lethal Sting): the payer
    chooses which [601.2f, 122.1]."""

    kind: str = "-1/-1"
    cr = "601.2f"
    prompt: ClassVar[str] = "prompt.put_counter_cost"
    after_mana = False
    remember: ClassVar[str] = ""

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = tuple(Choice("pick", o) for o in self._options(game, ctx))
            return Ask(ctx.controller, CHOOSE, Msg.of(
                self.prompt, counter=Text(self.kind), spec=Text(self.filter.describe())),
                opts, cr=self.cr)
        game.add_counters(answer.obj, self.kind, 1, cr=self.cr, by=ctx.controller)
        return None

    def text(self) -> str:
        return f"Put a {self.kind} counter on a {self.filter.describe()}"


@dataclass(frozen=True)
class DiscardCards(Cost):
    """"Discard a card" as a cost [701.9]."""

    n: int = 1

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        hand = game.players[ctx.controller].hand
        return len([o for o in hand if o != ctx.id]) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        left = self.n if state is None else state
        if answer is not None:
            game.discard(ctx.controller, answer.obj)
            left -= 1
        if left <= 0:
            return None
        opts = tuple(Choice("pick", o) for o in game.players[ctx.controller].hand)
        return Ask(ctx.controller, CHOOSE, Msg.of("prompt.discard", amount=left), opts,
                   state=left, cr="701.9")


@dataclass(frozen=True)
class RemoveCountersSelf(Cost):
    """Remove N counters of a kind from this permanent [122.1]."""

    kind: str = "+1/+1"
    n: int = 1

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].count(self.kind) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.remove_counters(source_id(ctx), self.kind, self.n)
        return None


@dataclass(frozen=True)
class RemoveCounterFrom(Cost):
    """"Remove a loyalty counter from a planeswalker you control": the payer picks one of
    their permanents matching ``filter`` with at least ``n`` counters of ``kind`` [118, 122.8].
    Not a loyalty ability, so it is not limited to once a turn [606.3, ruling on Heart of
    Kiran 2017-02-09]."""

    kind: str = "loyalty"
    n: int = 1
    filter: Filter = Filter(types=("Planeswalker",))

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        return [o.id for o in game.permanents(ctx.controller)
                if o.count(self.kind) >= self.n and self.filter.matches(game, ctx, o.id)]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return bool(self._options(game, ctx))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = tuple(Choice("pick", o) for o in self._options(game, ctx))
            return Ask(ctx.controller, CHOOSE, Msg.of(
                "prompt.remove_counter_from", amount=self.n, counter=Word("counter", self.kind),
                spec=Text(self.filter.describe())), opts, cr="122.8")
        game.remove_counters(answer.obj, self.kind, self.n)
        game.emit("counters_removed", "122.8", ctx.controller, answer.obj, answer.obj,
                  self.n, info=self.kind)
        return None

    def text(self) -> str:
        return f"Remove a {self.kind} counter from a {self.filter.describe()} you control"
