"""``play`` and ``bench``: a game in the terminal, and the engine's benchmark."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from aetherworks.cli.checks import out_of_range
from aetherworks.cli.main import app
from aetherworks.engine.arguments import SEED_MAX

if TYPE_CHECKING:
    from aetherworks.engine import Game

console = Console()


FMT_HELP = ("Construction rules the decks are checked against (constructed, standard2017, "
            "modern, commander, freeform...; default: each deck's own).")
ALLOW_HELP = ("Play cards the engine cannot play as blanks (printed characteristics, no "
              "abilities) instead of refusing the deck; the output says so.")


def _deck(spec: str, fmt: str | None = None, allow_unsupported: bool = False) -> Any:
    """The deck checked for construction and support (:mod:`aetherworks.sim.decks`); any
    problem is printed with its file and line, and the command exits with status 1."""
    from aetherworks.carddb.decklist import DeckError
    from aetherworks.sim.decks import load_game_deck

    try:
        return load_game_deck(spec, fmt=fmt, allow_unsupported=allow_unsupported)
    except DeckError as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(1) from None


MAX_SECONDS = 3600.0  # a benchmark measurement longer than an hour is a typo
MAX_AI_DELAY = 60.0


def _unwritable(path: Path) -> str | None:
    """Why a file can't be written there (checked before a game, not after it)."""
    if path.is_dir():
        return f"--save: {path} is a folder"
    if not path.parent.is_dir():
        return f"--save: no such folder {path.parent}"
    return None
def _warn_blanks(blanks: dict[str, tuple[str, ...]]) -> None:
    from aetherworks.sim.decks import blanks_warning

    text = blanks_warning(blanks)
    if text:
        console.print(f"[bold red]{escape(text)}[/bold red]")


