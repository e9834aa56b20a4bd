"""Tarkir: Dragonstorm (``tdm``) cards of the Modern energy decks: mobilize [702.181] and a
lock on activated abilities [602.5]."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, StaticAbility
from aetherworks.vocab.activation_restrictions import PermanentsCantActivate
from aetherworks.vocab.attacking_tokens import Mobilize
from aetherworks.vocab.cast_restrictions import OpponentsCantCastDuringYourTurn

register(
    "tdm",
    CardDef("Voice of Victory", (
        Mobilize(2, text="Mobilize 2 (Whenever this creature attacks, create two tapped and "
                         "attacking 1/1 red Warrior creature tokens. Sacrifice them at the "
                         "beginning of the next end step.)"),
        StaticAbility(OpponentsCantCastDuringYourTurn(),
                      text="Your opponents can't cast spells during your turn."),
    )),
    CardDef("Clarion Conqueror", (StaticAbility(
        PermanentsCantActivate(),
        text="Activated abilities of artifacts, creatures, and planeswalkers can't be "
             "activated."),)),
)
