"""The one pending decision: who decides, what kind, and the finite options [the "one door"].

Every kind of choice in the game (priority actions, mulligans, targets, modes, numbers,
attackers one at a time, blockers one at a time, trigger order, cards from a zone ...) is a
:class:`Decision`.  A decision is a value: agents, scenario files, replays, the web UI and RL
environments all answer it by picking one of ``options`` (or a number within ``lo..hi``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from aetherworks.engine.defs import Choice


class IllegalChoice(ValueError):
    """Raised by ``Game.apply`` for an answer that is not one of the options.

    The game is left exactly as it was; the message names the decision and the choice.
    """


# Decision kinds.  Agents may switch on these; they are also the RL action-mask groups.
PRIORITY = "priority"
MULLIGAN = "mulligan"
PLAY_FIRST = "play_first"
BOTTOM = "bottom"
TARGET = "target"
MODE = "mode"
NUMBER = "number"
YES_NO = "yes_no"
ATTACKERS = "attackers"
BLOCKERS = "blockers"
TRIGGER_ORDER = "trigger_order"
CHOOSE = "choose"
PAY_MANA = "pay_mana"
DAMAGE = "damage"
DISCARD = "discard"

KINDS = (PRIORITY, MULLIGAN, PLAY_FIRST, BOTTOM, TARGET, MODE, NUMBER, YES_NO, ATTACKERS,
         BLOCKERS, TRIGGER_ORDER, CHOOSE, PAY_MANA, DAMAGE, DISCARD)


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision.

    ``options`` is a tuple of :class:`Choice` (for ``NUMBER``, a ``range`` from ``lo`` to
    ``hi``); ``labels`` reads each option for a person.  ``cont`` is the engine's private
    continuation: the task that takes the answer.
    """

    player: int
    kind: str
    prompt: str
    options: tuple[Choice, ...] | range
    labels: tuple[str, ...]
    cont: tuple[Any, ...]
    cr: str = ""

    @property
    def is_number(self) -> bool:
        return isinstance(self.options, range)

    @property
    def lo(self) -> int:
        return self.options.start if isinstance(self.options, range) else 0

    @property
    def hi(self) -> int:
        return self.options.stop - 1 if isinstance(self.options, range) else 0

    def label(self, choice: Choice | int) -> str:
        if isinstance(self.options, range):
            return str(choice)
        try:
            return self.labels[self.options.index(choice)]  # type: ignore[arg-type]
        except ValueError:
            return str(choice)

    def index(self, choice: Choice | int) -> int:
        """The position of an answer among the options (what a replay stores)."""
        if isinstance(self.options, range):
            if not isinstance(choice, int) or isinstance(choice, bool) or \
                    choice not in self.options:
                raise IllegalChoice(
                    f"{self.kind} decision for player {self.player}: {choice!r} is not a number "
                    f"from {self.lo} to {self.hi}"
                )
            return choice - self.lo
        try:
            return self.options.index(choice)  # type: ignore[arg-type]
        except ValueError:
            raise IllegalChoice(
                f"{self.kind} decision for player {self.player} ({self.prompt}): {choice!r} is "
                f"not one of the {len(self.options)} options"
            ) from None

    def __str__(self) -> str:
        if isinstance(self.options, range):
            return f"P{self.player} {self.kind}: {self.prompt} [{self.lo}..{self.hi}]"
        opts = "; ".join(f"{i}: {lab}" for i, lab in enumerate(self.labels))
        return f"P{self.player} {self.kind}: {self.prompt} — {opts}"
