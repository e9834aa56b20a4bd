"""A resolved effect that changes how a spell's permanent will enter: "When you cast a Bolas
planeswalker spell, exile this card from your graveyard.  That planeswalker enters with an
additional loyalty counter on it" (Dark Intimations).

* :class:`SpellEntersWithCounters` — the spell (the trigger's event object: "that
  planeswalker") gets a replacement effect for itself only: the permanent it becomes enters
  with ``n`` more ``kind`` counters [614.1c, 122.6].  The engine keeps it on the spell
  (``Memo.ENTERS_WITH``) and applies it where the permanent enters, beside "enters with"
  abilities; several such effects add up (two Dark Intimations exiled: two counters; ruling
  2017-02-09).  A spell that left the stack first becomes no permanent, and the effect does
  nothing.  It doesn't depend on the sentence before it: with no "if you do", the counter is
  added even if the card could not be exiled [608.2c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import EventObject, Ref

if TYPE_CHECKING:
    from aetherworks.engine.defs import Ask
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SpellEntersWithCounters(Effect):
    """"That [planeswalker] enters with an additional [loyalty] counter on it" [614.1c]."""

    kind: str = "loyalty"
    n: int = 1
    spell: Ref = EventObject()
    cr = "614.1c"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        for oid in self.spell.refs(game, ctx):
            obj = game.objects.get(oid)
            if obj is None or obj.zone != "stack" or obj.kind == "ability":
                continue  # no longer a spell: no permanent will enter from it [608.3]
            # a stack object is this game's own: safe to change [isolation]
            obj.remember(Memo.ENTERS_WITH,
                         (*obj.recall(Memo.ENTERS_WITH, ()), (self.kind, self.n)))
        return None


__all__ = ["SpellEntersWithCounters"]
