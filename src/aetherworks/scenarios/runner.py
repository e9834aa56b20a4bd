"""Running a scenario: build the position, answer decisions as scripted, check expectations.

The game runs with ``auto_pass=False`` and ``auto_single=False``: every decision the rules
ask for must be answered by the script, even a priority decision with only "pass" and a
choice with a single option.  That strictness is the point — a scenario is a rules test, and
an unexpected decision (a trigger nobody thought of, a target asked twice) is exactly what
it should catch.  Only ``pass until`` answers on the players' behalf.

Each scripted action is matched to the pending decision first: if the script says
``alice: cast X`` while the pending decision is bob's, or is not a priority decision, the
scenario fails with an account of the decision actually pending (prompt and numbered
options).  One action may answer several decisions: ``cast`` is the priority option, then
modes, X, targets one at a time, "done" where fewer targets are allowed, cost choices, until
the engine logs the spell as cast [601.2i].
"""

from __future__ import annotations

import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aetherworks.engine import cardpool, exercised, usage
from aetherworks.engine.decision import (
    ATTACKERS,
    BLOCKERS,
    KINDS,
    MODE,
    NUMBER,
    PAY_MANA,
    PRIORITY,
    TARGET,
    TRIGGER_ORDER,
    YES_NO,
    Decision,
    IllegalChoice,
)
from aetherworks.engine.defs import (
    DONE,
    NO,
    PASS,
    YES,
    ActivatedAbility,
    Choice,
    Event,
    is_player_ref,
    player_ref,
    ref_player,
)
from aetherworks.engine.game import Game
from aetherworks.engine.turn import STEPS
from aetherworks.messages import Mana, Msg, Nested, Obj, Objs, Text, Who, Word
from aetherworks.scenarios.loader import ScenarioLoadError, load_scenario
from aetherworks.scenarios.model import (
    DecisionExpect,
    EventMatch,
    Expect,
    ExpectStep,
    PassUntilStep,
    PermanentExpect,
    PlayerAct,
    PlayerExpect,
    PlayerStep,
    RefusedStep,
    Scenario,
    SpellExpect,
    ZoneMatch,
)
from aetherworks.scenarios.names import canonical, display, matches, parse_ref
from aetherworks.scenarios.setup import build_game

LOG_TAIL = 15
PASS_LIMIT = 2000
# Decisions of the turn's structure: a checkpoint may stop at them.  Any other pending
# decision (a target, a mode, "pay {E}?") at a checkpoint means the script left it unanswered.
RESTING = (PRIORITY, ATTACKERS, BLOCKERS)


@dataclass
class ScenarioResult:
    """The outcome of one scenario file: ``passed`` and a readable ``account``."""

    path: str | None
    name: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    actions_run: int = 0
    checks: int = 0
    load_error: str | None = None
    blanks: tuple[str, ...] = ()  # unsupported cards that played as blanks (allowed)
    # Compiled and vanilla cards a passing scenario exercised (cast or played, and its
    # abilities used: :func:`aetherworks.engine.usage.exercised_in`), with their digests:
    # ``scenario run --record`` adds them to the smoke record.
    exercised: dict[str, str] = field(default_factory=dict)

    @property
    def account(self) -> str:
        """What happened, for a person: the failures, then the end of the game's log."""
        if self.load_error is not None:
            return self.load_error
        blanks = [f"played as blanks (unsupported): {', '.join(self.blanks)}"
                  ] if self.blanks else []
        if self.passed:
            return "\n".join([f"{self.actions_run} action(s), {self.checks} check(s) passed",
                              *blanks])
        lines = [*self.failures, *blanks]
        if self.log:
            lines.append(f"log (last {min(LOG_TAIL, len(self.log))} of {len(self.log)} "
                         "events):")
            lines += ["  " + x for x in self.log[-LOG_TAIL:]]
        return "\n".join(lines)

    def full_log(self) -> str:
        return "\n".join(self.log)


class _Fail(Exception):
    """Stops the run: the script and the game disagree."""


class _Mismatch(_Fail):
    """The action is not for the pending decision at all (another player's, another kind,
    or none): it can't be said to be refused, only misplaced."""


