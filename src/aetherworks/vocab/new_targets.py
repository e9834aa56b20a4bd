"""Choosing new targets for a spell [115.7d], and copying a target spell with its targets
[707.10, 707.10c].

* :class:`ChooseNewTargets` — "you may choose new targets for target spell": for each of the
  spell's targets in turn, its current target (kept even if illegal by then) or another legal
  target for it; only the final set is judged — the same object chosen twice for one
  "target" word, or an "another target" that is no longer another, makes the change
  illegal, and the choice starts over [115.7d, 115.7e, 115.3]; a divided amount keeps its
  division [115.7f].  Each new target becomes a target of the spell [115.1].
* :class:`CopyTargetSpell` — "copy target instant or sorcery spell. You may choose new
  targets for the copy.": the copy, controlled by this effect's controller, has the spell's
  modes, X, costs paid and targets (and their division) [707.10], then new targets as above
  [707.10c]; it is created on the stack, not cast [707.10].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import TARGET
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.engine.objects import Memo
from aetherworks.engine.resolve import target_specs
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _positions(spell: GameObject) -> tuple[tuple[int, int], ...]:
    """(spec index, place in its group) of each target chosen for the spell [115.9a]."""
    return tuple((i, j) for i, grp in enumerate(spell.targets) for j, r in enumerate(grp) if r)


def _final_set_legal(spell: GameObject, targets: tuple[tuple[int, ...], ...]) -> bool:
    """115.7e, 115.3: no object chosen twice for one "target" word; "another target" differs
    from the target it names."""
    specs = target_specs(spell)
    for i, grp in enumerate(targets):
        refs = [r for r in grp if r]
        if len(refs) != len(set(refs)):
            return False
        other = specs[i].differs_from() if i < len(specs) else None
        if other is not None and other < len(targets) and \
                set(refs) & {r for r in targets[other] if r}:
            return False
    return True


def choose_new_targets(game: Game, controller: int, spell_id: int, answer: Any,
                       state: Any, source: int, *, announce: bool = True) -> Ask | None:
    """One step of choosing new targets for ``spell_id`` by ``controller``; ``state`` is the
    targets picked so far, in :func:`_positions` order [115.7d]; the question's state is
    ``(spell_id, picked)``.  ``announce``: each new target becomes a target of the spell
    (false for a new copy, whose targets all become targets once chosen) [115.1]."""
    spell = game.objects.get(spell_id)
    if spell is None or spell.zone != "stack":
        return None
    positions = _positions(spell)
    picked: tuple[int, ...] = () if state is None else state
    if answer is not None:
        picked = (*picked, answer.obj)
    specs = target_specs(spell)
    while len(picked) < len(positions):
        i, j = positions[len(picked)]
        current = spell.targets[i][j]
        spec = specs[i] if i < len(specs) else None
        others = [r for r in spec.candidates(game, spell) if r != current
                  and spec.legal(game, spell, r)] if spec is not None else []
        if not others:
            picked = (*picked, current)  # nothing else it could be: unchanged
            continue
        opts = (Choice("target", current), *(Choice("target", r) for r in others))
        return Ask(controller, TARGET,
                   Msg.of("prompt.new_target", obj=Obj(spell_id), other=Obj(source),
                          spec=Text(spec.text() if spec is not None else "")),
                   opts, state=(spell_id, picked), cr="115.7d")
    new = list(spell.targets)
    for (i, j), ref in zip(positions, picked, strict=True):
        grp = list(new[i])
        grp[j] = ref
        new[i] = tuple(grp)
    final = tuple(new)
    if not _final_set_legal(spell, final):
        # Not a legal set of targets [115.7e]: the choice is made again, from the start.
        return choose_new_targets(game, controller, spell_id, None, None, source,
                                  announce=announce)
    before = {r for grp in spell.targets for r in grp if r}
    spell.targets = final
    game.dirty()
    if not announce:
        return None
    for ref in dict.fromkeys(r for grp in final for r in grp if r and r not in before):
        game.emit("becomes_target", "115.7d", spell.controller, spell.id, ref)
    return None


def _spell_on_stack(ref: Ref, game: Game, ctx: GameObject) -> int | None:
    """The target spell, if it is still on the stack as the effect resolves [608.2b]."""
    return next((o for o in ref.objects(game, ctx) if game.objects[o].zone == "stack"), None)


@dataclass(frozen=True)
class ChooseNewTargets(Effect):
    """"You may choose new targets for [target spell]" [115.7d]."""

    spell: Ref = field(default_factory=Target)
    cr = "115.7d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if state is None:
            sid, picked = _spell_on_stack(self.spell, game, ctx), None
            if sid is None:
                return None
        else:
            sid, picked = state
        return choose_new_targets(game, ctx.controller, sid, answer, picked, ctx.id)


@dataclass(frozen=True)
class CopyTargetSpell(Effect):
    """"Copy target [instant or sorcery] spell. You may choose new targets for the copy."
    [707.10, 707.10c]"""

    spell: Ref = field(default_factory=Target)
    cr = "707.10"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if state is None:
            sid = _spell_on_stack(self.spell, game, ctx)
            if sid is None:
                return None
            original = game.objects[sid]
            cid = game.copy_spell(original.id, ctx.controller)
            copy = game.objects[cid]
            copy.targets = original.targets
            copy.paid = original.paid  # costs paid are copied [707.10]
            for key in (Memo.DIVISION, Memo.EXTRA_MANA):
                if original.recall(key) is not None:
                    copy.remember(key, original.recall(key))
            picked = None
        else:
            cid, picked = state
        ask = choose_new_targets(game, ctx.controller, cid, answer, picked, ctx.id,
                                 announce=False)
        if ask is not None:
            return ask
        made = game.objects.get(cid)
        if made is not None and made.zone == "stack":
            game.became_targets(cid)  # the copy's targets become its targets [115.1]
        return None


__all__ = ["ChooseNewTargets", "CopyTargetSpell", "choose_new_targets"]
