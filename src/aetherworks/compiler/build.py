"""From a parse tree to vocabulary parts: one method per grammar rule (``oracle.lark``).

A rule named after a part builds that part (``damage`` -> :class:`~aetherworks.vocab.Damage`);
other rules build the pieces (a :class:`Filter`, an amount, a tuple of effects).  Targets are
built as :class:`Slot` placeholders, numbered in the order the text names them; the ability
that holds them replaces each by ``Target(i)`` and lists the target specs (:func:`finish`).

A method raises :class:`Unsupported` when the words parse but the vocabulary can't say
them yet (an Aura's "Enchant player", a mana ability with a mana cost): the paragraph then
fails honestly, with that reason, instead of being approximated.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

from aetherworks.compiler.build_aerlast import AerLastRules
from aetherworks.compiler.build_altcast import AltcastRules
from aetherworks.compiler.build_amonkhet import AmonkhetRules, link_new_objects
from aetherworks.compiler.build_auras import AuraRules, edict_or_else
from aetherworks.compiler.build_ka1 import Ka1Rules
from aetherworks.compiler.build_ka2 import Ka2Rules
from aetherworks.compiler.build_ka3 import Ka3Rules
from aetherworks.compiler.build_ka4 import Ka4Rules
from aetherworks.compiler.build_keywords import KeywordRules
from aetherworks.compiler.build_kldaer import ControlledBy, KldAerRules, XSized
from aetherworks.compiler.build_look import LookRules
from aetherworks.compiler.build_misc import MiscRules
from aetherworks.compiler.build_multiblock import MultiBlockRules
from aetherworks.compiler.build_replacement import ReplacementRules
from aetherworks.compiler.build_std17more import Std17MoreRules
from aetherworks.compiler.build_templates import TemplateRules, mana_rider, single
from aetherworks.compiler.build_transform import TransformRules
from aetherworks.compiler.build_xln import XlnRules
from aetherworks.compiler.text import chapter_number
from aetherworks.engine import protection
from aetherworks.engine.cardpool import ENGINE_KEYWORDS
from aetherworks.engine.defs import (
    Ability,
    ActivatedAbility,
    Amount,
    Condition,
    Continuous,
    Cost,
    Effect,
    EntersWith,
    ExertAbility,
    ManaAbility,
    Mode,
    StaticAbility,
    TargetSpec,
    TokenDef,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.hooks import Rule
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import conditions as cond
from aetherworks.vocab import costs, effects, refs, statics, targets, triggers
from aetherworks.vocab.activation_limits import OnlyIf
from aetherworks.vocab.alt_costs import ExileOtherCardsFromGraveyard, ExileThisCard
from aetherworks.vocab.animate import Animate, SetColors
from aetherworks.vocab.anthem_for import AnthemFor
from aetherworks.vocab.ascend import Ascend
from aetherworks.vocab.attack_requirements import OpponentsCreaturesAttack
from aetherworks.vocab.attack_triggers import DescribedAttacks
from aetherworks.vocab.attacking import TargetAttackingCreature
from aetherworks.vocab.attacking_tokens import Mobilize
from aetherworks.vocab.auras import aura_spell
from aetherworks.vocab.cascade import Cascade
from aetherworks.vocab.cast_from_hand_free import CastOneFromHandFree
from aetherworks.vocab.choices import ChooseOnResolution, MayPayMana
from aetherworks.vocab.chosen_permanents import ReturnChosen, SacrificeChosen
from aetherworks.vocab.combat_triggers import (
    AttacksOrBlocks,
    BecomesBlocked,
    BlocksOrBecomesBlocked,
    CreatureAttacks,
    DealtDamage,
    YouGainLife,
    YourTurn,
)
from aetherworks.vocab.control import GainControlUntil
from aetherworks.vocab.convoke import Convoke, Delve, Improvise
from aetherworks.vocab.cost_reduction import CostsLessFor, OneIf, SpellsCost
from aetherworks.vocab.counter_actions import RemoveCounters
from aetherworks.vocab.counts import (
    CardsInGraveyard,
    CardsInHand,
    CountersOn,
    GetsFor,
    GreatestPower,
    LifeTotal,
    OpponentCount,
    PowerIs,
    SpellsYouCastThisTurn,
)
from aetherworks.vocab.cycling import Cycling, DiscardSelf
from aetherworks.vocab.dash import Dash
from aetherworks.vocab.defending_player import CountOf, DefendingPlayer
from aetherworks.vocab.delayed import AtBeginningOfNext
from aetherworks.vocab.discard_to_draw import TargetIs
from aetherworks.vocab.divided_damage import DividedAnyTarget, DividedDamage
from aetherworks.vocab.doesnt_untap import AttachedCreature
from aetherworks.vocab.echo import Echo
from aetherworks.vocab.embalm import Embalm, Eternalize
from aetherworks.vocab.energy import CreateTokenCopy, Proliferate, SacrificeIt, YouAttack
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_or_attacks import Blocks, EntersOrAttacks
from aetherworks.vocab.equipment import Attach, Equip
from aetherworks.vocab.escape import Escape
from aetherworks.vocab.evoke import Evoke
from aetherworks.vocab.exalted import EXALTED
from aetherworks.vocab.excess_damage import DealsCombatDamageToCreature
from aetherworks.vocab.exchange import SelfRule
from aetherworks.vocab.exile_until import ExileUntilLeaves
from aetherworks.vocab.exiled_abilities import DamagedPlayer
from aetherworks.vocab.explore import Explore
from aetherworks.vocab.extort import Extort
from aetherworks.vocab.extra_turns import ExtraTurn
from aetherworks.vocab.fabricate import Fabricate
from aetherworks.vocab.fight import Fight
from aetherworks.vocab.flashback import Flashback
from aetherworks.vocab.flicker import ExileAndReturn, ExileSelf
from aetherworks.vocab.from_graveyard import FromGraveyard
from aetherworks.vocab.granted_abilities import AttachedHas, GrantAbility, YoursHave
from aetherworks.vocab.graveyard_x import ReturnSelfToHand
from aetherworks.vocab.hand_disruption import RevealHandChooseDiscard
from aetherworks.vocab.investigate import Investigate
from aetherworks.vocab.kicker import Buyback, Kicked, Kicker
from aetherworks.vocab.library import Mill, Scry, Shuffle, SkipNextUntap, Surveil
from aetherworks.vocab.life_gain import GainedLifeThisTurn
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.must_block import BlocksIfAble
from aetherworks.vocab.planeswalkers import AddMana
from aetherworks.vocab.player_triggers import YouDiscard, YouDraw
from aetherworks.vocab.predefined_tokens import CLUE, PREDEFINED_TOKENS
from aetherworks.vocab.prevention import PreventAllDamage, PreventNextDamage
from aetherworks.vocab.prowess import prowess
from aetherworks.vocab.random_discard import DiscardAtRandom
from aetherworks.vocab.reanimate import ReturnThisCard, ReturnToBattlefield
from aetherworks.vocab.rebound import Rebound, SourceCard
from aetherworks.vocab.refs import Ref
from aetherworks.vocab.regenerate import Regenerate
from aetherworks.vocab.restrictions import AttachedRule, EachRule, RuleEffect
from aetherworks.vocab.revolt import Revolt
from aetherworks.vocab.saga import chapter
from aetherworks.vocab.search import SearchCards, SearchFor
from aetherworks.vocab.statics import GrantAbilities
from aetherworks.vocab.storm import Storm
from aetherworks.vocab.tap_triggers import BecomesTapped, Crews
from aetherworks.vocab.timing_conditions import COMBAT_STEPS, DuringStep
from aetherworks.vocab.turn_history import CreatureDiedThisTurn, YouAttackedThisTurn
from aetherworks.vocab.unearth import Unearth
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.ward import BecomesTarget, Ward
from aetherworks.vocab.x_amounts import SacrificeX
from aetherworks.vocab.x_costs import XTargetPermanents
from aetherworks.vocab.zone_triggers import (
    EachPermanent,
    LeavesBattlefield,
    Neg,
    NonNegative,
    PermanentDies,
    PutIntoGraveyardFromBattlefield,
)


class Unsupported(Exception):
    """The words parse, but the vocabulary can't express them (yet)."""


# Predefined tokens whose every ability the vocabulary has [111.10]; a Treasure without its
# mana ability would be a blank, so cards that make one are refused.
COMPLETE_PREDEFINED = ("Food", "Clue", "Blood", "Treasure")

_KEYWORD = {"first strike": "First strike", "double strike": "Double strike"}
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle",
          "instant": "Instant", "sorcery": "Sorcery"}
_ANY = targets.Filter()


# --- placeholders for targets ------------------------------------------------------------

# Placeholder numbers increase across paragraphs, so that the targets of several paragraphs
# joined in one ability (a sorcery's) stay apart; only their order matters.
_UIDS = itertools.count()


@dataclass(frozen=True)
class Slot(Ref):
    """A target named in the text, before the ability numbers its targets."""

    spec: TargetSpec
    uid: int


@dataclass(frozen=True)
class AtSlot:
    """A part that names a target by its index ("if it's an artifact creature": TargetIs;
    divided damage), before numbering: ``part`` gets ``index`` of ``slot``."""

    part: Any
    slot: Slot


@dataclass(frozen=True)
class SlotController(Ref):
    """"Its controller" (or, ``owner``, "its owner") of a target, before numbering."""

    uid: int
    owner: bool = False


