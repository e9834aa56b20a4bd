"""The one pending decision: who decides, what kind, and the finite options [the "one door"].

Every kind of choice in the game (priority actions, mulligans, targets, modes, numbers,
attackers one at a time, blockers one at a time, trigger order, cards from a zone ...) is a
:class:`Decision`.  A decision is a value: agents, scenario files, replays, the web UI and RL
environments all answer it by picking one of ``options`` (or a number within ``lo..hi``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import cast

from aetherworks.engine.defs import Choice
from aetherworks.messages import Msg, Names, Text, render


class IllegalChoice(ValueError):
    """Raised by ``Game.apply`` for an answer that is not one of the options.

    The game is left exactly as it was; the message names the decision and the choice.
    """


class DecisionKind(StrEnum):
    """What a decision is about.  Agents switch on it; it is also the RL action-mask group.
    Members are strings, so a kind compares equal to its name ("priority")."""

    PRIORITY = "priority"  # act or pass with priority [117]
    MULLIGAN = "mulligan"  # keep or mulligan [103.5]
    PLAY_FIRST = "play_first"  # play or draw first [103.1]
    BOTTOM = "bottom"  # a card to put on the bottom after a mulligan [103.5]
    TARGET = "target"  # a target, one at a time [601.2c]
    MODE = "mode"  # a mode of a modal spell or ability [601.2b]
    NUMBER = "number"  # a number in a range (X, how much energy to pay) [107.3]
    YES_NO = "yes_no"  # an optional action or cost [609.3]
    ATTACKERS = "attackers"  # an attacker and what it attacks, one at a time [508.1]
    BLOCKERS = "blockers"  # a blocker and what it blocks, one at a time [509.1]
    TRIGGER_ORDER = "trigger_order"  # which trigger goes on the stack next [603.3b]
    CHOOSE = "choose"  # a card, object, player or option an effect asks for
    PAY_MANA = "pay_mana"  # a mana source, one at a time, or the automatic payer [601.2g]
    DAMAGE = "damage"  # combat damage assignment order [510.1]
    DISCARD = "discard"  # discard to hand size [514.1]


PRIORITY = DecisionKind.PRIORITY
MULLIGAN = DecisionKind.MULLIGAN
PLAY_FIRST = DecisionKind.PLAY_FIRST
BOTTOM = DecisionKind.BOTTOM
TARGET = DecisionKind.TARGET
MODE = DecisionKind.MODE
NUMBER = DecisionKind.NUMBER
YES_NO = DecisionKind.YES_NO
ATTACKERS = DecisionKind.ATTACKERS
BLOCKERS = DecisionKind.BLOCKERS
TRIGGER_ORDER = DecisionKind.TRIGGER_ORDER
CHOOSE = DecisionKind.CHOOSE
PAY_MANA = DecisionKind.PAY_MANA
DAMAGE = DecisionKind.DAMAGE
DISCARD = DecisionKind.DISCARD

KINDS = tuple(DecisionKind)


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision.

    ``options`` is a tuple of :class:`Choice`, or for a number a ``range`` from ``lo`` to
    ``hi`` (a tuple of ints when only some numbers in between can be chosen: an X for which
    a target exists [601.2b-c]); ``labels`` reads each option for a person.  An answer's
    index among the options is stable (the same game, the same order), which is what
    replays store and RL actions are.  The decision is a public value: what the engine will
    do with the answer stays inside the engine.
    """

    player: int
    kind: DecisionKind
    prompt: Msg
    options: tuple[Choice, ...] | tuple[int, ...] | range
    labels: tuple[Msg, ...]
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
