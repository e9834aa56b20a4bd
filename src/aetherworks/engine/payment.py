"""Paying costs [601.2g-h, 118]: mana abilities, the mana pool, and non-mana costs, paid one
pick at a time or by the automatic payer.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.castability import (
    ability_mana_sources,
    costs_payable,
    proposal_costs,
    spared,
)
from aetherworks.engine.decision import CHOOSE, NUMBER, PAY_MANA
from aetherworks.engine.defs import (
    DONE,
    ActivatedAbility,
    Choice,
    Cost,
    Event,
    ManaAbility,
    player_ref,
)
from aetherworks.engine.hooks import Rule
from aetherworks.engine.mana import ManaCost, ManaSource, can_pay, find_payment
from aetherworks.engine.objects import Chars, IdentityMemo, Memo, derived
from aetherworks.engine.tasks import task
from aetherworks.engine.zones import ZonesMixin
from aetherworks.messages import Mana, Msg, Obj, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


# Restrictions on how mana may be spent, by name: which spells (by their characteristics)
# the mana may pay for [106.6].  Such mana sits in the pool as "C:colorless spells" and pays
# only for those spells; it is made only while paying for one.
SPEND_ONLY: dict[str, Callable[[Chars], bool]] = {
    "colorless spells": lambda c: not c.colors,
}


def _allowed(key: str, spell: Chars | None) -> bool:
    """Whether restricted pool mana (``"C:colorless spells"``) may pay for this spell."""
    return spell is not None and SPEND_ONLY[key.split(":", 1)[1]](spell)


def _spendable(pool: dict[str, int], spell: Chars | None) -> dict[str, int]:
    """The pool as mana that may pay for ``spell``: restricted mana it may take counts as its
    type, other restricted mana not at all [106.6]."""
    if not any(":" in k for k in pool):
        return pool
    view: dict[str, int] = {}
    for k, n in pool.items():
        if ":" not in k or _allowed(k, spell):
            view[k[0]] = view.get(k[0], 0) + n
    return view


class PaymentMixin(ZonesMixin):
    """Mana the player could make now, and paying a mana cost."""

    def can_pay_mana(self, player: int, cost: ManaCost) -> bool:
        """Could ``player`` pay this mana cost right now (pool and mana abilities)?"""
        p = self.players[player]
        return can_pay(cost, p.pool, self.mana_sources(player), energy=p.energy, life=p.life)

    def pay_mana(self, player: int, cost: ManaCost,
                 sources: list[ManaSource] | None = None, *, reserve: int = 0,
                 spell: int = 0) -> bool:
        """Pay a mana cost now: the automatic payer activates mana abilities, then the pool
        pays [601.2g-h, 605.3a]; during a resolution this is "unless/may pay {N}" [118.3].
        Mana abilities that cost {E} leave ``reserve`` {E} for the other costs; ``spell`` is
        the spell being cast: mana restricted to some spells may pay for it, and mana with an
        effect on what it is spent on has it [106.6].  Returns False, changing nothing, when
        it can't be paid.
        """
        p = self.players[player]
        chars = self.chars(spell) if spell else None
        if sources is None:
            sources = self.mana_sources(player, chars)
        payment = find_payment(cost, _spendable(p.pool, chars), sources,
                               energy=p.energy - reserve, life=p.life)
        if payment is None:
            return False
        # Each source as making what the plan has it make: a filter's input, paid from the
        # pool as it is activated, must leave what the later ones' mana won't replace.
        planned = [s._replace(colors=m, amount=len(m), fixed=True, combination=False)
                   for s, m in payment.sources]
        for i, (src, color) in enumerate(payment.sources):
            _activate_mana(self.game, player, src, color, cost, planned[i + 1:])
        # Spend pool mana as planned, recomputed now that everything floats; the plan paid
        # each {S} with a snow source's mana, which is now in the pool as generic [107.4h].
        snow = cost.colored.count("S")
        if snow:
            cost = dataclasses.replace(cost, generic=cost.generic + snow,
                                       colored=cost.colored.replace("S", ""))
        # Restricted mana this spell may take counts as its type, and is spent first [106.6].
        restricted = [k for k in p.pool if ":" in k and _allowed(k, chars)]
        final = find_payment(cost, _spendable(p.pool, chars), [], energy=p.energy, life=p.life)
        assert final is not None
        for color, n in final.from_pool.items():
            for k in [*(r for r in restricted if r[0] == color), color]:
                take = min(n, p.pool.get(k, 0))
                n -= take
                p.pool[k] = p.pool.get(k, 0) - take
                if not p.pool[k]:
                    del p.pool[k]
        if p.pool_riders:
            self._spend_riders(player, final.from_pool, spell)
        # The mana spent, tallied for "the amount of mana spent to cast it" and, by type, for
        # the colours of mana spent (converge) [601.2h, 106.4, 207.2c].
        p.stats["mana_spent"] = p.stats.get("mana_spent", 0) + sum(final.from_pool.values())
        for color, n in final.from_pool.items():
            p.stats["mana_spent_" + color] = p.stats.get("mana_spent_" + color, 0) + n
        if final.life:
            self.lose_life(player, final.life, cr="107.4f")
        return True

    def _spend_riders(self, player: int, spent: dict[str, int], spell: int) -> None:
        """Mana with a rider ("if that mana is spent on a creature spell, it gains haste")
        is spent on a creature spell before other mana of its type, and last otherwise
        (the player's best choice) [106.6]; a creature spell paid with it remembers the
        riders, for the permanent it becomes."""
        p = self.players[player]
        creature = spell and "Creature" in self.chars(spell).types
        riders = []
        for key, n in list(p.pool_riders.items()):
            color = key.split("|")[0]
            if creature and spent.get(color):
                used = min(n, spent[color])
                spent = {**spent, color: spent[color] - used}
                riders.append(key.split("|")[1])
                n -= used
            n = min(n, p.pool.get(color, 0))
            if n:
                p.pool_riders[key] = n
            else:
                del p.pool_riders[key]
        if riders:
            obj = self.objects[spell]
            obj.remember(Memo.RIDERS, (*obj.recall(Memo.RIDERS, ()), *riders))

    def mana_sources(self, player: int, spell: Chars | None = None) -> list[ManaSource]:
        """Untapped permanents whose mana abilities could be activated now [605]: their
        other costs payable, and making some mana (an ability whose colours are worked out
        from the game may make none [106.5, 106.7]); a mana ability whose mana may be spent
        only on some spells counts only when paying for such a ``spell`` [106.6]."""
        out: list[ManaSource] = []
        restricted = 0
        blocked = self.rule_changed(Rule.CANT_ACTIVATE)
        objects = self.objects
        for oid, c, mana, creature, keep, plain in self._mana_permanents(player):
            obj = objects[oid]
            if obj.tapped:
                continue
            sick = obj.sick and creature and "Haste" not in c.keywords
            if blocked and self.rule_applies(oid, Rule.CANT_ACTIVATE):
                continue  # mana abilities are activated abilities too [602.5, 605.1a]
            if plain is not None:
                for taps, src in plain:
                    if not (taps and sick):
                        out.append(src)
                continue
            for i, ab in mana:
                if ab.at_priority or (ab.tap and sick):
                    continue  # at_priority: activated on its own (activate_mana_ability)
                if ab.condition is not None and not ab.condition.holds(self.game, obj):
                    continue  # "Activate only if ..." [602.5b]
                if ab.costs and not costs_payable(ab.costs, self.game, obj):
                    continue
                if ab.amount >= 2 and "Land" in c.types and \
                        self.rule_applies(oid, Rule.ONE_COLORLESS):
                    # "If a land is tapped for two or more mana, it produces {C}
                    # instead of any other type and amount" [614.1a, 106.12].
                    out.append(ManaSource(oid, i, "C", 1, ab.energy, ab.life + ab.damage,
                                          False, "Snow" in c.supertypes, keep,
                                          input=None if ab.mana.is_free else ab.mana))
                    continue
                if ab.colors_from is None and not ab.costs:
                    # Fixed by the card: the same source while its characteristics are.
                    src = _SOURCES.get((oid, i), c, _mana_source, oid, i, ab, ab.produce, c,
                                       keep)
                else:
                    colors = ab.produce if ab.colors_from is None else \
                        ab.colors_from.colors(self.game, obj)
                    if not colors:
                        continue
                    src = _mana_source(oid, i, ab, colors, c, keep)
                if not ab.spend_only:
                    out.append(src)
                elif spell is not None and SPEND_ONLY[ab.spend_only](spell):
                    # Mana only this spell may use is the payer's first choice [106.6].
                    out.insert(restricted, src)
                    restricted += 1
        return out

    def _mana_permanents(self, player: int) -> tuple[
            tuple[int, Chars, tuple[tuple[int, ManaAbility], ...], bool, bool,
                  tuple[tuple[bool, ManaSource], ...] | None], ...]:
        """The permanents ``player`` controls that have mana abilities, with their
        characteristics, :func:`_mana_profile` and :func:`_plain_sources`: asked at every
        priority, and the same until a permanent, a controller or a characteristic changes
        (``dirty``), unless some permanent's characteristics depend on more than that (a
        volatile effect)."""
        got = self._sources_memo.get(player)
        if got is not None:
            return got
        out = []
        stable = True
        for oid in self.battlefield:
            if self.objects[oid].controller != player:
                continue
            c = self.chars(oid)
            stable = stable and oid in self._chars
            mana, creature, keep = _mana_profile(c)
            if mana:
                out.append((oid, c, mana, creature, keep,
                            _PLAIN.get(oid, c, _plain_sources, oid, c, mana, keep)))
        result = tuple(out)
        if stable:
            self._sources_memo[player] = result
        return result

    def spell_sources(self, player: int, spell: Chars,
                      sources: list[ManaSource]) -> list[ManaSource]:
        """``sources`` plus the restricted mana abilities whose mana may pay for ``spell``
        [106.6] (none for most players: then ``sources`` itself, at no cost)."""
        restricted = self._restricted_memo.get(player)  # dropped by every ``dirty()``
        if restricted is None:
            # A quick look at printed abilities (no card grants such an ability).
            restricted = False
            for oid in self.battlefield:
                obj = self.objects[oid]
                if obj.controller == player:
                    for ab in self.face_chars(obj).abilities:
                        if isinstance(ab, ManaAbility) and ab.spend_only:
                            restricted = True
            self._restricted_memo[player] = restricted
        if not restricted:
            return sources
        return [s for s in self.mana_sources(player, spell) if _restricted(self, s)] + sources


def _restricted(g: PaymentMixin, src: ManaSource) -> bool:
    ab = g.chars(src.obj).abilities[src.ability]
    return isinstance(ab, ManaAbility) and bool(ab.spend_only)


def _mana_source(oid: int, i: int, ab: ManaAbility, colors: str, c: Chars,
                 keep: bool) -> ManaSource:
    # A source that deals damage to you is used last, like one costing life.
    return ManaSource(oid, i, colors, len(colors) if ab.fixed else ab.amount, ab.energy,
                      ab.life + ab.damage, ab.combination, "Snow" in c.supertypes, keep,
                      fixed=ab.fixed, sacrifice=any(cost.sacrifices_source for cost in ab.costs),
                      input=None if ab.mana.is_free else ab.mana)


# Per permanent and characteristics: the mana source its plain mana ability is, and its
# :func:`_plain_sources`.
_SOURCES: IdentityMemo[ManaSource] = IdentityMemo(16384)
_PLAIN: IdentityMemo[tuple[tuple[bool, ManaSource], ...] | None] = IdentityMemo(16384)


def _plain_sources(oid: int, c: Chars, mana: tuple[tuple[int, ManaAbility], ...],
                   keep: bool) -> tuple[tuple[bool, ManaSource], ...] | None:
    """The sources a permanent's mana abilities are, with whether each taps it, when
    nothing but the permanent's being untapped (and not summoning sick, for {T}) decides
    whether each can be activated; None when one has another cost, a condition, colours
    worked out from the game, a spending restriction, or makes two or more mana on a land
    (which a rule may turn into {C} [614.1a, 106.12])."""
    out = []
    for i, ab in mana:
        if ab.at_priority:
            continue  # activated on its own (activate_mana_ability)
        if ab.costs or ab.condition is not None or ab.colors_from is not None or \
                ab.spend_only or (ab.amount >= 2 and "Land" in c.types):
            return None
        out.append((ab.tap, _mana_source(oid, i, ab, ab.produce, c, keep)))
    return tuple(out)


def _mana_profile(c: Chars) -> tuple[tuple[tuple[int, ManaAbility], ...], bool, bool]:
    """Its mana abilities, whether it is a creature (summoning sickness [302.6]), and
    whether the automatic payer should keep it untapped (a creature, or a permanent with
    another ability that taps it): read once per characteristics value (shared by every
    permanent of a card until an effect changes it), as it is asked at every priority."""
    return derived(c, "mana", _read_profile)


def _read_profile(c: Chars) -> tuple[tuple[tuple[int, ManaAbility], ...], bool, bool]:
    creature = "Creature" in c.types
    return (tuple((i, ab) for i, ab in enumerate(c.abilities) if isinstance(ab, ManaAbility)),
            creature,
            creature or any(isinstance(ab, ActivatedAbility) and
                            any(cost.taps_source for cost in ab.costs) for ab in c.abilities))


def pay_mana_cost(g: Game, player: int, cost: ManaCost, exclude: int, cont: tuple[Any, ...],
                  reserve: int = 0, spell: int = 0) -> None:
    """Pay a mana cost: mana abilities are activated first, then the mana is spent with the
    rest of the total cost [601.2g-h]; ``reserve`` is the {E} the other costs will take,
    which mana abilities that cost {E} must leave; ``spell`` is the spell being cast, if
    any [106.6].

    With ``auto_pay`` the payer chooses the sources; otherwise the player picks sources one
    at a time (each keeps a full payment possible), or hands over to the payer.
    """
    g.tasks.append(("pay_mana_step", player, cost, exclude, cont, reserve, spell, None))


@task("pay_mana_step")
def _pay_mana_step(g: Game, player: int, cost: ManaCost, exclude: int,
                   cont: tuple[Any, ...], reserve: int, spell: int,
                   answer: Choice | None) -> None:
    p = g.players[player]
    sources = _step_sources(g, player, exclude, spell)
    if answer is not None and answer.kind == "mana":
        # The player activated this mana ability of this permanent [605.3a].
        src = next(s for s in sources if s.obj == answer.obj and s.ability == answer.arg)
        rest = [s for s in sources if s.obj != src.obj]
        _activate_mana(g, player, src,
                       _useful_mana(cost, p.pool, src, rest, p.energy - reserve, p.life),
                       cost, rest)
        sources = _step_sources(g, player, exclude, spell)
    if cost.is_free or can_pay(cost, p.pool, [], energy=0, life=p.life):
        pass
    elif not g.auto_pay and (answer is None or answer.kind == "mana"):
        opts = [Choice("auto")]
        for s in sources:
            rest = [t for t in sources if t.obj != s.obj]
            if _useful_mana(cost, p.pool, s, rest, p.energy - reserve, p.life):
                opts.append(Choice("mana", s.obj, s.ability))
        g._ask(player, PAY_MANA, Msg.of("prompt.pay_mana", cost=Mana(str(cost))), tuple(opts),
               ("pay_mana_step", player, cost, exclude, cont, reserve, spell), cr="601.2g")
        return
    if not g.pay_mana(player, cost, sources, reserve=reserve, spell=spell):
        raise RuntimeError(f"no payment for {cost}: castability check was wrong")
    g.tasks.append(cont)


def _step_sources(g: Game, player: int, exclude: int, spell: int) -> list[ManaSource]:
    """The sources that may pay: those the proposal was checked with, so a permanent its
    other costs will tap or sacrifice is not spent on the mana first [601.2g-h, 602.2b].
    ``exclude`` is a mana ability's own permanent, or the activated ability being paid for;
    ``spell`` the spell, which may take mana restricted to some spells [106.6]."""
    obj = g.objects.get(exclude)
    if obj is not None and obj.kind == "ability" and isinstance(obj.ability, ActivatedAbility):
        return ability_mana_sources(g, player, obj.source, obj.ability)
    if not spell:
        return [s for s in g.mana_sources(player) if s.obj != exclude]
    obj = g.objects[spell]
    return spared(g, obj, proposal_costs(g, obj), g.mana_sources(player, g.chars(spell)))


def _input_ways(src: ManaSource, pool: dict[str, int]) -> list[dict[str, int]]:
    """The ways the pool can pay a source's own mana cost, one unit at a time [605.3a]."""
    if src.input is None:
        return [{}]
    ways: list[dict[str, int]] = [{}]
    units = list(src.input.colored) + ["".join(h) for h in src.input.hybrid] + \
        ["*"] * src.input.generic
    for unit in units:
        nxt = []
        for way in ways:
            for color, n in pool.items():
                if n - way.get(color, 0) > 0 and (unit == "*" or color in unit):
                    w = dict(way)
                    w[color] = w.get(color, 0) + 1
                    if w not in nxt:
                        nxt.append(w)
        ways = nxt
    return ways


