"""Priority [117]: what a player may do (pass, play a land, cast, activate), passing, and acting.

When no task is left, a player would receive priority: state-based actions, then triggered
abilities to the stack, then the priority decision [117.5].
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from aetherworks.engine import shortcuts
from aetherworks.engine.castability import (
    alt_costs_of,
    alternative_cost,
    can_activate,
    cast_ways,
    castable,
    costs_payable,
    fusable,
    fused_castable,
    own_alt_costs,
)
from aetherworks.engine.casting import begin_activate, begin_cast
from aetherworks.engine.decision import CHOOSE, PRIORITY
from aetherworks.engine.defs import (
    PASS,
    ActivatedAbility,
    AltCost,
    Choice,
    ManaAbility,
    StaticAbility,
)
from aetherworks.engine.face_down import face_up_options, turn_face_up
from aetherworks.engine.hooks import AlternativeCost, LandPlays, SpecialAction
from aetherworks.engine.mana import capacity
from aetherworks.engine.objects import derived
from aetherworks.engine.payment import activate_mana_ability, can_activate_mana
from aetherworks.engine.sba import state_based_actions
from aetherworks.engine.tasks import task
from aetherworks.engine.turn import MAIN_STEPS
from aetherworks.messages import Mana, Msg, Nested, Obj, Text, Who, Word

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import Chars, GameObject

ADD_MANA = Choice("mana")  # "activate mana abilities": a compound choice [605.3a]


def player_would_receive_priority(g: Game) -> None:
    """SBAs, then triggers to the stack, then priority [117.5, 704.3, 603.3]."""
    if state_based_actions(g):
        return
    if g.pending_triggers:
        g.tasks.append(("put_triggers",))
        return
    _give_priority(g)


def _give_priority(g: Game) -> None:
    p = g.priority
    if p < 0:
        p = g.priority = g.active
    if g.players[p].lost:
        # Priority never goes to a player who left the game: the next player gets it
        # [800.4a, 800.4j].
        p = g.priority = g.next_player(p)
    if g.auto_pass and nothing_but_mana(g, p):
        pass_priority(g)  # as below, found without listing the options
        return
    opts = priority_options(g, p)
    labels = None
    if g.auto_pass and opts[-1].kind in ("pass", "mana"):
        # Nothing to do but make mana that would empty unused [500.4]: pass.  (The options
        # begin with these two, so the last one tells.)
        pass_priority(g)
        return
    if not g.stack and shortcuts.cycle_point(g, p):
        # A loop: it may be shortcut [731.2a].  The option names the action that starts
        # the loop, so a player (or agent) who declines knows which action not to repeat.
        labels = list(map(g.describe, opts))
        start = shortcuts.loop_start(g, p, labels)
        if start is not None:
            opts = (*opts, Choice("shortcut", start))
            labels.append(Msg.of("opt.shortcut", first=Nested(labels[start])))
    g._ask(p, PRIORITY, _priority_prompt(p, g.step, g.turn), opts, ("priority_answer",),
           labels=labels, cr="117")


@functools.lru_cache(maxsize=512)
def _priority_prompt(player: int, step: str, turn: int) -> Msg:
    """The priority decision's prompt: a value, the same for every priority of the step."""
    return Msg.of("prompt.priority", player=Who(player), step=Word("step", step), turn=turn)


def nothing_but_mana(g: Game, player: int) -> bool:
    """A quick test that :func:`priority_options` could offer ``player`` nothing but passing
    and mana abilities, for auto-pass: outside a main phase with an empty stack, with no
    card that could be cast at instant speed, no ability to activate but mana abilities, and
    nothing a permission, the command zone, exile (a foretold card [702.143a]), a face-down
    permanent or another card's alternative cost could add.  False means "look at every
    option" (it may still be nothing); True is always right."""
    if player == g.active and g.step in MAIN_STEPS and not g.stack:
        return False
    if g.permissions or g.command:
        return False
    p = g.players[player]
    objects = g.objects
    for oid in p.hand:
        proto = objects[oid].proto
        if derived(proto.chars, "acts_from_hand", _acts_from_hand) or proto.faces:
            return False
    for oid in p.graveyard:
        proto = objects[oid].proto
        if derived(proto.chars, "acts_from_graveyard", _acts_from_graveyard) or proto.faces:
            return False
    for oid in g.exile:
        obj = objects[oid]
        if obj.owner == player and alt_costs_of(obj) and own_alt_costs(obj):
            return False
    if battlefield_abilities(g, player) or any_face_down(g):
        return False
    return not g.statics_of(AlternativeCost)


