"""A deck against a field (a gauntlet), and every deck of a field against every other (a
round robin): many :func:`~aetherworks.sim.simulate.simulate` runs, one table, one report.

A *field* is a folder of decklists, or the name of embedded decks: ``embedded`` (every
embedded 60-card deck with a published source) or a format such as ``modern`` (the
embedded decks of that format).  Each match-up is an ordinary run: the same seeds, the same
records and summary, alternating play and draw, stored in the history like any other.

>>> r = round_robin(["temur-energy", "gruul-sample", "red-energy"], 2, agents="random")
>>> [(m.deck_a, m.deck_b) for m in r.matchups]
[('temur-energy', 'gruul-sample'), ('temur-energy', 'red-energy'), ('gruul-sample', 'red-energy')]
"""

from __future__ import annotations

import csv
import html
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from aetherworks.sim import stats
from aetherworks.sim.simulate import Progress, SimError, SimResult, resolve_deck, simulate

DECK_SUFFIXES = (".txt", ".dek", ".dck")


@dataclass
class FieldResult:
    """The match-ups of a gauntlet (deck A is always the gauntlet's deck) or of a round
    robin (each pair once, in field order), and the decks left out with the reason."""

    mode: Literal["gauntlet", "round-robin"]
    decks: list[str]
    matchups: list[SimResult]
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def rows(self) -> list[dict[str, Any]]:
        """One row per match-up, from deck A's side: win rate overall, on the play and on
        the draw, each with its 95% Wilson interval; draws; games that stopped on an error."""
        out = []
        for m in self.matchups:
            s = m.summary()
            a = s["decks"][0]
            out.append({"deck_a": m.deck_a, "deck_b": m.deck_b, "games": s["games"],
                        "win": a["win"], "on_play": a["on_play"], "on_draw": a["on_draw"],
                        "draws": s["draws"], "errors": s["errors"]["count"],
                        "blanks": s["blanks"]})
        return out

    def standings(self) -> list[dict[str, Any]]:
        """Each deck's games, wins and win rate (with its interval) over all its match-ups,
        best first."""
        wins: dict[str, list[int]] = {d: [0, 0] for d in self.decks}
        for m in self.matchups:
            s = m.summary()
            for p, deck in enumerate((m.deck_a, m.deck_b)):
                wins.setdefault(deck, [0, 0])
                wins[deck][0] += s["decks"][p]["win"]["wins"]
                wins[deck][1] += s["games"]
        table = [{"deck": d, "win": stats.rate(w, n)} for d, (w, n) in wins.items() if n]
        return sorted(table, key=lambda r: (-r["win"]["rate"], r["deck"]))

    def blanks(self) -> dict[str, tuple[str, ...]]:
        """Per deck, the cards that played as blanks (only decks that had any)."""
        out: dict[str, tuple[str, ...]] = {}
        for m in self.matchups:
            for deck, b in ((m.deck_a, m.blanks[0]), (m.deck_b, m.blanks[1])):
                if b:
                    out[deck] = b
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the table, the standings, what was skipped and every match-up's
        settings and summary (per-game records are in each run's own export)."""
        return {"mode": self.mode, "decks": self.decks,
                "blanks": {k: list(v) for k, v in self.blanks().items()},
                "skipped": [list(s) for s in self.skipped], "rows": self.rows(),
                "standings": self.standings(),
                "matchups": [{"settings": m.settings(), "summary": m.summary()}
                             for m in self.matchups]}


def field_decks(spec: str) -> list[str]:
    """The decks of a field: the decklist files of a folder (not its sub-folders), or the
    embedded decks a name stands for (``embedded`` or a format name)."""
    path = Path(spec)
    if path.is_dir():
        files = sorted(str(p) for p in path.iterdir()
                       if p.is_file() and p.suffix.lower() in DECK_SUFFIXES)
        if not files:
            raise SimError(f"{spec}: no decklists (*.txt, *.dek, *.dck) in this folder")
        return files
    from aetherworks.carddb.construction import FORMATS
    from aetherworks.carddb.decklist import DECKS_DIR, load_deck

    embedded = []
    for p in sorted(DECKS_DIR.glob("*.txt")):
        meta = load_deck(str(p)).meta
        if "source" in meta and meta.get("format") != "commander" and (
                spec == "embedded" or meta.get("format") == spec):
            embedded.append(p.stem)
    if not embedded:
        names = ", ".join(["embedded", *(f for f in FORMATS if f not in (
            "constructed", "commander", "freeform", "pioneer"))])
        raise SimError(f"{spec}: neither a folder of decklists nor a field of embedded decks "
                       f"({names})")
    return embedded


def _check_field(decks: list[str], fmt: str | None, allow_unsupported: bool
                 ) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Load every deck first, so a bad one stops the run before any game: (spec, display
    name) of each deck to play, and (spec, why) of each left out.  Commander decks are left
    out (two-player Commander is not played yet) unless ``fmt`` says otherwise; any other
    problem of any deck is one error listing them all."""
    from aetherworks.carddb.decklist import load_deck

    ok: list[tuple[str, str]] = []
    skipped: list[tuple[str, str]] = []
    problems: list[str] = []
    for spec in decks:
        try:
            if fmt is None and load_deck(spec).commander:
                skipped.append((spec, "a Commander deck (two-player Commander is not played)"))
                continue
            name, _, _ = resolve_deck(spec, fmt=fmt, allow_unsupported=allow_unsupported)
        except ValueError as exc:  # SimError, or the decklist's own DeckError
            problems.append(str(exc))
            continue
        ok.append((spec, name))
    if problems:
        raise SimError("\n".join(problems))
    return ok, skipped


def _run_all(pairs: list[tuple[str, str]], n: int, progress: Progress | None,
             **kwargs: Any) -> list[SimResult]:
    total = n * len(pairs)
    report: Callable[[int, int], Any] = progress or (lambda done, total: None)
    results = []
    for k, (a, b) in enumerate(pairs):
        def step(done: int, _total: int, before: int = k * n) -> None:
            report(before + done, total)

        results.append(simulate(a, b, n, progress=step, **kwargs))
    return results


def gauntlet(deck: str, field_spec: str, n: int, *, progress: Progress | None = None,
             fmt: str | None = None, allow_unsupported: bool = False, **kwargs: Any
             ) -> FieldResult:
    """``deck`` against every deck of the field, ``n`` games each (``kwargs`` go to
    :func:`simulate`: agents, seed, workers, backend, max_turns, play_first...)."""
    opponents, skipped = _check_field(field_decks(field_spec), fmt, allow_unsupported)
    name, _, _ = resolve_deck(deck, fmt=fmt, allow_unsupported=allow_unsupported)
    if not opponents:
        raise SimError(f"{field_spec}: no deck to play against")
    results = _run_all([(deck, o) for o, _ in opponents], n, progress, fmt=fmt,
                       allow_unsupported=allow_unsupported, **kwargs)
    return FieldResult("gauntlet", [name, *(o for _, o in opponents)], results, skipped)


def round_robin(field_spec: str | list[str], n: int, *, progress: Progress | None = None,
                fmt: str | None = None, allow_unsupported: bool = False, **kwargs: Any
                ) -> FieldResult:
    """Every deck of the field against every other once, ``n`` games per pairing."""
    specs = field_decks(field_spec) if isinstance(field_spec, str) else list(field_spec)
    decks, skipped = _check_field(specs, fmt, allow_unsupported)
    if len(decks) < 2:
        raise SimError("a round robin needs at least two decks")
    pairs = [(a, b) for i, (a, _) in enumerate(decks) for b, _ in decks[i + 1:]]
    results = _run_all(pairs, n, progress, fmt=fmt, allow_unsupported=allow_unsupported,
                       **kwargs)
    return FieldResult("round-robin", [name for _, name in decks], results, skipped)


# ---------------------------------------------------------------------------- exports


def write_json(result: FieldResult, path: Path | str) -> None:
    Path(path).write_text(json.dumps(result.to_dict(), indent=2) + "\n", encoding="utf-8")


CSV_FIELDS = ("deck_a", "deck_b", "games", "wins_a", "win_rate_a", "ci95_low", "ci95_high",
              "on_play_rate_a", "on_play_low", "on_play_high", "on_draw_rate_a", "on_draw_low",
              "on_draw_high", "draws", "errors", "blanks_a", "blanks_b")


def write_csv(result: FieldResult, path: Path | str) -> None:
    """One row per match-up, from deck A's side."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(CSV_FIELDS))
        writer.writeheader()
        for r in result.rows():
            row: dict[str, Any] = {"deck_a": r["deck_a"], "deck_b": r["deck_b"],
                                   "games": r["games"], "wins_a": r["win"]["wins"],
                                   "draws": r["draws"], "errors": r["errors"],
                                   "blanks_a": "; ".join(r["blanks"].get("A", [])),
                                   "blanks_b": "; ".join(r["blanks"].get("B", []))}
            for key, name in (("win", "win_rate_a"), ("on_play", "on_play_rate_a"),
                              ("on_draw", "on_draw_rate_a")):
                prefix = "ci95" if key == "win" else key
                row[name] = round(r[key]["rate"], 4)
                row[f"{prefix}_low"], row[f"{prefix}_high"] = (round(x, 4)
                                                               for x in r[key]["ci95"])
            writer.writerow(row)


def _plot(result: FieldResult) -> str:
    import matplotlib.pyplot as plt

    from aetherworks.sim.report import COLORS, _png

    if result.mode == "gauntlet":
        rows = result.rows()
        fig, ax = plt.subplots(figsize=(7, 0.45 * len(rows) + 1.2))
        ys = range(len(rows))
        rates = [r["win"]["rate"] for r in rows]
        err = [[r["win"]["rate"] - r["win"]["ci95"][0] for r in rows],
               [r["win"]["ci95"][1] - r["win"]["rate"] for r in rows]]
        ax.barh(list(ys), rates, xerr=err, capsize=3, color=COLORS[0])
        ax.set_yticks(list(ys), [r["deck_b"] for r in rows])
        ax.invert_yaxis()
        ax.axvline(0.5, color="#888", lw=0.8, ls="--")
        ax.set_xlim(0, 1)
        ax.set_xlabel(f"{result.decks[0]} win rate (95% Wilson CI)")
        return _png(fig)
    decks = result.decks
    grid = [[float("nan")] * len(decks) for _ in decks]
    for r in result.rows():
        i, j = decks.index(r["deck_a"]), decks.index(r["deck_b"])
        grid[i][j] = r["win"]["rate"]
        grid[j][i] = (r["games"] - r["win"]["wins"] - r["draws"]) / max(1, r["games"])
    fig, ax = plt.subplots(figsize=(1.0 * len(decks) + 3, 0.8 * len(decks) + 2))
    im = ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=1)
    ax.set_xticks(range(len(decks)), decks, rotation=45, ha="right")
    ax.set_yticks(range(len(decks)), decks)
    for i in range(len(decks)):
        for j in range(len(decks)):
            if grid[i][j] == grid[i][j]:  # not NaN
                ax.text(j, i, f"{grid[i][j]:.0%}", ha="center", va="center", fontsize=8)
    ax.set_xlabel("opponent")
    fig.colorbar(im, ax=ax, label="row deck's win rate")
    return _png(fig)


