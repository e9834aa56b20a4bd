"""Builders for templates Ixalan needed (explore triggers, "each of up to two target
creatures", "if ..., you may ...").

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aetherworks.engine.defs import Trigger
from aetherworks.vocab import effects
from aetherworks.vocab.attacking import RemoveFromCombat
from aetherworks.vocab.conditions import Not, SourceIs
from aetherworks.vocab.energy import YouAttack
from aetherworks.vocab.equipped import AttachedDealsCombatDamageToPlayer
from aetherworks.vocab.explore import Explores
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.win_game import WinGame
from aetherworks.vocab.zone_triggers import EachPermanent


class XlnRules:
    """Ixalan's templates."""

    def creature_explores(self, c: list[Any]) -> Trigger:
        """"Whenever a creature you control explores" [701.44b]."""
        from aetherworks.compiler.build import Unsupported, _perm_filter

        f = _perm_filter(c[-1])
        if not isinstance(f, Filter) or f.types != ("Creature",):
            raise Unsupported("an explore trigger on something other than a creature")
        return Explores(f)

    def each_of_targets(self, c: list[Any]) -> Any:
        # "deals 1 damage to each of up to two target creatures": the one target phrase
        # with its count; the effect reaches each chosen target [115.1, 601.2c].
        return c[0]

    def if_may(self, c: list[Any]) -> Any:
        """"If [condition], you may [effects]." — right after a trigger, an intervening if
        [603.4] (effect_text); elsewhere checked as the ability resolves [608.2c]."""
        from aetherworks.compiler.build import Sentence

        return Sentence("if", tuple(c[1]), condition=c[0], arg="may")

    def if_instead_damage_after(self, c: list[Any]) -> Any:
        """"~ deals 6 damage instead if you attacked this turn." (Firecannon Blast): the
        sentence before, with more damage when the condition holds [608.2c]."""
        from aetherworks.compiler.build import Sentence

        return Sentence("if_instead", condition=c[-1], arg=c[1])

    def unless_condition(self, c: list[Any]) -> Any:
        """"[Then] discard a card unless you attacked this turn." (Chart a Course): the
        effects happen only if the condition doesn't hold [608.2c]."""
        from aetherworks.compiler.build import Sentence, _effects

        return Sentence("plain", (effects.If(c[1], otherwise=_effects(c[0])),))

    def static_unless(self, c: list[Any]) -> Any:
        """"This creature can't attack unless you control an artifact." — the restriction
        applies while the condition doesn't hold; checked as attackers are declared
        [508.1c]."""
        from aetherworks.compiler.build import _statics

        return _statics(c[0], Not(c[1]))

    def each_perm_and_perm(self, c: list[Any]) -> Any:
        """"each creature and each planeswalker": one set of permanents, either type."""
        from aetherworks.compiler.build import Unsupported, _perm_filter

        a, b = _perm_filter(c[0]), _perm_filter(c[1])
        if dataclasses.replace(a, types=()) != Filter() or \
                dataclasses.replace(b, types=()) != Filter():
            raise Unsupported("each [described permanent] and each [described permanent]")
        return EachPermanent(Filter(types=(*a.types, *b.types)))

    def static_as_long_as_it(self, c: list[Any]) -> Any:
        """"As long as this creature is attacking, it gets +2/+0." (Adanto Vanguard): "it"
        is the permanent the condition names, here the source itself [604.1]."""
        from aetherworks.compiler.build import Unsupported, _statics

        condition, *preds = c
        if not isinstance(condition, SourceIs):
            raise Unsupported("'it' after a condition that isn't about this permanent")
        return _statics(self.static_clause([("self", None), *preds]), condition)  # type: ignore[attr-defined]

    def pump_pair_pre(self, c: list[Any]) -> Any:
        """"Until end of turn, target creature you control gets +1/+1 and target creature an
        opponent controls gets -1/-1." — two effects, each with its own target [601.2c]."""
        first, pt1, second, pt2 = c
        return (self.pump_pre([first, pt1]), self.pump_pre([second, pt2]))  # type: ignore[attr-defined]

    def remove_from_combat(self, c: list[Any]) -> Any:
        return RemoveFromCombat(c[0])  # "remove it from combat" [506.4]

    def win_game(self, c: list[Any]) -> Any:
        return WinGame()  # "you win the game" [104.2b]

    def one_or_more_attack(self, c: list[Any]) -> Trigger:
        """"Whenever one or more nontoken Vampires you control attack": once per declaration
        of attackers with at least one of them [508.3a]."""
        from aetherworks.compiler.build import Unsupported, _perm_filter

        f = _perm_filter(c[-1])
        if f.controller != "you":
            raise Unsupported("attackers that aren't yours")
        return YouAttack(filter=f)

    def target_card_mv_in_your_graveyard(self, c: list[Any]) -> Any:
        """"target creature card with mana value 3 or less from your graveyard"."""
        from aetherworks.compiler.build import Unsupported

        (types, before), mv = c
        if before is not None:
            raise Unsupported("two mana value limits")
        return self._gy((types, mv), True)  # type: ignore[attr-defined]

    def attached_deals_combat_damage(self, c: list[Any]) -> Trigger:
        # "whenever equipped / enchanted creature deals combat damage to a player": the
        # permanent this one is attached to [510.3a, 301.5a, 303.4]; "that player" is the
        # player dealt damage (TemplateRules._combat_damage)
        return self._combat_damage(  # type: ignore[attr-defined, no-any-return]
            AttachedDealsCombatDamageToPlayer())
