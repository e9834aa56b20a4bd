"""The Lord of the Rings: Tales of Middle-earth (``ltr``): Orcish Bowmasters (amass
[701.47])."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import AnyTarget, CardDef, Damage, TriggeredAbility
from aetherworks.vocab.amass import Amass, EntersOrOpponentDraws, army_token

ORC_ARMY = army_token("Orc")

register(
    "ltr",
    CardDef("Orcish Bowmasters", (TriggeredAbility(
        trigger=EntersOrOpponentDraws(), targets=(AnyTarget(),),
        effects=(Damage(1), Amass(ORC_ARMY, 1)),
        text="When this creature enters and whenever an opponent draws a card except the "
             "first one they draw in each of their draw steps, this creature deals 1 damage to "
             "any target. Then amass Orcs 1."),)),
)
