"""Many games at a table of three to six players: win rates per deck and per seat position.

Game ``i`` seats the decks rotated by ``i`` (deck ``k`` in seat ``(k + i) % N``), so every
deck plays every seat equally often over a multiple of N games; by default (``play_first
="alternate"``) deck ``i % N`` takes the first turn of game ``i``, so every deck also plays
every position equally often (``"toss"``: the toss winner's agent decides [103.1]).  A
*position* is where a player sits in turn order from the player who took the first turn
(1st, 2nd, ...), the thing that matters at a free-for-all table [101.4, 103.1].  Commander
decks (a decklist with a Commander section) play a Commander game: command zone, 40 life,
commander damage [903].  Win rates come with 95% Wilson intervals; a draw (turn limit) wins
for nobody.  Records, summary, reports, history and the runners (local processes, Ray) are
the two-deck simulation's (:mod:`aetherworks.sim.simulate`, :mod:`aetherworks.sim.runs`).

>>> r = simulate_table(["gruul-sample"] * 3, 3, agents="random", max_turns=4)
>>> [g.seats for g in r.games], [g.on_play for g in r.games]
([(0, 1, 2), (2, 0, 1), (1, 2, 0)], [0, 1, 2])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from aetherworks.sim.decks import GameDeck, load_game_deck, table_commanders
from aetherworks.sim.runs import Progress, SimError, check_run
from aetherworks.sim.simulate import (
    GameSpec,
    RunFigures,
    parse_agents,
    play_run,
)

MIN_TABLE = 3  # two decks are a match-up: simulate()


@dataclass
class TableResult(RunFigures):
    """A run at a table: its decks (deck ``k`` is side ``k + 1``); each record's ``seats``
    says which deck sat where."""

    deck_names: tuple[str, ...]

    @property
    def decks(self) -> tuple[str, ...]:
        return self.deck_names

    @property
    def sides(self) -> str:
        return "123456"[:len(self.deck_names)]

    def settings(self) -> dict[str, Any]:
        return {"decks": list(self.deck_names), **self._settings()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TableResult:
        return cls(tuple(d["settings"]["decks"]), **cls._from_settings(d))


def load_table_decks(specs: Sequence[str], *, fmt: str | None = None,
                     allow_unsupported: bool = False) -> list[GameDeck]:
    """Each deck checked as for any game; Commander decks are welcome at a table.  Raises
    :class:`SimError` naming every problem of every deck."""
    from aetherworks.carddb.decklist import DeckError
    from aetherworks.engine.arguments import MAX_PLAYERS

    if not MIN_TABLE <= len(specs) <= MAX_PLAYERS:
        raise SimError(f"a table seats {MIN_TABLE} to {MAX_PLAYERS} decks (two decks play a "
                       f"match-up), not {len(specs)}")
    decks, problems = [], []
    for s in specs:
        try:
            decks.append(load_game_deck(s, fmt=fmt, allow_unsupported=allow_unsupported,
                                        table=True))
        except DeckError as exc:
            problems.append(str(exc))
    if problems:
        raise SimError("\n".join(problems))
    return decks


def simulate_table(specs: Sequence[str], n: int, *, agents: Sequence[str] | str = "heuristic",
                   seed: int = 0, workers: int = 1, backend: str = "local",
                   max_turns: int = 120, play_first: str = "alternate", fmt: str | None = None,
                   allow_unsupported: bool = False, progress: Progress | None = None,
                   ray_address: str | None = None) -> TableResult:
    """``n`` games of these three to six decks at one table (see the module docstring).

    ``agents``: one name, or one per deck (a list or ``"a,b,c"``).  ``workers``,
    ``backend``, ``ray_address`` and ``progress`` are as for
    :func:`~aetherworks.sim.simulate.simulate`: records come back in game order and do
    not depend on them.  Raises :class:`SimError` on bad input."""
    check_run(n, seed=seed, workers=workers, backend=backend, max_turns=max_turns,
              play_first=play_first)
    decks = load_table_decks(specs, fmt=fmt, allow_unsupported=allow_unsupported)
    names = parse_agents(agents, len(decks))
    spec = GameSpec(tuple(d.cards for d in decks), names, seed, max_turns, play_first,
                    allow_unsupported=any(d.blanks for d in decks),
                    names=tuple(d.name[:20] or f"P{k + 1}" for k, d in enumerate(decks)),
                    commanders=table_commanders(decks), rotate=True)
    return TableResult(tuple(d.name for d in decks), blanks=tuple(d.blanks for d in decks),
                       **play_run(spec, n, workers=workers, backend=backend,
                                  ray_address=ray_address, progress=progress))
