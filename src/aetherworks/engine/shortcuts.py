"""Loops and the shortcut that ends them [731.1b, 731.2].

A loop of optional actions (Saheeli Rai and Felidar Guardian flickering each other; an
energy engine that pays for itself) could be repeated without end, and a game must not hang
on it.  The rules' answer is a shortcut: the player with priority proposes repeating a
sequence of choices a number of times, each other player accepts or shortens it, and the
game advances past all those choices at once [731.2a-c].

How the engine finds one: a *cycle point* is a moment a player receives priority with an
empty stack and no pending triggers.  A player's *segment* is every decision made (by anyone)
since their last cycle point, remembered by what each option reads like (its label: names,
not object ids, so the flickered Saheeli that is a new object [400.7] reads the same).  When
a player's last two segments are the same and begin with an action of theirs, the player is
offered ``Choice("shortcut", i)`` (``i``: the option that starts the loop).  Then they
choose how many more times (up to :data:`MOST`, so the number is a bounded choice); each
other player who could do something else chooses how many of those they accept [731.2b];
and the engine answers each decision of the agreed repetitions itself with the option that
reads like the recorded one.  It stops early where that option no longer exists (the loop
ran out of fuel): the end of a shortcut is always a point where a player has priority
[731.2a].  A shortened shortcut ends where the other player accepted it to; that player then
has their chance to act the next time they receive priority.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER, PRIORITY, Decision
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg, Obj, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.state import GameState

MOST = 100  # the most repetitions one shortcut may propose: a bounded number decision

# (player, decision kind, how the chosen option reads, how many objects are on the stack):
# the stack's depth tells apart "pass with the ability on the stack" from "pass with an
# empty stack", so a shortcut never answers a decision the loop didn't have.
Step = tuple[int, str, Any, int]


def reading(g: Game, label: Msg) -> tuple[Any, ...]:
    """How an option reads, by name rather than by object id: the flickered Saheeli is a new
    object [400.7], yet the loop is the same."""
    if not label.args:
        return (label.id,)  # most answers: a pass
    return (label.id, *((k, g.name_of(v.ref)) if isinstance(v, Obj) else (k, v)
                       for k, v in label.args))


def note(g: Game, d: Decision, idx: int, value: Any) -> None:
    """Record a decision for loop detection (called by the door for every answer, so the
    reading of an option without arguments, most of them, is made here)."""
    labels = d.labels
    if idx < len(labels):
        label = labels[idx]
        value = reading(g, label) if label.args else (label.id,)
    g.segment.append((d.player, d.kind, value, len(g.stack)))


def cycle_point(g: Game, player: int) -> bool:
    """``player`` receives priority with an empty stack: their segment (every decision since
    their last such moment, anyone's) closes.  True when their last segments repeat as one
    loop, started by an action of theirs, that they may shortcut [731.2a].

    Asked at nearly every priority with an empty stack, so a segment is not copied: the
    recent decisions are one list, and a player's segments are where they begin and end in
    it (their *bounds*), a tuple of at most ``HISTORY + 1`` positions."""
    if g.shortcut is not None:
        return False
    steps = g.segment
    end = len(steps)
    marks = g.marks or _start(g)
    bounds = marks[player]
    if end > bounds[-1]:  # a segment closes: it joins the player's last ones
        bounds = bounds[-HISTORY:] + (end,)  # noqa: RUF005
        marks[player] = bounds
        if end > _TRIM:
            bounds = _trim(g, marks)[player]
    return _loop_length(steps, bounds, player) > 0


# How many of a player's last segments are kept: a loop may pass through several moments
# of priority with an empty stack (crew a Vehicle, then flicker the creature that crewed it),
# so it is found as the last k segments repeating the k before them, k up to half of this.
HISTORY = 8
# Past this many recent decisions, those before every player's kept segments are dropped.
_TRIM = 48


def _start(g: Game) -> list[tuple[int, ...]]:
    """Each player's bounds at the start of a turn: an open segment from the first decision."""
    g.marks = [(0,)] * len(g.players)
    return g.marks


def _trim(g: Game, marks: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Drop the decisions no player's kept segments reach back to."""
    cut = min(bounds[0] for bounds in marks)
    if cut:
        del g.segment[:cut]
        marks[:] = [tuple(at - cut for at in bounds) for bounds in marks]
    return marks


def loop_steps(g: Game, player: int) -> tuple[Step, ...] | None:
    """The decisions of one round of ``player``'s loop: their last k segments, when they
    repeat the k before them and begin with an action of theirs that uses the stack [731.2a]
    (the shortest such k)."""
    if not g.marks:
        return None
    bounds = g.marks[player]
    k = _loop_length(g.segment, bounds, player)
    return tuple(g.segment[bounds[-1 - k]:bounds[-1]]) if k else None


def _loop_length(steps: list[Step], bounds: tuple[int, ...], player: int) -> int:
    """The k of :func:`loop_steps`, or 0."""
    n = len(bounds) - 1  # the player's closed segments, each non-empty
    for k in range(1, n // 2 + 1):
        begin = bounds[n - k]
        # The start first: the segments of a player who only passes repeat all the time.
        first = steps[begin]
        if first[1] == PRIORITY and first[2][0] in _LOOP_ACTIONS and first[0] == player \
                and _repeats(steps, bounds[n - 2 * k:]):
            return k
    return 0


def _repeats(steps: list[Step], bounds: tuple[int, ...]) -> bool:
    """Whether the first half of these segments (2k of them) is the second, segment for
    segment (a helper, not a comprehension, since ``_loop_length`` runs at every cycle point
    and a comprehension's closure would be made at each)."""
    k = len(bounds) // 2
    shift = bounds[k] - bounds[0]
    for j in range(1, k):
        if bounds[k + j] - bounds[j] != shift:
            return False
    return steps[bounds[0]:bounds[k]] == steps[bounds[k]:bounds[-1]]


# A loop starts with casting a spell or activating an ability (what uses the stack); adding
# mana or playing a land can't be repeated without end.
_LOOP_ACTIONS = frozenset({"opt.cast", "opt.cast_face", "opt.cast_alt", "opt.activate"})


def loop_start(g: Game, player: int, labels: list[Msg]) -> int | None:
    """Which of these options starts the player's loop (the first choice of their last
    segment), if one does."""
    steps = loop_steps(g, player)
    if steps is None:
        return None
    want = steps[0][2]
    return next((i for i, label in enumerate(labels) if reading(g, label) == want), None)


@task("shortcut_count")
def _shortcut_count(g: Game, player: int, can_act: tuple[int, ...]) -> None:
    """How many more times to repeat the loop [731.2a].  ``can_act``: the other players who
    have something to do instead of passing, in turn order; only they may shorten it, since
    whoever shortens must then make a different choice [731.2b-c]."""
    g._ask(player, NUMBER, Msg.of("prompt.shortcut", player=Who(player)),
           range(1, MOST + 1), ("shortcut_accept", player, can_act, None), cr="731.2a")


@task("shortcut_accept")
def _shortcut_accept(g: Game, proposer: int, can_act: tuple[int, ...], agreed: int | None,
                     answer: int) -> None:
    """Each other player, in turn order after the proposer, accepts the number proposed or
    shortens it [731.2b]; then the shortcut is taken [731.2c]."""
    agreed = answer if agreed is None else min(agreed, answer)
    # A player who left the game meanwhile (conceded) isn't asked [800.4a].
    can_act = tuple(q for q in can_act if not g.players[q].left)
    if can_act:
        other = can_act[0]
        g._ask(other, NUMBER, Msg.of("prompt.shortcut_accept", player=Who(other),
                                     proposer=Who(proposer), amount=agreed),
               range(0, agreed + 1), ("shortcut_accept", proposer, can_act[1:], agreed),
               cr="731.2b")
        return
    steps = loop_steps(g, proposer)
    g.emit("shortcut", "731.2c", proposer, amount=agreed)
    if agreed and steps:
        g.shortcut = (steps, agreed, 0)


def follow(g: Game, player: int, kind: str, options: Any, labels: tuple[Msg, ...]) -> Any:
    """While a shortcut runs, the option of this decision the shortcut already chose, or
    None when the loop can't go on (the shortcut ends here) [731.2c]."""
    assert g.shortcut is not None
    steps, left, pos = g.shortcut
    who, want_kind, want, depth = steps[pos]
    choice = None
    if who == player and want_kind == kind and depth == len(g.stack):
        if isinstance(options, range) or not labels:
            choice = want if want in options else None
        else:
            readings = [reading(g, label) for label in labels]
            if want in readings:
                choice = options[readings.index(want)]
    if choice is None:
        g.shortcut = None
        return None
    pos += 1
    if pos == len(steps):
        pos, left = 0, left - 1
    g.shortcut = (steps, left, pos) if left else None
    if g.shortcut is None:
        reset(g)  # a fresh start: the same loop again is a new proposal
    return choice


def saved(g: GameState) -> tuple[list[Step], tuple[tuple[tuple[Step, ...], ...], ...],
                                  tuple[int, ...]]:
    """The segments as a save holds them: the decisions from the earliest current segment on,
    each player's last segments in full, and where each current segment starts (nothing yet
    before a segment closes in the turn).  The format of the saves before the bounds."""
    steps, marks = g.segment, g.marks
    if all(len(bounds) == 1 for bounds in marks):
        return steps, (), ()
    start = min(bounds[-1] for bounds in marks)
    return (steps[start:],
            tuple(tuple(tuple(steps[bounds[i]:bounds[i + 1]]) for i in range(len(bounds) - 1))
                  for bounds in marks),
            tuple(bounds[-1] - start for bounds in marks))


def restore(g: GameState, steps: Any, segments: Any, marks: Any) -> None:
    """Set the segments from what :func:`saved` gave; ``ValueError`` if they don't fit
    together (a save from anyone is untrusted)."""
    if not isinstance(steps, list) or not isinstance(segments, tuple) \
            or not isinstance(marks, tuple):
        raise ValueError("expected a list of decisions, then tuples of segments and marks")
    if not marks and not segments:
        g.segment, g.marks = steps, []
        return
    n = len(steps)
    if len(marks) != len(g.players) or len(segments) != len(marks) \
            or not all(type(m) is int and 0 <= m <= n for m in marks):
        raise ValueError(f"expected one segment history and one mark in 0..{n} a player")
    # A player's segments end where their current one starts: the decisions before the
    # earliest start are put back from the segments that reach furthest.
    lows = [m - sum(len(seg) for seg in history)
            for m, history in zip(marks, segments, strict=True)]
    low = min(0, *lows)
    log: list[Any] = [None] * -low + steps
    every: list[tuple[int, ...]] = []
    for at, history in zip(lows, segments, strict=True):
        at -= low
        bounds = [at]
        for seg in history:
            if not seg:
                raise ValueError("an empty segment")
            for step in seg:
                if log[at] is not None and log[at] != step:
                    raise ValueError("players' segments disagree on a decision")
                log[at] = step
                at += 1
            bounds.append(at)
        every.append(tuple(bounds))
    if not all(type(step) is tuple and len(step) == 4 for step in log):
        raise ValueError("a decision is not (player, kind, reading, stack depth)")
    g.segment, g.marks = log, every


def reset(g: Game) -> None:
    """Forget the segments (a new turn; a shortcut just taken)."""
    g.segment, g.marks = [], []


__all__ = ["MOST", "cycle_point", "follow", "loop_start", "loop_steps", "note", "reset", "restore",
           "saved"]
