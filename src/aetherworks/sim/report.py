"""Exports of a simulation run, two decks or a table: JSON, CSV (one row per game) and a
single-file HTML report.

The HTML report embeds its plots as base64 PNG images (matplotlib, Agg backend) and its
style inline: one file, no external assets, opens in any browser.
"""

from __future__ import annotations

import base64
import csv
import html
import io
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from aetherworks.sim.simulate import RunFigures, csv_fields

COLORS = ("#2f6db5", "#d0612b", "#3a9a4d", "#8e5ab5", "#c7a02a", "#5a6b7b")


# ---------------------------------------------------------------------------- JSON / CSV


def to_json(result: RunFigures) -> str:
    """Settings, summary and one record per game, as JSON text."""
    return json.dumps(result.to_dict(), indent=2)


def write_json(result: RunFigures, path: Path | str) -> None:
    Path(path).write_text(to_json(result) + "\n", encoding="utf-8")


def write_csv(result: RunFigures, path: Path | str) -> None:
    """One row per game: who played first (at a table, the deck in each seat), winner,
    turns, kill turn, then per deck mulligans, life, energy, spells, and the cards of each
    deck that played as blanks ("; "-separated, empty if none)."""
    sides = result.sides
    blanks = {f"blanks_{s.lower()}": "; ".join(b)
              for s, b in zip(sides, result.blanks, strict=True)}
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(csv_fields(sides)))
        writer.writeheader()
        for g in result.games:
            writer.writerow({**g.row(sides), **blanks})


def write_html(result: RunFigures, path: Path | str) -> None:
    Path(path).write_text(render_html(result), encoding="utf-8")


# ---------------------------------------------------------------------------- plots


def _png(fig: Any) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def labels(result: RunFigures) -> list[str]:
    """Each deck as reports name it: its side (A, B or 1, 2, 3...) and name."""
    return [f"{s}: {d}" for s, d in zip(result.sides, result.decks, strict=True)]


def ordinal(k: int) -> str:
    """A seat position as reports name it: 1st, 2nd, 3rd, 4th..."""
    return f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}"


def _color(p: int) -> str:
    return COLORS[p % len(COLORS)]


def _cluster(centres: Iterable[float], p: int, count: int, width: float) -> list[float]:
    """Where bar ``p`` of ``count`` side by side stands at each of ``centres``."""
    return [c + (p - (count - 1) / 2) * width for c in centres]


def _plot_rates(series: list[tuple[str, list[dict[str, Any]]]], groups: list[str],
                baseline: float) -> str:
    """Bars of win rates with their 95% intervals as error bars: one colour a series (a
    deck), one cluster a group (overall, on the play... or a seat position)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.6))
    width = 0.76 / len(series)
    for p, (label, rates) in enumerate(series):
        xs = _cluster(range(len(groups)), p, len(series), width)
        lo = [r["rate"] - r["ci95"][0] for r in rates]
        hi = [r["ci95"][1] - r["rate"] for r in rates]
        ax.bar(xs, [r["rate"] for r in rates], width, yerr=[lo, hi], capsize=4,
               color=_color(p), label=label)
    ax.axhline(baseline, color="#888", lw=0.8, ls="--")
    ax.set_xticks(range(len(groups)), groups)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (95% Wilson CI)")
    if len(series) > 1:
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=min(3, len(series)),
                  frameon=False)
    return _png(fig)


def _plot_dists(result: RunFigures, dists: list[dict[Any, int]], xlabel: str,
                names: list[str] | None = None) -> str:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    keys = sorted({int(k) for d in dists for k in d})
    width = 0.8 / max(1, len(dists))
    names = names or labels(result)
    for p, d in enumerate(dists):
        counts = {int(k): v for k, v in d.items()}
        xs = _cluster(keys, p, len(dists), width)
        ax.bar(xs, [counts.get(k, 0) for k in keys], width, color=_color(p), label=names[p])
    if 0 < len(keys) <= 20:
        ax.set_xticks(keys)
    else:
        from matplotlib.ticker import MaxNLocator

        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    if len(dists) > 1:
        ax.legend(frameon=False)
    return _png(fig)


def _plot_energy(result: RunFigures, summary: dict[str, Any]) -> str:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    parts = ("gained", "spent", "unspent")
    decks = summary["decks"]
    names = labels(result)
    width = 0.76 / len(decks)
    for p, deck in enumerate(decks):
        xs = _cluster(range(len(parts)), p, len(decks), width)
        ax.bar(xs, [deck["energy"][k] for k in parts], width, color=_color(p),
               label=names[p])
    ax.set_xticks(range(len(parts)), ["gained", "spent", "left unspent"])
    ax.set_ylabel("energy per game (mean)")
    ax.legend(frameon=False)
    return _png(fig)


def _plot_most_cast(deck: dict[str, Any], color: str) -> str:
    import matplotlib.pyplot as plt

    top = deck["most_cast"][:10][::-1]
    fig, ax = plt.subplots(figsize=(5, 0.35 * max(3, len(top)) + 0.6))
    ax.barh([name for name, _ in top], [k for _, k in top], color=color)
    ax.set_xlabel("times cast")
    return _png(fig)


# ---------------------------------------------------------------------------- HTML

_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2em auto;
max-width:980px;color:#222;padding:0 1em}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.3em .6em;
text-align:right}th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}
.meta{color:#555}img{max-width:100%}.cols{display:flex;gap:1em;flex-wrap:wrap}
.cols>div{flex:1;min-width:300px}
.blanks{background:#fde2e2;border:2px solid #c0392b;padding:.6em;font-weight:bold}
"""


