"""Resolving the top object of the stack [608]: target legality, effects in order, and where
the spell goes afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import NUMBER
from aetherworks.engine.defs import (
    Ask,
    Effect,
    Push,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    effects_of_ability,
    modes_of,
    targets_of,
)
from aetherworks.engine.hooks import ReboundHook
from aetherworks.engine.layers import BESTOW
from aetherworks.engine.objects import FOREVER, GameObject, Memo, PlayPermission
from aetherworks.engine.tasks import task

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


@task("resolve")
def _resolve(g: Game) -> None:
    """Resolve the top object of the stack [608.2]."""
    oid = g.stack[-1]
    obj = g.objects[oid]
    ab = obj.ability
    if isinstance(ab, TriggeredAbility) and ab.condition is not None and \
            not ab.condition.holds(g, g.objects[obj.source]):
        # An intervening "if" is checked again as the ability resolves (against its source,
        # as when it triggered); false: it is removed from the stack, does nothing [603.4].
        g.emit("if_false", "603.4", obj.controller, oid)
        _finish_resolution(g, oid, countered=True)
        return
    specs = target_specs(obj)
    if specs and obj.targets:
        # Check targets: illegal ones are unaffected; if all are illegal, it does nothing
        # [608.2b].
        any_legal = False
        had_targets = any(any(grp) for grp in obj.targets)
        new_targets = []
        for spec, group in zip(specs, obj.targets, strict=False):
            kept = []
            for ref in group:
                if ref and spec.legal(g, obj, ref):
                    kept.append(ref)
                    any_legal = True
                else:
                    kept.append(0)
            new_targets.append(tuple(kept))
        obj.targets = tuple(new_targets)
        if had_targets and not any_legal and BESTOW in obj.paid:
            # A bestowed Aura spell with an illegal target ceases to be bestowed and
            # resolves as a creature spell [702.103e, 608.3b].
            obj.paid = tuple(p for p in obj.paid if p != BESTOW)
            obj.ability = None
            obj.targets = ()
            g.dirty()
        elif had_targets and not any_legal:
            g.emit("fizzle", "608.2b", obj.controller, oid)
            _finish_resolution(g, oid, countered=True)
            return
    g.emit("resolve", "608.2", obj.controller, oid)
    g.tasks.append(("finish_resolve", oid))
    halves = fused_halves(obj)
    if halves:
        # Each half's instructions with its own targets, the left half's first [702.102d].
        groups, at = [], 0
        for h in halves:
            n = len(h.targets) if h is not None else 0
            groups.append((h, obj.targets[at:at + n]))
            at += n
        for h, targets in reversed(groups):
            if h is not None and h.effects:
                g.tasks.append(("effects", oid, tuple(cardpool.PART_KEYS[id(e)]
                                                      for e in h.effects), None, None))
            g.tasks.append(("set_targets", oid, targets))
        return
    effects = effects_of(obj)
    if effects:
        g.tasks.append(("effects", oid, tuple(cardpool.PART_KEYS[id(e)] for e in effects),
                        None, None))
    del ab


def fused_halves(obj: GameObject) -> tuple[Any, ...]:
    """The halves' spell abilities of a fused split spell, left first [702.102d]."""
    if not obj.recall(Memo.FUSED):
        return ()
    return tuple(f.card.spell() for f in obj.proto.faces)


def target_specs(obj: GameObject) -> tuple[TargetSpec, ...]:
    """The target specs of a spell or ability on the stack: its chosen modes' [700.2]; a
    fused split spell's, left half then right [702.102d]."""
    halves = fused_halves(obj)
    if halves:
        return tuple(s for h in halves if h is not None for s in h.targets)
    modes = modes_of(obj.ability)
    if modes and obj.modes:
        return tuple(s for m in obj.modes for s in modes[m].targets)
    return targets_of(obj.ability)


def effects_of(obj: GameObject) -> tuple[Effect, ...]:
    """What a spell or ability on the stack does as it resolves: its chosen modes' [700.2]."""
    modes = modes_of(obj.ability)
    if modes and obj.modes:
        return tuple(e for m in obj.modes for e in modes[m].effects)
    return effects_of_ability(obj.ability)


