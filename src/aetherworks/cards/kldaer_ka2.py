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
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    CardDef,
    Exile,
    Filter,
    ReturnToHand,
    SpellAbility,
    TriggeredAbility,
)
from aetherworks.vocab.counts import GreatestPower
from aetherworks.vocab.dies_or_another import DiesOrAnotherToGraveyard, TargetCardWithLesserMV
from aetherworks.vocab.divided_damage import DividedAnyTarget, DividedDamage
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.granted_abilities import ItsNewObject
from aetherworks.vocab.library import RestOnBottomRandom
from aetherworks.vocab.named_search import SearchSameName
from aetherworks.vocab.punisher import UnlessPlayerTakesDamage
from aetherworks.vocab.reveal_until import RevealUntil
from aetherworks.vocab.targets import TargetCardInGraveyard, TargetPlayer
from aetherworks.vocab.triggers import Dies
from aetherworks.vocab.zone_triggers import PutIntoGraveyardFromBattlefield

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
)
