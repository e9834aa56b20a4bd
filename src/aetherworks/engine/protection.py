"""Protection [702.16]: "protection from [quality]" is a keyword the engine reads from a
permanent's keywords ("Protection from black", "Protection from creatures", "Protection
from everything"), as printed or granted.  Four rules follow from it (DEBT) [702.16b-f]:

* it can't be the target of spells or abilities from a source with that quality
  (``vocab.targets`` asks :func:`protected_from` with the spell or the ability's source);
* it can't be enchanted or equipped by permanents with that quality (state-based actions:
  such an Aura goes to the graveyard, such an Equipment becomes unattached [704.5m-n]);
* it can't be blocked by creatures with that quality (``engine.evasion``);
* damage from a source with that quality is prevented (``actions.deal_damage``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

PREFIX = "Protection from "
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
          "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
          "lands": "Land"}


def qualities(words: str) -> list[str]:
    """"white and from black" -> ["white", "black"]: the qualities of one keyword."""
    return [q.strip() for q in words.replace(" and from ", ",").replace("from ", "").split(",")
            if q.strip()]


def known(quality: str) -> bool:
    """Whether the engine knows what has this quality [702.16a]."""
    return quality in _COLORS or quality in _TYPES or quality in (
        "everything", "multicolored", "monocolored", "colorless", "each color")


def _has(game: Game, source: int, quality: str) -> bool:
    obj = game.objects.get(source)
    if obj is None:
        return False
    c = game.chars(source) if obj.zone else obj.proto.chars
    if quality == "everything":
        return True
    if quality == "each color":  # one protection per colour [702.16h]
        return bool(c.colors)
    if quality in _COLORS:
        return _COLORS[quality] in c.colors
    if quality in _TYPES:
        return _TYPES[quality] in c.types
    if quality == "multicolored":
        return len(c.colors) > 1
    if quality == "monocolored":
        return len(c.colors) == 1
    if quality == "colorless":
        return not c.colors
    return False


def protected_from(game: Game, oid: int, source: int) -> bool:
    """Whether permanent ``oid`` has protection from a quality ``source`` has [702.16a]."""
    obj = game.objects.get(oid)
    if obj is None or not obj.zone or source == oid:
        return False
    for kw in game.chars(oid).keywords:
        if kw.startswith(PREFIX) and any(_has(game, source, q)
                                         for q in qualities(kw[len(PREFIX):])):
            return True
    return False


def has_protection(game: Game, oid: int) -> bool:
    return any(kw.startswith(PREFIX) for kw in game.chars(oid).keywords)


__all__ = ["PREFIX", "has_protection", "known", "protected_from", "qualities"]