def render_html(result: FieldResult) -> str:
    """One self-contained HTML report: the match-up table, standings, a chart."""
    import matplotlib

    from aetherworks.sim.report import _CSS, _img, _pct, blanks_html

    matplotlib.use("Agg", force=True)
    e = html.escape
    title = (f"Gauntlet: {result.decks[0]} against {len(result.decks) - 1} decks"
             if result.mode == "gauntlet" else f"Round robin of {len(result.decks)} decks")
    rows = "".join(
        f"<tr><td>{e(r['deck_a'])}</td><td>{e(r['deck_b'])}</td><td>{r['games']}</td>"
        f"<td>{_pct(r['win'])}</td><td>{_pct(r['on_play'])}</td><td>{_pct(r['on_draw'])}</td>"
        f"<td>{r['draws']}</td><td>{r['errors']}</td></tr>" for r in result.rows())
    standings = "".join(f"<tr><td>{e(s['deck'])}</td><td>{_pct(s['win'])}</td></tr>"
                        for s in result.standings())
    settings = result.matchups[0].settings() if result.matchups else {}
    meta = " · ".join(f"{k}: {e(str(settings[k]))}" for k in (
        "n", "agents", "seed", "max_turns", "play_first") if k in settings)
    skipped = "".join(f"<li>{e(d)}: {e(why)}</li>" for d, why in result.skipped)
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Aetherworks {e(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{e(title)}</h1>", blanks_html(result.blanks()),
        f'<p class="meta">games per match-up: {meta}</p>',
        "<h2>Match-ups</h2><p>Win rates are deck A's, with 95% Wilson intervals (wins/games); "
        "deck A is on the play in half the games.</p>",
        "<table><tr><th>deck A</th><th>deck B</th><th>games</th><th>A wins [95% CI]</th>"
        "<th>A on the play</th><th>A on the draw</th><th>draws</th><th>errors</th></tr>"
        f"{rows}</table>",
        "<h2>Standings</h2><table><tr><th>deck</th><th>win rate over its match-ups</th></tr>"
        f"{standings}</table>",
        _img(_plot(result), "win rates"),
        f"<h2>Left out</h2><ul>{skipped}</ul>" if skipped else "",
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def write_html(result: FieldResult, path: Path | str) -> None:
    Path(path).write_text(render_html(result), encoding="utf-8")
