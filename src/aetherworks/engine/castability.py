"""Whether a spell can be cast or an ability activated now, completely [601.2, 602.2].

Priority offers only actions that can be completed (timing, targets, costs), so no choice made
while casting leads to a dead end; this module is the one place that decides that.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.commander import commander_tax
from aetherworks.engine.defs import (
    Ability,
    ActivatedAbility,
    AltCost,
    Cost,
    Mode,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    all_target_specs,
    modes_of,
    targets_of,
)
from aetherworks.engine.hooks import (
    AlternativeCost,
    CastRestriction,
    CostIncrease,
    CostReduction,
    PaymentHelp,
    Rule,
    SpellCostChange,
    SpellHelpGrant,
    SpendAsThough,
)
from aetherworks.engine.mana import ManaCost, ManaSource, can_pay, capacity
from aetherworks.engine.objects import Chars, GameObject, Memo, derived

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def cast_forbidden(g: Game, player: int, card: GameObject, spell: Chars) -> bool:
    """Whether an effect says ``player`` can't cast this spell now ("Each player can't cast
    more than one spell each turn", "Target player can't cast spells this turn") [101.2,
    601.2]: a static ability or a resolved effect that is a
    :class:`~aetherworks.engine.hooks.CastRestriction`."""
    if not g.effects and not g.statics_of(CastRestriction):
        return False  # nothing restricts casting: most games, asked for every card in hand
    return _forbids(g, player, card, spell)


def _forbids(g: Game, player: int, card: GameObject, spell: Chars) -> bool:
    return any(eff.forbids_cast(g, src, player, card, spell)
               for src, _, eff in g.hooks_of(CastRestriction))


def cost_increase(g: Game, player: int, card: GameObject) -> int:
    """The generic mana that effects add to a spell's total cost ("Spells with the chosen
    name cost {3} more to cast", "costs {1} more for each other spell that player has cast
    this turn"), whatever the cost it is cast for [601.2f]: static abilities that are a
    :class:`~aetherworks.engine.hooks.CostIncrease`."""
    # The commander tax, for a commander cast from the command zone [903.8].
    total = commander_tax(g, player, card) if "command" in (card.zone, card.cast_from) else 0
    for src, eff in g.statics_of(CostIncrease):
        total += eff.increase_cost(g, src, player, card)
    return total


# A card's own alternative costs with their ability index, by prototype key: asked for every
# card in hand at every priority, so looked up once per card.
_ALT_COSTS: dict[str, tuple[tuple[int, AltCost], ...]] = {}


def alt_costs_of(obj: GameObject) -> tuple[tuple[int, AltCost], ...]:
    """Every alternative cost of the card's own, with its ability index [118.9]."""
    alts = _ALT_COSTS.get(obj.proto.key)
    if alts is None:
        alts = _ALT_COSTS[obj.proto.key] = tuple(
            (i, ab) for i, ab in enumerate(obj.proto.chars.abilities) if isinstance(ab, AltCost))
    return alts


def own_alt_costs(obj: GameObject) -> list[tuple[int, AltCost]]:
    """The card's own alternative costs ("Dash {1}{R}", "Escape—...") that function in the
    zone it is in, with their ability index [118.9, 702.109a, 702.138a]."""
    alts = alt_costs_of(obj)
    return [(i, ab) for i, ab in alts if ab.zone == obj.zone] if alts else []


def castable_for(g: Game, player: int, obj: GameObject, alt: AltCost, sorcery_ok: bool,
                 sources: list[ManaSource]) -> bool:
    """Whether ``player`` can cast this card now for one of its own alternative costs:
    its condition, the spell's timing and targets, its costs and the spell's additional
    costs, and the alternative mana cost with increases [118.9, 601.2b-h]."""
    c = obj.proto.chars
    if "Land" in c.types or cast_forbidden(g, player, obj, c):
        return False
    if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
        return False
    if alt.condition is not None:
        saved = obj.controller
        obj.controller = player  # "your turn" is the casting player's
        try:
            if not alt.condition.holds(g, obj):
                return False
        finally:
            obj.controller = saved
    spell = alt.spell or obj.proto.card.spell()  # overloaded: its other text [702.96a]
    costs = (*alt.costs, *(spell.additional_costs if spell is not None else ()))
    if not all(cost.can_pay(g, obj) for cost in costs):
        return False
    mana = c.mana_cost if alt.mana_cost else alt.mana  # jump-start: its mana cost [702.133a]
    return bool(x_values(g, player, obj, spell, mana,
                         lambda x: reduced_cost(g, player, obj, mana.with_x(x)), costs,
                         sources, first=True))


