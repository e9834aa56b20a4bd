"""Who may attack, who must, and who may block whom: restrictions, requirements and the
evasion keywords [508.1c-d, 509.1b-c, 702].

Combat asks three questions here, so that each keyword and rule is written once:

* :func:`may_attack` — "can't attack" [508.1c];
* :func:`must_attack` — "attacks each combat if able" [508.1d];
* :func:`evades` — whether a creature can't block an attacker because of an evasion keyword
  or a rule effect: landwalk [702.14c], fear [702.36b], intimidate [702.13b], shadow
  [702.28b], horsemanship [702.31b], skulk [702.118b], "can't be blocked [by / except by
  ...]" and "can block only creatures with flying" [509.1b].  Flying and reach stay in
  ``combat.can_block``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine.hooks import Rule
from aetherworks.engine.protection import has_protection, protected_from

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

# Landwalk keywords and the land type they look for [702.14a].
LANDWALK = {"Swampwalk": "Swamp", "Islandwalk": "Island", "Forestwalk": "Forest",
            "Mountainwalk": "Mountain", "Plainswalk": "Plains"}


def may_attack(g: Game, oid: int) -> bool:
    """Not under a "can't attack" effect [508.1c]."""
    return not g.rule_applies(oid, Rule.CANT_ATTACK)


def must_attack(g: Game, oid: int) -> bool:
    """Under an "attacks each combat if able" requirement [508.1d]."""
    return g.rule_applies(oid, Rule.MUST_ATTACK)


def evades(g: Game, blocker: int, attacker: int) -> bool:
    """True when ``blocker`` can't block ``attacker``: an evasion ability of the attacker or
    a blocking restriction of either [509.1b]."""
    ak = g.chars(attacker).keywords
    bc = g.chars(blocker)
    bk = bc.keywords
    if ak:
        defender = g.objects[blocker].controller
        for kw, land in LANDWALK.items():
            if kw in ak and any(land in g.chars(o.id).subtypes
                                for o in g.permanents(defender, "Land")):
                return True  # landwalk [702.14c]
        if "Fear" in ak and not ("Artifact" in bc.types or "B" in bc.colors):
            return True  # fear [702.36b]
        if "Intimidate" in ak and "Artifact" not in bc.types and \
                not set(bc.colors) & set(g.chars(attacker).colors):
            return True  # intimidate [702.13b]
        if "Horsemanship" in ak and "Horsemanship" not in bk:
            return True  # horsemanship [702.31b]
        if "Skulk" in ak and (bc.power or 0) > (g.chars(attacker).power or 0):
            return True  # skulk: not by creatures with greater power [702.118b]
    if has_protection(g, attacker) and protected_from(g, attacker, blocker):
        return True  # protection: not blocked by creatures of that quality [702.16e]
    if ("Shadow" in ak) != ("Shadow" in bk):
        return True  # shadow, both ways [702.28b]
    if "Flying" not in ak and g.rule_applies(blocker, Rule.BLOCK_ONLY_FLYERS):
        return True  # "can block only creatures with flying" [509.1b]
    for rule, src in g.rule_effects(attacker, Rule.CANT_BE_BLOCKED):
        ctx = src if src is not None else g.objects[attacker]
        if rule.stops(g, ctx, blocker):
            return True  # "can't be blocked [by / except by creatures ...]" [509.1b]
    return False
