"""Combat [506-511]: attackers and blockers one atomic pick at a time, then damage.

Attack and block declarations are compound choices; each pick is its own decision ("attack
Bob with Glorybringer", ..., "done") so that every decision can be masked and searched.
An option is offered only if the declaration can still be completed legally (menace needs
a second blocker to exist), so a pick never leads to a dead end [508.1, 509.1].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine import evasion
from aetherworks.engine.decision import ATTACKERS, BLOCKERS, DAMAGE, YES_NO
from aetherworks.engine.defs import (
    DONE,
    NO,
    YES,
    Choice,
    Event,
    ExertAbility,
    is_player_ref,
    player_ref,
    ref_player,
)
from aetherworks.engine.hooks import Rule
from aetherworks.engine.objects import Memo
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg, Obj, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def can_attack(g: Game, oid: int) -> bool:
    """Untapped creature, no defender, not summoning sick unless haste [508.1a, 302.6]."""
    obj = g.objects[oid]
    c = g.chars(oid)
    if obj.tapped or "Creature" not in c.types:
        return False
    if "Defender" in c.keywords and not g.rule_applies(oid, Rule.ATTACKS_DESPITE_DEFENDER):
        return False  # unless it "can attack as though it didn't have defender" [702.3b]
    if not evasion.may_attack(g, oid):
        return False  # a restriction: "creatures can't attack this turn" [508.1c]
    return not (obj.sick and "Haste" not in c.keywords)


def can_block(g: Game, blocker: int, attacker: int) -> bool:
    """Flying can be blocked only by flying or reach [702.9b, 702.17b]."""
    obj = g.objects[blocker]
    if obj.tapped or "Creature" not in g.chars(blocker).types:
        return False
    if g.rule_applies(blocker, Rule.CANT_BLOCK) and any(
            rule.stops(g, src if src is not None else obj, attacker)
            for rule, src in g.rule_effects(blocker, Rule.CANT_BLOCK)):
        return False  # a restriction: "can't block [creatures ...]" [509.1b]
    ac = g.chars(attacker)
    if "Flying" in ac.keywords:
        bk = g.chars(blocker).keywords
        if "Flying" not in bk and "Reach" not in bk:
            return False
    return not evasion.evades(g, blocker, attacker)  # other evasion [509.1b, 702]


def _required_defenders(g: Game, oid: int, defenders: list[int]) -> list[int]:
    """Where this creature may attack: a requirement to attack a particular player ("attacks
    that opponent this turn if able", encore) leaves only that player when it can attack
    them [508.1d]."""
    if not g.rule_applies(oid, Rule.MUST_ATTACK):
        return defenders
    wanted = {rule.must_attack(g, src) for rule, src in g.rule_effects(oid, Rule.MUST_ATTACK)}
    return [d for d in defenders if d in wanted] or defenders


@task("declare_attackers")
def _declare_attackers(g: Game, chosen: tuple[tuple[int, int], ...]) -> None:
    """The active player picks attackers one at a time, then "done" [508.1]."""
    ap = g.active
    used = {a for a, _ in chosen}
    # Each attacker attacks an opponent or a planeswalker an opponent controls: every
    # opponent is a defending player (attack multiple players) [506.2, 508.1b, 802.2-3].
    defenders = [d for q in g.opponents(ap) for d in (
        player_ref(q), *(o.id for o in g.permanents(q, "Planeswalker")))]
    opts: list[Choice] = [DONE]
    for obj in g.creatures(ap):
        if obj.id in used or not can_attack(g, obj.id):
            continue
        for d in _required_defenders(g, obj.id, defenders):
            opts.append(Choice("attack", obj.id, d))
    _alone_restriction(g, list(used), opts, Rule.CANT_ATTACK_ALONE)
    if DONE in opts and any(o.kind == "attack" and g.rule_applies(o.obj, Rule.MUST_ATTACK)
                            for o in opts):
        # A creature that "attacks if able" (goaded, Bident of Thassa) and still can must be
        # declared: attacks have no costs here, so that obeys the most requirements [508.1d]
        # ("done" may already be gone: a lone creature that can't attack alone [508.1c]).
        opts.remove(DONE)
    if opts == [DONE]:
        _finish_attackers(g, chosen)
        return
    g._ask(ap, ATTACKERS, Msg.of("prompt.attackers", player=Who(ap), amount=len(chosen)),
           tuple(opts), ("attack_answer", chosen), cr="508.1")


@task("attack_answer")
def _attack_answer(g: Game, chosen: tuple[tuple[int, int], ...], choice: Choice) -> None:
    if choice.kind == "done":
        _finish_attackers(g, chosen)
        return
    g.tasks.append(("declare_attackers", (*chosen, (choice.obj, choice.arg))))


def _finish_attackers(g: Game, chosen: tuple[tuple[int, int], ...]) -> None:
    """Tap attackers (unless vigilance) and trigger "whenever attacks" [508.1f, 508.3]."""
    for oid, defender in chosen:
        g.attackers[oid] = defender
        if not g.has(oid, "Vigilance"):
            g.tap(oid)
    if chosen:
        # Being an attacking creature is state a static ability may read ("as long as this
        # creature is attacking, it gets +2/+0") [506.4, 611.3a]: characteristics change.
        g.status_changed()
    g.first_strike_step = any_first_strike(g)
    g.tasks.append(("attack_events", tuple(a for a, _ in chosen)))
    g.tasks.append(("exert_ask", tuple(a for a, _ in chosen)))


@task("exert_ask")
def _exert_ask(g: Game, todo: tuple[int, ...]) -> None:
    """Exert is chosen as the creature attacks [701.43a, 508.1g]."""
    for i, oid in enumerate(todo):
        for ab in g.chars(oid).abilities:
            if isinstance(ab, ExertAbility):
                g._ask(g.active, YES_NO, Msg.of("prompt.exert", obj=Obj(oid)), (YES, NO),
                       ("exert_answer", todo[i + 1:], oid, ab), cr="701.43a")
                return


@task("exert_answer")
def _exert_answer(g: Game, todo: tuple[int, ...], oid: int, ab: ExertAbility,
                  choice: Choice) -> None:
    if choice == YES:
        g.objects[oid].exerted = True
        g.emit("exert", "701.43a", g.active, oid)
        if ab.reflexive is not None:
            g.trigger_now(oid, ab.reflexive, g.active)
    g.tasks.append(("exert_ask", todo))


@task("attack_events")
def _attack_events(g: Game, attackers: tuple[int, ...]) -> None:
    for oid in attackers:
        g.emit("attack", "508.1", g.active, oid, g.attackers.get(oid, 0))
    if attackers:
        g.emit("attackers_declared", "508.3", g.active, amount=len(attackers))


def _alone_restriction(g: Game, declared: list[int], opts: list[Choice], rule: Rule) -> None:
    """"Can't attack alone" / "can't block alone": a restriction on the whole declaration
    [508.1c, 509.1b], met when any other creature attacks (blocks) too, even one with the
    same restriction (the rulings of Trusty Companion and Bonded Horncrest).  A lone
    declared creature with it can't be the end of the declaration; a first pick of such a
    creature is offered only if another creature could join it, so no pick is a dead end."""
    if len(declared) == 1 and DONE in opts and g.rule_applies(declared[0], rule):
        opts.remove(DONE)
    if declared:
        return
    able = {o.obj for o in opts if o.kind != "done"}
    if len(able) == 1:
        (only,) = able
        if g.rule_applies(only, rule):
            opts[:] = [o for o in opts if o.obj != only or o.kind == "done"]


def any_first_strike(g: Game) -> bool:
    ids = list(g.attackers) + list(g.blocks)
    return any(g.has(i, "First strike") or g.has(i, "Double strike") for i in ids)


def must_block(g: Game, oid: int) -> bool:
    """A blocking requirement on this creature ("blocks this turn if able") [509.1c]."""
    return g.rule_applies(oid, Rule.BLOCKS_IF_ABLE)


def _blockers_needed(g: Game, attacker: int) -> int:
    return 2 if g.has(attacker, "Menace") else 1


def _at_most_blocked(g: Game, attacker: int, count: dict[int, int]) -> bool:
    """It already has the one blocker it may have ("can't be blocked by more than one
    creature") [509.1b]."""
    return count.get(attacker, 0) >= 1 and g.rule_applies(attacker, Rule.MAX_ONE_BLOCKER)


def defending_player(g: Game, attacker: int) -> int:
    """The player an attacker attacks, or who controls the planeswalker it attacks (as it
    last existed, should it have left) [506.2, 802.2a]."""
    d = g.attackers[attacker]
    return ref_player(d) if is_player_ref(d) else g.objects[d].controller


def defending_players(g: Game) -> tuple[int, ...]:
    """Each defending player, in APNAP order, who declares blockers in turn [802.4]."""
    attacked = {defending_player(g, a) for a in g.attackers}
    return tuple(p for p in g.apnap() if p in attacked)


def block_capacity(g: Game, blocker: int) -> int | None:
    """How many attackers this creature may block: one, unless an effect allows more ("can
    block an additional creature each combat"; several such effects add up), or any number
    ("can block any number of creatures": None) [509.1a, 509.1g]."""
    if not g.rule_applies_any(blocker, _MORE_BLOCKS):
        return 1
    if g.rule_applies(blocker, Rule.BLOCK_ANY_NUMBER):
        return None
    return 1 + sum(rule.more_blocks(g, src)
                   for rule, src in g.rule_effects(blocker, Rule.BLOCK_ADDITIONAL))


_MORE_BLOCKS = (Rule.BLOCK_ADDITIONAL, Rule.BLOCK_ANY_NUMBER)


def _may_block_more(g: Game, blocker: int, picks: dict[int, list[int]], after: int = 0) -> bool:
    """Whether a creature already picked to block ``picks[blocker]`` (and ``after`` more)
    may still block another attacker [509.1a]."""
    n = len(picks.get(blocker, ())) + after
    if not n:
        return True
    cap = block_capacity(g, blocker)
    return cap is None or n < cap


@task("declare_blockers")
def _declare_blockers(g: Game, chosen: tuple[tuple[int, int], ...],
                      queue: tuple[int, ...] | None = None) -> None:
    """Each defending player in APNAP order picks blocks one at a time, then "done"; a
    defending player blocks only creatures attacking them or their planeswalkers [509.1,
    802.4a].  A pick is one blocker and one attacker; a creature that may block more than
    one attacker is offered again for the others while it may block more [509.1a].
    ``queue``: the defending players still to declare, the first one now."""
    if queue is None:
        queue = defending_players(g)
    if not queue:
        _finish_blockers(g, chosen)
        return
    dp = queue[0]
    picks: dict[int, list[int]] = {}  # blocker -> the attackers picked for it
    count: dict[int, int] = {}  # attacker -> how many blockers picked for it
    for b, a in chosen:
        picks.setdefault(b, []).append(a)
        count[a] = count.get(a, 0) + 1
    free = [o.id for o in g.creatures(dp) if not o.tapped and _may_block_more(g, o.id, picks)]
    attacking = [a for a in g.attackers if defending_player(g, a) == dp] \
        if len(queue) > 1 or len(g.players) > 2 else list(g.attackers)

    def able(x: int, a: int) -> bool:
        return a not in picks.get(x, ()) and can_block(g, x, a)

    # Menace: an attacker blocked by one creature needs another [702.111b].
    unmet = [a for a, n in count.items() if n < _blockers_needed(g, a)]
    opts: list[Choice] = [] if unmet else [DONE]
    # "All creatures able to block this creature do so": a creature able to block such an
    # attacker blocks it (an attacker it may block instead would break a requirement)
    # [509.1c].
    lures = [a for a in attacking if g.rule_applies(a, Rule.LURE)]
    for b in free:
        lured = [a for a in lures if able(b, a) and not _at_most_blocked(g, a, count)]
        for a in lured or attacking:
            if not able(b, a) or _at_most_blocked(g, a, count):
                continue
            need = _blockers_needed(g, a) - count.get(a, 0)
            if need > 1:
                others = [x for x in free if x != b and able(x, a)]
                if len(others) < need - 1:
                    continue
            if unmet and a not in unmet:
                # Keep a second blocker for the menace attacker already being blocked: another
                # creature, or this one if it may still block one more after this pick.
                spare = [x for x in free if any(able(x, m) for m in unmet) and (
                    x != b or _may_block_more(g, b, picks, after=1))]
                if not spare:
                    continue
            opts.append(Choice("block", b, a))
    _alone_restriction(g, list(dict.fromkeys(b for b, _ in chosen
                                             if g.objects[b].controller == dp)),
                       opts, Rule.CANT_BLOCK_ALONE)
    if DONE in opts and any(o.kind == "block" and (
            (must_block(g, o.obj) and o.obj not in picks) or o.arg in lures or (
                o.arg not in count and g.rule_applies(o.arg, Rule.MUST_BE_BLOCKED)))
            for o in opts):
        # A creature that "blocks this turn if able" and still can must be declared, and an
        # attacker that "must be blocked if able" needs one blocker while one can block it:
        # the most requirements possible are obeyed [509.1c].
        opts.remove(DONE)
    if opts == [DONE] or not opts:
        g.tasks.append(("declare_blockers", chosen, queue[1:]))
        return
    g._ask(dp, BLOCKERS, Msg.of("prompt.blockers", player=Who(dp), amount=len(chosen)),
           tuple(opts), ("block_answer", chosen, queue), cr="509.1")


@task("block_answer")
def _block_answer(g: Game, chosen: tuple[tuple[int, int], ...], *rest: object) -> None:
    # ``rest``: (queue, choice); a game saved before multiplayer has only (choice,).
    queue = rest[0] if len(rest) == 2 else None
    choice = rest[-1]
    assert isinstance(choice, Choice)
    if queue is None:
        queue = defending_players(g)
    assert isinstance(queue, tuple)
    if choice.kind == "done":
        g.tasks.append(("declare_blockers", chosen, queue[1:]))
        return
    g.tasks.append(("declare_blockers", (*chosen, (choice.obj, choice.arg)), queue))


def _finish_blockers(g: Game, chosen: tuple[tuple[int, int], ...]) -> None:
    """Each chosen creature blocks the attackers chosen for it [509.1g]; "block" events come
    one per blocker and attacker it blocks (a "whenever this creature blocks" ability
    triggers once: :func:`first_block`) [509.3a-b]."""
    for b, a in chosen:
        g.blocks[b] = (*g.blocks.get(b, ()), a)
        g.blocked.add(a)
        g.emit("block", "509.1", g.objects[b].controller, b, a)
    for a in g.attackers:
        if a in g.blocked:
            g.emit("blocked", "509.3c", g.active, a)
    # Blockers are declared: abilities that trigger on attacking creatures that "aren't
    # blocked" trigger now [509.1i, 509.3g].
    g.emit("blockers_declared", "509.1i", g.active, amount=len(chosen))
    g.first_strike_step = any_first_strike(g)


def first_block(g: Game, event: Event) -> bool:
    """Whether this "block" event (the one just logged) is its blocker's first in this
    declaration: "whenever this creature blocks" triggers once, however many attackers it
    blocks [509.3a]."""
    for ev in reversed(g.log[:-1]):
        if ev.kind != "block":
            return True
        if ev.obj == event.obj:
            return False
    return True


def blocking(g: Game, blocker: int) -> tuple[int, ...]:
    """The attackers this creature is blocking now: still attacking, still on the
    battlefield [509.1g, 506.4]."""
    return tuple(a for a in g.blocks.get(blocker, ())
                 if a in g.attackers and g.objects[a].zone == "battlefield")


def blockers_of(g: Game, attacker: int) -> list[int]:
    """The creatures blocking this attacker, still on the battlefield [509.1g, 506.4]."""
    return [b for b, xs in g.blocks.items() if attacker in xs and
            g.objects[b].zone == "battlefield"]


def _deals_in_step(g: Game, oid: int, first: bool) -> bool:
    """First and double strike [702.7b, 702.4b]: who deals damage in which step."""
    fs = g.has(oid, "First strike")
    ds = g.has(oid, "Double strike")
    if first:
        return fs or ds
    if not g.first_strike_step:
        return True
    # The second step: double strikers, and those that had neither first nor double strike
    # as the first combat damage step began [510.4].
    return ds or not g.objects[oid].recall(Memo.FIRST_STRIKER, fs)


def begin_damage(g: Game, first: bool) -> None:
    """Combat damage step: assignments (a decision only when damage must be divided),
    then all damage at once [510.1, 510.2]."""
    if first:
        for oid in (*g.attackers, *g.blocks):
            obj = g.objects[oid]
            if obj.zone == "battlefield":
                obj.remember(Memo.FIRST_STRIKER,
                             g.has(oid, "First strike") or g.has(oid, "Double strike"))
    assignments: list[tuple[int, int, int]] = []
    g.tasks.append(("combat_damage_assign", first, tuple(g.attackers), tuple(assignments)))


@task("combat_damage_assign")
def _combat_damage_assign(g: Game, first: bool, todo: tuple[int, ...],
                          done: tuple[tuple[int, int, int], ...]) -> None:
    """The active player assigns each attacker's damage (``todo``: the attackers left),
    then the defending players each blocker's [510.1]; ``done``: the assignments so far."""
    for i, a in enumerate(todo):
        if a not in g.attackers or g.objects[a].zone != "battlefield" or \
                not _deals_in_step(g, a, first):
            continue
        power = g.power(a)
        if power <= 0:
            continue
        if a not in g.blocked:
            if not _gone(g, g.attackers[a]):
                done = (*done, (a, g.attackers[a], power))
            continue
        blockers = blockers_of(g, a)
        trample = g.has(a, "Trample")
        if not blockers:
            if trample and not _gone(g, g.attackers[a]):
                # trample with no blockers left: all to the player [702.19e]
                done = (*done, (a, g.attackers[a], power))
            continue
        if len(blockers) == 1 and not trample:
            done = (*done, (a, blockers[0], power))
            continue
        g.tasks.append(("divide_damage", first, todo[i + 1:], done, a, tuple(blockers),
                        power, ()))
        return
    # Blockers assign damage to the attackers they block; one blocking several divides its
    # damage among them as its controller chooses [510.1d].  A blocker is done once it
    # appears in ``done`` (a divided assignment gives each blocker at least one entry).
    dealt = {src for src, _, _ in done}
    for b in g.blocks:
        if b in dealt or g.objects[b].zone != "battlefield" or not _deals_in_step(g, b, first):
            continue
        power = g.power(b)
        attacked = blocking(g, b)
        if power <= 0 or not attacked:
            continue
        if len(attacked) == 1:
            done = (*done, (b, attacked[0], power))
            continue
        g.tasks.append(("divide_damage", first, (), done, b, attacked, power, ()))
        return
    _deal_combat_damage(g, first, done)


@task("divide_damage")
def _divide_damage(g: Game, first: bool, todo: tuple[int, ...],
                   done: tuple[tuple[int, int, int], ...], attacker: int,
                   blockers: tuple[int, ...], left: int, split: tuple[int, ...]) -> None:
    """Divide a creature's damage among the creatures in combat with it [510.1c-d]:
    ``attacker`` is the creature dealing damage, an attacker or a blocker, ``blockers`` the
    creatures it assigns damage to.  An attacker with trample assigns lethal damage to every
    blocker before any to the player [702.19b]."""
    i = len(split)
    trample = attacker in g.attackers and g.has(attacker, "Trample")
    if i == len(blockers) or left == 0:
        assigned = [(attacker, b, n) for b, n in zip(blockers, split, strict=False) if n]
        if left and trample:
            assigned.append((attacker, g.attackers[attacker], left))
        elif left:
            # Whatever is left goes to the last blocker.
            assigned.append((attacker, blockers[-1], left))
        g.tasks.append(("combat_damage_assign", first, todo, (*done, *assigned)))
        return
    b = blockers[i]
    lethal = _lethal(g, attacker, b, done)
    last = i == len(blockers) - 1
    hi = left
    # Without trample whatever is left goes to the last one [510.1c-d].  With trample the
    # player gets damage only once every blocker has lethal damage; a blocker may get less,
    # but then the rest stays with the blockers [702.19b].
    short = any(n < _lethal(g, attacker, x, done)
                for x, n in zip(blockers, split, strict=False))
    lo = min(lethal, left) if trample and last and not short else (left if last else 0)
    if lo == hi:
        g.tasks.append(("divide_damage", first, todo, done, attacker, blockers, left - lo,
                        (*split, lo)))
        return
    g._ask(g.objects[attacker].controller, DAMAGE,
           Msg.of("prompt.combat_damage", obj=Obj(attacker), amount=left, other=Obj(b),
                  lethal=lethal), range(lo, hi + 1),
           ("divide_answer", first, todo, done, attacker, blockers, left, split),
           cr="510.1d" if attacker in g.blocks else "510.1c")


@task("divide_answer")
def _divide_answer(g: Game, first: bool, todo: tuple[int, ...],
                   done: tuple[tuple[int, int, int], ...], attacker: int,
                   blockers: tuple[int, ...], left: int, split: tuple[int, ...], n: int
                   ) -> None:
    g.tasks.append(("divide_damage", first, todo, done, attacker, blockers, left - n,
                    (*split, n)))


def _gone(g: Game, defender: int) -> bool:
    """Combat damage isn't assigned to a player who has left the game [800.4e]."""
    return is_player_ref(defender) and g.players[ref_player(defender)].left


def _lethal(g: Game, source: int, victim: int,
            done: tuple[tuple[int, int, int], ...] = ()) -> int:
    """Lethal damage, counting damage already marked, damage other creatures are assigning
    it in this step (``done``: a blocker of two attackers) and deathtouch [702.19b, 702.2c]."""
    if g.has(source, "Deathtouch"):
        return 1
    assigned = sum(n for src, to, n in done if to == victim and src != source)
    return max(0, g.toughness(victim) - g.objects[victim].damage - assigned)


def _deal_combat_damage(g: Game, first: bool, assigned: tuple[tuple[int, int, int], ...]
                        ) -> None:
    """All combat damage is dealt simultaneously [510.2]."""
    for src, target, n in assigned:
        g.deal_damage(src, target, n, combat=True, cr="510.2")
