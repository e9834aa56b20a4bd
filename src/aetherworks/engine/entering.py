"""Choices made as a permanent enters [614.12a]: "As this land enters, you may reveal an
Island or Mountain card from your hand. If you don't, this land enters tapped" (snarls), "you
may pay 2 life. If you don't, it enters tapped" (shock lands).

A replacement effect that needs a choice has it made before the permanent enters [614.12a];
zone changes here happen inside one rules action, so :meth:`ZonesMixin._enter_battlefield`
puts the permanent onto the battlefield tapped and queues ``as_enters_may``, which asks its
controller at once — before any player gets priority or any triggered ability is put on the
stack — and untaps it if they pay.  Nothing can see the permanent in between, so the result
is the one the rule gives.  When an effect puts it onto the battlefield tapped, it enters
tapped whatever the player would choose, and no question is asked (the snarls' ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Choice, EntersWith
from aetherworks.engine.payment import pay_costs
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg, Obj, Text

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


@task("as_enters_may")
def _as_enters_may(g: Game, oid: int, key: str, answer: Choice | None = None) -> None:
    ab = cardpool.PARTS[key]
    assert isinstance(ab, EntersWith) and ab.unless_may is not None
    obj = g.objects[oid]
    if obj.zone != "battlefield" or not ab.unless_may.can_pay(g, obj):
        return
    if answer is None:
        g._ask(obj.controller, YES_NO, Msg.of("prompt.as_enters", obj=Obj(oid),
                                              text=Text(ab.unless_may.text())), (YES, NO),
               ("as_enters_may", oid, key), cr="614.12a")
        return
    if answer == YES:
        pay_costs(g, oid, (ab.unless_may,), ("as_enters_paid", oid))


@task("as_enters_paid")
def _as_enters_paid(g: Game, oid: int, *_: Any) -> None:
    obj = g.objects[oid]
    if obj.zone == "battlefield":
        obj.tapped = False
        g.emit("enters_untapped", "614.12a", obj.controller, oid)
