"""Builder methods for Dark Intimations' templates: "each opponent sacrifices a creature or
planeswalker of their choice, then discards a card" (a verb whose subject is the clause
before's) [701.21a, 701.9, 101.4], "you return a creature or planeswalker card from your
graveyard to your hand" (chosen, not targeted) [400.7, 608.2c], "when you cast a Bolas
planeswalker spell" (a subtype and its type) [205.3j, 603.2] and "that planeswalker enters
with an additional loyalty counter on it" (a replacement effect for the spell cast) [614.1c,
122.6].

A mixin of :class:`~aetherworks.compiler.build.Build`: the grammar rules are in
``oracle.lark``, each naming the method here by its alias.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Effect, Trigger
from aetherworks.vocab import effects, refs, triggers
from aetherworks.vocab.chosen_permanents import ExileChosen, SacrificeChosen
from aetherworks.vocab.graveyard_to_library import ReturnFromGraveyardChosen
from aetherworks.vocab.library import Mill
from aetherworks.vocab.spell_enters_with import SpellEntersWithCounters

# Effects whose ``who`` is the subject of their clause: the players a subject-less verb
# after them ("..., then discards a card") names again.
_PLAYER_SUBJECT = (SacrificeChosen, ExileChosen, effects.Draw, effects.DiscardChosen, Mill)


class DarkIntRules:
    """Subject-less player verbs, chosen graveyard returns, a spell's extra counters."""

    def clause_then_discards(self, c: list[Any]) -> tuple[Effect, ...]:
        """"Each opponent sacrifices a creature ..., then discards a card": the same players,
        each choosing in APNAP order once all the sacrifices are done [101.4, 608.2c]."""
        from aetherworks.compiler.build import Unsupported, _effects

        before, n = _effects(c[0]), c[1]
        last = before[-1]
        if not isinstance(last, _PLAYER_SUBJECT):
            raise Unsupported("'then discards' after a clause without a player subject")
        return (*before, effects.DiscardChosen(n, last.who))

    def you_return_from_graveyard(self, c: list[Any]) -> Effect:
        """"You return a creature or planeswalker card from your graveyard to your hand":
        chosen as it happens, not targeted [400.7, 608.2c]."""
        from aetherworks.compiler.build import Unsupported

        types, subtypes, not_types = c[-1]  # LookRules.look_any's description
        if subtypes or not_types or not types or "Permanent" in types:
            raise Unsupported("a graveyard card described by more than its types")
        return ReturnFromGraveyardChosen(tuple(types))

    def subtype_of_type(self, c: list[Any]) -> str:
        return str(c[0]).capitalize()

    def you_cast_typed_subtype(self, c: list[Any]) -> Trigger:
        """"When you cast a Bolas planeswalker spell": the spell has both [205.3j]; it is
        the event object ("that planeswalker")."""
        subtype, card_type = str(c[-2]), c[-1]
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return triggers.YouCast(types=(card_type,), subtypes=(subtype,), typed_subtype=True)

    def spell_enters_with(self, c: list[Any]) -> Effect:
        """"That planeswalker enters with an additional loyalty counter on it": the spell
        the trigger saw cast [614.1c, 122.6]."""
        from aetherworks.compiler.build import Unsupported

        if self.event_obj != refs.EventObject():  # type: ignore[attr-defined]
            raise Unsupported("'that permanent enters with' without a spell named before")
        return SpellEntersWithCounters(kind=str(c[-1]))