@task("effects", card_code=True)
def _effects(g: Game, oid: int, keys: tuple[str, ...], answer: Any, state: Any) -> None:
    """Run a list of effects in order; each may ask a question or push a branch [608.2c]."""
    obj = g.objects[oid]
    eff = cardpool.PARTS[keys[0]]
    mark = len(g.tasks)
    r = eff.run(g, obj, answer, state)  # type: ignore[attr-defined]
    if r is None:
        # Anything the effect started (casting a card during resolution) runs first.
        if len(keys) > 1:
            g.tasks.insert(mark, ("effects", oid, keys[1:], None, None))
    elif isinstance(r, Ask):
        opts: Any = range(r.lo, r.hi + 1) if r.kind == NUMBER else r.options
        g._ask(r.player, r.kind, r.prompt, opts, ("effect_answer", oid, keys, r.state),
               labels=r.labels or None, cr=r.cr)
    elif isinstance(r, Push):
        if r.state is not None:
            g.tasks.append(("effects", oid, keys, None, r.state))
        elif len(keys) > 1:
            g.tasks.append(("effects", oid, keys[1:], None, None))
        if r.effects:
            g.tasks.append(("effects", oid, tuple(cardpool.PART_KEYS[id(e)]
                                                  for e in r.effects), None, None))


@task("set_targets")
def _set_targets(g: Game, oid: int, targets: tuple[tuple[int, ...], ...]) -> None:
    """The targets the next instructions of a fused split spell refer to [702.102d]."""
    g.objects[oid].targets = targets


@task("effect_answer")
def _effect_answer(g: Game, oid: int, keys: tuple[str, ...], state: Any, answer: Any) -> None:
    g.tasks.append(("effects", oid, keys, answer, state))


@task("finish_resolve")
def _finish_resolve(g: Game, oid: int) -> None:
    _finish_resolution(g, oid, countered=False)


def _rebound(g: Game, obj: GameObject) -> TriggeredAbility | None:
    """The delayed ability of a resolving spell's rebound, if it has rebound [702.88a]."""
    for ab in g.face_chars(obj).abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, ReboundHook) and \
                isinstance(ab.effect.rebound, TriggeredAbility):
            return ab.effect.rebound
    return None


def _finish_resolution(g: Game, oid: int, countered: bool) -> None:
    """The last step of resolution: the spell goes to the graveyard or, if a permanent
    spell, onto the battlefield [608.2n, 608.3]."""
    obj = g.objects[oid]
    if obj.zone != "stack":
        pass
    elif obj.kind == "ability":
        g.stack.remove(oid)
        obj.zone = ""
    elif not countered and obj.ability is None:
        # A face-down spell becomes a face-down permanent [708.4].
        g.move(oid, "battlefield", controller=obj.controller, cr="608.3",
               face_down=obj.face_down)
    elif not countered and "Aura" in g.chars(oid).subtypes:
        # An Aura spell enters attached to the object it targets [303.4f, 608.3a].
        target = next((r for grp in obj.targets for r in grp if r), 0)
        new = g.move(oid, "battlefield", controller=obj.controller, cr="608.3a")
        if new:
            g.objects[new].attached_to = target
            g.dirty()
    elif not countered and not {"Instant", "Sorcery"} & set(g.chars(oid).types):
        # A permanent spell whose spell ability only holds its additional costs (kicker)
        # [608.3, 601.2b].
        g.move(oid, "battlefield", controller=obj.controller, cr="608.3")
    elif not countered and obj.face > 0 and obj.proto.card.adventure and obj.kind == "card":
        # A spell cast as an Adventure is exiled as it resolves; its controller may cast
        # the card from exile for as long as it stays there, but not as an Adventure
        # [715.3d].
        new = g.move(oid, "exile", cr="715.3d")
        if new and g.objects[new].zone == "exile":
            g.grant_play(PlayPermission(new, obj.controller, FOREVER, faces=(0,)))
    elif obj.face >= 0 and obj.proto.card.aftermath and obj.face > 0:
        g.move(oid, "exile", cr="702.127a")  # an aftermath half cast from the graveyard
    elif obj.exile_from_stack:
        g.move(oid, "exile", cr="608.2n")
    elif not countered and "buyback" in obj.paid:
        g.move(oid, "hand", cr="702.27a")  # its buyback cost was paid
    elif not countered and obj.cast_from == "hand" and obj.kind == "card" and (
            rebound := _rebound(g, obj)) is not None:
        # Rebound: exiled instead, to be cast again at its controller's next upkeep
        # [702.88a, 603.7a].
        new = g.move(oid, "exile", cr="702.88a")
        if new:
            g.add_delayed("your_upkeep", rebound, obj.controller, new)
    else:
        g.move(oid, "graveyard", cr="608.2n")
    g.priority = g.active  # the active player receives priority [117.3b]
    g.passes = 0
