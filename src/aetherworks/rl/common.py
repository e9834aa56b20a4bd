"""What every research interface shares: the decks, the game settings and the encoding.

A :class:`Duel` is the game being played (two decks, the engine's settings) with its
:class:`~aetherworks.rl.encoding.Encoder`; the OpenSpiel-style state, the PettingZoo and
Gymnasium environments and the benchmark all build one, so they agree on observations and
actions.  Rewards are the game's result: +1 for the winner, -1 for the loser, 0 each for a
draw [104.4].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import aetherworks.cards  # noqa: F401  (card definitions must be registered)
from aetherworks.engine import Game
from aetherworks.rl.encoding import Encoder
from aetherworks.sim.decks import load_game_deck

DEFAULT_DECK = "temur-energy"
TURN_LIMIT = "turn limit"  # the start of the engine's reason for a draw at max_turns


def deck_cards(deck: str | Sequence[str]) -> tuple[str, ...]:
    """A deck by embedded name or decklist file (checked: construction and card support,
    ``DeckError`` naming each problem), or already a list of card names."""
    if isinstance(deck, str):
        return load_game_deck(deck).cards
    cards = tuple(deck)
    if not cards or not all(isinstance(c, str) for c in cards):
        raise ValueError("a deck is an embedded deck's name, a decklist file, or a list of "
                         f"card names; got {deck!r}")
    return cards


@dataclass
class Duel:
    """Two decks and the engine's settings for each game; ``encoder`` is built from the
    decks' cards unless given."""

    deck_a: str | Sequence[str] = DEFAULT_DECK
    deck_b: str | Sequence[str] | None = None  # None: the mirror
    max_turns: int = 60
    auto_pass: bool = True
    auto_pay: bool = True
    encoder: Encoder | None = None
    # A game that reaches this many decisions is cut short, a draw (None: 100 a turn).  The
    # rules let a player repeat an action that changes nothing (activate mana abilities,
    # then make no mana) for ever, and a deterministic policy can; this bounds every game.
    max_decisions: int | None = None
    cards: tuple[tuple[str, ...], tuple[str, ...]] = field(init=False)

    def __post_init__(self) -> None:
        a = deck_cards(self.deck_a)
        b = a if self.deck_b is None else deck_cards(self.deck_b)
        self.cards = (a, b)
        if self.encoder is None:
            self.encoder = Encoder(a + b)
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
        return Game.new(self.cards[0], self.cards[1], seed=seed, max_turns=self.max_turns,
                        auto_pass=self.auto_pass, auto_pay=self.auto_pay)


def returns(game: Game) -> tuple[float, float]:
    """Each player's return: +1 a win, -1 a loss, 0 a draw or a game not over."""
    if game.result is None or game.result[0] is None:
        return (0.0, 0.0)
    return (1.0, -1.0) if game.result[0] == 0 else (-1.0, 1.0)


def truncated(game: Game) -> bool:
    """Whether the game ended at the turn limit (a time limit, not a result of play)."""
    return game.result is not None and game.result[0] is None and \
        game.result[1].startswith(TURN_LIMIT)


def play(duel: Duel, agents: Sequence[Any], seed: int) -> Game:
    """One game between two engine agents (``choose(view, decision)``), cut short at the
    duel's ``max_decisions``."""
    game = duel.new_game(seed)
    for agent in agents:
        agent.bind(game)
    while not duel.over(game):
        d = game.decision
        assert d is not None
        game.apply(agents[d.player].choose(game.view(d.player), d))
    return game
