"""Face-down permanents [708]: turning a manifested permanent face up [701.40b, 116.2b], or
one cast face down with morph for its morph cost [702.37e].

A permanent enters face down with ``Game.move(..., face_down=True)``; while it is face down
it is a 2/2 creature with no text, no name, no subtypes and no mana cost (``layers.FACE_DOWN``,
[708.2a]) and its name is hidden from everyone (``name_of``) [708.5]; it is revealed when it
leaves the battlefield [708.9].

Turning it face up is a special action its controller may take any time they have priority:
a manifested permanent whose card is a creature card with a mana cost, for that cost
[701.40b].  It doesn't use the stack and can't be responded to; the permanent stays the same
object — tapped or untapped, counters, attachments and targeting spells unchanged — and
doesn't enter the battlefield, so no enters abilities trigger (the manifest rulings)
[708.8].  An instant or sorcery card can't be turned face up this way [701.40g].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine.defs import Choice, StaticAbility
from aetherworks.engine.hooks import FaceUpCost
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.payment import pay_mana_cost
from aetherworks.engine.tasks import task

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

MORPH = "morph"  # the label of a card cast face down with morph or megamorph [702.37c]


def face_up_cost(obj: GameObject) -> tuple[ManaCost, int] | None:
    """What turning this face-down permanent face up costs, and the +1/+1 counters it then
    gets: cast face down with morph or megamorph, its morph cost [702.37e, 702.37b]; a
    manifested creature card, its mana cost [701.40b]; None when it can't be turned up."""
    c = obj.proto.chars
    if MORPH in obj.paid:
        up = next((ab.effect for ab in c.abilities if isinstance(ab, StaticAbility) and
                   isinstance(ab.effect, FaceUpCost)), None)
        return (up.mana, up.counters) if up is not None else None
    if "Creature" in c.types and c.mana_cost != ManaCost():
        return c.mana_cost, 0
    return None


def face_up_options(g: Game, player: int) -> list[Choice]:
    """The face-down permanents ``player`` may turn face up now [701.40b, 702.37e]."""
    out = []
    for oid in g.battlefield:
        obj = g.objects[oid]
        if not obj.face_down or obj.controller != player:
            continue
        up = face_up_cost(obj)
        if up is not None and g.can_pay_mana(player, up[0]):
            out.append(Choice("turn_face_up", oid))
    return out


def turn_face_up(g: Game, player: int, oid: int) -> None:
    """Pay the cost, then turn it face up [701.40b, 702.37e, 116.2b]."""
    up = face_up_cost(g.objects[oid])
    assert up is not None
    pay_mana_cost(g, player, up[0], 0, ("face_up_paid", player, oid, up[1]))


@task("face_up_paid")
def _face_up_paid(g: Game, player: int, oid: int, counters: int = 0) -> None:
    obj = g.objects[oid]
    if obj.zone != "battlefield" or not obj.face_down:
        return
    obj.face_down = False  # its copiable values revert to the card's [708.8]
    g.dirty()
    g.emit("turned_face_up", "701.40b", player, oid)
    if counters:
        g.add_counters(oid, "+1/+1", counters, cr="702.37b")  # megamorph
