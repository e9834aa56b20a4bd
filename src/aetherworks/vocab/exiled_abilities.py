"""Counters on exiled cards, and a permanent that has the activated abilities of such cards
[122.1, 406.3, 613.1f].

* :class:`ExileWithCounters` — "exile it with a brain counter on it": the card becomes a
  new object in exile [400.7] that has the counters as it arrives there [122.1].  Objects
  outside the battlefield are shared between clones of a game (see ``Game.clone``), so the
  counters go on a *copy* of the new exiled object that replaces it in this game only; the
  exiled object is never changed after that.
* :class:`HasExiledAbilities` — "[this] has all activated abilities of all cards in exile
  with brain counters on them": a layer-6 ability-adding effect [613.1f] on its source.
  The granted abilities are the exiled cards' own activated abilities (mana abilities
  included [605.1a]); activated by the permanent, their costs and effects that say "this"
  refer to it [113.7, 602.2].  The set of cards is read whenever the characteristics are,
  so the effect is ``volatile``: a card leaving exile takes its abilities away at once.
* :class:`DamagedPlayer` — "they" / "that player" of a "deals combat damage to a player"
  trigger: the player the triggering event damaged [510.3a, 603.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import ActivatedAbility, Continuous, Effect, ManaAbility
from aetherworks.engine.objects import Memo
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Target, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class ExileWithCounters(Effect):
    """"Exile it with a brain counter on it" [406.3, 122.1]: each referenced object is
    exiled and the new exiled card gets N counters of ``kind``; ``remember`` stores the new
    ids ("that card")."""

    kind: str = "brain"
    n: N = 1
    what: Ref = Target()
    remember: str = ""
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        new_ids = []
        for oid in self.what.objects(game, ctx):
            new = game.exile_obj(oid)
            if not new:
                continue
            new_ids.append(new)
            if n <= 0:
                continue
            card = game.own(new)
            card.counters = {**(card.counters or {}), self.kind: card.count(self.kind) + n}
            game.dirty()
            game.emit("counters", "122.1", card.owner, new, new, n, info=self.kind)
        if self.remember:
            ctx.remember(self.remember, tuple(new_ids))


def _exiled_with_counter(game: Game, kind: str) -> list[GameObject]:
    """The cards in exile with at least one ``kind`` counter on them [406.3, 122.1]."""
    return [game.objects[oid] for oid in game.exile
            if game.objects[oid].kind == "card" and game.objects[oid].count(kind) > 0]


@dataclass(frozen=True)
class HasExiledAbilities(Continuous):
    """"[This] has all activated abilities of all cards in exile with [kind] counters on
    them" (layer 6, on its source) [613.1f, 602.1, 605.1a]."""

    kind: str = "brain"
    layer = "6"
    volatile = True  # depends on what is in exile, not on the layer inputs

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        for card in _exiled_with_counter(game, self.kind):
            # The card's own abilities (its characteristics in exile are its printed ones).
            chars.abilities.extend(ab for ab in card.proto.chars.abilities
                                   if isinstance(ab, (ActivatedAbility, ManaAbility)))


@dataclass(frozen=True)
class DamagedPlayer(Ref):
    """"They" / "that player": the player the triggering combat damage was dealt to
    [510.3a, 603.2]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        other = int(ctx.recall(Memo.EVENT_OTHER, 0) or 0)
        return [other] if other < 0 else []


__all__ = ["DamagedPlayer", "ExileWithCounters", "HasExiledAbilities"]
