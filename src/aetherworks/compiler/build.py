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
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

from aetherworks.engine.defs import (
    ActivatedAbility,
    Amount,
    Condition,
    Cost,
    Effect,
    EntersWith,
    ManaAbility,
    Mode,
    StaticAbility,
    TargetSpec,
    TokenDef,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import conditions as cond
from aetherworks.vocab import costs, effects, refs, statics, targets, triggers
from aetherworks.vocab.attacking import TargetAttackingCreature
from aetherworks.vocab.auras import aura_spell
from aetherworks.vocab.choices import MayPayMana
from aetherworks.vocab.combat_triggers import AttacksOrBlocks, YouGainLife, YourTurn
from aetherworks.vocab.counts import CardsInHand
from aetherworks.vocab.cycling import Cycling
from aetherworks.vocab.defending_player import CountOf, DefendingPlayer
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_or_attacks import Blocks, EntersOrAttacks
from aetherworks.vocab.equipment import Equip
from aetherworks.vocab.flicker import ExileSelf
from aetherworks.vocab.graveyard_x import ReturnSelfToHand
from aetherworks.vocab.library import Mill, Scry
from aetherworks.vocab.predefined_tokens import PREDEFINED_TOKENS
from aetherworks.vocab.random_discard import DiscardAtRandom
from aetherworks.vocab.reanimate import ReturnToBattlefield
from aetherworks.vocab.refs import Ref
from aetherworks.vocab.restrictions import CantBlock
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.ward import Ward
from aetherworks.vocab.zone_triggers import (
    AnotherCreatureDies,
    EachPermanent,
    PermanentEnters,
)


class Unsupported(Exception):
    """The words parse, but the vocabulary can't express them (yet)."""


# Predefined tokens whose every ability the vocabulary has [111.10]; a Treasure without its
# mana ability would be a blank, so cards that make one are refused.
COMPLETE_PREDEFINED = ("Food", "Clue", "Blood")

_KEYWORD = {"first strike": "First strike", "double strike": "Double strike"}
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle",
          "instant": "Instant", "sorcery": "Sorcery"}
_PLURAL_TYPES = {k + "s": v for k, v in _TYPES.items()}


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
class SlotController(Ref):
    """"Its controller" of a target, before numbering."""

    uid: int


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

    def visit(v: Any) -> None:
        if isinstance(v, Slot):
            found.setdefault(v.uid, v)
        substitute(v, lambda x: (visit_inner(x) if x is not v else None))

    def visit_inner(x: Any) -> Any:
        if isinstance(x, Slot):
            found.setdefault(x.uid, x)
            return x
        return None

    visit(value)
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
        if isinstance(v, SlotController):
            if v.uid not in index:
                raise Unsupported("'its controller' of something that is not a target")
            return refs.ControllerOfTarget(index[v.uid])
        return None

    return tuple(substitute(p, fn) for p in parts), tuple(s.spec for s in slots)


# --- the transformer --------------------------------------------------------------------


@dataclass(frozen=True)
class Fragment:
    """What a paragraph contributes to its card when it is not a whole ability by itself:
    a spell's effects, its additional costs, or the header of a modal ability."""

    kind: str  # "effects", "additional_cost", "modal", "modal_trigger"
    effects: tuple[Effect, ...] = ()
    costs: tuple[Cost, ...] = ()
    choose: str = ""
    trigger: Trigger | None = None


