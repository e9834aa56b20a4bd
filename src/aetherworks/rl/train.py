"""A learning agent trained by self-play: masked PPO on the Temur mirror (PyTorch).

    pip install -e '.[rl-train]'          # torch (a CPU wheel is enough)
    python -m aetherworks.rl.train --minutes 5 --out runs/selfplay

One policy plays both seats of many games at once (its forward passes batched over the
games); each seat's decisions are that seat's trajectory, rewarded +1 / -1 / 0 at the end,
and PPO (clipped, with GAE) updates the policy from both.  Illegal actions are masked out
of the logits, so the policy only ever picks options of the pending decision.  Every
``--eval-every`` updates it plays the random and the heuristic agents (sampling its
actions, as it trains; ``--greedy``: always its most likely action) for the learning
curve; at the end, ``--eval-games`` games against each, seats alternating, with 95% Wilson
intervals (:mod:`aetherworks.sim.stats`).  Written to ``--out``: ``curve.png``,
``result.json``, ``policy.pt``.  It uses a GPU when one is present (``--device``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from aetherworks.engine import Choice, Decision, Game, View
from aetherworks.rl.common import Duel, play, returns
from aetherworks.rl.encoding import Encoder
from aetherworks.sim.runner import make_agent
from aetherworks.sim.stats import rate


class Policy(nn.Module):
    """An MLP with a policy head over the whole action space and a value head."""

    def __init__(self, obs_size: int, action_size: int, hidden: int = 256) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_size, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU())
        self.pi = nn.Linear(hidden, action_size)
        self.v = nn.Linear(hidden, 1)
        nn.init.zeros_(self.pi.weight)  # start uniform over the legal actions
        nn.init.zeros_(self.pi.bias)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor
                ) -> tuple[torch.distributions.Categorical, torch.Tensor]:
        h = self.body(obs)
        logits = self.pi(h).masked_fill(~mask, -1e9)
        return torch.distributions.Categorical(logits=logits), self.v(h).squeeze(-1)


class PolicyAgent:
    """The trained policy as an engine agent (``choose(view, decision)``), for play
    against the built-in agents through :func:`aetherworks.sim.runner.play_game`."""

    def __init__(self, policy: Policy, encoder: Encoder, device: torch.device,
                 greedy: bool = False, seed: int = 0) -> None:
        self.policy, self.encoder, self.device, self.greedy = policy, encoder, device, greedy
        self.name = "ppo"
        self.gen = torch.Generator(device="cpu").manual_seed(seed)

    def bind(self, game: Game) -> None:
        return None

    @torch.no_grad()
    def choose(self, view: View, decision: Decision) -> Choice | int:
        e = self.encoder.encode(view)
        if not e.actions:  # every option past the action space: take the first
            return decision.options[0]
        obs = torch.from_numpy(e.obs).to(self.device)[None]
        mask = torch.from_numpy(e.mask.astype(bool)).to(self.device)[None]
        dist, _ = self.policy(obs, mask)
        if self.greedy:
            a = int(dist.probs.argmax())
        else:
            a = int(torch.multinomial(dist.probs.cpu(), 1, generator=self.gen))
        return e.actions[a]


@dataclass
class Rollout:
    """One update's decisions, by seat trajectory; filled by :func:`self_play`."""

    obs: list[np.ndarray] = field(default_factory=list)
    mask: list[np.ndarray] = field(default_factory=list)
    action: list[int] = field(default_factory=list)
    logp: list[float] = field(default_factory=list)
    value: list[float] = field(default_factory=list)
    adv: list[float] = field(default_factory=list)
    ret: list[float] = field(default_factory=list)
    games: int = 0
    decisions: int = 0


@torch.no_grad()
def self_play(policy: Policy, duel: Duel, games: int, parallel: int, rng: random.Random,
              device: torch.device, gamma: float, lam: float) -> Rollout:
    """Play ``games`` games, ``parallel`` at a time, the policy on both seats."""
    enc = duel.enc
    out = Rollout()
    started = 0
    live: list[tuple[Game, list[list[tuple[Any, ...]]]]] = []
    while live or started < games:
        while started < games and len(live) < parallel:
            live.append((duel.new_game(rng.getrandbits(62)), [[], []]))
            started += 1
        encs = []
        for g, _ in live:
            d = g.decision
            assert d is not None
            encs.append((d.player, enc.encode(g.view(d.player))))
        obs = torch.from_numpy(np.stack([e.obs for _, e in encs])).to(device)
        mask = torch.from_numpy(np.stack([e.mask for _, e in encs]).astype(bool)).to(device)
        dist, value = policy(obs, mask)
        actions = dist.sample()
        logps = dist.log_prob(actions).cpu().numpy()
        values = value.cpu().numpy()
        actions_np = actions.cpu().numpy()
        still = []
        for i, (g, traj) in enumerate(live):
            player, e = encs[i]
            a = int(actions_np[i])
            traj[player].append((e.obs, e.mask, a, float(logps[i]), float(values[i])))
            g.apply(e.actions[a])
            out.decisions += 1
            if duel.over(g):
                _finish(out, traj, returns(g), gamma, lam)
                out.games += 1
            else:
                still.append((g, traj))
        live = still
    return out


