"""Kamigawa: Neon Dynasty (``neo``) cards of the Modern energy decks.

Fable of the Mirror-Breaker is a Saga [714] whose chapter III turns it into its back face,
Reflection of Kiki-Jiki, a transforming double-faced card [712.14a].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    Attacks,
    CardDef,
    CreateTokens,
    ManaCost,
    TapSelf,
    This,
    TokenDef,
    TriggeredAbility,
)
from aetherworks.vocab.defending_player import Nonbasic
from aetherworks.vocab.discard_to_draw import MayDiscardToDraw
from aetherworks.vocab.energy import AtNextStep, CreateTokenCopy, SacrificeIt
from aetherworks.vocab.predefined_tokens import TREASURE
from aetherworks.vocab.saga import chapter
from aetherworks.vocab.targets import TargetPermanent
from aetherworks.vocab.transform import ReturnTransformed

GOBLIN_SHAMAN = TokenDef(
    "Goblin Shaman", 2, 2, ("Creature",), ("Goblin", "Shaman"), colors=("R",),
    abilities=(TriggeredAbility(trigger=Attacks(), effects=(CreateTokens(TREASURE),),
                                text="Whenever this token attacks, create a Treasure "
                                     "token."),))

SACRIFICE_AT_END = TriggeredAbility(effects=(SacrificeIt(),), text="Sacrifice it.")

register(
    "neo",
    CardDef("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", faces=(
        CardDef("Fable of the Mirror-Breaker", (
            chapter((1,), (CreateTokens(GOBLIN_SHAMAN),),
                    text="I — Create a 2/2 red Goblin Shaman creature token with \"Whenever "
                         "this token attacks, create a Treasure token.\""),
            chapter((2,), (MayDiscardToDraw(2),),
                    text="II — You may discard up to two cards. If you do, draw that many "
                         "cards."),
            chapter((3,), (ReturnTransformed(This(), under="you"),),
                    text="III — Exile this Saga, then return it to the battlefield "
                         "transformed under your control."),
        )),
        CardDef("Reflection of Kiki-Jiki", (
            ActivatedAbility(
                mana=ManaCost.parse("{1}"), costs=(TapSelf(),),
                targets=(TargetPermanent(Nonbasic(types=("Creature",), controller="you",
                                                  other=True, not_supertype="Legendary")),),
                effects=(CreateTokenCopy(add_keywords=("Haste",), remember="copy"),
                         AtNextStep("end", SACRIFICE_AT_END, key="copy")),
                text="{1}, {T}: Create a token that's a copy of another target nonlegendary "
                     "creature you control, except it has haste. Sacrifice it at the "
                     "beginning of the next end step."),
        )),
    )),
)