class _Runner:
    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        self.names = list(sc.setup.players)
        self.g = self._build()
        self.checkpoint = 0
        self.checks = 0
        self.failures: list[str] = []

    # ------------------------------------------------------------------ setup

    def _build(self) -> Game:
        g = build_game(self.sc)
        g.begin()
        return g

    def player(self, name: str) -> int:
        for i, n in enumerate(self.names):
            if n.casefold() == name.casefold():
                return i
        raise _Fail(f"unknown player {name!r}")

    # ------------------------------------------------------------------ running

    def run(self) -> None:
        for step in self.sc.actions:
            where = f"action {self.sc.actions.index(step) + 1} (line {step._line})"
            if isinstance(step, PlayerStep):
                try:
                    self._act(self.player(step.player), step.act)
                except _Fail as exc:
                    raise _Fail(f"{where}: {step.player}: {_say(step.act)}\n"
                                f"{_indent(str(exc))}") from None
            elif isinstance(step, PassUntilStep):
                try:
                    self._pass_until(step.until.step, step.until.turn)
                except _Fail as exc:
                    raise _Fail(f"{where}: pass until {_until(step)}\n{_indent(str(exc))}"
                                ) from None
            elif isinstance(step, RefusedStep):
                inner = step.refused
                problem = self.refusal(self.player(inner.player), inner.act)
                if problem:
                    raise _Fail(f"{where}: refused: {inner.player}: {_say(inner.act)}\n"
                                f"{_indent(problem)}")
                self.checks += 1
            elif isinstance(step, ExpectStep):
                problems = self.check(step.expect, since=self.checkpoint)
                self.checkpoint = len(self.g.log)
                if problems:
                    raise _Fail(f"{where}: expect — {len(problems)} difference(s):\n"
                                + _indent("\n".join(problems)))
        if self.sc.expect is not None:
            problems = self.check(self.sc.expect, since=0)
            if problems:
                raise _Fail(f"expect (line {self.sc._expect_line}) — {len(problems)} "
                            "difference(s):\n" + _indent("\n".join(problems)))

    def refusal(self, who: int, act: PlayerAct) -> str:
        """Why ``act`` was *not* refused ("" when it was), tried on a copy of the game.

        Refused means the pending decision is ``who``'s and of the action's kind, and the
        action is not among what the engine allows there (an option, a target, a number in
        range ...).  An action meant for another decision proves nothing, so it fails.
        """
        saved = self.g
        self.g = saved.clone()
        try:
            self._act(who, act)
        except _Mismatch as exc:
            return f"it can't be tried here, so it isn't refused: {exc}"
        except _Fail:
            return ""
        finally:
            self.g = saved
        return "the engine allowed it"

    def apply(self, choice: Choice | int) -> None:
        try:
            self.g.apply(choice)
        except IllegalChoice as exc:  # a bug in the runner's matching, not in the script
            raise _Fail(f"the engine refused {choice!r}: {exc}") from None

    def decision(self, who: int, kinds: Sequence[str], doing: str) -> Decision:
        """The pending decision, which must be ``who``'s and of one of ``kinds``."""
        g = self.g
        d = g.decision
        if d is None:
            raise _Mismatch(f"the game is over ({_result(g)}); nothing is left to {doing}")
        if d.player != who:
            raise _Mismatch(f"the script has {self.names[who]} {doing}, but the pending "
                            f"decision is {self.names[d.player]}'s:\n{_indent(self.show(d))}")
        if d.kind not in kinds:
            raise _Mismatch(f"the script has {self.names[who]} {doing}, but the pending "
                            f"decision is a {d.kind} decision:\n{_indent(self.show(d))}")
        return d

    def labels(self, d: Decision) -> list[str]:
        """How the options read in English: for showing a decision to the scenario's author
        only (options are matched by their kinds and arguments, see :meth:`words`)."""
        return [self.g.text(m, d.player) for m in d.labels]

    def words(self, msg: Msg) -> list[str]:
        """What a message is about, in the terms a scenario names it by: its id (without
        its group: "neither", "keep"), the cards and players in it, card text, words of the
        game by key ("library", "energy"), mana symbols and numbers — never its sentence."""
        key = msg.id.rpartition(".")[2]
        out = [key, key.replace("_", " ")]
        for _, v in msg.args:
            if isinstance(v, Who):
                out.append(self.names[v.index] if 0 <= v.index < len(self.names) else "")
            elif isinstance(v, Obj):
                out.append(self.g.name_of(v.ref))
            elif isinstance(v, Objs):
                out += [self.g.name_of(r) for r in v.refs]
            elif isinstance(v, Text):
                out.append(v.text)
            elif isinstance(v, Word):
                out.append(v.key)
            elif isinstance(v, Mana):
                out.append(v.symbols)
            elif isinstance(v, Nested):
                out += self.words(v.msg)
            elif isinstance(v, int):
                out.append(str(v))
        return out

    def _option_matches(self, c: Choice, label: Msg, text: str) -> bool:
        """An option answers to its kind ("no") or its label's id ("add_mana", "cast alt"),
        a word of its label (a card, a player, a mode's text or a piece of it, a zone), one
        of those and its card ("cast Blaze", "cast_alt Grizzly Bears"), or its card and a
        word ("Lightning Bolt (library)")."""
        t = " ".join(text.casefold().split())
        words = [w.casefold() for w in (c.kind, *self.words(label)) if w]
        ref = _option_ref(c)

        def names(part: str) -> bool:
            return part in words or bool(ref and self._ref_is(ref, part))

        def said(part: str) -> bool:
            return part in words or any(part in v.text.casefold() for _, v in label.args
                                        if isinstance(v, Text))

        if names(t) or said(t):
            return True
        if any(t.startswith(w + " ") and names(t[len(w) + 1:]) for w in words[:3]):
            return True
        name, paren, qualifier = t.partition(" (")
        return bool(paren) and qualifier.endswith(")") and said(qualifier[:-1]) and names(name)

    def _exact(self, c: Choice, label: Msg, text: str) -> bool:
        t = " ".join(text.casefold().split())
        return t == c.kind or any(t == w.casefold() for w in self.words(label))

    def show(self, d: Decision) -> str:
        """A decision for a person: whose, what kind, its prompt and numbered options."""
        prompt = self.g.text(d.prompt, d.player)
        head = f"{self.names[d.player]} — {d.kind}{f' [{d.cr}]' if d.cr else ''}: {prompt}"
        if d.is_number:
            return f"{head}\n  a number from {d.lo} to {d.hi}"
        return head + "".join(f"\n  {i}: {lab}" for i, lab in enumerate(self.labels(d)))

    # ------------------------------------------------------------------ one action

    def _act(self, who: int, act: PlayerAct) -> None:
        verb = act.verb
        if verb == "pass":
            d = self.decision(who, (PRIORITY,), "pass")
            self.apply(PASS)
            del d
        elif verb == "done":
            d = self.decision(who, _ANY, "answer done")
            if d.is_number or DONE not in d.options:
                raise _Fail(f"'done' is not an option:\n{_indent(self.show(d))}")
            self.apply(DONE)
        elif verb == "pay":
            self.decision(who, (YES_NO,), "answer yes/no")
            self.apply(YES if act.pay else NO)
        elif verb == "choose":
            self._choose(who, act.choose)
        elif verb == "target":
            self._targets(who, list(act.target or []), standalone=True)
        elif verb in ("cast", "activate", "play"):
            self._priority_action(who, act)
        elif verb == "attack":
            self._attack(who, act)
        elif verb == "block":
            self._block(who, act)
        elif verb == "mana":
            self.decision(who, (PAY_MANA,), "choose mana sources")
            self._pay_mana(who, act.sources, standalone=True)
        elif verb == "order":
            self._order(who, list(act.order or []))
        elif verb == "concede":
            self.g.concede(who)  # not an answer: any player, at any time [104.3a]

    def _pay_mana(self, who: int, sources: list[tuple[str, str]], standalone: bool) -> None:
        """Answer pay_mana decisions with the sources listed, in order [601.2g-h]."""
        while sources:
            d = self.g.decision
            if d is None or d.kind != PAY_MANA or d.player != who:
                if standalone:
                    left = ", ".join(n + (f" ({a})" if a else "") for n, a in sources)
                    raise _Fail(f"mana sources {left} were not asked for")
                return
            name, piece = sources.pop(0)
            self.apply(self._mana_choice(d, name, piece))

    def _mana_choice(self, d: Decision, name: str, piece: str) -> Choice:
        """The option for "pay with NAME (piece of its mana ability's text)" or "auto".

        Of several sources with the name, the first in order of arrival pays unless the
        reference says which (``Mountain#2``).
        """
        opts = _opts(d)
        if name.casefold() in ("auto", "automatically"):
            if Choice("auto") in opts:
                return Choice("auto")
            raise _Fail(f"paying automatically is not an option:\n{_indent(self.show(d))}")
        found = [c for c in opts if c.kind == "mana" and self._nth_is(c.obj, name)]
        if piece:
            found = [c for c in found if piece.casefold() in (
                self.g.chars(c.obj).abilities[c.arg].text or "").casefold()]
        objs = list(dict.fromkeys(c.obj for c in found))
        found = [c for c in found if c.obj == objs[0]] if objs else []
        if len(found) != 1:
            why = "no mana source matches" if not found else (
                "it has several mana abilities (give a piece of one's text: NAME (text))")
            raise _Fail(f"{why} {name}{f' ({piece})' if piece else ''}:\n"
                        f"{_indent(self.show(d))}")
        return found[0]

    def _order(self, who: int, entries: list[str]) -> None:
        """Put triggered abilities on the stack in the order listed (the first goes first
        and so resolves last) [603.3b]; triggers that are the same are interchangeable."""
        g = self.g
        self.decision(who, (TRIGGER_ORDER,), "order triggered abilities")
        before = list(g.stack)
        picked: list[str] = []
        while entries and (d := g.decision) is not None and d.kind == TRIGGER_ORDER and \
                d.player == who:
            picked.append(entries.pop(0))
            self.apply(self._pick_option(d, picked[-1]))
        # What the engine put on the stack without asking (the last one; identical ones)
        # must be what the rest of the list says.
        added = [o for o in g.stack if o not in before]
        for k, entry in enumerate(picked + entries):
            if k >= len(added) or not self._ref_is(added[k], entry):
                got = [display(g, o).split("@")[0] for o in added]
                raise _Fail(f"the triggered abilities went on the stack as {_fmt(got)} "
                            f"(first = bottom), not {_fmt(picked + entries)}"
                            + (f"; now:\n{_indent(self.show(g.decision))}"
                               if g.decision is not None else ""))

    def _choose(self, who: int, value: int | str | None) -> None:
        d = self.decision(who, _ANY, f"choose {value}")
        if d.is_number:
            if not isinstance(value, int) or value not in d.options:
                raise _Fail(f"{value!r} is not a number from {d.lo} to {d.hi}:\n"
                            f"{_indent(self.show(d))}")
            self.apply(value)
            return
        self.apply(self._pick_option(d, value))

    def _pick_option(self, d: Decision, value: int | str | None) -> Choice:
        """An option by its label, or by the name of the card or player it is about."""
        assert not d.is_number
        text = str(value)
        opts = list(zip(_opts(d), d.labels, strict=True))
        found = [c for c, lab in opts if self._exact(c, lab, text)]
        if not found:
            found = [c for c, _ in opts if (r := _option_ref(c)) and self._ref_is(r, text)]
            n = parse_ref(text).n
            if n is not None and len(found) >= n:
                found = [found[n - 1]]  # "Grizzly Bears#2": the second such option
        if not found:
            found = [c for c, lab in opts if self._option_matches(c, lab, text)]
        if len(found) > 1 and d.kind == TRIGGER_ORDER and self._same_triggers(found):
            found = found[:1]  # the same ability of same-named sources: interchangeable
        if len(found) != 1:
            why = "no option matches" if not found else "several options match"
            raise _Fail(f"{why} {value!r}:\n{_indent(self.show(d))}")
        return found[0]

    def _same_triggers(self, options: list[Choice]) -> bool:
        """Pending triggers that are the same ability from same-named sources [603.3b]."""
        pending = self.g.pending_triggers
        keys = {(pending[c.obj][2], self.g.objects[c.arg].name) for c in options}
        return len(keys) == 1

    def _ref_is(self, ref: int, text: str) -> bool:
        if is_player_ref(ref):
            return self.names[ref_player(ref)].casefold() == text.casefold()
        r = parse_ref(text)
        obj = self.g.objects.get(ref)
        if obj is None or not matches(self.g, ref, r.name):
            return False
        who = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
        return r.player is None or self.names[who].casefold() == r.player.casefold()

    def resolve(self, text: str, refs: Iterable[int]) -> int:
        """The one ref among ``refs`` (players and objects) that ``text`` names."""
        refs = list(refs)
        if text.casefold() in (n.casefold() for n in self.names):
            pr = player_ref(self.player(text))
            if pr in refs:
                return pr
            raise _Fail(f"{text} is not among the choices")
        r = parse_ref(text)
        found = [x for x in refs if not is_player_ref(x) and self._ref_is(x, text)]
        if r.n is not None:
            # Name#n counts in the object's zone (battlefield in order of arrival), not
            # among the options, so it names the same object before and after others go.
            nth = [x for x in found if self._nth_is(x, text)]
            if not nth:
                raise _Fail(f"there is no {r} among the choices ({len(found)} of that name)")
            return nth[0]
        if not found:
            raise _Fail(f"{text} is not among the choices")
        if len(found) > 1:
            alts = ", ".join(f"{display(self.g, x)}#{i + 1}" for i, x in enumerate(found))
            raise _Fail(f"{text!r} is ambiguous ({alts}); write Name@player or Name#n")
        return found[0]

    # ------------------------------------------------------------------ priority actions

    def priority_matches(self, d: Decision, act: PlayerAct) -> list[Choice]:
        """The priority options an action (cast / activate / play / pass) would take."""
        assert not d.is_number
        verb = act.verb
        name = act.cast or act.activate or act.play or ""
        tests = {
            "pass": lambda c: c.kind == "pass",
            "play": lambda c: c.kind == "land" and self._nth_is(c.obj, name),
            "cast": lambda c: c.kind == "cast" and self._cast_matches(c, name)
            and self._cost_matches(c, act),
            "activate": lambda c: c.kind == "activate" and self._nth_is(c.obj, name)
            and self._ability_matches(c, act),
        }
        test = tests.get(verb)
        out = [c for c in _opts(d) if test is not None and test(c)]
        fused = [c for c in out if c.kind == "cast" and c.arg >= 0 and
                 c.arg == len(self.g.objects[c.obj].proto.faces)]
        return fused or out  # the full name of a card with fuse casts it fused

    def _nth_is(self, oid: int, text: str) -> bool:
        """Like ``_ref_is``, and ``Name#n`` counts the matching objects of the zone."""
        if not self._ref_is(oid, text):
            return False
        n = parse_ref(text).n
        if n is None:
            return True
        obj = self.g.objects[oid]
        ids = self.g.zone_list(obj.zone, obj.owner) if obj.zone else []
        same = [o for o in ids if self._ref_is(o, text)]
        return len(same) >= n and same[n - 1] == oid

    def _cast_matches(self, c: Choice, text: str) -> bool:
        if not self._nth_is(c.obj, text):
            return False
        faces = self.g.objects[c.obj].proto.faces
        if not faces or c.arg < 0:
            return True
        name = parse_ref(text).name.casefold()
        face_names = [f.chars.name.casefold() for f in faces]
        if c.arg >= len(face_names):
            return name not in face_names  # a fused split spell: by the card's full name
        return name not in face_names or face_names[c.arg] == name

    def _cost_matches(self, c: Choice, act: PlayerAct) -> bool:
        """``cost: normal`` / ``alternative``: which of the two casts is meant when a card
        may be cast for an alternative cost [118.9, 601.2b] (arg 1: the alternative)."""
        if act.cost is None or self.g.objects[c.obj].proto.faces:
            return True
        return (c.arg == 1) == (act.cost == "alternative")

    def _ability_matches(self, c: Choice, act: PlayerAct) -> bool:
        if act.ability is None:
            return True
        abilities = self.g.chars(c.obj).abilities
        activated = [i for i, ab in enumerate(abilities) if isinstance(ab, ActivatedAbility)]
        if isinstance(act.ability, int):
            return 0 < act.ability <= len(activated) and activated[act.ability - 1] == c.arg
        return act.ability.casefold() in (abilities[c.arg].text or "").casefold()

    def _priority_action(self, who: int, act: PlayerAct) -> None:
        verb = act.verb
        d = self.decision(who, (PRIORITY,), verb)
        found = self.priority_matches(d, act)
        name = act.cast or act.activate or act.play or ""
        if not found:
            raise _Fail(f"{name} can't be {_past(verb)} now ({self._why_not(who, act)}); "
                        f"the options are:\n{_indent(self.show(d))}")
        if len(found) > 1:
            hint = "ability" if verb == "activate" else (
                "cost: normal or alternative" if len({c.obj for c in found}) == 1 and
                not self.g.objects[found[0].obj].proto.faces else "a half or Name@player")
            raise _Fail(f"{verb} {name} is ambiguous ({len(found)} options match; give "
                        f"{hint}):\n" + _indent(self.show(d)))
        start = len(self.g.log)
        choice = found[0]
        self.apply(choice)
        if verb == "play":
            return
        self._follow(who, act, start, "cast" if verb == "cast" else "activate")

    def _why_not(self, who: int, act: PlayerAct) -> str:
        g = self.g
        r = parse_ref(act.cast or act.play or act.activate or "")
        if act.activate:
            return "not activatable: cost, timing or targets"
        p = g.players[who]
        zones = [z for z, ids in (("hand", p.hand), ("graveyard", p.graveyard),
                                  ("exile", g.exile)) if any(matches(g, o, r.name) for o in ids)]
        if not zones:
            return f"{self.names[who]} has no {r.name} in hand"
        return "timing, targets or cost"

    def _follow(self, who: int, act: PlayerAct, start: int, done_kind: str) -> None:
        """Answer the decisions of one casting / activation until it is complete."""
        g = self.g
        targets = list(act.targets or [])
        extras = list(act.choices)
        modes: list[int | str] = list(act.modes) or ([act.mode] if act.mode is not None else [])
        sources = act.sources
        asked = {"mode": False, "x": False}
        # A mana ability with costs beyond {T} is done as it is activated [605.3a].
        done_kinds = {done_kind, "activate_mana"} if done_kind == "activate" else {done_kind}
        while not any(ev.kind in done_kinds for ev in g.log[start:]):  # [601.2i, 602.2i]
            d = g.decision
            if d is None:
                break
            if d.kind == PRIORITY:
                raise _Fail("the spell or ability was not completed (its proposal was "
                            "reversed [601.2]); now:\n" + _indent(self.show(d)))
            if d.player != who:
                raise _Fail(f"while {_ing(done_kind)}, {self.names[d.player]} must decide:\n"
                            + _indent(self.show(d)))
            if d.kind == MODE:
                if modes:
                    asked["mode"] = True
                    self.apply(self._mode(d, modes.pop(0)))
                elif asked["mode"] and DONE in d.options:  # no more modes [700.2]
                    self.apply(DONE)
                else:
                    raise _Fail(f"it needs {'another' if asked['mode'] else 'a'} mode (give "
                                "mode: N or modes: [...]):\n" + _indent(self.show(d)))
            elif d.kind == NUMBER and d.prompt.id == "prompt.x":
                asked["x"] = True
                if act.x is None:
                    raise _Fail("it needs a value for X (give x: N):\n" + _indent(self.show(d)))
                if act.x not in d.options:
                    raise _Fail(f"X={act.x} is not possible:\n{_indent(self.show(d))}")
                self.apply(act.x)
            elif d.kind == TARGET:
                if targets:
                    self.apply(Choice("target", self._target_ref(d, targets.pop(0))))
                elif DONE in d.options:  # fewer targets than the spec allows [601.2c]
                    self.apply(DONE)
                else:
                    raise _Fail("it needs another target:\n" + _indent(self.show(d)))
            elif d.kind == PAY_MANA:
                if act.mana is None:
                    break  # left for `pay with ...` lines (or an expect) to answer
                if not sources:
                    raise _Fail("it needs more mana (give more `mana:` sources, or auto):\n"
                                + _indent(self.show(d)))
                self._pay_mana(who, sources[:1], standalone=False)
                sources = sources[1:]
            elif extras:
                self._choose(who, extras.pop(0))
            else:
                raise _Fail(f"while {_ing(done_kind)}, a decision the action does not "
                            f"answer (give choices: [...]):\n{_indent(self.show(d))}")
        unused = []
        if targets:
            unused.append(f"targets {targets} were not asked for")
        if modes or ((act.mode is not None or act.modes) and not asked["mode"]):
            unused.append("more modes were given than were asked for")
        if act.x is not None and not asked["x"]:
            unused.append("x was given but X was not asked for")
        if extras:
            unused.append(f"choices {extras} were not asked for")
        if sources:
            unused.append(f"mana sources {[n for n, _ in sources]} were not asked for")
        if unused:
            raise _Fail("; ".join(unused))

    def _mode(self, d: Decision, mode: int | str) -> Choice:
        assert not d.is_number
        for c, lab in zip(_opts(d), d.labels, strict=True):
            if (isinstance(mode, int) and c.obj + 1 == mode) or (
                    isinstance(mode, str) and self._option_matches(c, lab, mode)):
                return c
        raise _Fail(f"mode {mode!r} is not available:\n{_indent(self.show(d))}")

    def _target_ref(self, d: Decision, text: str) -> int:
        assert not d.is_number
        refs = [c.obj for c in _opts(d) if c.kind == "target"]
        try:
            return self.resolve(text, refs)
        except _Fail as exc:
            raise _Fail(f"{exc}: {text} is not a legal target here:\n{_indent(self.show(d))}"
                        ) from None

    def _targets(self, who: int, targets: list[str], standalone: bool) -> None:
        """``target: [...]``: answer target decisions (a trigger's, say) one pick at a time."""
        d = self.decision(who, (TARGET,), "choose targets")
        owner = d.prompt.arg("obj")  # the spell or ability whose targets these are
        while True:
            if targets:
                self.apply(Choice("target", self._target_ref(d, targets.pop(0))))
            elif not d.is_number and DONE in d.options:
                self.apply(DONE)
            else:
                raise _Fail("it needs another target:\n" + _indent(self.show(d)))
            nxt = self.g.decision
            if nxt is None or nxt.kind != TARGET or nxt.player != who or \
                    nxt.prompt.arg("obj") != owner:
                break
            d = nxt
        if targets:
            raise _Fail(f"targets {targets} were not asked for")

    # ------------------------------------------------------------------ combat

    def _attack(self, who: int, act: PlayerAct) -> None:
        g = self.g
        self.decision(who, (ATTACKERS,), "declare attackers")
        declared: list[int] = []
        for name, defender in act.attack or []:
            d = self.decision(who, (ATTACKERS,), f"attack with {name}")
            assert not d.is_number
            opts = [c for c in _opts(d) if c.kind == "attack"]
            try:
                oid = self.resolve(name, dict.fromkeys(c.obj for c in opts))
            except _Fail as exc:
                raise _Fail(f"{exc}: {name} can't attack:\n{_indent(self.show(d))}") from None
            if defender is None and len(g.players) > 2:
                raise _Fail(f"at a table of {len(g.players)}, say whom {name} attacks "
                            f"({name}: <player or planeswalker>) [508.1b]")
            want = player_ref(g.opponent(who)) if defender is None else None
            pick = [c for c in opts if c.obj == oid and (
                c.arg == want if want is not None else self._ref_is(c.arg, defender or ""))]
            if not pick:
                raise _Fail(f"{name} can't attack {defender}:\n{_indent(self.show(d))}")
            self.apply(pick[0])
            declared.append(oid)
        # After the last creature that could attack, the engine asks no more [508.1].
        nd = g.decision
        if nd is not None and nd.kind == ATTACKERS and nd.player == who:
            self.apply(DONE)
        exert = list(act.exert)
        # Exert is chosen as the creature attacks [701.43a]: one yes/no per exerter.
        while (ed := g.decision) is not None and ed.kind == YES_NO and ed.player == who and \
                ed.prompt.id == "prompt.exert":
            oid = ed.prompt.arg("obj").ref  # the attacker that may be exerted
            hit = next((e for e in exert if oid and self._ref_is(oid, e)), None)
            if hit is not None:
                exert.remove(hit)
            self.apply(YES if hit is not None else NO)
        if exert:
            raise _Fail(f"exert {exert}: no such attacker was offered exert")

    def _block(self, who: int, act: PlayerAct) -> None:
        self.decision(who, (BLOCKERS,), "declare blockers")
        for blocker, attacker in act.block_pairs():
            d = self.decision(who, (BLOCKERS,), f"block {attacker} with {blocker}")
            assert not d.is_number
            opts = [c for c in _opts(d) if c.kind == "block"]
            try:
                b = self.resolve(blocker, dict.fromkeys(c.obj for c in opts))
                a = self.resolve(attacker, dict.fromkeys(c.arg for c in opts if c.obj == b))
            except _Fail as exc:
                raise _Fail(f"{exc}: {blocker} can't block {attacker}:\n"
                            f"{_indent(self.show(d))}") from None
            self.apply(Choice("block", b, a))
        nd = self.g.decision
        if nd is not None and nd.kind == BLOCKERS and nd.player == who:
            if DONE not in _opts(nd):
                raise _Fail("the blocks are not complete (menace?):\n" + _indent(self.show(nd)))
            self.apply(DONE)

    # ------------------------------------------------------------------ pass until

    def _pass_until(self, step: str | None, turn: int | None) -> None:
        g = self.g
        turn = g.turn if turn is None else turn
        target = (turn, STEPS.index(step) if step else 0)
        if (g.turn, STEPS.index(g.step) if g.step in STEPS else 0) > target:
            raise _Fail(f"the game is already past that (turn {g.turn}, {g.step})")
        for _ in range(PASS_LIMIT):
            if g.turn == turn and (step is None or g.step == step):
                return
            d = g.decision
            if d is None:
                raise _Fail(f"the game ended first ({_result(g)})")
            if d.kind == PRIORITY:
                self.apply(PASS)
            elif d.kind in (ATTACKERS, BLOCKERS) and not d.is_number and DONE in d.options:
                self.apply(DONE)  # passing through combat declares nothing
            else:
                raise _Fail("stopped at a decision that passing does not answer:\n"
                            + _indent(self.show(d)))
            if (g.turn, STEPS.index(g.step) if g.step in STEPS else 0) > target:
                raise _Fail(f"went past it (now turn {g.turn}, {g.step})")
        raise _Fail(f"still not there after {PASS_LIMIT} passes")

    # ------------------------------------------------------------------ expectations

    def check(self, exp: Expect, since: int) -> list[str]:
        """Every difference between ``exp`` and the game, as "field: expected …, got …"."""
        g = self.g
        out: list[str] = []

        def cmp(what: str, want: Any, got: Any) -> None:
            self.checks += 1
            if want != got:
                out.append(f"{what}: expected {_fmt(want)}, got {_fmt(got)}")

        d = g.decision
        if exp.decision is None and d is not None and d.kind not in RESTING:
            out.append("a decision is left unanswered (answer it, or check it with "
                       "`decision:`):\n" + _indent(self.show(d)))
        for pname, pe in exp.players.items():
            self._check_player(self.player(pname), pname, pe, cmp, out)
        for key, pe2 in exp.permanents.items():
            self._check_permanent(key, pe2, cmp, out)
        for key, se in exp.spells.items():
            self._check_spell(key, se, cmp, out)
        if exp.stack is not None:
            cmp("stack (top first)", exp.stack,
                [self._stack_name(o, exp.stack) for o in reversed(g.stack)])
        if exp.events:
            self._check_events(exp.events, since, out)
        for em in exp.not_events:
            self.checks += 1
            hits = [ev for ev in g.log[since:] if self._event_matches(ev, em)]
            if hits:
                out.append(f"not_events: {_em(em)} happened: {g.event_text(hits[0])}")
        if exp.result is not None:
            r = exp.result
            got = _result(g)
            want = "none" if r.none else "draw" if r.draw else f"winner {r.winner}"
            cmp("result", want, got)
        if exp.turn is not None:
            cmp("turn", exp.turn, g.turn)
        if exp.step is not None:
            cmp("step", exp.step, g.step)
        if exp.decision is not None:
            de = exp.decision
            if d is None:
                out.append("decision: expected one, but the game is over")
            else:
                if de.player is not None:
                    cmp("decision.player", de.player, self.names[d.player])
                if de.kind is not None:
                    cmp("decision.kind", de.kind, d.kind)
                if de.prompt is not None:
                    self.checks += 1
                    # The prompt's id ("pay_how_many") or one of its words (a card, a
                    # counter kind, a number), never its English sentence.
                    want = de.prompt.casefold().removeprefix("prompt.")
                    words = [w.casefold() for w in self.words(d.prompt)]
                    if not any(want == w or (len(want) > 3 and want in w) for w in words):
                        out.append(f"decision.prompt: expected {de.prompt!r} (its id or one of "
                                   f"its words), got {d.prompt.id} about {words[1:]}")
                self._check_decision(de, d, out)
        for fld, want_any in (("offered", True), ("not_offered", False)):
            for act in getattr(exp, fld):
                self.checks += 1
                if d is None or d.kind != PRIORITY:
                    out.append(f"{fld}: {_say(act)}: no priority decision is pending"
                               + (f":\n{_indent(self.show(d))}" if d else ""))
                    continue
                detailed = act.targets or act.x is not None or act.mode is not None or \
                    act.modes or act.choices
                found = self.could(d.player, act) if detailed else \
                    bool(self.priority_matches(d, act))
                if found != want_any:
                    out.append(f"{fld}: {_say(act)} is {'not ' if want_any else ''}offered:\n"
                               + _indent(self.show(d)))
        return out

    def _check_decision(self, de: DecisionExpect, d: Decision, out: list[str]) -> None:
        """``lo`` / ``hi`` of a number decision; ``options`` of a choice [the one door]."""
        for fld, got in (("lo", d.lo), ("hi", d.hi)):
            want = getattr(de, fld)
            if want is None:
                continue
            self.checks += 1
            if not d.is_number:
                out.append(f"decision.{fld}: it is not a number decision:\n"
                           + _indent(self.show(d)))
            elif want != got:
                out.append(f"decision.{fld}: expected {want}, got {got} (the range is "
                           f"{d.lo} to {d.hi})")
        if de.options is None:
            return
        self.checks += 1
        if d.is_number:
            out.append("decision.options: it is a number decision (check lo and hi):\n"
                       + _indent(self.show(d)))
            return
        labels = dict(zip(_opts(d), d.labels, strict=True))
        shown = dict(zip(_opts(d), self.labels(d), strict=True))

        def hits(text: str, pool: list[Choice]) -> list[Choice]:
            """The options ``text`` names, those it names exactly first."""
            found = [c for c in pool if self._option_matches(c, labels[c], text)]
            return sorted(found, key=lambda c: not self._exact(c, labels[c], text))

        problems = []
        if de.options.exactly is not None:
            left = list(labels)
            for w in de.options.exactly:
                h = hits(w, left)
                if h:
                    left.remove(h[0])
                else:
                    problems.append(f"no option {w!r}")
            problems += [f"unexpected option {shown[c]!r}" for c in left]
        problems += [f"no option {w!r}" for w in de.options.includes if not hits(w, list(labels))]
        problems += [f"an option {w!r} ({', '.join(shown[c] for c in h)})"
                     for w in de.options.excludes if (h := hits(w, list(labels)))]
        if problems:
            out.append("decision.options: " + "; ".join(problems) + ":\n"
                       + _indent(self.show(d)))


    def could(self, who: int, act: PlayerAct) -> bool:
        """Could ``who`` take this action now, targets and all?  Tried on a clone."""
        saved = self.g
        self.g = saved.clone()
        try:
            self._act(who, act)
            return True
        except _Fail:
            return False
        finally:
            self.g = saved

    def _stack_name(self, oid: int, wanted: list[str]) -> str:
        """The name written for a stack object, as the script spelled it when it matches."""
        for w in wanted:
            if self._ref_is(oid, w):
                return w
        return display(self.g, oid).split("@")[0]

    def _check_player(self, i: int, pname: str, pe: PlayerExpect, cmp: Any,
                      out: list[str]) -> None:
        g = self.g
        p = g.players[i]
        if pe.life is not None:
            cmp(f"{pname}.life", pe.life, p.life)
        if pe.energy is not None:
            cmp(f"{pname}.energy", pe.energy, p.counters.get("energy", 0))
        for kind, n in (pe.counters or {}).items():
            cmp(f"{pname}.counters.{kind}", n, p.counters.get(kind, 0))
        zones = {
            "hand": p.hand, "graveyard": p.graveyard,
            "battlefield": [o for o in g.battlefield if g.objects[o].controller == i],
            "exile": [o for o in g.exile if g.objects[o].owner == i],
            "command": [o for o in g.command if g.objects[o].owner == i],
        }
        for zone, ids in zones.items():
            zm = getattr(pe, zone)
            if zm is not None:
                self._check_zone(f"{pname}.{zone}", zm, ids, out)
        if pe.library_top is not None:
            n = len(pe.library_top)
            top = list(reversed(p.library))[:n]
            self.checks += 1
            if len(top) < n or not all(self._ref_is(o, w) for o, w in
                                       zip(top, pe.library_top, strict=False)):
                out.append(f"{pname}.library_top: expected {_fmt(pe.library_top)}, got "
                           f"{_fmt([g.objects[o].name for o in top])}")
        for name, n in (pe.commander_damage or {}).items():
            key = canonical(name, tokens=False)
            got = sum(v for k, v in p.commander_damage.items() if k.partition(":")[2] == key)
            cmp(f"{pname}.commander_damage.{name}", n, got)
        if pe.left_game is not None:
            cmp(f"{pname}.left_game", pe.left_game, p.left)
        if pe.hand_size is not None:
            cmp(f"{pname}.hand_size", pe.hand_size, len(p.hand))
        if pe.library_size is not None:
            cmp(f"{pname}.library_size", pe.library_size, len(p.library))

    def _check_zone(self, what: str, zm: ZoneMatch, ids: list[int], out: list[str]) -> None:
        g = self.g
        self.checks += 1
        actual = [g.chars(o).name if g.objects[o].zone else g.objects[o].name for o in ids]
        if zm.exactly is not None:
            left = list(ids)
            missing = []
            for w in zm.exactly:
                hit = next((o for o in left if self._ref_is(o, w)), None)
                if hit is None:
                    missing.append(w)
                else:
                    left.remove(hit)
            if missing or left:
                extra = [g.objects[o].name for o in left]
                detail = "; ".join(x for x in (
                    f"missing {_fmt(missing)}" if missing else "",
                    f"unexpected {_fmt(extra)}" if extra else "") if x)
                out.append(f"{what}: expected {_fmt(zm.exactly)}, got {_fmt(actual)} "
                           f"({detail})")
        for w in zm.includes:
            if not any(self._ref_is(o, w) for o in ids):
                out.append(f"{what}: expected it to include {w}, got {_fmt(actual)}")
        for w in zm.excludes:
            if any(self._ref_is(o, w) for o in ids):
                out.append(f"{what}: expected no {w}, got {_fmt(actual)}")

    def _check_permanent(self, key: str, pe: PermanentExpect, cmp: Any, out: list[str]) -> None:
        g = self.g
        r = parse_ref(key)
        found = [o for o in g.battlefield if self._ref_is(o, key)]
        if r.n is not None:
            found = found[r.n - 1:r.n]
        self.checks += 1
        if not pe.present:
            if found:
                out.append(f"permanents.{key}: expected none on the battlefield, found "
                           f"{', '.join(display(g, o) for o in found)}")
            return
        if not found:
            out.append(f"permanents.{key}: not on the battlefield")
            return
        if len(found) > 1:
            out.append(f"permanents.{key}: ambiguous ({', '.join(display(g, o) for o in found)})"
                       "; write Name@player or Name#n")
            return
        oid = found[0]
        obj, c = g.objects[oid], g.chars(oid)
        w = f"permanents.{key}"
        for fld, got in (("power", c.power), ("toughness", c.toughness),
                         ("tapped", obj.tapped), ("sick", obj.sick),
                         ("attacking", oid in g.attackers), ("exerted", obj.exerted),
                         ("damage", obj.damage)):
            want = getattr(pe, fld)
            if want is not None:
                cmp(f"{w}.{fld}", want, got)
        if pe.counters is not None:
            cmp(f"{w}.counters", {k: v for k, v in pe.counters.items() if v},
                {k: v for k, v in (obj.counters or {}).items() if v})
        self._check_chars(w, pe, c, cmp, out)
        if pe.controller is not None:
            cmp(f"{w}.controller", pe.controller, self.names[obj.controller])
        if pe.owner is not None:
            cmp(f"{w}.owner", pe.owner, self.names[obj.owner])
        if pe.blocking is not None:
            # The attackers it blocks [509.1g]: each named one, and no other.
            self.checks += 1
            got = g.blocks.get(oid, ())
            if len(got) != len(pe.blocking) or not all(
                    any(self._ref_is(a, want) for a in got) for want in pe.blocking):
                out.append(f"{w}.blocking: expected {pe.blocking}, got "
                           f"{[display(g, a) for a in got]}")
        if pe.attached_to is not None:
            self.checks += 1
            if not (obj.attached_to and self._ref_is(obj.attached_to, pe.attached_to)):
                got = display(g, obj.attached_to) if obj.attached_to in g.objects else "nothing"
                out.append(f"{w}.attached_to: expected {pe.attached_to}, got {got}")

    def _check_chars(self, w: str, pe: PermanentExpect | SpellExpect, c: Any, cmp: Any,
                     out: list[str]) -> None:
        """Name, colours, card types, abilities: the characteristics after the layers
        [109.3, 613], of a permanent or a spell."""
        if pe.name is not None:
            cmp(f"{w}.name", pe.name, c.name)
        for fld, got_set in (("types", c.types), ("subtypes", c.subtypes),
                             ("supertypes", c.supertypes), ("colors", c.colors),
                             ("keywords", c.keywords)):
            want = getattr(pe, fld, None)
            if want is not None:
                cmp(f"{w}.{fld}", sorted(want), sorted(got_set))
        zm = getattr(pe, "abilities", None)
        if zm is None:
            return
        self.checks += 1
        texts = [ab.text for ab in c.abilities if ab.text]
        problems = []
        if zm.exactly is not None:
            left = list(texts)
            for want in zm.exactly:
                hit = next((t for t in left if want.casefold() in t.casefold()), None)
                if hit is None:
                    problems.append(f"no ability {want!r}")
                else:
                    left.remove(hit)
            problems += [f"unexpected ability {t!r}" for t in left]
        problems += [f"no ability {want!r}" for want in zm.includes
                     if not any(want.casefold() in t.casefold() for t in texts)]
        problems += [f"an ability {want!r}" for want in zm.excludes
                     if any(want.casefold() in t.casefold() for t in texts)]
        if problems:
            out.append(f"{w}.abilities: {'; '.join(problems)} (its abilities: "
                       f"{_fmt(texts) if texts else 'none'})")

    def _check_spell(self, key: str, se: SpellExpect, cmp: Any, out: list[str]) -> None:
        """A spell or ability on the stack, found like a permanent (``Name@player#n``)."""
        g = self.g
        r = parse_ref(key)
        found = [o for o in g.stack if self._ref_is(o, key)]
        if r.n is not None:
            found = found[r.n - 1:r.n]
        self.checks += 1
        w = f"spells.{key}"
        if not se.present:
            if found:
                out.append(f"{w}: expected none on the stack, found "
                           f"{', '.join(display(g, o) for o in found)}")
            return
        if len(found) != 1:
            out.append(f"{w}: not on the stack" if not found else
                       f"{w}: ambiguous ({', '.join(display(g, o) for o in found)}); write "
                       "Name@player or Name#n")
            return
        oid = found[0]
        obj, c = g.objects[oid], g.chars(oid)
        self._check_chars(w, se, c, cmp, out)
        if se.mana_value is not None:
            cmp(f"{w}.mana_value", se.mana_value, c.mana_value)
        if se.controller is not None:
            cmp(f"{w}.controller", se.controller, self.names[obj.controller])
        if se.x is not None:
            cmp(f"{w}.x", se.x, obj.x)
        if se.copy_ is not None:
            cmp(f"{w}.copy", se.copy_, obj.kind == "copy")
        if se.targets is not None:
            chosen = [t for spec in obj.targets for t in spec]
            self.checks += 1
            ok = len(chosen) == len(se.targets) and all(
                self._ref_is(t, want) for t, want in zip(chosen, se.targets, strict=True))
            if not ok:
                out.append(f"{w}.targets: expected {_fmt(se.targets)}, got "
                           f"{_fmt([g.name_of(t) for t in chosen])}")

    def _check_events(self, wanted: list[EventMatch], since: int, out: list[str]) -> None:
        """Each wanted event must happen, in the order listed (others may come between)."""
        log = self.g.log[since:]
        pos = 0
        for em in wanted:
            self.checks += 1
            if em.count is not None:  # exactly N times, wherever they are
                hits = [ev for ev in log if self._event_matches(ev, em)]
                if len(hits) != em.count:
                    out.append(f"events: {_em(em)} happened {len(hits)} time(s)"
                               + (":\n" + _indent("\n".join(self.g.event_text(ev)
                                                             for ev in hits[:8]))
                                  if hits else ""))
                continue
            j = next((k for k in range(pos, len(log)) if self._event_matches(log[k], em)),
                     None)
            if j is None:
                anywhere = any(self._event_matches(ev, em) for ev in log)
                msg = f"events: {_em(em)} " + (
                    "happened, but not after the events listed before it" if anywhere
                    else "did not happen")
                same = [self.g.event_text(ev) for ev in log if ev.kind == em.kind]
                if em.kind is not None and not anywhere:
                    msg += (f"; the {em.kind} events were:\n" + _indent("\n".join(same[-8:]))
                            if same else f"; there was no {em.kind} event")
                out.append(msg)
                continue
            pos = j + 1

    def _event_matches(self, ev: Event, em: EventMatch) -> bool:
        g = self.g
        if em.kind is not None and ev.kind != em.kind:
            return False
        if em.cr is not None and not (ev.cr == em.cr or (
                ev.cr.startswith(em.cr) and not ev.cr[len(em.cr)].isdigit())):
            return False
        if em.amount is not None and ev.amount != em.amount:
            return False
        if em.info is not None and ev.info.casefold() != em.info.casefold():
            return False
        if em.player is not None and (ev.player < 0 or
                                      self.names[ev.player].casefold() != em.player.casefold()):
            return False
        if em.obj is not None and not (ev.obj and self._ref_is(ev.obj, em.obj)):
            return False
        if em.other is not None and not (ev.other and self._ref_is(ev.other, em.other)):
            return False
        return em.text is None or em.text.casefold() in g.event_text(ev).casefold()


