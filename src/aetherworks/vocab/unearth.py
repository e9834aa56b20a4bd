"""Unearth [702.84].

"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery"
[702.84a].

* :func:`Unearth` — the keyword's activated ability: it functions in the graveyard
  (``zone="graveyard"``) at sorcery speed [113.6, 602.5d].
* :class:`ReturnUnearthed` — its effect: the card returns under the ability's controller,
  gains haste, gets the exile-instead replacement and a delayed "exile it at the beginning
  of the next end step" trigger [603.7a, 614.1a].  If the card left the graveyard before
  the ability resolves, it is a new object and nothing happens [400.7].
* ``statics.ExileInstead(only="")`` — "if it would leave the battlefield, exile it instead of
  putting it anywhere else", a replacement effect on that one permanent [614.1a].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import ActivatedAbility, Cost, Effect, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.effects import Exile
from aetherworks.vocab.refs import This, source_id
from aetherworks.vocab.statics import ExileInstead, GrantKeywords

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


# "Exile it at the beginning of the next end step": the delayed trigger's source is the
# returned permanent, so "it" is This() [603.7a, 603.7c].
EXILE_AT_END = TriggeredAbility(
    effects=(Exile(This()),),
    text="Exile it at the beginning of the next end step.")


@dataclass(frozen=True)
class ReturnUnearthed(Effect):
    """"Return this card from your graveyard to the battlefield. It gains haste. Exile it at
    the beginning of the next end step. If it would leave the battlefield, exile it instead
    of putting it anywhere else" [702.84a]."""

    at_end: TriggeredAbility = field(default_factory=lambda: EXILE_AT_END)
    cr = "702.84a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        card = source_id(ctx)
        if game.objects[card].zone != "graveyard":
            return  # it left the graveyard: a new object [400.7]
        new = game.move(card, "battlefield", controller=ctx.controller, cr="702.84a")
        if not new:
            return
        game.add_effect(GrantKeywords(("Haste",)), new, ctx.controller, objects=(new,),
                        until="")
        game.add_effect(ExileInstead(only=""), new, ctx.controller, objects=(new,), until="")
        game.add_delayed("end", self.at_end, ctx.controller, new)


def Unearth(mana: str = "", costs: tuple[Cost, ...] = (), *, text: str) -> ActivatedAbility:
    """"Unearth [cost]": from the graveyard, as a sorcery [702.84a]; ``mana`` is a mana cost
    ("{2}{B}"), ``costs`` other costs ("Pay eight {E}": ``(PayEnergy(8),)``)."""
    return ActivatedAbility(mana=ManaCost.parse(mana) if mana else ManaCost(), costs=costs,
                            effects=(ReturnUnearthed(),), sorcery=True, zone="graveyard",
                            text=text)


__all__ = ["EXILE_AT_END", "ReturnUnearthed", "Unearth"]
