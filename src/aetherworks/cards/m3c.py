"""Modern Horizons 3 Commander (set code ``m3c``): Aurora Shifter, an energy creature that
becomes a copy of another creature — "a permanent that copies something else" for the
Saheeli copy rulings [707.3, 707.9a].
"""

from aetherworks.engine.cardpool import PARTS, register
from aetherworks.vocab import (
    BeginningOfStep,
    CardDef,
    EventAmount,
    GetEnergy,
    MayPay,
    TargetCreature,
    TriggeredAbility,
)
from aetherworks.vocab.energy import BecomeCopyOf, Except
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer

# Part keys of Aurora Shifter's own two abilities (keys follow definition order): the copy
# keeps "this ability" and the damage ability [707.9a].
_DAMAGE_KEY, _COMBAT_KEY = "Aurora Shifter@0", "Aurora Shifter@1"
_DAMAGE_TEXT = ("Whenever this creature deals combat damage to a player, you get that many "
                "{E}.")

register(
    "m3c",
    CardDef("Aurora Shifter", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(),
                         effects=(GetEnergy(EventAmount()),), text=_DAMAGE_TEXT),
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(MayPay("energy", 2, reflexive=TriggeredAbility(
                effects=(BecomeCopyOf(exceptions=Except(
                    add_abilities=(_COMBAT_KEY, _DAMAGE_KEY))),),
                targets=(TargetCreature(controller="you", other=True),),
                text="When you do, this creature becomes a copy of another target creature "
                     "you control, except it has this ability and \"" + _DAMAGE_TEXT + "\"")),),
            text="At the beginning of combat on your turn, you may pay {E}{E}. When you do, "
                 "this creature becomes a copy of another target creature you control, except "
                 "it has this ability and \"" + _DAMAGE_TEXT + "\""),
    )),
)

assert PARTS[_DAMAGE_KEY].text == _DAMAGE_TEXT  # type: ignore[attr-defined]
assert PARTS[_COMBAT_KEY].text.startswith("At the beginning of combat")  # type: ignore[attr-defined]
