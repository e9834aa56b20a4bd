"""Kaladesh block one-offs (``aer``): card texts no compiler template reuses.

* Treasure Keeper — "reveal cards from the top of your library until you reveal a nonland
  card with mana value 3 or less. You may cast that card without paying its mana cost. Put
  all revealed cards not cast this way on the bottom of your library in a random order":
  the revealed cards stay in the library while the card is cast from there
  (:class:`~aetherworks.vocab.reveal_until.RevealUntil` with ``to=""``), as part of the
  resolution [608.2g, 118.9]; then the others go to the bottom [401.4] (rulings 2017-02-09:
  an uncast card goes to the bottom with the others; with no such card, the whole library is
  revealed and put back in a random order).
* Secret Salvage — "Exile target nonland card from your graveyard. Search your library for
  any number of cards with the same name as that card, reveal them, put them into your hand,
  then shuffle." (:class:`~aetherworks.vocab.named_search.SearchSameName`) [701.23].
* Monstrous Onslaught — "X damage divided as you choose among any number of target
  creatures, where X is the greatest power among creatures you control as you cast this
  spell": X is worked out as the damage is divided, while the spell is cast, and never again
  (:class:`~aetherworks.vocab.divided_damage.DividedAnyTarget` with ``amount``) [601.2d];
  the spell deals the damage [rulings 2017-02-09].
* Scrap Trawler — "Whenever this creature dies or another artifact you control is put into a
  graveyard from the battlefield, return to your hand target artifact card in your graveyard
  with lesser mana value" (:mod:`aetherworks.vocab.dies_or_another`) [603.10a, 608.2h].
* Pia's Revolution — "Whenever a nontoken artifact is put into your graveyard from the
  battlefield, return that card to your hand unless target opponent has this enchantment deal
  3 damage to them": the artifact is one you own, whoever controlled it
  (``PutIntoGraveyardFromBattlefield(owned=True)``); the opponent chooses as the ability
  resolves (:class:`~aetherworks.vocab.punisher.UnlessPlayerTakesDamage`) [608.2d]; a card
  that left the graveyard meanwhile is a new object and stays where it is [400.7].
* Tezzeret the Schemer — +1 makes Etherium Cell, a named colorless artifact token with a
  Treasure-like mana ability (not a Treasure: no subtype) [111.4, 605.1a]; −2 is +X/-X with
  X counted as it resolves and locked in [611.2c]; −7's emblem animates target artifact you
  control for good: "becomes an artifact creature" keeps its other types [205.1b] and sets
  base power and toughness 5/5 (layer 7b, so crewing a Vehicle doesn't change it [613.4b]);
  an Equipment that becomes a creature is unattached by the state-based action [301.5c,
  704.5n] (rulings 2017-02-09).
* Merchant's Dockhand — "{3}{U}, {T}, Tap X untapped artifacts you control: Look at the top X
  cards ...": X is announced with the costs and is at most the number of other untapped
  artifacts (:class:`~aetherworks.vocab.tap_costs.TapXUntapped`; the Dockhand itself is
  tapped for {T}) [601.2b, 602.2b]; X=0 looks at nothing (rulings 2017-02-09).
"""

from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import ActivatedAbility, ManaAbility, TokenDef
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import (
    CardDef,
    Exile,
    Filter,
    ReturnToHand,
    SpellAbility,
    TriggeredAbility,
)
from aetherworks.vocab.animate import Animate
from aetherworks.vocab.costs import SacrificeSelf, TapSelf
from aetherworks.vocab.counts import CountMatching, GreatestPower
from aetherworks.vocab.dies_or_another import DiesOrAnotherToGraveyard, TargetCardWithLesserMV
from aetherworks.vocab.divided_damage import DividedAnyTarget, DividedDamage
from aetherworks.vocab.effects import CreateTokens, Pump
from aetherworks.vocab.emblems import GetEmblem, emblem
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.granted_abilities import ItsNewObject
from aetherworks.vocab.library import RestOnBottomRandom
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.named_search import SearchSameName
from aetherworks.vocab.punisher import UnlessPlayerTakesDamage
from aetherworks.vocab.refs import Target, X
from aetherworks.vocab.reveal_until import RevealUntil
from aetherworks.vocab.tap_costs import TapXUntapped
from aetherworks.vocab.targets import (
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
)
from aetherworks.vocab.triggers import BeginningOfStep, Dies
from aetherworks.vocab.zone_triggers import Neg, PutIntoGraveyardFromBattlefield

