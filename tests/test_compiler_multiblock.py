"""The multiblock templates of issue 12 (compiler/build_multiblock.py): "can block an
additional creature each combat / this turn", "an additional seven creatures", "any number of
creatures" [509.1a]."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import ActivatedAbility, SpellAbility, StaticAbility
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.effects import ApplyContinuous, Pump, UntapIt
from aetherworks.vocab.exchange import SelfRule
from aetherworks.vocab.multiple_blocks import BlockAdditional, BlockAnyNumber
from aetherworks.vocab.refs import Target, This
from aetherworks.vocab.restrictions import AttachedRule, EachRule


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_can_block_an_additional_creature_each_combat() -> None:
    """The static ability of Spike-Tailed Ceratops, Night Market Guard and Trueheart Duelist
    (2017 Standard): the creature itself may block one more attacker [509.1a]."""
    for name in ("Spike-Tailed Ceratops", "Night Market Guard", "Trueheart Duelist"):
        ab = _compiled(name).abilities[0]
        assert ab == StaticAbility(
            effect=SelfRule(Rule.BLOCK_ADDITIONAL, more=1),
            text="This creature can block an additional creature each combat."), name
    (watcher,) = [a for a in _compiled("Watcher in the Web").abilities
                  if isinstance(a, StaticAbility)]
    assert watcher.effect == SelfRule(Rule.BLOCK_ADDITIONAL, more=7)


def test_can_block_any_number_and_whose_creatures() -> None:
    """"Can block any number of creatures"; equipped creature; each creature you control
    [509.1a, 301.5a, 613.11]."""
    (guard,) = _compiled("Palace Guard").abilities
    assert guard.effect == SelfRule(Rule.BLOCK_ANY_NUMBER)
    circlet = _compiled("Echo Circlet").abilities[0]
    assert circlet.effect == AttachedRule(Rule.BLOCK_ADDITIONAL, more=1)
    (high,) = _compiled("High Ground").abilities
    assert isinstance(high.effect, EachRule) and high.effect.rule == Rule.BLOCK_ADDITIONAL
    assert high.effect.filter.controller == "you"


def test_can_block_more_this_turn() -> None:
    """Act of Heroism: "It gets +2/+2 until end of turn and can block an additional creature
    this turn" (the object named before); Give No Ground's "any number"; an activated
    ability's "this creature" [509.1a, 611.2a]."""
    (act,) = _compiled("Act of Heroism").abilities
    assert isinstance(act, SpellAbility)
    assert act.effects == (UntapIt(Target()), Pump(2, 2, on=Target()),
                           ApplyContinuous(BlockAdditional(1), on=Target()))
    (ground,) = _compiled("Give No Ground").abilities
    assert ground.effects[-1] == ApplyContinuous(BlockAnyNumber(), on=Target())
    chimera = [a for a in _compiled("Coastline Chimera").abilities
               if isinstance(a, ActivatedAbility)]
    assert chimera[0].effects == (ApplyContinuous(BlockAdditional(1), on=This()),)


def test_blocks_two_or_more_and_for_each_creature_it_is_blocking() -> None:
    """Lairwatch Giant: "Whenever this creature blocks two or more creatures" [509.3e];
    Guardian of the Gateless: "for each creature it's blocking" [509.1g]."""
    from aetherworks.engine.defs import TriggeredAbility
    from aetherworks.vocab.multiple_blocks import AttackersBlocked, BlocksAtLeast

    giant = [a for a in _compiled("Lairwatch Giant").abilities
             if isinstance(a, TriggeredAbility)]
    assert giant[0].trigger == BlocksAtLeast(2)
    assert giant[0].effects == (Pump(0, 0, on=This(), keywords=("First strike",)),)
    guardian = [a for a in _compiled("Guardian of the Gateless").abilities
                if isinstance(a, TriggeredAbility)]
    assert guardian[0].effects == (Pump(AttackersBlocked(), AttackersBlocked(), on=This()),)
