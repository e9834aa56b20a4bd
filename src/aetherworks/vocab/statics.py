"""Continuous effects by layer [611, 613]: P/T changes, keywords, types, anthems.

The same content serves a static ability (``StaticAbility(Anthem(...))``: affected set
re-evaluated continuously [611.3a]) and a resolved effect (``Pump``: set locked in [611.2c]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous
from aetherworks.engine.hooks import ZoneRedirect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class PTBoost(Continuous):
    """+N/+N (layer 7c) and keywords (layer 6) on locked-in objects [613.4c]."""

    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    layer = "7c"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if chars.power is not None and chars.toughness is not None:
            chars.power += self.power
            chars.toughness += self.toughness
        chars.keywords.update(self.keywords)

    def text(self) -> str:
        kw = f" and gains {', '.join(self.keywords)}" if self.keywords else ""
        return f"gets {self.power:+d}/{self.toughness:+d}{kw}"


@dataclass(frozen=True)
class AttachedGets(Continuous):
    """"Enchanted creature gets +N/+N" / "equipped creature gets +N/+N": the permanent the
    source Aura or Equipment is attached to (layer 7c) [301.5a, 303.4, 613.4c]."""

    power: int = 0
    toughness: int = 0
    layer = "7c"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if chars.power is not None and chars.toughness is not None:
            chars.power += self.power
            chars.toughness += self.toughness


@dataclass(frozen=True)
class GrantKeywords(Continuous):
    """Gains keywords (layer 6) [613.1f]."""

    keywords: tuple[str, ...] = ()
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.keywords.update(self.keywords)


@dataclass(frozen=True)
class SetBasePT(Continuous):
    """Base power and toughness become N/N (layer 7b) [613.4b]."""

    power: int = 0
    toughness: int = 0
    layer = "7b"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.power, chars.toughness = self.power, self.toughness


@dataclass(frozen=True)
class AddTypes(Continuous):
    """Becomes an artifact creature, etc. "in addition to its other types" (layer 4)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    layer = "4"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.types.update(self.types)
        chars.subtypes.update(self.subtypes)


@dataclass(frozen=True)
class Anthem(Continuous):
    """"[Other] creatures you control get +N/+N [and have keywords]" from a permanent or an
    emblem.

    ``affects`` reads no characteristics (so nothing loops [613.8]); whether the object is a
    creature (of ``subtype``) is read in ``apply``, after layer 4, so a crewed Vehicle or an
    animated land gets the bonus while it is a creature [613.1d, 613.4c].
    """

    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    others: bool = True
    yours: bool = True
    type_: str = "Creature"
    subtype: str = ""
    layer = "7c"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        if source is None:
            return False
        if self.others and obj.id == source.id:
            return False
        return not (self.yours and obj.controller != source.controller)

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if self.type_ not in chars.types or (self.subtype and self.subtype not in
                                              chars.subtypes):
            return
        if chars.power is not None and chars.toughness is not None:
            chars.power += self.power
            chars.toughness += self.toughness
        chars.keywords.update(self.keywords)


@dataclass(frozen=True)
class SelfKeywords(Continuous):
    """"As long as [condition], this creature has [keywords] / gets +N/+N" (the condition
    sits on the StaticAbility)."""

    keywords: tuple[str, ...] = ()
    power: int = 0
    toughness: int = 0
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.keywords.update(self.keywords)
        if chars.power is not None and chars.toughness is not None:
            chars.power += self.power
            chars.toughness += self.toughness


@dataclass(frozen=True)
class ExileInstead(ZoneRedirect):
    """"If that creature would die this turn, exile it instead" (``only="graveyard"``), or
    "if it would leave the battlefield, exile it instead of putting it anywhere else"
    (``only=""``, unearth [702.84a]): a replacement effect on where a permanent goes [614.1a].
    """

    only: str = "graveyard"

    def redirect(self, zone: str) -> str:
        return "exile" if not self.only or zone == self.only else zone