def fusable(obj: GameObject) -> bool:
    """A split card with fuse, in its owner's hand: both halves may be cast as one fused
    split spell [702.102a]."""
    faces = obj.proto.faces
    return obj.zone == "hand" and len(faces) == 2 and not obj.proto.card.mdfc and \
        all("Fuse" in f.chars.keywords for f in faces)


def fused_castable(g: Game, player: int, obj: GameObject, sorcery_ok: bool,
                   sources: list[ManaSource]) -> bool:
    """Whether both halves can be cast now as a fused split spell: each half's timing and
    targets, and the total cost including both mana costs [702.102a, 702.102c]."""
    if not fusable(obj) or cast_forbidden(g, player, obj, obj.proto.faces[0].chars):
        return False
    for face in obj.proto.faces:
        c = face.chars
        if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
            return False
        spell = face.card.spell()
        if spell is not None and not targets_available(g, spell, player, obj):
            return False
    return can_pay(reduced_cost(g, player, obj, obj.proto.chars.mana_cost),
                   g.players[player].pool, sources, energy=g.players[player].energy,
                   life=g.players[player].life)


def cast_ways(g: Game, player: int, obj: GameObject, sorcery_ok: bool,
              sources: list[ManaSource]) -> list[int]:
    """How ``player`` may cast this (non-split) card now from the zone it is in: ``-1`` for
    its mana cost (from the hand), and the ability index of each of its own alternative
    costs that can be paid [118.9, 601.2b]."""
    ways = []
    if obj.zone == "hand" and castable(g, player, obj, obj.proto.chars, sorcery_ok, sources,
                                       -1):
        ways.append(-1)
    for i, alt in own_alt_costs(obj):
        if castable_for(g, player, obj, alt, sorcery_ok, sources):
            ways.append(i)
    return ways


def alternative_cost(g: Game, player: int, obj: GameObject, sorcery_ok: bool) -> str:
    """An alternative cost that a static ability lets ``player`` cast this card for
    now ("by paying {E} rather than paying their mana costs"), or "" [118.9, 601.2b].

    An :class:`~aetherworks.engine.hooks.AlternativeCost` returns ``(cost key, flash)``
    when it applies and can be paid (``"energy:1"``: pay one {E}); with ``flash`` the spell
    may be cast as though it had flash [702.8a]."""
    c = obj.proto.chars
    for src, eff in g.statics_of(AlternativeCost):
        got = eff.alt_cost(g, src, player, obj)
        if got is None:
            continue
        key, flash = got
        if not (sorcery_ok or flash or "Instant" in c.types or "Flash" in c.keywords):
            continue
        if cast_forbidden(g, player, obj, c):
            return ""
        if not rest_payable(g, player, obj):
            continue
        spell = obj.proto.card.spell()
        if spell is not None and not (
                all(x.can_pay(g, obj) for x in spell.additional_costs)
                and targets_available(g, spell, player, obj)):
            continue
        return str(key)
    return ""


def castable(g: Game, player: int, obj: GameObject, c: Chars, sorcery_ok: bool,
             sources: list[ManaSource], face: int, budget: int | None = None) -> bool:
    """Timing [307.1, 702.8], then whether the whole proposal can be completed: some X
    with targets [601.2b-c] and every cost payable together [601.2g-h].  ``budget``, the
    most mana the player could have at once (pool and unrestricted sources), rejects a spell
    that costs more than that, which is most cards in hand most of the time."""
    if "Land" in c.types:
        return False
    if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
        return False
    mana = c.mana_cost
    spell_sources = g.spell_sources(player, c, sources)  # restricted mana too [106.6]
    if budget is not None and spell_sources is sources and not mana.phyrexian and \
            mana.generic + len(mana.colored) + len(mana.hybrid) > budget and \
            not g.statics_of(SpellCostChange) and not spell_helps(g, player, c) and \
            not derived(obj.proto.chars, "reduces", _reduces_itself):
        return False  # more than all the mana there is, and nothing could make it less

    mana_for: Callable[[int], ManaCost]
    if budget is not None and spell_sources is sources and not mana.phyrexian:
        # With X = 0 [601.2f], less what convoke, improvise or delve could pay [702.51a]
        least = spell_mana(g, player, obj, c, sources, mana, 0)
        if least.generic + len(least.colored) + len(least.hybrid) > budget:
            return False
        # Without X the same for every X: worked out once.
        mana_for = functools.partial(spell_mana, g, player, obj, c, sources, mana) \
            if mana.x else functools.partial(_same_cost, least)
    else:
        mana_for = functools.partial(spell_mana, g, player, obj, c, sources, mana)
    if cast_forbidden(g, player, obj, c):
        return False
    proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
    spell = proto.card.spell()
    costs = spell.additional_costs if spell is not None else ()
    for cost in costs:  # a loop in place: every card in hand, every priority
        if not cost.can_pay(g, obj):
            return False
    spell_sources = spared(g, obj, costs, spell_sources)
    return bool(x_values(g, player, obj, spell, mana, mana_for, costs, spell_sources,
                         first=True))