@app.command()
def play(
    deck: str = typer.Option("temur-energy", "--deck", help="Your deck: a file or sample name."),
    vs: str = typer.Option("gruul-sample", "--vs", help="The opponent's deck."),
    ai: str = typer.Option("heuristic", "--ai", help="The opponent: heuristic, mcts or random."),
    watch: bool = typer.Option(False, "--watch", help="AI against AI: print the game's log."),
    seed: int = typer.Option(7, "--seed", help="Shuffle and AI seed (0 to 2**64 - 1): same "
                             "seed, same game."),
    save: Path | None = typer.Option(None, "--save", help="Write the replay file here."),
    resume: Path | None = typer.Option(None, "--resume", help="Continue a saved replay."),
    plain: bool = typer.Option(False, "--plain", help="A prompt loop, not the full-screen UI."),
    lang: str = typer.Option("en", "--lang", help="The game's language: every word of the "
                             "interface, card names and text (en, fr, ja)."),
    ai_delay: float = typer.Option(0.0, "--ai-delay", help="Seconds (0 to 60) to pause after "
                                   "each AI move."),
    fmt: str | None = typer.Option(None, "--format", help=FMT_HELP),
    allow_unsupported: bool = typer.Option(False, "--allow-unsupported", help=ALLOW_HELP),
    players: int = typer.Option(2, "--players", help="Players at the table (2 to 6): you "
                                "and AI opponents, each with the --vs deck (or a list: "
                                "--vs A,B,C)."),
) -> None:
    """Play a game against an AI, or watch two AIs (``--watch``).

    In a terminal this opens a full-screen, keyboard-only UI (docs/play.md); ``--plain``, or
    input that is not a terminal, gives the numbered prompt loop instead.
    """
    from aetherworks.carddb.i18n import Translator, check_lang
    from aetherworks.engine import Game, IllegalChoice, Replay, SaveError
    from aetherworks.sim.runner import make_agent

    try:
        lang_code = check_lang(lang)
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from None
    problem = out_of_range("--seed", seed, 0, SEED_MAX) or out_of_range(
        "--ai-delay", ai_delay, 0, MAX_AI_DELAY)
    if not problem:
        problem = out_of_range("--players", players, 2, 6)
    if save is not None and not problem:
        problem = _unwritable(save)
    if problem:
        console.print(f"[red]{problem}[/red]")
        raise typer.Exit(1)
    if resume is not None:
        try:
            game = Replay.load(resume).play()
        except SaveError as exc:  # "FILE: where: what is wrong"
            console.print(f"[red]{escape(str(exc))}[/red]")
            raise typer.Exit(1) from None
        except Exception as exc:  # an engine failure while replaying: still no traceback
            console.print(f"[red]{escape(str(resume))}: the replay stopped on an engine error "
                          f"({type(exc).__name__}: {escape(str(exc))})[/red]")
            raise typer.Exit(1) from None
    else:
        words = Translator(lang_code)
        if players == 2:
            mine, theirs = (_deck(d, fmt, allow_unsupported) for d in (deck, vs))
            game = Game.new(mine.cards, theirs.cards, seed=seed,
                            names=(words.ui("you"), words.ui("ai")) if not watch
                            else ("Alice", "Bob"),
                            allow_unsupported=bool(mine.blanks or theirs.blanks))
        else:
            game = _table_game(deck, vs, players, seed, fmt, allow_unsupported,
                               words.ui("you"), words.ui("ai"), watch)
    # The game itself knows what plays as a blank (a resumed replay too): say it first.
    _warn_blanks({"in this game": game.blanks})
    try:
        opponent = make_agent(ai, seed + 1)
        me = make_agent(ai, seed) if watch else None
        seats: dict[int, Any] = {p.index: make_agent(ai, seed + 1 + p.index)
                                 for p in game.players[2:]}
        seats[1] = opponent
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from None
    for agent in (*seats.values(), me):
        if agent is not None:
            agent.bind(game)
    if not watch and not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from aetherworks.cli.tui import run_tui

        tui = run_tui(game, opponent if len(game.players) == 2 else seats, lang=lang_code,
                      save_path=save or resume,
                      ai_delay=ai_delay)
        _warn_blanks({"in this game": game.blanks})
        if tui.saved_to is not None:
            console.print(f"Saved to {tui.saved_to}; resume with --resume {tui.saved_to}")
        return
    from aetherworks.agents import decide
    from aetherworks.carddb.i18n import Translator
    from aetherworks.cli.render import board

    tr = Translator(lang_code)
    shown = 0
    while not game.is_over():
        d = game.decision
        assert d is not None
        if watch or d.player != 0:
            agent = seats[d.player] if d.player != 0 else me
            assert agent is not None
            game.apply(decide(agent, game, d))
            if watch:
                for line in game.log_text(shown):
                    console.print(line, highlight=False)
                shown = len(game.log)
            continue
        view = game.view(0)
        names = game.names(0)
        for m, cr in game.log_messages(0, shown)[-15:]:
            console.print(f"[{cr}] {tr.render(m, names)}", style="dim", highlight=False,
                          markup=False)
        shown = len(game.log)
        console.print(board(view, tr))
        console.print(Text(tr.render(d.prompt, view.names()), style="bold"))
        if d.is_number:
            console.print(tr.ui("enter_number", lo=d.lo, hi=d.hi) if isinstance(
                d.options, range) else tr.ui("enter_one_of", values=", ".join(
                    map(str, d.numbers))), markup=False)
        else:
            for i, label in enumerate(d.labels):
                console.print(f"  {i}: {tr.render(label, view.names())}", markup=False)
        while True:
            raw = typer.prompt(tr.ui("choice_prompt"))
            if raw.strip().lower() == "q":
                target = save or Path("aetherworks-replay.json")
                Replay.of(game).save(target)
                console.print(tr.ui("saved_to", path=target), markup=False)
                console.print(f"--resume {target}", markup=False)
                raise typer.Exit(0)
            try:
                n = int(raw.strip())
            except ValueError:  # a letter, a word: say so and ask again
                console.print(tr.ui("invalid_choice", value=raw), style="red", markup=False)
                continue
            try:
                if d.is_number:
                    game.apply(n)
                else:
                    game.apply_index(n)
                break
            except IllegalChoice:
                console.print(tr.ui("invalid_choice", value=raw), style="red", markup=False)
    _warn_blanks({"in this game": game.blanks})
    console.print(Text(_result(game, tr), style="bold"))
    if save is not None:
        Replay.of(game).save(save)
        console.print(f"Replay saved to {save}")