def _acts_from_hand(c: Chars) -> bool:
    """Whether a card with these printed characteristics might be cast or used from a hand
    at instant speed: an instant, flash, an alternative cost of its own (evoke, dash...), an
    ability that functions in the hand (cycling)."""
    return "Instant" in c.types or "Flash" in c.keywords or \
        any(isinstance(ab, AltCost) for ab in c.abilities) or bool(activatable(c, "hand"))


def _acts_from_graveyard(c: Chars) -> bool:
    """The same from a graveyard: an alternative cost (escape), an ability (unearth)."""
    return any(isinstance(ab, AltCost) for ab in c.abilities) or \
        bool(activatable(c, "graveyard"))


def land_plays(g: Game, player: int) -> int:
    """How many lands a player may play this turn: one, as continuous effects change it
    [305.2]; a land may be played while fewer have been played this turn [305.2a]."""
    n = g.players[player].land_drops
    for src, eff in g.statics_of(LandPlays):
        n = eff.land_plays(g, src, player, n)
    return n


def priority_options(g: Game, player: int) -> tuple[Choice, ...]:
    """Legal priority actions: pass, activate mana abilities (one compound choice, picked a
    source at a time) [605.3a], play a land, cast, activate [117.1].  Passing comes first and
    mana abilities second, so the last option tells whether there is anything else."""
    opts = [PASS]
    p = g.players[player]
    sorcery_ok = player == g.active and g.step in MAIN_STEPS and not g.stack
    sources = g.mana_sources(player)
    if sources:
        opts.append(ADD_MANA)
    budget = (sum(p.pool.values()) if p.pool else 0) + capacity(sources)
    seen: set[tuple[str, str]] = set()
    may_play_land = sorcery_ok and p.lands_played < land_plays(g, player)
    if may_play_land:
        for oid in p.hand:
            obj = g.objects[oid]
            if "Land" in obj.proto.chars.types and ("land", obj.name) not in seen:
                seen.add(("land", obj.name))
                opts.append(Choice("land", oid))
            elif obj.proto.card.mdfc and ("land", obj.name) not in seen:
                # A modal double-faced card may be played as its land face [712.12].
                seen.add(("land", obj.name))
                for fi, f in enumerate(obj.proto.faces):
                    if "Land" in f.chars.types:
                        opts.append(Choice("land", oid, fi))
    # Outside a main phase with an empty stack only cards that could be cast at instant
    # speed (or for an alternative cost a permanent grants) are worth a closer look.
    instant_speed = not sorcery_ok and not g.statics_of(AlternativeCost)
    objects = g.objects
    for oid in p.hand:
        obj = objects[oid]
        c = obj.proto.chars
        if "Land" in c.types:
            continue
        if instant_speed and not obj.proto.faces:
            acts = c.memo.get("acts_from_hand")  # derived's value, read here first
            if not (acts if acts is not None else
                    derived(c, "acts_from_hand", _acts_from_hand)):
                continue
        key = ("cast", c.name)
        if key in seen:
            continue
        seen.add(key)
        if obj.proto.faces:
            for fi, face in enumerate(obj.proto.faces):
                if obj.proto.card.aftermath and fi > 0:
                    continue
                if castable(g, player, obj, face.chars, sorcery_ok, sources, fi, budget):
                    opts.append(Choice("cast", oid, fi))
            if fusable(obj) and fused_castable(g, player, obj, sorcery_ok, sources or []):
                # Both halves as one fused split spell [702.102a].
                opts.append(Choice("cast", oid, len(obj.proto.faces)))
            continue
        # Its mana cost or one of its own alternative costs (chosen as it is cast) [118.9].
        if (cast_ways(g, player, obj, sorcery_ok, sources) if alt_costs_of(obj) else
                castable(g, player, obj, c, sorcery_ok, sources, -1, budget)):
            opts.append(Choice("cast", oid, -1))
        if alternative_cost(g, player, obj, sorcery_ok):
            opts.append(Choice("cast", oid, 1))  # for an alternative cost [118.9]
    # Aftermath halves from the graveyard [702.127]; cards castable from exile
    for oid in p.graveyard:
        obj = g.objects[oid]
        if obj.proto.card.aftermath and obj.proto.faces:
            face = obj.proto.faces[-1]
            if castable(g, player, obj, face.chars, sorcery_ok, sources,
                              len(obj.proto.faces) - 1):
                opts.append(Choice("cast", oid, len(obj.proto.faces) - 1))
        if alt_costs_of(obj) and own_alt_costs(obj) and ("graveyard", obj.name) not in seen:
            # An alternative cost that functions in the graveyard (escape) [702.138a].
            seen.add(("graveyard", obj.name))
            if cast_ways(g, player, obj, sorcery_ok, sources):
                opts.append(Choice("cast", oid, -1))
    # Cards a permission lets this player play from another zone ("you may play that card
    # this turn", jump-start): normal timing, costs and land drops, plus the permission's
    # additional costs [611.2a, 305.1, 601.2f, 702.133a].
    permitted: set[int] = set()
    for perm in g.permissions:
        oid = perm.card
        obj = g.objects[oid]
        if perm.player != player or not perm.from_turn <= g.turn <= perm.until_turn or \
                not obj.zone or obj.zone == "hand" or oid in permitted:
            continue
        permitted.add(oid)
        faces = list(enumerate(obj.proto.faces)) if obj.proto.faces else [(-1, obj.proto)]
        extra = perm.costs
        for fi, face in faces:
            if perm.faces and fi not in perm.faces:
                continue  # not as an Adventure again [715.3d]
            if "Land" in face.chars.types:
                # A land card is played, never cast: a permission only to cast doesn't let
                # you play it [305.9, 611.2a].
                if may_play_land and not perm.cast_only:
                    opts.append(Choice("land", oid, max(fi, 0)))
                continue
            if castable(g, player, obj, face.chars, sorcery_ok, sources, fi) and \
                    costs_payable(extra, g, obj):
                opts.append(Choice("cast", oid, fi))
    for oid in g.exile:
        # A card's own alternative cost that functions in exile: a plotted or foretold card
        # [702.170d, 702.143a] (madness's and suspend's are paid only as their triggers
        # resolve).
        obj = g.objects[oid]
        if obj.owner == player and alt_costs_of(obj) and own_alt_costs(obj) and \
                Choice("cast", oid, -1) not in opts and \
                cast_ways(g, player, obj, sorcery_ok, sources):
            opts.append(Choice("cast", oid, -1))
    for oid in g.command:
        # A commander its owner may cast from the command zone, with the tax [903.8].
        obj = g.objects[oid]
        if obj.owner == player and obj.kind == "card" and \
                castable(g, player, obj, obj.proto.chars, sorcery_ok, sources, -1):
            opts.append(Choice("cast", oid, -1))
    for oid, i, ab in battlefield_abilities(g, player):
        obj = g.objects[oid]
        if isinstance(ab, ActivatedAbility):
            if can_activate(g, player, obj, ab, sorcery_ok, sources):
                opts.append(Choice("activate", oid, i))
        elif can_activate_mana(g, player, oid, i):
            opts.append(Choice("activate", oid, i))  # a mana ability [605.3a]
    if any_face_down(g):
        opts += face_up_options(g, player)  # a special action [116.2b, 701.40b]
    for oid in (*p.hand, *p.graveyard):
        # Activated abilities that function in the hand, like cycling, or in the
        # graveyard, like unearth [113.6b, 702.29a, 702.84a]; special actions a card's own
        # ability offers there, like suspend [116.2f].
        obj = objects[oid]
        c = obj.proto.chars
        here = c.memo.get(obj.zone)  # activatable's value, read here first: every card
        for i, ab in here if here is not None else activatable(c, obj.zone):
            if isinstance(ab, StaticAbility):
                ok = isinstance(ab.effect, SpecialAction) and \
                    ab.effect.can_take(g, player, obj, sorcery_ok)
            else:
                ok = can_activate(g, player, obj, ab, sorcery_ok, sources)
            if ok:
                opts.append(Choice("activate", oid, i))
    if g.stack and split_second(g):
        return _under_split_second(g, opts)
    return tuple(opts)


