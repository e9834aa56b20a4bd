"""Aether Revolt (``aer``): one-off cards whose wording no compiler template reuses.

* Perilous Predicament — "Each opponent sacrifices an artifact creature and a nonartifact
  creature of their choice": one of each kind, chosen in turn order, sacrificed at once
  (:class:`~aetherworks.vocab.sacrifice_several.SacrificeOneOfEach`) [701.21a].  (An LALR(1)
  grammar can't tell "sacrifices a creature and a ..." from "sacrifices a creature and
  discards a card" at the word "and", so this wording is written by hand.)
* Ajani Unyielding — his −9 puts counters of two kinds on two sets of permanents with one
  verb ("five +1/+1 counters on each creature you control and five loyalty counters on each
  other planeswalker you control"), the same "and" ambiguity; his +2 is the compiler's
  "reveal the top N, put all [kind] cards into your hand and the rest on the bottom"
  (:class:`~aetherworks.vocab.reveal_top.RevealTopPutAll`) [701.20a, 401.4].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    ControllerOfTarget,
    Exile,
    Filter,
    GainLife,
    PutCounters,
    SpellAbility,
    Target,
    TargetCreature,
)
from aetherworks.vocab.refs import PowerOf
from aetherworks.vocab.reveal_top import RevealTopPutAll
from aetherworks.vocab.sacrifice_several import SacrificeOneOfEach
from aetherworks.vocab.zone_triggers import EachPermanent

register(
    "aer",
    CardDef("Perilous Predicament", (
        SpellAbility(
            (SacrificeOneOfEach((Filter(types_all=("Artifact", "Creature")),
                                 Filter(types=("Creature",), not_types=("Artifact",)))),),
            text="Each opponent sacrifices an artifact creature and a nonartifact creature of "
                 "their choice."),
    )),
    CardDef("Ajani Unyielding", (
        ActivatedAbility(
            loyalty=2,
            effects=(RevealTopPutAll(3, Filter(types=(
                "Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"),
                not_types=("Land",)), "hand", "bottom any"),),
            text="[+2]: Reveal the top three cards of your library. Put all nonland permanent "
                 "cards revealed this way into your hand and the rest on the bottom of your "
                 "library in any order."),
        ActivatedAbility(
            loyalty=-2, effects=(Exile(), GainLife(PowerOf(Target()), who=ControllerOfTarget())),
            targets=(TargetCreature(),),
            text="[−2]: Exile target creature. Its controller gains life equal to its power."),
        ActivatedAbility(
            loyalty=-9,
            effects=(PutCounters("+1/+1", 5, EachPermanent(Filter(types=("Creature",),
                                                                   controller="you"))),
                     PutCounters("loyalty", 5, EachPermanent(Filter(
                         types=("Planeswalker",), controller="you", other=True)))),
            text="[−9]: Put five +1/+1 counters on each creature you control and five loyalty "
                 "counters on each other planeswalker you control."),
    )),
)