def _after(pool: dict[str, int], spent: dict[str, int], made: str) -> dict[str, int]:
    after = {c: n - spent.get(c, 0) for c, n in pool.items()}
    for c in made:
        after[c] = after.get(c, 0) + 1
    return {c: n for c, n in after.items() if n > 0}


def _useful_mana(cost: ManaCost, pool: dict[str, int], src: ManaSource,
                 rest: list[ManaSource], energy: int, life: int) -> str:
    """Mana ``src`` could add now (one letter per mana) that leaves ``cost`` payable with the
    pool and the ``rest``, or "": one type ``amount`` times, exactly its mana (``fixed``), or
    any combination of its colours [106.1, 605.3a]; a source with a mana cost of its own only
    if the pool can pay that first."""
    if src.energy > energy:
        return ""
    candidates: Any
    if src.fixed:
        candidates = (src.colors,)
    elif src.combination:
        candidates = ("".join(c) for c in combinations_with_replacement(src.colors, src.amount))
    else:
        candidates = (color * src.amount for color in src.colors)
    ways = _input_ways(src, pool)
    for made in candidates:
        for way in ways:
            if can_pay(cost, _after(pool, way, made), rest, energy=energy - src.energy,
                       life=life):
                return made
    return ""


def _activate_mana(g: Game, player: int, src: ManaSource, color: str,
                   cost: ManaCost | None = None, rest: list[ManaSource] | None = None) -> None:
    """A mana ability resolves at once [605.3]: its costs are paid (its own mana cost from
    the pool, keeping ``cost`` payable with what the ``rest`` of the sources will make), then
    the mana is added and anything else it does happens.  ``color`` is the mana the payer
    chose, one letter per unit it pays: the rest of the ability's ``amount`` is of the same
    type, or for "any combination of colors" of its first letter [106.1]; a ``fixed`` ability
    makes exactly its mana."""
    ab = g.chars(src.obj).abilities[src.ability]
    assert isinstance(ab, ManaAbility)
    obj = g.objects[src.obj]
    p = g.players[player]
    # The source says what it makes now (a replacement may have changed it [106.12]).
    n = src.amount
    if src.fixed:
        made = src.colors
    elif src.combination:
        made = (color + color[0] * n)[:n]
    else:
        made = color[0] * n
    if src.input is not None:
        ways = _input_ways(src, p.pool)
        way = next((w for w in ways if cost is None or can_pay(
            cost, _after(p.pool, w, made), rest or [], energy=p.energy, life=p.life)),
            ways[0] if ways else None)
        assert way is not None, f"no mana for {src.input}"
        for c, n in way.items():
            p.pool[c] -= n
            if not p.pool[c]:
                del p.pool[c]
    if ab.tap:
        g.tap(src.obj)
    for part in ab.costs:
        if not part.taps_source:
            answer = part.pay(g, obj, None, None)
            assert answer is None, "a mana ability's cost can't ask a question"
    if ab.energy:
        g.pay_player_counters(player, "energy", ab.energy)
    if ab.life:
        g.lose_life(player, ab.life)
    for c in made:
        key = f"{c}:{ab.spend_only}" if ab.spend_only else c  # restricted mana [106.6]
        p.pool[key] = p.pool.get(key, 0) + 1
    g.log.append(Event("mana", "605.3", player, src.obj, amount=len(made), info=made))
    if ab.damage:
        # "This land deals 1 damage to you": damage from the source, part of the ability
        # (colorless for a land) [605.3b, 120.3].
        g.deal_damage(src.obj, player_ref(player), ab.damage)
    for eff in ab.effects:
        assert eff.run(g, obj, None, None) is None, "a mana ability's effect can't ask"


