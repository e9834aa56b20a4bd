"""An OpenSpiel-style game and state over the engine (no dependency on OpenSpiel itself).

The names and meanings are OpenSpiel's (``current_player``, ``legal_actions``,
``apply_action``, ``chance_outcomes``, ``returns``, ``information_state_tensor`` ...), so
code written against ``pyspiel.State`` runs on :class:`DuelState`; with OpenSpiel
installed, :mod:`aetherworks.rl.pyspiel_game` registers the same game with it as
``aetherworks_duel`` for its C++ and Python algorithms.

Chance.  The engine's randomness is its seeded generator: the library shuffles [103.3], the
toss for who plays first [103.1], every later shuffle [701.20], coin flip [705] and random
discard are drawn from one SplitMix64 stream that the game's seed starts.  So the game has
exactly one chance node, the first: its outcomes are the seeds ``0 .. seeds-1``, equally
likely, and every later random event is determined by the seed and the players' actions.
The seed is hidden information (no observation or information state shows it), so what a
player can't know of the shuffles stays unknown to them.  A replay is the seed plus the
history of actions, as in OpenSpiel (``history()`` starts with the seed).

>>> game = DuelGame()
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes()) == game.max_chance_outcomes()
(True, True)
>>> state.apply_action(7)
>>> state.current_player() in (0, 1), state.is_terminal()
(True, False)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from aetherworks.engine import Choice, Game, IllegalChoice
from aetherworks.rl.common import DEFAULT_DECK, Deck, Duel, returns
from aetherworks.rl.encoding import DECISION_KINDS, Encoded, Encoder

CHANCE = -1  # pyspiel.PlayerId.CHANCE
TERMINAL = -4  # pyspiel.PlayerId.TERMINAL


class DuelGame:
    """The game: two decks (the Temur mirror by default), the engine's settings, how many
    seeds the chance node draws from, and the encoding of observations and actions.

    ``num_players`` (2 to 6) seats a table: ``deck_a`` in seat 0 and ``deck_b`` in the
    others, or ``decks``, one per seat (see :class:`~aetherworks.rl.common.Duel`).  A table
    of three or more is general-sum: +1 for the winner, -1 for each player who lost.

    ``max_game_length`` is a hard bound: the seed, then at most ``max_decisions``
    decisions (default 100 a turn); a game that reaches it (a player repeating an action
    that changes nothing) ends there as a draw.
    """

    def __init__(self, deck_a: Deck = DEFAULT_DECK, deck_b: Deck | None = None, *,
                 num_players: int = 2, decks: Sequence[Deck] | None = None,
                 seeds: int = 1000, max_turns: int = 60, auto_pass: bool = True,
                 auto_pay: bool = True, max_decisions: int | None = None,
                 encoder: Encoder | None = None) -> None:
        if not 1 <= seeds <= 1 << 20:
            raise ValueError(f"seeds must be from 1 to {1 << 20}, got {seeds}")
        self.duel = Duel(deck_a, deck_b, max_turns=max_turns, auto_pass=auto_pass,
                         auto_pay=auto_pay, encoder=encoder, max_decisions=max_decisions,
                         num_players=num_players, decks=decks)
        self.encoder = self.duel.enc
        self.seeds = seeds

    def num_players(self) -> int:
        return self.duel.num_players

    def num_distinct_actions(self) -> int:
        return self.encoder.action_size

    def max_chance_outcomes(self) -> int:
        return self.seeds

    def max_game_length(self) -> int:
        return 1 + (self.duel.max_decisions or 0)

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> float | None:
        """0 for a duel (zero-sum); None at a table (general-sum: every loser gets -1)."""
        return 0.0 if self.duel.num_players == 2 else None

    def observation_tensor_size(self) -> int:
        return self.encoder.obs_size

    def observation_tensor_shape(self) -> list[int]:
        return [self.encoder.obs_size]

    def information_state_tensor_size(self) -> int:
        return self.encoder.obs_size + self.history_size()

    def history_size(self) -> int:
        """The information state's part after the observation (see :data:`HISTORY_SIZE`)."""
        return self.duel.num_players * len(DECISION_KINDS)

    def information_state_tensor_shape(self) -> list[int]:
        return [self.information_state_tensor_size()]

    def new_initial_state(self) -> DuelState:
        return DuelState(self)

    def __str__(self) -> str:
        table = "" if self.duel.num_players == 2 else f",num_players={self.duel.num_players}"
        return f"aetherworks_duel(seeds={self.seeds},max_turns={self.duel.max_turns}{table})"


