"""Builder methods for the templates of the Amonkhet block (Amonkhet, Hour of Devastation):
exert as a cost and "whenever you exert a creature" [701.43], cycling triggers [702.29c-d],
"can't attack or block unless ..." (the Gods) [508.1c, 509.1c], the Desert conditions,
brick counters, the Monuments' "[color] creature spells you cast cost {1} less" [601.2f].

A mixin of :class:`~aetherworks.compiler.build.Build`: the grammar rules are in
``oracle.lark``, each naming the method here by its alias.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from aetherworks.engine.defs import (
    Ability,
    Condition,
    Cost,
    Effect,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from aetherworks.vocab import conditions as cond
from aetherworks.vocab import costs, refs
from aetherworks.vocab.animate import AddColors
from aetherworks.vocab.chosen import ExileGraveyards
from aetherworks.vocab.counter_actions import RemoveAllCounters, RemoveCounters
from aetherworks.vocab.counts import CardsInGraveyard
from aetherworks.vocab.cycling import CycleThis, YouCycle
from aetherworks.vocab.effects import Exile
from aetherworks.vocab.embalm import Eternalize
from aetherworks.vocab.energy import AtNextStep
from aetherworks.vocab.energy_payments import MayPlayThisTurn
from aetherworks.vocab.enters_tapped import OpponentsEnterTapped
from aetherworks.vocab.exert import ExertSelf, YouExert
from aetherworks.vocab.from_graveyard import FromGraveyard
from aetherworks.vocab.library import ShuffleGraveyardIntoLibrary
from aetherworks.vocab.modifications import AttachedBasePT
from aetherworks.vocab.player_triggers import YouDiscard
from aetherworks.vocab.reanimate import ReturnAllFromGraveyard, ReturnThisCard, ReturnToBattlefield
from aetherworks.vocab.saga import ExileTop
from aetherworks.vocab.search import SearchFor, SearchForAny
from aetherworks.vocab.state_conditions import (
    CardInGraveyard,
    CardsInGraveyardAtLeast,
    CountersAtLeast,
    EitherCondition,
    PermanentsAtLeast,
)
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.targets import TargetCardInGraveyard
from aetherworks.vocab.turn_history import (
    CardsDiscardedThisTurn,
    CreatureDiedThisTurn,
    TargetAttackedOrBlocked,
    YouCastThisTurn,
)
from aetherworks.vocab.ward import BecomesTarget


@dataclass(frozen=True)
class NewObject(Effect):
    """Compile-time only: "that card" naming what an earlier effect of the same ability
    moved (exiled, returned to the battlefield), which is a new object [400.7].
    :func:`link_new_objects` makes that effect remember the new object under a key and
    replaces this with ``make(key)``; one left unlinked makes the paragraph unsupported."""

    slot: Any = None
    make: Any = None  # key -> tuple of effects


@dataclass(frozen=True)
class ThatMovedCard:
    """Compile-time only: "that card" naming a target an earlier sentence moved ("Exile target
    creature. Return that card to the battlefield ..."), the new object it became [400.7].
    Only a template that links it reads it (``return_exiled_at_end``); one left anywhere else
    makes the paragraph unsupported (:func:`link_new_objects`)."""

    slot: Any = None


# The memory key for the new object of each kind of zone change.
_NEW_KEYS = {Exile: "exiled", ReturnToBattlefield: "returned"}


def link_new_objects(effs: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Resolve each :class:`NewObject` against the nearest earlier effect that moved the
    same target, anywhere inside the effects before it (a "you may" branch included)."""
    from aetherworks.compiler.build import Unsupported, substitute

    out: list[Effect] = []
    for e in effs:
        if not isinstance(e, NewObject):
            out.append(e)
            continue
        linked = ""
        for j in range(len(out) - 1, -1, -1):
            def mark(v: Any, slot: Any = e.slot) -> Any:
                nonlocal linked
                kind = type(v)
                if not linked and kind in _NEW_KEYS and v.what == slot:
                    linked = _NEW_KEYS[kind]
                    return dataclasses.replace(v, remember=linked)
                return None
            out[j] = substitute(out[j], mark)
            if linked:
                break
        if not linked:
            raise Unsupported("'that card' without an earlier effect that moved it")
        out += e.make(linked)
    leftover: list[Any] = []
    substitute(tuple(out), lambda v: leftover.append(v)
               if isinstance(v, (NewObject, ThatMovedCard)) else None)
    if leftover:
        raise Unsupported("'that card' inside a branch, after the effect that moved it")
    return tuple(out)


class AmonkhetRules:
    """Templates of the Amonkhet block; see the module docstring."""

    event_obj: refs.Ref

    # --- triggers ---

    def you_exert(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.EventObject()
        return YouExert()

    def you_cycle(self, c: list[Any]) -> Trigger:
        return CycleThis()

    def you_cycle_any(self, c: list[Any]) -> Trigger:
        return YouCycle()

    def you_cycle_another(self, c: list[Any]) -> Trigger:
        return YouCycle(others=True)

    def you_cycle_or_discard_another(self, c: list[Any]) -> Trigger:
        # Cycling discards: the discard trigger sees a cycled card once [702.29d].
        self.event_obj = refs.EventObject()
        return YouDiscard(others=True)

    def spell_triggered(self, c: list[Any]) -> Ability:
        """An instant's or sorcery's own triggered ability: only one that triggers from
        where the card is ("when you cycle this card", "whenever ..., return this card from
        your graveyard") can ever trigger [702.29c, 113.6m]."""
        from aetherworks.compiler.build import Unsupported

        ab = c[0]
        if not isinstance(ab.trigger, (CycleThis, FromGraveyard)):
            raise Unsupported("a triggered ability of an instant or sorcery")
        return ab  # type: ignore[no-any-return]

    def sorcery_and_only_if(self, c: list[Any]) -> tuple[Any, ...]:
        return ("sorcery", self.activate_only_if(c))  # type: ignore[attr-defined]

    def becomes_target_of_spell(self, c: list[Any]) -> Trigger:
        self.event_obj = refs.This()
        return BecomesTarget(spells_only=True)

    # --- costs ---

    def exert_self_cost(self, c: list[Any]) -> Cost:
        return ExertSelf()

    def put_counter_cost(self, c: list[Any]) -> Cost:
        from aetherworks.compiler.build import Unsupported, _perm_filter

        kind, f = [x for x in c if x is not None]
        f = _perm_filter(f)
        if f.controller != "you":
            raise Unsupported("a counter put as a cost on a permanent you don't control")
        return costs.PutCounterOnChosen(f, kind=str(kind))

    def eternalize_discard(self, c: list[Any]) -> Ability:
        from aetherworks.compiler.build import _mana

        mana = str(_mana(c[0]))
        ab = Eternalize(mana, text=f"Eternalize—{mana}, Discard a card")
        return dataclasses.replace(ab, costs=(*ab.costs, costs.DiscardCards(1)))

    # --- effects ---

    def remove_counters(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _int

        n, kind, on = c
        return RemoveCounters(str(kind), _int(n), on)

    def remove_all_counters_from(self, c: list[Any]) -> Any:
        kind, on = c
        return RemoveAllCounters(str(kind), on)

    def _named_before(self) -> refs.Ref:
        from aetherworks.compiler.build import Unsupported

        last: refs.Ref | None = self.last_obj  # type: ignore[attr-defined]
        if last is None:
            # "it" names the event's object (``that_object``) without remembering it
            if self.event_obj == refs.This() or isinstance(self.event_obj, refs.EventObject):
                return self.event_obj
            raise Unsupported("a clause without a subject and nothing named before it")
        return last

    def cant_be_blocked_last(self, c: list[Any]) -> Any:
        """"... gets +1/+0 until end of turn and can't be blocked this turn": the same
        object [509.1b]."""
        return self.cant_be_blocked_this_turn([self._named_before()])  # type: ignore[attr-defined]

    def cant_be_blocked_by_last(self, c: list[Any]) -> Any:
        return self.cant_be_blocked_by_this_turn([self._named_before(), c[-1]])  # type: ignore[attr-defined]

    def lose_life_last(self, c: list[Any]) -> Any:
        """"Target player draws two cards and loses 2 life": the target player."""
        from aetherworks.compiler.build import Slot, Unsupported
        from aetherworks.vocab import effects

        who = self.last_player  # type: ignore[attr-defined]
        if not isinstance(who, Slot):
            raise Unsupported("'loses N life' without a target player named before")
        return effects.LoseLife(c[-1], who)

    def exile_edict(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _perm_filter
        from aetherworks.vocab.chosen_permanents import ExileChosen

        return ExileChosen(_perm_filter(c[-1]), c[0])

    def discard_that_many(self, c: list[Any]) -> Any:
        from aetherworks.vocab import effects

        return effects.DiscardChosen(refs.EventAmount(), c[0])

    def return_to_hand_at_end(self, c: list[Any]) -> Any:
        """"When ~ dies, return it to its owner's hand at the beginning of the next end
        step" (the Gods of Hour of Devastation) [603.7a]: the card in the graveyard."""
        from aetherworks.compiler.build import Unsupported

        if not (self.self_moved and c[0] == refs.EventOther()):  # type: ignore[attr-defined]
            raise Unsupported("returning something other than the card that just died")
        return AtNextStep("end", TriggeredAbility(
            effects=(ReturnThisCard("graveyard", "hand"),),
            text="Return it to its owner's hand at the beginning of the next end step."),
            key="event_other")

    def return_all_to_hand(self, c: list[Any]) -> Any:
        return self._return_all(c, "hand")

    def return_all_to_battlefield(self, c: list[Any]) -> Any:
        return self._return_all(c, "battlefield")

    def _return_all(self, c: list[Any], to: str) -> Any:
        from aetherworks.compiler.build import _TYPES, Unsupported

        (_, word), *power = c
        if word not in _TYPES:
            raise Unsupported(f"returning all {word} cards")
        return ReturnAllFromGraveyard((_TYPES[word],), power[0] if power else None, to)

    def mass_power(self, c: list[Any]) -> int:
        from aetherworks.compiler.build import _int

        return _int(c[0])

    def cant_attack_this_turn(self, c: list[Any]) -> Any:
        from aetherworks.engine.hooks import Rule
        from aetherworks.vocab import effects
        from aetherworks.vocab.restrictions import RuleEffect

        return effects.ApplyContinuous(RuleEffect(Rule.CANT_ATTACK), on=c[0])

    def hk_nonlegendary_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ("Land", "Legendary")

    def clause_then_may(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _effects
        from aetherworks.vocab.energy_payments import MayOrElse

        first, then = c
        return (*_effects(first), MayOrElse(then=_effects(then), prompt="Do it?"))

    def gains_ability_pre(self, c: list[Any]) -> Any:
        return self.gains_ability(c)  # type: ignore[attr-defined]

    def pump_quoted_pre(self, c: list[Any]) -> Any:
        on, ptok, abilities = c
        return (self.pump_pre([on, ptok]),  # type: ignore[attr-defined]
                self.gains_ability([on, abilities]))  # type: ignore[attr-defined]

    def up_to_cards_with_keyword(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _int

        n, kw = _int(c[0]), str(c[1])
        return self._slot(TargetCardInGraveyard(  # type: ignore[attr-defined]
            keyword=kw.capitalize(), count=n, min_count=0))

    def keyword_ab(self, c: list[Any]) -> str:
        return str(c[0])

    def impulse(self, c: list[Any]) -> Any:
        """"Exile the top card of your library. Until end of turn, you may play that card."
        [406.3, 611.2a]"""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (ExileTop(1), MayPlayThisTurn("exiled",
                                                                 cast_only=c[-1] == "cast")))

    def impulse_play(self, c: list[Any]) -> str:
        return str(c[0])

    def typed_spells(self, c: list[Any]) -> str:
        return str(c[0])

    def play_or_cast(self, c: list[Any]) -> str:
        return str(c[0])

    def return_dead_to_battlefield(self, c: list[Any]) -> Any:
        """"When this creature dies, return it to the battlefield [tapped] under its
        owner's control": the card that went to the graveyard [603.10a, 400.7]."""
        from aetherworks.compiler.build import Unsupported

        what, control = c
        if not (self.self_moved and what == refs.EventOther()):  # type: ignore[attr-defined]
            raise Unsupported("returning to the battlefield something other than the dead card")
        return ReturnToBattlefield(what, under_owner=str(control) == "its owner's")

    def return_dead_to_battlefield_tapped(self, c: list[Any]) -> Any:
        return dataclasses.replace(self.return_dead_to_battlefield(c), tapped=True)

    def typed_threshold(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _TYPES, Unsupported, _int

        n, (_, word) = c
        if word not in _TYPES:
            raise Unsupported(f"counting {word} cards")
        return CardsInGraveyardAtLeast((_TYPES[word],), _int(n))

    def search_either(self, c: list[Any]) -> Any:
        """"Search your library for a basic land card or a Desert card, put it onto the
        battlefield, then shuffle" [701.23]."""
        from aetherworks.compiler.build import _TYPES, Unsupported

        *descs, put = [x for x in c if x is not None]
        kinds = []
        for words in descs:
            mods = [w for w in words if w == "basic"]
            rest = [w for w in words if w != "basic"]
            if len(rest) != 1:
                raise Unsupported("a searched card described by several words")
            w = rest[0]
            kinds.append(SearchFor(types=(_TYPES[w],) if w in _TYPES else (),
                                   subtypes=() if w in _TYPES else (w,),
                                   supertypes=("Basic",) if mods else ()))
        to = {"hand": "hand", "battlefield": "battlefield"}.get(put)
        if to is None:
            raise Unsupported(f"a searched card put {put}")
        return SearchForAny(any_of=tuple(kinds), to=to)

    def exile_all_graveyards(self, c: list[Any]) -> Any:
        return ExileGraveyards()

    def shuffle_graveyard(self, c: list[Any]) -> Any:
        return ShuffleGraveyardIntoLibrary(c[0])

    def gains_kw_pump_pre(self, c: list[Any]) -> Any:
        on, kw, ptok = c
        return self.pump_kw_pre([on, ptok, self.keywords([kw])])  # type: ignore[attr-defined]

    def gains_kw_quoted_pre(self, c: list[Any]) -> Any:
        from aetherworks.vocab import effects

        on, kw, abilities = c
        return (effects.Pump(on=on, keywords=self.keywords([kw])),  # type: ignore[attr-defined]
                self.gains_ability([on, abilities]))  # type: ignore[attr-defined]

    # --- costs (graveyard) ---

    def return_exiled_at_end(self, c: list[Any]) -> Any:
        """"Exile target creature. Return that card to the battlefield under its owner's
        control at the beginning of the next end step." [603.7a, 400.7]"""
        from aetherworks.compiler.build import Unsupported

        if not isinstance(c[0], ThatMovedCard):
            raise Unsupported("returning at the next end step something other than 'that card'")
        slot = c[0].slot
        owner = str(c[-1]) == "its owner's"
        ability = TriggeredAbility(
            effects=(ReturnThisCard("exile", "battlefield", under_owner=owner),),
            text="Return that card to the battlefield.")
        return NewObject(slot, lambda key: (AtNextStep("end", ability, key=key),))

    def that_creature_is(self, c: list[Any]) -> Any:
        """"That creature is a black Zombie in addition to its other colors and types"
        [613.1d-e]: the returned creature, for as long as it stays [611.2c]."""
        from aetherworks.compiler.build import Sentence, Slot, Unsupported
        from aetherworks.vocab import effects

        slot = self.last_obj  # type: ignore[attr-defined]
        if not isinstance(slot, Slot):
            raise Unsupported("'that creature' that isn't a target")
        colors: tuple[str, ...] = next((x for x in c if isinstance(x, tuple)), ())
        subtype = next(str(x) for x in c if getattr(x, "type", "") == "SUBTYPE")

        def make(key: str) -> tuple[Effect, ...]:
            on = refs.Remembered(key)
            return (effects.ApplyContinuous(AddColors(colors), on=on, until=""),
                    effects.ApplyContinuous(AddTypes((), (subtype,)), on=on, until=""))
        return Sentence("plain", (NewObject(slot, make),))

    def may_if(self, c: list[Any]) -> Any:
        """"You may exile target creature if it attacked or blocked this turn": optional,
        and only if the condition holds as it resolves [608.2c]."""
        from aetherworks.compiler.build import Sentence, _effects
        from aetherworks.vocab import effects

        return Sentence("may", (effects.If(c[1], then=_effects(c[0])),))

    def it_attacked_or_blocked(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import AtSlot, Slot, Unsupported

        slot = self.last_obj  # type: ignore[attr-defined]
        if not isinstance(slot, Slot):
            raise Unsupported("'if it attacked or blocked' of something that isn't a target")
        return AtSlot(TargetAttackedOrBlocked(), slot)  # type: ignore[return-value]

    def until_next_turn_arrest(self, c: list[Any]) -> Any:
        """"Until your next turn, target creature can't attack or block [and its activated
        abilities can't be activated]" [611.2a, 508.1c, 509.1c, 602.5]."""
        from aetherworks.engine.hooks import Rule
        from aetherworks.vocab import effects
        from aetherworks.vocab.restrictions import CantActivate, RuleEffect

        on, *rest = c
        rules = [RuleEffect(Rule.CANT_ATTACK), RuleEffect(Rule.CANT_BLOCK)]
        if rest:
            rules.append(CantActivate())
        return tuple(effects.ApplyContinuous(r, on=on, until="your_next_turn") for r in rules)

    def arrest_activated(self, c: list[Any]) -> str:
        return "activated"

    def exile_if_dies(self, c: list[Any]) -> Any:
        """"If that creature would die this turn, exile it instead" [614.1a]: the target."""
        from aetherworks.compiler.build import Sentence, Slot, Unsupported
        from aetherworks.vocab import effects
        from aetherworks.vocab.statics import ExileInstead

        slot = self.last_obj  # type: ignore[attr-defined]
        if not isinstance(slot, Slot):
            raise Unsupported("'if that creature would die' of something that isn't a target")
        return Sentence("plain", (effects.ApplyContinuous(ExileInstead(), on=slot),))

    # --- targets and amounts ---

    def target_card_in_defending_graveyard(self, c: list[Any]) -> Any:
        return self._slot(TargetCardInGraveyard(yours=False, defending=True))  # type: ignore[attr-defined]

    def counted_with_keyword(self, c: list[Any]) -> Any:
        return CardsInGraveyard(keyword=str(c[0]).capitalize())

    def target_any_card_in_opponent_graveyard(self, c: list[Any]) -> Any:
        return self.target_card_in_opponent_graveyard([((), None)])  # type: ignore[attr-defined]

    def counted_discarded(self, c: list[Any]) -> Any:
        return CardsDiscardedThisTurn()

    def counter_unless_pays_each(self, c: list[Any]) -> Any:
        """"Counter target spell unless its controller pays {1} for each card in your
        graveyard" [118.12]."""
        from aetherworks.compiler.build import Unsupported, _mana
        from aetherworks.vocab import effects

        what, mana, count = c
        cost = _mana(mana)
        if cost.colored or cost.hybrid or cost.phyrexian or cost.x:
            raise Unsupported("counter unless its controller pays a colored cost for each")
        n = count if cost.generic == 1 else refs.Times(cost.generic, count)
        return effects.CounterUnlessPays(n, what)

    def instants_sorceries_in_graveyard(self, c: list[Any]) -> Any:
        return CardsInGraveyard(("Instant", "Sorcery"))

    def additional_cost_self(self, c: list[Any]) -> Any:
        return self.additional_cost(c[1:])  # type: ignore[attr-defined]

    # --- statics and conditions ---

    def sp_afflict(self, c: list[Any]) -> tuple[str, Any]:
        return "grant", (self.afflict([c[-1]]),)  # type: ignore[attr-defined]

    def sp_arrest(self, c: list[Any]) -> tuple[str, Any]:
        from aetherworks.engine.hooks import Rule
        from aetherworks.vocab.restrictions import CantActivate, RuleEffect

        return "rules", (RuleEffect(Rule.CANT_ATTACK), RuleEffect(Rule.CANT_BLOCK),
                         CantActivate())

    def spells_cant_be_countered(self, c: list[Any], controller: str = "you") -> Ability:
        from aetherworks.compiler.build import Unsupported
        from aetherworks.engine.hooks import Rule
        from aetherworks.vocab.restrictions import SpellsRule
        from aetherworks.vocab.targets import Filter

        types, subs, nots, colors = c[0]
        if subs or nots or "colorless" in colors:
            raise Unsupported("uncounterable spells described by more than type and color")
        return StaticAbility(effect=SpellsRule(Rule.CANT_BE_COUNTERED, filter=Filter(
            types=types, colors=colors, controller=controller)))

    def spells_cant_be_countered_any(self, c: list[Any]) -> Ability:
        return self.spells_cant_be_countered(c, controller="")

    def attached_base_pt(self, c: list[Any]) -> Ability:
        from aetherworks.compiler.build import Unsupported

        scope, size = c[0], str(c[-1])
        p, t = size.split("/")
        if scope[0] != "attached" or not (p.isdigit() and t.isdigit()):
            raise Unsupported("base power and toughness of something other than the enchanted")
        return StaticAbility(effect=AttachedBasePT(int(p), int(t)))

    def others_enter_tapped(self, c: list[Any]) -> Ability:
        from aetherworks.compiler.build import _ANY, Unsupported, _perm_filter

        f = _perm_filter(c[0])
        if f.controller != "opponent" or dataclasses.replace(f, types=(), controller="") != _ANY:
            raise Unsupported("permanents entering tapped described by more than type")
        return StaticAbility(effect=OpponentsEnterTapped(f.types))

    def hand_at_most(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _int

        return cond.HandSizeAtMost(_int(c[0]))

    def hand_at_least(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _int

        return cond.Not(cond.HandSizeAtMost(_int(c[0]) - 1))

    def creature_died_yours(self, c: list[Any]) -> Condition:
        return CreatureDiedThisTurn(yours=True)

    def you_cast_this_turn(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import Unsupported

        types, subs, nots, colors = c[-1]
        if subs or colors:
            raise Unsupported("a spell cast this turn described by subtype or color")
        return YouCastThisTurn(types, nots)

    def permanents_at_least(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _int, _perm_filter

        return PermanentsAtLeast(_perm_filter(c[1]), _int(c[0]))

    def permanent_with_counter(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _perm_filter

        f, kind = (x for x in c if x is not None)
        return PermanentsAtLeast(dataclasses.replace(_perm_filter(f), counter=str(kind)))

    def _card_filter(self, word: Any) -> Any:
        from aetherworks.compiler.build import _filter

        return _filter([self.types_any([word])])  # type: ignore[attr-defined]

    def control_or_in_graveyard(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _perm_filter

        here, there = (w for w in c if isinstance(w, tuple))
        return EitherCondition((cond.YouControl(_perm_filter(self._card_filter(here))),
                      CardInGraveyard(self._card_filter(there))))

    def card_in_graveyard(self, c: list[Any]) -> Condition:
        return CardInGraveyard(self._card_filter(next(w for w in c if isinstance(w, tuple))))

    def counters_at_least(self, c: list[Any]) -> Condition:
        from aetherworks.compiler.build import _int

        return CountersAtLeast(str(c[1]), _int(c[0]))

    def spells_cost_color(self, c: list[Any]) -> Ability:
        """"Black creature spells you cast cost {1} less to cast": a color and a card
        type, both required of the spell."""
        from aetherworks.compiler.build import _TYPES, Unsupported

        (kind, color), spells, *rest = c
        ctype = str(spells).removesuffix("-spells")
        if kind != "colors" or ctype not in _TYPES:
            raise Unsupported("spells described by a word other than a color and a type")
        return self.spells_cost([((_TYPES[ctype],), (), (), (color,)), *rest])  # type: ignore[attr-defined]


__all__ = ["AmonkhetRules"]