class Build(Transformer[Token, Any]):
    """Parse tree of one paragraph -> parts.  A new instance per paragraph: it numbers the
    targets it meets and remembers the last object and player named, for "it" and "that
    player"."""

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.last_obj: Ref | None = None
        self.last_player: Ref | None = None
        self.event_obj: Ref = refs.This()  # what "that creature" means in a trigger

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

    # --- entry points ---

    def spell_paragraph(self, c: list[Any]) -> Any:
        return c[0]

    def permanent_paragraph(self, c: list[Any]) -> Any:
        return c[0]

    def mode_paragraph(self, c: list[Any]) -> Mode:
        effs = c[0].effects
        (effs,), specs = finish(effs)
        return Mode(effs, specs)

    def additional_cost(self, c: list[Any]) -> Fragment:
        return Fragment("additional_cost", costs=tuple(c))

    def modal_header(self, c: list[Any]) -> Fragment:
        return Fragment("modal", choose=c[0])

    def modal_trigger_header(self, c: list[Any]) -> Fragment:
        return Fragment("modal_trigger", trigger=c[0], choose=c[1])

    def choose_count(self, c: list[Token]) -> str:
        return " ".join(str(t) for t in c)

    # --- keyword abilities [702] ---

    def enchant(self, c: list[Any]) -> Any:
        types, subs = c[0]
        if not types and not subs:
            raise Unsupported("Enchant permanent")
        return aura_spell(types, subs)

    def enchant_what(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        types: list[str] = []
        subs: list[str] = []
        for kind, v in c:
            if kind == "types":
                types += v
            elif kind == "subtype":
                subs.append(v)
            else:
                raise Unsupported("an enchant keyword with a qualifier")
        return tuple(types), tuple(subs)

    def equip(self, c: list[Any]) -> Any:
        ability = Equip(text="")
        return dataclasses.replace(ability, mana=_mana(c[0]))

    def cycling(self, c: list[Any]) -> Any:
        return Cycling(str(_mana(c[0])), "")

    def crew(self, c: list[Any]) -> Any:
        return Crew(int(c[0]))

    def ward(self, c: list[Any]) -> Any:
        return Ward(str(_mana(c[0])))

    # --- triggered abilities [603] ---

    def triggered(self, c: list[Any]) -> TriggeredAbility:
        trigger, *rest = c
        condition = rest[0] if len(rest) == 2 else None
        frag: Fragment = rest[-1]
        (effs, condition), specs = finish(frag.effects, condition)
        return TriggeredAbility(trigger=trigger, effects=effs, targets=specs,
                                condition=condition)

    def intervening_if(self, c: list[Any]) -> Condition:
        return c[0]

    def trigger_clause(self, c: list[Any]) -> Trigger:
        return c[0]

    def _self_trigger(self, t: Trigger) -> Trigger:
        self.event_obj = refs.This()
        return t

    def enters(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.Enters())

    def dies(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.Dies())

    def attacks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.Attacks())

    def blocks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Blocks())

    def attacks_or_blocks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(AttacksOrBlocks())

    def enters_or_attacks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(EntersOrAttacks())

    def deals_combat_damage_to_player(self, c: list[Any]) -> Trigger:
        return self._self_trigger(triggers.DealsCombatDamageToPlayer())

    def beginning_of_step(self, c: list[Any]) -> Trigger:
        owner, step = c
        steps = {"upkeep": "upkeep", "end step": "end", "combat on your turn": "begin_combat",
                 "precombat main phase": "main1", "draw step": "draw"}
        if owner not in ("your", "each"):
            raise Unsupported(f"at the beginning of {owner} {step}")
        if step == "combat on your turn":
            if owner != "each":
                raise Unsupported("at the beginning of your combat on your turn")
            owner = "your"
        if steps[step] in ("main1", "draw"):
            raise Unsupported(f"a trigger at the beginning of the {step}")
        return triggers.BeginningOfStep(steps[step], yours=owner == "your")

    def step_owner(self, c: list[Token]) -> str:
        return " ".join(str(t) for t in c)

    def step(self, c: list[Token]) -> str:
        return " ".join(str(t) for t in c)

    def you_cast(self, c: list[Any]) -> Trigger:
        types, subtypes, not_types = c[0]
        self.event_obj = refs.EventObject()
        return triggers.YouCast(types=types, subtypes=subtypes, not_types=not_types)

    def any_spell(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return (), (), ()

    def spell_kind(self, c: list[Any]) -> Any:
        return c[-1]

    def spell_types(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        types: list[str] = []
        subs: list[str] = []
        nots: list[str] = []
        for word in c:
            if word == "noncreature":
                nots.append("Creature")
            elif word == "historic":
                raise Unsupported("historic spells")
            elif word in _TYPES:
                types.append(_TYPES[word])
            else:
                subs.append(word)
        if nots and (types or subs or len(c) > 1):
            raise Unsupported("a mixed spell description")
        return tuple(types), tuple(subs), tuple(nots)

    def spell_type(self, c: list[Token]) -> str:
        return str(c[0])

    def permanent_enters(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return c[0]

    def enters_self_or_another(self, c: list[Any]) -> Trigger:
        return PermanentEnters()

    def _enters_filter(self, f: targets.Filter) -> tuple[tuple[str, ...], tuple[str, ...], str]:
        extra = dataclasses.replace(f, types=(), subtype="", controller="",
                                    subtypes_any=())
        if extra != targets.Filter():
            raise Unsupported("an enters trigger with a qualified permanent")
        subs = (f.subtype,) if f.subtype else f.subtypes_any
        types = f.types if not subs else ()
        if subs and f.types not in ((), ("Creature",)):
            raise Unsupported("an enters trigger for a typed subtype")
        return types, subs, f.controller

    def enters_another(self, c: list[Any]) -> Trigger:
        types, subs, ctl = self._enters_filter(c[0])
        return PermanentEnters(types=types, subtypes=subs, controller=ctl, others_only=True)

    def enters_a(self, c: list[Any]) -> Trigger:
        types, subs, ctl = self._enters_filter(c[-1])
        return PermanentEnters(types=types, subtypes=subs, controller=ctl)

    def enters_self_or_another_kind(self, c: list[Any]) -> Trigger:
        types, subs, ctl = self._enters_filter(c[-1])
        return PermanentEnters(types=types, subtypes=subs, controller=ctl)

    def landfall(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return PermanentEnters(types=("Land",))

    def another_creature_dies(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return AnotherCreatureDies()

    def another_creature_you_control_dies(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return AnotherCreatureDies(controller="you")

    def you_gain_life(self, c: list[Any]) -> Trigger:
        return YouGainLife()

    # --- activated and mana abilities [602, 605] ---

    def activated(self, c: list[Any]) -> ActivatedAbility:
        (mana, cost_parts), frag, *limits = c
        (effs,), specs = finish(frag.effects)
        return ActivatedAbility(mana=mana, costs=cost_parts, effects=effs, targets=specs,
                                sorcery="sorcery" in limits,
                                once_per_turn="once" in limits)

    def sorcery_speed(self, c: list[Any]) -> str:
        return "sorcery"

    def once_per_turn(self, c: list[Any]) -> str:
        return "once"

    def activation_limit(self, c: list[Any]) -> str:
        return str(c[0])

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
        return costs.Sacrifice(c[-1])

    def sacrifice_another(self, c: list[Any]) -> Cost:
        return costs.Sacrifice(dataclasses.replace(c[0], other=True))

    def pay_life(self, c: list[Any]) -> Cost:
        if not isinstance(c[0], int):
            raise Unsupported("paying a variable amount of life")
        return costs.PayLife(c[0])

    def pay_energy(self, c: list[Any]) -> Cost:
        return costs.PayEnergy(c[0])

    def discard_cost(self, c: list[Any]) -> Cost:
        return costs.DiscardCards(c[0] if c and isinstance(c[0], int) else 1)

    def exile_self(self, c: list[Any]) -> Cost:
        return ExileSelf()

    def remove_counters_self(self, c: list[Any]) -> Cost:
        n, kind = c[0], c[1]
        return costs.RemoveCountersSelf(kind, n)

    def return_self_to_hand(self, c: list[Any]) -> Cost:
        return ReturnSelfToHand()

    def energy_symbols(self, c: list[Any]) -> int:
        return int(c[0])

    def energy_counted(self, c: list[Any]) -> int:
        if not isinstance(c[0], int) or int(c[1]) != 1:
            raise Unsupported("a variable amount of {E}")
        return c[0]

    def mana_ability(self, c: list[Any]) -> ManaAbility:
        (mana, cost_parts), (produce, amount, combination) = c
        energy = life = 0
        tap = False
        for part in cost_parts:
            if isinstance(part, costs.TapSelf):
                tap = True
            elif isinstance(part, costs.PayCounters) and part.kind == "energy":
                energy += part.n
            elif isinstance(part, costs.PayLife):
                life += part.n
            else:
                raise Unsupported("a mana ability with a cost the mana payer doesn't pay")
        if mana != ManaCost() or not tap:
            raise Unsupported("a mana ability with a mana cost or without {T}")
        return ManaAbility(produce=produce, amount=amount, energy=energy, life=life,
                           combination=combination)

    def add_symbols(self, c: list[Any]) -> tuple[str, int, bool]:
        syms = _mana_letters(str(c[0]))
        if len(set(syms)) != 1:
            raise Unsupported("a mana ability adding different mana at once")
        return syms[0], len(syms), False

    def add_one_of(self, c: list[Any]) -> tuple[str, int, bool]:
        letters = [_mana_letters(str(t)) for t in c]
        if any(len(x) != 1 for x in letters):
            raise Unsupported("a choice between several mana at once")
        return "".join(x[0] for x in letters), 1, False

    def add_any_color(self, c: list[Any]) -> tuple[str, int, bool]:
        return "WUBRG", 1, False

    def add_n_any_one_color(self, c: list[Any]) -> tuple[str, int, bool]:
        if not isinstance(c[0], int):
            raise Unsupported("a variable amount of mana")
        return "WUBRG", c[0], False

    def add_combination(self, c: list[Any]) -> tuple[str, int, bool]:
        if not isinstance(c[0], int):
            raise Unsupported("a variable amount of mana")
        return "WUBRG", c[0], True

    # --- as it enters [614.1c, 614.12] ---

    def enters_tapped(self, c: list[Any]) -> EntersWith:
        return EntersWith(tapped=True)

    def enters_tapped_unless(self, c: list[Any]) -> EntersWith:
        return EntersWith(tapped=True, unless=c[-1])

    def enters_with_counters(self, c: list[Any]) -> EntersWith:
        n, kind = c[-2], c[-1]
        if isinstance(n, int):
            return EntersWith(counters=((kind, n),))
        return EntersWith(amount=n, counter_kind=kind)

    # --- statics [604] ---

    def static(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(effect=c[0])

    def static_as_long_as(self, c: list[Any]) -> StaticAbility:
        condition, effect = c
        if not isinstance(effect, statics.SelfKeywords):
            raise Unsupported("an 'as long as' static other than on itself")
        return StaticAbility(effect=effect, condition=condition)

    def static_body(self, c: list[Any]) -> Any:
        return c[0]

    def _anthem(self, subject: tuple[bool, targets.Filter], pt: tuple[Any, Any],
                kws: tuple[str, ...]) -> statics.Anthem:
        others, f = subject
        p, t = pt
        if not (isinstance(p, int) and isinstance(t, int)):
            raise Unsupported("a static P/T change by a variable amount")
        subtype = f.subtype
        if f.types not in (("Creature",),) or dataclasses.replace(
                f, types=(), subtype="", controller="") != targets.Filter():
            raise Unsupported("a static on permanents the anthem part can't describe")
        return statics.Anthem(p, t, kws, others=others, yours=True, subtype=subtype)

    def anthem(self, c: list[Any]) -> Any:
        return self._anthem(c[0], _pt(c[1]), ())

    def anthem_kw(self, c: list[Any]) -> Any:
        return self._anthem(c[0], _pt(c[1]), c[2])

    def anthem_only_kw(self, c: list[Any]) -> Any:
        return self._anthem(c[0], (0, 0), c[1])

    def yours_plural(self, c: list[Any]) -> tuple[bool, targets.Filter]:
        return False, _filter(c, controller="you")

    def others_yours_plural(self, c: list[Any]) -> tuple[bool, targets.Filter]:
        return True, _filter(c, controller="you")

    def perm_pl_subject(self, c: list[Any]) -> Any:
        return c[0]

    def attached_gets(self, c: list[Any]) -> Any:
        p, t = _pt(c[-1])
        return _attached(p, t, ())

    def attached_gets_kw(self, c: list[Any]) -> Any:
        p, t = _pt(c[-2])
        return _attached(p, t, c[-1])

    def attached_has(self, c: list[Any]) -> Any:
        return _attached(0, 0, c[-1])

    def attached_ref(self, c: list[Any]) -> str:
        return "attached"

    def self_gets(self, c: list[Any]) -> Any:
        p, t = _pt(c[-1])
        if not (isinstance(p, int) and isinstance(t, int)):
            raise Unsupported("a static P/T change by a variable amount")
        return statics.SelfKeywords(power=p, toughness=t)

    def self_has(self, c: list[Any]) -> Any:
        return statics.SelfKeywords(keywords=c[-1])

    def self_cant_block(self, c: list[Any]) -> Any:
        from aetherworks.vocab.exchange import SelfRule

        return SelfRule("cant_block")

    # --- effects ---

    def effect_text(self, c: list[Any]) -> Fragment:
        return Fragment("effects", effects=_join_sentences(c))

    def plain(self, c: list[Any]) -> tuple[str, Any]:
        return "plain", c[0]

    def may(self, c: list[Any]) -> tuple[str, Any]:
        return "may", c[0]

    def may_pay_mana(self, c: list[Any]) -> tuple[str, Any]:
        return "may_pay_mana", str(_mana(c[0]))

    def may_pay_energy(self, c: list[Any]) -> tuple[str, Any]:
        return "may_pay_energy", c[0]

    def if_you_do(self, c: list[Any]) -> tuple[str, Any]:
        return "if_you_do", c[0]

    def if_you_dont(self, c: list[Any]) -> tuple[str, Any]:
        return "if_you_dont", c[0]

    def if_condition(self, c: list[Any]) -> tuple[str, Any]:
        return "plain", (effects.If(c[0], then=c[1]),)

    def clauses(self, c: list[Any]) -> tuple[Effect, ...]:
        return _effects(c[0])

    def clause_seq(self, c: list[Any]) -> tuple[Effect, ...]:
        return tuple(e for x in c for e in _effects(x))

    def clause(self, c: list[Any]) -> Any:
        return c[0]

    def damage_more(self, c: list[Any]) -> Effect:
        return effects.Damage(c[0], c[1])

    # damage [120.3]
    def deal_damage(self, c: list[Any]) -> Any:
        return c[0]

    def source(self, c: list[Any]) -> Any:
        return None

    def damage(self, c: list[Any]) -> Effect:
        n, to = c[-2], c[-1]
        return effects.Damage(n, to)

    def damage_equal(self, c: list[Any]) -> Effect:
        return effects.Damage(c[-2], c[-1])

    def damage_recipient(self, c: list[Any]) -> Any:
        return c[0]

    def any_target(self, c: list[Any]) -> Ref:
        return self._slot(targets.AnyTarget())

    def target_player_or_planeswalker(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetPlayerOrPlaneswalker())

    def target_opponent_or_planeswalker(self, c: list[Any]) -> Ref:
        raise Unsupported("target opponent or planeswalker")

    def each_opponent(self, c: list[Any]) -> Ref:
        return refs.EachOpponent()

    def each_player(self, c: list[Any]) -> Ref:
        return refs.EachPlayer()

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

    def its_controller(self, c: list[Any]) -> Ref:
        if isinstance(self.last_obj, Slot):
            return SlotController(self.last_obj.uid)
        raise Unsupported("'its controller' of something that is not a target")

    def defending_player(self, c: list[Any]) -> Ref:
        return DefendingPlayer()

    def player(self, c: list[Any]) -> Ref:
        return c[0]

    # effects on players
    def player_effect(self, c: list[Any]) -> Any:
        return c[0]

    def draw(self, c: list[Any]) -> Effect:
        return effects.Draw(c[1], c[0])

    def draw_you(self, c: list[Any]) -> Effect:
        return effects.Draw(c[0])

    def gain_life(self, c: list[Any]) -> Effect:
        return effects.GainLife(c[1], c[0])

    def lose_life(self, c: list[Any]) -> Effect:
        return effects.LoseLife(c[1], c[0])

    def get_energy(self, c: list[Any]) -> Effect:
        return effects.GetEnergy(c[1], c[0])

    def get_energy_you(self, c: list[Any]) -> Effect:
        return effects.GetEnergy(c[0])

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
        from aetherworks.vocab.library import Surveil

        return Surveil(c[0])

    def edict(self, c: list[Any]) -> Effect:
        from aetherworks.vocab.sacrifice import SacrificeChosen

        return SacrificeChosen(c[-1], c[0])

    def create_tokens(self, c: list[Any]) -> Effect:
        who, (token, n, tapped) = c
        return effects.CreateTokens(token, n, who, tapped=tapped)

    def create_you(self, c: list[Any]) -> Effect:
        token, n, tapped = c[0]
        return effects.CreateTokens(token, n, tapped=tapped)

    # effects on objects
    def object_effect(self, c: list[Any]) -> Any:
        return c[0]

    def pump(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0])

    def pump_kw(self, c: list[Any]) -> Effect:
        p, t = _pt(c[1])
        return effects.Pump(p, t, on=c[0], keywords=c[2])

    def gains_kw(self, c: list[Any]) -> Effect:
        return effects.Pump(on=c[0], keywords=c[1])

    def pump_pre(self, c: list[Any]) -> Effect:
        return self.pump(c)

    def gains_kw_pre(self, c: list[Any]) -> Effect:
        return self.gains_kw(c)

    def cant_block_this_turn(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(CantBlock(), on=c[0])

    def doesnt_untap_next(self, c: list[Any]) -> Effect:
        raise Unsupported("doesn't untap during its controller's next untap step")

    def imperative(self, c: list[Any]) -> Any:
        return c[0]

    def destroy(self, c: list[Any]) -> Effect:
        return effects.Destroy(c[0])

    def exile(self, c: list[Any]) -> Effect:
        return effects.Exile(c[0])

    def return_to_hand(self, c: list[Any]) -> Effect:
        return effects.ReturnToHand(c[0])

    def return_to_battlefield(self, c: list[Any]) -> Effect:
        return ReturnToBattlefield(c[0])

    def return_to_battlefield_tapped(self, c: list[Any]) -> Effect:
        return ReturnToBattlefield(c[0], tapped=True)

    def tap_it(self, c: list[Any]) -> Effect:
        return effects.TapIt(c[0])

    def untap_it(self, c: list[Any]) -> Effect:
        return effects.UntapIt(c[0])

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

    def search_basic_land(self, c: list[Any]) -> Effect:
        return effects.SearchLibrary()

    def search_basic_land_tapped(self, c: list[Any]) -> Effect:
        return effects.SearchLibrary(to="battlefield", tapped=True)

    # --- objects ---

    def obj(self, c: list[Any]) -> Any:
        return c[0]

    def this_ref(self, c: list[Any]) -> Ref:
        self.last_obj = refs.This()
        return refs.This()

    def that_object(self, c: list[Any]) -> Ref:
        if self.last_obj is not None:
            return self.last_obj
        return self.event_obj

    def each_perm(self, c: list[Any]) -> Ref:
        return EachPermanent(c[0])

    def each_perm_pl(self, c: list[Any]) -> Ref:
        return EachPermanent(c[0])

    def each_perm_subject(self, c: list[Any]) -> Ref:
        others, f = c[0]
        return EachPermanent(dataclasses.replace(f, other=others))

    def target_phrase(self, c: list[Any]) -> Any:
        return c[0]

    def _target_spec(self, f: targets.Filter, count: int = 1, min_count: int = 1) -> TargetSpec:
        if f.combat == "attacking" and f.types == ("Creature",):
            return TargetAttackingCreature(dataclasses.replace(f, combat=""), count, min_count)
        return targets.TargetPermanent(f, count, min_count)

    def target_permanent(self, c: list[Any]) -> Ref:
        return self._slot(self._target_spec(c[0]))

    def another_target(self, c: list[Any]) -> Ref:
        return self._slot(self._target_spec(dataclasses.replace(c[0], other=True)))

    def up_to_targets(self, c: list[Any]) -> Ref:
        n, f = c
        if not isinstance(n, int):
            raise Unsupported("up to X targets")
        return self._slot(self._target_spec(f, n, 0))

    def n_targets(self, c: list[Any]) -> Ref:
        n, f = c
        return self._slot(self._target_spec(f, n, n))

    def spell_obj(self, c: list[Any]) -> Any:
        return c[0]

    def target_spell(self, c: list[Any]) -> Ref:
        types, subs, nots = c[0]
        if subs:
            raise Unsupported("a target spell by subtype")
        return self._slot(targets.TargetSpell(types=types, not_types=nots))

    def target_any_spell(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetSpell())

    def spell_desc(self, c: list[Any]) -> Any:
        return self.spell_types(c)

    def gy_obj(self, c: list[Any]) -> Any:
        return c[0]

    def target_card_in_your_graveyard(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetCardInGraveyard(types=_card_types(c[0])))

    def target_card_in_a_graveyard(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetCardInGraveyard(types=_card_types(c[0]), yours=False))

    def target_any_card_in_your_graveyard(self, c: list[Any]) -> Ref:
        return self._slot(targets.TargetCardInGraveyard())


    # --- permanent descriptions ---

    def perm_desc(self, c: list[Any]) -> targets.Filter:
        return _filter(c)

    def perm_any(self, c: list[Any]) -> Any:
        return c[0]

    def types(self, c: list[Any]) -> tuple[str, Any]:
        words = [w for w in c]
        out: list[str] = []
        for w in words:
            if w == "permanent":
                continue
            out += w
        return "types", tuple(out)

    def card_type_sg(self, c: list[Token]) -> list[str]:
        words = [str(t) for t in c]
        if words == ["artifact", "creature"]:
            raise Unsupported("an artifact creature (both types)")
        return [_TYPES[words[0]]] if words[0] in _TYPES else []

    def types_pl(self, c: list[Any]) -> tuple[str, Any]:
        out: list[str] = []
        for w in c:
            out += w
        return "types", tuple(out)

    def card_type_pl(self, c: list[Token]) -> list[str]:
        words = [str(t) for t in c]
        if words == ["artifact", "creatures"]:
            raise Unsupported("artifact creatures (both types)")
        return [_PLURAL_TYPES[words[0]]] if words[0] in _PLURAL_TYPES else []

    def subtype_only(self, c: list[Any]) -> tuple[str, Any]:
        return "subtype", str(c[0])

    def subtype_creature(self, c: list[Any]) -> tuple[str, Any]:
        return "subtype_creature", str(c[0])

    def subtype_pair(self, c: list[Any]) -> tuple[str, Any]:
        return "subtypes_any", (str(c[0]), str(c[1]))

    def pre_mod(self, c: list[Token]) -> tuple[str, Any]:
        words = [str(t) for t in c]
        w = " ".join(words)
        if words[0] == "non" and len(words) == 2:
            return "not_subtype", words[1]
        if w in ("white", "blue", "black", "red", "green"):
            return "colors", _COLORS[w]
        if w.startswith("non") and w[3:] in _COLORS:
            return "not_colors", _COLORS[w[3:]]
        if w.startswith("non") and w[3:] in _TYPES:
            return "not_types", _TYPES[w[3:]]
        return {
            "tapped": ("tapped", True), "untapped": ("tapped", False),
            "attacking": ("combat", "attacking"), "blocking": ("combat", "blocking"),
            "attacking or blocking": ("combat", "attacking_or_blocking"),
            "nontoken": ("token", False), "token": ("token", True),
            "nonbasic": ("not_supertype", "Basic"), "basic": ("supertype", "Basic"),
            "legendary": ("supertype", "Legendary"),
            "nonlegendary": ("not_supertype", "Legendary"),
            "other": ("other", True), "colorless": ("color_count", "colorless"),
            "multicolored": ("color_count", "multicolored"),
            "monocolored": ("color_count", "monocolored"),
        }.get(w, ("unsupported", w))

    def color(self, c: list[Token]) -> str:
        return str(c[0])

    def pm_you_control(self, c: list[Any]) -> tuple[str, Any]:
        return "controller", "you"

    def pm_opponent_controls(self, c: list[Any]) -> tuple[str, Any]:
        return "controller", "opponent"

    def pm_with_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return "keyword", c[0]

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
        n, size, colors, (subs, types), *rest = c
        kws = rest[0] if rest else ()
        p, t = _size(str(size))
        if "Creature" not in types:
            raise Unsupported("a noncreature token with power and toughness")
        name = " ".join(subs) if subs else "Token"
        return TokenDef(name, p, t, types, subs, colors=colors, keywords=kws), n, tapped

    def token_tapped(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        return self.token(c, tapped=True)

    def predefined_token(self, c: list[Any]) -> tuple[TokenDef, Any, bool]:
        n, name = c[0], str(c[1])
        if name not in PREDEFINED_TOKENS or name not in COMPLETE_PREDEFINED:
            raise Unsupported(f"a {name} token (its abilities aren't in the vocabulary)")
        return PREDEFINED_TOKENS[name], n, False

    def token_spec(self, c: list[Any]) -> Any:
        return c[0]

    def token_colors(self, c: list[Any]) -> tuple[str, ...]:
        order = "WUBRG"
        return tuple(sorted((_COLORS[str(x)] for x in c), key=order.index))

    def colorless(self, c: list[Any]) -> tuple[str, ...]:
        return ()

    def color_name(self, c: list[Token]) -> str:
        return str(c[0])

    def token_kinds(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        subs = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
        types = [x for x in c if not (isinstance(x, Token) and x.type == "SUBTYPE")]
        order = ["Artifact", "Enchantment", "Creature"]
        return subs, tuple(sorted(types, key=order.index))

    def token_card_type(self, c: list[Token]) -> str:
        return _TYPES[str(c[0])]

    def token_with(self, c: list[Any]) -> tuple[str, ...]:
        return c[0]

    # --- conditions ---

    def condition(self, c: list[Any]) -> Condition:
        return c[0]

    def you_control(self, c: list[Any]) -> Condition:
        return cond.YouControl(c[-1])

    def you_control_n(self, c: list[Any]) -> Condition:
        return cond.YouControl(c[1], at_least=c[0])

    def you_control_subtypes(self, c: list[Any]) -> Condition:
        return cond.YouControl(subtypes_any=(str(c[0]), str(c[1])))

    def fast_land(self, c: list[Any]) -> Condition:
        return cond.YouControl(targets.Filter(types=("Land",), other=True), at_most=2)

    def cast_from_hand(self, c: list[Any]) -> Condition:
        return cond.CastFromHand()

    def has_energy(self, c: list[Any]) -> Condition:
        return cond.HasCounters("energy", _int(c[0]))

    def your_turn(self, c: list[Any]) -> Condition:
        return YourTurn()

    # --- keywords, amounts, numbers ---

    def keywords(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(c)

    def keyword(self, c: list[Token]) -> str:
        w = " ".join(str(t) for t in c)
        return _KEYWORD.get(w, w.capitalize())

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

    def amount_equal(self, c: list[Any]) -> Any:
        return c[0]

    def its_power(self, c: list[Any]) -> Amount:
        return refs.PowerOf(self.last_obj or self.event_obj)

    def self_power(self, c: list[Any]) -> Amount:
        return refs.PowerOf(refs.This())

    def count_yours(self, c: list[Any]) -> Amount:
        return CountOf(dataclasses.replace(c[0], controller=""))

    def cards_in_hand(self, c: list[Any]) -> Amount:
        return CardsInHand()

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


def _card_types(kind: tuple[str, Any]) -> tuple[str, ...]:
    """The card types of a "target [type] card" description."""
    k, v = kind
    if k != "types" or not v:
        raise Unsupported("a graveyard card by subtype or 'permanent card'")
    return tuple(v)


def _join_sentences(sentences: list[tuple[str, Any]]) -> tuple[Effect, ...]:
    """The effects of a run of sentences: "you may X. If you do, Y. If you don't, Z." is one
    optional action with its branches [603.5, 608.2c]."""
    out: list[Effect] = []
    i = 0
    while i < len(sentences):
        kind, body = sentences[i]
        then: tuple[Effect, ...] = ()
        otherwise: tuple[Effect, ...] = ()
        j = i + 1
        if j < len(sentences) and sentences[j][0] == "if_you_do":
            then = sentences[j][1]
            j += 1
        if j < len(sentences) and sentences[j][0] == "if_you_dont":
            otherwise = sentences[j][1]
            j += 1
        if kind == "plain":
            if j > i + 1:
                raise Unsupported("'if you do' after an action that isn't optional")
            out += body
        elif kind == "may":
            out.append(MayOrElse(then=(*body, *then), otherwise=otherwise,
                                 prompt="Do it?"))
        elif kind in ("may_pay_mana", "may_pay_energy"):
            if not then:
                raise Unsupported("'you may pay' with nothing for it")
            if otherwise:
                raise Unsupported("'if you don't' after a payment")
            out.append(MayPayMana(body, then=then) if kind == "may_pay_mana"
                       else effects.MayPay("energy", body, then=then))
        else:
            raise Unsupported(f"'{kind.replace('_', ' ')}' without a 'you may' before it")
        i = j
    return tuple(out)


def _mana(symbols: Any) -> ManaCost:
    try:
        return ManaCost.parse(str(symbols))
    except ValueError:
        raise Unsupported(f"the mana symbols {symbols}") from None


def _int(v: Any) -> int:
    if not isinstance(v, int):
        raise Unsupported("a variable number where a fixed one is needed")
    return v


def _effects(x: Any) -> tuple[Effect, ...]:
    if isinstance(x, Effect):
        return (x,)
    if isinstance(x, tuple):
        return x
    raise Unsupported(f"not an effect: {x!r}")


def _pt(tok: Any) -> tuple[Any, Any]:
    """"+2/+2" -> (2, 2); "+X/+0" -> (X(), 0); "-X/-X" -> (Neg(X()), ...)."""
    from aetherworks.vocab.zone_triggers import Neg

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


def _size(s: str) -> tuple[int, int]:
    p, t = s.split("/")
    if not (p.isdigit() and t.isdigit()):
        raise Unsupported(f"a {s} token")
    return int(p), int(t)


def _mana_letters(symbols: str) -> list[str]:
    import re

    out = []
    for sym in re.findall(r"\{([^}]+)\}", symbols):
        if sym in ("W", "U", "B", "R", "G", "C"):
            out.append(sym)
        else:
            raise Unsupported(f"adding {{{sym}}}")
    return out


def _attached(p: Any, t: Any, kws: tuple[str, ...]) -> Any:
    if not (isinstance(p, int) and isinstance(t, int)):
        raise Unsupported("an attached P/T change by a variable amount")
    return statics.AttachedGets(p, t, kws)


def _filter(mods: list[Any], **base: Any) -> targets.Filter:
    """A :class:`Filter` from the (field, value) pairs of a description's words."""
    kw: dict[str, Any] = dict(base)
    for m in mods:
        if m is None:
            continue
        if isinstance(m, targets.Filter):  # a nested description (the subject of a static)
            return m
        k, v = m
        if k == "unsupported":
            raise Unsupported(f"the qualifier {v!r}")
        if k == "types":
            kw["types"] = v
        elif k == "subtype":
            kw["subtype"] = v
        elif k == "subtype_creature":
            kw["subtype"] = v
            kw["types"] = ("Creature",)
        elif k in ("colors", "not_colors", "not_types"):
            kw[k] = (*kw.get(k, ()), v)
        elif k in kw and kw[k] != v:
            raise Unsupported(f"two {k} qualifiers")
        else:
            kw[k] = v
    if "subtype" in kw and "types" not in kw:
        kw["types"] = ()
    return targets.Filter(**kw)

