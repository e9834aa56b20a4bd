"""Text rendering of a view for the terminal: board, stack, log, and the decision."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from aetherworks.engine import View
from aetherworks.engine.view import CardView


def card_line(c: CardView) -> str:
    pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
    flags = []
    if c.tapped:
        flags.append("tapped")
    if c.damage:
        flags.append(f"{c.damage} dmg")
    for kind, n in c.counters:
        flags.append(f"{n}×{kind}")
    if c.attacking:
        flags.append("attacking")
    if c.blocking:
        flags.append("blocking")
    if c.sick and "Creature" in c.types:
        flags.append("sick")
    extra = f" ({', '.join(flags)})" if flags else ""
    return f"{c.name}{pt}{extra}"


def board(view: View) -> Group:
    """Both players' life and energy, the viewer's hand, the battlefield, the stack."""
    rows = []
    for p in view.players:
        counters = ", ".join(f"{k} {v}" for k, v in p.counters) or "none"
        head = Text(f"{p.name}: life {p.life} · energy {p.energy} · counters {counters} · "
                    f"hand {p.hand_size} · library {p.library_size} · graveyard "
                    f"{len(p.graveyard)}", style="bold")
        perms = [card_line(c) for c in view.battlefield if c.controller == p.index]
        table = Table.grid(padding=(0, 2))
        table.add_row(head)
        table.add_row("Battlefield: " + ("; ".join(perms) or "—"))
        if p.hand is not None:
            table.add_row("Hand: " + ("; ".join(f"{c.name} {c.mana_cost}" for c in p.hand)
                                      or "—"))
        rows.append(table)
    if view.stack:
        rows.append(Text("Stack (top last): " + "; ".join(c.name for c in view.stack)))
    title = f"Turn {view.turn} · {view.players[view.active].name}'s {view.step}"
    return Group(Panel(Group(*rows), title=title))
