"""A creature that blocks more than one attacker [509.1a, 509.1g, 510.1d].

Each blocking creature blocks one attacker unless an effect allows more: "can block an
additional creature each combat" (several such effects add up), "can block an additional
seven creatures", "can block any number of creatures".  The engine offers such a creature
again, for another attacker, while it may block more (``engine.combat.block_capacity``); it
then divides its combat damage among the attackers it blocks as its controller chooses
[510.1d], and "whenever this creature blocks" triggers once for it [509.3a].

* :func:`BlockAdditional` — "can block an additional [N] creature[s]": ``Rule.BLOCK_ADDITIONAL``
  with ``more`` = N; a static ability's rule (``SelfRule``, ``AttachedRule``, ``EachRule``) or
  a resolved effect's ("... this turn": ``ApplyContinuous``) [509.1a, 611.2a].
* :func:`BlockAnyNumber` — "can block any number of creatures": ``Rule.BLOCK_ANY_NUMBER``.
"""

from __future__ import annotations

from aetherworks.engine.hooks import Rule
from aetherworks.vocab.restrictions import RuleEffect


def BlockAdditional(more: int = 1) -> RuleEffect:
    """"Can block an additional creature [this turn / each combat]" (``more`` = 1), "an
    additional seven creatures" (7) [509.1a]."""
    return RuleEffect(Rule.BLOCK_ADDITIONAL, more=more)


def BlockAnyNumber() -> RuleEffect:
    """"Can block any number of creatures [this turn]" [509.1a]."""
    return RuleEffect(Rule.BLOCK_ANY_NUMBER)


__all__ = ["BlockAdditional", "BlockAnyNumber"]