def substitute(value: Any, fn: Any) -> Any:
    """``value`` with every sub-value ``v`` for which ``fn(v)`` is not None replaced."""
    new = fn(value)
    if new is not None:
        return new
    if isinstance(value, tuple):
        items = tuple(substitute(v, fn) for v in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            old = getattr(value, f.name)
            got = substitute(old, fn)
            if got is not old:
                changes[f.name] = got
        return dataclasses.replace(value, **changes) if changes else value  # type: ignore[type-var]
    return value


def slots_in(value: Any) -> list[Slot]:
    """The target placeholders inside ``value``, in the order the text named them."""
    found: dict[int, Slot] = {}

    def visit(x: Any) -> Any:
        if isinstance(x, Slot):
            found.setdefault(x.uid, x)
            return x
        return None

    substitute(value, visit)
    return [found[k] for k in sorted(found)]


def finish(*parts: Any, first: int = 0) -> tuple[tuple[Any, ...], tuple[TargetSpec, ...]]:
    """Number the targets of an ability (or mode) from ``first``: each placeholder becomes
    ``Target(i)`` (and "its controller" ``ControllerOfTarget(i)``); returns the parts and
    the target specs in order."""
    slots = slots_in(parts)
    index = {s.uid: first + i for i, s in enumerate(slots)}

    def fn(v: Any) -> Any:
        if isinstance(v, Slot):
            return refs.Target(index[v.uid])
        if isinstance(v, ManaProduced):
            # "Add {R}{R}" in an ability that isn't a mana ability [605.1a]: that mana.
            if v.fixed:
                return AddMana(v.produce)
            if len(v.produce) != 1 or not isinstance(v.amount, int) or v.combination:
                raise Unsupported("adding a choice of mana outside a mana ability")
            return AddMana(v.produce * v.amount)
        if isinstance(v, AtSlot):
            return dataclasses.replace(v.part, index=index[v.slot.uid])
        if isinstance(v, SlotController):
            if v.uid not in index:
                raise Unsupported("'its controller' of something that is not a target")
            i = index[v.uid]
            return refs.OwnerOfTarget(i) if v.owner else refs.ControllerOfTarget(i)
        return None

    return tuple(substitute(p, fn) for p in parts), tuple(s.spec for s in slots)


# --- the transformer --------------------------------------------------------------------


@dataclass(frozen=True)
class Fragment:
    """What a paragraph contributes to its card when it is not a whole ability by itself:
    a spell's effects, its additional costs, or the header of a modal ability."""

    # "effects", "additional_cost", "keyword_cost" (kicker: an optional additional cost of
    # the spell, its paragraph not part of the spell's text), "modal", "modal_trigger"
    kind: str
    effects: tuple[Effect, ...] = ()
    costs: tuple[Cost, ...] = ()
    choose: str = ""
    trigger: Trigger | None = None
    condition: Condition | None = None  # a leading "if ..." (an intervening if [603.4])
    unconditional: tuple[Effect, ...] = ()  # the effects without that "if"
    repeat: bool = False  # "You may choose the same mode more than once" [700.2d]
    instead: Sentence | None = None  # kind "instead": "... instead if ..." on its own


@dataclass(frozen=True)
class ManaProduced(Effect):
    """"Add [mana]" as the grammar reads it: an activated ability made only of it becomes a
    ManaAbility [605.1a]; anywhere else it becomes ``AddMana`` (one fixed kind of mana) or
    is refused.  Never part of a finished definition."""

    produce: str = "C"
    amount: Any = 1
    combination: bool = False
    fixed: bool = False  # "Add {C}{U}": exactly these, one of each [106.1]


@dataclass(frozen=True)
class Sentence:
    """One sentence of an effect text; ``kind`` says how it joins its neighbours."""

    kind: str  # plain, may, may_pay_mana, may_pay_energy, if_you_do, if_you_dont, if,
    #           when_you_do, otherwise, unless_pay
    effects: tuple[Effect, ...] = ()
    condition: Condition | None = None
    arg: Any = None


class Build(AerLastRules, Ka3Rules, Ka2Rules, Ka4Rules, Ka1Rules, Std17MoreRules,
            MultiBlockRules, AuraRules, ReplacementRules, MiscRules, TemplateRules,
            TransformRules, LookRules, XlnRules, AltcastRules, KeywordRules, KldAerRules,
            AmonkhetRules,
            Transformer[Token, Any]):
    """Parse tree of one paragraph -> parts.  A new instance per paragraph: it remembers the
    last object and player named, for "it" and "that player"."""

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.last_obj: Ref | None = None
        self.last_player: Ref | None = None
        self.event_obj: Ref = refs.This()  # what "that creature" means in a trigger
        self.self_moved = False  # in a "when this dies / leaves" ability [603.10a]
        # In a "dies" ability, "its power" reads the permanent as it last existed [608.2h]
        self.lki: Ref | None = None
        # "Return this card from your graveyard ...": the ability functions there [113.6b]
        self.in_graveyard = False

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        if len(children) == 1:
            return children[0]
        raise Unsupported(f"no builder for rule {data!r}")  # a grammar rule without a method

    # --- helpers ---

    def _slot(self, spec: TargetSpec) -> Slot:
        s = Slot(spec, next(_UIDS))
        self.last_obj = s
        return s

    def _player_slot(self, spec: TargetSpec) -> Slot:
        s = Slot(spec, next(_UIDS))
        self.last_player = s
        return s

    @staticmethod
    def _words(c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    # --- entry points ---

    def spell_paragraph(self, c: list[Any]) -> Any:
        return c[0]

    def permanent_paragraph(self, c: list[Any]) -> Any:
        return c[0]

    def mode_paragraph(self, c: list[Any]) -> Fragment:
        # Numbered by the modal ability: combined modes number their targets together.
        return c[0]  # type: ignore[no-any-return]

    def additional_cost(self, c: list[Any]) -> Fragment:
        return Fragment("additional_cost", costs=(_cost_only(c[0]),))

    def modal_header(self, c: list[Any]) -> Fragment:
        return Fragment("modal", choose=c[0])

    def modal_trigger_header(self, c: list[Any]) -> Fragment:
        return Fragment("modal_trigger", trigger=c[0], choose=c[1])

    def choose_count(self, c: list[Token]) -> str:
        return self._words(c)

    def chapter_ability(self, c: list[Any]) -> Ability:
        *numerals, frag = c
        if frag.condition is not None:
            raise Unsupported("a chapter ability that starts with 'if'")
        (effs,), specs = finish(frag.effects)
        return chapter(tuple(chapter_number(str(n)) for n in numerals), effs, specs, text="")

    def cda_pt(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=PowerIs(c[-1], toughness_too=True))

    def cda_power(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=PowerIs(c[-1]))

    def fabricate(self, c: list[Any]) -> Ability:
        return Fabricate(int(c[0]))

    def bushido(self, c: list[Any]) -> Ability:
        n = int(c[0])
        return TriggeredAbility(trigger=BlocksOrBecomesBlocked(),
                                effects=(effects.Pump(n, n, on=refs.This()),))  # [702.45a]

    def afflict(self, c: list[Any]) -> Ability:
        return TriggeredAbility(trigger=BecomesBlocked(),  # [702.130a]
                                effects=(effects.LoseLife(int(c[0]), DefendingPlayer()),))

    def affinity(self, c: list[Any]) -> Ability:
        f = _perm_filter(_filter([c[0]]))
        return StaticAbility(effect=CostsLessFor(CountOf(f)))  # [702.41a]

    def typecycling(self, c: list[Any]) -> Ability:
        kind, mana = str(c[0]), _mana(c[1])
        search = (SearchFor(types=("Land",)) if kind == "Land"
                  else SearchFor(subtypes=(kind,)))
        return ActivatedAbility(mana=mana, costs=(DiscardSelf(cycling=True),),
                                effects=(search,), zone="hand")  # [702.29e]

    def basic_landcycling(self, c: list[Any]) -> Ability:
        if str(c[0]) != "Land":
            raise Unsupported("basic typecycling of a subtype")
        return ActivatedAbility(mana=_mana(c[1]), costs=(DiscardSelf(cycling=True),),
                                effects=(effects.SearchLibrary(),), zone="hand")

    def aftermath_kw(self, c: list[Any]) -> None:
        return None  # aftermath: the card's layout, CardDef(aftermath=True) [702.127]

    def costs_less_for(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=CostsLessFor(c[1], _generic(c[0])))

    def costs_less_if(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=CostsLessFor(OneIf(c[1]), _generic(c[0])))

    def spells_cost(self, c: list[Any]) -> Ability:
        (types, subs, nots, colors), whose, mana, change = c
        _no_colorless(colors)
        n = _generic(mana)
        who = {"you cast": "you", "your opponents cast": "opponents", "": ""}[whose]
        return StaticAbility(effect=SpellsCost(-n if change == "less" else n, types, subs,
                                               nots, colors, who))

    def spells_pl(self, c: list[Any]) -> Any:
        return self.spell_types(c)

    def all_spells(self, c: list[Any]) -> Any:
        return (), (), (), ()

    def spells_whose(self, c: list[Token]) -> str:
        return self._words(c)

    def cost_change(self, c: list[Token]) -> str:
        return str(c[0])

    def cant_be_countered(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=SelfRule(Rule.CANT_BE_COUNTERED))

    # --- keyword abilities [702] ---

    def keyword_line(self, c: list[Any]) -> tuple[Ability, ...] | Fragment:
        if len(c) == 1 and isinstance(c[0], Fragment):
            return c[0]  # kicker, buyback: the spell's optional additional cost [601.2b]
        out: list[Ability] = []
        for a in c:  # a keyword may stand for several abilities (evoke)
            if isinstance(a, Fragment):
                raise Unsupported("an optional additional cost among other keywords")
            out += a if isinstance(a, tuple) else [a] if a is not None else []
        return tuple(out)

    def engine_keyword(self, c: list[Any]) -> Ability | None:
        if isinstance(c[0], str) and c[0].startswith(protection.PREFIX):
            # The data lists only "Protection": the quality is in the text [702.16a].
            return StaticAbility(effect=statics.SelfKeywords((c[0],)))
        return None  # the engine implements it from the card's keywords [702]

    def protection_two(self, c: list[Any]) -> Ability:
        kws = tuple(self.keyword(["protection", "from", q]) for q in c)
        return StaticAbility(effect=statics.SelfKeywords(kws))

    def prot_word(self, c: list[Token]) -> str:
        return str(c[0])

    def enchant(self, c: list[Any]) -> Ability:
        kinds, *mods = c[0]
        controller = ""
        if len(mods) == 1 and mods[0][0] == "controller":
            controller = mods[0][1]  # "Enchant creature you control" [702.5a]
        elif mods:
            raise Unsupported("an enchant keyword with a qualifier")
        types = subs = ()
        if kinds[0] in ("types", "types_all") and not kinds[2]:
            types = kinds[1]
        elif kinds[0] == "subtype":
            subs = (kinds[1],)
        elif kinds[0] == "types_or_subtypes" and not kinds[2]:
            types, subs = kinds[1]  # "Enchant creature or Vehicle" [702.5a]
        if (not types and not subs) or "Permanent" in types or kinds[0] == "types_all":
            raise Unsupported("an enchant keyword the vocabulary can't target")
        if controller:
            return aura_spell(types, subs, controller)
        return aura_spell(types, subs)

    def enchant_what(self, c: list[Any]) -> Any:
        return c

    def equip(self, c: list[Any]) -> Ability:
        return dataclasses.replace(Equip(text=""), mana=_mana(c[0]))

    def cycling(self, c: list[Any]) -> Ability:
        return Cycling(str(_mana(c[0])), "")

    def crew(self, c: list[Any]) -> Ability:
        return Crew(int(c[0]))

    def ward(self, c: list[Any]) -> Ability:
        return Ward(str(_mana(c[0])))

    def ward_life(self, c: list[Any]) -> Ability:
        raise Unsupported("ward with a life payment")

    def unearth(self, c: list[Any]) -> Ability:
        return Unearth(mana=str(_mana(c[0])), text="")

    def exalted(self, c: list[Any]) -> Ability:
        return EXALTED

    def prowess_kw(self, c: list[Any]) -> Ability:
        return prowess()

    def convoke(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=Convoke())

    def improvise(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=Improvise())

    def delve(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=Delve())

    def flashback(self, c: list[Any]) -> Ability:
        return Flashback(str(_mana(c[0])))

    def toxic(self, c: list[Any]) -> Ability:
        # "Players dealt combat damage by this creature also get N poison counters": the
        # engine reads "Toxic N" among the keywords [702.164b].
        return StaticAbility(effect=statics.SelfKeywords((f"Toxic {int(c[0])}",)))

    def cascade(self, c: list[Any]) -> Ability:
        return Cascade()

    def storm(self, c: list[Any]) -> Ability:
        return Storm("Storm")

    def echo(self, c: list[Any]) -> Ability:
        return Echo(str(_mana(c[0])))

    def kicker(self, c: list[Any]) -> Fragment:
        return Fragment("keyword_cost", costs=(Kicker(str(_mana(c[0]))),))

    def buyback(self, c: list[Any]) -> Fragment:
        return Fragment("keyword_cost", costs=(Buyback(str(_mana(c[0]))),))

    def dash(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = str(_mana(c[0]))
        return Dash(mana, text=f"Dash {mana}")

    def rebound(self, c: list[Any]) -> Ability:
        return Rebound("Rebound")

    def extort(self, c: list[Any]) -> Ability:
        return Extort("Extort")

    def ascend(self, c: list[Any]) -> Ability:
        return Ascend("Ascend")

    def mobilize(self, c: list[Any]) -> Ability:
        return Mobilize(int(c[0]), text=f"Mobilize {int(c[0])}")

    def escape(self, c: list[Any]) -> Ability:
        mana = str(_mana(c[0]))
        return Escape(mana, (ExileOtherCardsFromGraveyard(int(c[1])),), text=f"Escape {mana}")

    def embalm(self, c: list[Any]) -> Ability:
        mana = str(_mana(c[0]))
        return Embalm(mana, text=f"Embalm {mana}")

    def eternalize(self, c: list[Any]) -> Ability:
        mana = str(_mana(c[0]))
        return Eternalize(mana, text=f"Eternalize {mana}")

    def evoke(self, c: list[Any]) -> tuple[Ability, ...]:
        mana = str(_mana(c[0]))
        return Evoke(mana=mana, text=f"Evoke {mana}")

    def kicked(self, c: list[Any]) -> Condition:
        return Kicked()

    def deckbuilding(self, c: list[Any]) -> None:
        return None  # partner: a deck-building rule only, no game play [702.124]

    def devoid(self, c: list[Any]) -> None:
        # Devoid: the card has no color [702.114a]; the data's colors already say so.
        return None

    # --- triggered abilities [603] ---

    def triggered(self, c: list[Any]) -> TriggeredAbility:
        trigger, frag = c
        if self.in_graveyard:
            if self.self_moved:
                raise Unsupported("a triggered ability of a card in a graveyard")
            # "Whenever ..., return this card from your graveyard": it functions only
            # there [113.6m].
            trigger = FromGraveyard(trigger)
        body = frag.unconditional if frag.condition is not None else frag.effects
        (effs, condition), specs = finish(body, frag.condition)
        return TriggeredAbility(trigger=trigger, effects=effs, targets=specs,
                                condition=condition)

    def trigger_clause(self, c: list[Any]) -> Trigger:
        return c[0]

    def _self_trigger(self, t: Trigger) -> Trigger:
        self.event_obj = refs.This()
        return t

    def enters(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.Enters())

    def _self_moved(self, t: Trigger) -> Trigger:
        # "When this creature dies, return it to its owner's hand": the ability finds the
        # card in its new zone (the event's other object) [400.7, 603.6d, 603.10a].
        self.event_obj = refs.EventOther()
        self.self_moved = True
        self.lki = refs.This()
        self.last_obj = None  # "it" in a quoted "when this creature dies" is the card
        return t

    def dies(self, c: list[Any]) -> Trigger:
        return self._self_moved(triggers.Dies())

    def leaves(self, c: list[Any]) -> Trigger:
        return self._self_moved(LeavesBattlefield())

    def attacks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.Attacks())

    def blocks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Blocks())

    def attacks_or_blocks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(AttacksOrBlocks())

    def becomes_blocked(self, c: list[Any]) -> Trigger:
        return self._self_trigger(BecomesBlocked())

    def blocks_or_blocked(self, c: list[Any]) -> Trigger:
        return self._self_trigger(BlocksOrBecomesBlocked())

    def enters_or_attacks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(EntersOrAttacks())

    def deals_combat_damage_to_player(self, c: list[Any]) -> Trigger:
        self.last_player = DamagedPlayer()  # "that player": the one dealt damage [603.2]
        return self._self_trigger(triggers.DealsCombatDamageToPlayer())

    def deals_combat_damage_to_creature(self, c: list[Any]) -> Trigger:
        # "that creature": the creature dealt damage, the event's other object [510.2]
        self.event_obj = refs.EventOther()
        return DealsCombatDamageToCreature(excess_only=False)

    def becomes_tapped(self, c: list[Any]) -> Trigger:
        return self._self_trigger(BecomesTapped())

    def crews(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventOther()  # "that Vehicle"
        return Crews()

    def dealt_damage(self, c: list[Any]) -> Trigger:
        return self._self_trigger(DealtDamage())

    def becomes_target(self, c: list[Any]) -> Trigger:
        return self._self_trigger(BecomesTarget())

    def beginning_of_step(self, c: list[Any]) -> Trigger:
        owner, step = c
        steps = {"upkeep": "upkeep", "end step": "end", "draw step": "draw",
                 # the first main phase is the precombat main phase [505.1]
                 "precombat main phase": "main1", "first main phase": "main1"}
        if owner not in ("your", "each", "each player's") or step not in steps:
            raise Unsupported(f"at the beginning of {owner} {step}")
        if owner == "each player's":
            self.last_player = refs.EventPlayer()  # "that player": the active player [503.1a]
            self.active_player_ref = self.last_player
        return triggers.BeginningOfStep(steps[step], yours=owner == "your")

    def beginning_of_combat(self, c: list[Any]) -> Trigger:
        return triggers.BeginningOfStep("begin_combat", yours=True)

    def step_owner(self, c: list[Token]) -> str:
        return self._words(c)

    def step(self, c: list[Token]) -> str:
        return self._words(c)

    def _cast(self, kind: Any, by: str) -> Trigger:
        if kind[0] == "quality":  # "a multicolored spell", "a historic spell"
            return self.cast_quality(kind[1], by)
        types, subs, nots, colors = kind
        _no_colorless(colors)
        self.event_obj = refs.EventObject()
        return triggers.YouCast(types=types, subtypes=subs, not_types=nots, by=by,
                                colors=colors)

    def you_cast(self, c: list[Any]) -> Trigger:
        return self._cast(c[0], "you")

    def opponent_casts(self, c: list[Any]) -> Trigger:
        self.last_player = refs.EventPlayer()  # "that player": the caster [603.2]
        return self._cast(c[0], "opponent")

    def player_casts(self, c: list[Any]) -> Trigger:
        self.last_player = refs.EventPlayer()
        return self._cast(c[0], "")

    def any_spell(self, c: list[Any]) -> Any:
        return (), (), (), ()

    def first_spell(self, c: list[Any]) -> Any:
        raise Unsupported("your first spell each turn")

    def spell_kind(self, c: list[Any]) -> Any:
        return c[-1]

    def spell_types(self, c: list[Any]) -> Any:
        types: list[str] = []
        subs: list[str] = []
        nots: list[str] = []
        colors: list[str] = []
        for word in c:
            if word == "noncreature":
                nots.append("Creature")
            elif word == "nonartifact":
                nots.append("Artifact")
            elif word in _TYPES:
                types.append(_TYPES[word])
            elif word in _COLORS:
                colors.append(_COLORS[word])
            elif word == "colorless":
                colors.append("colorless")  # only a target spell takes it (target_spell)
            elif word in ("historic", "multicolored", "legendary", "kicked"):
                raise Unsupported(f"a {word} spell")
            else:
                subs.append(word)
        kinds = bool(types or subs) + bool(nots) + bool(colors)
        if kinds > 1:
            raise Unsupported("a spell described by both type and color")
        return tuple(types), tuple(subs), tuple(nots), tuple(colors)

    def prevent_next(self, c: list[Any]) -> Effect:
        return PreventNextDamage(c[0], c[1])

    def prevent_all(self, c: list[Any]) -> Effect:
        combat = "combat" in [x for x in c if isinstance(x, str)]
        scope = next((x for x in c if isinstance(x, tuple)), None)
        if scope is None:
            return PreventAllDamage(combat_only=combat)
        kind, ref = scope
        if kind == "to":
            return PreventAllDamage(to=ref, combat_only=combat)
        if kind == "by":
            return PreventAllDamage(by=ref, combat_only=combat)
        if kind == "both":
            return PreventAllDamage(to=ref, combat_only=combat, both=True)
        return PreventAllDamage(to=refs.EachPlayer(), combat_only=combat)

    def combat_word(self, c: list[Token]) -> str:
        return "combat"

    def prevent_to(self, c: list[Any]) -> tuple[str, Any]:
        return "to", c[0]

    def prevent_by(self, c: list[Any]) -> tuple[str, Any]:
        return "by", c[0]

    def prevent_both(self, c: list[Any]) -> tuple[str, Any]:
        return "both", c[0]

    def prevent_players(self, c: list[Any]) -> tuple[str, Any]:
        return "players", None

    def draw_next_upkeep(self, c: list[Any]) -> Effect:
        return AtBeginningOfNext("upkeep", TriggeredAbility(effects=(self.draw_you(c),)))

    def attach(self, c: list[Any]) -> Effect:
        what, to = c
        if what != refs.This():
            raise Unsupported("attaching something other than this permanent")
        return Attach(what, to)

    def cast_limit(self, c: list[Any]) -> Any:
        return _int(c[0])

    def cast_free_from_hand(self, c: list[Any]) -> Effect:
        types, subs, nots, colors = c[0]
        _no_colorless(colors)
        if len(subs) > 1:
            raise Unsupported("a spell of one of several subtypes")
        f = targets.Filter(types=types, subtype=subs[0] if subs else "", not_types=nots,
                           colors=colors, max_mv=c[1] if len(c) > 1 else None)
        return CastOneFromHandFree(f)

    def spell_type(self, c: list[Token]) -> str:
        return str(c[0])

    def permanent_enters(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return c[0]

    def _kind(self, f: targets.Filter) -> tuple[tuple[str, ...], tuple[str, ...], str]:
        """A permanent description as an enters/dies trigger says it: types or subtypes,
        and a controller."""
        extra = dataclasses.replace(f, types=(), subtype="", controller="", subtypes_any=())
        if extra != _ANY:
            raise Unsupported("a trigger on a permanent described by more than its type")
        subs = (f.subtype,) if f.subtype else f.subtypes_any
        types = f.types if not subs else ()
        if subs and f.types not in ((), ("Creature",)):
            raise Unsupported("a trigger on a typed subtype")
        return types, subs, f.controller

    def enters_self_or_another(self, c: list[Any]) -> Trigger:
        return self.described_enters(c[-1], others_only=False)

    def enters_another(self, c: list[Any]) -> Trigger:
        return self.described_enters(c[-1], others_only=True)

    def enters_a(self, c: list[Any]) -> Trigger:
        return self.described_enters(c[-1], others_only=False)

    def permanent_dies(self, c: list[Any]) -> Trigger:
        # "return it / exile it": the card in the graveyard; "its power": the creature as
        # it last existed [603.6d, 603.10a, 608.2h].
        self.event_obj = refs.EventOther()
        self.lki = refs.EventObject()
        how, f = c[0]
        return self._dies(f, how == "another")

    def put_into_graveyard(self, c: list[Any]) -> Trigger:
        """"Whenever a nontoken artifact you control is put into a graveyard from the
        battlefield" [603.6c, 603.10a]: "it" as for dies triggers."""
        self.event_obj = refs.EventOther()
        self.lki = refs.EventObject()
        how, f = c[0]
        if how == "self_or":
            raise Unsupported("'this or another ... is put into a graveyard'")
        nontoken = f.token is False
        types, subs, ctl = self._kind(dataclasses.replace(f, token=None))
        if subs or ctl == "opponent":
            raise Unsupported("a graveyard trigger on a subtype or an opponent's permanent")
        return PutIntoGraveyardFromBattlefield(types=types, yours=ctl == "you",
                                               others_only=how == "another",
                                               nontoken=nontoken)

    def _dies(self, f: targets.Filter, others: bool) -> Trigger:
        nontoken = f.token is False
        f = dataclasses.replace(f, token=None)
        types, subs, ctl = self._kind(f)
        if types and types != ("Creature",):
            raise Unsupported("a noncreature 'dies'")
        return PermanentDies(types=types or ("Creature",), subtypes=subs, controller=ctl,
                             others_only=others, nontoken=nontoken)

    def dies_self_or_another(self, c: list[Any]) -> tuple[str, targets.Filter]:
        return "self_or", c[-1]

    def dies_another(self, c: list[Any]) -> tuple[str, targets.Filter]:
        return "another", c[-1]

    def dies_a(self, c: list[Any]) -> tuple[str, targets.Filter]:
        return "a", c[-1]

    def creature_attacks(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return c[0]

    def _attacks(self, f: targets.Filter, others: bool) -> Trigger:
        if others:  # "another": not this permanent [109.1]
            f = dataclasses.replace(f, other=True)
        types_all = f.types_all or f.types
        if f.controller not in ("you", "") or dataclasses.replace(
                f, types=(), types_all=(), controller="", subtype="") != _ANY:
            return DescribedAttacks(f)  # "a Vehicle you control with ..." [508.3a]
        # "Whenever a Vampire you control attacks": a subtype, the creature implied [508.3a]
        return CreatureAttacks(types=tuple(types_all) or ("Creature",),
                               yours=f.controller == "you", subtype=f.subtype)

    def attacks_a(self, c: list[Any]) -> Trigger:
        return self._attacks(c[-1], False)

    def attacks_another(self, c: list[Any]) -> Trigger:
        return self._attacks(c[-1], True)

    def you_attack(self, c: list[Any]) -> Trigger:
        return YouAttack()

    def you_gain_life(self, c: list[Any]) -> Trigger:
        return YouGainLife()

    def you_draw(self, c: list[Any]) -> Trigger:
        return YouDraw()

    def you_discard(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return YouDiscard()

    def opponent_discards(self, c: list[Any]) -> Trigger:
        self.last_player = refs.EventPlayer()
        return YouDiscard(by="opponent")

    def you_sacrifice(self, c: list[Any]) -> Trigger:
        return self.sacrifice_trigger(c[-1])

    def gets_energy(self, c: list[Any]) -> Trigger:
        return triggers.GetsCounters("energy")

    def exert(self, c: list[Any]) -> Ability:
        reflexive = None
        if len(c) > 1:
            frag: Fragment = c[-1]
            (effs,), specs = finish(frag.effects)
            reflexive = TriggeredAbility(effects=effs, targets=specs)
        return ExertAbility(reflexive=reflexive)

    # --- activated and mana abilities [602, 605] ---

    def activated(self, c: list[Any]) -> ActivatedAbility | ManaAbility:
        (mana, cost_parts), frag, *limits = c
        # "Activate only as a sorcery and only if ..." gives two limits [602.5d]
        limits = [x for lim in limits for x in (lim if isinstance(lim, tuple) else (lim,))]
        made = [e for e in frag.effects if isinstance(e, ManaProduced)]
        if made:
            # An activated ability that adds mana, without targets, is a mana ability
            # [605.1a]; it doesn't use the stack [605.3].
            rest = [e for e in frag.effects if not isinstance(e, ManaProduced)]
            damage = 0
            if len(rest) == 1 and isinstance(rest[0], effects.Damage) and \
                    rest[0].to == refs.You() and isinstance(rest[0].n, int):
                damage = rest[0].n  # "This land deals 1 damage to you" [605.3]
                rest = []
            conds = [x.condition for x in limits if isinstance(x, OnlyIf)]
            if len(made) > 1 or slots_in(frag.effects) or len(conds) != len(limits) or \
                    len(conds) > 1 or not all(mana_rider(e) for e in rest):
                raise Unsupported("a mana ability that does more than add mana")
            ab = self._mana_ability(mana, cost_parts, made[0])
            if rest or conds:
                # "Draw a card", "this land doesn't untap during your next untap step" as it
                # resolves [605.3b]; "Activate only if you control a Swamp" [602.5b]
                ab = dataclasses.replace(ab, effects=tuple(rest),
                                         condition=conds[0] if conds else None)
            return dataclasses.replace(ab, damage=damage) if damage else ab
        (effs,), specs = finish(frag.effects)
        extra = tuple(x for x in limits if isinstance(x, Cost))
        # "Exile this card from your graveyard: ...": it functions there [113.6b]
        zone = "graveyard" if self.in_graveyard or any(
            isinstance(x, ExileThisCard) for x in cost_parts) else "battlefield"
        return ActivatedAbility(mana=mana, costs=(*extra, *cost_parts), effects=effs,
                                targets=specs, sorcery="sorcery" in limits,
                                once_per_turn="once" in limits, zone=zone)

    def loyalty(self, c: list[Any]) -> ActivatedAbility:
        value, frag = c
        body = str(value).strip("[]").replace("−", "-")
        if not body.lstrip("+-").isdigit():
            raise Unsupported(f"a loyalty cost of {value}")
        (effs,), specs = finish(frag.effects)
        return ActivatedAbility(effects=effs, targets=specs, loyalty=int(body))

    def sorcery_speed(self, c: list[Any]) -> str:
        return "sorcery"

    def once_per_turn(self, c: list[Any]) -> str:
        return "once"

    def during_your_turn(self, c: list[Any]) -> Cost:
        return OnlyIf(YourTurn())

    def activate_only_if(self, c: list[Any]) -> Cost:
        return OnlyIf(c[0])

    def during_combat(self, c: list[Any]) -> Cost:
        return OnlyIf(DuringStep(COMBAT_STEPS, yours=False))  # [506.1, 602.5b]

    def during_upkeep(self, c: list[Any]) -> Cost:
        return OnlyIf(DuringStep(("upkeep",)))  # [503, 602.5b]

    def activation_limit(self, c: list[Any]) -> Any:
        return c[0]

    def costs(self, c: list[Any]) -> tuple[ManaCost, tuple[Cost, ...]]:
        mana = ManaCost()
        parts: list[Cost] = []
        for x in c:
            if isinstance(x, ManaCost):
                if mana != ManaCost():
                    raise Unsupported("two mana costs")
                mana = x
            else:
                parts.append(x)
        if any(isinstance(x, costs.TapSelf) for x in parts):
            # With {T}, "tap an untapped creature you control" can't be the source itself:
            # a permanent is tapped once [602.2b, 701.26a].
            parts = [dataclasses.replace(x, filter=dataclasses.replace(x.filter, other=True))
                     if isinstance(x, costs.TapUntapped) else x for x in parts]
        return mana, tuple(parts)

    def cost(self, c: list[Any]) -> Any:
        return c[0]

    def mana_cost(self, c: list[Any]) -> ManaCost:
        return _mana(c[0])

    def tap_self(self, c: list[Any]) -> Cost:
        return costs.TapSelf()

    def untap_self(self, c: list[Any]) -> Cost:
        return costs.UntapSelf()

    def sacrifice_self(self, c: list[Any]) -> Cost:
        return costs.SacrificeSelf()

    def sacrifice(self, c: list[Any]) -> Cost:
        return costs.Sacrifice(_perm_filter(c[-1]))

    def sacrifice_another(self, c: list[Any]) -> Cost:
        return costs.Sacrifice(dataclasses.replace(_perm_filter(c[-1]), other=True))

    def sacrifice_n(self, c: list[Any]) -> Cost:
        n, f = c
        if isinstance(n, refs.X):  # "sacrifice X creatures": X announced [601.2b]
            return SacrificeX(_perm_filter(f))
        return costs.Sacrifice(_perm_filter(f), _int(n))

    def pay_life(self, c: list[Any]) -> Cost:
        return costs.PayLife(int(c[0]))

    def pay_energy(self, c: list[Any]) -> Cost:
        return costs.PayEnergy(c[0])

    def discard_cost(self, c: list[Any]) -> Cost:
        return costs.DiscardCards(_int(c[0]) if c else 1)

    def discard_self(self, c: list[Any]) -> Cost:
        return DiscardSelf()

    def exile_self(self, c: list[Any]) -> Cost:
        return ExileSelf()

    def exile_self_graveyard(self, c: list[Any]) -> Cost:
        return ExileThisCard()  # the ability functions in the graveyard [113.6b]

    def remove_counters_self(self, c: list[Any]) -> Cost:
        n, kind = c[0], c[1]
        return costs.RemoveCountersSelf(kind, _int(n))

    def return_self_to_hand(self, c: list[Any]) -> Cost:
        return ReturnSelfToHand()

    def tap_untapped(self, c: list[Any]) -> Cost:
        return costs.TapUntapped(_perm_filter(c[-1]))

    def tap_untapped_n(self, c: list[Any]) -> Cost:
        n, f = c
        return costs.TapUntapped(_perm_filter(f), _int(n))

    def energy_symbols(self, c: list[Any]) -> int:
        return int(c[0])

    def energy_counted(self, c: list[Any]) -> int:
        if not isinstance(c[0], int) or int(c[1]) != 1:
            raise Unsupported("a variable amount of {E}")
        return c[0]

    def _mana_ability(self, mana: ManaCost, cost_parts: tuple[Cost, ...],
                      made: ManaProduced) -> ManaAbility:
        """A mana ability [605.1a]: with only {T}, {E} and life in its cost the mana payer
        activates it; with a mana cost or other costs ("Sacrifice this artifact") its
        controller activates it with priority, the costs paid like any other [605.3a]."""
        tap = any(isinstance(p, costs.TapSelf) for p in cost_parts)
        rest = tuple(p for p in cost_parts if not isinstance(p, costs.TapSelf))
        simple = mana.is_free and all(
            isinstance(p, costs.PayLife) or (isinstance(p, costs.PayCounters) and
                                             p.kind == "energy") for p in rest)
        if not simple:
            return ManaAbility(produce=made.produce, amount=_int(made.amount), mana=mana,
                               costs=rest, tap=tap, combination=made.combination,
                               fixed=made.fixed)
        if not tap:
            raise Unsupported("a mana ability without a cost")
        energy = sum(p.n for p in rest if isinstance(p, costs.PayCounters))
        life = sum(p.n for p in rest if isinstance(p, costs.PayLife))
        return ManaAbility(produce=made.produce, amount=_int(made.amount), energy=energy,
                           life=life, combination=made.combination, fixed=made.fixed)

    def add_symbols(self, c: list[Any]) -> tuple[str, int, bool, bool]:
        syms = _mana_letters(str(c[0]))
        if len(set(syms)) != 1:
            return "".join(syms), 1, False, True  # "Add {C}{U}": one of each [106.1]
        return syms[0], len(syms), False, False

    def add_one_of(self, c: list[Any]) -> tuple[str, int, bool, bool]:
        letters = [_mana_letters(str(t)) for t in c]
        if any(len(x) != 1 for x in letters):
            # "Add {W}{W}, {W}{B}, or {B}{B}": every way to make N mana of these colors is
            # N mana in any combination of them [106.1].
            kinds = "".join(dict.fromkeys(m for x in letters for m in x))
            n = len(letters[0])
            every = {"".join(sorted(x))
                     for x in itertools.combinations_with_replacement(kinds, n)}
            if {"".join(sorted(x)) for x in letters} != every or len(letters) != len(every) or \
                    "C" in kinds:
                raise Unsupported("a choice between several mana at once")
            return kinds, n, True, False
        return "".join(x[0] for x in letters), 1, False, False

    def add_any_color(self, c: list[Any]) -> tuple[str, int, bool, bool]:
        return "WUBRG", 1, False, False

    def add_n_any_one_color(self, c: list[Any]) -> tuple[str, int, bool, bool]:
        return "WUBRG", _int(c[0]), False, False

    def add_combination(self, c: list[Any]) -> tuple[str, int, bool, bool]:
        return "WUBRG", _int(c[0]), True, False

    # --- as it enters [614.1c, 614.12] ---

    def enters_tapped(self, c: list[Any]) -> EntersWith:
        return EntersWith(tapped=True)

    def enters_tapped_unless(self, c: list[Any]) -> EntersWith:
        return EntersWith(tapped=True, unless=c[-1])

    def enters_with_counters_if(self, c: list[Any]) -> EntersWith:
        # "enters with ... if [condition]": the replacement applies unless it doesn't hold
        return dataclasses.replace(self.enters_with_counters(c[:-1]), unless=cond.Not(c[-1]))

    def enters_with_counters(self, c: list[Any]) -> EntersWith:
        n, kind = c[-2], c[-1]
        if isinstance(n, int):
            return EntersWith(counters=((kind, n),))
        return EntersWith(amount=n, counter_kind=kind)

    # --- statics [604] ---

    def static(self, c: list[Any]) -> Any:
        return _statics(c[0], None)

    def static_as_long_as(self, c: list[Any]) -> Any:
        return _statics(c[1], c[0])

    def static_as_long_as_after(self, c: list[Any]) -> Any:
        return _statics(c[0], c[1])

    def static_your_turn(self, c: list[Any]) -> Any:
        return _statics(c[0], YourTurn())

    def static_clause(self, c: list[Any]) -> list[Continuous]:
        scope, *preds = c
        out: list[Continuous] = []
        pt: tuple[int, int] = (0, 0)
        kws: tuple[str, ...] = ()
        rules: list[RuleEffect] = []
        for kind, value in preds:
            if kind == "pt":
                pt = (pt[0] + value[0], pt[1] + value[1])
            elif kind == "kw":
                kws += value
            elif kind == "grant":
                out.append(_grant_abilities(scope, value))
            elif kind == "kw_grant":
                kws += value[0]
                out.append(_grant_abilities(scope, value[1]))
            elif kind == "pt_each" and scope[0] == "each":
                # "creatures you control get +1/+1 for each ..." [613.4c]
                out.append(AnthemFor.of(_anthem(scope[1], 0, 0, ()), *value))
            elif kind == "pt_each":
                if scope[0] not in ("self", "attached"):
                    raise Unsupported("'gets +N/+N for each' for a set of permanents")
                out.append(GetsFor(*value, attached=scope[0] == "attached"))
            else:
                rules.append(value)
        if pt != (0, 0) or kws:
            out.append(_grant(scope, pt, kws))
        out += [_scoped_rule(scope, r) for r in rules]
        return out

    def subj_each_sub(self, c: list[Any]) -> tuple[str, Any]:
        # A subtype whose plural is the same word ("Merfolk", "Sheep") [205.3]
        return self.subj_each([self.perm_desc(
            [x if not (isinstance(x, Token) and x.type == "SUBTYPE") else
             self.types_any([self.subtype_word([x])]) for x in c])])

    def subj_self(self, c: list[Any]) -> tuple[str, Any]:
        return "self", None

    def subj_attached(self, c: list[Any]) -> tuple[str, Any]:
        return "attached", None

    def subj_each(self, c: list[Any]) -> tuple[str, Any]:
        return "each", _perm_filter(c[-1])

    def static_subject(self, c: list[Any]) -> Any:
        return c[0]

    def attached_ref(self, c: list[Any]) -> str:
        return "attached"

    def sp_pt(self, c: list[Any]) -> tuple[str, Any]:
        p, t = _pt(c[-1])
        if not (isinstance(p, int) and isinstance(t, int)):
            raise Unsupported("a static P/T change by a variable amount")
        return "pt", (p, t)

    def quoted(self, c: list[Any]) -> tuple[Ability, ...]:
        got = c[0]
        abilities = got if isinstance(got, tuple) else (got,)
        for ab in abilities:
            if not isinstance(ab, Ability) or isinstance(ab, StaticAbility):
                raise Unsupported("a granted static ability or rule")
        return abilities

    def sp_grant(self, c: list[Any]) -> tuple[str, Any]:
        return "grant", c[-1]

    def sp_kw_grant(self, c: list[Any]) -> tuple[str, Any]:
        return "kw_grant", (c[-2], c[-1])

    def sp_keywords(self, c: list[Any]) -> tuple[str, Any]:
        return "kw", c[-1]

    def sp_cant_block(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_BLOCK)

    def sp_cant_block_these(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_BLOCK, others=_blockers(c[-1]))

    def sp_cant_attack(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_ATTACK)

    def sp_cant_attack_or_block(self, c: list[Any]) -> tuple[str, Any]:
        return "rules", (RuleEffect(Rule.CANT_ATTACK), RuleEffect(Rule.CANT_BLOCK))

    def sp_cant_be_blocked(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_BE_BLOCKED)

    def sp_must_attack(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.MUST_ATTACK)

    def sp_must_block(self, c: list[Any]) -> tuple[str, Any]:
        raise Unsupported("blocks each combat if able")

    def sp_block_only_flyers(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.BLOCK_ONLY_FLYERS)

    def sp_cant_be_blocked_by(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_BE_BLOCKED, others=_blockers(c[-1]))

    def sp_cant_be_blocked_except(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.CANT_BE_BLOCKED, others=_blockers(c[-1]),
                                  except_others=True)

    def sp_pt_each(self, c: list[Any]) -> tuple[str, Any]:
        p, t = _pt(c[-2])
        if not (isinstance(p, int) and isinstance(t, int)):
            raise Unsupported("a variable P/T change for each")
        return "pt_each", (p, t, c[-1])

    def sp_doesnt_untap(self, c: list[Any]) -> tuple[str, Any]:
        return "rule", RuleEffect(Rule.DOESNT_UNTAP)

    def untap_whose(self, c: list[Token]) -> str:
        return self._words(c)

    # --- effects ---

    def effect_text(self, c: list[Sentence]) -> Fragment:
        if len(c) == 1 and c[0].kind == "if_instead":
            # A paragraph of its own ("Raid — ~ deals 6 damage instead if ..."): it changes
            # the spell's paragraph before it (assemble._spell) [608.2c].
            return Fragment("instead", instead=c[0])
        frag = Fragment("effects", effects=link_new_objects(_join_sentences(c)))
        if c and c[0].kind == "if" and (len(c) == 1 or c[1].kind != "otherwise"):
            # Right after a trigger, a leading "if" is an intervening if [603.4]: the
            # triggered ability takes ``condition`` and ``unconditional``.
            first = "may" if c[0].arg == "may" else "plain"  # "if ..., you may ..."
            head = Sentence(first, c[0].effects)
            if isinstance(c[0].arg, tuple):  # "if ..., you may pay {2}. If you do, ..."
                head = Sentence("may_pay_mana", arg=c[0].arg[1])
            rest = link_new_objects(_join_sentences([head, *c[1:]]))
            frag = dataclasses.replace(frag, condition=c[0].condition, unconditional=rest)
        return frag

    def plain(self, c: list[Any]) -> Sentence:
        return Sentence("plain", c[0])

    def reveal_choose_discard(self, c: list[Any]) -> Sentence:
        """"Target opponent reveals their hand. You choose a nonland card from it. That
        player discards that card." [701.20a, 701.9b]"""
        types, not_types = c[1]
        return Sentence("plain", (RevealHandChooseDiscard(who=c[0], types=types,
                                                          not_types=not_types),))

    def hk_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ("Land",)

    def hk_creature(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Creature",), ()

    def hk_noncreature_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ("Creature", "Land")

    def hk_instant_sorcery(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Instant", "Sorcery"), ()

    def hk_creature_planeswalker(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Creature", "Planeswalker"), ()

    def hk_artifact_creature(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Artifact", "Creature"), ()

    def still_land(self, c: list[Any]) -> Sentence:
        # "It's still a land": the animation adds types, it never removes one [205.1b].
        return Sentence("plain", ())

    def may(self, c: list[Any]) -> Sentence:
        return Sentence("may", c[0])

    def may_pay_mana(self, c: list[Any]) -> Sentence:
        return Sentence("may_pay_mana", arg=str(_mana(c[0])))

    def may_pay_energy(self, c: list[Any]) -> Sentence:
        return Sentence("may_pay_energy", arg=c[0])

    def if_you_do(self, c: list[Any]) -> Sentence:
        return Sentence("if_you_do", c[0])

    def if_you_dont(self, c: list[Any]) -> Sentence:
        return Sentence("if_you_dont", c[0])

    def if_condition(self, c: list[Any]) -> Sentence:
        return Sentence("if", c[1], condition=c[0])

    def if_instead(self, c: list[Any]) -> Sentence:
        return Sentence("if_instead", c[1], condition=c[0])

    def if_instead_damage(self, c: list[Any]) -> Sentence:
        return Sentence("if_instead", condition=c[0], arg=c[-1])

    def if_after(self, c: list[Any]) -> Sentence:
        return Sentence("plain", (effects.If(c[1], then=c[0]),))

    def when_you_do(self, c: list[Any]) -> Sentence:
        return Sentence("when_you_do", c[0])

    def unless_you_pay(self, c: list[Any]) -> Sentence:
        effs = c[0] if isinstance(c[0], tuple) else (c[0],)
        return Sentence("plain", (MayPayMana(str(_mana(c[1])), otherwise=effs),))

    def otherwise(self, c: list[Any]) -> Sentence:
        return Sentence("otherwise", c[0])

    def where_x(self, c: list[Any]) -> tuple[Effect, ...]:
        """"..., where X is [amount]": X in the clause is that amount [107.3]."""
        effs, value = _effects(c[0]), c[1]
        if isinstance(value, (refs.PowerOf, refs.ToughnessOf, GreatestPower)):
            # A power may be negative; a calculated X is 0 then [107.1b].
            value = NonNegative(value)

        def fn(v: Any) -> Any:
            return value if isinstance(v, refs.X) else None

        return substitute(effs, fn)  # type: ignore[no-any-return]

    def no_regeneration(self, c: list[Any]) -> Effect:
        # "It can't be regenerated": a rule on the permanent for the turn [701.19c].
        return effects.ApplyContinuous(RuleEffect(Rule.CANT_BE_REGENERATED), on=c[0])

    def clauses(self, c: list[Any]) -> tuple[Effect, ...]:
        return _effects(c[0])

    def clause_seq(self, c: list[Any]) -> tuple[Effect, ...]:
        return tuple(e for x in c for e in _effects(x))

    def clause(self, c: list[Any]) -> Any:
        return c[0]

    def for_each(self, c: list[Any]) -> tuple[Effect, ...]:
        effs, count = _effects(c[0]), c[1]
        return tuple(_scale(e, count) for e in effs)

    def damage_more(self, c: list[Any]) -> Effect:
        return effects.Damage(c[0], c[1])

    # damage [120.3]
    def deal_damage(self, c: list[Any]) -> Any:
        return c[0]

    def source(self, c: list[Any]) -> Any:
        return None

    def source_target(self, c: list[Any]) -> Any:
        raise Unsupported("a damage source other than the spell or the ability's source")

    def damage(self, c: list[Any]) -> Effect:
        n, to = c[-2], c[-1]
        return effects.Damage(n, to)

    def damage_equal(self, c: list[Any]) -> Effect:
        return effects.Damage(c[-2], c[-1])

    def damage_equal_after(self, c: list[Any]) -> Effect:
        return effects.Damage(c[-1], c[-2])

    def divided_damage(self, c: list[Any]) -> Effect:
        n, (count, min_count, f) = _int(c[-2]), c[-1]
        spec = DividedAnyTarget(players=f is None, count=min(count, n), min_count=min_count,
                                divide=n,
                                filter=f if f is not None else DividedAnyTarget().filter)
        return AtSlot(DividedDamage(), self._slot(spec))  # type: ignore[return-value]

    def divided_1_2(self, c: list[Any]) -> Any:
        return 2, 1, None

    def divided_1_2_perm(self, c: list[Any]) -> Any:
        return 2, 1, _perm_filter(c[-1])

    def divided_1_3(self, c: list[Any]) -> Any:
        return 3, 1, None

    def divided_1_3_perm(self, c: list[Any]) -> Any:
        return 3, 1, _perm_filter(c[-1])

    def divided_any(self, c: list[Any]) -> Any:
        return 99, 1, None

    def divided_any_perm(self, c: list[Any]) -> Any:
        return 99, 1, _perm_filter(c[-1])

    def damage_recipient(self, c: list[Any]) -> Any:
        return c[0]

    def any_target(self, c: list[Any]) -> Ref:
        return self._slot(targets.AnyTarget())

    def target_player_or_planeswalker(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetPlayerOrPlaneswalker())

    def target_opponent_or_planeswalker(self, c: list[Any]) -> Ref:
        return self._slot(targets.AnyTarget(filter=targets.Filter(types=("Planeswalker",)),
                                            opponents_only=True))

    def each_opponent(self, c: list[Any]) -> Ref:
        return refs.EachOpponent()

    def each_player(self, c: list[Any]) -> Ref:
        return refs.EachPlayer()

    def each_perm_and_player(self, c: list[Any]) -> Ref:
        return refs.Together((EachPermanent(_perm_filter(c[0])), refs.EachPlayer()))

    def each_perm_and_opponent(self, c: list[Any]) -> Ref:
        return refs.Together((EachPermanent(_perm_filter(c[0])), refs.EachOpponent()))

    def you(self, c: list[Any]) -> Ref:
        return refs.You()

    def target_player(self, c: list[Any]) -> Ref:
        return self._player_slot(targets.TargetPlayer())

    def target_opponent(self, c: list[Any]) -> Ref:
        return self._player_slot(targets.TargetPlayer(opponent_only=True))

    def player_target(self, c: list[Any]) -> Ref:
        return c[0]

    def that_player(self, c: list[Any]) -> Ref:
        if self.last_player is None:
            raise Unsupported("'that player' without a player named before")
        return self.last_player

    def its_player(self, c: list[Any]) -> Ref:
        return c[0]

    def _of_last(self, owner: bool) -> Ref:
        if isinstance(self.last_obj, Slot):
            ref: Ref = SlotController(self.last_obj.uid, owner)
            self.last_player = ref
            return ref
        return self.controller_of_named(owner)

    def its_controller(self, c: list[Any]) -> Ref:
        return self._of_last(False)

    def its_owner(self, c: list[Any]) -> Ref:
        return self._of_last(True)

    def defending_player(self, c: list[Any]) -> Ref:
        self.last_player = DefendingPlayer()
        return self.last_player

    def player(self, c: list[Any]) -> Ref:
        return c[0]

    # effects on players
    def player_effect(self, c: list[Any]) -> Any:
        return c[0]

    def draw(self, c: list[Any]) -> Effect:
        return effects.Draw(c[1], c[0])

    def draw_equal(self, c: list[Any]) -> Effect:
        return effects.Draw(c[1], c[0])

    def draw_equal_you(self, c: list[Any]) -> Effect:
        return effects.Draw(c[0])

    def draw_you(self, c: list[Any]) -> Effect:
        return effects.Draw(c[0])

    def may_draw(self, c: list[Any]) -> Effect:
        if c[0] != refs.You():
            raise Unsupported("another player may draw")
        return MayOrElse(then=(effects.Draw(c[1]),), prompt="Draw?")

    def gain_life(self, c: list[Any]) -> Effect:
        return effects.GainLife(c[1], c[0])

    def lose_life(self, c: list[Any]) -> Effect:
        return effects.LoseLife(c[1], c[0])

    def get_energy(self, c: list[Any]) -> Effect:
        return effects.GetEnergy(c[1], c[0])

    def get_poison(self, c: list[Any]) -> Effect:
        return effects.GetCounters("poison", c[1], c[0])

    def discard(self, c: list[Any]) -> Effect:
        return effects.DiscardChosen(c[1], c[0])

    def discard_you(self, c: list[Any]) -> Effect:
        return effects.DiscardChosen(c[0], refs.You())

    def discard_random(self, c: list[Any]) -> Effect:
        return DiscardAtRandom(c[1], c[0])

    def mill(self, c: list[Any]) -> Effect:
        return Mill(c[1], c[0])

    def mill_you(self, c: list[Any]) -> Effect:
        return Mill(c[0], refs.You())

    def scry(self, c: list[Any]) -> Effect:
        if c[0] != refs.You():
            raise Unsupported("another player scries")
        return Scry(c[1])

    def scry_you(self, c: list[Any]) -> Effect:
        return Scry(c[0])

    def surveil(self, c: list[Any]) -> Effect:
        if c[0] != refs.You():
            raise Unsupported("another player surveils")
        return Surveil(c[1])

    def surveil_you(self, c: list[Any]) -> Effect:
        return Surveil(c[0])

    def edict(self, c: list[Any]) -> Effect:
        return SacrificeChosen(_perm_filter(c[-1]), c[0])

    def edict_n(self, c: list[Any]) -> Effect:
        who, n, f = c
        return SacrificeChosen(_perm_filter(f), who, n)

    def create_tokens(self, c: list[Any]) -> Effect:
        who, (token, n, tapped) = c
        if isinstance(token, XSized):
            raise Unsupported("another player creates an X/X token")
        return effects.CreateTokens(token, n, who, tapped=tapped)

    def create_you(self, c: list[Any]) -> Effect:
        token, n, tapped = c[0]
        if isinstance(token, XSized):
            return token.create(n, tapped)
        return effects.CreateTokens(token, n, tapped=tapped)

    def create_token_copy(self, c: list[Any]) -> Effect:
        """"Create a token that's a copy of target artifact[, except ...]" [707.2, 111.2]."""
        if c[0] != 1:
            raise Unsupported("several token copies")
        add = c[2] if len(c) > 2 else ()
        return CreateTokenCopy(of=c[1], add_types=add)

    def copy_artifact(self, c: list[Any]) -> tuple[str, ...]:
        return ("Artifact",)

    def investigate(self, c: list[Any]) -> Effect:
        if c[0] == refs.You():
            return Investigate()
        return effects.CreateTokens(CLUE, 1, c[0])

    def investigate_you(self, c: list[Any]) -> Effect:
        return Investigate()

    def proliferate(self, c: list[Any]) -> Effect:
        return Proliferate()

    def shuffle(self, c: list[Any]) -> Effect:
        return Shuffle(c[0])

    def shuffle_you(self, c: list[Any]) -> Effect:
        return Shuffle()

    def add_mana(self, c: list[Any]) -> Effect:
        return ManaProduced(*c[0])

    def extra_turn(self, c: list[Any]) -> Effect:
        return ExtraTurn()

    # effects on objects
    def object_effect(self, c: list[Any]) -> Any:
        return c[0]

    def duration(self, c: list[Any]) -> str:
        return "eot"

    def becomes_body(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"size": None, "colors": None, "keywords": ()}
        for x in c:
            if isinstance(x, Token) and x.type == "SIZE":
                out["size"] = _size(str(x))
            elif isinstance(x, tuple) and len(x) == 2 and all(isinstance(y, tuple) for y in x):
                out["subs"], out["types"] = x
            elif isinstance(x, tuple) and x and all(isinstance(y, str) and len(y) == 1
                                                      for y in x):
                out["colors"] = x
            elif isinstance(x, tuple) and x:
                out["keywords"] = x
            elif x == ():
                out["colors"] = ()  # colorless
        return out

    def _becomes(self, on: Ref, body: dict[str, Any], until: str) -> tuple[Effect, ...]:
        size = body["size"]
        if until == "eot" and body["types"] == ("Creature",) and size is not None and \
                all(isinstance(v, int) for v in size):
            # "Until end of turn, this land becomes a 3/3 ... creature": one effect [613.1d-g]
            return (Animate(size[0], size[1], body["subs"], body["colors"], body["keywords"],
                            on=on),)
        out: list[Effect] = [effects.ApplyContinuous(
            statics.AddTypes(body["types"], body["subs"]), on=on, until=until)]
        if body["colors"] is not None:
            out.append(effects.ApplyContinuous(SetColors(body["colors"]), on=on, until=until))
        if body["keywords"]:
            out.append(effects.ApplyContinuous(statics.GrantKeywords(body["keywords"]), on=on,
                                               until=until))
        if body["size"] is not None:
            p, t = body["size"]
            if not isinstance(p, int) or not isinstance(t, int):
                raise Unsupported("a variable size for an animated permanent")
            out.append(effects.ApplyContinuous(statics.SetBasePT(p, t), on=on, until=until))
        return tuple(out)

    def becomes(self, c: list[Any]) -> tuple[Effect, ...]:
        return self._becomes(c[0], c[1], "eot" if len(c) > 2 else "")

    def becomes_pre(self, c: list[Any]) -> tuple[Effect, ...]:
        return self._becomes(c[0], c[1], "eot")

    def pump(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0])

    def pump_kw(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0], keywords=c[2])

    def gains_kw(self, c: list[Any]) -> Effect:
        return effects.Pump(on=c[0], keywords=c[1])

    def gains_ability(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(GrantAbilities(c[1]), on=c[0])

    def gains_ability_forever(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(GrantAbilities(c[1]), on=c[0], until="")

    def pump_pre(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0])

    def gains_kw_pre(self, c: list[Any]) -> Effect:
        return effects.Pump(on=c[0], keywords=c[1])

    def pump_kw_pre(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0], keywords=c[2])

    def pump_each(self, c: list[Any]) -> Effect:
        on, ptok, _eot, count = c
        return _scale(effects.Pump(*_pt(ptok), on=on), count)

    def cant_block_this_turn(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(RuleEffect(Rule.CANT_BLOCK), on=c[0])

    def cant_attack_or_block_this_turn(self, c: list[Any]) -> tuple[Effect, ...]:
        return (effects.ApplyContinuous(RuleEffect(Rule.CANT_ATTACK), on=c[0]),
                effects.ApplyContinuous(RuleEffect(Rule.CANT_BLOCK), on=c[0]))

    def cant_be_blocked_this_turn(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(RuleEffect(Rule.CANT_BE_BLOCKED), on=c[0])

    def cant_be_blocked_by_this_turn(self, c: list[Any]) -> Effect:
        """"Target creature can't be blocked by creatures with power 2 or less this turn"
        [509.1b, 611.2a]."""
        return effects.ApplyContinuous(
            RuleEffect(Rule.CANT_BE_BLOCKED, others=_blockers(c[-1])), on=c[0])

    def blocks_if_able(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(BlocksIfAble(), on=c[0])

    def attacks_if_able(self, c: list[Any]) -> Effect:
        if c[0] == EachPermanent(targets.Filter(types=("Creature",), controller="opponent")):
            # A rule for the turn, not a locked set: creatures that arrive later attack too
            # [508.1d, 611.2c].
            return OpponentsCreaturesAttack()
        return effects.ApplyContinuous(RuleEffect(Rule.MUST_ATTACK), on=c[0])

    def skip_next_untap(self, c: list[Any]) -> Effect:
        return SkipNextUntap(c[0])

    def untap_next(self, c: list[Token]) -> str:
        return self._words(c)

    def fight(self, c: list[Any]) -> Effect:
        return Fight(c[0], c[1])

    def explore(self, c: list[Any]) -> Effect:
        return Explore(c[0])


    def imperative(self, c: list[Any]) -> Any:
        return c[0]

    def destroy(self, c: list[Any]) -> Effect:
        return effects.Destroy(c[0])

    def exile(self, c: list[Any]) -> Effect:
        return effects.Exile(c[0])

    def flicker(self, c: list[Any]) -> Effect:
        what, _returned, control = c
        if control == "your":
            raise Unsupported("returning an exiled card under your control")
        return ExileAndReturn(what)

    def returned(self, c: list[Token]) -> str:
        return self._words(c)

    def return_control(self, c: list[Token]) -> str:
        return self._words(c)

    def exile_until_leaves(self, c: list[Any]) -> Effect:
        return ExileUntilLeaves(c[0])

    def return_to_hand(self, c: list[Any]) -> Effect:
        if c[0] == SourceCard():  # "return this card from your graveyard to your hand"
            return ReturnThisCard(to="hand")
        return effects.ReturnToHand(c[0])

    def return_to_battlefield(self, c: list[Any]) -> Effect:
        if c[0] == SourceCard():  # "return this card from your graveyard to the battlefield"
            return ReturnThisCard()
        return ReturnToBattlefield(single(c[0]))

    def return_to_battlefield_tapped(self, c: list[Any]) -> Effect:
        return ReturnToBattlefield(single(c[0]), tapped=True)

    def put_on_top(self, c: list[Any]) -> Effect:
        return effects.PutIntoLibrary(single(c[0]), from_top=0)

    def put_on_bottom(self, c: list[Any]) -> Effect:
        return effects.PutIntoLibrary(c[0], from_top=-1)

    def shuffle_into_library(self, c: list[Any]) -> Effect:
        raise Unsupported("shuffling a permanent into its owner's library")

    def tap_it(self, c: list[Any]) -> Effect:
        return effects.TapIt(c[0])

    def regenerate(self, c: list[Any]) -> Effect:
        return Regenerate(c[0])

    def untap_it(self, c: list[Any]) -> Effect:
        return effects.UntapIt(c[0])

    def tap_or_untap(self, c: list[Any]) -> Effect:
        return ChooseOnResolution((Mode((effects.TapIt(c[0]),), label="tap it"),
                                   Mode((effects.UntapIt(c[0]),), label="untap it")))

    def counter_it(self, c: list[Any]) -> Effect:
        return effects.CounterIt(c[0])

    def counter_unless_pays(self, c: list[Any]) -> Effect:
        cost = _mana(c[1])
        if cost.colored or cost.hybrid or cost.phyrexian or cost.x:
            raise Unsupported("counter unless its controller pays a colored or X cost")
        return effects.CounterUnlessPays(cost.generic, c[0])

    def put_counters(self, c: list[Any]) -> Effect:
        n, kind, on = c
        return effects.PutCounters(kind, n, on)

    def gain_control(self, c: list[Any]) -> Effect:
        return effects.GainControl(c[0])

    def gain_control_eot(self, c: list[Any]) -> Effect:
        return GainControlUntil(c[0], c[1])

    def sacrifice_it(self, c: list[Any]) -> Effect:
        if c[0] == refs.This() or isinstance(c[0], (refs.EventObject, Slot)):
            return SacrificeIt(c[0]) if c[0] != refs.This() else SacrificeIt()
        raise Unsupported("sacrificing something other than itself or that permanent")

    def sacrifice_at_end(self, c: list[Any]) -> Effect:
        return self.at_next_end_step(c[0], SacrificeIt(), "sacrifice it")

    def exile_at_end(self, c: list[Any]) -> Effect:
        return self.at_next_end_step(c[0], effects.Exile(refs.This()), "exile it")

    def sacrifice_a(self, c: list[Any]) -> Effect:
        return SacrificeChosen(_perm_filter(c[-1]), refs.You())

    def return_a(self, c: list[Any]) -> Effect:
        return ReturnChosen(_perm_filter(c[-1]))

    def return_another(self, c: list[Any]) -> Effect:
        return ReturnChosen(dataclasses.replace(_perm_filter(c[-1]), other=True))

    def search(self, c: list[Any]) -> Effect:
        (n, desc, posts), put = c
        return self._search(n, desc, posts, put)

    def search_top(self, c: list[Any]) -> Effect:
        n, desc, posts = c[0]
        return self._search(n, desc, posts, "library top")

    def _search(self, n: int, desc: list[str] | None, posts: list[tuple[str, Any]],
                put: str) -> Effect:
        groups, mods = search_groups(desc or [])
        types = tuple(_TYPES[g[0]] for g in groups if g[0] in _TYPES)
        subs = tuple(g[0] for g in groups if g[0] not in _TYPES)
        simple = all(len(g) == 1 and g[0] != "permanent" for g in groups) and \
            not (types and subs)
        exact = [v for k, v in posts if k == "mv"]
        if simple and n == 1 and not mods and put == "hand" and (types or subs) and \
                len(posts) == 1 and exact:
            return SearchFor(types=types, subtypes=subs, mana_value=exact[0])
        if simple and not posts and mods == {"basic"} and types == ("Land",) and \
                put in ("hand", "battlefield", "battlefield tapped"):
            # "[up to two] basic land cards": the first search part [701.23]
            return effects.SearchLibrary(to=put.split()[0], tapped=put.endswith("tapped"), n=n)
        if simple and not posts and n == 1 and not mods and put in ("hand", "battlefield") \
                and (types or subs):
            # The case the first search part covers (hand-written definitions use it).
            return SearchFor(types=types, subtypes=subs, to=put)
        f = _search_filter(groups, mods)
        most = None
        for kind, value in posts:
            if kind == "max_mv_amount":
                most = value
            elif kind == "max_mv":
                f = dataclasses.replace(f, max_mv=value)
            elif kind == "min_mv":
                f = dataclasses.replace(f, min_mv=value)
            elif kind == "mv":
                f = dataclasses.replace(f, min_mv=value, max_mv=value)
            else:
                raise Unsupported(f"searching for a card {kind}")
        to = {"hand": "hand", "battlefield": "battlefield", "battlefield tapped": "battlefield",
              "graveyard": "graveyard", "library top": "top"}[put]
        return SearchCards(f, n, to, tapped=put.endswith("tapped"), max_mv=most)

    def search_one(self, c: list[Any]) -> Any:
        desc = next((x for x in c if isinstance(x, list)), None)
        return (1, desc, [x for x in c if isinstance(x, tuple)])

    def search_up_to(self, c: list[Any]) -> Any:
        return (_int(c[0]), c[1], [x for x in c[2:] if isinstance(x, tuple)])

    def search_desc(self, c: list[Any]) -> list[str]:
        return ["or" if str(w) == "and/or" else str(w) for w in c]  # "and/or": either

    def search_max_mv(self, c: list[Any]) -> tuple[str, Any]:
        if isinstance(c[0], refs.X):  # "with mana value X or less" [107.3]
            return "max_mv_amount", c[0]
        if not isinstance(c[0], int):
            return "with a variable mana value", None
        return "max_mv", c[0]

    def search_mv(self, c: list[Any]) -> tuple[str, Any]:
        if not isinstance(c[0], int):
            return "with a variable mana value", None
        return "mv", c[0]

    def search_min_mv(self, c: list[Any]) -> tuple[str, Any]:
        if not isinstance(c[0], int):
            return "with a variable mana value", None
        return "min_mv", c[0]

    def search_named(self, c: list[Any]) -> tuple[str, Any]:
        return "named like this card", None

    def search_word(self, c: list[Token]) -> str:
        return str(c[0])

    def search_put(self, c: list[Token]) -> str:
        w = self._words(c)
        if w.endswith("graveyard"):
            return "graveyard"
        if w.endswith("hand"):
            return "hand"
        if w.endswith("battlefield tapped"):
            return "battlefield tapped"
        if w.endswith("battlefield"):
            return "battlefield"
        return "library top"

    def look_top(self, c: list[Any]) -> Effect:
        n, rest = c
        return LookPutOneInHand(n, rest=rest)  # the rest: "bottom" or "graveyard"

    def look_one_bottom(self, c: list[Any]) -> str:
        return "bottom"

    def look_one_graveyard(self, c: list[Any]) -> str:
        return "graveyard"  # [401.4]

    # --- objects ---

    def obj(self, c: list[Any]) -> Any:
        return c[0]

    def _lki(self, ref: Ref) -> Ref:
        """"Its power" in a "when this dies" ability: the source as it last existed on the
        battlefield (``This`` reads it), not the card in the graveyard [608.2h]."""
        return self.lki if self.lki is not None and ref == refs.EventOther() else ref

    def this_ref(self, c: list[Any]) -> Ref:
        self.last_obj = refs.EventOther() if self.self_moved else refs.This()
        return self.last_obj

    def that_object(self, c: list[Any]) -> Ref:
        if self.last_obj is not None:
            return self.last_obj
        return self.event_obj

    def attached_obj(self, c: list[Any]) -> Ref:
        self.last_obj = AttachedCreature()
        return self.last_obj

    def each_perm(self, c: list[Any]) -> Ref:
        # "Untap all creatures you control. Those creatures get +1/+1": the same set
        if isinstance(c[-1], ControlledBy):
            self.last_obj = EachPermanent(_perm_filter(c[-1].filter), of=c[-1].player)
        else:
            self.last_obj = EachPermanent(_perm_filter(c[-1]))
        return self.last_obj

    def target_phrase(self, c: list[Any]) -> Any:
        return c[0]

    def _target_spec(self, f: targets.Filter, count: int = 1, min_count: int = 1) -> TargetSpec:
        f = _perm_filter(f)
        if f.combat == "attacking" and f.types == ("Creature",):
            return TargetAttackingCreature(dataclasses.replace(f, combat=""), count, min_count)
        return targets.TargetPermanent(f, count, min_count)

    def target_permanent(self, c: list[Any]) -> Ref:
        return self._slot(self._target_spec(c[0]))

    def another_target(self, c: list[Any]) -> Ref:
        return self._slot(self._target_spec(dataclasses.replace(c[0], other=True)))

    def up_to_targets(self, c: list[Any]) -> Ref:
        n, f = c
        return self._slot(self._target_spec(f, _int(n), 0))

    def n_targets(self, c: list[Any]) -> Ref:
        n, f = c
        if isinstance(n, refs.X):  # "destroy X target creatures" [601.2c]
            return self._slot(XTargetPermanents(_perm_filter(f)))
        return self._slot(self._target_spec(f, _int(n), _int(n)))

    def any_number_targets(self, c: list[Any]) -> Ref:
        # "any number of target nonland permanents you control": zero or more distinct
        # targets [115.1, 601.2c]; more than any battlefield holds.
        return self._slot(self._target_spec(c[0], 999, 0))

    def target_permanent_or_planeswalker(self, c: list[Any]) -> Ref:
        f = _perm_filter(c[0])
        if f.types != ("Creature",) or dataclasses.replace(f, types=()) != _ANY:
            raise Unsupported("a described permanent or planeswalker")
        return self._slot(targets.TargetPermanent(
            targets.Filter(types=("Creature", "Planeswalker"))))

    def target_creature_or_planeswalker(self, c: list[Any]) -> Ref:
        kinds = self.types_any([("type", "creature"), ("type", "planeswalker")])
        return self._slot(self._target_spec(_filter([kinds, *c])))

    def perm_sg_or_pl(self, c: list[Any]) -> Any:
        return c[0]

    def spell_obj(self, c: list[Any]) -> Any:
        return c[0]

    def target_spell(self, c: list[Any]) -> Ref:
        types, subs, nots, colors = c[0]
        if subs:
            raise Unsupported("a target spell by subtype")
        if colors == ("colorless",) and not types and not nots:
            return self._slot(targets.TargetSpell(colorless=True))
        _no_colorless(colors)
        return self._slot(targets.TargetSpell(types=types, not_types=nots, colors=colors))

    def target_nonartifact_spell(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetSpell(not_types=("Artifact",)))

    def target_any_spell(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetSpell())

    def target_spell_max_mv(self, c: list[Any]) -> Ref:
        if not isinstance(c[0], int):
            raise Unsupported("a target spell with a variable mana value limit")
        return self._slot(targets.TargetSpell(max_mv=c[0]))

    def target_ability(self, c: list[Any]) -> Ref:
        raise Unsupported("a target activated or triggered ability")

    def target_spell_or_ability(self, c: list[Any]) -> Ref:
        raise Unsupported("a target spell or ability")

    def target_spell_pair(self, c: list[Any]) -> Ref:
        a, b = c
        merged = tuple(x + y for x, y in zip(a, b, strict=True))
        return self.target_spell([merged])

    def unsupported_spell_targets(self, c: list[Any]) -> Ref:
        raise Unsupported("a target spell that targets something")

    def gy_obj(self, c: list[Any]) -> Any:
        return c[0]

    def _gy(self, kind: Any, yours: bool, count: int = 1, min_count: int = 1,
            opponents: bool = False) -> Ref:
        types, mv = kind
        return self._slot(targets.TargetCardInGraveyard(types=types, yours=yours, max_mv=mv,
                                                        count=count, min_count=min_count,
                                                        opponents=opponents))

    def target_card_in_your_graveyard(self, c: list[Any]) -> Ref:
        return self._gy(c[0], True)

    def target_card_in_a_graveyard(self, c: list[Any]) -> Ref:
        return self._gy(c[0], False)

    def target_card_in_opponent_graveyard(self, c: list[Any]) -> Ref:
        return self._gy(c[0], False, opponents=True)

    def target_any_card_in_your_graveyard(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetCardInGraveyard())

    def target_any_card_in_a_graveyard(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetCardInGraveyard(yours=False))

    def up_to_cards_in_your_graveyard(self, c: list[Any]) -> Ref:
        n, kind = c
        return self._gy(kind, True, _int(n), 0)

    def gy_desc(self, c: list[Any]) -> tuple[tuple[str, ...], int | None]:
        kind, *mods = c
        types = _card_types(kind)
        return types, (int(mods[0]) if mods else None)

    def gy_mod(self, c: list[Any]) -> int:
        return int(c[3])

    # --- permanent descriptions ---

    def perm_desc(self, c: list[Any]) -> Any:
        of = [m[1] for m in c if isinstance(m, tuple) and m and m[0] == "of"]
        if of:  # permanents a target player controls: only "all"/"each" read it
            return ControlledBy(_filter([m for m in c if not (
                isinstance(m, tuple) and m and m[0] == "of")]), of[0])
        return _filter(c)

    def types_any(self, c: list[Any]) -> tuple[str, Any, bool]:
        return _type_words([w for w in c if w is not None], all_=False)

    def types_all(self, c: list[Any]) -> tuple[str, Any, bool]:
        return _type_words(c, all_=True)

    def type_word_sg(self, c: list[Any]) -> Any:
        return c[0]

    def type_word_pl(self, c: list[Any]) -> Any:
        return c[0]

    def card_type_word(self, c: list[Token]) -> tuple[str, str]:
        return "type", str(c[0])

    def card_type_pl_word(self, c: list[Token]) -> tuple[str, str]:
        w = str(c[0])
        return "type", (w[:-1] if w != "sorceries" else "sorcery")

    def subtype_word(self, c: list[Any]) -> tuple[str, str]:
        return "subtype", str(c[0])

    def token_word(self, c: list[Any]) -> tuple[str, str]:
        return "token", "token"

    def pre_mod(self, c: list[Token]) -> tuple[str, Any]:
        words = [str(t) for t in c]
        w = " ".join(words)
        if words[0] == "non" and len(words) == 2:
            return "not_subtype", words[1]
        if w in _COLORS:
            return "colors", _COLORS[w]
        if w.startswith("non") and w[3:] in _COLORS:
            return "not_colors", _COLORS[w[3:]]
        if w.startswith("non") and w[3:] in _TYPES:
            return "not_types", _TYPES[w[3:]]
        return {
            "tapped": ("tapped", True), "untapped": ("tapped", False),
            "attacking": ("combat", "attacking"), "blocking": ("combat", "blocking"),
            "attacking or blocking": ("combat", "attacking_or_blocking"),
            "nontoken": ("token", False),
            "nonbasic": ("not_supertype", "Basic"), "basic": ("supertype", "Basic"),
            "legendary": ("supertype", "Legendary"),
            "nonlegendary": ("not_supertype", "Legendary"), "snow": ("supertype", "Snow"),
            "other": ("other", True), "another": ("other", True),
            "colorless": ("color_count", "colorless"),
            "multicolored": ("color_count", "multicolored"),
            "monocolored": ("color_count", "monocolored"),
        }.get(w, ("unsupported", w))

    def pm_you_control(self, c: list[Any]) -> tuple[str, Any]:
        return "controller", "you"

    def pm_opponent_controls(self, c: list[Any]) -> tuple[str, Any]:
        return "controller", "opponent"

    def pm_any_controller(self, c: list[Any]) -> tuple[str, Any]:
        return "controller", "any"

    def pm_target_player_controls(self, c: list[Any]) -> tuple[str, Any]:
        return "of", self.target_player([])  # "all creatures target player controls"

    def pm_target_opponent_controls(self, c: list[Any]) -> tuple[str, Any]:
        return "of", self.target_opponent([])

    def pm_with_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return "keyword", c[0]

    def pm_with_counter(self, c: list[Any]) -> tuple[str, Any]:
        return "counter", next(x for x in c if isinstance(x, str))

    def pm_with_any_counter(self, c: list[Any]) -> tuple[str, Any]:
        return "counter", "any"

    def pm_without_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return "not_keyword", c[0]

    def pm_max_power(self, c: list[Any]) -> tuple[str, Any]:
        return "max_power", _int(c[0])

    def pm_min_power(self, c: list[Any]) -> tuple[str, Any]:
        return "min_power", _int(c[0])

    def pm_max_toughness(self, c: list[Any]) -> tuple[str, Any]:
        return "max_toughness", _int(c[0])

    def pm_min_toughness(self, c: list[Any]) -> tuple[str, Any]:
        return "min_toughness", _int(c[0])

    def pm_max_mv(self, c: list[Any]) -> tuple[str, Any]:
        return "max_mv", _int(c[0])

    def pm_min_mv(self, c: list[Any]) -> tuple[str, Any]:
        return "min_mv", _int(c[0])

    def pm_attacking_or_blocking(self, c: list[Any]) -> tuple[str, Any]:
        return "combat", "attacking_or_blocking"

    def pm_attacking(self, c: list[Any]) -> tuple[str, Any]:
        return "combat", "attacking"

    def pm_blocking(self, c: list[Any]) -> tuple[str, Any]:
        return "combat", "blocking"

    def self_ref(self, c: list[Any]) -> str:
        return "self"

    def self_noun(self, c: list[Token]) -> str:
        return str(c[0])

    # --- tokens [111] ---

    def token(self, c: list[Any], tapped: bool = False) -> tuple[TokenDef, Any, bool]:
        n, body = c
        return body, n, tapped

    def token_tapped(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        return self.token(c, tapped=True)

    def token_attacking(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        raise Unsupported("tokens that enter tapped and attacking")

    def token_x(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        return c[0], refs.X(), False

    def token_body(self, c: list[Any]) -> TokenDef:
        size, colors, (subs, types), *rest = c
        kws, granted = rest[0] if rest else ((), ())
        x_sized = str(size) == "X/X"  # "an X/X ... token": its size is an amount [111.4]
        p, t = (0, 0) if x_sized else _size(str(size))
        if "Creature" not in types:
            raise Unsupported("a noncreature token with power and toughness")
        name = " ".join(subs) if subs else "Token"
        token = TokenDef(name, p, t, types, subs, colors=colors, keywords=kws,
                         abilities=granted)
        return XSized(token) if x_sized else token

    def predefined_token(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        n, name = c[0], str(c[1])
        if name not in PREDEFINED_TOKENS or name not in COMPLETE_PREDEFINED:
            raise Unsupported(f"a {name} token (its abilities aren't in the vocabulary)")
        return PREDEFINED_TOKENS[name], n, False

    def token_spec(self, c: list[Any]) -> Any:
        return c[0]

    def token_spec_put(self, c: list[Any]) -> Any:
        return c[0]

    def token_colors(self, c: list[Any]) -> tuple[str, ...]:
        if "colorless" in c:
            if len(c) > 1:
                raise Unsupported("a colorless and colored token")
            return ()
        return tuple(sorted((_COLORS[str(x)] for x in c), key="WUBRG".index))

    def token_color(self, c: list[Token]) -> str:
        return str(c[0])

    def token_kinds(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        subs = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
        kinds = [x for x in c if not (isinstance(x, Token) and x.type == "SUBTYPE")]
        order = ["Artifact", "Enchantment", "Creature"]
        return subs, tuple(sorted(kinds, key=order.index))

    def token_card_type(self, c: list[Token]) -> str:
        return _TYPES[str(c[0])]

    def token_with(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
        return c[0], ()

    def token_with_ability(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
        return (), c[0]

    def token_with_both(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
        return c[0], c[1]

    # --- conditions ---

    def condition(self, c: list[Any]) -> Condition:
        return c[0]

    def you_control(self, c: list[Any]) -> Condition:
        f = _perm_filter(c[-1])
        if f.subtypes_any and dataclasses.replace(f, subtypes_any=()) == _ANY:
            return cond.YouControl(subtypes_any=f.subtypes_any)  # "a Mountain or a Forest"
        return cond.YouControl(f)

    def you_control_n(self, c: list[Any]) -> Condition:
        return cond.YouControl(_perm_filter(c[1]), at_least=_int(c[0]))

    def you_control_at_most(self, c: list[Any]) -> Condition:
        return cond.YouControl(_perm_filter(c[1]), at_most=_int(c[0]))

    def you_control_none(self, c: list[Any]) -> Condition:
        return cond.YouControl(_perm_filter(c[0]), at_most=0)

    def you_control_another(self, c: list[Any]) -> Condition:
        return cond.YouControl(dataclasses.replace(_perm_filter(c[0]), other=True))

    def opponent_controls(self, c: list[Any]) -> Condition:
        return cond.OpponentControls(_perm_filter(c[-1]))

    def cast_from_hand(self, c: list[Any]) -> Condition:
        return cond.CastFromHand()

    def has_energy(self, c: list[Any]) -> Condition:
        return cond.HasCounters("energy", _int(c[0]))

    def life_at_least(self, c: list[Any]) -> Condition:
        return cond.LifeAtLeast(int(c[0]))

    def hellbent(self, c: list[Any]) -> Condition:
        return cond.HandSizeAtMost(0)

    def your_turn(self, c: list[Any]) -> Condition:
        return YourTurn()

    def not_your_turn(self, c: list[Any]) -> Condition:
        return cond.Not(YourTurn())

    def revolt(self, c: list[Any]) -> Condition:
        return Revolt()

    def morbid(self, c: list[Any]) -> Condition:
        return CreatureDiedThisTurn()

    def raid(self, c: list[Any]) -> Condition:
        return YouAttackedThisTurn()

    def gained_life(self, c: list[Any]) -> Condition:
        return GainedLifeThisTurn()

    def threshold(self, c: list[Any]) -> Condition:
        return cond.GraveyardSize(_int(c[0]))

    def a_player_life_at_most(self, c: list[Any]) -> Condition:
        return cond.AnyPlayerLifeAtMost(_int(c[0]))

    def opponents_at_least(self, c: list[Any]) -> Condition:
        return cond.OpponentsAtLeast(_int(c[0]))

    def threshold7(self, c: list[Any]) -> Condition:
        return cond.GraveyardSize(7)

    def it_is(self, c: list[Any]) -> Condition:
        f = _perm_filter(c[-1])
        if not isinstance(self.last_obj, Slot):
            raise Unsupported("a condition on what a non-target object is")
        return AtSlot(TargetIs(*type_test(f)), self.last_obj)  # type: ignore[return-value]

    def self_attacking(self, c: list[Any]) -> Condition:
        return cond.SourceIs("attacking")

    def self_tapped(self, c: list[Any]) -> Condition:
        return cond.SourceIs("tapped")

    def self_untapped(self, c: list[Any]) -> Condition:
        return cond.SourceIs("untapped")

    # --- keywords, amounts, numbers ---

    def keywords(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(c)

    def keyword(self, c: list[Any]) -> str:
        w = self._words(c)
        kw = _KEYWORD.get(w, w.capitalize())
        if kw.startswith(protection.PREFIX):
            if not protection.known(kw[len(protection.PREFIX):]):
                raise Unsupported(f"the keyword {kw}")
            return kw
        if kw not in ENGINE_KEYWORDS:
            raise Unsupported(f"the keyword {kw} (the engine doesn't implement it)")
        return kw

    def counter_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def counter_pt(self, c: list[Any]) -> str:
        return str(c[0])

    def counter_keyword(self, c: list[Any]) -> str:
        return c[0].lower()

    def counter_name(self, c: list[Token]) -> str:
        return str(c[0])

    def amount(self, c: list[Any]) -> Any:
        return c[0]

    def event_amount(self, c: list[Any]) -> Amount:
        return refs.EventAmount()

    def twice_x(self, c: list[Any]) -> Amount:
        return refs.Times(2, refs.X())

    def amount_of(self, c: list[Any]) -> Any:
        return c[0]

    def its_power(self, c: list[Any]) -> Amount:
        return refs.PowerOf(self._lki(self.last_obj or self.event_obj))

    def its_toughness(self, c: list[Any]) -> Amount:
        return refs.ToughnessOf(self._lki(self.last_obj or self.event_obj))

    def self_power(self, c: list[Any]) -> Amount:
        return refs.PowerOf(refs.This())

    def self_toughness(self, c: list[Any]) -> Amount:
        return refs.ToughnessOf(refs.This())

    def count_of(self, c: list[Any]) -> Amount:
        return c[0]

    def count_of_pl(self, c: list[Any]) -> Amount:
        return self.counted_perm(c)

    def life_total(self, c: list[Any]) -> Amount:
        return LifeTotal()

    def cards_in_hand(self, c: list[Any]) -> Amount:
        return CardsInHand()

    def cards_in_graveyard(self, c: list[Any]) -> Amount:
        return CardsInGraveyard()

    def greatest_power(self, c: list[Any]) -> Amount:
        return GreatestPower()

    def counted(self, c: list[Any]) -> Any:
        return c[0]

    def counted_perm(self, c: list[Any]) -> Amount:
        f = _perm_filter(c[0])
        who = f.controller or "any"  # "for each creature": every one on the battlefield
        if who == "opponent":
            return CountOf(dataclasses.replace(f, controller=""), who=refs.EachOpponent())
        if who == "you":
            return CountOf(dataclasses.replace(f, controller=""))
        if who == "any" or (who == "" and f.combat in ("attacking", "blocking",
                                                        "attacking_or_blocking")):
            # "for each other attacking Pirate": creatures in combat, whoever controls them
            # (the text names none) [506.4]
            return CountOf(dataclasses.replace(f, controller=""), who=refs.EachPlayer())
        raise Unsupported("counting permanents without saying whose")

    def counted_hand(self, c: list[Any]) -> Amount:
        return CardsInHand()

    def counted_graveyard(self, c: list[Any]) -> Amount:
        return CardsInGraveyard()

    def counted_graveyard_kind(self, c: list[Any]) -> Amount:
        types, mv = c[0]
        if mv is not None:
            raise Unsupported("counting graveyard cards by mana value")
        return CardsInGraveyard(types)

    def counted_opponents(self, c: list[Any]) -> Amount:
        return OpponentCount()

    def counted_spells_cast(self, c: list[Any]) -> Amount:
        return SpellsYouCastThisTurn()

    def counted_counters_self(self, c: list[Any]) -> Amount:
        return CountersOn(c[0])

    def counted_energy(self, c: list[Any]) -> Amount:
        return refs.PlayerCounters("energy")

    def count(self, c: list[Any]) -> Any:
        return c[0]

    def count_2plus(self, c: list[Any]) -> Any:
        return c[0]

    def number(self, c: list[Any]) -> Any:
        return c[0]

    def num(self, c: list[Token]) -> int:
        return int(c[0])

    def x(self, c: list[Any]) -> Amount:
        return refs.X()

    def one(self, c: list[Any]) -> int:
        return 1

    def article(self, c: list[Any]) -> None:
        return None


for _word, _n in _NUMBERS.items():
    if _word != "one":
        setattr(Build, _word, lambda self, c, _n=_n: _n)


# --- helpers ---------------------------------------------------------------------------


def _if_you_did(effs: tuple[Effect, ...], then: tuple[Effect, ...], reflexive: Any,
                otherwise: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """"Remove a counter from it. If you do, ...": an action that may do nothing; "if you
    do" reads what it did [608.2c].  Other mandatory actions can't fail this way."""
    last = effs[-1] if effs else None
    if not isinstance(last, RemoveCounters) or reflexive is not None or otherwise or not then:
        raise Unsupported("'if you do' after an action that isn't optional")
    return (*effs[:-1], dataclasses.replace(last, key="removed"),
            effects.If(cond.PaidAtLeast(1, "removed"), then=then))


def _join_sentences(sentences: list[Sentence]) -> tuple[Effect, ...]:
    """The effects of a run of sentences: "you may X. If you do, Y. If you don't, Z." is one
    optional action with its branches; "When you do, ..." a reflexive trigger [603.12]."""
    out: list[Effect] = []
    merged: list[Sentence] = []
    for s in sentences:
        if s.kind == "if_player_cant":  # "X sacrifices ... If the player can't, ..."
            merged.append(edict_or_else(merged, s))
            continue
        if s.kind != "if_instead":
            merged.append(s)
            continue
        # "X. If [condition], Y instead.": Y replaces X when the condition holds [608.2c].
        if not merged or merged[-1].kind != "plain" or not merged[-1].effects:
            raise Unsupported("'instead' after something that isn't a plain effect")
        prev = merged[-1].effects
        if s.arg is not None:  # "..., it deals 4 damage instead": the same damage, more
            if len(prev) != 1 or not isinstance(prev[0], effects.Damage):
                raise Unsupported("'deals N damage instead' after another effect")
            instead: tuple[Effect, ...] = (dataclasses.replace(prev[0], n=s.arg),)
        else:
            instead = s.effects
        merged[-1] = Sentence("plain", (effects.If(s.condition,  # type: ignore[arg-type]
                                                   then=instead, otherwise=prev),))
    sentences = merged
    i = 0
    while i < len(sentences):
        s = sentences[i]
        then: tuple[Effect, ...] = ()
        otherwise: tuple[Effect, ...] = ()
        reflexive = None
        j = i + 1
        if j < len(sentences) and sentences[j].kind == "if_you_do":
            then = sentences[j].effects
            j += 1
        elif j < len(sentences) and sentences[j].kind == "when_you_do":
            reflexive = sentences[j].effects
            j += 1
        if j < len(sentences) and sentences[j].kind in ("if_you_dont", "otherwise") \
                and s.kind in ("may",):
            otherwise = sentences[j].effects
            j += 1
        if s.kind == "plain":
            if j > i + 1:
                out += _if_you_did(s.effects, then, reflexive, otherwise)
                i = j
                continue
            out += s.effects
        elif s.kind == "if" and isinstance(s.arg, tuple):
            # "If [condition], you may pay {2}. If you do, ..." [608.2c, 118.12]
            if not then or reflexive is not None:
                raise Unsupported("'if ..., you may pay' with nothing for it")
            out.append(effects.If(s.condition, then=(  # type: ignore[arg-type]
                MayPayMana(s.arg[1], then=then),)))
        elif s.kind == "if" and s.arg == "may":
            # "If [condition], you may X. [If you do, Y.]" [608.2c, 609.3]
            if j < len(sentences) and sentences[j].kind == "otherwise":
                raise Unsupported("'if ..., you may ...' with an 'otherwise'")
            out.append(effects.If(s.condition, then=(  # type: ignore[arg-type]
                MayOrElse(then=(*s.effects, *then), prompt="Do it?"),)))
        elif s.kind == "if":
            nxt = sentences[j] if j < len(sentences) else None
            if nxt is not None and nxt.kind == "otherwise":
                out.append(effects.If(s.condition, then=s.effects,  # type: ignore[arg-type]
                                      otherwise=nxt.effects))
                j += 1
            else:
                out.append(effects.If(s.condition, then=s.effects))  # type: ignore[arg-type]
        elif s.kind == "may":
            if reflexive is not None:
                raise Unsupported("'you may ...  When you do, ...'")
            if len(s.effects) == 1 and isinstance(s.effects[0], CastOneFromHandFree) \
                    and not then and not otherwise:
                out.append(s.effects[0])  # the cast itself is optional: "done" [608.2g]
            elif len(s.effects) == 1 and isinstance(s.effects[0], ChooseOnResolution) \
                    and not then and not otherwise:
                # "You may tap or untap ...": the choice offers "none" [608.2d].
                out.append(dataclasses.replace(s.effects[0], optional=True,
                                               prompt="You may tap or untap the target"))
            else:
                out.append(MayOrElse(then=(*s.effects, *then), otherwise=otherwise,
                                     prompt="Do it?"))
        elif s.kind in ("may_pay_mana", "may_pay_energy"):
            if not then and reflexive is None:
                raise Unsupported("'you may pay' with nothing for it")
            if reflexive is not None:
                ((r_effs,), specs) = finish(reflexive)
                trig = TriggeredAbility(effects=r_effs, targets=specs)
                if s.kind == "may_pay_mana":
                    raise Unsupported("'you may pay {mana}. When you do, ...'")
                out.append(effects.MayPay("energy", s.arg, reflexive=trig))
            else:
                out.append(MayPayMana(s.arg, then=then) if s.kind == "may_pay_mana"
                           else effects.MayPay("energy", s.arg, then=then))
        else:
            raise Unsupported(f"'{s.kind.replace('_', ' ')}' without a 'you may' before it")
        i = j
    return tuple(out)


def _mana(symbols: Any) -> ManaCost:
    try:
        return ManaCost.parse(str(symbols))
    except ValueError:
        raise Unsupported(f"the mana symbols {symbols}") from None


def _generic(symbols: Any) -> int:
    """A cost change "{2}": generic mana only."""
    cost = _mana(symbols)
    if cost.colored or cost.hybrid or cost.phyrexian or cost.x:
        raise Unsupported("a cost change that isn't generic mana")
    return cost.generic


def _int(v: Any) -> int:
    if not isinstance(v, int):
        raise Unsupported("a variable number where a fixed one is needed")
    return v


def _effects(x: Any) -> tuple[Effect, ...]:
    if isinstance(x, (Effect, AtSlot)):
        return (x,)  # type: ignore[return-value]
    if isinstance(x, tuple):
        return x
    raise Unsupported(f"not an effect: {x!r}")


def _cost_only(x: Any) -> Cost:
    if not isinstance(x, Cost):
        raise Unsupported("a mana payment as an additional cost")
    return x


# Fields of an effect that are "how many": scaled by "for each".
_AMOUNT_FIELDS = ("n", "power", "toughness")


def _scale(e: Effect, count: Amount) -> Effect:
    """"[effect] for each [thing]": every number of the effect times the count."""
    changes = {}
    for f in _AMOUNT_FIELDS:
        v = getattr(e, f, None)
        if v is None or v == 0:
            continue
        if isinstance(v, int):
            changes[f] = count if v == 1 else refs.Times(v, count)
        elif isinstance(v, Neg) and isinstance(v.of, int):
            changes[f] = Neg(count if v.of == 1 else refs.Times(v.of, count))
        else:
            raise Unsupported("'for each' on a variable amount")
    if not changes:
        raise Unsupported(f"'for each' on {type(e).__name__}")
    return dataclasses.replace(e, **changes)  # type: ignore[type-var]


def _pt(tok: Any) -> tuple[Any, Any]:
    """"+2/+2" -> (2, 2); "+X/+0" -> (X(), 0); "-X/-X" -> (Neg(X()), ...)."""
    out: list[Any] = []
    for part in str(tok).split("/"):
        sign, body = part[0], part[1:]
        if body == "X":
            out.append(refs.X() if sign == "+" else Neg(refs.X()))
        elif body.isdigit():
            out.append(int(body) if sign == "+" else -int(body))
        else:
            raise Unsupported(f"a P/T change {tok}")
    return out[0], out[1]


_SEARCH_MODS = {"basic", "legendary", "nonlegendary", "nonland", "noncreature", "snow"}
_PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def type_test(f: targets.Filter) -> tuple[tuple[str, ...], str]:
    """The types and subtype of "if it is [was] a Liliana planeswalker": a condition on a
    target's types alone [608.2h]; any other word of the description is refused."""
    if len(f.types) > 1 or dataclasses.replace(f, types=(), types_all=(), subtype="") != _ANY:
        raise Unsupported("a condition on a described object")
    return f.types_all or f.types, f.subtype


def search_groups(words: list[str]) -> tuple[list[list[str]], set[str]]:
    """A card description's words split at "or" into kinds ("artifact or creature"), and
    the modifiers ("basic", "nonland") apart [701.23]."""
    groups: list[list[str]] = [[]]
    for w in words:
        if w == "or":
            groups.append([])
        elif w not in _SEARCH_MODS:
            groups[-1].append(w)
    return [g for g in groups if g], {w for w in words if w in _SEARCH_MODS}


def _search_filter(groups: list[list[str]], mods: set[str]) -> targets.Filter:
    """A library search's card description as a :class:`Filter`: "basic Forest or Island",
    "artifact creature", "Aura or Equipment", "legendary permanent", "nonland" [701.23]."""
    f = targets.Filter()
    if "basic" in mods:
        f = dataclasses.replace(f, supertype="Basic")
    if "legendary" in mods:
        f = dataclasses.replace(f, supertype="Legendary" if not f.supertype else f.supertype)
        if f.supertype != "Legendary":
            raise Unsupported("a basic legendary card")
    if "snow" in mods:
        if f.supertype:
            raise Unsupported("a snow card with another supertype")
        f = dataclasses.replace(f, supertype="Snow")
    if "nonlegendary" in mods:
        f = dataclasses.replace(f, not_supertype="Legendary")
    nots = tuple(t for m, t in (("nonland", "Land"), ("noncreature", "Creature")) if m in mods)
    f = dataclasses.replace(f, not_types=nots)
    if not groups:
        return f
    if len(groups) == 1:
        g = groups[0]
        types = [_TYPES[w] for w in g if w in _TYPES]
        subs = [w for w in g if w not in _TYPES and w != "permanent"]
        if "permanent" in g:
            if types:
                raise Unsupported("a permanent card of a type")
            types_any: tuple[str, ...] = _PERMANENT_TYPES
        else:
            types_any = ()
        if len(subs) > 1:
            raise Unsupported("a card with several subtypes")
        if len(types) > 1:
            return dataclasses.replace(f, types_all=tuple(types), types=types_any,
                                       subtype=subs[0] if subs else "")
        return dataclasses.replace(f, types=tuple(types) or types_any,
                                   subtype=subs[0] if subs else "")
    if any(len(g) != 1 for g in groups):
        raise Unsupported("searching for one of several described cards")
    words = [g[0] for g in groups]
    if "permanent" in words:
        raise Unsupported("a permanent card or another")
    types = tuple(_TYPES[w] for w in words if w in _TYPES)
    subs = tuple(w for w in words if w not in _TYPES)
    if types and subs:
        return dataclasses.replace(f, types=types, or_subtypes=subs)
    if types:
        return dataclasses.replace(f, types=types)
    if len(subs) == 1:
        return dataclasses.replace(f, subtype=subs[0])
    return dataclasses.replace(f, subtypes_any=subs)


def _no_colorless(colors: tuple[str, ...]) -> None:
    if "colorless" in colors:
        raise Unsupported("a colorless spell")


def _size(s: str) -> tuple[int, int]:
    p, t = s.split("/")
    if not (p.isdigit() and t.isdigit()):
        raise Unsupported(f"a {s} token")
    return int(p), int(t)


def _mana_letters(symbols: str) -> list[str]:
    out = []
    for sym in re.findall(r"\{([^}]+)\}", symbols):
        if sym in ("W", "U", "B", "R", "G", "C"):
            out.append(sym)
        else:
            raise Unsupported(f"adding {{{sym}}}")
    return out


def _card_types(kind: Any) -> tuple[str, ...]:
    """The card types of a "target [type] card" description."""
    what, value, token = kind
    if what != "types" or not value or token:
        raise Unsupported("a graveyard card by subtype")
    if "Permanent" in value:  # a permanent card: a card of a permanent type [110.4b]
        return _PERMANENT_TYPES
    return tuple(v for v in value if v != "Card")


def _type_words(words: list[tuple[str, str]], all_: bool) -> tuple[str, Any, bool]:
    """("types", types, token?) for "creature or planeswalker", ("types_all", ...) for
    "artifact creature", ("subtype", name, token?) for "Goblin" / "Goblin creature"."""
    token = any(k == "token" for k, _ in words)
    words = [(k, v) for k, v in words if k != "token"]
    subs = [v for k, v in words if k == "subtype"]
    types = [_TYPES.get(v, v.capitalize()) for k, v in words if k == "type"]
    if subs:
        if len(subs) > 1 or (not all_ and len(words) > 1):
            if not all_ and all(k == "subtype" for k, _ in words):
                return "subtypes_any", tuple(subs), token
            if not all_:  # "creature or Vehicle": a type or a subtype [205.3]
                return "types_or_subtypes", (tuple(types), tuple(subs)), token
            raise Unsupported("a description with several subtypes")
        if types not in ([], ["Creature"]):
            if len(types) > 1 or "Permanent" in types:
                raise Unsupported("a subtype of several types")
            return "subtype_of", (tuple(types), subs[0]), token  # "a Tezzeret planeswalker"
        return "subtype", subs[0], token
    if all_ and len(types) > 1:
        return "types_all", tuple(types), token
    return "types", tuple(types), token


def _filter(mods: list[Any]) -> targets.Filter:
    """A :class:`Filter` from the (field, value) pairs of a description's words."""
    kw: dict[str, Any] = {}
    for m in mods:
        if m is None:
            continue
        k, v, *rest = m
        if rest and rest[0]:
            kw["token"] = True
        if k == "unsupported":
            raise Unsupported(f"the qualifier {v!r}")
        if k == "types":
            types = tuple(t for t in v if t not in ("Permanent", "Card", "Spell"))
            if types:
                kw["types"] = types
            if "Spell" in v:
                raise Unsupported("a spell where a permanent is described")
        elif k == "types_all":
            kw["types_all"] = v
        elif k == "subtype":
            kw["subtype"] = v
        elif k == "subtypes_any":
            kw["subtypes_any"] = v
        elif k == "types_or_subtypes":
            kw["types"], kw["or_subtypes"] = v
        elif k == "subtype_of":
            kw["types"], kw["subtype"] = v
        elif k in ("colors", "not_colors", "not_types"):
            kw[k] = (*kw.get(k, ()), v)
        elif k in kw and kw[k] != v:
            raise Unsupported(f"two {k} qualifiers")
        else:
            kw[k] = v
    return targets.Filter(**kw)


def _perm_filter(f: Any) -> targets.Filter:
    """A description used for permanents (not cards in a zone)."""
    if not isinstance(f, targets.Filter):
        raise Unsupported("a description that isn't of permanents")
    if "Instant" in f.types or "Sorcery" in f.types:
        raise Unsupported("an instant or sorcery where a permanent is described")
    return f


def _blockers(f: Any) -> targets.Filter:
    f = _perm_filter(f)
    return f


def _grant(scope: tuple[str, Any], pt: tuple[int, int], kws: tuple[str, ...]) -> Continuous:
    where, f = scope
    p, t = pt
    if where == "self":
        return statics.SelfKeywords(kws, p, t)
    if where == "attached":
        if not (p or t):
            return AttachedHas(kws)  # "equipped creature has haste and shroud" [613.1f]
        return statics.AttachedGets(p, t, kws)
    return _anthem(f, p, t, kws)


def _grant_abilities(scope: tuple[str, Any], abilities: tuple[Ability, ...]) -> Continuous:
    where, f = scope
    if where == "each":
        _anthem(f, 0, 0, ())  # the same limits on which permanents a static may name
        rest = dataclasses.replace(f, types=(), controller="", counter="")
        if len(abilities) == 1 and rest == _ANY and f.controller in ("you", "") and \
                f.counter in ("", "any") and (f.counter == "any" or f.controller != "you"):
            # "Each creature you control with a counter on it has ..." (types read after
            # layer 4, so it can't loop [613.8])
            return GrantAbility(abilities[0], f.types, yours=f.controller == "you",
                                with_counters=f.counter == "any")
        mine = dataclasses.replace(f, types=(), controller="", subtype="", token=None,
                                   other=False)
        if f.controller == "you" and mine == _ANY:
            # "[Other] [nontoken] lands you control have '...'" (layer 6) [613.1f]
            return YoursHave(abilities, types=f.types,
                             subtypes=(f.subtype,) if f.subtype else (), tokens=f.token,
                             others=f.other)
        return statics.GrantAbilities(abilities, "each", f)
    return statics.GrantAbilities(abilities, where)


def _anthem(f: targets.Filter, p: int, t: int, kws: tuple[str, ...]) -> statics.Anthem:
    """"[Other] [kind] you control get +N/+N [and have ...]" as the :class:`Anthem` a
    hand-writer would use: its own fields where they fit, the rest in its filter."""
    if f.keyword or f.not_keyword or f.min_power is not None or f.max_power is not None \
            or f.min_toughness is not None or f.max_toughness is not None:
        # Which creatures have flying or power 2 depends on other effects [613.8].
        raise Unsupported("a static whose affected set depends on other effects")
    others, yours = f.other, f.controller == "you"
    rest = dataclasses.replace(f, other=False, controller="" if yours else f.controller)
    type_ = "Creature"
    if rest.types in ((), ("Creature",)) and not rest.subtype and not rest.subtypes_any:
        type_ = "Creature" if rest.types else ""
        rest = dataclasses.replace(rest, types=())
    elif rest.subtype and rest.types in ((), ("Creature",)):
        subtype = rest.subtype
        rest = dataclasses.replace(rest, types=(), subtype="")
        return statics.Anthem(p, t, kws, others=others, yours=yours, subtype=subtype,
                              filter=rest)
    elif len(rest.types) == 1:
        type_ = rest.types[0]
        rest = dataclasses.replace(rest, types=())
    else:
        type_ = ""
    if rest.controller:
        yours = False
    return statics.Anthem(p, t, kws, others=others, yours=yours, type_=type_, filter=rest)


def _scoped_rule(scope: tuple[str, Any], rule: Any) -> Continuous:
    where, f = scope
    rules = rule if isinstance(rule, tuple) else (rule,)
    out = []
    for r in rules:
        if where == "self":
            out.append(SelfRule(r.rule, r.others, r.except_others, r.more))
        elif where == "attached":
            out.append(AttachedRule(r.rule, r.others, r.except_others, r.more))
        else:
            out.append(EachRule(r.rule, r.others, r.except_others, r.more, filter=f))
    return out[0] if len(out) == 1 else tuple(out)  # type: ignore[return-value]


def _statics(effs: list[Any], condition: Condition | None) -> Any:
    flat: list[Continuous] = []
    for e in effs:
        flat += list(e) if isinstance(e, tuple) else [e]
    abilities = tuple(StaticAbility(effect=e, condition=condition) for e in flat)
    return abilities[0] if len(abilities) == 1 else abilities
