"""Kaladesh (``kld``): one-off cards of the ka3 session whose wording no compiler template
reuses.

* Bomat Courier — "Whenever this creature attacks, exile the top card of your library face
  down. (You can't look at it.)" and "{R}, Discard your hand, Sacrifice this creature: Put
  all cards exiled with this creature into their owners' hands.": its own face-down cache,
  which nobody may look at, linked to this object [406.3, 607.2a].
* Captured by the Consulate — "Whenever an opponent casts a spell, if it has a single
  target, change the target to enchanted creature if able." [115.9a, 115.7a]
* Gonti, Lord of Luxury — "look at the top four cards of target opponent's library, exile
  one of them face down, then put the rest on the bottom of that library in a random order.
  You may cast that card for as long as it remains exiled, and mana of any type can be
  spent to cast that spell." [406.3, 401.4, 611.2a, 609.4b]
* Dubious Challenge — "Look at the top ten cards of your library, exile up to two creature
  cards from among them, then shuffle. Target opponent may choose one of the exiled cards
  and put it onto the battlefield under their control. Put the rest onto the battlefield
  under your control." [406.3, 701.24a, 110.2]
* Depala, Pilot Exemplar — "Whenever Depala becomes tapped, you may pay {X}. If you do,
  reveal the top X cards of your library, put all Dwarf and Vehicle cards from among them
  into your hand, then put the rest on the bottom of your library in a random order."
  [701.26a, 107.3, 701.20a, 401.4]; its two anthems are the compiler's.
"""

from aetherworks.engine.cardpool import register
from aetherworks.engine.hooks import Rule
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import (
    ActivatedAbility,
    Attacks,
    CardDef,
    Enters,
    SacrificeSelf,
    SpellAbility,
    StaticAbility,
    Target,
    TargetPlayer,
    TriggeredAbility,
)
from aetherworks.vocab.auras import aura_spell
from aetherworks.vocab.change_targets import CastWithSingleTarget, ChangeTargetTo
from aetherworks.vocab.face_down_exile import (
    DiscardHand,
    ExileOneFaceDown,
    ExileTopFaceDown,
    LinkedToOwnersHands,
)
from aetherworks.vocab.impulse import MayCastExiled
from aetherworks.vocab.library import LookAtTop, RestOnBottomRandom, Shuffle
from aetherworks.vocab.opponent_picks import ExileUpToFromAmong, OpponentMayTakeOne
from aetherworks.vocab.pay_x import MayPayX
from aetherworks.vocab.refs import Paid
from aetherworks.vocab.restrictions import AttachedRule
from aetherworks.vocab.reveal_top import RevealTopPutAll
from aetherworks.vocab.statics import Anthem
from aetherworks.vocab.tap_triggers import BecomesTapped
from aetherworks.vocab.targets import Filter

register(
    "kld",
    CardDef("Bomat Courier", (
        TriggeredAbility(trigger=Attacks(), effects=(ExileTopFaceDown(),),
                         text="Whenever this creature attacks, exile the top card of your "
                              "library face down. (You can't look at it.)"),
        ActivatedAbility(mana=ManaCost.parse("{R}"), costs=(DiscardHand(), SacrificeSelf()),
                         effects=(LinkedToOwnersHands(),),
                         text="{R}, Discard your hand, Sacrifice this creature: Put all cards "
                              "exiled with this creature into their owners' hands."),
    ), keywords=("Haste",)),
    CardDef("Captured by the Consulate", (
        aura_spell(("Creature",), (), "opponent", text="Enchant creature you don't control"),
        StaticAbility(AttachedRule(Rule.CANT_ATTACK), text="Enchanted creature can't attack."),
        TriggeredAbility(trigger=CastWithSingleTarget(by="opponent"),
                         effects=(ChangeTargetTo(),),
                         text="Whenever an opponent casts a spell, if it has a single target, "
                              "change the target to enchanted creature if able."),
    )),
    CardDef("Gonti, Lord of Luxury", (
        TriggeredAbility(
            trigger=Enters(),
            effects=(LookAtTop(4, who=Target()), ExileOneFaceDown(), RestOnBottomRandom(),
                     MayCastExiled(any_type=True)),
            targets=(TargetPlayer(opponent_only=True),),
            text="When Gonti enters, look at the top four cards of target opponent's library, "
                 "exile one of them face down, then put the rest on the bottom of that library "
                 "in a random order. You may cast that card for as long as it remains exiled, "
                 "and mana of any type can be spent to cast that spell."),
    ), keywords=("Deathtouch",)),
    CardDef("Dubious Challenge", (
        SpellAbility(
            effects=(LookAtTop(10), ExileUpToFromAmong(2, ("Creature",)), Shuffle(),
                     OpponentMayTakeOne()),
            targets=(TargetPlayer(opponent_only=True),),
            text="Look at the top ten cards of your library, exile up to two creature cards "
                 "from among them, then shuffle. Target opponent may choose one of the exiled "
                 "cards and put it onto the battlefield under their control. Put the rest onto "
                 "the battlefield under your control."),
    )),
    CardDef("Depala, Pilot Exemplar", (
        StaticAbility(Anthem(1, 1, subtype="Dwarf"), text="Other Dwarves you control get +1/+1."),
        StaticAbility(Anthem(1, 1, others=False, subtype="Vehicle"),
                      text="Each Vehicle you control gets +1/+1 as long as it's a creature."),
        TriggeredAbility(
            trigger=BecomesTapped(),
            effects=(MayPayX(then=(RevealTopPutAll(
                Paid(), Filter(subtypes_any=("Dwarf", "Vehicle")), "hand", "bottom random"),)),),
            text="Whenever Depala becomes tapped, you may pay {X}. If you do, reveal the top X "
                 "cards of your library, put all Dwarf and Vehicle cards from among them into "
                 "your hand, then put the rest on the bottom of your library in a random "
                 "order."),
    )),
)
