"""Reading a scenario file: YAML with line numbers, the models, then names.

Every problem becomes an :class:`Issue` (file, line, field, message) and all issues of a
file are raised together as one :class:`ScenarioLoadError`, so a puzzle author fixes a file
in one pass and never sees a Python traceback.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from aetherworks.carddb import UnknownCardError
from aetherworks.carddb.rules import rule_text
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.scenarios.model import (
    INTERNAL_FIELDS,
    INTERNAL_TAGS,
    EventMatch,
    Expect,
    ExpectStep,
    PassUntilStep,
    PlayerAct,
    PlayerStep,
    RefusedStep,
    Scenario,
)
from aetherworks.scenarios.names import canonical, parse_ref, token_names
from aetherworks.scenarios.yamlload import load_yaml, locate

Path_ = tuple[Any, ...]


@dataclass(frozen=True)
class Issue:
    """One problem in a file, where it is."""

    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.field}: {self.message}"


class ScenarioLoadError(ValueError):
    """A scenario file that can't be used; ``issues`` says every reason and where."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


def load_scenario(path: str | Path, *, allow_unsupported: bool = False) -> Scenario:
    """Read and check a scenario file; raises :class:`ScenarioLoadError`.

    A card the engine cannot play is refused where the setup names it, unless the file lists
    it under ``setup.allow_unsupported`` or ``allow_unsupported`` lets every one in: those
    play as blanks and :attr:`Scenario.blanks` names them.
    """
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise ScenarioLoadError([Issue(str(p), 0, "(file)", f"can't read: {exc.strerror}")]
                                ) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise ScenarioLoadError([Issue(str(p), line, "(file)", "not a text file: byte "
                                       f"{exc.start} is not UTF-8 (a scenario is YAML text)")]
                                ) from None
    return load_scenario_text(text, str(p), allow_unsupported=allow_unsupported)


