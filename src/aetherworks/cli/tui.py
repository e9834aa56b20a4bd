"""``aetherworks play`` in a terminal: a keyboard-only Textual app against an AI.

The human is player 0 and the screen is drawn from ``game.view(0)`` only: both players'
life, energy and other counters, the human's hand, the battlefield (P/T, counters, tapped),
the stack, graveyards and library sizes, the recent log with its rule citations, and the
pending decision with numbered options.  The AI answers its own decisions in a worker thread
(from its own view), optionally pausing ``ai_delay`` seconds after each so a person can
follow.

Keys: a digit picks an option (two digits where there are more than ten), arrows + Enter pick
the highlighted one, a number decision has an input box; ``s`` saves the replay, ``q``
saves and quits, ``l`` shows the whole log.  Laid out for 80×24 and up.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from aetherworks.agents import decide
from aetherworks.carddb.i18n import Translator
from aetherworks.engine import Game, IllegalChoice, Replay, View
from aetherworks.engine.view import CardView
from aetherworks.messages import Msg, Who, Word

HUMAN = 0
DEFAULT_SAVE = Path("aetherworks-replay.json")
LOG_LINES = 4


def pack(head: str, entries: list[str], width: int, sep: str = " · ") -> str:
    """``head`` then the entries, wrapped between entries (never inside one) to ``width``."""
    lines: list[str] = []
    line = head
    indent = " " * min(len(head), 4)
    for i, entry in enumerate(entries):
        piece = entry if i == 0 else sep + entry
        if i > 0 and cell_len(line) + cell_len(piece) > width:
            lines.append(line + sep.rstrip())
            line = indent + entry
        else:
            line += piece
    lines.append(line)
    return "\n".join(lines)


class Choices(OptionList):
    """The numbered options: digits pick (buffering a second digit past ten options)."""

    def __init__(self, *options: Any, **kw: Any) -> None:
        super().__init__(*options, **kw)
        self.digits = ""

    def on_key(self, event: events.Key) -> None:
        ch = event.character
        if ch is None or not ch.isdigit():
            return
        event.stop()
        event.prevent_default()
        count = self.option_count
        buf = self.digits + ch
        if int(buf) >= count:
            buf = ch
        n = int(buf)
        if n >= count:
            self.digits = ""
            self.app.bell()
            return
        self.highlighted = n
        if n == 0 or n * 10 >= count:
            self.digits = ""
            self.action_select()
        else:
            self.digits = buf  # Enter takes it as it is; another digit makes it two-digit


class PlayApp(App[str]):
    """One game: the human (player 0) against ``agent`` (player 1)."""

    TITLE = "Aetherworks"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    Screen { layout: vertical; }
    #header { height: 1; background: $primary-background; color: $text; text-style: bold; }
    #board { height: 1fr; min-height: 4; }
    #fulllog { height: 1fr; display: none; }
    #log { height: 4; color: $text-muted; text-wrap: nowrap; text-overflow: ellipsis; }
    #prompt { height: 1; background: $boost; text-style: bold; text-wrap: nowrap;
              text-overflow: ellipsis; }
    #decision { height: 7; }
    #options { width: 1fr; height: 100%; border: none; padding: 0; }
    #number { width: 1fr; display: none; }
    #details { width: 34; height: 100%; padding: 0 1; background: $panel; }
    #keys { height: 1; background: $panel; color: $text-muted; text-wrap: nowrap;
            text-overflow: ellipsis; }
    """
    # The key bar is the translated ``#keys`` line, not Textual's (English) footer.
    BINDINGS = [  # noqa: RUF012 (Textual's own convention)
        Binding("s", "save", "save", priority=True, show=False),
        Binding("q", "quit_game", "quit", priority=True, show=False),
        Binding("l", "toggle_log", "log", priority=True, show=False),
    ]

    def __init__(self, game: Game, agent: Any, *, lang: str | None = None,
                 save_path: Path | None = None, ai_delay: float = 0.0) -> None:
        super().__init__()
        self.game = game
        # One agent for every AI seat, or one per seat ({seat: agent}) at a table.
        self.agents: dict[int, Any] = agent if isinstance(agent, dict) else {
            p.index: agent for p in game.players if p.index != HUMAN}
        self.tr = Translator(lang)
        self.save_path = save_path or DEFAULT_SAVE
        self.ai_delay = ai_delay
        self.busy = False
        self.error: str | None = None
        self.saved_to: Path | None = None
        self._stop = threading.Event()
        # The AI plays in a worker thread; the UI thread reads the game only under this lock.
        self._lock = threading.RLock()
        self._shown_options: tuple[Any, ...] = ()

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with VerticalScroll(id="board"):
            yield Static(id="board-text")
        with VerticalScroll(id="fulllog"):
            yield Static(id="fulllog-text")
        yield Static(id="log")
        yield Static(id="prompt")
        with Horizontal(id="decision"):
            yield Choices(id="options")
            yield Input(id="number", type="integer")
            yield Static(id="details")
        yield Static(id="keys")

    def on_mount(self) -> None:
        self.advance()

    # ------------------------------------------------------------------ game flow

    def advance(self) -> None:
        """Show the human's decision, or let the AI play until there is one."""
        g = self.game
        if g.is_over() or self.error:
            self.refresh_view()
            return
        assert g.decision is not None
        if g.decision.player == HUMAN:
            self.refresh_view()
            return
        self.busy = True
        self.refresh_view()
        self.run_worker(self._ai_loop, thread=True, exclusive=True, group="ai")

    def _ai_loop(self) -> None:
        g = self.game
        try:
            while not self._stop.is_set() and not g.is_over():
                d = g.decision
                assert d is not None
                if d.player == HUMAN:
                    break
                with self._lock:
                    g.apply(decide(self.agents[d.player], g, d))
                if self.ai_delay > 0 and not self._stop.is_set():
                    self.call_from_thread(self.refresh_view)
                    time.sleep(self.ai_delay)
        except Exception as exc:  # an engine or agent bug: show it, keep the replay savable
            self.error = f"AI failed: {type(exc).__name__}: {exc}"
        if not self._stop.is_set():
            self.call_from_thread(self._ai_done)

    def _ai_done(self) -> None:
        self.busy = False
        self.refresh_view()

    def pick(self, answer: int, *, number: bool = False) -> None:
        """The human answers: an option index, or a number for a number decision."""
        g = self.game
        d = g.decision
        if self.busy or d is None or d.player != HUMAN or self.error:
            return
        try:
            if number:
                g.apply(answer)
            else:
                g.apply_index(answer)
        except IllegalChoice as exc:
            self.notify(str(exc), severity="error")
            return
        except Exception as exc:  # an engine bug: say so, keep the replay savable
            self.error = f"engine error: {type(exc).__name__}: {exc}"
        self.advance()

    # ------------------------------------------------------------------ events

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.query_one(Choices).digits = ""
        self.pick(event.option_index)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._show_details(event.option_index)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            n = int(event.value)
        except ValueError:
            self.notify(self.tr.ui("invalid_choice", value=event.value), severity="error")
            return
        event.input.value = ""
        self.pick(n, number=True)

    def action_save(self) -> None:
        path = self.save()
        self.notify(self.tr.ui("saved_to", path=str(path)))

    def action_quit_game(self) -> None:
        self._stop.set()
        self.save()
        self.exit(str(self.saved_to))

    def action_toggle_log(self) -> None:
        board = self.query_one("#board")
        full = self.query_one("#fulllog")
        showing = bool(full.display)
        full.display = not showing
        board.display = showing
        self.refresh_view()
        if full.display:
            full.scroll_end(animate=False)

    def save(self) -> Path:
        with self._lock:
            Replay.of(self.game).save(self.save_path)
        self.saved_to = self.save_path
        return self.save_path

    # ------------------------------------------------------------------ drawing

    def refresh_view(self) -> None:
        with self._lock:
            self._draw()

    def _draw(self) -> None:
        view = self.game.view(HUMAN)
        self.query_one("#header", Static).update(self._header(view))
        self.query_one("#board-text", Static).update(self._board(view))
        if self.query_one("#fulllog").display:
            lines = self._log(0)
            self.query_one("#fulllog-text", Static).update(Text("\n".join(lines)))
        recent = self._log(max(0, len(self.game.log) - 60))[-LOG_LINES:]
        self.query_one("#log", Static).update(Text("\n".join(recent), no_wrap=True,
                                                   overflow="ellipsis"))
        d = view.decision
        keys = "keys_number" if d is not None and d.is_number else "keys"
        self.query_one("#keys", Static).update(Text(self.tr.ui(keys), no_wrap=True,
                                                    overflow="ellipsis"))
        self._decision(view)

    def _log(self, start: int) -> list[str]:
        """The log as the human may read it, in their language, each line with its rule.
        The rule comes first, so a long line never hides it."""
        names = self.game.names(HUMAN)
        return [f"[{cr}] {self.tr.render(m, names)}"
                for m, cr in self.game.log_messages(HUMAN, start)]

    def _header(self, view: View) -> Text:
        tr = self.tr
        active = view.players[view.active].name
        if view.result is not None:
            state = tr.ui("game_over")
        elif self.busy:
            state = tr.ui("ai_thinking")
        elif view.decision is not None:
            state = tr.ui("you_decide")
        else:
            state = ""
        return Text(f" Aetherworks · {tr.ui('turn')} {view.turn} ({active}) · "
                    f"{tr.word('step', view.step)} · {state}", no_wrap=True,
                    overflow="ellipsis")

    def _flags(self, c: CardView) -> str:
        tr = self.tr
        flags = []
        if c.tapped:
            flags.append("T")
        if c.damage:
            flags.append(f"{c.damage} {tr.ui('damage')}")
        for kind, n in c.counters:
            flags.append(f"{n}×{tr.word('counter', kind)}")
        if c.exerted:
            flags.append(tr.ui("exerted"))
        if c.attacking:
            flags.append(tr.ui("attacking"))
        if c.blocking:
            flags.append(tr.ui("blocking"))
        if c.sick and "Creature" in c.types:
            flags.append(tr.ui("sick"))
        return f" [{', '.join(flags)}]" if flags else ""

    def _permanent(self, c: CardView) -> str:
        pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
        return f"{self.tr.name(c.name)}{pt}{self._flags(c)}"

    def _in_hand(self, c: CardView) -> str:
        cost = c.mana_cost if c.mana_cost not in ("", "{0}") or "Land" not in c.types else ""
        return f"{self.tr.name(c.name)} {cost}".rstrip()

    def _board(self, view: View) -> Text:
        tr = self.tr
        width = max(20, (self.query_one("#board").size.width or 80) - 1)
        out = Text()
        n = len(view.players)
        # The opponents in turn order from the human, then the human [101.4].
        order = [*((HUMAN + k) % n for k in range(1, n)), HUMAN]
        for i, idx in enumerate(order):
            p = view.players[idx]
            if i == n - 1 and view.stack:
                out.append(f"{tr.ui('stack')}: ", style="bold magenta")
                out.append(pack(" " * (len(tr.ui("stack")) + 2),
                                [f"{tr.name(c.name)} ({view.players[c.controller].name})"
                                 for c in view.stack], width, " ▸ ").lstrip() + "\n")
            others = " ".join(f"· {tr.word('counter', k)} {v}" for k, v in p.counters
                              if k != "energy")
            pool = " ".join(f"{k}{v}" for k, v in p.mana_pool if v)
            gy = p.graveyard
            top = f" ({tr.name(gy[-1].name)})" if gy else ""
            out.append(p.name, style="bold green" if idx == HUMAN else "bold red")
            if p.left and n > 2:
                out.append(f" — {tr.ui('left_game')}\n", style="dim")  # [800.4a]
                continue
            out.append(f" {tr.ui('life')} {p.life} · {tr.ui('energy')} {p.energy} ", style="bold")
            for owner, name, dealt in p.commander_damage:  # [903.10a]
                out.append(f"· {tr.ui('commander_damage')} {tr.name(name)} "
                           f"({view.players[owner].name}) {dealt}/21 ", style="bold")
            if others:
                out.append(others + " ", style="bold")
            if pool:
                out.append(f"· {tr.ui('pool')} {pool} ")
            out.append(f"· {tr.ui('hand')} {p.hand_size} · {tr.ui('library')} "
                       f"{p.library_size} · {tr.ui('graveyard')} {len(gy)}{top}\n")
            mine = [c for c in view.battlefield if c.controller == idx]
            lands = [c for c in mine if "Land" in c.types and "Creature" not in c.types]
            rest = [c for c in mine if c not in lands]
            if lands:
                groups = Counter((c.name, self._flags(c)) for c in lands)
                entries = [f"{tr.name(n)}{f' ×{k}' if k > 1 else ''}{fl}"
                           for (n, fl), k in groups.items()]
                out.append(pack(f"  {tr.ui('lands')}: ", entries, width, ", ") + "\n",
                           style="dim")
            if rest:
                out.append(pack("  ", [self._permanent(c) for c in rest], width) + "\n")
            if p.hand is not None:
                out.append(pack(f"  {tr.ui('your_hand')}: ", [self._in_hand(c) for c in p.hand]
                                or ["—"], width) + "\n", style="bold")
        return out

    def _decision(self, view: View) -> None:
        tr = self.tr
        prompt = self.query_one("#prompt", Static)
        options = self.query_one(Choices)
        number = self.query_one("#number", Input)
        d = view.decision
        if self.error:
            prompt.update(Text(self.error, style="bold red"))
            d = None
        elif view.result is not None:
            prompt.update(Text(f"{tr.ui('game_over')}: {self._result(view)} — "
                               f"{tr.ui('press_q')}", no_wrap=True, overflow="ellipsis"))
        elif d is None:
            prompt.update(Text(tr.ui("ai_thinking"), style="italic"))
        else:
            cite = f"[{d.cr}] " if d.cr else ""
            prompt.update(Text(f"{cite}{tr.render(d.prompt, view.names())}", no_wrap=True,
                               overflow="ellipsis"))
        if d is None:
            self._shown_options = ()
            options.clear_options()
            number.display = False
            options.display = True
            self.query_one("#details", Static).update("")
            return
        if d.is_number:
            options.display = False
            number.display = True
            number.placeholder = tr.ui("enter_number", lo=d.lo, hi=d.hi) \
                if isinstance(d.options, range) else \
                tr.ui("enter_one_of", values=", ".join(map(str, d.numbers)))
            number.focus()
            self._show_details(-1)
            return
        number.display = False
        options.display = True
        key = (id(d), d.options)
        if self._shown_options != key:
            self._shown_options = key
            options.clear_options()
            names = view.names()
            options.add_options(Option(Text(f"{i:>2} {tr.render(label, names)}",
                                            no_wrap=True, overflow="ellipsis"))
                                for i, label in enumerate(d.labels))
            options.highlighted = 0
        options.focus()
        self._show_details(options.highlighted if options.highlighted is not None else 0)

    def _show_details(self, index: int) -> None:
        """The card the highlighted option is about (or the top of the stack)."""
        with self._lock:
            self.query_one("#details", Static).update(self._card_text(self._about(index)))

    def _about(self, index: int) -> CardView | None:
        view = self.game.view(HUMAN)
        d = view.decision
        card: CardView | None = None
        if d is not None and not d.is_number and 0 <= index < len(d.options):
            o = d.options[index]
            obj = getattr(o, "obj", 0)
            if isinstance(obj, int) and obj > 0:
                card = view.card(obj)
        if card is None and view.stack:
            card = view.stack[-1]
        return card

    def _card_text(self, c: CardView | None) -> Text:
        if c is None:
            return Text("")
        info = self.tr.card(c.name)
        out = Text()
        if info is None:  # a token or an ability: what the view says
            out.append(self.tr.name(c.name), style="bold")
            out.append("\n" + " ".join((*(self.tr.word("type", t) for t in c.types),
                                        *c.subtypes)))
        else:
            out.append(info.name, style="bold")
            if info.mana_cost:
                out.append(f" {info.mana_cost}")
            out.append(f"\n{info.type_line}\n", style="italic")
            out.append(info.text)
        if c.zone == "battlefield":
            live = self._permanent(c)
            out.append(f"\n» {live}", style="cyan")
        return out


    def _result(self, view: View) -> str:
        """Who won, why, on which turn, in this language."""
        assert view.result is not None
        winner, reason = view.result
        why = Word("reason", reason)
        msg = Msg.of("result.draw", turn=view.turn, reason=why) if winner is None else \
            Msg.of("result.win", player=Who(winner), turn=view.turn, reason=why)
        return self.tr.render(msg, view.names())


def run_tui(game: Game, agent: Any, *, lang: str | None = None, save_path: Path | None = None,
            ai_delay: float = 0.0) -> PlayApp:
    """Run the app until the player quits; returns it (its ``saved_to`` and ``game``)."""
    app = PlayApp(game, agent, lang=lang, save_path=save_path, ai_delay=ai_delay)
    app.run()
    return app
