"""Prevention effects [615]: shields that stop damage before it is dealt.

The engine asks every continuous effect (``game.effects``, from resolved spells and
abilities) and every static ability's :class:`~aetherworks.engine.hooks.DamagePrevention` as
damage would be dealt, after damage modifiers; what it prevents is never dealt [615.1, 615.6].

* :class:`PreventDamage` — the shield: damage a given source would deal to a given player
  or permanent (either may be "any") is prevented, all of it.
* :class:`PreventFromChosenSource` — "prevent all damage that would be dealt to you this
  turn by a source of your choice" (Consulate Surveillance): the source is chosen as the
  ability resolves [609.7a], then the shield lasts until end of turn.
* :class:`PreventNext` — the shield of "prevent the next N damage that would be dealt to
  [it] this turn": it prevents up to N, then is used up [615.7].
* :class:`PreventNextDamage` — the effect that starts those shields on what ``to`` refers to
  (any target, target creature, you, this creature).
* :class:`PreventAllDamage` — "prevent all [combat] damage that would be dealt [to X] [by Y]
  this turn" (a Fog: everything; "to and dealt by" X: both) [615.1].
* :func:`PreventAllDamageTo` — "prevent all damage that would be dealt to him this turn"
  (Gideon, Ally of Zendikar): ``PreventAllDamage`` to a permanent, from any source.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.engine.hooks import DamagePrevention
from aetherworks.engine.objects import Memo
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Amount, Ref, Target, This, You, amount, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PreventDamage(DamagePrevention):
    """Prevent all damage that ``source`` would deal to ``to`` [615.1, 609.7a].

    ``source`` is an object id (0: any source); a chosen permanent spell's shield also
    covers the permanent it becomes [609.7a].  ``to`` is a player reference or an object
    id (0: anything).  It changes no characteristics; it is a "replacement"-layer effect
    the damage code asks through :meth:`prevent_damage`.
    """

    source: int = 0
    to: int = 0
    combat_only: bool = False  # "prevent all combat damage ..." [510.1]

    def prevent_damage(self, game: Game, perm: GameObject, source: int, target: int,
                       amount: int, combat: bool) -> int:
        """How much of ``amount`` damage from ``source`` to ``target`` this prevents."""
        if self.combat_only and not combat:
            return 0
        if self.to and target != self.to:
            return 0
        if self.source and source != self.source and \
                game.objects[source].recall(Memo.WAS_SPELL) != self.source:
            return 0
        return amount


def _source_choices(game: Game) -> list[int]:
    """The sources a player may choose [609.7a]: permanents, spells on the stack, and the
    objects stack objects refer to (an ability's source, even if it has left its zone)."""
    out = list(game.battlefield)
    for oid in game.stack:
        obj = game.objects[oid]
        out.append(obj.source if obj.kind == "ability" else oid)
        out.extend(r for grp in obj.targets for r in grp if r > 0)
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class PreventFromChosenSource(Effect):
    """"Prevent all damage that would be dealt to you this turn by a source of your choice."

    The source is chosen as this resolves, not targeted [609.7a]; the shield protects the
    player(s) of ``to`` until end of turn [615.1, 615.3].
    """

    to: Ref = field(default_factory=You)
    cr = "615.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = tuple(Choice("pick", oid) for oid in _source_choices(game))
            if not opts:
                return None
            return Ask(ctx.controller, CHOOSE, Msg("prompt.choose_source"), opts, cr="609.7a")
        game.emit("choose_source", "609.7a", ctx.controller, answer.obj)
        for ref in self.to.refs(game, ctx):
            game.add_effect(PreventDamage(source=answer.obj, to=ref), source_id(ctx),
                            ctx.controller)
        return None


@dataclass(frozen=True)
class PreventNext(DamagePrevention):
    """"Prevent the next N damage that would be dealt to [it] this turn": up to ``n`` of the
    damage to ``to`` (a player reference or object id), then used up [615.7]."""

    n: int = 1
    to: int = 0

    def prevent_damage(self, game: Game, perm: GameObject, source: int, target: int,
                       amount: int, combat: bool) -> int:
        if self.to and target != self.to:
            return 0
        return min(amount, self.n)

    def used(self, prevented: int) -> PreventNext | None:
        return None if prevented >= self.n else dataclasses.replace(self, n=self.n - prevented)


@dataclass(frozen=True)
class PreventNextDamage(Effect):
    """"Prevent the next N damage that would be dealt to [any target] this turn" [615.7]."""

    n: int | Amount = 1
    to: Ref = field(default_factory=Target)
    cr = "615.7"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        for ref in self.to.refs(game, ctx):
            game.add_effect(PreventNext(n, ref), source_id(ctx), ctx.controller)


@dataclass(frozen=True)
class PreventAllDamage(Effect):
    """"Prevent all [combat] damage that would be dealt [to ``to``] [by ``by``] this turn";
    with ``both``, "dealt to and dealt by" ``to`` [615.1]."""

    to: Ref | None = None
    by: Ref | None = None
    combat_only: bool = False
    both: bool = False
    cr = "615.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        tos = self.to.refs(game, ctx) if self.to is not None else [0]
        bys = self.by.refs(game, ctx) if self.by is not None else [0]
        if (self.to is not None and not tos) or (self.by is not None and not bys):
            return  # what it was about is gone: nothing to prevent
        for t in tos:
            for b in bys:
                game.add_effect(PreventDamage(b, t, self.combat_only), source_id(ctx),
                                ctx.controller)
            if self.both and t > 0:
                game.add_effect(PreventDamage(t, 0, self.combat_only), source_id(ctx),
                                ctx.controller)


def PreventAllDamageTo(what: Ref | None = None) -> PreventAllDamage:
    """"Prevent all damage that would be dealt to [him] this turn": a shield on each
    referenced permanent (this one by default), from any source [615.1, 615.3]."""
    return PreventAllDamage(to=what if what is not None else This())


__all__ = ["PreventAllDamage", "PreventAllDamageTo", "PreventDamage", "PreventFromChosenSource",
           "PreventNext", "PreventNextDamage"]
