"""Evergreen and classic cards used by tests and sample games (set code ``core``)."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    AnyTarget,
    CardDef,
    CounterIt,
    Damage,
    Draw,
    EntersWith,
    Filter,
    GainLife,
    ManaAbility,
    Pump,
    ReturnToHand,
    SpellAbility,
    Target,
    TargetCreature,
    TargetSpell,
    TriggeredAbility,
    X,
    YouControl,
)
from aetherworks.vocab.zone_triggers import PermanentEnters

register(
    "core",
    CardDef("Lightning Bolt", (SpellAbility(
        effects=(Damage(3),), targets=(AnyTarget(),),
        text="Lightning Bolt deals 3 damage to any target."),)),
    CardDef("Shock", (SpellAbility(
        effects=(Damage(2),), targets=(AnyTarget(),),
        text="Shock deals 2 damage to any target."),)),
    CardDef("Giant Growth", (SpellAbility(
        effects=(Pump(3, 3),), targets=(TargetCreature(),),
        text="Target creature gets +3/+3 until end of turn."),)),
    CardDef("Counterspell", (SpellAbility(
        effects=(CounterIt(),), targets=(TargetSpell(),), text="Counter target spell."),)),
    CardDef("Divination", (SpellAbility(effects=(Draw(2),), text="Draw two cards."),)),
    CardDef("Llanowar Elves", (ManaAbility(produce="G", text="{T}: Add {G}."),)),
    CardDef("Grizzly Bears"),
    CardDef("Hill Giant"),
    CardDef("Serra Angel"),
    CardDef("Rootbound Crag", (
        EntersWith(tapped=True, unless=YouControl(subtypes_any=("Mountain", "Forest")),
                   text="This land enters tapped unless you control a Mountain or a Forest."),
        ManaAbility(produce="RG", text="{T}: Add {R} or {G}."),
    )),
    *(CardDef(name) for name in ("Plains", "Island", "Swamp", "Mountain", "Forest")),
    # The basic land without a basic land type: its mana ability is printed, not intrinsic
    # (only basic land types grant one [305.6]), so it needs a definition to make {C}.
    CardDef("Wastes", (ManaAbility(produce="C", text="{T}: Add {C}."),)),
    CardDef("Blaze", (SpellAbility(
        effects=(Damage(X()),), targets=(AnyTarget(),),
        text="Blaze deals X damage to any target."),)),
    CardDef("Unsummon", (SpellAbility(
        effects=(ReturnToHand(),), targets=(TargetCreature(),),
        text="Return target creature to its owner's hand."),)),
    CardDef("Soul Warden", (TriggeredAbility(
        trigger=PermanentEnters(controller="", others_only=True),
        effects=(GainLife(1),),
        text="Whenever another creature enters, you gain 1 life."),)),
    CardDef("Seeds of Strength", (SpellAbility(
        effects=(Pump(1, 1, on=Target(0)), Pump(1, 1, on=Target(1)), Pump(1, 1, on=Target(2))),
        targets=(TargetCreature(), TargetCreature(), TargetCreature()),
        # Three paragraphs, one spell ability: one line of its text each [608.2c].
        text="Target creature gets +1/+1 until end of turn.\n" * 2
             + "Target creature gets +1/+1 until end of turn."),)),
)

# Filters reused by other sets.
NONLAND = Filter(not_types=("Land",))
