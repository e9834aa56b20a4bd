"""Abilities an effect gives an object [613.1f], and what a dead creature became.

* :class:`GainAbility` — "that creature gains '[ability]'" (layer 6), usually until end of
  turn.  A granted leaves-the-battlefield ability still triggers when the creature leaves:
  the engine looks at the creature as it last existed [603.10a, 608.2h].
* :class:`GrantAbility` — "Each creature you control with a counter on it has '{T}: Add
  {G}.'" (Rishkar, Peema Renegade): a layer-6 ability-adding effect from a static ability,
  so the set of permanents it applies to is re-evaluated continuously [611.3a] ("you
  control" is the source's controller; any kind of counter counts [ruling 2017-02-09]); the
  card types are read as they are once layer 4 has applied, so a land that has become a
  creature counts [613.1d, 613.5].  A granted {T} ability follows the usual rules: a
  creature can't use it unless it has been under its controller's control since the turn
  began [302.6].
* :class:`ItsNewObject` — "it" for an ability that triggered on a zone change: the new
  object the event's permanent became (the card in the graveyard) [400.7, 603.6].

Abilities and keywords a permanent gives others (layer 6) [613.1f]: "Lands you control have
'{T}: Add one mana of any color.'" (Chromatic Lantern), "Treasures you control have ..."
(Goldspan Dragon), "Other nontoken creatures you control have fabricate 1" (Cayth),
"Creature tokens you control have haste" (Brudiclad), "Equipped creature has haste and
shroud" (Lightning Greaves).

* :class:`YoursHave` — the permanents of a kind you control have the abilities and keywords;
  the set is checked continuously [611.3a].  The kind is read from the copiable values (the
  printed ones, or what it copies [707.2]), so the grant never depends on its own layer; the
  permanents keep their other abilities and types (Chromatic Lantern's ruling).
* :class:`AttachedHas` — "equipped / enchanted creature has [keywords]" [301.5a, 303.4].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Ability, Continuous, TriggeredAbility
from aetherworks.engine.objects import Memo
from aetherworks.vocab.energy import copiable_proto
from aetherworks.vocab.refs import Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class GainAbility(Continuous):
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.abilities.append(self.ability)


@dataclass(frozen=True)
class GrantAbility(Continuous):
    """Permanents with any of ``types`` (checked after layer 4), controlled by the source's
    controller when ``yours``, with at least one counter of any kind when ``with_counters``,
    have ``ability``.  ``affects`` reads no characteristics, so it can't loop [613.8]."""

    ability: Ability = field(default_factory=Ability)
    types: tuple[str, ...] = ("Creature",)
    yours: bool = True
    with_counters: bool = False
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        if source is None or (self.yours and obj.controller != source.controller):
            return False
        return not self.with_counters or any(n > 0 for n in (obj.counters or {}).values())

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if not self.types or any(t in chars.types for t in self.types):
            chars.abilities.append(self.ability)


@dataclass(frozen=True)
class ItsNewObject(Ref):
    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        new = ctx.recall(Memo.EVENT_OTHER)
        return [new] if new and new > 0 and new in game.objects else []


@dataclass(frozen=True)
class YoursHave(Continuous):
    """"[Other] [nontoken] [types/subtypes] you control have '[ability]' / [keywords]"
    (layer 6) [613.1f]: ``types`` and ``subtypes`` are any-of; ``tokens`` True for tokens
    only, False for nontoken ones; ``others`` leaves out the source."""

    abilities: tuple[Ability, ...] = ()
    keywords: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    tokens: bool | None = None
    others: bool = False
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        if source is None or obj.controller != source.controller:
            return False
        if self.others and obj.id == source.id:
            return False
        if self.tokens is not None and (obj.kind == "token") != self.tokens:
            return False
        c = copiable_proto(game, obj.id).chars
        if self.types and not any(t in c.types for t in self.types):
            return False
        return not self.subtypes or any(s in c.subtypes for s in self.subtypes)

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.abilities.extend(self.abilities)
        chars.keywords.update(self.keywords)

    def text(self) -> str:
        what = ", ".join((*self.keywords, *(a.text for a in self.abilities)))
        return f"{'/'.join((*self.subtypes, *self.types)) or 'permanents'} you control have {what}"


@dataclass(frozen=True)
class AttachedHas(Continuous):
    """"Equipped creature has haste and shroud" (layer 6): the permanent the source is
    attached to [301.5a, 613.1f]."""

    keywords: tuple[str, ...] = ()
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.keywords.update(self.keywords)


__all__ = ["AttachedHas", "GainAbility", "GrantAbility", "ItsNewObject", "YoursHave"]
