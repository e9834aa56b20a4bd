"""Putting spells and abilities on the stack, one atomic choice at a time: casting [601.2],
activating [602.2], and triggered abilities [603.3].

The order is the rules' order: the card moves to the stack (601.2a), modes (601.2b), X
(601.2b), targets one by one (601.2c), total cost (601.2f), non-mana costs then mana
(601.2g-h), and the spell becomes cast (601.2i).  Options offered at priority were checked
to be completable, so no choice here can lead to a dead end.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.castability import (
    ability_mana_sources,
    helped_cost,
    proposal_costs,
    reduced_cost,
    spared,
    specs_satisfiable,
    spell_helps,
    x_values,
)
from aetherworks.engine.commander import note_commander_cast
from aetherworks.engine.decision import CHOOSE, MODE, NUMBER, TARGET, TRIGGER_ORDER
from aetherworks.engine.defs import (
    DONE,
    ActivatedAbility,
    AltCost,
    Choice,
    Cost,
    SpellAbility,
    modes_of,
)
from aetherworks.engine.mana import COLORS, ManaCost, can_pay, find_payment
from aetherworks.engine.objects import GameObject, Memo
from aetherworks.engine.payment import pay_mana_cost
from aetherworks.engine.resolve import target_specs
from aetherworks.engine.tasks import task
from aetherworks.messages import Mana, Msg, Obj, Text, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def begin_cast(g: Game, player: int, oid: int, face: int, *, alt: str = "",
               cont: tuple[Any, ...] | None = None) -> int:
    """Propose a spell: the card goes to the stack first [601.2a].

    ``alt`` names an alternative cost ("free" = without paying its mana cost; "energy" =
    {E} equal to its mana value, as Amped Raptor allows) [118.9].  ``cont`` is the task to
    run once the spell is cast (used when a card is cast during a resolution).
    """
    card = g.objects[oid]
    from_zone = card.zone
    new_id = g.move(oid, "stack", controller=player, cr="601.2a", silent=True)
    obj = g.objects[new_id]
    obj.controller = player
    obj.cast_from = from_zone
    fused = bool(obj.proto.faces) and face == len(obj.proto.faces)
    if fused:
        # A fused split spell: both halves' combined characteristics [702.102b, 709.4];
        # its targets and effects are each half's, left then right [702.102d].
        obj.remember(Memo.FUSED, True)
        face = -1
    obj.face = face
    proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
    obj.ability = proto.card.spell() if not fused else obj.proto.faces[0].card.spell()
    own = None
    if alt:
        obj.paid = (alt,)
        own = own_alt_cost(g, obj)
        # Flashback: exiled whenever it would leave the stack [702.34a].
        obj.exile_from_stack = own is not None and own.exile_after
        if own is not None and own.transformed and obj.proto.back is not None:
            # Cast transformed (disturb): the spell has only its back face's
            # characteristics, its mana value still the front face's [712.8c, 712.11a].
            obj.face = 1
            obj.ability = obj.proto.back.card.spell()
        if own is not None and own.spell is not None:
            obj.ability = own.spell  # overloaded: "each" for "target" [702.96a]
        if own is not None and own.face_down:
            obj.face_down = True  # a face-down spell has no text [702.37c, 708.4]
            obj.ability = None
    perm = g.play_permission(oid, player) if from_zone != "hand" and not alt else None
    if perm is not None:
        # Cast under a permission: its additional costs are added, and with jump-start the
        # card is exiled whenever it would leave the stack [601.2f, 702.133a].
        obj.permission = perm
        obj.exile_from_stack = perm.exile_after
    g.dirty()
    after = ("cast_costs", new_id, player, cont)
    pays_mana_cost = not alt or (own is not None and own.mana_cost)  # jump-start [702.133a]
    choose_modes_and_targets(g, new_id, after,
                             x_cost=g.chars(new_id).mana_cost if pays_mana_cost else None)
    return new_id


def begin_activate(g: Game, player: int, source: int, index: int) -> None:
    """Activate an ability: it goes on the stack, then choices and costs [602.2]."""
    src = g.objects[source]
    ab = g.chars(source).abilities[index]
    assert isinstance(ab, ActivatedAbility)
    obj = g._new_object(src.proto, src.owner, "stack")
    obj.kind = "ability"
    obj.controller = player
    obj.source = source
    obj.ability = ab
    g.stack.append(obj.id)
    if ab.once_per_turn:
        src.remember(Memo.ONCE_PER_TURN,
                     {**src.recall(Memo.ONCE_PER_TURN, {}), cardpool.part_key(ab): g.turn})
    choose_modes_and_targets(g, obj.id, ("activate_costs", obj.id, player), x_cost=ab.mana)


def choose_modes_and_targets(g: Game, oid: int, cont: tuple[Any, ...],
                             x_cost: ManaCost | None = None) -> None:
    """Modes, X, then targets; ``cont`` gets ``True``, or ``False`` if targets ran out."""
    g.tasks.append(("choose_modes", oid, cont, x_cost))


def mode_bounds(g: Game, obj: GameObject) -> tuple[int, int]:
    """How many modes a spell or ability being proposed must and may have [700.2, 700.2a]:
    "choose two", "choose one or more", "you may choose both instead" if a condition holds
    as it is cast."""
    ab = obj.ability
    if not isinstance(ab, SpellAbility):
        return 1, 1
    hi = ab.choose_modes
    lo = ab.min_modes or hi
    if ab.more_modes_if is not None and ab.more_modes_if.holds(g, obj):
        hi = len(ab.modes)
    return lo, hi


@task("choose_modes")
def _choose_modes(g: Game, oid: int, cont: tuple[Any, ...], x_cost: ManaCost | None,
                  chosen: tuple[int, ...] | None = None) -> None:
    """Modes are chosen one pick at a time, each at most once, then "done" once enough are
    chosen [601.2b, 700.2]; they are performed in the order written [700.2]."""
    obj = g.objects[oid]
    modes = modes_of(obj.ability)
    if modes and (not obj.modes or chosen is not None):
        chosen = chosen or ()
        lo, hi = mode_bounds(g, obj)
        if len(chosen) < hi:
            opts = [Choice("mode", i) for i, m in enumerate(modes) if i not in chosen
                    and specs_satisfiable(g, m.targets, obj.controller, obj)
                    and all(c.can_pay(g, obj) for c in m.costs)]
            if len(chosen) >= lo:
                opts.append(DONE)
            if not opts:
                g.tasks.append((*cont, False))
                return
            if opts != [DONE]:
                labels = [Msg("opt.done") if c == DONE else
                          Msg.of("opt.mode_text", text=Text(modes[c.obj].label),
                                 amount=c.obj + 1) if modes[c.obj].label else
                          Msg.of("opt.mode", amount=c.obj + 1) for c in opts]
                g._ask(obj.controller, MODE, Msg.of("prompt.mode", obj=Obj(oid)), tuple(opts),
                       ("mode_answer", oid, cont, x_cost, chosen), labels=labels, cr="700.2a")
                return
        obj.modes = tuple(sorted(chosen))
    g.tasks.append(("choose_x", oid, cont, x_cost))


@task("mode_answer")
def _mode_answer(g: Game, oid: int, cont: tuple[Any, ...], x_cost: ManaCost | None,
                 chosen: tuple[int, ...], choice: Choice) -> None:
    if choice.kind == "done":
        g.objects[oid].modes = tuple(sorted(chosen))
        g.tasks.append(("choose_x", oid, cont, x_cost))
        return
    g.tasks.append(("choose_modes", oid, cont, x_cost, (*chosen, choice.obj)))


@task("choose_x")
def _choose_x(g: Game, oid: int, cont: tuple[Any, ...], x_cost: ManaCost | None) -> None:
    """Announce X, in the mana cost or in another cost ("Pay X {E}") [601.2b, 107.3]: only
    values for which the rest can be completed, targets and payment [601.2c, 601.2g-h]."""
    obj = g.objects[oid]
    costs = proposal_costs(g, obj)
    if (x_cost is None or not x_cost.x) and all(c.x_limit(g, obj) is None for c in costs):
        g.tasks.append(("choose_target", oid, cont, 0, ()))
        return
    player = obj.controller
    mana = x_cost or ManaCost()
    if isinstance(obj.ability, ActivatedAbility):
        sources = ability_mana_sources(g, player, obj.source, obj.ability)
    else:
        sources = spared(g, obj, costs, [s for s in g.mana_sources(
            player, None if obj.kind == "ability" else g.chars(oid)) if s.obj != obj.source])
    def mana_for(x: int) -> ManaCost:
        cost = mana.with_x(x)
        if obj.kind == "ability":
            return cost
        return helped_cost(g, player, obj, g.chars(oid), sources,
                           reduced_cost(g, player, obj, cost))

    xs = x_values(g, player, obj, obj.ability, mana, mana_for, costs, sources)
    if not xs:
        g.tasks.append((*cont, False))
        return
    options: range | tuple[int, ...] = range(xs[0], xs[-1] + 1) \
        if len(xs) == xs[-1] - xs[0] + 1 else tuple(xs)
    g._ask(player, NUMBER, Msg.of("prompt.x", obj=Obj(oid)), options, ("x_answer", oid, cont),
           cr="601.2b")


@task("x_answer")
def _x_answer(g: Game, oid: int, cont: tuple[Any, ...], x: int) -> None:
    g.objects[oid].x = x
    g.tasks.append(("choose_target", oid, cont, 0, ()))


@task("choose_target")
def _choose_target(g: Game, oid: int, cont: tuple[Any, ...], spec_i: int,
                   current: tuple[int, ...]) -> None:
    """Choose targets for spec ``spec_i``, one pick at a time [601.2c, 115.3]."""
    obj = g.objects[oid]
    specs = target_specs(obj)
    if spec_i >= len(specs):
        divided = [i for i, s in enumerate(specs) if s.divide]
        if divided and obj.recall(Memo.DIVISION) is None:
            g.tasks.append(("divide_among", oid, cont, divided[0], ()))  # [601.2d]
            return
        g.tasks.append((*cont, True))
        return
    spec = specs[spec_i]
    least, most = spec.bounds_in(g, obj)
    cands = [r for r in spec.candidates(g, obj) if r not in current]
    if len(current) >= most or (not cands and len(current) >= least):
        obj.targets = (*obj.targets, current)
        g.tasks.append(("choose_target", oid, cont, spec_i + 1, ()))
        return
    if not cands:
        g.tasks.append((*cont, False))
        return
    opts = tuple(Choice("target", r) for r in cands)
    if len(current) >= least:
        opts = (*opts, DONE)
    prompt = Msg.of("prompt.targets", obj=Obj(oid), spec=Text(spec.text()),
                    amount=len(current) + 1, most=most) if most > 1 else \
        Msg.of("prompt.target", obj=Obj(oid), spec=Text(spec.text()))
    g._ask(obj.controller, TARGET, prompt, opts,
           ("target_answer", oid, cont, spec_i, current), cr="601.2c")


@task("divide_among")
def _divide_among(g: Game, oid: int, cont: tuple[Any, ...], spec_i: int,
                  split: tuple[int, ...], answer: int | None = None) -> None:
    """Announce the division of an amount among the chosen targets, each getting at least
    one, one number per target; the last gets the rest [601.2d].  Remembered as
    ``division``, in target order (a target that becomes illegal gets nothing and the rest
    isn't redivided [608.2b])."""
    obj = g.objects[oid]
    spec = target_specs(obj)[spec_i]
    targets = obj.targets[spec_i] if spec_i < len(obj.targets) else ()
    if answer is not None:
        split = (*split, answer)
    left = spec.divided_amount(g, obj) - sum(split)
    i = len(split)
    if i < len(targets) - 1:
        hi = left - (len(targets) - i - 1)
        g._ask(obj.controller, NUMBER, Msg.of("prompt.divide", obj=Obj(oid), amount=left,
                                              other=Obj(targets[i])), range(1, hi + 1),
               ("divide_among", oid, cont, spec_i, split), cr="601.2d")
        return
    if i < len(targets):
        split = (*split, left)
    obj.remember(Memo.DIVISION, split)
    g.tasks.append(("choose_target", oid, cont, len(target_specs(obj)), ()))


@task("target_answer")
def _target_answer(g: Game, oid: int, cont: tuple[Any, ...], spec_i: int,
                   current: tuple[int, ...], choice: Choice) -> None:
    obj = g.objects[oid]
    if choice.kind == "done":
        obj.targets = (*obj.targets, current)
        g.tasks.append(("choose_target", oid, cont, spec_i + 1, ()))
        return
    g.tasks.append(("choose_target", oid, cont, spec_i, (*current, choice.obj)))


@task("cast_costs")
def _cast_costs(g: Game, oid: int, player: int, cont: tuple[Any, ...] | None, ok: bool
                ) -> None:
    """Determine the total cost and pay it [601.2b, 601.2f-h]."""
    obj = g.objects[oid]
    if not ok:
        _undo_proposal(g, oid)
        if cont is not None:
            g.tasks.append(cont)
        return
    extra = proposal_costs(g, obj)
    alt = obj.paid[0] if obj.paid else ""
    own = own_alt_cost(g, obj)
    if own is not None:
        extra = (*own.costs, *extra)  # paid with the alternative cost [601.2f]
    elif alt == "energy":
        # "{E} equal to its mana value rather than its mana cost": an alternative cost paid
        # in energy [118.9]; X is 0 [107.3b... 601.2b].
        mv = g.chars(oid).mana_value
        g.pay_player_counters(player, "energy", mv, cr="118.9")
    elif alt.startswith("energy:"):
        # "By paying {E} rather than paying their mana costs": a fixed {E} amount [118.9].
        g.pay_player_counters(player, "energy", int(alt[len("energy:"):]), cr="118.9")
    # The player's mana tallies before paying: ``cast_done`` turns them into the amount and
    # the colours of mana spent to cast this spell [601.2h, 106.4]; a copy has none [707.10].
    stats = g.players[player].stats
    obj.remember(Memo.MANA_SPENT, stats.get("mana_spent", 0))
    obj.remember(Memo.COLORS_SPENT, tuple(stats.get("mana_spent_" + c, 0) for c in COLORS))
    # Optional and variable costs are announced first (kicker, replicate, cards exiled to
    # reduce the cost) [601.2b]; then the total cost is fixed [601.2f], mana abilities are
    # activated and the mana paid [601.2g], then the other costs [601.2h].
    announced = tuple(c for c in extra if c.announced)
    rest = tuple(c for c in extra if not c.announced)
    g.tasks.append(("pay_costs", oid, announced, ("cast_mana", oid, player, rest, cont)))


def own_alt_cost(g: Game, obj: GameObject) -> AltCost | None:
    """The card's own alternative cost a spell is being cast for (its label is the first of
    ``paid``), or None [118.9]."""
    if not obj.paid:
        return None
    abilities = g.face_chars(obj).abilities
    if obj.face == 1 and obj.proto.back is not None:
        # The front face's ability that lets it be cast transformed still counts [712.11d].
        abilities = (*abilities, *obj.proto.chars.abilities)
    return next((ab for ab in abilities
                 if isinstance(ab, AltCost) and ab.label == obj.paid[0]), None)


def spell_mana_cost(g: Game, obj: GameObject) -> ManaCost:
    """The mana part of a spell's total cost: its mana cost with X, or the alternative
    cost's mana; plus optional additional mana announced (kicker, replicate) and cost
    increases; minus reductions [601.2f]."""
    alt = obj.paid[0] if obj.paid else ""
    own = own_alt_cost(g, obj)
    if own is not None and not own.mana_cost:
        cost = own.mana
    elif alt in ("free", "energy") or alt.startswith("energy:"):
        cost = ManaCost()
    else:
        cost = g.chars(obj.id).mana_cost.with_x(obj.x)
    extra = obj.recall(Memo.EXTRA_MANA)
    if extra is not None:
        cost = cost.plus(extra)
    return reduced_cost(g, obj.controller, obj, cost)


@task("cast_mana")
def _cast_mana(g: Game, oid: int, player: int, rest: tuple[Cost, ...],
               cont: tuple[Any, ...] | None) -> None:
    """The total cost is fixed once the optional costs are announced; mana abilities are
    activated and the mana paid, then the rest of the costs [601.2f-h]."""
    obj = g.objects[oid]
    done = ("cast_done", oid, player, cont)
    cost = spell_mana_cost(g, obj)
    if spell_helps(g, player, g.chars(oid)) and not cost.is_free:
        g.tasks.append(("pay_help", oid, player, cost, rest, done, (), None))
        return
    reserve = sum(c.energy(g, obj) for c in rest)
    if cost.phyrexian:
        g.tasks.append(("phyrexian_choice", oid, player, cost, rest, done, reserve, 0))
        return
    pay_mana_cost(g, player, cost, 0, ("pay_costs", oid, rest, done), reserve=reserve,
                  spell=oid)


@task("phyrexian_choice")
def _phyrexian_choice(g: Game, oid: int, player: int, cost: ManaCost,
                      extra: tuple[Cost, ...], done: tuple[Any, ...], reserve: int, life: int,
                      answer: Choice | None = None) -> None:
    """How to pay each Phyrexian symbol — its colour or 2 life — is the player's choice
    [107.4f, 601.2b]; only choices that keep the whole cost payable are offered (2 life needs
    2 life left [119.4]).  Then the costs are paid, the life with them [601.2h]."""
    if answer is not None:
        letter = cost.phyrexian[0]
        rest = dataclasses.replace(cost, phyrexian=cost.phyrexian[1:])
        if answer.kind == "life":
            cost, life = rest, life + 2
        else:
            cost = rest.plus(ManaCost(colored=letter))
    if cost.phyrexian:
        p = g.players[player]
        letter = cost.phyrexian[0]
        rest = dataclasses.replace(cost, phyrexian=cost.phyrexian[1:])
        sources = g.mana_sources(player)
        opts = []
        if can_pay(rest.plus(ManaCost(colored=letter)), p.pool, sources,
                   energy=p.energy - reserve, life=p.life - life):
            opts.append(Choice("color"))
        if p.life - life >= 2 and can_pay(rest, p.pool, sources, energy=p.energy - reserve,
                                          life=p.life - life - 2):
            opts.append(Choice("life"))
        cont = ("phyrexian_choice", oid, player, cost, extra, done, reserve, life)
        if len(opts) == 1:
            g.tasks.append((*cont, opts[0]))
            return
        labels = [Msg.of("opt.pay_color", mana=Mana(f"{{{letter}}}")) if o.kind == "color"
                  else Msg("opt.pay_life") for o in opts]
        g._ask(player, CHOOSE, Msg.of("prompt.phyrexian", cost=Mana(f"{{{letter}/P}}"),
                                      mana=Mana(f"{{{letter}}}")),
               tuple(opts), cont, labels=labels, cr="107.4f")
        return
    pay_mana_cost(g, player, cost, 0, ("phyrexian_life", player, life,
                                       ("pay_costs", oid, extra, done)), reserve=reserve,
                  spell=oid)


@task("phyrexian_life")
def _phyrexian_life(g: Game, player: int, life: int, cont: tuple[Any, ...]) -> None:
    if life:
        g.lose_life(player, life, cr="107.4f")
    g.tasks.append(cont)


@task("pay_help")
def _pay_help(g: Game, oid: int, player: int, cost: ManaCost, extra: tuple[Cost, ...],
              done: tuple[Any, ...], used: tuple[int, ...], answer: Choice | None) -> None:
    """Convoke, improvise, delve: the caster taps or exiles helpers one at a time, each
    paying one unit of the total cost, while the rest stays payable; then the mana
    [702.51a, 702.126a, 702.66a, 601.2h]."""
    obj = g.objects[oid]
    c = g.chars(oid)
    helps = spell_helps(g, player, c)
    if answer is not None and answer.kind == "pick":
        h = helps[answer.arg]
        after = h.pay_one(g, answer.obj, cost)
        assert after is not None
        h.use(g, obj, answer.obj)
        cost, used = after, (*used, answer.obj)
    p = g.players[player]
    reserve = sum(x.energy(g, obj) for x in extra)
    sources = g.mana_sources(player)

    def payable(left: ManaCost, skip: frozenset[int]) -> bool:
        rest = [s for s in sources if s.obj not in skip]
        return find_payment(helped_cost(g, player, obj, c, rest, left, skip), p.pool, rest,
                            energy=p.energy - reserve, life=p.life) is not None

    opts: list[Choice] = []
    finished = answer is not None and answer.kind == "done"
    if not (finished or cost.is_free):
        if can_pay(cost, p.pool, sources, energy=p.energy - reserve, life=p.life):
            opts.append(DONE)
        for i, h in enumerate(helps):
            for hid in h.helpers(g, obj, player):
                after = h.pay_one(g, hid, cost)
                if hid not in used and after is not None and \
                        payable(after, frozenset((*used, hid))):
                    opts.append(Choice("pick", hid, i))
    if len(opts) > 1 or (opts and opts[0] != DONE):
        g._ask(player, CHOOSE, Msg.of("prompt.pay_help", cost=Mana(str(cost)), obj=Obj(oid)),
               tuple(opts), ("pay_help", oid, player, cost, extra, done, used), cr="601.2h")
        return
    pay_mana_cost(g, player, cost, 0, ("pay_costs", oid, extra, done), reserve=reserve,
                  spell=oid)


@task("cast_done")
def _cast_done(g: Game, oid: int, player: int, cont: tuple[Any, ...] | None) -> None:
    """The spell becomes cast; "whenever you cast" abilities trigger [601.2i]."""
    obj = g.objects[oid]
    p = g.players[player]
    obj.remember(Memo.MANA_SPENT, p.stats.get("mana_spent", 0) - obj.recall(Memo.MANA_SPENT, 0))
    spent_before = obj.recall(Memo.COLORS_SPENT) or (0,) * len(COLORS)
    obj.remember(Memo.COLORS_SPENT, "".join(
        c for c, n in zip(COLORS, spent_before, strict=True)
        if p.stats.get("mana_spent_" + c, 0) > n))
    before = sum(q.turn_stats.get("spells_cast", 0) for q in g.players)
    p.stats["spells_cast"] = p.stats.get("spells_cast", 0) + 1
    p.turn_stats["spells_cast"] = p.turn_stats.get("spells_cast", 0) + 1
    # The event's amount: how many other spells were cast before it this turn (storm).
    if obj.cast_from == "command":
        note_commander_cast(g, player, obj)  # the commander tax counts it [903.8]
    g.emit("cast", "601.2i", player, oid, amount=before)
    g.became_targets(oid)
    if cont is not None:
        g.tasks.append(cont)


@task("activate_costs")
def _activate_costs(g: Game, oid: int, player: int, ok: bool) -> None:
    obj = g.objects[oid]
    ab = obj.ability
    assert isinstance(ab, ActivatedAbility)
    if not ok:
        _undo_proposal(g, oid)
        return
    if ab.loyalty is not None:
        # A loyalty ability's cost adds or removes loyalty counters [606.4].
        src = g.objects[obj.source]
        src.remember(Memo.LOYALTY_TURN, g.turn)
        if ab.loyalty >= 0:
            g.add_counters(obj.source, "loyalty", ab.loyalty, cr="606.4")
        else:
            g.remove_counters(obj.source, "loyalty", -ab.loyalty)
    done = ("activate_done", oid, player)
    # Costs fixed with X first [601.2b], then mana abilities, then the rest [601.2g-h, 602.2b].
    # The mana is paid from the sources the activation was checked with (``oid`` names the
    # ability to the payment step): not its own source if a cost taps or sacrifices it, nor
    # a permanent a sacrifice cost still needs [602.2b, 601.2h].
    first, rest = (tuple(c for c in ab.costs if c.announced == a) for a in (True, False))
    mana = ("pay_mana_step", player, ab.mana.with_x(obj.x), oid, ("pay_costs", oid, rest,
            done), sum(c.energy(g, obj) for c in ab.costs), 0, None)
    g.tasks.append(("pay_costs", oid, first, mana))


@task("activate_done")
def _activate_done(g: Game, oid: int, player: int) -> None:
    obj = g.objects[oid]
    g.emit("activate", "602.2i", player, obj.source, oid)
    g.became_targets(oid)


def _undo_proposal(g: Game, oid: int) -> None:
    """An illegal proposal is reversed [601.2, 732]; options are pre-checked so this is a
    safety net rather than a path players take."""
    obj = g.objects[oid]
    if obj.kind == "ability":
        g.stack.remove(oid)
        obj.zone = ""
        return
    g.move(oid, obj.cast_from or "hand", silent=True)


# --- triggered abilities go on the stack the next time a player would receive priority,
# with the same choices as a spell or activated ability [603.3, 603.3c-d].


@task("put_triggers")
def _put_triggers(g: Game) -> None:
    """APNAP: the active player's triggers go on the stack first, each player ordering
    their own [603.3b].

    A triggered ability controlled by a player who has left the game isn't put on the
    stack [800.4d]: dropped here, whenever it triggered (as they left, objects they
    controlled but didn't own were exiled and may have triggered [800.4a, 603.10a])."""
    if len(g.players) > 2 and any(g.players[t[0]].lost for t in g.pending_triggers):
        g.pending_triggers = [t for t in g.pending_triggers if not g.players[t[0]].lost]
    for p in g.apnap():
        mine = [i for i, t in enumerate(g.pending_triggers) if t[0] == p]
        if not mine:
            continue
        if len(mine) == 1 or len({(g.pending_triggers[i][2], g.objects[
                g.pending_triggers[i][1]].name) for i in mine}) == 1:
            g.tasks.append(("put_trigger", mine[0]))
            return
        opts = tuple(Choice("trigger", i, g.pending_triggers[i][1]) for i in mine)
        g._ask(p, TRIGGER_ORDER, Msg.of("prompt.trigger_order", player=Who(p)), opts,
               ("trigger_pick",), cr="603.3b")
        return


@task("trigger_pick")
def _trigger_pick(g: Game, choice: Choice) -> None:
    pending = g.pending_triggers
    if choice.obj < len(pending) and pending[choice.obj][1] == choice.arg:
        g.tasks.append(("put_trigger", choice.obj))
    else:
        # The pending triggers changed under the question: the player ordering them left the
        # game and theirs went with them [800.4a, 800.4d].  The rest are put as if asked now.
        g.tasks.append(("put_triggers",))


@task("put_trigger")
def _put_trigger(g: Game, index: int) -> None:
    controller, source, ab, ev = g.pending_triggers.pop(index)
    src = g.objects[source]
    obj = g._new_object(src.proto, src.owner, "stack")
    obj.kind = "ability"
    obj.controller = controller
    obj.source = source
    obj.ability = ab
    obj.remember(Memo.EVENT_OBJ, ev.obj)
    obj.remember(Memo.EVENT_OTHER, ev.other)
    obj.remember(Memo.EVENT_AMOUNT, ev.amount)
    obj.remember(Memo.EVENT_PLAYER, ev.player)
    if ev.kind == "delayed":
        obj.remember(Memo.DELAYED_SINCE, ev.amount)
    g.stack.append(obj.id)
    g.emit("trigger", "603.3", controller, obj.id)
    choose_modes_and_targets(g, obj.id, ("trigger_ready", obj.id))


@task("trigger_ready")
def _trigger_ready(g: Game, oid: int, ok: bool = True) -> None:
    if not ok:
        # No legal targets: the ability is removed from the stack [603.3d].
        obj = g.objects[oid]
        g.stack.remove(oid)
        obj.zone = ""
        g.emit("fizzle", "603.3d", obj.controller, oid)
        return
    g.became_targets(oid)
