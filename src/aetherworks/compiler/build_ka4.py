"""Builders for the Kaladesh-block templates of the ka4 session (issue 12): mixed into
:class:`~aetherworks.compiler.build.Build`; one method per rule or alias of ``oracle.lark``.

* "Choose a [nonland] card name. Search target player's graveyard, hand, and library for any
  number of cards with that name and exile them. Then that player shuffles." (Memoricide,
  Lost Legacy, Ancient Vendetta) [201.4a, 701.23].
* "where X is that spell's mana value" (Metallurgic Summonings) [202.3e, 608.2h];
* "return all instant and sorcery cards from your graveyard to your hand" [400.7];
* "This spell costs {X} less to cast, where X is the total mana value of noncreature
  artifacts you control" (Metalwork Colossus, Earthquake Dragon) [601.2f, 202.3];
* "draw an additional card" (Midnight Oil's draw-step trigger) [504.1, 121.1];
* "Your maximum hand size is equal to the number of hour counters on this enchantment"
  [402.2, 122.1];
* "if you control the artifact with the greatest mana value or tied for the greatest mana
  value" (Padeem; "the creature with the greatest power", the Triumphs) [603.4, 202.3];
* "nonland, nontoken permanents" and "for each card returned to your hand this way"
  (Paradoxical Outcome) [205.4b, 608.2c];
* "put an artifact card from your graveyard on top of your library" (Sequestered Stash)
  [401.2, 608.2c].
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import StaticAbility
from aetherworks.vocab import refs, targets
from aetherworks.vocab.characteristic_amounts import TotalManaValueOf
from aetherworks.vocab.cost_reduction import CostsLessFor
from aetherworks.vocab.counts import CountersOn, SpellManaValue
from aetherworks.vocab.effects import Draw
from aetherworks.vocab.graveyard_exile import ChooseNameExile
from aetherworks.vocab.graveyard_to_library import PutFromGraveyardOnTop
from aetherworks.vocab.greatest_among import ControlsGreatest
from aetherworks.vocab.hand_size import MaximumHandSizeIs
from aetherworks.vocab.reanimate import ReturnAllFromGraveyard
from aetherworks.vocab.targets import TargetSpell
from aetherworks.vocab.this_way import ReturnedToYourHand


class Ka4Rules:
    """The templates of the ka4 session."""

    _player_slot: Any  # Build's: a player target slot [115.1]
    last_obj: Any
    pre_mod: Any
    event_obj: Any

    def that_spell_mana_value(self, c: list[Any]) -> Any:
        """"that spell's mana value": the spell a cast trigger names or the spell targeted
        before, X counted as chosen, as it last existed on the stack if it left [202.3e,
        608.2h]."""
        from aetherworks.compiler.build import Slot, Unsupported

        last = self.last_obj
        if isinstance(last, Slot) and isinstance(last.spec, TargetSpell):
            return SpellManaValue(last)
        if isinstance(self.event_obj, refs.EventObject):
            return SpellManaValue(refs.EventObject())  # a cast trigger's spell [603.2]
        raise Unsupported("'that spell' names no spell")

    def choose_name_exile(self, c: list[Any]) -> Any:
        """"Choose a KIND card name. Search target player's graveyard, hand, and library for
        N cards with that name and exile them. Then that player shuffles." [201.4, 701.23]"""
        from aetherworks.compiler.build import Sentence

        kinds = [x for x in c if isinstance(x, tuple)]
        not_types, types = kinds[0] if kinds else ((), ())
        who, limit, draw = (x for x in c if not isinstance(x, tuple) and x is not None)
        return Sentence("plain", (ChooseNameExile(who=who, not_types=not_types, types=types,
                                                  limit=limit, draw_for_hand=draw),))

    def nk_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Land",), ()

    def nk_nonartifact_nonland(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("Artifact", "Land"), ()

    def nk_creature(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ("Creature",)

    def name_whose(self, c: list[Any]) -> Any:
        """"target player's" / "target opponent's" [115.1]."""
        return self._player_slot(targets.TargetPlayer(opponent_only=str(c[1]) == "opponent's"))

    def nc_any(self, c: list[Any]) -> int:
        return 0  # any number [701.23b]

    def nc_up_to(self, c: list[Any]) -> int:
        from aetherworks.compiler.build import Unsupported

        if not isinstance(c[0], int):
            raise Unsupported("up to X cards with that name")
        return c[0]

    def ns_shuffle(self, c: list[Any]) -> bool:
        return False

    def ns_shuffle_draw(self, c: list[Any]) -> bool:
        return True

    def return_all_instants_sorceries(self, c: list[Any]) -> Any:
        """"Return all instant and sorcery cards from your graveyard to your hand" [400.7]."""
        return ReturnAllFromGraveyard(types=("Instant", "Sorcery"))

    def costs_x_less(self, c: list[Any]) -> Any:
        """"This spell costs {X} less to cast, where X is [amount]" [601.2f, 107.3]."""
        from aetherworks.compiler.build import Unsupported

        if str(c[0]).upper() != "{X}":
            raise Unsupported(f"this spell costs {c[0]} less, where X is ...")
        return StaticAbility(effect=CostsLessFor(c[1], 1))

    def total_mana_value_of(self, c: list[Any]) -> Any:
        """"the total mana value of [permanents] you control" [202.3]."""
        from aetherworks.compiler.build import Unsupported, _perm_filter

        f = _perm_filter(c[0])
        if f.controller != "you":
            raise Unsupported("a total mana value of permanents not yours")
        return TotalManaValueOf(f)

    def draw_additional(self, c: list[Any]) -> Any:
        """"Draw an additional card": one card, drawn as the triggered ability resolves; the
        turn-based draw of the draw step is a separate event [504.1, 121.1]."""
        return Draw(1)

    def maximum_hand_size_is(self, c: list[Any]) -> Any:
        """"Your maximum hand size is equal to [amount]" [402.2]."""
        return StaticAbility(effect=MaximumHandSizeIs(c[0]))

    def counters_on_self_count(self, c: list[Any]) -> Any:
        """"the number of hour counters on this enchantment" [122.1]."""
        return CountersOn(c[0])

    def controls_greatest(self, c: list[Any]) -> Any:
        """"if you control the artifact with the greatest mana value or tied for the greatest
        mana value" [603.4, 202.3]."""
        from aetherworks.compiler.build import Unsupported

        kind, first, second = c
        if first != second:
            raise Unsupported("the greatest of one characteristic, tied for another")
        return ControlsGreatest(kind.title(), first)

    def greatest_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def greatest_stat(self, c: list[Any]) -> str:
        return "_".join(str(t) for t in c)

    def counted_returned_to_hand(self, c: list[Any]) -> Any:
        """"for each card returned to your hand this way" [608.2c]."""
        return ReturnedToYourHand()

    def pre_mod_comma(self, c: list[Any]) -> Any:
        """"nonland," before another modifier ("nonland, nontoken permanents") [205.4b]."""
        return self.pre_mod(c[:1])

    def put_from_graveyard_on_top(self, c: list[Any]) -> Any:
        """"put an artifact card from your graveyard on top of your library": chosen, not
        targeted [401.2, 608.2c]."""
        from aetherworks.compiler.build import Unsupported

        types, subtypes, not_types = c[-1]  # LookRules.look_any's description
        if subtypes or not_types or not types or "Permanent" in types:
            raise Unsupported("a graveyard card described by more than its types")
        return PutFromGraveyardOnTop(tuple(types))
