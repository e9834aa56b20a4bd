"""Aetherdrift Commander (set code ``drc``): Saheeli, Radiant Creator (seed 004).

Her combat ability is a "may pay {E}{E}{E}. When you do, ..." reflexive trigger [603.12]
that creates a token copy with exceptions [707.2, 707.9b], sacrificed at the beginning of
the next end step by a delayed trigger [603.7].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    BeginningOfStep,
    CardDef,
    Filter,
    GetEnergy,
    MayPay,
    TargetPermanent,
    TriggeredAbility,
    YouCast,
)
from aetherworks.vocab.energy import AtNextStep, CreateTokenCopy, SacrificeIt

SACRIFICE_IT = TriggeredAbility(effects=(SacrificeIt(),), text="Sacrifice it.")

register(
    "drc",
    CardDef("Saheeli, Radiant Creator", (
        TriggeredAbility(
            trigger=YouCast(types=("Artifact",), subtypes=("Artificer",)),
            effects=(GetEnergy(1),),
            text="Whenever you cast an Artificer or artifact spell, you get {E} (an energy "
                 "counter)."),
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(MayPay("energy", 3, reflexive=TriggeredAbility(
                effects=(
                    CreateTokenCopy(power=5, toughness=5, add_types=("Artifact", "Creature"),
                                    add_keywords=("Haste",), remember="copy"),
                    AtNextStep("end", SACRIFICE_IT, key="copy"),
                ),
                targets=(TargetPermanent(Filter(controller="you")),),
                text="When you do, create a token that's a copy of target permanent you "
                     "control, except it's a 5/5 artifact creature in addition to its other "
                     "types and has haste. Sacrifice it at the beginning of the next end "
                     "step.")),),
            text="At the beginning of combat on your turn, you may pay {E}{E}{E}. When you "
                 "do, create a token that's a copy of target permanent you control, except "
                 "it's a 5/5 artifact creature in addition to its other types and has haste. "
                 "Sacrifice it at the beginning of the next end step."),
    )),
)
