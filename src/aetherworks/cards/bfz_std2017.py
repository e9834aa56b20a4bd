"""Battle for Zendikar block (``bfz``, ``ogw``): the cards of the 2017 Standard decks.

Mechanics live in the vocabulary: lands that become creatures (:mod:`.vocab.animate`),
converge (:mod:`.vocab.converge`), emblems (:mod:`.vocab.emblems`), loyalty abilities
(:mod:`.vocab.planeswalkers`), "when you cast this spell" (:mod:`.vocab.replicate`), spending
mana as though of any colour (:mod:`.vocab.mana_spending`).
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    Anthem,
    Attacks,
    BeginningOfStep,
    CardDef,
    CounterIt,
    CreateTokens,
    Damage,
    Destroy,
    Draw,
    EachOpponent,
    Enters,
    EntersWith,
    Exile,
    Filter,
    LoseLife,
    ManaAbility,
    ManaCost,
    SpellAbility,
    StaticAbility,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetSpell,
    This,
    TokenDef,
    TriggeredAbility,
    X,
    YouControl,
)
from aetherworks.vocab.animate import Animate
from aetherworks.vocab.conditions import PermanentEnteredThisTurn
from aetherworks.vocab.converge import ColorsSpent
from aetherworks.vocab.defending_player import DefendingPlayer
from aetherworks.vocab.discard_to_draw import DiscardHandThenDraw
from aetherworks.vocab.draw_triggers import PlayerDraws
from aetherworks.vocab.emblems import GetEmblem, emblem
from aetherworks.vocab.energy import AtNextStep
from aetherworks.vocab.exile_until import ExileUntilLeaves
from aetherworks.vocab.filters import WithSupertype
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.mana_spending import SpendAsAnyColor
from aetherworks.vocab.planeswalkers import RemoveLoyaltyX
from aetherworks.vocab.prevention import PreventAllDamageTo
from aetherworks.vocab.refs import Target
from aetherworks.vocab.replicate import ThisSpellCast
from aetherworks.vocab.saga import ExileTop
from aetherworks.vocab.unearth import EXILE_AT_END
from aetherworks.vocab.zone_triggers import EachPermanent

ENTERS_TAPPED = "This land enters tapped."
CREATURES = Filter(types=("Creature",))
KNIGHT_ALLY = TokenDef("Knight Ally", 2, 2, subtypes=("Knight", "Ally"), colors=("W",))
ELEMENTAL = TokenDef("Elemental", 3, 1, subtypes=("Elemental",), colors=("R",),
                     keywords=("Haste",))
GIDEON_EMBLEM = emblem("Gideon, Ally of Zendikar emblem", StaticAbility(
    Anthem(1, 1, others=False), text="Creatures you control get +1/+1."))
OB_NIXILIS_EMBLEM = emblem("Ob Nixilis Reignited emblem", TriggeredAbility(
    trigger=PlayerDraws(), effects=(LoseLife(2),),
    text="Whenever a player draws a card, you lose 2 life."))


def battle_land(name: str) -> CardDef:
    """The Battle for Zendikar dual lands with basic land types (intrinsic mana [305.6])."""
    return CardDef(name, (EntersWith(
        tapped=True, unless=YouControl(WithSupertype(types=("Land",)), at_least=2),
        text="This land enters tapped unless you control two or more basic lands."),))


def creature_land(name: str, colors: str, mana: str, power: int, toughness: int,
                  keyword: str, text: str) -> CardDef:
    """The Zendikar lands that become creatures until end of turn: enter tapped, tap for one
    of two colours, and "{cost}: Until end of turn, this land becomes a P/T [colours]
    Elemental creature with [keyword]. It's still a land." [613.1d-g]."""
    return CardDef(name, (
        EntersWith(tapped=True, text=ENTERS_TAPPED),
        ManaAbility(produce=colors, text=f"{{T}}: Add {{{colors[0]}}} or {{{colors[1]}}}."),
        ActivatedAbility(mana=ManaCost.parse(mana), effects=(Animate(
            power, toughness, ("Elemental",), colors=tuple(colors), keywords=(keyword,)),),
            text=text),
    ))


