"""The non-energy sideboard cards of the reference Temur Energy deck (Jensen, Worlds 2017).

Registered under ``core``.  First printings: Negate (MOR), Appetite for the Unnatural,
Torrential Gearhulk and Chandra, Torch of Defiance (KLD), Chandra's Defeat and Supreme Will
(HOU).  The sideboard's energy cards (Aethersphere Harvester, Glimmer of Genius, Confiscation
Coup, Abrade) are defined with their sets.
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    CardDef,
    CounterUnlessPays,
    Damage,
    Destroy,
    EachOpponent,
    Enters,
    Filter,
    GainLife,
    If,
    Mode,
    SpellAbility,
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetSpell,
    TriggeredAbility,
    YouCast,
)
from aetherworks.vocab.discard_to_draw import MayDiscardToDraw, TargetIs
from aetherworks.vocab.effects import CounterIt
from aetherworks.vocab.emblems import GetEmblem, emblem
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.planeswalkers import AddMana, ExileTopMayCast
from aetherworks.vocab.refs import Target

CHANDRA_EMBLEM = emblem("Chandra, Torch of Defiance emblem", TriggeredAbility(
    trigger=YouCast(), effects=(Damage(5),), targets=(AnyTarget(),),
    text="Whenever you cast a spell, this emblem deals 5 damage to any target."))

register(
    "core",
    CardDef("Negate", (SpellAbility(
        effects=(CounterIt(),), targets=(TargetSpell(not_types=("Creature",)),),
        text="Counter target noncreature spell."),)),
    CardDef("Appetite for the Unnatural", (SpellAbility(
        effects=(Destroy(), GainLife(2)),
        targets=(TargetPermanent(Filter(types=("Artifact", "Enchantment"))),),
        text="Destroy target artifact or enchantment. You gain 2 life."),)),
    CardDef("Chandra's Defeat", (SpellAbility(
        effects=(Damage(5), If(TargetIs(("Planeswalker",), "Chandra"),
                               then=(MayDiscardToDraw(),))),
        targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"), colors=("R",))),),
        text="Chandra's Defeat deals 5 damage to target red creature or red planeswalker. If "
             "that permanent is a Chandra planeswalker, you may discard a card. If you do, "
             "draw a card."),)),
    CardDef("Supreme Will", (SpellAbility(
        modes=(
            Mode((CounterUnlessPays(3),), (TargetSpell(),),
                 "Counter target spell unless its controller pays {3}"),
            Mode((LookPutOneInHand(4),), (),
                 "Look at the top four cards of your library. Put one of them into your hand "
                 "and the rest on the bottom of your library in any order"),
        ),
        text="Choose one —\n• Counter target spell unless its controller pays {3}.\n• Look at "
             "the top four cards of your library. Put one of them into your hand and the rest "
             "on the bottom of your library in any order."),)),
    CardDef("Torrential Gearhulk", (TriggeredAbility(
        trigger=Enters(), effects=(MayCastRemembered(alt="free", what=Target(),
                                                      types=("Instant",), exile_instead=True),),
        targets=(TargetCardInGraveyard(types=("Instant",)),),
        text="When this creature enters, you may cast target instant card from your graveyard "
             "without paying its mana cost. If that spell would be put into your graveyard, "
             "exile it instead."),)),
    CardDef("Chandra, Torch of Defiance", (
        ActivatedAbility(
            loyalty=1, effects=(ExileTopMayCast(otherwise=(Damage(2, to=EachOpponent()),)),),
            text="[+1]: Exile the top card of your library. You may cast that card. If you "
                 "don't, Chandra deals 2 damage to each opponent."),
        ActivatedAbility(loyalty=1, effects=(AddMana("RR"),), text="[+1]: Add {R}{R}."),
        ActivatedAbility(loyalty=-3, effects=(Damage(4),), targets=(TargetCreature(),),
                         text="[−3]: Chandra deals 4 damage to target creature."),
        ActivatedAbility(loyalty=-7, effects=(GetEmblem(CHANDRA_EMBLEM),),
                         text='[−7]: You get an emblem with "Whenever you cast a spell, this '
                              'emblem deals 5 damage to any target."'),
    )),
)
