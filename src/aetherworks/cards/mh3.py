"""Modern Horizons 3 (set code ``mh3``): the energy cards of the seed pages.

* Amped Raptor (seed 000): an enters trigger that casts a card during its resolution for an
  alternative cost paid in energy [118.9, 601.2].
* Wheel of Potential (seed 002): "pay any amount of {E}", announcements in turn order and a
  play-from-exile permission [101.4, 305.1].
* Phyrexian Ironworks (consistent with seed 003): "whenever you attack" and a sorcery-speed
  energy ability [508.3a, 602.5d].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    CastFromHand,
    CreateTokens,
    Enters,
    GetEnergy,
    If,
    Paid,
    PaidAtLeast,
    PayAnyAmount,
    PayEnergy,
    SpellAbility,
    TapSelf,
    TokenDef,
    TriggeredAbility,
)
from aetherworks.vocab.energy import (
    EachMayExileHandAndDraw,
    ExileFromTopUntil,
    MayCastRemembered,
    YouAttack,
)

PHYREXIAN_GOLEM = TokenDef("Phyrexian Golem", 3, 3, ("Artifact", "Creature"),
                           ("Phyrexian", "Golem"))

register(
    "mh3",
    CardDef("Amped Raptor", (TriggeredAbility(
        trigger=Enters(),
        effects=(
            GetEnergy(2),
            # "Then if you cast it from your hand": checked on resolution, not an
            # intervening if, so the energy comes either way [608.2c].
            If(CastFromHand(), then=(
                ExileFromTopUntil(remember="exiled"),
                MayCastRemembered("exiled", alt="energy"),
            )),
        ),
        text="When this creature enters, you get {E}{E} (two energy counters). Then if you "
             "cast it from your hand, exile cards from the top of your library until you "
             "exile a nonland card. You may cast that card by paying an amount of {E} equal "
             "to its mana value rather than paying its mana cost."),)),
    CardDef("Wheel of Potential", (SpellAbility(
        effects=(
            GetEnergy(3),
            PayAnyAmount(key="paid"),
            EachMayExileHandAndDraw(Paid("paid"), playable_if=PaidAtLeast(7, "paid")),
        ),
        text="You get {E}{E}{E} (three energy counters), then you may pay any amount of {E}.\n"
             "Each player may exile their hand and draw a number of cards equal to the amount "
             "of {E} paid this way. If seven or more {E} was paid this way, you may play cards "
             "you own exiled this way until the end of your next turn."),)),
    CardDef("Phyrexian Ironworks", (
        TriggeredAbility(trigger=YouAttack(), effects=(GetEnergy(1),),
                         text="Whenever you attack, you get {E} (an energy counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(3)),
                         effects=(CreateTokens(PHYREXIAN_GOLEM),), sorcery=True,
                         text="{T}, Pay {E}{E}{E}: Create a 3/3 colorless Phyrexian Golem "
                              "artifact creature token. Activate only as a sorcery."),
    )),
)
