"""Text rendering of a view for the terminal's prompt loop: board, stack and decision, in the
player's language (every word from the message catalogues, card names from the card data)."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from aetherworks.carddb.i18n import Translator
from aetherworks.engine import View
from aetherworks.engine.view import CardView


def card_line(c: CardView, tr: Translator) -> str:
    pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
    flags = []
    if c.tapped:
        flags.append(tr.ui("tapped"))
    if c.damage:
        flags.append(f"{c.damage} {tr.ui('damage')}")
    for kind, n in c.counters:
        flags.append(f"{n}×{tr.word('counter', kind)}")
    if c.attacking:
        flags.append(tr.ui("attacking"))
    if c.blocking:
        flags.append(tr.ui("blocking"))
    if c.sick and "Creature" in c.types:
        flags.append(tr.ui("sick"))
    extra = f" ({', '.join(flags)})" if flags else ""
    return f"{tr.name(c.name)}{pt}{extra}"


def board(view: View, tr: Translator | None = None) -> Group:
    """Both players' life and energy, the viewer's hand, the battlefield, the stack."""
    tr = tr or Translator()
    rows = []
    for p in view.players:
        counters = ", ".join(f"{tr.word('counter', k)} {v}" for k, v in p.counters)
        counters = f"{tr.ui('counters')} {counters} · " if counters else ""
        head = Text(f"{p.name}: {tr.ui('life')} {p.life} · {tr.ui('energy')} {p.energy} · "
                    f"{counters}{tr.ui('hand')} {p.hand_size} · "
                    f"{tr.ui('library')} {p.library_size} · {tr.ui('graveyard')} "
                    f"{len(p.graveyard)}", style="bold")
        perms = [card_line(c, tr) for c in view.battlefield if c.controller == p.index]
        table = Table.grid(padding=(0, 2))
        table.add_row(head)
        table.add_row(f"{tr.ui('battlefield')}: " + ("; ".join(perms) or "—"))
        if p.hand is not None:
            table.add_row(f"{tr.ui('your_hand')}: " + (
                "; ".join(f"{tr.name(c.name)} {c.mana_cost}" for c in p.hand) or "—"))
        rows.append(table)
    if view.stack:
        rows.append(Text(f"{tr.ui('stack')}: " + "; ".join(tr.name(c.name)
                                                           for c in view.stack)))
    title = f"{tr.ui('turn')} {view.turn} · {view.players[view.active].name} · " \
        f"{tr.word('step', view.step)}"
    return Group(Panel(Group(*rows), title=title))
