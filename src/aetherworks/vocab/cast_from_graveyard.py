"""Casting a card from a graveyard as an effect resolves (Torrential Gearhulk) [608.2g].

:class:`MayCastTargetFree` — "you may cast target instant card from your graveyard without
paying its mana cost. If that spell would be put into your graveyard, exile it instead."
The card is cast as part of the resolution, ignoring the timing of its type [608.2g]; "without
paying its mana cost" is an alternative cost, so X is 0 and no other alternative cost may be
used, but additional costs are paid [118.9, 118.9a, 107.3b... 601.2b].  The replacement
"exile it instead" [614.1a] follows the spell wherever it would go to its owner's graveyard
from the stack: resolving [608.2n], countered [701.5a] or with all its targets illegal
[608.2b] — the spell remembers ``exile_on_resolve``, which the engine honours.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Effect
from aetherworks.vocab.energy import castable_with_alternative
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayCastTargetFree(Effect):
    """"You may cast [the target card] without paying its mana cost" [118.9]; ``types``
    limits the halves of a split card that may be cast ("instant card": only an instant
    half [709.3]); ``exile_instead`` adds "if that spell would be put into your graveyard,
    exile it instead" [614.1a]."""

    what: Ref = Target()
    types: tuple[str, ...] = ("Instant",)
    exile_instead: bool = True
    cr = "608.2g"

    def _options(self, game: Game, ctx: GameObject) -> list[Choice]:
        out = []
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "graveyard":
                continue
            faces = range(len(obj.proto.faces)) if obj.proto.faces else (-1,)
            for fi in faces:
                proto = obj.proto.faces[fi] if fi >= 0 else obj.proto
                if self.types and not any(t in proto.chars.types for t in self.types):
                    continue
                if castable_with_alternative(game, ctx.controller, oid, fi, "free"):
                    out.append(Choice("cast", oid, fi))
        return out

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = self._options(game, ctx)
            if not opts:
                return None
            names = ", ".join(game.describe(o).removeprefix("Cast ") for o in opts)
            return Ask(ctx.controller, CHOOSE, f"Cast {names} without paying its mana cost?",
                       (*opts, NO), cr="608.2g")
        if answer == NO or answer.kind != "cast":
            game.emit("choice", "608.2g", ctx.controller, info="chooses not to cast the card")
            return None
        from aetherworks.engine.casting import begin_cast

        # The cast's tasks run before the rest of this resolution [608.2g].
        new_id = begin_cast(game, ctx.controller, answer.obj, answer.arg, alt="free")
        if self.exile_instead:
            game.objects[new_id].remember("exile_on_resolve", True)
        return None


__all__ = ["MayCastTargetFree"]