def can_activate_mana(g: Game, player: int, oid: int, index: int) -> bool:
    """Whether a mana ability with a mana cost or other costs than {T} ("{R}, {T}, Exert
    this land: Add {R}{R}") can be activated now, by its controller with priority: {T}
    needs it untapped (and not summoning sick if a creature), every cost payable, the mana
    from other sources [605.3a, 602.2b, 302.6]."""
    obj = g.objects[oid]
    c = g.chars(oid)
    ab = c.abilities[index]
    assert isinstance(ab, ManaAbility)
    if ab.tap and (obj.tapped or (obj.sick and "Creature" in c.types and
                                  "Haste" not in c.keywords)):
        return False
    if g.rule_applies(oid, Rule.CANT_ACTIVATE):
        return False
    if not all(cost.can_pay(g, obj) for cost in ab.costs):
        return False
    p = g.players[player]
    sources = [s for s in g.mana_sources(player) if s.obj != oid]
    return can_pay(ab.mana, p.pool, sources, energy=p.energy, life=p.life)


def activate_mana_ability(g: Game, player: int, oid: int, index: int) -> None:
    """Activate such a mana ability: {T}, the other costs, the mana, then the mana is added
    at once, without the stack [605.3a, 605.3b]."""
    ab = g.chars(oid).abilities[index]
    assert isinstance(ab, ManaAbility)
    if ab.tap:
        g.tap(oid)
    done = ("mana_ability_done", player, oid, index)
    # Its mana first, from other sources, then its other costs [601.2g-h, 602.2b].
    pay_mana_cost(g, player, ab.mana, oid, ("pay_costs", oid, ab.costs, done),
                  reserve=sum(c.energy(g, g.objects[oid]) for c in ab.costs))


