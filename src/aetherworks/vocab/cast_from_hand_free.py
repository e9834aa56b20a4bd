"""Casting any number of spells from your hand without paying their mana costs, during a
resolution [608.2g, 118.9].

* :class:`CastAnyFromHandFree` — "You may cast any number of spells from your hand without
  paying their mana costs" (Aetherflux Conduit): a loop of "cast one more / done" decisions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.energy import castable_with_alternative

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CastAnyFromHandFree(Effect):
    """"You may cast any number of spells from your hand without paying their mana costs."

    As this resolves the player picks one castable spell card from their hand at a time, or
    "done".  Each is cast right then, ignoring timing restrictions of its type, with no
    other alternative cost; mandatory additional costs are paid [608.2g, 118.9, 118.9a,
    601.2f].  Once it is cast (or its casting is reversed) the player is asked again, with
    the hand as it is then; the spells resolve after this ability, last cast first [405.5].
    """

    cr = "608.2g"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        player = ctx.controller
        if answer is None:
            opts: list[Choice] = []
            for oid in game.players[player].hand:
                obj = game.objects[oid]
                faces = range(len(obj.proto.faces)) if obj.proto.faces else (-1,)
                opts += [Choice("cast", oid, fi) for fi in faces
                         if castable_with_alternative(game, player, oid, fi, "free")]
            if not opts:
                return None
            return Ask(player, CHOOSE, Msg("prompt.cast_free_hand"), (*opts, DONE),
                       state=state, cr="608.2g")
        if answer.kind != "cast":
            return None
        from aetherworks.engine.casting import begin_cast

        # The tasks begin_cast pushes run before the rest of this resolution [608.2g]; once
        # the spell is cast this effect runs again to offer the next one.
        again = ("effects", ctx.id, (cardpool.PART_KEYS[id(self)],), None, (state or 0) + 1)
        begin_cast(game, player, answer.obj, answer.arg, alt="free", cont=again)
        return None


__all__ = ["CastAnyFromHandFree"]