def _table_game(deck: str, vs: str, players: int, seed: int, fmt: str | None,
                allow_unsupported: bool, you: str, ai: str, watch: bool) -> Any:
    """A table of ``players``: your deck in seat 1, the AI's (``--vs``, one deck for all, or
    a comma-separated list) in the others; Commander decks play Commander [800, 903]."""
    from aetherworks.carddb.decklist import DeckError
    from aetherworks.engine import Game
    from aetherworks.sim.decks import load_game_deck, table_commanders

    specs = [deck, *(vs.split(",") * players)[:players - 1]]
    try:
        decks = [load_game_deck(s, fmt=fmt, allow_unsupported=allow_unsupported, table=True)
                 for s in specs]
    except DeckError as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(1) from None
    names = [you, *(f"{ai} {i}" for i in range(1, players))] if not watch else None
    return Game.new(*(d.cards for d in decks), seed=seed, names=names,
                    allow_unsupported=any(d.blanks for d in decks),
                    commanders=table_commanders(decks))


@app.command()
def bench(
    deck: str = typer.Option("temur-energy", "--deck", help="The mirror's deck."),
    seconds: float = typer.Option(3.0, "--seconds", help="Time per agent measurement."),
    workers: str = typer.Option(
        "1,2", "--workers", help="Worker-process counts to measure scaling over ('' for none)."),
    worker_seconds: float = typer.Option(
        2.0, "--worker-seconds", help="Time each worker plays random games."),
    use_ray: bool = typer.Option(False, "--ray", help="Also measure games/s over a local Ray."),
    vs_phase: bool = typer.Option(
        False, "--vs-phase", help="Also run phase.rs (pip install 'aetherworks[phase]') on "
        "the same deck with random agents and print the games/s ratio."),
    phase_seconds: float = typer.Option(
        20.0, "--phase-seconds", help="Time per phase.rs measurement (with --vs-phase)."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
    allow_unsupported: bool = typer.Option(False, "--allow-unsupported", help=ALLOW_HELP),
    env: bool = typer.Option(
        False, "--env", help="Measure the research environments instead (pip install "
        "'aetherworks[rl]'): observation cost, PettingZoo and Gymnasium steps/s, single "
        "and vectorised."),
    env_vector: int = typer.Option(8, "--env-vector", help="Games in the in-process "
                                   "vector environment (with --env)."),
    env_processes: int = typer.Option(2, "--env-processes", help="Games, one process "
                                      "each, in the async vector environment (with "
                                      "--env; 0 for none)."),
) -> None:
    """Measure decisions/s (auto-pass on and off), games/s, clone and JSON cost, memory;
    games/s and memory per worker over 1, 2... processes (and a local Ray with ``--ray``);
    with ``--vs-phase``, the same random games in phase.rs and the ratio; with ``--env``,
    the research environments' steps/s."""
    from aetherworks.sim import bench as b
    from aetherworks.sim.simulate import MAX_WORKERS

    for option, value in (("--seconds", seconds), ("--worker-seconds", worker_seconds),
                          ("--phase-seconds", phase_seconds)):
        problem = out_of_range(option, value, hi=MAX_SECONDS, above=0)
        if problem:
            console.print(f"[red]{problem}[/red]")
            raise typer.Exit(1)
    if env:
        _bench_env(deck, seconds, env_vector, env_processes, as_json)
        return
    game_deck = _deck(deck, None, allow_unsupported)
    cards, blanks = list(game_deck.cards), game_deck.blanks
    allow = {"allow_unsupported": bool(blanks)}
    try:
        counts = [int(w) for w in workers.replace(" ", "").split(",") if w]
        if any(not 1 <= w <= MAX_WORKERS for w in counts):
            raise ValueError
    except ValueError:
        console.print(f"[red]--workers: give worker counts from 1 to {MAX_WORKERS} such as "
                      f"1,2 (got {escape(repr(workers))})[/red]")
        raise typer.Exit(1) from None
    ray_problem = b.ray_status() if use_ray else None
    if ray_problem and as_json:  # the table says it at the end; JSON keeps stdout clean
        Console(stderr=True).print(f"[yellow]Ray skipped: {ray_problem}[/yellow]")
    phase_result = None
    if vs_phase and blanks:
        console.print("[red]--vs-phase compares the engines on decks both play in full; "
                      "it does not take --allow-unsupported blanks[/red]")
        raise typer.Exit(1)
    if vs_phase:  # first: if phase.rs cannot play the deck, say so before measuring anything
        from aetherworks.sim import phase_compare

        try:
            phase_compare.load_engine([cards])
        except phase_compare.PhaseUnavailable as exc:
            console.print(f"[red]--vs-phase: {exc}[/red]")
            raise typer.Exit(1) from None
    rows = [b.bench_agents(cards, agent, auto_pass=ap, seconds=seconds, **allow).row()
            for agent in ("random", "heuristic") for ap in (True, False)]
    states = b.sample_states(cards, **allow)
    clone_us = b.bench_clone(states)
    json_ms, json_bytes = b.bench_json(states)
    mem_kib = b.bench_memory(cards, **allow)
    scaling = [b.bench_workers(cards, w, seconds=worker_seconds, **allow).row()
               for w in counts]
    result: dict[str, Any] = {
        "deck": deck, "blanks": list(blanks), "agents": rows, "clone_us": round(clone_us, 1),
        "json_roundtrip_ms": round(json_ms, 2), "json_bytes": json_bytes,
        "peak_memory_per_game_kib": round(mem_kib), "workers": scaling}
    if use_ray:
        if ray_problem:
            result["ray"] = {"skipped": ray_problem}
        else:
            hint = scaling[0]["games_per_s"] if scaling else rows[0]["games_per_s"]
            result["ray"] = b.bench_ray(deck, seconds=max(worker_seconds, 2.0),
                                        games_per_s_hint=float(hint), **allow)
    if vs_phase:
        try:
            phase_result = phase_compare.compare(deck, seconds=phase_seconds,
                                                 ours_seconds=seconds)
        except phase_compare.PhaseUnavailable as exc:
            console.print(f"[red]--vs-phase: {exc}[/red]")
            raise typer.Exit(1) from None
        result["vs_phase"] = phase_result
    if as_json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
        return
    _warn_blanks({deck: blanks})
    table = Table(title=f"Aetherworks benchmark — {deck} mirror, one process")
    for col in ("agents", "auto-pass", "games", "games/s", "decisions/s", "decisions/game",
                "turns/game", "CPU ms/game"):
        table.add_column(col, justify="right")
    for r in rows:
        table.add_row(str(r["agents"]), "on" if r["auto_pass"] else "off", str(r["games"]),
                      str(r["games_per_s"]), str(r["decisions_per_s"]),
                      str(r["decisions_per_game"]), str(r["turns_per_game"]),
                      str(r["cpu_ms_per_game"]))
    console.print(table)
    console.print(f"clone(): {clone_us:.1f} µs · JSON round-trip: {json_ms:.2f} ms "
                  f"({json_bytes} bytes) · peak memory per game: {mem_kib:.0f} KiB")
    if scaling:
        table = Table(title="Worker processes, random agents, independent games")
        for col in ("workers", "games", "games/s", "games/s per worker",
                    "peak RSS per worker (MiB)", "private per worker (MiB)"):
            table.add_column(col, justify="right")
        for s in scaling:
            table.add_row(str(s["workers"]), str(s["games"]), str(s["games_per_s"]),
                          str(s["games_per_s_per_worker"]), str(s["peak_rss_mib_per_worker"]),
                          str(s["private_mib_per_worker"] or "-"))
        console.print(table)
    if use_ray:
        ray = result["ray"]
        if "skipped" in ray:
            console.print(f"[yellow]Ray skipped: {ray['skipped']}[/yellow]")
        else:
            console.print(f"Ray (local, {ray['cpus']} CPUs): {ray['games']} games in "
                          f"{ray['seconds']} s = {ray['games_per_s']} games/s "
                          f"({ray['games_per_s_per_cpu']} per CPU; ray.init "
                          f"{ray['ray_init_s']} s, not counted)")
    if phase_result is not None:
        _print_phase(phase_result)


def _bench_env(deck: str, seconds: float, vector: int, processes: int, as_json: bool) -> None:
    """``bench --env``: docs/benchmark.md, "Research environments"."""
    for option, value, lo in (("--env-vector", vector, 1), ("--env-processes", processes, 0)):
        problem = out_of_range(option, value, lo=lo, hi=64)
        if problem:
            console.print(f"[red]{problem}[/red]")
            raise typer.Exit(1)
    _deck(deck, None, False)  # a deck the engine can't play is refused here, by name
    try:
        from aetherworks.rl.bench import bench_env
    except ImportError as exc:
        console.print(f"[red]--env: {exc}[/red]")
        raise typer.Exit(1) from None
    result = bench_env(seconds, vector=vector, processes=processes, deck=deck)
    if as_json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
        return
    e = result["encoding"]
    console.print(f"Observation ({e['obs_size']} floats, {e['action_size']} actions): "
                  f"game.view() {e['view_us']} µs + encoding {e['encode_us']} µs")
    table = Table(title=f"Research environments — {deck} mirror, uniform random legal "
                  "actions")
    for col in ("environment", "games", "steps", "seconds", "steps/s"):
        table.add_column(col, justify="right")
    for r in result["envs"]:
        table.add_row(r["what"], str(r["games"]), str(r["steps"]), str(r["seconds"]),
                      str(r["steps_per_s"]))
    console.print(table)


def _print_phase(p: dict[str, Any]) -> None:
    modes = p["modes"]
    table = Table(title=f"phase.rs {p['phase_version']} vs Aetherworks — {p['deck']} mirror, "
                  "uniform random agents")
    for col in ("passes", "engine", "games", "games/s", "decisions/s", "decisions/game",
                "turns/game", "ratio (games/s)"):
        table.add_column(col, justify="right")
    for m in modes:
        mode = "auto" if m["auto_pass"] else "every one"
        for name, key in (("phase.rs", "phase"), ("Aetherworks", "ours")):
            r = m[key]
            table.add_row(mode, name, str(r["games"]), str(r["games_per_s"]),
                          str(r["decisions_per_s"]), str(r["decisions_per_game"]),
                          str(r["turns_per_game"]),
                          f"{m['games_per_s_ratio']}x" if key == "ours" else "")
    console.print(table)
    theirs, ours = p["snapshot"]["phase"], p["snapshot"]["ours"]
    console.print(f"snapshot round-trip: phase.rs state()+load_game() "
                  f"{theirs['roundtrip_ms']} ms ({theirs['state_bytes']} bytes) · ours "
                  f"clone() {ours['clone_us']} µs, JSON {ours['json_roundtrip_ms']} ms "
                  f"({ours['json_bytes']} bytes)")
    ratio = p["games_per_s_ratio"]
    verdict = "[green]meets[/green]" if ratio >= p["target_ratio"] else "[red]misses[/red]"
    console.print(f"Aetherworks plays {ratio}x phase.rs's random games/s (every pass "
                  f"decided) — {verdict} the {p['target_ratio']}x target")
    if p["phase_unimplemented"]:
        console.print(f"[yellow]phase.rs left parts of these cards unimplemented: "
                      f"{', '.join(p['phase_unimplemented'])}[/yellow]")


def _result(game: Game, tr: Any) -> str:
    """Who won, on which turn, why, in the player's language."""
    from aetherworks.messages import Msg, Who, Word

    winner, reason = game.result or (None, "")
    why = Word("reason", reason)
    msg = Msg.of("result.draw", turn=game.turn, reason=why) if winner is None else \
        Msg.of("result.win", player=Who(winner), turn=game.turn, reason=why)
    return str(tr.render(msg, game.names()))