_ANY = KINDS


def _option_ref(c: Choice) -> int:
    """The card or player an option is about (0 when it is about neither)."""
    if c.kind == "trigger":
        return c.arg  # (index among pending triggers, source)
    if c.kind in ("target", "pick", "mana", "attack", "block", "land", "cast", "activate"):
        return c.obj
    return 0


def _opts(d: Decision) -> tuple[Choice, ...]:
    """The options of a choice decision (none for a number)."""
    return () if isinstance(d.options, range) else d.options


def _indent(text: str, by: str = "  ") -> str:
    return "\n".join(by + line for line in text.splitlines())


def _fmt(v: Any) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(str(x) for x in v) + "]"
    return str(v) if not isinstance(v, str) else v


def _result(g: Game) -> str:
    if g.result is None:
        return "none"
    winner, _ = g.result
    return "draw" if winner is None else f"winner {g.players[winner].name}"


def _past(verb: str) -> str:
    return {"cast": "cast", "activate": "activated", "play": "played"}.get(verb, verb)


def _ing(kind: str) -> str:
    return "casting" if kind == "cast" else "activating"


def _say(act: PlayerAct) -> str:
    """An action written back as the script's mapping form, compactly."""
    data = act.model_dump(by_alias=True, exclude_defaults=True)
    if list(data) == ["pass"]:
        return "pass"
    return "{" + ", ".join(f"{k}: {v}" for k, v in data.items()) + "}"


