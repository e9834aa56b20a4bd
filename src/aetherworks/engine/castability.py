"""Whether a spell can be cast or an ability activated now, completely [601.2, 602.2].

Priority offers only actions that can be completed (timing, targets, costs), so no choice made
while casting leads to a dead end; this module is the one place that decides that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import ActivatedAbility, Mode, StaticAbility, TargetSpec
from aetherworks.engine.mana import ManaCost, ManaSource, find_payment
from aetherworks.engine.objects import Chars, GameObject

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def alternative_cost(g: Game, player: int, obj: GameObject, sorcery_ok: bool) -> str:
    """An alternative cost that a static ability lets ``player`` cast this card for
    now ("by paying {E} rather than paying their mana costs"), or "" [118.9, 601.2b].

    A static effect with ``alt_cost(game, permanent, player, card)`` returns ``(cost
    key, flash)`` when it applies and can be paid (``"energy:1"``: pay one {E}); with
    ``flash`` the spell may be cast as though it had flash [702.8a]."""
    c = obj.proto.chars
    for src, ab in g._static_effects():
        grant = getattr(ab.effect, "alt_cost", None)
        got = grant(g, src, player, obj) if grant is not None else None
        if got is None:
            continue
        key, flash = got
        if not (sorcery_ok or flash or "Instant" in c.types or "Flash" in c.keywords):
            continue
        spell = obj.proto.card.spell()
        if spell is not None and not (
                all(x.can_pay(g, obj) for x in spell.additional_costs)
                and targets_available(g, spell, player, obj)):
            continue
        return str(key)
    return ""


def castable(g: Game, player: int, obj: GameObject, c: Chars, sorcery_ok: bool,
              sources: list[ManaSource], face: int) -> bool:
    """Timing [307.1, 702.8], targets available [601.2c], cost payable [601.2g]."""
    if "Land" in c.types:
        return False
    if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
        return False
    cost = c.mana_cost
    if cost.x:
        cost = cost.with_x(0)
    cost = reduced_cost(g, player, obj, cost)
    p = g.players[player]
    if find_payment(cost, p.pool, sources, energy=p.energy, life=p.life) is None:
        return False
    proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
    spell = proto.card.spell()
    if spell is None:
        return True
    if not all(cost.can_pay(g, obj) for cost in spell.additional_costs):
        return False
    return targets_available(g, spell, player, obj)


def reduced_cost(g: Game, player: int, obj: GameObject, cost: ManaCost) -> ManaCost:
    """A spell's mana cost minus its own cost reductions ("this spell costs {1} less to
    cast for each ..."), which function wherever the card is cast from [601.2f, 113.6]:
    a static ability whose effect has ``reduce_cost(game, card, player) -> int``; the
    generic part never goes below {0}."""
    for ab in obj.proto.chars.abilities:
        reduce = getattr(getattr(ab, "effect", None), "reduce_cost", None)
        if isinstance(ab, StaticAbility) and reduce is not None:
            cost = cost.reduced(reduce(g, obj, player))
    return cost


def targets_available(g: Game, ab: Any, player: int, ctx: GameObject) -> bool:
    modes: tuple[Mode, ...] = getattr(ab, "modes", ())
    if modes:
        return any(specs_satisfiable(g, m.targets, player, ctx) for m in modes)
    return specs_satisfiable(g, ab.targets, player, ctx)


def specs_satisfiable(g: Game, specs: tuple[TargetSpec, ...], player: int,
                       ctx: GameObject) -> bool:
    if not specs:
        return True
    key = (specs, player, g._ver)
    memo = g._target_memo
    if key in memo:
        return memo[key]
    memo.clear() if len(memo) > 64 else None
    memo[key] = result = _specs_check(g, specs, player, ctx)
    return result


def _specs_check(g: Game, specs: tuple[TargetSpec, ...], player: int, ctx: GameObject) -> bool:
    saved = ctx.controller
    ctx.controller = player
    try:
        return all(spec.min_count == 0 or len(spec.candidates(g, ctx)) >= spec.min_count
                   for spec in specs)
    finally:
        ctx.controller = saved


def can_activate(g: Game, player: int, obj: GameObject, ab: ActivatedAbility,
                  sorcery_ok: bool) -> bool:
    if ab.sorcery and not sorcery_ok:
        return False
    if g.rule_applies(obj.id, "cant_activate"):
        return False  # its activated abilities can't be activated [602.5]
    if ab.loyalty is not None:
        if not sorcery_ok or obj.recall("loyalty_turn") == g.turn:
            return False
        if ab.loyalty < 0 and obj.count("loyalty") < -ab.loyalty:
            return False
    used_key = "used_" + cardpool.PART_KEYS.get(id(ab), ab.text)
    if ab.once_per_turn and obj.recall(used_key) == g.turn:
        return False
    if not all(cost.can_pay(g, obj) for cost in ab.costs):
        return False
    if not targets_available(g, ab, player, obj):
        return False
    if ab.mana.is_free and not ab.mana.x:
        return True
    p = g.players[player]
    sources = [s for s in g.mana_sources(player) if s.obj != obj.id]
    return find_payment(ab.mana.with_x(0), p.pool, sources, energy=p.energy) is not None