ETHERIUM_CELL = TokenDef("Etherium Cell", None, None, ("Artifact",), abilities=(ManaAbility(
    produce="WUBRG", costs=(SacrificeSelf(),),
    text="{T}, Sacrifice this token: Add one mana of any color."),))
ARTIFACTS = CountMatching(("Artifact",))
TEZZERET_EMBLEM = emblem("Tezzeret the Schemer emblem", TriggeredAbility(
    trigger=BeginningOfStep("begin_combat"),
    effects=(Animate(5, 5, on=Target(), until=""),),
    targets=(TargetPermanent(Filter(types=("Artifact",), controller="you")),),
    text="At the beginning of combat on your turn, target artifact you control becomes an "
         "artifact creature with base power and toughness 5/5."))

register(
    "aer",
    CardDef("Treasure Keeper", (
        TriggeredAbility(
            trigger=Dies(),
            effects=(RevealUntil(Filter(not_types=("Land",), max_mv=3), to=""),
                     MayCastRemembered("found", alt="free"),
                     RestOnBottomRandom("revealed")),
            text="When this creature dies, reveal cards from the top of your library until "
                 "you reveal a nonland card with mana value 3 or less. You may cast that card "
                 "without paying its mana cost. Put all revealed cards not cast this way on "
                 "the bottom of your library in a random order."),
    )),
    CardDef("Secret Salvage", (
        SpellAbility(
            (Exile(remember="exiled"), SearchSameName("exiled")),
            targets=(TargetCardInGraveyard(not_types=("Land",)),),
            text="Exile target nonland card from your graveyard. Search your library for any "
                 "number of cards with the same name as that card, reveal them, put them into "
                 "your hand, then shuffle."),
    )),
    CardDef("Monstrous Onslaught", (
        SpellAbility(
            (DividedDamage(),),
            targets=(DividedAnyTarget(players=False, filter=Filter(types=("Creature",)),
                                      count=99, min_count=0, divide=99,
                                      amount=GreatestPower()),),
            text="Monstrous Onslaught deals X damage divided as you choose among any number "
                 "of target creatures, where X is the greatest power among creatures you "
                 "control as you cast this spell."),
    )),
    CardDef("Scrap Trawler", (
        TriggeredAbility(
            trigger=DiesOrAnotherToGraveyard(("Artifact",)),
            effects=(ReturnToHand(),),
            targets=(TargetCardWithLesserMV(types=("Artifact",)),),
            text="Whenever this creature dies or another artifact you control is put into a "
                 "graveyard from the battlefield, return to your hand target artifact card in "
                 "your graveyard with lesser mana value."),
    )),
    CardDef("Pia's Revolution", (
        TriggeredAbility(
            trigger=PutIntoGraveyardFromBattlefield(("Artifact",), yours=False, nontoken=True,
                                                    owned=True),
            effects=(UnlessPlayerTakesDamage(3, then=(ReturnToHand(ItsNewObject()),)),),
            targets=(TargetPlayer(opponent_only=True),),
            text="Whenever a nontoken artifact is put into your graveyard from the "
                 "battlefield, return that card to your hand unless target opponent has this "
                 "enchantment deal 3 damage to them."),
    )),
    CardDef("Tezzeret the Schemer", (
        ActivatedAbility(
            loyalty=1, effects=(CreateTokens(ETHERIUM_CELL),),
            text="[+1]: Create a colorless artifact token named Etherium Cell with \"{T}, "
                 "Sacrifice this token: Add one mana of any color.\""),
        ActivatedAbility(
            loyalty=-2, effects=(Pump(ARTIFACTS, Neg(ARTIFACTS)),),
            targets=(TargetCreature(),),
            text="[−2]: Target creature gets +X/-X until end of turn, where X is the number "
                 "of artifacts you control."),
        ActivatedAbility(
            loyalty=-7, effects=(GetEmblem(TEZZERET_EMBLEM),),
            text="[−7]: You get an emblem with \"At the beginning of combat on your turn, "
                 "target artifact you control becomes an artifact creature with base power "
                 "and toughness 5/5.\""),
    )),
    CardDef("Merchant's Dockhand", (
        ActivatedAbility(
            ManaCost.parse("{3}{U}"),
            costs=(TapSelf(), TapXUntapped(Filter(types=("Artifact",), controller="you",
                                                  other=True))),
            effects=(LookPutOneInHand(X()),),
            text="{3}{U}, {T}, Tap X untapped artifacts you control: Look at the top X cards "
                 "of your library. Put one of them into your hand and the rest on the bottom "
                 "of your library in any order."),
    )),
)