def _finish(out: Rollout, traj: list[list[tuple[Any, ...]]], ret: tuple[float, ...],
            gamma: float, lam: float) -> None:
    """GAE over each seat's decisions; the game's result is the last decision's reward."""
    for player in (0, 1):
        steps = traj[player]
        adv = 0.0
        advs = [0.0] * len(steps)
        for t in range(len(steps) - 1, -1, -1):
            last = t == len(steps) - 1
            reward = ret[player] if last else 0.0
            next_v = 0.0 if last else steps[t + 1][4]
            delta = reward + gamma * next_v - steps[t][4]
            adv = delta + gamma * lam * (0.0 if last else adv)
            advs[t] = adv
        for (o, m, a, lp, v), ad in zip(steps, advs, strict=True):
            out.obs.append(o)
            out.mask.append(m)
            out.action.append(a)
            out.logp.append(lp)
            out.value.append(v)
            out.adv.append(ad)
            out.ret.append(ad + v)


def ppo_update(policy: Policy, opt: torch.optim.Optimizer, r: Rollout, device: torch.device,
               epochs: int, minibatch: int, clip: float, ent_coef: float,
               vf_coef: float) -> dict[str, float]:
    obs = torch.from_numpy(np.stack(r.obs)).to(device)
    mask = torch.from_numpy(np.stack(r.mask).astype(bool)).to(device)
    act = torch.tensor(r.action, device=device)
    old_logp = torch.tensor(r.logp, device=device)
    adv = torch.tensor(r.adv, device=device)
    ret = torch.tensor(r.ret, device=device)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    n = len(r.action)
    stats: dict[str, float] = {}
    for _ in range(epochs):
        perm = torch.randperm(n, device=device)
        for start in range(0, n, minibatch):
            idx = perm[start:start + minibatch]
            dist, v = policy(obs[idx], mask[idx])
            logp = dist.log_prob(act[idx])
            ratio = (logp - old_logp[idx]).exp()
            pg = -torch.min(ratio * adv[idx],
                            ratio.clamp(1 - clip, 1 + clip) * adv[idx]).mean()
            vf = (v - ret[idx]).pow(2).mean()
            ent = dist.entropy().mean()
            loss = pg + vf_coef * vf - ent_coef * ent
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
            opt.step()
            stats = {"policy_loss": pg.item(), "value_loss": vf.item(), "entropy": ent.item()}
    return stats


def evaluate(policy: Policy, duel: Duel, opponent: str, games: int, device: torch.device,
             seed: int, greedy: bool = False) -> dict[str, Any]:
    """``games`` games against a built-in agent, seats alternating; wins with the 95%
    Wilson interval, and draws."""
    policy.eval()
    wins = draws = 0
    for i in range(games):
        me = PolicyAgent(policy, duel.enc, device, greedy=greedy, seed=seed + i)
        other = make_agent(opponent, seed + i)
        seat = i % 2
        agents = (me, other) if seat == 0 else (other, me)
        g = play(duel, agents, seed + i)
        winner = g.winner()
        wins += winner == seat
        draws += winner is None
    policy.train()
    return {"opponent": opponent, **rate(wins, games), "draws": draws}