def spell_mana(g: Game, player: int, obj: GameObject, c: Chars, sources: list[ManaSource],
               mana: ManaCost, x: int) -> ManaCost:
    """The mana a spell with mana cost ``mana`` costs with X = ``x``, for castability: cost
    changes applied [601.2f], less what its convoke, improvise or delve could pay.  (A
    function rather than a closure in :func:`castable`: a closure's captured variables are
    made at every call, and every card in hand is asked at every priority.)"""
    return helped_cost(g, player, obj, c, sources, reduced_cost(g, player, obj, mana.with_x(x)))


def _same_cost(cost: ManaCost, x: int) -> ManaCost:
    return cost


def costs_payable(costs: tuple[Cost, ...], g: Game, obj: GameObject) -> bool:
    """Whether every one of these costs can be paid now (apart from a hot loop's body:
    a generator there would make ``g`` and ``obj`` its closure cells at every call)."""
    return all(cost.can_pay(g, obj) for cost in costs)


def _reduces_itself(c: Chars) -> bool:
    return any(isinstance(ab, StaticAbility) and isinstance(ab.effect, CostReduction)
               for ab in c.abilities)


def payment_helps(c: Chars) -> tuple[PaymentHelp, ...]:
    """The spell's convoke, improvise or delve [702.51, 702.126, 702.66]; read once per
    characteristics value, as every card in hand is asked at every priority."""
    return derived(c, "helps", _read_helps)


def _read_helps(c: Chars) -> tuple[PaymentHelp, ...]:
    return tuple(ab.effect for ab in c.abilities
                 if isinstance(ab, StaticAbility) and isinstance(ab.effect, PaymentHelp))


def spell_helps(g: Game, player: int, c: Chars) -> tuple[PaymentHelp, ...]:
    """The convoke, improvise or delve of a spell ``player`` casts: its own, and those
    permanents give it ("Nonartifact spells you cast have improvise"); one instance of each
    [702.51d, 702.126c, 702.66c]."""
    own = payment_helps(c)
    grants = g.statics_of(SpellHelpGrant)
    if not grants:
        return own
    helps = list(own)
    for src, eff in grants:
        h = eff.granted_help(g, src, player, c)
        if h is not None and h not in helps:
            helps.append(h)
    return tuple(helps)


def helped_cost(g: Game, player: int, obj: GameObject, c: Chars, sources: list[ManaSource],
                cost: ManaCost, skip: frozenset[int] = frozenset()) -> ManaCost:
    """For castability: ``cost`` less what the spell's convoke, improvise or delve could pay
    with helpers that are not also mana sources (those count as sources already)
    [702.51a, 702.126a, 702.66a]."""
    helps = spell_helps(g, player, c)
    if not helps:
        return cost
    used = {s.obj for s in sources} | skip
    for h in helps:
        for oid in h.helpers(g, obj, player):
            if oid in used:
                continue
            after = h.pay_one(g, oid, cost)
            if after is not None:
                cost = after
                used.add(oid)
    return cost


def x_values(g: Game, player: int, ctx: GameObject, ab: Any, mana: ManaCost,
             mana_for: Callable[[int], ManaCost], costs: tuple[Cost, ...],
             sources: list[ManaSource], *, first: bool = False) -> list[int]:
    """The values of X (just 0 without an X) for which a spell or ability can be completed:
    targets exist for that X, and the mana cost (``mana_for(x)``) can be paid with what the
    other costs leave ({E} they take is not there for mana abilities that cost {E})
    [601.2b-c, 601.2g-h].  ``first`` stops at the first one (is there any?)."""
    p = g.players[player]
    # Loops rather than comprehensions here: a comprehension that reads ``g`` makes it a
    # closure variable, built at every call (every card in hand, every priority).
    limits = []
    for cost in costs:
        lim = cost.x_limit(g, ctx)
        if lim is not None:
            limits.append(lim)
    if mana.x:
        total = sum(p.pool.values()) + capacity(sources)
        most = total // mana.x
        # Cost reductions can let X go higher than the mana alone would (exiling cards for
        # March of Otherworldly Light) [601.2f]; larger X only costs more.
        while most < total + 16 and mana_for(most + 1).mana_value <= total:
            most += 1
        hi = min([most, *limits])
    else:
        hi = min(limits) if limits else 0
    specs = all_target_specs(ab)
    by_x = any(spec.depends_on_x for spec in specs)
    # Targets that don't depend on X are looked for once, after some X proves payable
    # (the cheaper test first: most cards in hand can't be paid for).
    need_targets = bool(specs) and not by_x
    out = []
    for x in range(hi + 1):
        probe = _probe(ctx, player, x) if (limits or by_x) else ctx
        energy = p.energy
        for cost in costs:
            energy -= cost.energy(g, probe)
        if energy < 0 or not can_pay(mana_for(x), p.pool, sources, energy=energy,
                                     life=p.life):
            break  # more X only costs more
        if by_x and not targets_available(g, ab, player, probe):
            continue
        if need_targets:
            if not targets_available(g, ab, player, ctx):
                return []
            need_targets = False
        out.append(x)
        if first:
            break
    return out