# The information state adds to the observation what each player decided so far, by kind of
# decision (the kinds of the opponents' decisions are public: they are shown as they are
# made), scaled by 1/100: the viewer's, then each other player's in turn order.  This is its
# size at a table of two (``DuelGame.history_size()`` at any table).
HISTORY_SIZE = 2 * len(DECISION_KINDS)


class DuelState:
    """A state: before the seed (the chance node), then the engine's game.

    ``game`` is the engine's :class:`~aetherworks.engine.Game` (None at the chance node);
    ``legal_actions()`` are ids of the fixed action space (docs/rl.md), sorted.
    """

    def __init__(self, game: DuelGame) -> None:
        self._game = game
        self.game: Game | None = None
        self._history: list[int] = []
        self._actors: list[int] = []  # who took each action of the history (CHANCE first)
        self._decided = np.zeros((game.num_players(), len(DECISION_KINDS)), np.float32)
        self._enc: tuple[int, Encoded] | None = None  # (player, encoding) of this state
        self._cut = False  # cut short at max_decisions

    # -------------------------------------------------------------- who moves

    def current_player(self) -> int:
        if self.game is None:
            return CHANCE
        if self.is_terminal():
            return TERMINAL
        assert self.game.decision is not None
        return self.game.decision.player

    def is_chance_node(self) -> bool:
        return self.game is None

    def is_terminal(self) -> bool:
        return self.game is not None and (self.game.is_over() or self._cut)

    def is_player_node(self) -> bool:
        return self.current_player() >= 0

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.game is not None:
            return []
        p = 1.0 / self._game.seeds
        return [(s, p) for s in range(self._game.seeds)]

    # -------------------------------------------------------------- actions

    def _encoded(self, player: int) -> Encoded:
        if self._enc is None or self._enc[0] != player:
            assert self.game is not None
            self._enc = (player, self._game.encoder.encode(self.game.view(player)))
        return self._enc[1]

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self.game is None:
            return [s for s, _ in self.chance_outcomes()] if player in (None, CHANCE) \
                else []
        me = self.current_player()
        if self.is_terminal() or (player is not None and player != me):
            return []
        return sorted(self._encoded(me).actions)

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        if self.game is None:
            size = self._game.seeds
            return [1] * size if player in (None, CHANCE) else [0] * size
        out = [0] * self._game.num_distinct_actions()
        for a in self.legal_actions(player):
            out[a] = 1
        return out

    def choice(self, action: int) -> Choice | int:
        """The engine's answer that an action id stands for (``IllegalChoice`` if none)."""
        me = self.current_player()
        if me < 0:
            raise IllegalChoice(f"action {action}: no player is to act "
                                f"({'chance' if me == CHANCE else 'the game is over'})")
        try:
            return self._encoded(me).actions[int(action)]
        except KeyError:
            raise IllegalChoice(
                f"action {action} ({self._describe(action)}) is not legal for player {me} "
                f"now; legal: {self.legal_actions()}") from None

    def action_of(self, choice: Choice | int) -> int:
        """The action id of one of the pending decision's options (its inverse)."""
        for a, c in self._encoded(self.current_player()).actions.items():
            if c == choice and type(c) is type(choice):
                return a
        raise IllegalChoice(f"{choice!r} has no action id now")

    def apply_action(self, action: int) -> None:
        """Apply a seed (at the chance node) or a player's action; an illegal one raises
        ``IllegalChoice`` (a ``ValueError``) and changes nothing."""
        actor = self.current_player()
        if self.game is None:
            if not 0 <= int(action) < self._game.seeds:
                raise IllegalChoice(f"seed {action} is not from 0 to {self._game.seeds - 1}")
            self.game = self._game.duel.new_game(int(action))
        else:
            if self.is_terminal():
                raise IllegalChoice("the game is over")
            choice = self.choice(action)
            d = self.game.decision
            assert d is not None
            kind = DECISION_KINDS.index(d.kind) if d.kind in DECISION_KINDS else -1
            self._decided[d.player, kind] += 0.01
            self.game.apply(choice)
        self._history.append(int(action))
        self._actors.append(actor)
        self._enc = None
        self._cut = self._game.duel.cut(self.game)

    def apply_choice(self, choice: Choice | int) -> None:
        """Apply an engine option of the pending decision (by its action id)."""
        self.apply_action(self.action_of(choice))

    def action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"seed {action}"
        return self._describe(action)

    def _describe(self, action: int) -> str:
        try:
            text = self._game.encoder.describe_action(int(action))
        except ValueError as exc:
            return str(exc)
        g = self.game
        if g is not None and g.decision is not None:
            d = g.decision
            enc = self._encoded(d.player)
            if int(action) in enc.actions:
                text += f" = {g.text(d.label(enc.actions[int(action)]), d.player)}"
        return text

    # -------------------------------------------------------------- results

    def returns(self) -> list[float]:
        if self.game is None or not self.is_terminal():
            return [0.0] * self._game.num_players()
        return list(returns(self.game))

    def rewards(self) -> list[float]:
        """Rewards of the last action: the returns when it ended the game, else zero."""
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    def history(self) -> list[int]:
        return list(self._history)

    def move_number(self) -> int:
        return len(self._history)

    def clone(self) -> DuelState:
        s = DuelState.__new__(DuelState)
        s._game = self._game
        s.game = None if self.game is None else self.game.clone()
        s._history = list(self._history)
        s._actors = list(self._actors)
        s._decided = self._decided.copy()
        s._enc = None
        s._cut = self._cut
        return s

    def __deepcopy__(self, memo: dict[int, Any]) -> DuelState:
        return self.clone()

    def serialize(self) -> str:
        """The history (seed first): :meth:`DuelGame.deserialize_state` replays it."""
        return " ".join(map(str, self._history))

    # -------------------------------------------------------------- observations

    def observation_tensor(self, player: int | None = None) -> np.ndarray:
        """The fixed-size observation of docs/rl.md (zeros at the chance node)."""
        p = self._viewer(player)
        if self.game is None:
            return np.zeros(self._game.encoder.obs_size, np.float32)
        return self._encoded(p).obs if self._enc is not None and self._enc[0] == p else \
            self._game.encoder.encode(self.game.view(p)).obs

    def information_state_tensor(self, player: int | None = None) -> np.ndarray:
        """The observation, then what each player decided so far by kind (``HISTORY_SIZE``
        values: the viewer's kinds, then the opponent's; at a table, each other player's
        in turn order)."""
        p = self._viewer(player)
        n = self._game.num_players()
        return np.concatenate([self.observation_tensor(p),
                               *(self._decided[(p + k) % n] for k in range(n))])

    def observation_string(self, player: int | None = None) -> str:
        """What ``player`` sees now, as JSON (the view, without rules text)."""
        p = self._viewer(player)
        if self.game is None:
            return "chance node: the seed is drawn"
        d = self.game.view(p).to_dict()
        for zone in ("battlefield", "stack", "exile", "command", "offered"):
            d[zone] = [_short(c) for c in d[zone]]
        for pl in d["players"]:
            pl["graveyard"] = [c["name"] for c in pl["graveyard"]]
            if pl["hand"] is not None:
                pl["hand"] = [c["name"] for c in pl["hand"]]
        return json.dumps(d, sort_keys=True)

    def information_state_string(self, player: int | None = None) -> str:
        """Everything ``player`` has seen: the game's log as they may read it, their own
        actions, and the observation now (perfect recall)."""
        p = self._viewer(player)
        if self.game is None:
            return "chance node: the seed is drawn"
        mine = " ".join(str(a) for a, who in zip(self._history, self._actors, strict=True)
                        if who == p)
        return "\n".join([*self.game.log_view(p), f"my actions: {mine}",
                          self.observation_string(p)])

    def _viewer(self, player: int | None) -> int:
        p = self.current_player() if player is None else player
        n = self._game.num_players()
        if p not in range(n):
            raise ValueError(f"no player {player!r}: players are 0 to {n - 1}")
        return p

    def __str__(self) -> str:
        if self.game is None:
            return "chance node: the seed is drawn"
        g = self.game
        lines = [f"seed {g.seed}, turn {g.turn}, {g.step}, result {g.result}"]
        for p in g.players:
            lines.append(f"{p.name}: life {p.life}, energy {p.energy}, hand "
                         f"{[g.objects[o].name for o in p.hand]}")
        lines.append("battlefield: " + ", ".join(
            f"{g.objects[o].name}({g.objects[o].controller})" for o in g.battlefield))
        if g.decision is not None:
            lines.append(str(g.decision))
        return "\n".join(lines)


def _short(c: dict[str, Any]) -> dict[str, Any]:
    keep = ("id", "name", "controller", "power", "toughness", "tapped", "damage", "counters",
            "attacking", "blocking", "targets")
    return {k: c[k] for k in keep}


def deserialize_state(game: DuelGame, text: str) -> DuelState:
    """A state replayed from :meth:`DuelState.serialize`."""
    state = game.new_initial_state()
    for tok in text.split():
        state.apply_action(int(tok))
    return state