@task("mana_ability_done")
def _mana_ability_done(g: Game, player: int, oid: int, index: int, chosen: str = "",
                       answer: Choice | None = None) -> None:
    """Its mana is added; a source that can make several types of mana ("one mana of any
    color": a Treasure) asks which [106.1]."""
    obj = g.objects[oid]
    ab = obj.proto.chars.abilities[index] if not obj.zone else g.chars(oid).abilities[index]
    assert isinstance(ab, ManaAbility)
    p = g.players[player]
    c = g.chars(oid) if obj.zone else obj.proto.chars
    if ab.amount >= 2 and "Land" in c.types and obj.zone and \
            g.rule_applies(oid, Rule.ONE_COLORLESS):
        made, rider = "C", False  # a land tapped for two or more mana makes {C} [106.12]
    else:
        if answer is not None:
            chosen += ab.produce[answer.obj]
        if len(ab.produce) > 1 and len(chosen) < (ab.amount if ab.combination else 1):
            g._ask(player, CHOOSE, Msg.of("prompt.mana_color", obj=Obj(oid)),
                   tuple(Choice("color", i) for i in range(len(ab.produce))),
                   ("mana_ability_done", player, oid, index, chosen),
                   labels=[Msg.of("opt.color", mana=Mana(m)) for m in ab.produce], cr="106.1")
            return
        color = chosen or ab.produce[0]
        n = ab.amount
        made = (color + color[0] * n)[:n] if ab.combination else color[0] * n
        rider = ab.rider is not None
    for color in made:
        p.pool[color] = p.pool.get(color, 0) + 1
    if rider:
        key = f"{made[0]}|{cardpool.PART_KEYS[id(ab)]}"
        p.pool_riders[key] = p.pool_riders.get(key, 0) + len(made)
    g.emit("activate_mana", "605.3a", player, oid, amount=len(made), info=made)
    if ab.damage:
        g.deal_damage(oid, player_ref(player), ab.damage)  # part of the ability [605.3b]
    for eff in ab.effects:
        assert eff.run(g, obj, None, None) is None, "a mana ability's effect can't ask"


