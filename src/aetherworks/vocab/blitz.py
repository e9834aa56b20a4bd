"""Blitz [702.152].

"Blitz [cost]" means "You may cast this spell by paying [cost] rather than its mana cost,"
"If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
beginning of the next end step," and "As long as this permanent's blitz cost was paid, it
has haste and 'When this permanent is put into a graveyard from the battlefield, draw a
card'" [702.152a].

:func:`Blitz` returns those as abilities, like dash: an ``AltCost`` labelled ``"blitz"``
whose delayed ability sacrifices the permanent (if it is still on the battlefield then
[400.7]); haste while ``CostPaid("blitz")``; and the draw as a dies trigger of the card
whose condition is that its blitz cost was paid — the permanent had the ability as it left,
seen looking back in time [603.10a].
"""

from __future__ import annotations

from aetherworks.engine.defs import Ability, AltCost, StaticAbility, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import CostPaid
from aetherworks.vocab.effects import Draw
from aetherworks.vocab.energy import SacrificeIt
from aetherworks.vocab.statics import SelfKeywords
from aetherworks.vocab.triggers import Dies

SACRIFICE_BLITZED = TriggeredAbility(effects=(SacrificeIt(),), text="Sacrifice it.")


def Blitz(mana: str, text: str = "") -> tuple[Ability, Ability, Ability]:
    """"Blitz {2}{R}" [702.152a]: write ``*Blitz("{2}{R}", text=...)`` in a definition."""
    text = text or f"Blitz {mana}"
    return (AltCost(label="blitz", mana=ManaCost.parse(mana), delayed=SACRIFICE_BLITZED,
                    text=text),
            StaticAbility(SelfKeywords(("Haste",)), condition=CostPaid("blitz"), text=text),
            TriggeredAbility(trigger=Dies(), condition=CostPaid("blitz"), effects=(Draw(1),),
                             text=text))


__all__ = ["SACRIFICE_BLITZED", "Blitz"]
