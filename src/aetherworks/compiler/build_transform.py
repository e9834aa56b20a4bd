"""Builders for transforming double-faced cards [712, 701.27]: "transform [it]", and the
triggers, conditions and sentences their front faces use to turn over.

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Condition, Effect, StaticAbility, Trigger
from aetherworks.vocab import effects
from aetherworks.vocab.disturb import Disturb, ExiledInsteadOfGraveyard
from aetherworks.vocab.energy import YouAttack
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.last_turn import NoSpellsCastLastTurn, PlayerCastSpellsLastTurn
from aetherworks.vocab.transform import (
    EntersOrTransformsInto,
    ReturnTransformed,
    Transform,
    TransformsInto,
)


def _unsupported(why: str) -> Exception:
    from aetherworks.compiler.build import Unsupported

    return Unsupported(why)


class TransformRules:
    """"Transform ~" and the words around it."""

    def transform_obj(self, c: list[Any]) -> Effect:
        # "Transform this creature" / "transform it": turn it over [701.27a]; an ability of
        # the permanent itself does so only if it hasn't transformed since [701.27f]
        # (Transform checks it as it resolves).
        return Transform(c[0])

    def exile_return_transformed(self, c: list[Any]) -> Effect:
        """"Exile [it], then return it to the battlefield transformed under [its owner's /
        your] control" [712.14a]: it returns as a new object, back face up [400.7]."""
        what, control = c[0], str(c[-1])
        return ReturnTransformed(what, under="you" if control == "your" else "owner")

    def no_spells_last_turn(self, c: list[Any]) -> Condition:
        return NoSpellsCastLastTurn()  # a werewolf's front face [701.27a]

    def player_cast_spells_last_turn(self, c: list[Any]) -> Condition:
        if not isinstance(c[0], int):
            raise _unsupported("a variable number of spells last turn")
        return PlayerCastSpellsLastTurn(c[0])

    def you_attack_with(self, c: list[Any]) -> Trigger:
        if not isinstance(c[-1], int):
            raise _unsupported("attacking with a variable number of creatures")
        return YouAttack(at_least=c[-1])  # "when you attack with three or more creatures"

    def then_if(self, c: list[Any]) -> Any:
        """"Then if [condition], [effects]." — checked as the ability gets there [608.2c];
        never an intervening if (it follows another sentence)."""
        from aetherworks.compiler.build import Sentence

        return Sentence("plain", (effects.If(c[0], then=tuple(c[1])),))

    def then_if_may(self, c: list[Any]) -> Any:
        """"Then if [condition], you may [effects]." (Search for Azcanta)."""
        from aetherworks.compiler.build import Sentence

        may = MayOrElse(then=tuple(c[1]), prompt="Do it?")  # the prompt: the paragraph's words
        return Sentence("plain", (effects.If(c[0], then=(may,)),))

    def disturb(self, c: list[Any]) -> Any:
        from aetherworks.compiler.build import _mana

        return Disturb(str(_mana(c[0])))  # "Disturb {1}{U}" [702.146a]

    def self_exiled_instead(self, c: list[Any]) -> Any:
        return StaticAbility(effect=ExiledInsteadOfGraveyard())  # [614.1a]

    def transforms_into_self(self, c: list[Any]) -> Trigger:
        # "When this creature transforms into ~": the face this ability is on [701.27e].
        return TransformsInto(face=-1)

    def enters_or_transforms_into(self, c: list[Any]) -> Trigger:
        return EntersOrTransformsInto()
