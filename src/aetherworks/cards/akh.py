"""Amonkhet block cards of the reference Temur deck (set code ``akh``; Abrade is HOU)."""

from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import ExertAbility
from aetherworks.vocab import (
    ApplyContinuous,
    CardDef,
    CounterIt,
    Damage,
    Destroy,
    Draw,
    EachPlayer,
    Filter,
    Mode,
    PutIntoLibrary,
    ShuffleIntoLibrary,
    SpellAbility,
    TargetCreature,
    TargetPermanent,
    TargetSpell,
    TargetSpellOrPermanent,
    TriggeredAbility,
)
from aetherworks.vocab.statics import ExileInstead

register(
    "akh",
    CardDef("Glorybringer", (ExertAbility(
        reflexive=TriggeredAbility(
            effects=(Damage(4),),
            targets=(TargetCreature(controller="opponent", not_subtype="Dragon"),),
            text="When you do, it deals 4 damage to target non-Dragon creature an opponent "
                 "controls."),
        text="You may exert this creature as it attacks. When you do, it deals 4 damage to "
             "target non-Dragon creature an opponent controls. (An exerted creature won't "
             "untap during your next untap step.)"),)),
    CardDef("Magma Spray", (SpellAbility(
        effects=(Damage(2), ApplyContinuous(ExileInstead())),
        targets=(TargetCreature(),),
        text="Magma Spray deals 2 damage to target creature. If that creature would die this "
             "turn, exile it instead."),)),
    CardDef("Essence Scatter", (SpellAbility(
        effects=(CounterIt(),), targets=(TargetSpell(types=("Creature",)),),
        text="Counter target creature spell."),)),
    CardDef("Abrade", (SpellAbility(
        modes=(
            Mode((Damage(3),), (TargetCreature(),), "Abrade deals 3 damage to target creature"),
            Mode((Destroy(),), (TargetPermanent(Filter(types=("Artifact",))),),
                 "Destroy target artifact"),
        ),
        text="Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target "
             "artifact."),)),
    CardDef("Commit // Memory", aftermath=True, faces=(
        CardDef("Commit", (SpellAbility(
            effects=(PutIntoLibrary(from_top=1),), targets=(TargetSpellOrPermanent(),),
            text="Put target spell or nonland permanent into its owner's library second from "
                 "the top."),)),
        CardDef("Memory", (SpellAbility(
            effects=(ShuffleIntoLibrary(), Draw(7, EachPlayer())),
            text="Each player shuffles their hand and graveyard into their library, then "
                 "draws seven cards."),)),
    )),
)