def plot(curve: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    for opp, colour in (("random", "tab:blue"), ("heuristic", "tab:red")):
        pts = [(c["games"], c[opp]) for c in curve if opp in c]
        if not pts:
            continue
        x = [p[0] for p in pts]
        ax.plot(x, [p[1]["rate"] for p in pts], marker="o", color=colour, label=f"vs {opp}")
        ax.fill_between(x, [p[1]["ci95"][0] for p in pts], [p[1]["ci95"][1] for p in pts],
                        color=colour, alpha=0.15)
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_xlabel("self-play games")
    ax.set_ylabel("win rate, 95% Wilson interval")
    ax.set_ylim(0, 1)
    ax.set_title("Masked PPO by self-play, temur-energy mirror")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m aetherworks.rl.train", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deck", default="temur-energy", help="the mirror's deck")
    ap.add_argument("--minutes", type=float, default=5.0, help="training time budget")
    ap.add_argument("--updates", type=int, default=0, help="stop after this many updates "
                    "(0: only the time budget)")
    ap.add_argument("--games-per-update", type=int, default=32)
    ap.add_argument("--parallel", type=int, default=32, help="games played at once")
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--minibatch", type=int, default=512)
    ap.add_argument("--gamma", type=float, default=0.995)
    ap.add_argument("--lam", type=float, default=0.95)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--ent-coef", type=float, default=0.01)
    ap.add_argument("--eval-every", type=int, default=5, help="updates between curve points")
    ap.add_argument("--curve-games", type=int, default=30, help="games per curve point")
    ap.add_argument("--eval-games", type=int, default=200, help="final games per opponent")
    ap.add_argument("--greedy", action="store_true", help="evaluate with the most likely "
                    "action (default: sample, as in training)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--device", default="auto", help="auto (cuda if present), cpu, cuda")
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads (1: small "
                    "batches gain nothing from more, and a shared machine loses)")
    ap.add_argument("--out", default="runs/selfplay", help="output folder")
    ap.add_argument("--evaluate", metavar="POLICY_PT", help="no training: play the final "
                    "evaluation games with a saved policy (same --hidden and --deck)")
    args = ap.parse_args(argv)
    device = torch.device("cuda" if args.device == "auto" and torch.cuda.is_available()
                          else "cpu" if args.device == "auto" else args.device)
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    duel = Duel(args.deck)
    enc = duel.enc
    policy = Policy(enc.obs_size, enc.action_size, args.hidden).to(device)
    if args.evaluate:
        policy.load_state_dict(torch.load(args.evaluate, map_location=device))
        return _final(policy, duel, args, device, out, {"evaluated": args.evaluate})
    opt = torch.optim.Adam(policy.parameters(), lr=args.lr)
    curve: list[dict[str, Any]] = []
    games = decisions = updates = 0
    t0 = time.perf_counter()
    play_s = learn_s = eval_s = 0.0

    def point() -> None:
        nonlocal eval_s
        t = time.perf_counter()
        row: dict[str, Any] = {"update": updates, "games": games, "decisions": decisions,
                               "seconds": round(time.perf_counter() - t0, 1)}
        for opp in ("random", "heuristic"):
            row[opp] = evaluate(policy, duel, opp, args.curve_games, device,
                                seed=10_000_000 + 1000 * updates, greedy=args.greedy)
        curve.append(row)
        eval_s += time.perf_counter() - t
        print(f"update {updates:4d}  games {games:6d}  decisions {decisions:8d}  "
              f"vs random {row['random']['rate']:.2f}  vs heuristic "
              f"{row['heuristic']['rate']:.2f}  ({row['seconds']:.0f} s)", flush=True)

    point()
    while True:
        if args.updates and updates >= args.updates:
            break
        if not args.updates and time.perf_counter() - t0 > args.minutes * 60:
            break
        t = time.perf_counter()
        r = self_play(policy, duel, args.games_per_update, args.parallel, rng, device,
                      args.gamma, args.lam)
        play_s += time.perf_counter() - t
        t = time.perf_counter()
        stats = ppo_update(policy, opt, r, device, args.epochs, args.minibatch, args.clip,
                           args.ent_coef, 0.5)
        learn_s += time.perf_counter() - t
        games += r.games
        decisions += r.decisions
        updates += 1
        if updates % args.eval_every == 0:
            point()
        else:
            print(f"update {updates:4d}  games {games:6d}  entropy {stats['entropy']:.3f}  "
                  f"value loss {stats['value_loss']:.3f}", flush=True)
    if not curve or curve[-1]["update"] != updates:
        point()
    train_s = time.perf_counter() - t0
    torch.save(policy.state_dict(), out / "policy.pt")
    plot(curve, out / "curve.png")
    return _final(policy, duel, args, device, out, {
        "updates": updates, "games": games, "decisions": decisions,
        "seconds": {"total_training": round(train_s, 1), "self_play": round(play_s, 1),
                    "learning": round(learn_s, 1), "curve_evaluation": round(eval_s, 1)},
        "self_play_decisions_per_s": round(decisions / max(play_s, 1e-9)), "curve": curve})


def _final(policy: Policy, duel: Duel, args: argparse.Namespace, device: torch.device,
           out: Path, extra: dict[str, Any]) -> dict[str, Any]:
    """The final games against each built-in agent; ``result.json``; a summary."""
    final = {opp: evaluate(policy, duel, opp, args.eval_games, device, seed=20_000_000,
                           greedy=args.greedy)
             for opp in ("random", "heuristic")}
    result = {"deck": args.deck, "device": str(device), "torch": torch.__version__,
              "greedy": args.greedy, "final": final, **extra, "args": vars(args)}
    (out / "result.json").write_text(json.dumps(result, indent=1))
    for opp, res in final.items():
        lo, hi = res["ci95"]
        print(f"final vs {opp}: {res['wins']}/{res['games']} = {res['rate']:.3f} "
              f"(95% Wilson {lo:.3f}-{hi:.3f}), {res['draws']} draws")
    print(f"wrote {out / 'result.json'}" + ("" if args.evaluate else
          f", {out / 'curve.png'}, {out / 'policy.pt'}"))
    return result


if __name__ == "__main__":
    main(sys.argv[1:])
