"""Builders for the templates the Kaladesh block needed (issue 12): mixed into
:class:`~aetherworks.compiler.build.Build`; one method per rule or alias of ``oracle.lark``
(the grammar lines name the part each builds).

Templates here, each with the rule it implements:

* "each player chooses an artifact, a creature, ... then sacrifices the rest" [701.21a];
* "look at the top N cards ... you may reveal a [type] card from among them and put it into
  your hand. Put the rest on the bottom ... in any order" [401.2, 401.4, 701.20a];
* "[you may] search your library and/or graveyard for a card named N ..." [701.23];
* X-sized targets and costs ("destroy X target creatures", "sacrifice X creatures",
  "return X target cards from your graveyard") [107.3, 601.2b-c].
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from aetherworks.engine.defs import Effect, StaticAbility, TokenDef
from aetherworks.engine.hooks import Rule
from aetherworks.vocab import refs
from aetherworks.vocab.chosen import ChoosePermanent
from aetherworks.vocab.counter_kinds import PERMANENT_OR_PLAYER, AnotherCounterOfEachKind
from aetherworks.vocab.discard_to_draw import DiscardHandThenDraw
from aetherworks.vocab.divided_damage import DistributeCounters, DividedAnyTarget
from aetherworks.vocab.doesnt_untap import AttachedCreature
from aetherworks.vocab.each_player_scry import EachPlayerMayScry
from aetherworks.vocab.effects import ApplyContinuous, PutIntoLibrary, ReturnToHand
from aetherworks.vocab.either_trigger import AnotherLeaves, EntersOrDies
from aetherworks.vocab.emblems import GetEmblem, emblem
from aetherworks.vocab.exchange import ExchangeControl
from aetherworks.vocab.library import Shuffle
from aetherworks.vocab.modifications import (
    AttachedBasePT,
    AttachedPutIntoGraveyard,
    AttachedTypesIf,
)
from aetherworks.vocab.move_counters import MoveCounters
from aetherworks.vocab.multiple_targets import AnyTargets
from aetherworks.vocab.named_search import SearchNamed
from aetherworks.vocab.player_or_controller import PlayerOrController
from aetherworks.vocab.prevention import PreventAllDamage
from aetherworks.vocab.remembered import RememberedCount
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.return_cost import ReturnToHandCost
from aetherworks.vocab.reveal_top import RevealTopPutAll
from aetherworks.vocab.reveal_until import RevealUntil
from aetherworks.vocab.sacrifice_rest import KeepOneOfEachSacrificeRest
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.targets import Filter, TargetCardInGraveyard
from aetherworks.vocab.this_way import DestroyedThisWay, Plus, SacrificedValue
from aetherworks.vocab.x_amounts import XTargetCards
from aetherworks.vocab.x_tokens import CreateXToken
from aetherworks.vocab.zone_triggers import EachPermanent

# "Any number of target cards": more than any graveyard holds in a game [115.1].
ANY_NUMBER = 999


@dataclass(frozen=True)
class ControlledBy:
    """"[permanents] target player controls": a description read only by "all"/"each"
    (``EachPermanent(filter, of=player)``); anywhere else it is refused as not a plain
    description of permanents."""

    filter: Filter
    player: Any


@dataclass(frozen=True)
class XSized:
    """"An X/X ... token" as the grammar reads it: created by :class:`CreateXToken` with X
    computed as it is created ("where X is ...", else the X paid) [111.4, 107.3]."""

    token: TokenDef

    def create(self, n: Any, tapped: bool) -> Effect:
        if n != 1:
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("several X/X tokens")
        return CreateXToken(self.token, refs.X(), refs.X(), tapped=tapped)


class KldAerRules:
    """The Kaladesh-block templates (see the module docstring)."""

    card_ref: Any = None  # what "that card" names in this paragraph, if anything
    last_obj: Any  # (Build's) the last object the text named

    # the Build methods these use (mypy)
    def _slot(self, spec: Any) -> Any: ...
    def target_player(self, c: list[Any]) -> Any: ...
    def target_opponent(self, c: list[Any]) -> Any: ...
    def _becomes(self, on: Any, body: Any, until: str) -> Any: ...

    # --- "each player chooses ... then sacrifices the rest" [701.21a] ---

    def keep_one_of_each(self, c: list[Any]) -> Effect:
        from aetherworks.compiler.build import _TYPES

        who, kinds = c
        if any(k not in _TYPES for k in kinds):
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("keeping a permanent of no card type")
        return KeepOneOfEachSacrificeRest(tuple(_TYPES[k] for k in kinds), who)

    def keep_kinds(self, c: list[Any]) -> list[str]:
        return [w for k, w in (x for x in c if isinstance(x, tuple))]

    # --- look at the top N, maybe reveal one for your hand, the rest on the bottom ---

    def look_kinds(self, c: list[Any]) -> list[tuple[str, str]]:
        return c

    # --- a card named N in your library and/or graveyard [701.23] ---

    def named_search_sentence(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (c[0],))

    def named_search_may(self, c: list[Any]) -> Effect:
        return dataclasses.replace(c[0], optional=True)

    def named_search_body(self, c: list[Any]) -> Effect:
        return SearchNamed(str(c[0]), "may")

    def named_search_anywhere(self, c: list[Any]) -> Effect:
        # "search your graveyard, hand, and/or library for a card named N and put it onto
        # the battlefield" [701.23, 110.2]
        return SearchNamed(str(c[0]), "may", hand=True, to="battlefield")

    def named_search_both(self, c: list[Any]) -> Effect:
        return SearchNamed(str(c[0]), "yes")

    # --- reveal cards until one of a kind [701.20a] ---

    def reveal_until(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence

        words = next(w for w in c if isinstance(w, list))
        to = [w for w in c if isinstance(w, str)][-1]
        return Sentence("plain", (RevealUntil(_card_filter(words), to),))

    def reveal_top_put_all(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence

        n, words, _from, to, rest = c
        return Sentence("plain", (RevealTopPutAll(n, _card_filter(words), to, rest),))

    def reveal_from(self, c: list[Any]) -> str:
        return "from"

    def reveal_rest(self, c: list[Any]) -> str:
        w = " ".join(str(t) for t in c)
        return {"into your hand": "hand", "into your graveyard": "graveyard"}.get(
            w, "bottom random" if w.endswith("random order") else "bottom any")

    def reveal_to(self, c: list[Any]) -> str:
        return "battlefield" if str(c[-1]) == "battlefield" else "hand"

    def revealed_count(self, c: list[Any]) -> Any:
        return RememberedCount("revealed")

    # --- two objects at once ---

    def exchange_control(self, c: list[Any]) -> Effect:
        return ExchangeControl(c[0], c[1])

    def return_both_to_hand(self, c: list[Any]) -> Effect:
        return ReturnToHand(refs.Together((c[0], c[1])))  # at once [603.10a]

    def each_of_n_targets(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _int

        n = _int(c[0])
        return self._slot(AnyTargets(count=n, min_count=n))

    def become_artifact_creatures(self, c: list[Any]) -> Effect:
        from aetherworks.compiler.build import _perm_filter

        return ApplyContinuous(AddTypes(("Artifact", "Creature")),
                               on=EachPermanent(_perm_filter(c[0])), until="eot")

    def pm_with_no_counters(self, c: list[Any]) -> tuple[str, Any]:
        return "counter", "none"

    def return_two_from_graveyard(self, c: list[Any]) -> Effect:
        from aetherworks.compiler.build import _int

        n1, (t1, mv1), n2, (t2, mv2) = c
        if _int(n1) != 1 or _int(n2) != 1:
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("up to several target cards of two kinds")
        a = self._slot(TargetCardInGraveyard(types=t1, max_mv=mv1, min_count=0))
        b = self._slot(TargetCardInGraveyard(types=t2, max_mv=mv2, min_count=0))
        return ReturnToHand(refs.Together((a, b)))

    # --- a permanent's own arrival or departure ---

    def enters_or_dies(self, c: list[Any]) -> Any:
        return EntersOrDies()

    def enters_or_put_into_graveyard(self, c: list[Any]) -> Any:
        return EntersOrDies(to_graveyard=True)

    def another_leaves(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Unsupported, _perm_filter

        f = _perm_filter(c[0])
        if f.controller not in ("you", "") or f != Filter(types=f.types,
                                                          controller=f.controller):
            raise Unsupported("another described permanent leaves the battlefield")
        return AnotherLeaves(f.types, f.controller == "you")

    def another_card_in_your_graveyard(self, c: list[Any]) -> Any:
        types, mv = c[0]
        return self._slot(TargetCardInGraveyard(types=types, max_mv=mv, other=True))

    def each_player_may_scry(self, c: list[Any]) -> Effect:
        who, n = c
        if who != refs.EachPlayer():
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("one player may scry")
        return EachPlayerMayScry(n)

    def attached_types_if(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _TYPES, Unsupported

        _attached, sub, (_, kind) = c
        if kind not in _TYPES:
            raise Unsupported("a permanent of no card type")
        return StaticAbility(AttachedTypesIf((_TYPES[kind],), str(sub)))

    def return_cost(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _perm_filter

        f = _perm_filter(c[-1])
        if f.controller != "you":
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("returning a permanent you don't control as a cost")
        return ReturnToHandCost(dataclasses.replace(f, controller=""))

    def attached_is_base(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _TYPES, Unsupported, _size

        _attached, (_, kind), size = c
        if kind not in _TYPES:
            raise Unsupported("a permanent of no card type")
        p, t = _size(str(size))
        return (StaticAbility(AttachedTypesIf((_TYPES[kind],), "")),
                StaticAbility(AttachedBasePT(p, t)))

    def attached_put_into_graveyard(self, c: list[Any]) -> Any:
        self.event_obj = refs.EventOther()  # "that card": the card in the graveyard [400.7]
        self.card_ref = refs.EventOther()
        return AttachedPutIntoGraveyard()

    def attached_controller(self, c: list[Any]) -> Any:
        return PlayerOrController(AttachedCreature())

    def that_card(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Slot

        ref = self.card_ref
        last = self.last_obj
        if ref is None and isinstance(last, Slot) and \
                isinstance(last.spec, TargetCardInGraveyard):
            ref = last  # "return target creature card ... If ..., return that card" [608.2c]
        if ref is None:
            from aetherworks.compiler.build import Unsupported
            from aetherworks.compiler.build_amonkhet import ThatMovedCard

            if isinstance(last, Slot):  # a target an earlier sentence moved [400.7]
                return ThatMovedCard(last)
            raise Unsupported("'that card' with no card it names")
        return ref

    def discard_hand_draw(self, c: list[Any]) -> Effect:
        return DiscardHandThenDraw(1 if c else 0)

    def discard_plus(self, c: list[Any]) -> bool:
        return True

    # --- moving counters [122.5] ---

    def move_counters(self, c: list[Any]) -> Effect:
        kind, sources, to = c
        return MoveCounters(kind, sources, to)

    def move_from_others(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _perm_filter

        return EachPermanent(dataclasses.replace(_perm_filter(c[0]), other=True))

    def move_from_self(self, c: list[Any]) -> Any:
        return refs.This()

    def distribute_counters(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import AtSlot, Unsupported, _int

        n, kind, (count, min_count, f) = _int(c[0]), c[1], c[2]
        if f is None:
            raise Unsupported("counters distributed among players")
        spec = DividedAnyTarget(players=False, count=min(count, n), min_count=min_count,
                                divide=n, filter=f)
        return AtSlot(DistributeCounters(kind), self._slot(spec))

    def sp_cant_attack_block_crew(self, c: list[Any]) -> tuple[str, Any]:
        if str(c[-1]) != "Vehicle":
            from aetherworks.compiler.build import Unsupported

            raise Unsupported("can't crew a kind of permanent other than Vehicles")
        return "rules", (RuleEffect(Rule.CANT_ATTACK), RuleEffect(Rule.CANT_BLOCK),
                         RuleEffect(Rule.CANT_CREW))

    def prevent_chosen_source(self, c: list[Any]) -> tuple[Effect, ...]:
        # "a creature of your choice": chosen as the ability resolves, not targeted
        # [608.2d; ruling on Ajani's Aid]
        return (ChoosePermanent(Filter(types=("Creature",))),
                PreventAllDamage(by=refs.Remembered("chosen"), combat_only=True))

    def shuffle_cards_into_library(self, c: list[Any]) -> tuple[Effect, ...]:
        # "any number of target cards": none or more (no two the same) [115.1]; with none,
        # the library is still shuffled [ruling on Perpetual Timepiece]
        cards = self._slot(TargetCardInGraveyard(count=ANY_NUMBER, min_count=0))
        return (PutIntoLibrary(cards), Shuffle())

    # --- counters by kind [122.1] ---

    def another_counter_each_kind(self, c: list[Any]) -> Effect:
        return AnotherCounterOfEachKind(self._slot(PERMANENT_OR_PLAYER))

    # --- planeswalkers: "until your next turn", emblems ---

    def becomes_until_next_turn(self, c: list[Any]) -> Any:
        return self._becomes(c[0], c[1], "your_next_turn")

    def get_emblem(self, c: list[Any]) -> Effect:
        who, abilities = c
        return GetEmblem(emblem("Emblem", *abilities), who)  # abilities only [114.3]

    # --- what the effect did "this way" [608.2c] ---

    def plus_amount(self, c: list[Any]) -> Any:
        return Plus((int(c[0]), c[1]))

    def counted_destroyed(self, c: list[Any]) -> Any:
        return RememberedCount("destroyed", _destroyed_types(c[0]))

    def destroyed_this_way(self, c: list[Any]) -> Any:
        return DestroyedThisWay(_destroyed_types(c[0], needed=True))

    def sacrificed_value(self, c: list[Any]) -> Any:
        return SacrificedValue(c[-1])

    def sacrificed_what(self, c: list[Any]) -> str:
        return "_".join(str(t) for t in c)

    def sacrificed_mana_value(self, c: list[Any]) -> Any:
        return SacrificedValue("mana_value")

    # --- X target cards [601.2c] ---

    def n_cards_in_your_graveyard(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Unsupported

        if not isinstance(c[0], refs.X):
            raise Unsupported("several target cards in a graveyard")
        return self._slot(XTargetCards())


def _destroyed_types(desc: Any, needed: bool = False) -> tuple[str, ...]:
    """The card types of "[creatures] destroyed this way": nothing but types (``needed``:
    at least one) [608.2c]."""
    from aetherworks.compiler.build import Unsupported, _perm_filter

    f = _perm_filter(desc)
    if f != Filter(types=f.types) or (needed and not f.types):
        raise Unsupported("a described permanent destroyed this way")
    return f.types


def _card_filter(words: list[str]) -> Filter:
    """A card description's words ("nonland permanent", "artifact or creature") as a
    :class:`Filter` of printed characteristics, as a library search reads them [701.23]."""
    from aetherworks.compiler.build import _search_filter, search_groups

    return _search_filter(*search_groups(words))
