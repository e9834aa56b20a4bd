#!/usr/bin/env python3
"""Compare the CPU time of two source trees on the bench's mirror games (developers only).

    git worktree add /tmp/before 59b8d72
    python tools/compare_trees.py /tmp/before/src src --agent random --auto-pass off \\
        --seeds 0-15 --rounds 6 [--older-options]

Run one after the other, the same tree's games vary by a third on a busy machine; so the two
trees play **at the same time**, one process each, pinned to a core each,
swapping cores every round, and each process reports the least of ``--reps`` passes over the
seeds after a warm-up game and a settled heap.  Whatever slows the machine then slows both.

``--older-options`` keeps a random agent off the priority option "activate mana abilities"
[605.3a] in a tree that has it, so that a tree from before issue 9 and one after it play
the same games (with auto-pass on, decision for decision): a measurement of the engine on
the same work, not a setting of the product (docs/benchmark.md, "sixth session").
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# Played in each tree's own interpreter; it reads both the current and the older API.
CHILD = r"""
import gc, os, sys, time
core = int(sys.argv[7])
if hasattr(os, "sched_setaffinity") and core in os.sched_getaffinity(0):
    os.sched_setaffinity(0, {core})  # one core each (where the machine has two)
try:
    import aetherworks.compiler  # noqa: F401  (a tree before the compiler has none)
except ImportError:
    pass
try:
    from aetherworks.sim.decks import load_deck
except ImportError:
    from aetherworks.carddb.decklist import load_deck
from aetherworks.sim.runner import make_agent, play_game
agent, auto_pass, lo, hi, reps, older = sys.argv[1], sys.argv[2] == "on", *map(int, sys.argv[3:7])

def player(seed):
    a = make_agent(agent, seed)
    if older and hasattr(a, "restrained"):  # a tree without the option needs nothing
        from aetherworks.engine.decision import PRIORITY
        blind, rng = a.choose_blind, a.rng
        def choose_blind(turn, decision):
            # As the agent's own choice, with the option to make mana (second, after
            # passing) left out: no more work than the agent does.
            opts = decision.options
            if decision.kind is not PRIORITY or len(opts) < 2 or opts[1].kind != "mana" \
                    or a.restrained(turn, decision):
                return blind(turn, decision)
            i = rng.randrange(len(opts) - 1)
            choice = opts[i + 1] if i else opts[0]
            a.note_action(turn, decision, choice)
            return choice
        a.choose_blind = choose_blind
    return a

deck = load_deck("temur-energy").main_names()
play_game(deck, deck, player(999), player(999 + 7919), seed=999, auto_pass=auto_pass)
gc.collect()
gc.freeze()
best = float("inf")
for _ in range(reps):
    decisions = turns = 0
    start = time.process_time()
    for s in range(lo, hi):
        g = play_game(deck, deck, player(s), player(s + 7919), seed=s, auto_pass=auto_pass)
        decisions += g.decisions_made
        turns += g.turn
    best = min(best, time.process_time() - start)
print(best * 1e3 / (hi - lo), decisions / (hi - lo), turns / (hi - lo))
"""


def run(src: Path, core: int, args: argparse.Namespace, lo: int, hi: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(src.resolve()), "PYTHONHASHSEED": "0"}
    cmd = [sys.executable, "-c", CHILD, args.agent, args.auto_pass, str(lo), str(hi),
           str(args.reps), str(int(args.older_options)), str(core)]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"{src}: the games failed:\n{out.stderr.strip()[-2000:]}")
    return [float(v) for v in out.stdout.split()]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="the first tree's src/ folder")
    ap.add_argument("b", type=Path, help="the second tree's src/ folder")
    ap.add_argument("--agent", choices=("random", "heuristic"), default="heuristic")
    ap.add_argument("--auto-pass", choices=("on", "off"), default="on")
    ap.add_argument("--seeds", default="0-7", help="a range of game seeds, e.g. 0-7")
    ap.add_argument("--reps", type=int, default=3, help="passes over the seeds per process")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--older-options", action="store_true",
                    help="random agents never take the priority option to make mana")
    args = ap.parse_args()
    try:
        lo, hi = (int(v) for v in args.seeds.split("-"))
    except ValueError:
        raise SystemExit(f"--seeds: give a range such as 0-7 (got {args.seeds!r})") from None
    if not 0 <= lo <= hi or args.reps < 1 or args.rounds < 1:
        raise SystemExit("--seeds must be a range from 0 up; --reps and --rounds at least 1")
    for tree in (args.a, args.b):
        if not (tree / "aetherworks").is_dir():
            raise SystemExit(f"{tree}: not a src/ folder holding the aetherworks package")
    ms: dict[str, list[float]] = {"a": [], "b": []}
    shape: dict[str, list[float]] = {}
    with ThreadPoolExecutor(2) as pool:
        for r in range(args.rounds):
            fa = pool.submit(run, args.a, r % 2, args, lo, hi + 1)
            fb = pool.submit(run, args.b, (r + 1) % 2, args, lo, hi + 1)
            (a, *sa), (b, *sb) = fa.result(), fb.result()
            ms["a"].append(a)
            ms["b"].append(b)
            shape = {"a": sa, "b": sb}
            print(f"round {r + 1}: {a:.2f} / {b:.2f} CPU ms a game")
    for key, tree in (("a", args.a), ("b", args.b)):
        v = ms[key]
        decisions, turns = shape[key]
        print(f"{key} {tree}: {sum(v) / len(v):.2f} ms a game ({min(v):.2f}-{max(v):.2f}), "
              f"{decisions:.1f} decisions and {turns:.1f} turns a game")
    faster = sum(x < y for x, y in zip(ms["b"], ms["a"], strict=True))
    mean_a, mean_b = sum(ms["a"]) / args.rounds, sum(ms["b"]) / args.rounds
    # The median of the rounds' ratios: a round the machine disturbed moves it least.
    ratio = statistics.median(y / x for x, y in zip(ms["a"], ms["b"], strict=True))
    print(f"b against a: {100 * (mean_b / mean_a - 1):+.1f}% a game (median of the rounds' "
          f"ratios {100 * (ratio - 1):+.1f}%), b faster in {faster} rounds of {args.rounds}")


if __name__ == "__main__":
    main()
