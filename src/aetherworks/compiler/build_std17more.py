"""Builders for the std17-more session (issue 12, 2017 Standard to 85%): parts of a player's
own total ("a third of their life, rounded up", "half their library") [107.1a], "unless you
return / sacrifice [a permanent]" [118.12a], "must be blocked this turn if able" [509.1c].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from aetherworks.engine.defs import Ability, ActivatedAbility, Effect, StaticAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import costs, effects, refs, targets
from aetherworks.vocab.damage_replacement import StartEffect
from aetherworks.vocab.exchange import ExchangeLifeTotals, TargetPlayers
from aetherworks.vocab.library import RevealTop, RevealTopToHand
from aetherworks.vocab.life_gain import CantGainLife
from aetherworks.vocab.life_total import LifeTotalBecomes
from aetherworks.vocab.must_block import MustBeBlocked
from aetherworks.vocab.portions import LosePortionOfLife, MillPortion
from aetherworks.vocab.punisher import LoseLifeUnlessSacrificeOrDiscard
from aetherworks.vocab.target_was import TargetWas
from aetherworks.vocab.unless_return import UnlessReturn, UnlessSacrifice


class Std17MoreRules:
    """The templates of the std17-more session."""

    # --- an instant's or sorcery's activated ability from its graveyard [113.6b] ---

    def spell_activated(self, c: list[Any]) -> Ability:
        """"Raid — {3}{R}{R}: Return this card from your graveyard to your hand. Activate
        only if you attacked this turn." (Repeating Barrage): an instant's or sorcery's
        ability functions only where it says, here its owner's graveyard [113.6b]."""
        from aetherworks.compiler.build import Unsupported

        ab = self.activated(c)  # type: ignore[attr-defined]
        if not isinstance(ab, ActivatedAbility) or ab.zone != "graveyard":
            raise Unsupported("an activated ability of an instant or sorcery on the stack")
        return ab

    def mana_only_costs(self, c: list[Any]) -> tuple[ManaCost, tuple[()]]:
        from aetherworks.compiler.build import _mana

        return _mana(c[0]), ()

    # --- "Remove a +1/+1 counter from a creature you control: ..." [118.3, 122.8] ---

    def remove_counter_from_cost(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Unsupported, _int, _perm_filter

        n, kind, what = c[0], c[1], _perm_filter(c[-1])
        if what.controller != "you":
            raise Unsupported("removing counters from a permanent you don't control as a cost")
        return costs.RemoveCounterFrom(kind, _int(n), what)

    # --- "half their library, rounded up" [107.1a] ---

    def portion_half(self, c: list[Any]) -> int:
        return 2

    def portion_third(self, c: list[Any]) -> int:
        return 3

    def rounded(self, c: list[Token]) -> bool:
        return str(c[-1]) == "up"

    def lose_life_portion(self, c: list[Any]) -> Effect:
        """"Each player loses a third of their life, rounded up" [119.3, 107.1a]."""
        return LosePortionOfLife(den=c[1], up=c[2], who=c[0])

    def mill_portion(self, c: list[Any]) -> Effect:
        """"Target player mills half their library, rounded up" [701.17a, 107.1a]."""
        return MillPortion(den=c[1], up=c[2], who=c[0])

    # --- "target player's life total becomes 1" [119.5] ---

    def life_whose(self, c: list[Token]) -> Any:
        if str(c[0]) == "your":
            return refs.You()
        return self._player_slot(  # type: ignore[attr-defined]
            targets.TargetPlayer(opponent_only=str(c[-1]) == "opponent's"))

    def life_total_becomes(self, c: list[Any]) -> Effect:
        return LifeTotalBecomes(c[1], c[0])

    def exchange_life_totals(self, c: list[Any]) -> Effect:
        """"[You may have] two target players exchange life totals" [701.12c, 115.3]."""
        from aetherworks.compiler.build import Unsupported

        if c[0] != 2:
            raise Unsupported("an exchange of life totals among more than two players")
        slot = self._player_slot(TargetPlayers())  # type: ignore[attr-defined]
        return ExchangeLifeTotals(slot)

    # --- "players can't gain life [this turn]" [119.7] ---

    def life_players(self, c: list[Token]) -> CantGainLife:
        return CantGainLife(opponents_only=str(c[0]) == "your")

    def cant_gain_life_static(self, c: list[Any]) -> Ability:
        return StaticAbility(effect=c[0])

    def cant_gain_life_this_turn(self, c: list[Any]) -> Any:
        """"Players can't gain life this turn." (Skullcrack) [119.7, 611.2]"""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (StartEffect(c[0]),))

    # --- "[effects] unless you [pay a cost]" [118.12a] ---

    def unless_you_return_a(self, c: list[Any]) -> Any:
        """"Then discard a card unless you return a land you control to its owner's hand"."""
        from aetherworks.compiler.build import Sentence, _effects, _perm_filter

        what = _perm_filter(c[-1])
        return Sentence("plain", (UnlessReturn(what, otherwise=_effects(c[0]),
                                               prompt="prompt.return_chosen_or_else"),))

    def unless_you_sacrifice(self, c: list[Any]) -> Any:
        """"Tap this creature unless you sacrifice another creature" [701.21a]."""
        from aetherworks.compiler.build import Sentence, Unsupported, _effects, _perm_filter

        what = _perm_filter(c[-1])
        if what.controller not in ("", "you"):
            raise Unsupported("sacrificing a permanent you don't control")
        # a permanent "you" sacrifice is one you control [701.21a]
        what = dataclasses.replace(what, controller="you")
        return Sentence("plain", (UnlessSacrifice(what, otherwise=_effects(c[0])),))

    def unless_punisher(self, c: list[Any]) -> Any:
        """"Each opponent loses 3 life unless that player sacrifices a nonland permanent of
        their choice or discards a card" [118.12a]."""
        from aetherworks.compiler.build import Sentence, Unsupported, _effects, _perm_filter

        effs = _effects(c[0])
        if len(effs) != 1 or not isinstance(effs[0], effects.LoseLife):
            raise Unsupported("a punisher choice after something other than a life loss")
        what = _perm_filter(c[-1])
        if what.controller:
            raise Unsupported("a punisher choice of a permanent described by its controller")
        return Sentence("plain", (LoseLifeUnlessSacrificeOrDiscard(
            effs[0].n, effs[0].who, what),))

    # --- what a target was, as it last existed [608.2h] ---

    def perm_desc_shared_mod(self, c: list[Any]) -> Any:
        """"Target black creature or black planeswalker": one adjective for both types."""
        from aetherworks.compiler.build import Unsupported

        kinds = ("type", "subtype", "token")
        words = [i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] in kinds]
        i, j = words[0], words[1]
        mods, t1, m2, t2, posts = c[:i], c[i], c[j - 1], c[j], c[j + 1:]
        if mods != [m2]:
            raise Unsupported("two types, each with its own adjectives")
        return self.perm_desc([m2, self.types_any([t1, t2]), *posts])  # type: ignore[attr-defined]

    def target_was(self, c: list[Any]) -> Any:
        """"If that permanent was a Liliana planeswalker", "If it was a Jace planeswalker
        spell": the target as it last existed [608.2h]."""
        from aetherworks.compiler.build import AtSlot, Slot, Unsupported, type_test

        if not isinstance(self.last_obj, Slot):  # type: ignore[attr-defined]
            raise Unsupported("a condition on what a non-target object was")
        return AtSlot(TargetWas(*type_test(c[-1])), self.last_obj)  # type: ignore[attr-defined]

    def target_mv_was(self, c: list[Any]) -> Any:
        """"If its mana value was 2 or less" [608.2h, 202.3]."""
        from aetherworks.compiler.build import AtSlot, Slot, Unsupported, _int

        if not isinstance(self.last_obj, Slot):  # type: ignore[attr-defined]
            raise Unsupported("a condition on the mana value of a non-target object")
        return AtSlot(TargetWas(max_mv=_int(c[0])), self.last_obj)  # type: ignore[attr-defined]

    # --- "reveal the top card of your library and put that card into your hand" ---

    revealed_top: bool = False  # a sentence before revealed the top card

    def reveal_top_to_hand(self, c: list[Any]) -> Effect:
        """Dark Confidant's "reveal the top card of your library and put that card into your
        hand" [701.20a]: the card is remembered for "its mana value"."""
        self.revealed_top = True
        return RevealTopToHand()

    def reveal_top(self, c: list[Any]) -> Effect:
        """Sifter Wurm's "reveal the top card of your library": it stays on top [701.20a]."""
        self.revealed_top = True
        return RevealTop()

    def revealed_mana_value(self, c: list[Any]) -> Any:
        """"You lose life equal to its mana value": the card revealed before [202.3]."""
        from aetherworks.compiler.build import Unsupported

        if not self.revealed_top:
            raise Unsupported("'its mana value' of something other than a revealed card")
        return refs.ManaValueOf(refs.Remembered("revealed"))

    # --- "if [condition], you may pay {2}. If you do, ..." [603.4, 118.12] ---

    def if_may_pay_mana(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import Sentence, _mana

        return Sentence("if", (), condition=c[0], arg=("pay", str(_mana(c[1]))))

    # --- "must be blocked this turn if able" [509.1c] ---

    def must_be_blocked(self, c: list[Any]) -> Effect:
        return effects.ApplyContinuous(MustBeBlocked(), on=c[0])

    def must_be_blocked_last(self, c: list[Any]) -> Effect:
        """"Target creature gets +5/+5 until end of turn and must be blocked this turn if
        able": the object named before."""
        return self.must_be_blocked([self._named_before()])  # type: ignore[attr-defined]