def _under_split_second(g: Game, opts: list[Choice]) -> tuple[Choice, ...]:
    """Split second: no spells, no activated abilities but mana abilities; special actions
    and mana abilities stay [702.61a-b].  (Apart from :func:`priority_options`, where a
    comprehension reading ``g`` would make it a closure variable at every call.)"""
    return tuple(o for o in opts if o.kind in ("pass", "mana", "turn_face_up") or (
        o.kind == "activate" and g.objects[o.obj].zone == "battlefield" and
        isinstance(g.chars(o.obj).abilities[o.arg], ManaAbility)))


def split_second(g: Game) -> bool:
    """A spell with split second is on the stack [702.61a]."""
    return any(g.objects[oid].kind != "ability" and "Split second" in g.chars(oid).keywords
               for oid in g.stack)


def any_face_down(g: Game) -> bool:
    """Whether a face-down permanent is on the battlefield (its controller may turn it face
    up [116.2b]); kept until ``dirty``, as a permanent entering or turning face up calls it."""
    if g._face_down_memo is None:
        g._face_down_memo = any(g.objects[o].face_down for o in g.battlefield)
    return g._face_down_memo


def battlefield_abilities(g: Game, player: int) -> tuple[tuple[int, int, Any], ...]:
    """``(permanent, index, ability)`` for the abilities of ``player``'s permanents they may
    activate with priority [602.1, 605.3a]: asked at every priority, and the same until a
    permanent, a controller or a characteristic changes (``dirty``), unless some permanent's
    characteristics depend on more than that (a volatile effect)."""
    got = g._abilities_memo.get(player)
    if got is not None:
        return got
    out: list[tuple[int, int, Any]] = []
    stable = True
    for oid in g.battlefield:
        obj = g.objects[oid]
        if obj.controller != player:
            continue
        c = g.chars(oid)
        stable = stable and oid in g._chars
        for i, ab in activatable(c, "battlefield"):
            out.append((oid, i, ab))
    result = tuple(out)
    if stable:
        g._abilities_memo[player] = result
    return result