def _probe(ctx: GameObject, player: int, x: int) -> GameObject:
    """``ctx`` as the spell or ability being proposed would be: controlled by ``player`` with
    X announced; a copy, so objects shared with clones are never changed."""
    if ctx.controller == player and ctx.x == x:
        return ctx
    probe = ctx.copy()
    probe.controller, probe.x = player, x
    return probe


def rest_payable(g: Game, player: int, obj: GameObject) -> bool:
    """Whether the mana a spell cast for an alternative cost without mana ("without paying
    its mana cost", "{E} rather than its mana cost") still costs can be paid: cost increases
    and permanents' "spells you cast cost {1} more" still apply [601.2f, 118.9]."""
    rest = reduced_cost(g, player, obj, ManaCost())
    return rest.is_free or g.can_pay_mana(player, rest)


def reduced_cost(g: Game, player: int, obj: GameObject, cost: ManaCost) -> ManaCost:
    """A spell's total mana cost: its mana cost (or alternative cost), plus cost increases,
    minus its own cost reductions ("this spell costs {1} less to cast for each ..."), which
    function wherever the card is cast from [601.2f, 113.6]: a static ability whose effect
    is a :class:`~aetherworks.engine.hooks.CostReduction`; and the changes of permanents'
    :class:`~aetherworks.engine.hooks.SpellCostChange` effects; the generic part never goes
    below {0}."""
    inc = cost_increase(g, player, obj)
    if inc:
        cost = cost.plus(ManaCost(inc))
    for ab in obj.proto.chars.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, CostReduction):
            cost = cost.reduced(ab.effect.reduce_cost(g, obj, player))
    # Permanents' "spells you cast cost {1} less / more" [601.2f]: the changes add up; a
    # reduction never goes below {0}.
    delta = 0
    for src, eff in g.statics_of(SpellCostChange):
        delta += eff.spell_cost_delta(g, src, player, obj)
    if delta > 0:
        cost = cost.plus(ManaCost(delta))
    elif delta < 0:
        cost = cost.reduced(-delta)
    return _as_though(g, player, obj, cost)


def _as_though(g: Game, player: int, obj: GameObject, cost: ManaCost) -> ManaCost:
    """How the cost may be paid when mana may be spent "as though it were mana of any
    color" (a static ability's :class:`~aetherworks.engine.hooks.SpendAsThough`, or the play
    permission it is cast with: Grenzo, Havoc Raiser) or "mana of any type can be spent"
    (the play permission says so: Hostage Taker): the cost itself doesn't change, only what
    pays it [609.4b]."""
    perm = obj.permission if obj.zone == "stack" else \
        g.play_permission(obj.id, player) if g.permissions else None
    how = "" if perm is None else "type" if perm.any_mana else \
        "color" if perm.any_color_mana else ""
    if not how:
        for src, eff in g.statics_of(SpendAsThough):
            if eff.spend_as(g, src, player, obj):
                how = "color"
                break
    return cost.payable_as(how) if how else cost


def targets_available(g: Game, ab: Ability | None, player: int, ctx: GameObject) -> bool:
    """Whether targets can be chosen for the ability (for one of its modes) [601.2c]."""
    modes = modes_of(ab)
    if modes:
        return _some_mode_satisfiable(g, modes, player, ctx)
    return specs_satisfiable(g, targets_of(ab), player, ctx)


def _some_mode_satisfiable(g: Game, modes: tuple[Mode, ...], player: int,
                           ctx: GameObject) -> bool:
    return any(specs_satisfiable(g, m.targets, player, ctx) for m in modes)