def _until(step: PassUntilStep) -> str:
    u = step.until
    return ", ".join(x for x in (f"step {u.step}" if u.step else "",
                                 f"turn {u.turn}" if u.turn else "") if x)


def _em(em: EventMatch) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in em.model_dump(exclude_none=True).items()
                           ) + "}"


# ----------------------------------------------------------------------------- public API


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Run one scenario; never raises for a failing scenario or an engine error."""
    res = ScenarioResult(sc.path, sc.name, passed=False, blanks=sc.blanks)
    runner: _Runner | None = None
    try:
        with exercised.unexercised_allowed():
            runner = _Runner(sc)
            runner.run()
        res.passed = True
    except ScenarioLoadError as exc:  # a starting position the game can't be in
        res.load_error = str(exc)
        res.failures.append(str(exc))
    except _Fail as exc:
        res.failures.append(str(exc))
    except Exception as exc:  # an engine bug: report it as a failure with where it happened
        tb = traceback.extract_tb(exc.__traceback__)
        frames = [f"  {Path(f.filename).name}:{f.lineno} in {f.name}" for f in tb[-4:]]
        res.failures.append(f"engine error: {type(exc).__name__}: {exc}\n" + "\n".join(frames))
    if runner is not None:
        g = runner.g
        res.log = [g.event_text(e) for e in g.log if e.kind != "mana"]
        res.checks = runner.checks
        res.actions_run = len(sc.actions)
        if res.passed:
            res.exercised = _exercised(g)
    return res


def _exercised(g: Game) -> dict[str, str]:
    # Cards as the database names them: not tokens, nor objects that became copies.
    names = {o.proto.key for o in g.objects.values()
             if o.kind == "card" and o.proto.recipe is None and not o.proto.is_token}
    found = usage.exercised_in(usage.tally(g), names)
    out = {}
    for name in sorted(found):
        if cardpool.support(name).status in ("compiled", "vanilla"):
            out[name] = cardpool.digest(name)
    return out


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """Files named, and ``*.yaml`` / ``*.yml`` under folders named, in a stable order."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(x for x in p.rglob("*") if x.suffix in (".yaml", ".yml")
                          and x.is_file())
        else:
            out.append(p)
    return out


def run_paths(paths: Iterable[str | Path], *, allow_unsupported: bool = False
              ) -> list[ScenarioResult]:
    """Load and run every scenario under ``paths``; a file that doesn't load fails."""
    results = []
    for f in scenario_files(paths):
        try:
            sc = load_scenario(f, allow_unsupported=allow_unsupported)
        except ScenarioLoadError as exc:
            results.append(ScenarioResult(str(f), f.stem, passed=False, load_error=str(exc),
                                          failures=[str(exc)]))
            continue
        results.append(run_scenario(sc))
    return results


def scenario_index(folder: str | Path) -> dict[str, list[str]]:
    """Oracle card name -> the scenario files that list it under ``cards`` (for coverage).

    Files that do not load are left out (``scenario check`` reports them).
    """
    index: dict[str, list[str]] = {}
    for f in scenario_files([folder]):
        try:
            sc = load_scenario(f)
        except ScenarioLoadError:
            continue
        for name in dict.fromkeys(sc.cards):
            index.setdefault(name, []).append(str(f))
    return dict(sorted(index.items()))


__all__ = ["ScenarioResult", "run_paths", "run_scenario", "scenario_files", "scenario_index"]
