"""Aetherdrift Commander (set code ``drc``): the energy cards other than Saheeli (which is in
:mod:`aetherworks.cards.drc`)."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    BeginningOfStep,
    CardDef,
    Damage,
    Draw,
    Enters,
    EventAmount,
    Filter,
    GetEnergy,
    Paid,
    PayEnergy,
    PowerOf,
    PutCounters,
    StaticAbility,
    TapSelf,
    TokenDef,
    TriggeredAbility,
    YouCast,
)
from aetherworks.vocab.activation_limits import Exhaust
from aetherworks.vocab.alt_costs import PayCountersInstead
from aetherworks.vocab.cast_from_hand_free import CastAnyFromHandFree
from aetherworks.vocab.combat_triggers import OneOrMoreDealCombatDamage
from aetherworks.vocab.counts import GreatestPower
from aetherworks.vocab.energy_payments import PayThen
from aetherworks.vocab.mana_spent import ManaSpent
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.ward import Ward
from aetherworks.vocab.x_tokens import CreateXToken
from aetherworks.vocab.zone_triggers import EachPermanent, PermanentEnters

NALAAR_AETHERJET = TokenDef("Nalaar Aetherjet", 0, 0, ("Artifact",), ("Vehicle",),
                            keywords=("Flying",), abilities=(Crew(2),))

register(
    "drc",
    CardDef("Territorial Aetherkite", (TriggeredAbility(
        trigger=Enters(),
        effects=(GetEnergy(2), PayThen(reflexive=TriggeredAbility(
            effects=(Damage(EventAmount(), to=EachPermanent(
                Filter(types=("Creature",), other=True))),),
            text="When you do, this creature deals that much damage to each other "
                 "creature."))),
        text="When this creature enters, you get {E}{E} (two energy counters). Then you may "
             "pay one or more {E}. When you do, this creature deals that much damage to each "
             "other creature."),)),
    CardDef("Peema Trailblazer", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(), effects=(GetEnergy(EventAmount()),),
                         text="Whenever this creature deals combat damage to a player, you get "
                              "that many {E} (energy counters)."),
        ActivatedAbility(
            costs=(Exhaust(), PayEnergy(6)),
            effects=(PutCounters("+1/+1", 2), Draw(GreatestPower())),
            text="Exhaust — Pay six {E}: Put two +1/+1 counters on this creature. Then draw "
                 "cards equal to the greatest power among creatures you control. (Activate "
                 "each exhaust ability only once.)"),
    )),
    CardDef("Pia Nalaar, Chief Mechanic", (
        TriggeredAbility(
            trigger=OneOrMoreDealCombatDamage(types=("Artifact", "Creature")),
            effects=(GetEnergy(2),),
            text="Whenever one or more artifact creatures you control deal combat damage to a "
                 "player, you get {E}{E} (two energy counters)."),
        TriggeredAbility(
            trigger=BeginningOfStep("end"),
            effects=(PayThen(then=(CreateXToken(NALAAR_AETHERJET, Paid(), Paid()),)),),
            text="At the beginning of your end step, you may pay one or more {E}. If you do, "
                 "create an X/X colorless Vehicle artifact token named Nalaar Aetherjet with "
                 "flying and crew 2, where X is the amount of {E} paid this way."),
    )),
)

register(
    "drc",
    CardDef("Rampaging Aetherhood", (
        Ward("{2}"),
        TriggeredAbility(
            trigger=BeginningOfStep("upkeep"),
            effects=(GetEnergy(PowerOf()),
                     PayThen(then=(PutCounters("+1/+1", Paid()),))),
            text="At the beginning of your upkeep, you get an amount of {E} (energy counters) "
                 "equal to this creature's power. Then you may pay one or more {E}. If you do, "
                 "put that many +1/+1 counters on this creature."),
    )),
)

PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Planeswalker")

register(
    "drc",
    CardDef("Nissa, Worldsoul Speaker", (
        TriggeredAbility(trigger=PermanentEnters(types=("Land",)), effects=(GetEnergy(2),),
                         text="Landfall — Whenever a land you control enters, you get {E}{E} "
                              "(two energy counters)."),
        StaticAbility(effect=PayCountersInstead(PERMANENT_TYPES, max_mv=1 << 30, kind="energy",
                                                n=8, flash=False),
                      text="You may pay eight {E} rather than pay the mana cost for permanent "
                           "spells you cast."),
    )),
)

register(
    "drc",
    CardDef("Aetherflux Conduit", (
        TriggeredAbility(trigger=YouCast(), effects=(GetEnergy(ManaSpent()),),
                         text="Whenever you cast a spell, you get an amount of {E} (energy "
                              "counters) equal to the amount of mana spent to cast that spell."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(50)),
                         effects=(Draw(7), CastAnyFromHandFree()),
                         text="{T}, Pay fifty {E}: Draw seven cards. You may cast any number of "
                              "spells from your hand without paying their mana costs."),
    )),
)

__all__ = ["NALAAR_AETHERJET"]
