"""Sagas and chapter abilities [714].

The engine does the Saga's own rules: a lore counter as it enters [714.3a] and as its
controller's precombat main phase begins [714.3b], and the state-based action that
sacrifices it once its lore counters reach its final chapter number and no chapter ability
of it is waiting to resolve [714.4, 704.5s].  It recognises chapter abilities by a trigger
with ``chapters``; the final chapter number is the greatest of them [714.2d].

* :class:`Chapter` — the trigger of "{rN}—[Effect]": "when one or more lore counters are
  put onto this Saga, if the number of lore counters on it was less than N and became at
  least N" [714.2b]; "I, II — ..." lists both numbers [714.2c].  Entering with lore
  counters counts as having them put on it [122.6].
* :func:`chapter` — the whole chapter ability, with its text.
* :class:`ExileTop` — "exile the top N cards of your library" [406.3], remembered.
* :class:`MayPlayOneFree` — "you may play one of those cards without paying its mana cost"
  [608.2g, 118.9, 305.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import (
    NO,
    Ask,
    Choice,
    Effect,
    Event,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.priority import land_plays
from aetherworks.messages import Msg
from aetherworks.vocab.effects import N
from aetherworks.vocab.energy import castable_with_alternative
from aetherworks.vocab.refs import Ref, Remembered, You, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Chapter(Trigger):
    """A chapter symbol's trigger: lore counters put on this Saga take their number from
    below N to N or more, for any N in ``chapters`` [714.2b, 714.2c, 122.6]."""

    chapters: tuple[int, ...] = (1,)
    events = ("counters", "enter")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id:
            return False
        after = source.count("lore")
        if event.kind == "enter":
            before = 0
        elif event.info == "lore":
            before = after - event.amount
        else:
            return False
        return any(before < n <= after for n in self.chapters)




def chapter(chapters: tuple[int, ...], effects: tuple[Effect, ...],
            targets: tuple[TargetSpec, ...] = (), *, text: str) -> TriggeredAbility:
    """"I, II — [effects]": a chapter ability [714.2]."""
    return TriggeredAbility(trigger=Chapter(chapters), effects=effects, targets=targets,
                            text=text)


@dataclass(frozen=True)
class ExileTop(Effect):
    """"Exile [that many / N] cards from the top of your library" (fewer if the library has
    fewer); the exiled cards are remembered under ``remember`` [406.3]."""

    n: N = 1
    who: Ref = You()
    remember: str = "exiled"
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        made: list[int] = []
        for p in self.who.players(game, ctx):
            lib = game.players[p].library
            for _ in range(min(n, len(lib))):
                made.append(game.move(lib[-1], "exile", cr="406.3"))
        ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class MayPlayOneFree(Effect):
    """"You may play one of those cards without paying its mana cost": one remembered card,
    cast now as part of the resolution, ignoring timing, with no other alternative cost
    [608.2g, 118.9, 118.9a]; or, a land, played now if it is your turn and you have a land
    play left [305.1, 305.2]."""

    key: str = "exiled"
    cr = "608.2g"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        player = ctx.controller
        p = game.players[player]
        if answer is None:
            opts: list[Choice] = []
            for oid in Remembered(self.key).refs(game, ctx):
                obj = game.objects.get(oid)
                if obj is None or obj.zone != "exile":
                    continue
                if "Land" in obj.proto.chars.types:
                    if game.active == player and p.lands_played < land_plays(game, player):
                        opts.append(Choice("land", oid))
                    continue
                faces = range(len(obj.proto.faces)) if obj.proto.faces else (-1,)
                opts += [Choice("cast", oid, fi) for fi in faces
                         if castable_with_alternative(game, player, oid, fi, "free")]
            # Identical cards are one choice [the same option twice is no choice].
            unique: dict[tuple[str, str, int], Choice] = {}
            for o in opts:
                unique.setdefault((o.kind, game.name_of(o.obj), o.arg), o)
            opts = list(unique.values())
            if not opts:
                return None
            return Ask(player, CHOOSE, Msg("prompt.play_free"), (*opts, NO), cr=self.cr)
        if answer.kind == "land":
            p.lands_played += 1
            game.emit("land", "305.1", player, answer.obj)
            game.move(answer.obj, "battlefield", controller=player, cr="305.1")
            return None
        if answer.kind != "cast":
            game.emit("no_play", self.cr, player)
            return None
        from aetherworks.engine.casting import begin_cast

        # The tasks begin_cast pushes run before the rest of this resolution [608.2g].
        begin_cast(game, player, answer.obj, answer.arg, alt="free")
        return None


__all__ = ["Chapter", "ExileTop", "MayPlayOneFree", "chapter"]
