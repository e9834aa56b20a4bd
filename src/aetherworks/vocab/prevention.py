"""Prevention effects [615]: shields that stop damage before it is dealt.

The engine asks every continuous effect (``game.effects``, from resolved spells and
abilities) and every static ability's :class:`~aetherworks.engine.hooks.DamagePrevention` as
damage would be dealt, after damage modifiers; what it prevents is never dealt [615.1, 615.6].

* :class:`PreventDamage` — the shield: damage a given source would deal to a given player
  or permanent (either may be "any") is prevented, all of it.
* :class:`PreventFromChosenSource` — "prevent all damage that would be dealt to you this
  turn by a source of your choice" (Consulate Surveillance): the source is chosen as the
  ability resolves [609.7a], then the shield lasts until end of turn.
* :class:`PreventAllDamageTo` — "prevent all damage that would be dealt to him this turn"
  (Gideon, Ally of Zendikar): a shield on a permanent, from any source.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.engine.hooks import DamagePrevention
from aetherworks.engine.objects import Memo
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Ref, This, You, source_id

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

    def prevent_damage(self, game: Game, source: int, target: int, amount: int,
                       combat: bool) -> int:
        """How much of ``amount`` damage from ``source`` to ``target`` this prevents."""
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
class PreventAllDamageTo(Effect):
    """"Prevent all damage that would be dealt to [it] this turn": a shield on each
    referenced permanent as the effect resolves, from any source, until end of turn [615.1,
    615.3]."""

    what: Ref = field(default_factory=This)
    cr = "615.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            game.add_effect(PreventDamage(to=oid), source_id(ctx), ctx.controller)


__all__ = ["PreventAllDamageTo", "PreventDamage", "PreventFromChosenSource"]