@task("pay_costs")
def pay_costs(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...]) -> None:
    """Pay non-mana cost parts in order; each may need a choice [601.2h, 602.2b]."""
    if not costs:
        g.tasks.append(cont)
        return
    g.tasks.append(("pay_cost", ctx, costs, cont, None, None))


@task("pay_cost", card_code=True)
def _pay_cost(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...],
              answer: Any, state: Any) -> None:
    obj = g.objects[ctx]
    r = costs[0].pay(g, obj, answer, state)
    if r is None:
        pay_costs(g, ctx, costs[1:], cont)
        return
    opts: Any = range(r.lo, r.hi + 1) if r.kind == NUMBER else r.options
    g._ask(r.player, r.kind, r.prompt, opts, ("pay_cost_answer", ctx, costs, cont, r.state),
           labels=r.labels or None, cr=r.cr)


@task("pay_cost_answer")
def _pay_cost_answer(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...],
                     state: Any, answer: Any) -> None:
    g.tasks.append(("pay_cost", ctx, costs, cont, answer, state))


@task("mana_pick")
def _mana_pick(g: Game, player: int, answer: Choice | None) -> None:
    """Activating mana abilities with priority, one at a time, until "done" [605.3a]: each
    resolves at once and its mana stays in the pool until the step ends [106.4, 500.4].  A
    source that can make several types of mana asks which [106.1]."""
    if answer is not None and answer.kind == "mana":
        g.tasks.append(("mana_pick", player, None))
        src = next(s for s in g.mana_sources(player)
                   if s.obj == answer.obj and s.ability == answer.arg)
        g.tasks.append(("mana_color", player, src, ""))
        return
    if answer is not None:  # done
        return
    p = g.players[player]
    opts = [Choice("mana", s.obj, s.ability) for s in g.mana_sources(player)
            if s.energy <= p.energy and _input_ways(s, p.pool)]
    if opts:
        g._ask(player, PAY_MANA, Msg.of("prompt.mana_pick", player=Who(player)),
               (*opts, DONE), ("mana_pick", player), cr="605.3a")


@task("mana_color")
def _mana_color(g: Game, player: int, src: ManaSource, made: str,
                answer: Choice | None = None) -> None:
    """The type of each mana a source adds, when it could add more than one [106.1]."""
    if answer is not None:
        made += src.colors[answer.obj]
    if not src.fixed and len(src.colors) > 1 and \
            len(made) < (src.amount if src.combination else 1):
        opts = tuple(Choice("color", i) for i in range(len(src.colors)))
        g._ask(player, CHOOSE, Msg.of("prompt.mana_color", obj=Obj(src.obj)), opts,
               ("mana_color", player, src, made),
               labels=[Msg.of("opt.color", mana=Mana(c)) for c in src.colors],
               cr="106.1")
        return
    _activate_mana(g, player, src, made or src.colors[0])
