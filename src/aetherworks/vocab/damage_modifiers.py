"""Static replacement effects that modify damage [614.1a, 616.1].

The engine asks every static ability's :class:`~aetherworks.engine.hooks.DamageModifier` as
damage would be dealt, so the extra damage is dealt by the original source [120.3, 614.1a].

* :class:`DamagePlus` — "if a source you control would deal noncombat damage to an
  opponent or a permanent an opponent controls, it deals that much damage plus N instead"
  (Aether Revolt; the StaticAbility's condition carries "as long as ...").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import is_player_ref, ref_player
from aetherworks.engine.hooks import DamageModifier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DamagePlus(DamageModifier):
    """Damage from a source the permanent's controller controls, to an opponent or a
    permanent an opponent controls, is increased by ``n`` (noncombat only unless
    ``combat_too``) [614.1a].  It changes no characteristics."""

    n: int = 2
    combat_too: bool = False

    def modify_damage(self, game: Game, perm: GameObject, source: int, target: int,
                      amount: int, combat: bool) -> int:
        if combat and not self.combat_too:
            return amount
        if game.objects[source].controller != perm.controller:
            return amount
        victim = ref_player(target) if is_player_ref(target) else \
            game.objects[target].controller
        if victim == perm.controller:
            return amount
        return amount + self.n


__all__ = ["DamagePlus"]
