"""Who and how much: references to players/objects and amounts computed on resolution.

Effects name what they act on with these small values instead of code:
``Damage(3, to=Target(0))``, ``GetEnergy(2, who=You())``, ``Damage(X(), ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, is_player_ref, player_ref, ref_player
from aetherworks.engine.objects import Memo

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def source_id(ctx: GameObject) -> int:
    """The id of the source of a resolving spell or ability: the ability's source, or the
    spell itself [113.7]."""
    return ctx.source if ctx.kind == "ability" else ctx.id


class Ref:
    """Resolves to a list of references: object ids, or players as negative refs."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        raise NotImplementedError

    def players(self, game: Game, ctx: GameObject) -> list[int]:
        return [ref_player(r) for r in self.refs(game, ctx) if is_player_ref(r)]

    def objects(self, game: Game, ctx: GameObject) -> list[int]:
        return [r for r in self.refs(game, ctx) if r > 0]


@dataclass(frozen=True)
class Target(Ref):
    """The legal targets chosen for target spec ``index`` [115, 608.2b]."""

    index: int = 0

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        if self.index >= len(ctx.targets):
            return []
        return [r for r in ctx.targets[self.index] if r]


@dataclass(frozen=True)
class You(Ref):
    """The controller of the spell or ability [109.5]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        return [player_ref(ctx.controller)]


@dataclass(frozen=True)
class EachOpponent(Ref):
    """Each opponent still in the game, in APNAP order [101.4, 102.2, 800.4a]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        mine = game.opponents(ctx.controller)
        return [player_ref(p) for p in game.apnap() if p in mine]


@dataclass(frozen=True)
class EachPlayer(Ref):
    """Every player, in APNAP order [101.4]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        return [player_ref(p) for p in game.apnap()]


@dataclass(frozen=True)
class This(Ref):
    """The source of the ability ("this creature"), if it is still the same object [400.7]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        oid = source_id(ctx)
        obj = game.objects.get(oid)
        if obj is None or obj.zone not in ("battlefield", "stack"):
            return []
        return [oid]


@dataclass(frozen=True)
class Remembered(Ref):
    """Objects an earlier effect of the same resolution stored ("that card", "it")."""

    key: str = "it"

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        v = ctx.recall(self.key)
        if v is None:
            return []
        # 0 is no object (a token that ceased to exist as it left the battlefield [111.7]).
        return [r for r in v if r] if isinstance(v, (list, tuple)) else [v] if v else []


@dataclass(frozen=True)
class EventObject(Ref):
    """The object of the triggering event (the creature that died, the spell cast)."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        v = ctx.recall(Memo.EVENT_OBJ)
        return [v] if v else []


@dataclass(frozen=True)
class EventOther(Ref):
    """The triggering event's other object ("that Vehicle" a creature crewed, the creature
    that was dealt damage)."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        v = ctx.recall(Memo.EVENT_OTHER)
        return [int(v)] if v and int(v) > 0 else []


@dataclass(frozen=True)
class EventPlayer(Ref):
    """The player of the triggering event ("that player" of "whenever an opponent discards a
    card")."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        v = ctx.recall(Memo.EVENT_PLAYER)
        return [player_ref(int(v))] if v is not None and int(v) >= 0 else []


@dataclass(frozen=True)
class Together(Ref):
    """Several references as one ("each creature and each player") [608.2c]."""

    parts: tuple[Ref, ...] = ()

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        return [r for part in self.parts for r in part.refs(game, ctx)]


@dataclass(frozen=True)
class OwnerOfTarget(Ref):
    """"Its owner": the owner of target ``index`` [108.3]."""

    index: int = 0

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        return [player_ref(game.objects[r].owner) for r in Target(self.index).refs(game, ctx)
                if r > 0]


@dataclass(frozen=True)
class ControllerOfTarget(Ref):
    """"Its controller": the controller of target ``index`` [the object as it last existed]."""

    index: int = 0

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        out = []
        for r in Target(self.index).refs(game, ctx):
            if r > 0:
                out.append(player_ref(game.objects[r].controller))
        return out


# --- amounts --------------------------------------------------------------------------


def amount(game: Game, ctx: GameObject, n: int | Amount) -> int:
    """An int, or an :class:`Amount` evaluated now."""
    return n if isinstance(n, int) else n.value(game, ctx)


@dataclass(frozen=True)
class X(Amount):
    """The value of X chosen on casting [107.3a]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return ctx.x


@dataclass(frozen=True)
class Paid(Amount):
    """The amount paid by an earlier "pay any amount" effect of this resolution."""

    key: str = "paid"

    def value(self, game: Game, ctx: GameObject) -> int:
        return int(ctx.recall(self.key, 0))


@dataclass(frozen=True)
class EventAmount(Amount):
    """The amount of the triggering event (damage dealt, counters gained)."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return int(ctx.recall(Memo.EVENT_AMOUNT, 0))


@dataclass(frozen=True)
class PlayerCounters(Amount):
    """How many counters of a kind the controller has (energy: "for each {E} you have")."""

    kind: str = "energy"

    def value(self, game: Game, ctx: GameObject) -> int:
        return game.counters_of(ctx.controller, self.kind)


@dataclass(frozen=True)
class PowerOf(Amount):
    """"Its power": the power of a referenced object; for the ability's source after it
    left the battlefield, its power as it last existed there, counters and effects included
    (Cyclops Superconductor after it died) [608.2h]."""

    of: Ref = This()

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.of.objects(game, ctx)
        if refs:
            obj = game.objects[refs[0]]
            if obj.left_battlefield:  # as it last existed
                return game.last_known_chars(obj.id).power or 0
            return game.power(refs[0])
        if isinstance(self.of, This):  # the source has left: its power as it last existed
            return game.last_known_chars(source_id(ctx)).power or 0
        return 0


@dataclass(frozen=True)
class ToughnessOf(Amount):
    """"Its toughness": as :class:`PowerOf`, for toughness [608.2h]."""

    of: Ref = This()

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.of.objects(game, ctx)
        if refs:
            return game.toughness(refs[0])
        if isinstance(self.of, This):
            return game.last_known_chars(source_id(ctx)).toughness or 0
        return 0


@dataclass(frozen=True)
class Times(Amount):
    """An amount multiplied: "twice the number of creatures you control", "N ... for each
    [thing]" [107.1]."""

    factor: int | Amount = 2
    of: int | Amount = 0

    def value(self, game: Game, ctx: GameObject) -> int:
        return amount(game, ctx, self.factor) * amount(game, ctx, self.of)


@dataclass(frozen=True)
class ManaValueOf(Amount):
    of: Ref = Target()

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.of.objects(game, ctx)
        return game.chars(refs[0]).mana_value if refs else 0