def _pct(r: dict[str, Any]) -> str:
    lo, hi = r["ci95"]
    return f"{r['rate']:.1%} [{lo:.1%}, {hi:.1%}] ({r['wins']}/{r['games']})"


def _img(b64: str, alt: str) -> str:
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{b64}">'


def blanks_html(blanks: dict[str, tuple[str, ...]]) -> str:
    """A banner naming the cards that played as blanks, per deck ("" when none)."""
    from aetherworks.sim.decks import blanks_warning

    text = blanks_warning(blanks)
    return f'<p class="blanks">{html.escape(text)}</p>' if text else ""


def _errors_html(summary: dict[str, Any]) -> str:
    errors = summary.get("errors", {})
    if not errors.get("count"):
        return ""
    items = "".join(f"<li>game {i} (seed {seed}): {html.escape(msg)}</li>"
                    for i, seed, msg in errors["games"])
    return (f"<p><strong>{errors['count']} game(s) stopped on an error</strong> and are left "
            f"out of every figure:</p><ul>{items}</ul>")


def _positions_html(summary: dict[str, Any]) -> list[str]:
    """A table's win rate per seat position (1st = took the first turn), with a plot."""
    rows = summary.get("positions")
    if not rows:
        return []
    cells = "".join(f"<tr><td>{ordinal(r['position'])}</td><td>{_pct(r['win'])}</td></tr>"
                    for r in rows)
    plot = _plot_rates([("positions", [r["win"] for r in rows])],
                       [ordinal(r["position"]) for r in rows], 1 / len(rows))
    return ["<h2>Seat positions</h2>",
            "<p>Win rate by position in turn order, whatever the deck: the 1st position took "
            "the first turn [103.1].</p>",
            f"<table><tr><th>position</th><th>win rate [95% CI]</th></tr>{cells}</table>",
            _img(plot, "win rates by seat position")]


def render_html(result: RunFigures) -> str:
    """A self-contained HTML report of a run (plots embedded as base64 PNG)."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    s = result.summary()
    e = html.escape
    decks = s["decks"]
    names = labels(result)
    groups = [g for g in ("win", "on_play", "on_draw") if g in decks[0]]
    heads = {"win": "win rate [95% CI]", "on_play": "on the play", "on_draw": "on the draw"}
    rows = "".join(
        f"<tr><td>{e(names[p])}</td><td>{e(d['agent'])}</td>"
        + "".join(f"<td>{_pct(d[g])}</td>" for g in groups)
        + f"<td>{d['kill_turn']['median']:g}</td><td>{d['mulligans']['mean']:.2f}</td>"
        f"<td>{d['energy']['gained']:.1f} / {d['energy']['spent']:.1f} / "
        f"{d['energy']['unspent']:.1f}</td><td>{d['spells_cast']:.1f}</td></tr>"
        for p, d in enumerate(decks))
    settings = result.settings()
    meta = " · ".join(f"{k}: {e(str(v))}" for k, v in settings.items()
                      if k not in ("deck_a", "deck_b", "decks"))
    turns = s["turns"]
    most = "".join(
        f"<div><h3>{e(names[p])}</h3>{_img(_plot_most_cast(d, _color(p)), 'most cast')}"
        "<table><tr><th>card</th><th>cast</th><th>per game</th></tr>"
        + "".join(f"<tr><td>{e(name)}</td><td>{k}</td><td>{k / max(1, s['games']):.2f}</td>"
                  "</tr>" for name, k in d["most_cast"])
        + "</table></div>" for p, d in enumerate(decks))
    rates = _plot_rates([(names[p], [d[g] for g in groups]) for p, d in enumerate(decks)],
                        ["overall", "on the play", "on the draw"][:len(groups)],
                        1 / len(decks))
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Aetherworks simulation: {e(' vs '.join(result.decks))}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>{e(' vs '.join(names))}</h1>",
        blanks_html(dict(zip(names, result.blanks, strict=True))),
        f'<p class="meta">{meta}</p>',
        "<h2>Win rates</h2>",
        "<table><tr><th>deck</th><th>agent</th>"
        + "".join(f"<th>{heads[g]}</th>" for g in groups)
        + "<th>median kill turn</th><th>mulligans/game</th>"
        "<th>energy gained / spent / unspent per game</th><th>spells/game</th></tr>"
        f"{rows}</table>",
        f"<p>Draws (turn limit, or the last players losing at once): {s['draws']} of "
        f"{s['games']}.</p>",
        _errors_html(s),
        _img(rates, "win rates"),
        *_positions_html(s),
        "<h2>Game length</h2>",
        f"<p>Turns per game (every player's turns): mean {turns['mean']:.1f}, median "
        f"{turns['median']:g}, 10th–90th percentile {turns['p10']:g}–{turns['p90']:g}, "
        f"range {turns['min']}–{turns['max']}.</p>",
        _img(_plot_dists(result, [turns["distribution"]], "game turns", ["games"]),
             "game length"),
        "<h2>Kill turn</h2>",
        "<p>The winner's own turn number when the game ended.</p>",
        _img(_plot_dists(result, [d["kill_turn"]["distribution"] for d in decks],
                         "winner's turn"), "kill turns"),
        "<h2>Mulligans</h2>",
        _img(_plot_dists(result, [d["mulligans"]["distribution"] for d in decks],
                         "mulligans taken"), "mulligans"),
        "<h2>Energy</h2>",
        _img(_plot_energy(result, s), "energy"),
        "<h2>Most-cast cards</h2>",
        f'<div class="cols">{most}</div>',
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"
