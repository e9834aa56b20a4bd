"""What one player may know: the only thing UIs, agents and networks get to see.

A view shows both players' life, counters (energy included) and public zones, the viewer's
own hand, hand and library *sizes* for the rest, and the viewer's pending decision.  It never
exposes the other hand, any library order or the random generator's state.

Views are snapshots built on demand; building one is cheap (fields are computed lazily) so an
agent may ask for one at every decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import Decision
from aetherworks.engine.rng import Rng

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

_PRIVATE_EVENTS = {"draw"}


@dataclass(frozen=True, slots=True)
class CardView:
    """A public reading of one object."""

    id: int
    name: str
    owner: int
    controller: int
    zone: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    mana_value: int
    mana_cost: str
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attacking: int = 0
    blocking: int = 0
    is_token: bool = False
    targets: tuple[int, ...] = ()  # a spell or ability on the stack: its targets (public)

    def to_dict(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in self.__slots__}


@dataclass(frozen=True, slots=True)
class PlayerView:
    index: int
    name: str
    life: int
    counters: tuple[tuple[str, int], ...]
    hand_size: int
    library_size: int
    graveyard: tuple[CardView, ...]
    hand: tuple[CardView, ...] | None  # None: hidden from this viewer
    mana_pool: tuple[tuple[str, int], ...]
    lands_played: int
    designations: tuple[str, ...] = ()  # monarch, initiative, city's blessing [724-725]

    @property
    def energy(self) -> int:
        return dict(self.counters).get("energy", 0)


class View:
    """``game.view(player)``: the game as ``player`` sees it right now."""

    def __init__(self, game: Game, player: int) -> None:
        self._g = game
        self.player = player
        self.turn = game.turn
        self.active = game.active
        self.step = game.step
        self.priority = game.priority
        self.result = game.result
        d = game.decision
        self.decision: Decision | None = d if d is not None and d.player == player else None

    def _card(self, oid: int) -> CardView:
        g = self._g
        obj = g.objects[oid]
        c = g.chars(oid)
        return CardView(
            oid, c.name, obj.owner, obj.controller, obj.zone, tuple(sorted(c.types)),
            tuple(sorted(c.subtypes)), c.mana_value, str(c.mana_cost), c.power, c.toughness,
            tuple(sorted(c.keywords)), obj.tapped, obj.sick, obj.damage,
            tuple(sorted(obj.counters.items())) if obj.counters else (),
            g.attackers.get(oid, 0), g.blocks.get(oid, 0), obj.kind == "token",
            tuple(r for grp in obj.targets for r in grp if r) if obj.zone == "stack" else (),
        )

    @cached_property
    def players(self) -> tuple[PlayerView, ...]:
        g = self._g
        out = []
        for p in g.players:
            mine = p.index == self.player
            out.append(PlayerView(
                p.index, p.name, p.life, tuple(sorted(p.counters.items())), len(p.hand),
                len(p.library), tuple(self._card(o) for o in p.graveyard),
                tuple(self._card(o) for o in p.hand) if mine else None,
                tuple(sorted(p.pool.items())), p.lands_played, tuple(sorted(p.designations)),
            ))
        return tuple(out)

    @property
    def me(self) -> PlayerView:
        return self.players[self.player]

    @property
    def opponent(self) -> PlayerView:
        return self.players[1 - self.player]

    @cached_property
    def battlefield(self) -> tuple[CardView, ...]:
        return tuple(self._card(o) for o in self._g.battlefield)

    @cached_property
    def stack(self) -> tuple[CardView, ...]:
        return tuple(self._card(o) for o in self._g.stack)

    @cached_property
    def exile(self) -> tuple[CardView, ...]:
        return tuple(self._card(o) for o in self._g.exile)

    def card(self, oid: int) -> CardView | None:
        """A public object by id (None for a card in a hidden zone)."""
        obj = self._g.objects.get(oid)
        if obj is None:
            return None
        if obj.zone == "library" or (obj.zone == "hand" and obj.owner != self.player):
            return None
        return self._card(oid)

    def log(self, last: int = 50) -> list[str]:
        """Recent events as text; draws don't name the card for anyone [hidden zones]."""
        g = self._g
        return [g.event_text(e) for e in g.log[-last:] if e.kind != "mana"]

    def determinize(self, seed: int) -> Game:
        """A whole game consistent with this view, for search (determinized MCTS).

        What the viewer can't know is re-dealt at random: the opponent's hand and library are
        pooled, shuffled and dealt back in the same sizes, the viewer's own library is
        shuffled, and the random generator gets a fresh seed.  The pool itself is the
        opponent's unseen cards — the open-decklist assumption of tournament play.
        """
        g = self._g.clone()
        rng = Rng(seed)
        g.rng = Rng(rng.next64())
        for p in g.players:
            if p.index == self.player:
                rng.shuffle(p.library)
                continue
            pool = p.hand + p.library
            rng.shuffle(pool)
            n = len(p.hand)
            new_hand, new_lib = pool[:n], pool[n:]
            for oid in new_hand:
                if g.objects[oid].zone != "hand":
                    g.objects[oid] = _moved(g.objects[oid], "hand")
            for oid in new_lib:
                if g.objects[oid].zone != "library":
                    g.objects[oid] = _moved(g.objects[oid], "library")
            p.hand, p.library = new_hand, new_lib
        g.dirty()
        return g

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly, for the web UI and for logs of what an agent saw."""
        return {
            "player": self.player, "turn": self.turn, "active": self.active,
            "step": self.step, "priority": self.priority,
            "players": [{
                "index": p.index, "name": p.name, "life": p.life, "counters": dict(p.counters),
                "hand_size": p.hand_size, "library_size": p.library_size,
                "graveyard": [c.to_dict() for c in p.graveyard],
                "hand": None if p.hand is None else [c.to_dict() for c in p.hand],
                "mana_pool": dict(p.mana_pool), "designations": list(p.designations),
            } for p in self.players],
            "battlefield": [c.to_dict() for c in self.battlefield],
            "stack": [c.to_dict() for c in self.stack],
            "exile": [c.to_dict() for c in self.exile],
            "decision": None if self.decision is None else {
                "kind": self.decision.kind, "prompt": self.decision.prompt,
                "options": list(self.decision.labels) if not self.decision.is_number
                else [self.decision.lo, self.decision.hi],
            },
            "result": self.result,
        }


def make_view(game: Game, player: int) -> View:
    return View(game, player)


def _moved(obj: Any, zone: str) -> Any:
    """A copy of a hidden-zone object placed in another hidden zone (objects there are
    shared between clones and never mutated in place)."""
    o = obj.copy()
    o.zone = zone
    return o
