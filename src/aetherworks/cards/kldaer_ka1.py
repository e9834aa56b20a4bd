"""Kaladesh block one-offs of the ka1 session (issue 12): wordings no compiler template reuses.

* Crackdown Construct — "Whenever you activate an ability of an artifact or creature that
  isn't a mana ability": the controller's own activations of abilities of artifacts and
  creatures on the battlefield (:class:`~aetherworks.vocab.activation_restrictions.YouActivate`)
  [602.2b, 601.2i, 605.3]; the only card with this trigger and this effect.
* Lifecraft Awakening — "If it isn't a creature or Vehicle, it becomes a 0/0 Construct
  artifact creature": checked as the spell resolves, after the counters are put on it; the
  artifact becomes a creature indefinitely (layers 4 and 7b: the counters apply on top of
  the 0/0 base [613.4b-c]) (:class:`~aetherworks.vocab.animate.Animate`, ``until=""``) and
  an Equipment so animated becomes unattached [704.5n] (its rulings) [608.2c, 613.1d].
* Indomitable Creativity — "For each permanent destroyed this way, its controller reveals
  cards ... until an artifact or creature card is revealed and exiles that card. Those
  players put the exiled cards onto the battlefield, then shuffle." (:class:`~aetherworks.
  vocab.reveal_until_each.EachControllerRevealsUntil`) [701.20a, 608.2c, 701.24a].
* Mechanized Production — "Then if you control eight or more artifacts with the same name as
  one another, you win the game" (:class:`~aetherworks.vocab.same_name.SameNameAtLeast`,
  checked after the token is created, before anything it triggers resolves) and the token
  copies the enchanted artifact as it last existed if both left together
  (:class:`~aetherworks.vocab.same_name.EnchantedAsLastKnown`) [201.2, 104.2b, 707.2,
  608.2h].  (An LALR(1) grammar can't tell "artifacts with the same name" from "artifacts
  with flying" at the word "with".)
* Hope of Ghirapur — "Until your next turn, target player who was dealt combat damage by
  Hope of Ghirapur this turn can't cast noncreature spells."
  (:class:`~aetherworks.vocab.combat_history.TargetPlayerDealtCombatDamage`,
  :class:`~aetherworks.vocab.cast_restrictions.PlayerCantCastUntilYourNextTurn`): spells
  cast before or in response are unaffected; abilities, lands and creature spells stay
  allowed (its rulings) [101.2, 510.2, 611.2b].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    Destroy,
    Filter,
    If,
    Not,
    Pump,
    PutCounters,
    SpellAbility,
    Target,
    TargetPermanent,
    This,
    TriggeredAbility,
    X,
)
from aetherworks.vocab.activation_restrictions import YouActivate
from aetherworks.vocab.animate import Animate
from aetherworks.vocab.auras import aura_spell
from aetherworks.vocab.cast_restrictions import PlayerCantCastUntilYourNextTurn
from aetherworks.vocab.combat_history import TargetPlayerDealtCombatDamage
from aetherworks.vocab.costs import SacrificeSelf
from aetherworks.vocab.discard_to_draw import TargetIs
from aetherworks.vocab.energy import CreateTokenCopy
from aetherworks.vocab.reveal_until_each import EachControllerRevealsUntil
from aetherworks.vocab.same_name import EnchantedAsLastKnown, SameNameAtLeast
from aetherworks.vocab.triggers import BeginningOfStep
from aetherworks.vocab.win_game import WinGame
from aetherworks.vocab.x_costs import XTargetPermanents

register(
    "aer",
    CardDef("Crackdown Construct", (
        TriggeredAbility(
            trigger=YouActivate(), effects=(Pump(1, 1, on=This()),),
            text="Whenever you activate an ability of an artifact or creature that isn't a "
                 "mana ability, this creature gets +1/+1 until end of turn."),
    )),
    CardDef("Lifecraft Awakening", (
        SpellAbility(
            effects=(PutCounters("+1/+1", X(), Target()),
                     If(Not(TargetIs(("Creature",))), then=(
                         If(Not(TargetIs(subtype="Vehicle")), then=(
                             Animate(0, 0, ("Construct",), on=Target(), until=""),)),))),
            targets=(TargetPermanent(Filter(types=("Artifact",), controller="you")),),
            text="Put X +1/+1 counters on target artifact you control. If it isn't a creature "
                 "or Vehicle, it becomes a 0/0 Construct artifact creature."),
    )),
    CardDef("Indomitable Creativity", (
        SpellAbility(
            effects=(Destroy(Target()),
                     EachControllerRevealsUntil(Filter(types=("Artifact", "Creature")))),
            targets=(XTargetPermanents(Filter(types=("Artifact", "Creature"))),),
            text="Destroy X target artifacts and/or creatures. For each permanent destroyed "
                 "this way, its controller reveals cards from the top of their library until "
                 "an artifact or creature card is revealed and exiles that card. Those "
                 "players put the exiled cards onto the battlefield, then shuffle."),
    )),
    CardDef("Mechanized Production", (
        aura_spell(("Artifact",), controller="you", text="Enchant artifact you control"),
        TriggeredAbility(
            trigger=BeginningOfStep("upkeep"),
            effects=(CreateTokenCopy(of=EnchantedAsLastKnown()),
                     If(SameNameAtLeast(Filter(types=("Artifact",)), 8), then=(WinGame(),))),
            text="At the beginning of your upkeep, create a token that's a copy of enchanted "
                 "artifact. Then if you control eight or more artifacts with the same name as "
                 "one another, you win the game."),
    )),
    CardDef("Hope of Ghirapur", (
        ActivatedAbility(
            costs=(SacrificeSelf(),),
            effects=(PlayerCantCastUntilYourNextTurn(Target(), ("Creature",)),),
            targets=(TargetPlayerDealtCombatDamage(),),
            text="Sacrifice Hope of Ghirapur: Until your next turn, target player who was "
                 "dealt combat damage by Hope of Ghirapur this turn can't cast noncreature "
                 "spells."),
    )),
)
