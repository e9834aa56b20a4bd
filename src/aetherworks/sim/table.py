"""Many games at a table of three to six players: win rates per deck and per seat position.

Game ``i`` seats the decks rotated by ``i`` (deck ``k`` in seat ``(k + i) % N``), so every
deck plays every seat equally often over a multiple of N games.  A *position* is where a
player sits in turn order from the player who took the first turn (1st, 2nd, ...), the
thing that matters at a free-for-all table [103.1, 101.4].  Commander decks (a decklist
with a Commander section) play a Commander game: command zone, 40 life, commander damage
[903].  Win rates come with 95% Wilson intervals; a draw (turn limit) wins for nobody.

>>> r = simulate_table(["gruul-sample"] * 3, 3, max_turns=4)   # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from aetherworks.sim.decks import GameDeck, load_game_deck
from aetherworks.sim.stats import rate


@dataclass(frozen=True)
class TableGame:
    """One game: the deck in each seat, the seat that went first, the winning seat (None:
    a draw), why it ended, its number of turns, and an error if the engine failed."""

    index: int
    seed: int
    seats: tuple[int, ...]  # deck index per seat
    first: int
    winner: int | None
    reason: str
    turns: int
    error: str = ""


@dataclass
class TableResult:
    decks: list[str]
    agents: list[str]
    games: list[TableGame] = field(default_factory=list)
    blanks: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        """Per deck and per position: wins, games, rate and its 95% interval."""
        n = len(self.decks)
        played = [g for g in self.games if not g.error]
        per_deck = []
        for k, name in enumerate(self.decks):
            wins = sum(1 for g in played if g.winner is not None and g.seats[g.winner] == k)
            per_deck.append({"deck": name, **rate(wins, len(played))})
        per_seat = []
        for pos in range(n):
            wins = sum(1 for g in played if g.winner is not None and
                       (g.winner - g.first) % n == pos)
            per_seat.append({"position": pos + 1, **rate(wins, len(played))})
        draws = sum(1 for g in played if g.winner is None)
        return {"players": n, "games": len(played), "draws": draws,
                "errors": [{"game": g.index, "seed": g.seed, "error": g.error}
                           for g in self.games if g.error],
                "decks": per_deck, "positions": per_seat,
                "mean_turns": sum(g.turns for g in played) / len(played) if played else 0.0,
                "agents": self.agents, "blanks": {k: list(v) for k, v in self.blanks.items()}}


def load_table_decks(specs: Sequence[str], *, fmt: str | None = None,
                     allow_unsupported: bool = False) -> list[GameDeck]:
    """Each deck checked as for any game; Commander decks are welcome at a table."""
    return [load_game_deck(s, fmt=fmt, allow_unsupported=allow_unsupported, table=True)
            for s in specs]


def play_table_game(decks: Sequence[GameDeck], agents: Sequence[str], index: int,
                    seed: int, max_turns: int) -> TableGame:
    """Play game ``index``: decks rotated into seats, one agent per seat (its deck's)."""
    from aetherworks.engine.game import Game
    from aetherworks.sim.runner import drive
    from aetherworks.sim.simulate import make_agent

    n = len(decks)
    seats = tuple((s - index) % n for s in range(n))  # deck in each seat
    game_seed = seed + index
    heads = [decks[k].commanders for k in seats]
    game = None
    try:
        game = Game.new(*(decks[k].cards for k in seats), seed=game_seed,
                        names=tuple(decks[k].name[:20] or f"P{s + 1}"
                                    for s, k in enumerate(seats)),
                        max_turns=max_turns, allow_unsupported=any(d.blanks for d in decks),
                        commanders=heads if all(heads) else None)
        drive(game, [make_agent(agents[k], game_seed * 8 + s) for s, k in enumerate(seats)])
    except Exception as exc:  # an engine or agent bug: recorded, the run goes on
        return TableGame(index, game_seed, seats, 0, None, "error",
                         game.turn if game is not None else 0,
                         f"{type(exc).__name__}: {exc}"[:500])
    first = next((e.player for e in game.log if e.kind == "play_first"), 0)
    winner = game.winner()
    return TableGame(index, game_seed, seats, first, winner,
                     game.result[1] if game.result else "", game.turn)


def simulate_table(specs: Sequence[str], n: int, *, agents: Sequence[str] | str = "heuristic",
                   seed: int = 0, max_turns: int = 120, fmt: str | None = None,
                   allow_unsupported: bool = False,
                   progress: Callable[[int, int], Any] | None = None) -> TableResult:
    """``n`` games of these three to six decks at one table (see the module docstring)."""
    decks = load_table_decks(specs, fmt=fmt, allow_unsupported=allow_unsupported)
    names = [a.strip() for a in ([agents] if isinstance(agents, str) else agents)]
    if len(names) == 1:
        names *= len(decks)
    if len(names) != len(decks):
        raise ValueError(f"--agents: one agent, or one per deck ({len(decks)}), not "
                         f"{len(names)}")
    labels = [d.name for d in decks]
    if len(set(labels)) < len(labels):  # the same deck twice: tell them apart by seat
        labels = [f"{k + 1}. {x}" for k, x in enumerate(labels)]
    result = TableResult(labels, names,
                         blanks={d.name: d.blanks for d in decks if d.blanks})
    for i in range(n):
        result.games.append(play_table_game(decks, names, i, seed, max_turns))
        if progress is not None:
            progress(i + 1, n)
    return result
