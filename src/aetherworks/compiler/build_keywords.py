"""Builders for keyword abilities and keyword actions [701, 702], each in the general form
the Comprehensive Rules give it, and the mana-ability and land lines that go with them
(``oracle.lark``: the rules marked with these method names)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from aetherworks.engine.defs import (
    Ability,
    ActivatedAbility,
    EntersWith,
    StaticAbility,
    TokenDef,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.hooks import Rule
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import costs, effects, refs, targets, triggers
from aetherworks.vocab.adapt import Adapt
from aetherworks.vocab.alt_costs import ExileThisCard
from aetherworks.vocab.amass import Amass, army_token
from aetherworks.vocab.backup import backup
from aetherworks.vocab.bloodthirst import bloodthirst
from aetherworks.vocab.counts import CountersOn
from aetherworks.vocab.cumulative_upkeep import cumulative_upkeep
from aetherworks.vocab.cycling import DiscardSelf
from aetherworks.vocab.demonstrate import Myriad
from aetherworks.vocab.devour import devour
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_choice import PayLifeOrTapped
from aetherworks.vocab.equipment import Attach
from aetherworks.vocab.evolve import evolve
from aetherworks.vocab.exchange import SelfRule
from aetherworks.vocab.exiled_abilities import DamagedPlayer
from aetherworks.vocab.fading import fading
from aetherworks.vocab.flanking import flanking
from aetherworks.vocab.graft import graft
from aetherworks.vocab.hand_size import NoMaximumHandSize
from aetherworks.vocab.mentor import mentor
from aetherworks.vocab.persist import persist, undying
from aetherworks.vocab.rampage import rampage
from aetherworks.vocab.renown import renown
from aetherworks.vocab.replicate import Replicate, ReplicateCost
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.riot import riot, unleash
from aetherworks.vocab.saga import ExileTop
from aetherworks.vocab.unless_return import UnlessReturn
from aetherworks.vocab.zone_triggers import EachPermanent


def _create_and_attach(token: TokenDef) -> Ability:
    """"When this Equipment enters, create [token], then attach this Equipment to it"."""
    return TriggeredAbility(trigger=triggers.Enters(), effects=(
        effects.CreateTokens(token, remember="token"),
        Attach(refs.This(), refs.Remembered("token"))))


@dataclass(frozen=True)
class BackupMarker:
    """"Backup N" as the grammar reads it: the ability is made once the paragraphs after it,
    whose abilities it grants, are compiled (``assemble``) [702.165a].  Never part of a
    finished definition."""

    n: int

    def ability(self, abilities: tuple[Ability, ...], keywords: tuple[str, ...],
                text: str) -> Ability:
        return backup(self.n, abilities, keywords, text)


class KeywordRules:
    """Mixed into :class:`aetherworks.compiler.build.Build`."""

    # --- keyword abilities [702] ---

    def persist_kw(self, c: list[Any]) -> Ability:
        return persist()  # [702.79a]

    def undying_kw(self, c: list[Any]) -> Ability:
        return undying()  # [702.93a]

    def afterlife(self, c: list[Any]) -> Ability:
        # "When this permanent is put into a graveyard from the battlefield, create N 1/1
        # white and black Spirit creature tokens with flying." [702.135a]
        spirit = TokenDef("Spirit", 1, 1, ("Creature",), ("Spirit",), colors=("W", "B"),
                          keywords=("Flying",))
        return TriggeredAbility(trigger=triggers.Dies(),
                                effects=(effects.CreateTokens(spirit, int(c[0])),))

    def battle_cry(self, c: list[Any]) -> Ability:
        # "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
        # of turn." [702.91a]
        others = targets.Filter(types=("Creature",), other=True, combat="attacking")
        return TriggeredAbility(trigger=triggers.Attacks(),
                                effects=(effects.Pump(1, 0, on=EachPermanent(others)),))

    def soulshift(self, c: list[Any]) -> Ability:
        # "When this permanent is put into a graveyard from the battlefield, you may return
        # target Spirit card with mana value N or less from your graveyard to your hand."
        # [702.46a]
        spec = targets.TargetCardInGraveyard(subtype="Spirit", max_mv=int(c[0]))
        return TriggeredAbility(
            trigger=triggers.Dies(), targets=(spec,),
            effects=(MayOrElse(then=(effects.ReturnToHand(refs.Target(0)),)),))

    def living_weapon(self, c: list[Any]) -> Ability:
        # "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
        # then attach this Equipment to it." [702.92a]
        return _create_and_attach(TokenDef("Phyrexian Germ", 0, 0, ("Creature",),
                                           ("Phyrexian", "Germ"), colors=("B",)))

    def for_mirrodin(self, c: list[Any]) -> Ability:
        if str(c[0]) != "!":
            from aetherworks.compiler.build import Unsupported  # (build imports this module)
            raise Unsupported(f"'For Mirrodin{c[0]}'")
        # "When this Equipment enters, create a 2/2 red Rebel creature token, then attach
        # this Equipment to it." [702.163a]
        return _create_and_attach(TokenDef("Rebel", 2, 2, ("Creature",), ("Rebel",),
                                           colors=("R",)))

    def bloodthirst(self, c: list[Any]) -> Ability:
        return bloodthirst(int(c[0]))  # [702.54a]

    def fading(self, c: list[Any]) -> tuple[Ability, ...]:
        return fading(int(c[0]))  # [702.32a]

    def renown(self, c: list[Any]) -> Ability:
        return renown(int(c[0]))  # [702.112a]

    def modular(self, c: list[Any]) -> tuple[Ability, ...]:
        # "This enters with N +1/+1 counters on it" and "When this permanent is put into a
        # graveyard from the battlefield, you may put a +1/+1 counter on target artifact
        # creature for each +1/+1 counter on this permanent" (as it last existed) [702.43a].
        n = int(c[0])
        spec = targets.TargetPermanent(targets.Filter(types_all=("Artifact", "Creature")))
        move = effects.PutCounters("+1/+1", CountersOn("+1/+1"), on=refs.Target(0))
        return (EntersWith(counters=(("+1/+1", n),)),
                TriggeredAbility(trigger=triggers.Dies(), targets=(spec,),
                                 effects=(MayOrElse(then=(move,)),)))

    def mentor(self, c: list[Any]) -> Ability:
        return mentor()  # [702.134a]

    def evolve(self, c: list[Any]) -> Ability:
        return evolve()  # [702.100a]

    def flanking(self, c: list[Any]) -> Ability:
        return flanking()  # [702.25a]

    def riot(self, c: list[Any]) -> Ability:
        return riot()  # [702.136a]

    def unleash(self, c: list[Any]) -> tuple[Ability, ...]:
        return unleash()  # [702.98a]

    def devour(self, c: list[Any]) -> Ability:
        return devour(int(c[0]))  # [702.82a]

    def cumulative_upkeep(self, c: list[Any]) -> Ability:
        return cumulative_upkeep(str(ManaCost.parse(str(c[0]))))  # [702.24a]

    def scavenge(self, c: list[Any]) -> Ability:
        # "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal
        # to the power of the card you exiled on target creature. Activate only as a
        # sorcery." [702.97a]  Its power as it last existed in the graveyard [608.2h].
        return ActivatedAbility(
            mana=ManaCost.parse(str(c[0])), costs=(ExileThisCard(),), zone="graveyard",
            targets=(targets.TargetCreature(),), sorcery=True,
            effects=(effects.PutCounters("+1/+1", refs.PowerOf(refs.This()),
                                         on=refs.Target(0)),))

    def myriad_kw(self, c: list[Any]) -> Ability:
        return Myriad()  # [702.116a]

    def outlast(self, c: list[Any]) -> Ability:
        # "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        # [702.107a]
        return ActivatedAbility(mana=ManaCost.parse(str(c[0])), costs=(costs.TapSelf(),),
                                effects=(effects.PutCounters("+1/+1", 1),), sorcery=True)

    def reinforce(self, c: list[Any]) -> Ability:
        # "[Cost], Discard this card: Put N +1/+1 counters on target creature." [702.77a]
        return ActivatedAbility(mana=ManaCost.parse(str(c[1])), costs=(DiscardSelf(),),
                                zone="hand", targets=(targets.TargetCreature(),),
                                effects=(effects.PutCounters("+1/+1", int(c[0]),
                                                             on=refs.Target(0)),))

    def ingest(self, c: list[Any]) -> Ability:
        # "Whenever this creature deals combat damage to a player, that player exiles the
        # top card of their library." [702.115a]
        return TriggeredAbility(trigger=triggers.DealsCombatDamageToPlayer(),
                                effects=(ExileTop(1, who=DamagedPlayer()),))

    def rampage(self, c: list[Any]) -> Ability:
        return rampage(int(c[0]))  # [702.23a]

    def no_maximum_hand_size(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=NoMaximumHandSize())  # [402.2]

    def backup_kw(self, c: list[Any]) -> BackupMarker:
        return BackupMarker(int(c[0]))  # [702.165a]

    def graft(self, c: list[Any]) -> tuple[Ability, ...]:
        return graft(int(c[0]))  # [702.58a]

    def replicate_kw(self, c: list[Any]) -> tuple[Any, ...]:
        # "As an additional cost to cast this spell, you may pay [cost] any number of times"
        # and "When you cast this spell, if a replicate cost was paid for it, copy it for
        # each time its replicate cost was paid." [702.56a]
        from aetherworks.compiler.build import Fragment  # (build imports this module)
        mana = str(ManaCost.parse(str(c[0])))
        return (Fragment("keyword_cost", costs=(ReplicateCost(mana=mana),)),
                Replicate(f"Replicate {mana}"))

    # --- keyword actions [701] ---

    def amass_kw(self, c: list[Any]) -> Any:
        return Amass(army_token(str(c[0])), int(c[1]))  # [701.47a]

    def adapt_kw(self, c: list[Any]) -> Any:
        return Adapt(int(c[0]))  # [701.46a]

    # --- triggers, lands ---

    def beginning_of_each_end_step(self, c: list[Any]) -> Trigger:
        return triggers.BeginningOfStep("end", yours=False)  # every end step [513.1]

    def pay_life_or_tapped(self, c: list[Any]) -> Ability:
        # "As this land enters, you may pay 2 life. If you don't, it enters tapped." [614.12]
        return EntersWith(as_enters=(PayLifeOrTapped(int(c[-1])),))

    # --- combat rules [509.1b-c] ---

    def sp_max_one_blocker(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.MAX_ONE_BLOCKER)  # [509.1b]

    def lure_static(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=SelfRule(Rule.LURE))  # [509.1c]

    # --- costs paid as an ability resolves [118.12] ---

    def unless_you_return(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence  # (build imports this module)
        effs = c[0] if isinstance(c[0], tuple) else (c[0],)
        what = targets.Filter(subtype=str(c[1]), controller="you", tapped=False)
        return Sentence("plain", (UnlessReturn(what, otherwise=effs),))
