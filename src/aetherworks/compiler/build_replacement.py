"""Builder methods for replacement and prevention effects on described events [614, 615]:
"If a source an opponent controls would deal damage to you, prevent 1 of that damage", "If
a source you control would deal damage to a permanent or player, it deals double that
damage to that permanent or player instead", "Damage can't be prevented this turn", "If an
effect would create one or more tokens under your control, it creates twice that many of
those tokens instead", "that many -1/-1 counters minus one", and the triggers on counters
a player puts.

A mixin of :class:`~aetherworks.compiler.build.Build`: the grammar rules are in
``oracle.lark``, each naming the method here by its alias.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from aetherworks.engine.defs import Ability, StaticAbility, Trigger
from aetherworks.vocab.counter_actions import YouPutCounters
from aetherworks.vocab.damage_replacement import (
    DamageCantBePrevented,
    DamageEvent,
    DoubleDamage,
    PreventSome,
    StartEffect,
)
from aetherworks.vocab.quantity_replacement import CountersInstead, TokensTimes
from aetherworks.vocab.refs import EventAmount
from aetherworks.vocab.targets import Filter


class ReplacementRules:
    """Damage, token and counter replacement and prevention templates."""

    # --- the damage event ------------------------------------------------------------

    def dmg_any_source(self, c: list[Any]) -> tuple[str, Filter | None]:
        return "", None

    def dmg_your_source(self, c: list[Any]) -> tuple[str, Filter | None]:
        return "you", None

    def dmg_opponents_source(self, c: list[Any]) -> tuple[str, Filter | None]:
        return "opponent", None

    def dmg_perm_source(self, c: list[Any]) -> tuple[str, Filter | None]:
        """"a creature you control": the source is that permanent (or spell) [120.3]."""
        from aetherworks.compiler.build import _perm_filter

        f = _perm_filter(c[-1])
        return "", f

    def dmg_kind(self, c: list[Token]) -> str:
        return str(c[0]) if c else ""

    def dmg_to(self, c: list[Any]) -> tuple[Any, ...]:
        return c[0]  # type: ignore[no-any-return]

    def dmg_recipients(self, c: list[Any]) -> tuple[Any, ...]:
        return tuple(r for grp in c for r in grp)

    def dmg_to_you(self, c: list[Any]) -> tuple[Any, ...]:
        return ("you",)

    def dmg_to_opponent(self, c: list[Any]) -> tuple[Any, ...]:
        return ("opponent",)

    def dmg_to_player(self, c: list[Any]) -> tuple[Any, ...]:
        return ("player",)

    def dmg_to_any(self, c: list[Any]) -> tuple[Any, ...]:
        return ("player", Filter())

    def dmg_to_perm(self, c: list[Any]) -> tuple[Any, ...]:
        from aetherworks.compiler.build import _perm_filter

        return (_perm_filter(c[-1]),)

    def dmg_to_attached(self, c: list[Any]) -> tuple[Any, ...]:
        return ("attached",)

    def dmg_to_self(self, c: list[Any]) -> tuple[Any, ...]:
        return ("self",)

    def dmg_it(self, c: list[Token]) -> None:
        return None

    def dmg_times(self, c: list[Token]) -> int:
        return 2 if str(c[0]) == "double" else 3

    def dmg_that(self, c: list[Token]) -> None:
        return None  # "to that permanent or player": the same recipient

    @staticmethod
    def _event(c: list[Any]) -> DamageEvent:
        """The DamageEvent of "if [source] would deal [kind] damage [to recipients]"."""
        (source, source_filter), kind = c[0], c[1]
        to = next((x for x in c[2:] if isinstance(x, tuple)), ())
        return DamageEvent(source=source, source_filter=source_filter, to=to, combat=kind)

    # --- prevention [615] --------------------------------------------------------------

    def prevent_some_static(self, c: list[Any]) -> Ability:
        """"If a source would deal damage to a planeswalker you control, prevent 1 of that
        damage." [615.1]"""
        return StaticAbility(effect=PreventSome(self._event(c), int(c[-1])))

    def prevent_all_to_static(self, c: list[Any]) -> Ability:
        """"Prevent all damage that would be dealt to creatures you control." [615.1]"""
        return StaticAbility(effect=self._prevent_all_to(c))

    def prevent_all_to_this_turn(self, c: list[Any]) -> Any:
        """"Prevent all damage that would be dealt to creatures this turn." (Blinding Fog):
        a shield over every such permanent, those that enter later too [615.1]."""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (StartEffect(self._prevent_all_to(c)),))

    @staticmethod
    def _prevent_all_to(c: list[Any]) -> PreventSome:
        from aetherworks.compiler.build import _perm_filter

        combat = "combat" if "combat" in [x for x in c if isinstance(x, str)] else ""
        f = _perm_filter(c[-1])
        return PreventSome(DamageEvent(to=(f,), combat=combat), n=0)

    def cant_prevent_static(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=DamageCantBePrevented())  # [615.12]

    def cant_prevent_this_turn(self, c: list[Any]) -> Any:
        """"Damage can't be prevented this turn." (Skullcrack, Insult) [615.12]"""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (StartEffect(DamageCantBePrevented()),))

    # --- modifying damage [614.1a] --------------------------------------------------------

    def double_damage_static(self, c: list[Any]) -> Ability:
        """"If a source you control would deal damage to a permanent or player, it deals
        double that damage to that permanent or player instead." [614.1a]"""
        return StaticAbility(effect=self._double(c))

    def double_damage_this_turn(self, c: list[Any]) -> Any:
        """"If a source you control would deal damage this turn, it deals double that damage
        instead." (Insult) [614.1a, 611.2]"""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (StartEffect(self._double(c)),))

    def _double(self, c: list[Any]) -> DoubleDamage:
        factor = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return DoubleDamage(self._event(c), factor)


    # --- how many counters or tokens [614.1a] ----------------------------------------------

    def counters_instead(self, c: list[Any]) -> Ability:
        """"If one or more -1/-1 counters would be put on a creature you control, that many
        -1/-1 counters minus one are put on it instead." [614.1a, 122.6]"""
        from aetherworks.compiler.build import Unsupported

        kind, on, (op, kind2), _it = c
        if kind != kind2:
            raise Unsupported("counters of another kind put instead")
        return StaticAbility(effect=CountersInstead(kind=kind, on=on, op=op))

    def counters_on_perm(self, c: list[Any]) -> Filter:
        from aetherworks.compiler.build import _perm_filter

        return _perm_filter(c[-1])

    def counters_on_self(self, c: list[Any]) -> str:
        return "self"

    def counters_on_another(self, c: list[Any]) -> Filter:
        from aetherworks.compiler.build import _perm_filter

        return dataclasses.replace(_perm_filter(c[-1]), other=True)

    def ct_plus_one(self, c: list[Any]) -> tuple[str, str]:
        return "plus", c[0]

    def ct_twice(self, c: list[Any]) -> tuple[str, str]:
        return "twice", c[0]

    def ct_minus_one(self, c: list[Any]) -> tuple[str, str]:
        return "minus", c[0]

    def counters_it(self, c: list[Token]) -> None:
        return None

    def tokens_whose(self, c: list[Token]) -> bool:
        return bool(c)  # "under your control"

    def tokens_twice(self, c: list[Any]) -> Ability:
        """"If an effect would create one or more tokens under your control, it creates
        twice that many of those tokens instead." [614.1a]"""
        return StaticAbility(effect=TokensTimes(yours=c[0]))


    def you_put_counters(self, c: list[Any]) -> Trigger:
        """"Whenever you put one or more -1/-1 counters on a creature" [122.6]: the
        permanent is the event object ("that creature"), the number "that many"."""
        return YouPutCounters(kind=c[0], on=c[1])


    def token_that_many(self, c: list[Any]) -> tuple[Any, Any, bool]:
        """"create that many 1/1 black Insect creature tokens": as many as the trigger
        event's number (counters put, damage dealt) [603.7c]."""
        return c[0], EventAmount(), False


__all__ = ["ReplacementRules"]
