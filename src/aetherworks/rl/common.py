"""What every research interface shares: the decks, the game settings and the encoding.

A :class:`Duel` is the game being played (two decks, or one per seat at a table of up to
six, and the engine's settings) with its :class:`~aetherworks.rl.encoding.Encoder`; the
OpenSpiel-style state, the PettingZoo and Gymnasium environments and the benchmark all build
one, so they agree on observations and actions.  Rewards are the game's result: +1 for the
winner, -1 for each player who lost, 0 for each player still in at a draw [104.2a, 104.4,
800.4].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import aetherworks.cards  # noqa: F401  (card definitions must be registered)
from aetherworks.agents import decide
from aetherworks.engine import Game
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.rl.encoding import Encoder
from aetherworks.sim.decks import GameDeck, load_game_deck, table_commanders

DEFAULT_DECK = "temur-energy"
TURN_LIMIT = "turn_limit"  # the engine's reason id for a draw at max_turns [104.4]

Deck = str | Sequence[str]


def deck_cards(deck: Deck, *, table: bool = False) -> tuple[str, ...]:
    """A deck by embedded name or decklist file (checked: construction and card support,
    ``DeckError`` naming each problem), or already a list of card names."""
    return _game_deck(deck, table).cards


def _game_deck(deck: Deck, table: bool) -> GameDeck:
    # ``table``: a deck for a table of three or more, where a Commander deck plays Commander.
    if isinstance(deck, str):
        return load_game_deck(deck, table=table)
    cards = tuple(deck)
    if not cards or not all(isinstance(c, str) for c in cards):
        raise ValueError("a deck is an embedded deck's name, a decklist file, or a list of "
                         f"card names; got {deck!r}")
    return GameDeck("", cards)


@dataclass
class Duel:
    """The decks and the engine's settings for each game; ``encoder`` is built from the
    decks' cards unless given.

    Two players by default: ``deck_a`` against ``deck_b``.  ``num_players`` (2 to 6) seats
    a table: ``deck_a`` in seat 0 and ``deck_b`` in every other seat, or ``decks``, one per
    seat.  At a table of three or more, Commander decks (every seat's) play a Commander
    game [903]; a free-for-all otherwise [800.4].
    """

    deck_a: Deck = DEFAULT_DECK
    deck_b: Deck | None = None  # None: the mirror
    max_turns: int = 60
    auto_pass: bool = True
    auto_pay: bool = True
    encoder: Encoder | None = None
    # A game that reaches this many decisions is cut short, a draw (None: 100 a turn).  The
    # rules let a player repeat an action that changes nothing (activate mana abilities,
    # then make no mana) for ever, and a deterministic policy can; this bounds every game.
    max_decisions: int | None = None
    num_players: int = 2
    decks: Sequence[Deck] | None = None  # one per seat (instead of deck_a / deck_b)
    cards: tuple[tuple[str, ...], ...] = field(init=False)
    commanders: tuple[tuple[str, ...], ...] = field(init=False)  # empty: not Commander

    def __post_init__(self) -> None:
        n = self.num_players
        if type(n) is not int or not 2 <= n <= MAX_PLAYERS:
            raise ValueError(f"num_players: a table of 2 to {MAX_PLAYERS}, not {n!r}")
        if self.decks is not None and (isinstance(self.decks, str) or len(self.decks) != n):
            raise ValueError(f"decks: one deck per seat ({n}), not {self.decks!r:.80}")
        table = n > 2
        if self.decks is not None:
            decks = [_game_deck(d, table) for d in self.decks]
        else:
            a = _game_deck(self.deck_a, table)
            b = a if self.deck_b is None else _game_deck(self.deck_b, table)
            decks = [a, *[b] * (n - 1)]
        self.cards = tuple(d.cards for d in decks)
        self.commanders = table_commanders(decks) or ()
        if self.encoder is None:
            self.encoder = Encoder([c for cards in self.cards for c in cards], players=n)
        elif self.encoder.n_players != n:
            raise ValueError(f"encoder: built for {self.encoder.n_players} players, the "
                             f"table has {n}")
        if self.max_decisions is None:
            self.max_decisions = 100 * self.max_turns

    def cut(self, game: Game) -> bool:
        """Whether the game is cut short at ``max_decisions`` (it is over, a draw)."""
        return not game.is_over() and game.decisions_made >= (self.max_decisions or 0)

    def over(self, game: Game) -> bool:
        return game.is_over() or self.cut(game)

    @property
    def enc(self) -> Encoder:
        assert self.encoder is not None
        return self.encoder

    def new_game(self, seed: int) -> Game:
        return Game.new(*self.cards, seed=seed, max_turns=self.max_turns,
                        auto_pass=self.auto_pass, auto_pay=self.auto_pay,
                        commanders=self.commanders or None)


def returns(game: Game) -> tuple[float, ...]:
    """Each player's return: +1 a win, -1 a loss (at a table, leaving the game is one
    [800.4a]), 0 a draw for the players still in, or a game not over."""
    winner = None if game.result is None else game.result[0]
    return tuple(1.0 if p.index == winner else
                 -1.0 if winner is not None or p.left else 0.0 for p in game.players)


def truncated(game: Game) -> bool:
    """Whether the game ended at the turn limit (a time limit, not a result of play)."""
    return game.result is not None and game.result[0] is None and \
        game.result[1] == TURN_LIMIT


def play(duel: Duel, agents: Sequence[Any], seed: int) -> Game:
    """One game between two engine agents (``choose(view, decision)``), cut short at the
    duel's ``max_decisions``."""
    game = duel.new_game(seed)
    for agent in agents:
        agent.bind(game)
    while not duel.over(game):
        d = game.decision
        assert d is not None
        game.apply(decide(agents[d.player], game, d))
    return game
