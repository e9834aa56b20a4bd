"""The one pending decision: who decides, what kind, and the finite options [the "one door"].

Every kind of choice in the game (priority actions, mulligans, targets, modes, numbers,
attackers one at a time, blockers one at a time, trigger order, cards from a zone ...) is a
:class:`Decision`.  A decision is a value: agents, scenario files, replays, the web UI and RL
environments all answer it by picking one of ``options`` (or a number within ``lo..hi``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from aetherworks.engine.defs import Choice
from aetherworks.messages import Msg, Names, Text, render


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

    ``options`` is a tuple of :class:`Choice`, or for a number a ``range`` from ``lo`` to
    ``hi`` (a tuple of ints when only some numbers in between can be chosen: an X for which
    a target exists [601.2b-c]); ``labels`` reads each option for a person.  ``cont`` is the
    engine's private continuation: the task that takes the answer.
    """

    player: int
    kind: str
    prompt: Msg
    options: tuple[Choice, ...] | tuple[int, ...] | range
    labels: tuple[Msg, ...]
    cont: tuple[Any, ...]
    cr: str = ""

    @property
    def is_number(self) -> bool:
        opts = self.options
        return isinstance(opts, range) or (bool(opts) and type(opts[0]) is int)

    @property
    def numbers(self) -> range | tuple[int, ...]:
        """The numbers that may be chosen; empty for a choice among options."""
        return cast("range | tuple[int, ...]", self.options) if self.is_number else ()

    @property
    def lo(self) -> int:
        return min(self.numbers) if self.is_number else 0

    @property
    def hi(self) -> int:
        return max(self.numbers) if self.is_number else 0

    def allowed(self, n: int) -> int:
        """The number closest to ``n`` that may be chosen (the lower one on a tie)."""
        return min(self.numbers, key=lambda v: (abs(v - n), v))

    def label(self, choice: Choice | int) -> Msg:
        """How an option reads (a message; numbers read as themselves)."""
        if not self.is_number:
            try:
                return self.labels[self.options.index(choice)]  # type: ignore[arg-type]
            except ValueError:
                pass
        return Msg.of("opt.text", text=Text(str(choice)))

    def text(self, lang: str = "en", names: Names | None = None) -> tuple[str, list[str]]:
        """The prompt and the option labels as a person reads them in ``lang``."""
        names = names or Names(players=())
        return render(self.prompt, lang, names), [render(m, lang, names) for m in self.labels]

    def index(self, choice: Choice | int) -> int:
        """The position of an answer among the options (what a replay stores)."""
        if self.is_number:
            if not isinstance(choice, int) or isinstance(choice, bool) or \
                    choice not in self.options:
                allowed = f"from {self.lo} to {self.hi}" if isinstance(self.options, range) \
                    else "in " + ", ".join(map(str, self.options))
                raise IllegalChoice(
                    f"{self.kind} decision for player {self.player}: {choice!r} is not a number "
                    f"{allowed}"
                )
            return self.options.index(choice)
        try:
            return self.options.index(choice)  # type: ignore[arg-type]
        except ValueError:
            raise IllegalChoice(
                f"{self.kind} decision for player {self.player} ({self.prompt.id}): {choice!r} is "
                f"not one of the {len(self.options)} options"
            ) from None

    def __str__(self) -> str:
        prompt, labels = self.text()
        if self.is_number:
            return f"P{self.player} {self.kind}: {prompt} [{self.lo}..{self.hi}]"
        opts = "; ".join(f"{i}: {lab}" for i, lab in enumerate(labels))
        return f"P{self.player} {self.kind}: {prompt} — {opts}"
