"""A Gymnasium single-agent environment: the learner plays one seat of a duel, a built-in
agent the other (``aetherworks/Duel-v0``: the Temur mirror against the heuristic agent).

The observation is the float32 vector of docs/rl.md; the legal actions are
``info["action_mask"]`` and ``env.action_masks()`` (what sb3-contrib's MaskablePPO asks
for).  The opponent's decisions are taken inside ``step``, so every step is one decision of
the learner.  Reward: +1 for a win, -1 for a loss, 0 for a draw, at the end; a game at the
turn limit or cut short at ``max_decisions`` is truncated.  An action
outside the mask ends the game as a loss (``info["illegal_action"]`` says which action and
why), so an agent that ignores the mask still gets a signal; ``illegal_action="raise"``
raises ``IllegalChoice`` instead.

``num_players`` (2 to 6) seats the learner at a table with one built-in agent in every
other seat; the learner's episode ends when the game does or when it loses and leaves the
game (-1) [800.4a].

>>> import gymnasium, aetherworks.rl
>>> env = gymnasium.make("aetherworks/Duel-v0")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from aetherworks.agents import Agent, decide
from aetherworks.engine import Game, IllegalChoice
from aetherworks.rl.common import DEFAULT_DECK, Deck, Duel, returns, truncated
from aetherworks.rl.encoding import BOUND, Encoded
from aetherworks.sim.runner import make_agent


class DuelEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One agent against ``opponent`` (a built-in agent's name, or an :class:`Agent`).

    ``seat`` is 0 (play the first deck), 1, or ``"random"`` (each episode); the opponent
    plays the other deck (``deck_b``, the mirror by default).  At a table
    (``num_players`` > 2, ``decks`` one per seat as for :class:`Duel`) ``seat`` is any seat
    and every other seat gets its own ``opponent`` (by name).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 (gymnasium's)

    def __init__(self, deck_a: Deck = DEFAULT_DECK, deck_b: Deck | None = None, *,
                 opponent: str | Agent = "heuristic", seat: int | str = "random",
                 num_players: int = 2, decks: Sequence[Deck] | None = None,
                 max_turns: int = 60, auto_pass: bool = True, auto_pay: bool = True,
                 max_decisions: int | None = None, illegal_action: str = "lose",
                 render_mode: str | None = None) -> None:
        seats = tuple(range(num_players)) if isinstance(num_players, int) else ()
        if seat not in (*seats, "random"):
            raise ValueError(f"seat is {', '.join(map(str, seats))} or 'random', not "
                             f"{seat!r}")
        if num_players != 2 and not isinstance(opponent, str):
            raise ValueError("at a table, opponent is a built-in agent's name (one agent "
                             "per seat)")
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action is 'raise' or 'lose', not {illegal_action!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        if isinstance(opponent, str):
            make_agent(opponent)  # an unknown name fails here, naming the agents
        self.duel = Duel(deck_a, deck_b, max_turns=max_turns, auto_pass=auto_pass,
                         auto_pay=auto_pay, max_decisions=max_decisions,
                         num_players=num_players, decks=decks)
        self.encoder = self.duel.enc
        self.opponent_spec = opponent
        self.seat_spec = seat
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = spaces.Box(-BOUND, BOUND, (self.encoder.obs_size,),
                                            np.float32)
        self.action_space = spaces.Discrete(self.encoder.action_size)
        self.game: Game | None = None
        self.seat = 0
        self.opponents: dict[int, Agent] = {}  # by seat
        self._enc: Encoded | None = None

    @property
    def opponent(self) -> Agent | None:
        """The (first) opponent's agent; None before the first reset."""
        return next(iter(self.opponents.values()), None)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        n = self.duel.num_players
        self.seat = int(rng.integers(n)) if self.seat_spec == "random" else int(self.seat_spec)
        opp = self.opponent_spec
        self.opponents = {
            s: make_agent(opp, int(rng.integers(1 << 31))) if isinstance(opp, str) else opp
            for s in range(n) if s != self.seat}
        self.game = self.duel.new_game(int(rng.integers(1 << 62)))
        for agent in self.opponents.values():
            agent.bind(self.game)
        self._play_opponent()
        if self._done():  # the opponents ended it before our first decision
            return self.reset(options=options)
        return self._observe()

    def _done(self) -> bool:
        """The learner's episode is over: the game is, or the learner left it [800.4a]."""
        assert self.game is not None
        return self.duel.over(self.game) or self.game.players[self.seat].left

    def _play_opponent(self) -> None:
        g = self.game
        assert g is not None
        while not self._done():
            d = g.decision
            assert d is not None
            if d.player == self.seat:
                break
            g.apply(decide(self.opponents[d.player], g, d))
        self._enc = self.encoder.encode(g.view(self.seat))

    def _observe(self, extra: dict[str, Any] | None = None
                 ) -> tuple[np.ndarray, dict[str, Any]]:
        assert self._enc is not None
        info: dict[str, Any] = {"action_mask": self._enc.mask, "seat": self.seat}
        if extra:
            info.update(extra)
        return self._enc.obs, info

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans (sb3-contrib's ``MaskablePPO`` calls this)."""
        assert self._enc is not None
        return self._enc.mask.astype(bool)

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        g = self.game
        if g is None or self._enc is None:
            raise gymnasium.error.ResetNeeded("call reset() before step()")
        if self._done():
            raise gymnasium.error.ResetNeeded("the game is over: call reset()")
        extra: dict[str, Any] = {}
        choice = self._enc.actions.get(int(action))
        if choice is None:
            problem = (f"action {action!r} ({self.encoder.describe_action(int(action))}) "
                       "is not legal now (see info['action_mask'])")
            if self.illegal_action == "raise":
                raise IllegalChoice(problem)
            extra["illegal_action"] = problem
            g.concede(self.seat)
            self._enc = self.encoder.encode(g.view(self.seat))
        else:
            g.apply(choice)
            self._play_opponent()
        reward = 0.0
        terminated = cut = False
        if self.duel.over(g):
            reward = returns(g)[self.seat]
            cut = truncated(g) or self.duel.cut(g)
            terminated = not cut
            extra["result"] = g.result
        elif self._done():  # lost and left a game that goes on without the learner
            reward, terminated = -1.0, True
            extra["left"] = True
        obs, info = self._observe(extra)
        return obs, reward, terminated, cut, info

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        g = self.game
        return (f"turn {g.turn}, {g.step}; you are player {self.seat}; " + ", ".join(
            f"{p.name} {p.life} life {p.energy} energy" for p in g.players) +
            (f"; result {g.result}" if g.result else ""))


def vector_env(num_envs: int, *, asynchronous: bool = False, **kwargs: Any
               ) -> gymnasium.vector.VectorEnv:
    """``num_envs`` duels stepped together (Gymnasium's vector API): in this process
    (``SyncVectorEnv``), or one process each (``AsyncVectorEnv``, for several cores).
    ``info["action_mask"]`` comes back stacked, one row per game.  A game that ends is
    reset in the same step (``AutoresetMode.SAME_STEP``): the observation and mask are the
    new game's, the last ones of the old game are in ``info["final_obs"]`` and
    ``info["final_info"]``, so every row of the mask always has a legal action."""
    import aetherworks.rl  # noqa: F401  (registers the id)

    return gymnasium.make_vec(
        "aetherworks/Duel-v0", num_envs=num_envs,
        vectorization_mode="async" if asynchronous else "sync",
        vector_kwargs={"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}, **kwargs)