def load_scenario_text(text: str, file: str = "<scenario>", *,
                       allow_unsupported: bool = False) -> Scenario:
    """Like :func:`load_scenario`, for text in hand (``file`` is only used in messages)."""
    try:
        raw = load_yaml(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        col = f" (column {mark.column + 1})" if mark else ""
        what = " ".join(x for x in (exc.context, exc.problem) if x)
        raise ScenarioLoadError([Issue(file, line, "(yaml)", f"YAML error{col}: {what}")]
                                ) from None
    except yaml.YAMLError as exc:
        raise ScenarioLoadError([Issue(file, 0, "(yaml)", f"YAML error: {exc}")]) from None
    if not isinstance(raw, dict):
        raise ScenarioLoadError([Issue(file, getattr(raw, "line", 1) or 1, "(file)",
                                       "a scenario is a mapping with name, rules, setup, "
                                       "actions and expect")])

    def where(path: Path_) -> tuple[int, str]:
        return locate(raw, path, skip=INTERNAL_TAGS, descend=INTERNAL_FIELDS)

    try:
        sc = Scenario.model_validate(raw)
    except ValidationError as exc:
        issues = []
        for err in exc.errors():
            line, fld = where(err["loc"])
            msg = err["msg"].removeprefix("Value error, ")
            if err["type"] == "extra_forbidden":
                msg = "unknown field" + _hint(err["loc"])
            elif err["type"] == "missing":
                msg = "required field missing"
            issues.append(Issue(file, line, fld, msg))
        raise ScenarioLoadError(_dedupe(issues)) from None
    problems = list(_check_names(sc))
    if not problems:
        problems = list(_check_support(sc, allow_unsupported))
    if problems:
        issues = []
        for path, msg in problems:
            line, fld = where(path)
            issues.append(Issue(file, line, fld, msg))
        raise ScenarioLoadError(_dedupe(issues))
    sc._path = file
    sc._where = where
    for i, step in enumerate(sc.actions):
        step._line = where(("actions", i))[0]
    if sc.expect is not None:
        sc._expect_line = where(("expect",))[0]
    return sc


def issue_at(sc: Scenario, path: Path_, message: str) -> Issue:
    """A problem at ``path`` of a loaded scenario's file (found after loading)."""
    line, fld = sc._where(path) if sc._where is not None else (0, ".".join(map(str, path)))
    return Issue(sc.path or "<scenario>", line, fld, message)


def _dedupe(issues: list[Issue]) -> list[Issue]:
    seen: set[Issue] = set()
    return [i for i in issues if not (i in seen or seen.add(i))]  # type: ignore[func-returns-value]


def _hint(loc: tuple[Any, ...]) -> str:
    """For an unknown field, the fields that would be accepted there."""
    from aetherworks.scenarios import model

    owners = {
        "setup": model.Setup, "players": model.PlayerSetup, "battlefield":
        model.PermanentSetup, "permanents": model.PermanentExpect, "act": model.PlayerAct,
        "events": model.EventMatch, "not_events": model.EventMatch, "until":
        model.UntilSpec, "decision": model.DecisionExpect,
    }
    parents = [x for x in loc[:-1] if isinstance(x, str) and x not in INTERNAL_TAGS]
    cls: Any = model.Scenario
    if parents:
        last = parents[-1]
        if parents[-2:-1] == ["players"] and "setup" in parents:
            cls = model.PlayerSetup
        elif parents[-2:-1] == ["players"] or last == "players":
            cls = model.PlayerExpect
        elif len(parents) >= 2 and parents[-2] == "permanents":
            cls = model.PermanentExpect
        elif len(parents) >= 2 and parents[-2] == "spells":
            cls = model.SpellExpect
        elif last in owners:
            cls = owners[last]
        elif last in ("expect",):
            cls = model.Expect
        else:
            cls = None
    if cls is None:
        return ""
    hidden = {"act", "until"} | ({"players"} if cls is model.Expect else set())
    names = [f.alias or n for n, f in cls.model_fields.items() if n not in hidden]
    if cls is model.Expect:
        names.append("<player name>")
    return "; expected one of: " + ", ".join(names)


# ----------------------------------------------------------------------------- names


def _check_names(sc: Scenario) -> Iterator[tuple[Path_, str]]:
    """Card names against the database, player names against ``setup.players``."""
    players = list(sc.setup.players)
    pset = {p.casefold() for p in players}
    if not 2 <= len(players) <= MAX_PLAYERS:
        yield ("setup", "players"), (f"a scenario has two to {MAX_PLAYERS} players (got "
                                     f"{len(players)}: {', '.join(players) or 'none'})")
    if sc.setup.active is not None and sc.setup.active not in players:
        yield ("setup", "active"), _unknown_player(sc.setup.active, players)

    def card(name: str, path: Path_, *, tokens: bool = True) -> Iterator[tuple[Path_, str]]:
        try:
            canonical(name, tokens=tokens)
        except UnknownCardError as exc:
            yield path, str(exc)

    def ref(text: str, path: Path_, *, players_ok: bool = True
            ) -> Iterator[tuple[Path_, str]]:
        if players_ok and text.casefold() in pset:
            return
        r = parse_ref(text)
        if r.player is not None and r.player.casefold() not in pset:
            yield path, _unknown_player(r.player, players)
        yield from card(r.name, path)

    def player(name: str | None, path: Path_) -> Iterator[tuple[Path_, str]]:
        if name is not None and name.casefold() not in pset:
            yield path, _unknown_player(name, players)

    for i, name in enumerate(sc.cards):
        yield from card(name, ("cards", i), tokens=False)
    for i, name in enumerate(sc.setup.allow_unsupported):
        yield from card(name, ("setup", "allow_unsupported", i), tokens=False)
    for i, rule in enumerate(sc.rules):
        if rule_text(rule) is None:
            yield ("rules", i), f"the Comprehensive Rules have no section {rule}"
    for pname, ps in sc.setup.players.items():
        base: Path_ = ("setup", "players", pname)
        for zone in ("hand", "graveyard", "exile", "library"):
            for i, name in enumerate(getattr(ps, zone)):
                yield from card(name, (*base, zone, i), tokens=False)
        for i, perm in enumerate(ps.battlefield):
            if perm.token is not None:
                if perm.token.casefold() not in token_names():
                    yield (*base, "battlefield", i, "token"), (
                        f"unknown token {perm.token!r}; tokens are: "
                        f"{', '.join(sorted(token_names().values()))}")
            elif perm.card:
                yield from card(perm.card, (*base, "battlefield", i, "card"), tokens=False)
            if perm.copy_of is not None:
                yield from card(perm.copy_of, (*base, "battlefield", i, "copy_of"),
                                tokens=False)
            if perm.attached_to is not None:
                yield from ref(perm.attached_to, (*base, "battlefield", i, "attached_to"),
                               players_ok=False)
            yield from player(perm.owner, (*base, "battlefield", i, "owner"))
        for d in ("monarch", "initiative"):
            # One player at most is the monarch / has the initiative [724.3, 725.3].
            if d in ps.designations and pname != players[0] and \
                    d in sc.setup.players[players[0]].designations:
                yield (*base, "designations", ps.designations.index(d)), {
                    "monarch": "only one player can be the monarch [724.3]",
                    "initiative": "only one player can have the initiative [725.3]"}[d]
    _compile_setup_cards(sc)
    for i, step in enumerate(sc.actions):
        path: Path_ = ("actions", i)
        if isinstance(step, PlayerStep):
            if step.player.casefold() not in pset:
                yield (*path, step.player), _unknown_player(step.player, players)
            yield from _check_act(step.act, (*path, step.player), card, ref)
        elif isinstance(step, ExpectStep):
            yield from _check_expect(step.expect, (*path, "expect"), pset, players, card,
                                     ref, player)
        elif isinstance(step, RefusedStep):
            inner = step.refused
            rpath = (*path, "refused", inner.player)
            if inner.player.casefold() not in pset:
                yield rpath, _unknown_player(inner.player, players)
            yield from _check_act(inner.act, rpath, card, ref)
        elif isinstance(step, PassUntilStep):
            pass
    if sc.expect is not None:
        yield from _check_expect(sc.expect, ("expect",), pset, players, card, ref, player)
    # Keep the cards list in Oracle spelling for the coverage index.
    sc.cards = [_safe_canonical(n) for n in sc.cards]


def _check_support(sc: Scenario, allow_all: bool) -> Iterator[tuple[Path_, str]]:
    """Every card the setup builds must be one the engine plays [never a blank card], or be
    allowed to play as a blank; an allowance for a supported card is stale and refused."""
    import aetherworks.compiler  # noqa: F401  (support depends on the registered definitions)
    from aetherworks.engine.cardpool import support

    allowed = {support(n).name: i for i, n in enumerate(sc.setup.allow_unsupported)}
    used: set[str] = set()
    blanks: dict[str, None] = {}
    for pname, ps in sc.setup.players.items():
        base: Path_ = ("setup", "players", pname)
        named = [((*base, zone, i), n) for zone in ("library", "hand", "graveyard", "exile")
                 for i, n in enumerate(getattr(ps, zone))]
        for i, perm in enumerate(ps.battlefield):
            # A card, and the card a copy copies (its abilities are the copy's [707.2]).
            named += [((*base, "battlefield", i, key), name) for key, name in (
                ("card", perm.card), ("copy_of", perm.copy_of)) if name]
        for path, name in named:
            sup = support(name)
            if sup.status != "unsupported":  # a scenario exercises compiled cards itself
                continue
            if sup.name in allowed or allow_all:
                used.add(sup.name)
                blanks[sup.name] = None
                continue
            yield path, (f"unsupported card {sup.name!r}: the engine cannot play it "
                         f"({sup.reason}); list it under setup.allow_unsupported to play it "
                         "as a blank")
    for name, i in allowed.items():
        sup = support(name)
        if sup.status != "unsupported":
            yield ("setup", "allow_unsupported", i), (
                f"{name!r} is supported ({sup.status}): remove it from allow_unsupported")
        elif name not in used:
            yield ("setup", "allow_unsupported", i), (
                f"{name!r} is not in the setup: remove it from allow_unsupported")
    sc._blanks = tuple(sorted(blanks))


def _compile_setup_cards(sc: Scenario) -> None:
    """Compile the setup's cards now, so the tokens they create (known once a definition
    is registered [111.4]) can be named by the actions and expectations."""
    import aetherworks.compiler  # noqa: F401  (support depends on the registered definitions)
    from aetherworks.engine.cardpool import support

    for ps in sc.setup.players.values():
        for name in (*ps.hand, *ps.graveyard, *ps.exile, *ps.library,
                     *(perm.card for perm in ps.battlefield if perm.card)):
            with contextlib.suppress(UnknownCardError):  # reported with its place above
                support(name)


def _safe_canonical(name: str) -> str:
    try:
        from aetherworks.carddb import get_db

        card = get_db().find(name)
        return card.name if card else name
    except UnknownCardError:
        return name


def _check_act(act: PlayerAct, path: Path_, card: Any, ref: Any
               ) -> Iterator[tuple[Path_, str]]:
    for verb in ("cast", "activate", "play"):
        name = getattr(act, verb)
        if name is not None:
            yield from ref(name, (*path, verb), players_ok=False)
    for fld in ("targets", "target"):
        for j, t in enumerate(getattr(act, fld) or []):
            yield from ref(t, (*path, fld, j))
    for j, (attacker, defender) in enumerate(act.attack or []):
        yield from ref(attacker, (*path, "attack", j), players_ok=False)
        if defender is not None:
            yield from ref(defender, (*path, "attack", attacker))
    for blocker, attacker in act.block_pairs():
        yield from ref(blocker, (*path, "block", blocker), players_ok=False)
        yield from ref(attacker, (*path, "block", blocker), players_ok=False)
    for j, name in enumerate(act.exert):
        yield from ref(name, (*path, "exert", j), players_ok=False)
    for j, (name, _ability) in enumerate(act.sources):
        if name.casefold() != "auto":
            yield from ref(name, (*path, "mana", j), players_ok=False)
    for j, name in enumerate(act.order or []):
        yield from ref(name, (*path, "order", j), players_ok=False)


def _check_expect(exp: Expect, path: Path_, pset: set[str], players: list[str], card: Any,
                  ref: Any, player: Any) -> Iterator[tuple[Path_, str]]:
    for pname, pe in exp.players.items():
        if pname.casefold() not in pset:
            fields = ", ".join(f for f in Expect.model_fields if f != "players")
            yield (*path, pname), (f"{pname!r} is neither a field of expect nor a player "
                                   f"(players: {', '.join(players)}; fields: {fields})")
            continue
        for zone in ("hand", "battlefield", "graveyard", "exile"):
            zm = getattr(pe, zone)
            if zm is None:
                continue
            for key in ("exactly", "includes", "excludes"):
                for j, name in enumerate(getattr(zm, key) or []):
                    zpath = (*path, pname, zone, j) if key == "exactly" else (
                        *path, pname, zone, key, j)
                    yield from card(name, zpath)
        for j, name in enumerate(pe.library_top or []):
            yield from card(name, (*path, pname, "library_top", j))
    for key, pe2 in exp.permanents.items():
        yield from ref(key, (*path, "permanents", key), players_ok=False)
        yield from player(pe2.controller, (*path, "permanents", key, "controller"))
        yield from player(pe2.owner, (*path, "permanents", key, "owner"))
        if pe2.attached_to is not None:
            yield from ref(pe2.attached_to, (*path, "permanents", key, "attached_to"))
        for j, attacker in enumerate(pe2.blocking or []):
            yield from ref(attacker, (*path, "permanents", key, "blocking", j), players_ok=False)
        if pe2.name is not None:
            yield from card(pe2.name, (*path, "permanents", key, "name"))
    for key, se in exp.spells.items():
        yield from ref(key, (*path, "spells", key), players_ok=False)
        yield from player(se.controller, (*path, "spells", key, "controller"))
        for j, t in enumerate(se.targets or []):
            yield from ref(t, (*path, "spells", key, "targets", j))
        if se.name is not None:
            yield from card(se.name, (*path, "spells", key, "name"))
    for j, name in enumerate(exp.stack or []):
        yield from ref(name, (*path, "stack", j), players_ok=False)
    for fld in ("events", "not_events"):
        ev: EventMatch
        for j, ev in enumerate(getattr(exp, fld)):
            yield from player(ev.player, (*path, fld, j, "player"))
            for part in ("obj", "other"):
                val = getattr(ev, part)
                if val is not None:
                    yield from ref(val, (*path, fld, j, part))
    if exp.result is not None:
        yield from player(exp.result.winner, (*path, "result", "winner"))
    if exp.decision is not None:
        yield from player(exp.decision.player, (*path, "decision", "player"))
    for fld in ("offered", "not_offered"):
        for j, act in enumerate(getattr(exp, fld)):
            yield from _check_act(act, (*path, fld, j), card, ref)


def _unknown_player(name: str, players: list[str]) -> str:
    return f"unknown player {name!r}; the players are {', '.join(players)}"