def specs_satisfiable(g: Game, specs: tuple[TargetSpec, ...], player: int,
                      ctx: GameObject) -> bool:
    if not specs:
        return True
    key = (specs, player, ctx.x, g._ver)
    memo = g._target_memo
    if key in memo:
        return memo[key]
    memo.clear() if len(memo) > 64 else None
    probe = _probe(ctx, player, ctx.x)
    result = True
    cands: list[list[int]] = []
    for spec in specs:
        got = spec.candidates(g, probe)
        cands.append(got)
        least = spec.bounds(probe)[0] if spec.depends_on_x else spec.min_count
        if least and len(got) < least:
            result = False
            break
        # "Another target": it needs an object other than the one chosen for the earlier
        # target it must differ from (``differs_from``) [115.3].
        j = spec.differs_from()
        if j is not None and spec.min_count and specs[j].min_count and \
                not _some_differ(cands[j], got):
            result = False
            break
    memo[key] = result
    return result


def _some_differ(earlier: list[int], got: list[int]) -> bool:
    return any(a != b for a in earlier for b in got)


def can_activate(g: Game, player: int, obj: GameObject, ab: ActivatedAbility,
                 sorcery_ok: bool, sources: list[ManaSource]) -> bool:
    """Whether the ability can be activated now, completely [602.2]; ``sources`` are the
    player's mana sources (found once for all of a priority decision's options)."""
    if ab.sorcery and not sorcery_ok:
        return False
    if g.rule_applies_any(obj.id, (Rule.CANT_ACTIVATE, Rule.CANT_ACTIVATE_NONMANA)):
        return False  # its (non-mana) activated abilities can't be activated [602.5]
    if ab.loyalty is not None:
        if not sorcery_ok or obj.recall(Memo.LOYALTY_TURN) == g.turn:
            return False
        if ab.loyalty < 0 and obj.count("loyalty") < -ab.loyalty:
            return False
    if ab.once_per_turn and obj.recall(Memo.ONCE_PER_TURN, {}).get(cardpool.part_key(ab)) == g.turn:
        return False
    for cost in ab.costs:  # a loop in place: every ability, every priority
        if not cost.can_pay(g, obj):
            return False
    sources = [] if ab.mana.is_free and not ab.mana.x else \
        ability_mana_sources(g, player, obj.id, ab, sources)
    return bool(x_values(g, player, obj, ab, ab.mana, ab.mana.with_x, ab.costs, sources,
                         first=True))


def ability_mana_sources(g: Game, player: int, source: int, ab: ActivatedAbility,
                         sources: list[ManaSource] | None = None) -> list[ManaSource]:
    """The mana sources that could pay an activated ability's mana cost: a source whose
    ability costs {T} can't also tap for mana to pay for it [602.2b, 106.12]; one that isn't
    tapped by it can (Midnight Clock's mana pays for its hour counter).  A source the cost
    sacrifices is left out too: the engine pays non-mana costs before mana [601.2h]."""
    if sources is None:
        sources = g.mana_sources(player)
    if any(c.taps_source or c.sacrifices_source for c in ab.costs):
        sources = [s for s in sources if s.obj != source]
    return spared(g, g.objects[source], ab.costs, sources)


def spared(g: Game, ctx: GameObject, costs: tuple[Cost, ...],
           sources: list[ManaSource]) -> list[ManaSource]:
    """``sources`` less those whose mana abilities would use up what a cost paid after the
    mana needs (a Treasure sacrificed for mana, a Gate tapped for mana, when "Sacrifice an
    artifact" or "Tap an untapped Gate you control" has no other): the check that the
    proposal can be completed and the payment itself use the same sources [601.2g-h]."""
    reserved: set[int] = set()
    for c in costs:
        if c.after_mana:
            reserved |= c.reserved_from_mana(g, ctx, sources) or set()
    return [s for s in sources if s.obj not in reserved] if reserved else sources


def proposal_costs(g: Game, obj: GameObject) -> tuple[Cost, ...]:
    """The non-mana costs of a spell or ability being proposed: an ability's, or a spell's
    additional costs with those of the permission it is cast with (jump-start's discard)
    [601.2f, 702.133a]."""
    ab = obj.ability
    if isinstance(ab, ActivatedAbility):
        return ab.costs
    extra = ab.additional_costs if isinstance(ab, SpellAbility) else ()
    modes = modes_of(ab)
    if modes and obj.modes:
        extra += tuple(c for m in obj.modes for c in modes[m].costs)  # [700.2h, 702.42a]
    if obj.permission is not None:
        extra += obj.permission.costs
    return extra
