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
* Kari Zev, Skyship Raider — creates Ragavan, a named legendary token that enters tapped and
  attacking what its controller chooses (not necessarily what Kari Zev attacks), exiled at
  end of combat by a delayed trigger that doesn't need Kari Zev [508.4, 603.7; rulings
  2017-02-09].
* Cogwork Assembler — a token copy that gains haste (not a copiable value [707.2]) and is
  exiled at the beginning of the next end step [603.7a].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    ControllerOfTarget,
    Exile,
    Filter,
    GainLife,
    ManaCost,
    PutCounters,
    SpellAbility,
    Target,
    TargetCreature,
    TargetPermanent,
    This,
    TokenDef,
    TriggeredAbility,
)
from aetherworks.vocab.attacking_tokens import CreateAttackingTokens
from aetherworks.vocab.effects import ApplyContinuous
from aetherworks.vocab.energy import AtNextStep, CreateTokenCopy
from aetherworks.vocab.refs import PowerOf, Remembered
from aetherworks.vocab.reveal_top import RevealTopPutAll
from aetherworks.vocab.sacrifice_several import SacrificeOneOfEach
from aetherworks.vocab.statics import GrantKeywords
from aetherworks.vocab.triggers import Attacks
from aetherworks.vocab.unearth import EXILE_AT_END
from aetherworks.vocab.zone_triggers import EachPermanent

RAGAVAN = TokenDef("Ragavan", 2, 1, ("Creature",), ("Monkey",), colors=("R",),
                   supertypes=("Legendary",))
EXILE_RAGAVAN = TriggeredAbility(effects=(Exile(This()),),
                                 text="Exile that token at end of combat.")

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
    CardDef("Kari Zev, Skyship Raider", (
        TriggeredAbility(
            trigger=Attacks(),
            effects=(CreateAttackingTokens(RAGAVAN, 1, remember="ragavan", follow_source=False),
                     AtNextStep("end_combat", EXILE_RAGAVAN, key="ragavan")),
            text="Whenever Kari Zev attacks, create Ragavan, a legendary 2/1 red Monkey "
                 "creature token. Ragavan enters tapped and attacking. Exile that token at end "
                 "of combat."),
    )),
    CardDef("Cogwork Assembler", (
        ActivatedAbility(
            ManaCost.parse("{7}"),
            effects=(CreateTokenCopy(),
                     ApplyContinuous(GrantKeywords(("Haste",)), on=Remembered("copy"),
                                     until=""),
                     AtNextStep("end", EXILE_AT_END, key="copy")),
            targets=(TargetPermanent(Filter(types=("Artifact",))),),
            text="{7}: Create a token that's a copy of target artifact. That token gains "
                 "haste. Exile it at the beginning of the next end step."),
    )),
)
