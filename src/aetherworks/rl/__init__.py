"""Research interfaces: OpenSpiel-style state, PettingZoo and Gymnasium environments
(``pip install 'aetherworks[rl]'``; docs/rl.md).

``aec_env(...)`` is the PettingZoo AEC environment; importing this package registers the
Gymnasium id ``aetherworks/Duel-v0`` (one agent against a built-in opponent).  Both default
to the Temur mirror (``temur-energy``) and the heuristic opponent; ``num_players`` (2 to 6)
seats a table (docs/rl.md, "Tables of three to six").
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
    import numpy  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the install
    raise ImportError(
        f"aetherworks.rl needs the 'rl' extra: pip install 'aetherworks[rl]' ({exc})"
    ) from None

ENV_ID = "aetherworks/Duel-v0"


def aec_env(**kwargs: Any) -> Any:
    """The PettingZoo AEC environment (:class:`aetherworks.rl.pettingzoo_env.DuelAEC`)."""
    from aetherworks.rl.pettingzoo_env import DuelAEC

    return DuelAEC(**kwargs)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="aetherworks.rl.gym_env:DuelEnv")

__all__ = ["ENV_ID", "aec_env"]
