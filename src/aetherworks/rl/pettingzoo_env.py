"""A PettingZoo AEC environment: two agents, ``player_0`` and ``player_1`` (or a table of up
to six, ``num_players=4``: ``player_0`` .. ``player_3``), who act one at a time, each when
the engine's pending decision is theirs.

Observations are PettingZoo's classic-games form: ``{"observation": float32 vector,
"action_mask": int8 vector}`` over the fixed action space of docs/rl.md; the mask of the
agent not to act is all zeros; each agent's observation is built from its own view only.
Rewards come at the end: +1 / -1, 0 each for a draw.  At a table of three or more, a player
who loses leaves the game [800.4a]: their agent gets -1 and is terminated then (it takes
PettingZoo's dead step, ``step(None)``), and the others play on; when the game ends, the
winner gets +1 and the players still in a drawn game 0.  A game
stopped at the engine's turn limit, or cut short at ``max_decisions`` decisions, is
*truncated*; any other end is *terminated*.  An
action outside the mask raises :class:`~aetherworks.engine.IllegalChoice` naming it, or
with ``illegal_action="lose"`` ends the game as a loss for the agent who took it (the
convention of PettingZoo's ``TerminateIllegalWrapper``).

>>> from aetherworks.rl import aec_env
>>> env = aec_env()
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> env.step(int(obs["action_mask"].nonzero()[0][0]))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from aetherworks.engine import Game, IllegalChoice
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.rl.common import DEFAULT_DECK, Deck, Duel, returns, truncated
from aetherworks.rl.encoding import BOUND, Encoded

AGENTS = tuple(f"player_{i}" for i in range(MAX_PLAYERS))  # the first num_players of them


def observation_space(obs_size: int, action_size: int) -> spaces.Dict:
    return spaces.Dict({
        "observation": spaces.Box(-BOUND, BOUND, (obs_size,), np.float32),
        "action_mask": spaces.Box(0, 1, (action_size,), np.int8),
    })


class DuelAEC(AECEnv):  # type: ignore[misc]
    """Two agents (or ``num_players``) play one game of Magic per episode (the Temur mirror
    by default; ``decks``: one per seat)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "aetherworks_duel_v0", "render_modes": ["ansi"], "render_fps": 1,
        "is_parallelizable": False}

    def __init__(self, deck_a: Deck = DEFAULT_DECK, deck_b: Deck | None = None, *,
                 num_players: int = 2, decks: Sequence[Deck] | None = None,
                 max_turns: int = 60, auto_pass: bool = True, auto_pay: bool = True,
                 max_decisions: int | None = None, illegal_action: str = "raise",
                 render_mode: str | None = None) -> None:
        super().__init__()
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action is 'raise' or 'lose', not {illegal_action!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.duel = Duel(deck_a, deck_b, max_turns=max_turns, auto_pass=auto_pass,
                         auto_pay=auto_pay, max_decisions=max_decisions,
                         num_players=num_players, decks=decks)
        self.encoder = self.duel.enc
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS[:num_players])
        self._obs_space = observation_space(self.encoder.obs_size, self.encoder.action_size)
        self._act_space = spaces.Discrete(self.encoder.action_size)
        self.game: Game | None = None
        self._rng = np.random.default_rng()
        self._cache: dict[int, Encoded] = {}

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    # -------------------------------------------------------------- episodes

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` (any int) makes it and all that follows reproducible."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.game = self.duel.new_game(int(self._rng.integers(1 << 62)))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._cache = {}
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        if self.game.decision is not None:
            self.agent_selection = AGENTS[self.game.decision.player]

    def _encoded(self, player: int) -> Encoded:
        got = self._cache.get(player)
        if got is None:
            assert self.game is not None
            got = self._cache[player] = self.encoder.encode(self.game.view(player))
        return got

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        e = self._encoded(AGENTS.index(agent))
        return {"observation": e.obs, "action_mask": e.mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        player = AGENTS.index(agent)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        choice = self._encoded(player).actions.get(int(action)) if action is not None \
            else None
        if choice is None:
            problem = (f"{agent}: action {action!r} "
                       f"({self._describe(action)}) is not legal now (see the action mask)")
            if self.illegal_action == "raise":
                raise IllegalChoice(problem)
            self.game.concede(player)
            self.infos[agent]["illegal_action"] = problem
        else:
            self.game.apply(choice)
        self._cache = {}
        if self.duel.over(self.game):
            ret = returns(self.game)
            cut = truncated(self.game) or self.duel.cut(self.game)
            for a in self.agents:
                self.rewards[a] = ret[AGENTS.index(a)]
                self.terminations[a] = not cut
                self.truncations[a] = cut
                self.infos[a]["result"] = self.game.result
            self._accumulate_rewards()
            return
        self._select()
        # At a table, players who lost leave and the game goes on [800.4a]: their agents
        # are done now, and take their dead step before the next player acts.
        gone = [a for a in self.agents if self.game.players[AGENTS.index(a)].left
                and not self.terminations[a]] if len(self.possible_agents) > 2 else []
        for a in gone:
            self.rewards[a] = -1.0
            self.terminations[a] = True
            self.infos[a]["left"] = True
        self._accumulate_rewards()
        if gone:
            self._deads_step_first()

    def _describe(self, action: Any) -> str:
        try:
            return self.encoder.describe_action(int(action))
        except (TypeError, ValueError) as exc:
            return str(exc)

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        g = self.game
        d = g.decision
        lines = [f"turn {g.turn}, {g.step}; " + ", ".join(
            f"{p.name} {p.life} life {p.energy} energy" for p in g.players)]
        lines.append(str(d) if d is not None else f"result: {g.result}")
        return "\n".join(lines)

    def close(self) -> None:
        self.game = None