def activatable(c: Chars, zone: str) -> tuple[tuple[int, Any], ...]:
    """The abilities a player may activate with priority from ``zone``: activated abilities
    that function there [113.6], and on the battlefield mana abilities activated on their
    own [605.3a]; each with its index among the object's abilities.  Asked for every object
    at every priority, so read once per characteristics value (most objects share their
    card's) and zone (the zone's name is the key in ``c.memo``)."""
    got = c.memo.get(zone)
    if got is None:
        got = c.memo[zone] = _read_activatable(c, zone)
    return got  # type: ignore[no-any-return]


def _read_activatable(c: Chars, zone: str) -> tuple[tuple[int, Any], ...]:
    return tuple((i, ab) for i, ab in enumerate(c.abilities)
                 if (isinstance(ab, ActivatedAbility) and ab.zone == zone) or
                 (zone == "battlefield" and isinstance(ab, ManaAbility) and ab.at_priority) or
                 (zone != "battlefield" and isinstance(ab, StaticAbility) and
                  isinstance(ab.effect, SpecialAction) and ab.effect.zone == zone))


def pass_priority(g: Game) -> None:
    g.passes += 1
    n = len(g.players)
    if g.passes >= (n if n == 2 else len(g.apnap())):
        # All players still in the game passed in succession [117.4, 800.4a].
        g.passes = 0
        if g.stack:
            g.tasks.append(("resolve",))
        else:
            g.tasks.append(("end_step",))
    else:
        g.priority = g.next_player(g.priority)  # around the table in turn order [117.3d]


