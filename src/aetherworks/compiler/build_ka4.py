"""Builders for the Kaladesh-block templates of the ka4 session (issue 12): mixed into
:class:`~aetherworks.compiler.build.Build`; one method per rule or alias of ``oracle.lark``.

* "Choose a [nonland] card name. Search target player's graveyard, hand, and library for any
  number of cards with that name and exile them. Then that player shuffles." (Memoricide,
  Lost Legacy, Ancient Vendetta) [201.4a, 701.23].
"""

from __future__ import annotations

from typing import Any

from aetherworks.vocab import targets
from aetherworks.vocab.graveyard_exile import ChooseNameExile


class Ka4Rules:
    """The templates of the ka4 session."""

    _player_slot: Any  # Build's: a player target slot [115.1]

    def choose_name_exile(self, c: list[Any]) -> Any:
        """"Choose a KIND card name. Search target player's graveyard, hand, and library for
        N cards with that name and exile them. Then that player shuffles." [201.4, 701.23]"""
        from aetherworks.compiler.build import Sentence

        kinds = [x for x in c if isinstance(x, tuple)]
        not_types, types = kinds[0] if kinds else ((), ())
        who, limit, draw = (x for x in c if not isinstance(x, tuple) and x is not None)
        return Sentence("plain", (ChooseNameExile(who=who, not_types=not_types, types=types,
                                                  limit=limit, draw_for_hand=draw),))

    def nk_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Land",), ()

    def nk_nonartifact_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Artifact", "Land"), ()

    def nk_creature(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ("Creature",)

    def name_whose(self, c: list[Any]) -> Any:
        """"target player's" / "target opponent's" [115.1]."""
        return self._player_slot(targets.TargetPlayer(opponent_only=str(c[1]) == "opponent's"))

    def nc_any(self, c: list[Any]) -> int:
        return 0  # any number [701.23b]

    def nc_up_to(self, c: list[Any]) -> int:
        from aetherworks.compiler.build import Unsupported

        if not isinstance(c[0], int):
            raise Unsupported("up to X cards with that name")
        return c[0]

    def ns_shuffle(self, c: list[Any]) -> bool:
        return False

    def ns_shuffle_draw(self, c: list[Any]) -> bool:
        return True
