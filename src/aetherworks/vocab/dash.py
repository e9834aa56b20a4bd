"""Dash [702.109].

"Dash [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand
at the beginning of the next end step," and "As long as this permanent's dash cost was paid,
it has haste." [702.109a]  :func:`Dash` returns those as abilities: an ``AltCost`` labelled
``"dash"`` whose delayed ability returns the permanent (only if it is still on the
battlefield then [400.7]), and a static haste for a dashed permanent.  A copy of a dashed
permanent has neither (the Ragavan rulings).
"""

from __future__ import annotations

from aetherworks.engine.defs import Ability, AltCost, StaticAbility, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import CostPaid
from aetherworks.vocab.effects import ReturnToHand
from aetherworks.vocab.refs import This
from aetherworks.vocab.statics import SelfKeywords

RETURN_DASHED = TriggeredAbility(effects=(ReturnToHand(This()),),
                                 text="Return it to its owner's hand.")


def Dash(mana: str, text: str) -> tuple[Ability, Ability]:
    """"Dash [cost]" [702.109a]: write ``*Dash("{1}{R}", text=...)`` in a definition."""
    return (AltCost(label="dash", mana=ManaCost.parse(mana), delayed=RETURN_DASHED, text=text),
            StaticAbility(SelfKeywords(("Haste",)), condition=CostPaid("dash"), text=text))


__all__ = ["RETURN_DASHED", "Dash"]