@task("priority_answer")
def _priority_answer(g: Game, choice: Choice) -> None:
    player = g.priority
    if choice.kind == "pass":
        pass_priority(g)
        return
    g.passes = 0  # an action: the player keeps priority [117.3c]
    if choice.kind == "mana":
        g.tasks.append(("mana_pick", player, None))
        return
    if choice.kind == "shortcut":
        can_act = tuple(q for q in g.opponents(player) if len(priority_options(g, q)) > 1)
        g.tasks.append(("shortcut_count", player, can_act))
        return
    if choice.kind == "land":
        _play_land(g, player, choice.obj, choice.arg)
    elif choice.kind == "cast":
        card = g.objects[choice.obj]
        if choice.arg > 0 and not card.proto.faces:
            # Cast for an alternative cost a permanent grants [118.9].
            begin_cast(g, player, choice.obj, -1,
                       alt=alternative_cost(g, player, card, sorcery_ok=True))
        elif choice.arg < 0 and alt_costs_of(card) and own_alt_costs(card):
            _choose_way(g, player, card)
        else:
            begin_cast(g, player, choice.obj, choice.arg)
    elif choice.kind == "activate":
        ab = g.chars(choice.obj).abilities[choice.arg]
        if isinstance(ab, ManaAbility):
            activate_mana_ability(g, player, choice.obj, choice.arg)
        elif isinstance(ab, StaticAbility) and isinstance(ab.effect, SpecialAction):
            g.emit("special_action", "116.2", player, choice.obj)
            ab.effect.take(g, player, choice.obj)  # no stack [116.1]
        else:
            begin_activate(g, player, choice.obj, choice.arg)
    elif choice.kind == "turn_face_up":
        turn_face_up(g, player, choice.obj)


def _choose_way(g: Game, player: int, card: GameObject) -> None:
    """A card with its own alternative costs: its controller announces which cost they pay
    (its mana cost first) [601.2b, 118.9]; one possible way is taken at once."""
    sorcery_ok = player == g.active and g.step in MAIN_STEPS and not g.stack
    ways = cast_ways(g, player, card, sorcery_ok, g.mana_sources(player))
    if card.zone != "hand" and not ways:
        ways = [-1]  # cast with a permission to cast it from this zone, for its mana cost
    if len(ways) == 1:
        _cast_way(g, player, card.id, Choice("cost", card.id, ways[0]))
        return
    abilities = card.proto.chars.abilities
    labels = [Msg.of("opt.mana_cost", cost=Mana(str(card.proto.chars.mana_cost))) if i < 0
              else Msg.of("opt.text", text=Text(abilities[i].text)) for i in ways]
    g._ask(player, CHOOSE, Msg.of("prompt.cast_which_cost", obj=Obj(card.id)),
           tuple(Choice("cost", card.id, i) for i in ways), ("cast_way", player, card.id),
           labels=labels, cr="601.2b")


@task("cast_way")
def _cast_way(g: Game, player: int, oid: int, choice: Choice) -> None:
    ab = g.objects[oid].proto.chars.abilities[choice.arg] if choice.arg >= 0 else None
    begin_cast(g, player, oid, -1, alt=ab.label if isinstance(ab, AltCost) else "")


def _play_land(g: Game, player: int, oid: int, face: int = 0) -> None:
    """Playing a land is a special action; it doesn't use the stack [305.1, 116.2a].  A
    modal double-faced card is played with the chosen land face up [712.12]."""
    p = g.players[player]
    obj = g.objects[oid]
    p.lands_played += 1
    g.emit("land", "305.1", player, oid)
    obj.controller = player
    g.move(oid, "battlefield", controller=player, cr="305.1",
           face=face if obj.proto.card.mdfc else -1)
