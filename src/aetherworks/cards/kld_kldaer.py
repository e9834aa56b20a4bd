"""Kaladesh (``kld``): one-off cards whose wording no compiler template reuses.

* Chandra, Pyrogenius — her −10 "deals 6 damage to target player or planeswalker and each
  creature that player or that planeswalker's controller controls": the creatures are not
  targets (:class:`~aetherworks.vocab.player_or_controller.PlayerOrController`) [115.1].
  (An LALR(1) grammar can't tell "and each creature that player controls" from "and [a
  second clause]" at the word "and", so the card is written by hand.)
* Verdant Crescendo — two searches and one shuffle at the end: "Search your library for a
  basic land card and put it onto the battlefield tapped. Search your library and graveyard
  for a card named Nissa, Nature's Artisan, reveal it, put it into your hand, then shuffle."
  [701.23]
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    Damage,
    EachOpponent,
    Filter,
    SpellAbility,
    Target,
    TargetCreature,
)
from aetherworks.vocab.effects import SearchLibrary
from aetherworks.vocab.named_search import SearchNamed
from aetherworks.vocab.player_or_controller import PlayerOrController
from aetherworks.vocab.refs import Together
from aetherworks.vocab.targets import TargetPlayerOrPlaneswalker
from aetherworks.vocab.zone_triggers import EachPermanent

register(
    "kld",
    CardDef("Chandra, Pyrogenius", (
        ActivatedAbility(loyalty=2, effects=(Damage(2, to=EachOpponent()),),
                         text="[+2]: Chandra deals 2 damage to each opponent."),
        ActivatedAbility(loyalty=-3, effects=(Damage(4),), targets=(TargetCreature(),),
                         text="[−3]: Chandra deals 4 damage to target creature."),
        ActivatedAbility(
            loyalty=-10,
            effects=(Damage(6, to=Together((Target(), EachPermanent(
                Filter(types=("Creature",)), of=PlayerOrController(Target()))))),),
            targets=(TargetPlayerOrPlaneswalker(),),
            text="[−10]: Chandra deals 6 damage to target player or planeswalker and each "
                 "creature that player or that planeswalker's controller controls."),
    )),
    CardDef("Verdant Crescendo", (
        SpellAbility(
            (SearchLibrary(to="battlefield", tapped=True, shuffle=False),
             SearchNamed("Nissa, Nature's Artisan", "yes")),
            text="Search your library for a basic land card and put it onto the battlefield "
                 "tapped. Search your library and graveyard for a card named Nissa, Nature's "
                 "Artisan, reveal it, put it into your hand, then shuffle."),
    )),
)