register(
    "bfz",
    battle_land("Cinder Glade"),
    battle_land("Smoldering Marsh"),
    creature_land("Lumbering Falls", "GU", "{2}{G}{U}", 3, 3, "Hexproof",
                  "{2}{G}{U}: Until end of turn, this land becomes a 3/3 green and blue "
                  "Elemental creature with hexproof. It's still a land."),
    creature_land("Shambling Vent", "WB", "{1}{W}{B}", 2, 3, "Lifelink",
                  "{1}{W}{B}: Until end of turn, this land becomes a 2/3 white and black "
                  "Elemental creature with lifelink. It's still a land."),
    CardDef("Dispel", (SpellAbility(
        effects=(CounterIt(),), targets=(TargetSpell(types=("Instant",)),),
        text="Counter target instant spell."),)),
    CardDef("Gideon, Ally of Zendikar", (
        ActivatedAbility(
            loyalty=1,
            effects=(Animate(5, 5, ("Human", "Soldier", "Ally"), keywords=("Indestructible",)),
                     PreventAllDamageTo(This())),
            text="[+1]: Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature "
                 "with indestructible that's still a planeswalker. Prevent all damage that "
                 "would be dealt to him this turn."),
        ActivatedAbility(loyalty=0, effects=(CreateTokens(KNIGHT_ALLY),),
                         text="[0]: Create a 2/2 white Knight Ally creature token."),
        ActivatedAbility(loyalty=-4, effects=(GetEmblem(GIDEON_EMBLEM),),
                         text='[−4]: You get an emblem with "Creatures you control get '
                              '+1/+1."'),
    )),
    CardDef("Ob Nixilis Reignited", (
        ActivatedAbility(loyalty=1, effects=(Draw(1), LoseLife(1)),
                         text="[+1]: You draw a card and you lose 1 life."),
        ActivatedAbility(loyalty=-3, effects=(Destroy(),), targets=(TargetCreature(),),
                         text="[−3]: Destroy target creature."),
        ActivatedAbility(loyalty=-8, effects=(GetEmblem(OB_NIXILIS_EMBLEM, who=Target()),),
                         targets=(TargetPlayer(opponent_only=True),),
                         text='[−8]: Target opponent gets an emblem with "Whenever a player '
                              'draws a card, you lose 2 life."'),
    )),
    CardDef("Painful Truths", (SpellAbility(
        effects=(Draw(ColorsSpent()), LoseLife(ColorsSpent())),
        text="Converge — You draw X cards and lose X life, where X is the number of colors of "
             "mana spent to cast this spell."),)),
    CardDef("Radiant Flames", (SpellAbility(
        effects=(Damage(ColorsSpent(), to=EachPermanent(CREATURES)),),
        text="Converge — Radiant Flames deals X damage to each creature, where X is the "
             "number of colors of mana spent to cast this spell."),)),
    CardDef("Shrine of the Forsaken Gods", (
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ManaAbility(produce="C", amount=2, spend_only="colorless spells",
                    condition=YouControl(Filter(types=("Land",)), at_least=7),
                    text="{T}: Add {C}{C}. Spend this mana only to cast colorless spells. "
                         "Activate only if you control seven or more lands."),
    )),
    CardDef("Stasis Snare", (TriggeredAbility(
        trigger=Enters(), effects=(ExileUntilLeaves(),),
        targets=(TargetCreature(controller="opponent"),),
        text="When this enchantment enters, exile target creature an opponent controls until "
             "this enchantment leaves the battlefield."),)),
    CardDef("Ulamog, the Ceaseless Hunger", (
        TriggeredAbility(trigger=ThisSpellCast(), effects=(Exile(),),
                         targets=(TargetPermanent(Filter(), 2, 2),),
                         text="When you cast this spell, exile two target permanents."),
        TriggeredAbility(trigger=Attacks(), effects=(ExileTop(20, who=DefendingPlayer()),),
                         text="Whenever Ulamog attacks, defending player exiles the top "
                              "twenty cards of their library."),
    )),
)

register(
    "ogw",
    creature_land("Needle Spires", "RW", "{2}{R}{W}", 2, 1, "Double strike",
                  "{2}{R}{W}: Until end of turn, this land becomes a 2/1 red and white "
                  "Elemental creature with double strike. It's still a land."),
    CardDef("Chandra, Flamecaller", (
        ActivatedAbility(
            loyalty=1, effects=(CreateTokens(ELEMENTAL, 2, remember="tokens"),
                                AtNextStep("end", EXILE_AT_END, key="tokens")),
            text="[+1]: Create two 3/1 red Elemental creature tokens with haste. Exile them "
                 "at the beginning of the next end step."),
        ActivatedAbility(loyalty=0, effects=(DiscardHandThenDraw(1),),
                         text="[0]: Discard all the cards in your hand, then draw that many "
                              "cards plus one."),
        ActivatedAbility(loyalty=0, costs=(RemoveLoyaltyX(),),
                         effects=(Damage(X(), to=EachPermanent(CREATURES)),),
                         text="[−X]: Chandra deals X damage to each creature."),
    )),
    CardDef("Natural State", (SpellAbility(
        effects=(Destroy(),),
        targets=(TargetPermanent(Filter(types=("Artifact", "Enchantment"), max_mv=3)),),
        text="Destroy target artifact or enchantment with mana value 3 or less."),)),
    CardDef("Oath of Chandra", (
        TriggeredAbility(trigger=Enters(), effects=(Damage(3),),
                         targets=(TargetCreature(controller="opponent"),),
                         text="When Oath of Chandra enters, it deals 3 damage to target "
                              "creature an opponent controls."),
        TriggeredAbility(trigger=BeginningOfStep("end", yours=False),
                         condition=PermanentEnteredThisTurn(),
                         effects=(Damage(2, to=EachOpponent()),),
                         text="At the beginning of each end step, if a planeswalker entered "
                              "the battlefield under your control this turn, Oath of Chandra "
                              "deals 2 damage to each opponent."),
    )),
    CardDef("Oath of Nissa", (
        TriggeredAbility(
            trigger=Enters(),
            effects=(LookPutOneInHand(3, types=("Creature", "Land", "Planeswalker"),
                                      optional=True),),
            text="When Oath of Nissa enters, look at the top three cards of your library. You "
                 "may reveal a creature, land, or planeswalker card from among them and put it "
                 "into your hand. Put the rest on the bottom of your library in any order."),
        StaticAbility(SpendAsAnyColor(("Planeswalker",)),
                      text="You may spend mana as though it were mana of any color to cast "
                           "planeswalker spells."),
    )),
)
