"""The duel registered with OpenSpiel (``pip install open_spiel``) as ``aetherworks_duel``.

>>> import pyspiel                                              # doctest: +SKIP
>>> from aetherworks.rl import pyspiel_game                     # doctest: +SKIP
>>> game = pyspiel.load_game("aetherworks_duel")                # doctest: +SKIP
>>> pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)  # doctest: +SKIP

The game, the state and the observers delegate to :mod:`aetherworks.rl.openspiel`, which
does not need OpenSpiel; this module only adapts them to ``pyspiel.Game`` /
``pyspiel.State`` and the Python observer interface.  Parameters: ``deck_a``, ``deck_b``
(an embedded deck's name; ``deck_b`` empty for the mirror), ``seeds``, ``max_turns``,
``num_players`` (2 to 6: ``deck_a`` in seat 0, ``deck_b`` in the others).  A duel is
zero-sum; a table of three or more is general-sum (every loser gets -1), and its
``game_type()`` says so.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.rl.openspiel import DuelGame, DuelState

SHORT_NAME = "aetherworks_duel"
_DEFAULTS: dict[str, Any] = {"deck_a": "temur-energy", "deck_b": "", "seeds": 1000,
                             "max_turns": 60, "num_players": 2}


def _game_type(utility: Any) -> Any:
    return pyspiel.GameType(
        short_name=SHORT_NAME,
        long_name="Aetherworks Magic: a duel, or a table of up to six",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=MAX_PLAYERS,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_DEFAULTS,
    )


GAME_TYPE = _game_type(pyspiel.GameType.Utility.ZERO_SUM)  # the duel's (the default)
TABLE_TYPE = _game_type(pyspiel.GameType.Utility.GENERAL_SUM)


class AetherworksGame(pyspiel.Game):  # type: ignore[misc]
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_DEFAULTS, **(params or {})}
        self.duel = DuelGame(p["deck_a"], p["deck_b"] or None, seeds=int(p["seeds"]),
                             max_turns=int(p["max_turns"]),
                             num_players=int(p["num_players"]))
        n = self.duel.num_players()
        info = pyspiel.GameInfo(
            num_distinct_actions=self.duel.num_distinct_actions(),
            max_chance_outcomes=self.duel.max_chance_outcomes(),
            num_players=n, min_utility=-1.0, max_utility=1.0,
            utility_sum=self.duel.utility_sum(),
            max_game_length=self.duel.max_game_length())
        super().__init__(GAME_TYPE if n == 2 else TABLE_TYPE, info, p)

    def new_initial_state(self) -> AetherworksState:
        return AetherworksState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return Observer(self.duel, perfect_recall)


class AetherworksState(pyspiel.State):  # type: ignore[misc]
    """``pyspiel.State`` over :class:`DuelState` (``.inner``)."""

    def __init__(self, game: AetherworksGame) -> None:
        super().__init__(game)
        self.inner: DuelState = game.duel.new_initial_state()

    def current_player(self) -> int:
        p = self.inner.current_player()
        if p == -4:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(pyspiel.PlayerId.CHANCE) if p == -1 else p

    def _legal_actions(self, player: int) -> list[int]:
        return self.inner.legal_actions(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.inner.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.inner.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return self.inner.action_to_string(player, action)

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> list[float]:
        return self.inner.returns()

    def __str__(self) -> str:
        return str(self.inner)


class Observer:
    """OpenSpiel's Python observer: the observation, or (perfect recall) the information
    state, as one flat tensor."""

    def __init__(self, duel: DuelGame, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        size = duel.information_state_tensor_size() if perfect_recall \
            else duel.observation_tensor_size()
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: AetherworksState, player: int) -> None:
        inner = state.inner
        self.tensor[:] = inner.information_state_tensor(player) if self.perfect_recall \
            else inner.observation_tensor(player)

    def string_from(self, state: AetherworksState, player: int) -> str:
        inner = state.inner
        return inner.information_state_string(player) if self.perfect_recall \
            else inner.observation_string(player)


pyspiel.register_game(GAME_TYPE, AetherworksGame)
