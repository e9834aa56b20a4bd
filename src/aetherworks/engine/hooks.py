"""The hooks: every way a card part may change how the engine applies a rule, declared here.

The engine calls a card part only through what its class declares by subclassing one of
these (an ``isinstance`` test, never a probe for a method name), so a newcomer sees in one
place what a part can do and where the engine asks it:

========================  ==================================  ===========================
hook                      the engine asks it                  rules
========================  ==================================  ===========================
:class:`RuleEffect`       ``Game.rule_applies(oid, Rule.X)``  rule changes [613.11]
:class:`DamageModifier`   as damage would be dealt            614.1a, 616.1
:class:`DamagePrevention` after modifiers, as damage would be   615.1, 615.6
                          dealt
:class:`CounterModifier`  as a player would get counters      614.1a ({E} doubling)
:class:`ZoneRedirect`     as a permanent would leave          614.1a ("exile it instead")
:class:`CostReduction`    as a spell's total cost is fixed    601.2f
:class:`SpellCostChange`  as a spell's total cost is fixed    601.2f (other spells)
:class:`PaidWithoutChoice` as a mana ability is activated     605.3a
:class:`AlternativeCost`  at priority and as a spell is cast  118.9, 601.2b
:class:`PaymentHelp`      as a spell's total cost is paid       702.51, 702.126, 702.66
:class:`CastFromZone`     at priority, for a card in a graveyard  702.34a, 118.9
:class:`EffectEnds`       as an "until end of turn" effect ends  514.2, 613.1b
:class:`OptionalCost`     as a spell is proposed (announced)    601.2b, 702.33
========================  ==================================  ===========================

Each is a continuous effect [611]: a static ability's effect, or one a resolved spell or
ability created (``Game.add_effect``).  None changes characteristics, so the layer system
skips them (their ``layer`` is "rules" or "replacement").

Where a new rule goes: a new *kind* of change is a new hook class here, asked at the one
place in the engine that owns the rule (damage in ``actions``, zone changes in ``zones``,
costs in ``castability``/``casting``...); a new *card* with a known kind of change is a
vocabulary part subclassing the hook.  Example: "If a source you control would deal
noncombat damage to an opponent, it deals that much plus 2 instead" is
``aetherworks.vocab.damage_modifiers.DamagePlus(DamageModifier)``.

Play permissions ("you may play that card this turn") and "until it leaves" links are not
hooks but typed records in the game's state: :class:`~aetherworks.engine.objects.PlayPermission`,
:class:`~aetherworks.engine.objects.ExileLink`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from aetherworks.engine.defs import Continuous, Cost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.mana import ManaCost
    from aetherworks.engine.objects import GameObject


class Rule(StrEnum):
    """The rules a :class:`RuleEffect` changes for the permanents it affects [613.11]."""

    CANT_BLOCK = "cant_block"  # [509.1b]
    CANT_ACTIVATE = "cant_activate"  # its activated abilities can't be activated [602.5]
    ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"  # [702.3b]
    DOESNT_UNTAP = "doesnt_untap"  # during its controller's untap step [502.3]
    BLOCKS_IF_ABLE = "blocks_if_able"  # a requirement [509.1c]
    # "hexproof from activated and triggered abilities" [702.11d]
    HEXPROOF_FROM_ABILITIES = "hexproof_from_abilities"
    CANT_ATTACK = "cant_attack"  # [508.1c]
    MUST_ATTACK = "must_attack"  # "attacks each combat if able" [508.1d]
    # "can't be blocked [by / except by ...]": the effect's ``blockers`` filter [509.1b]
    CANT_BE_BLOCKED = "cant_be_blocked"
    BLOCK_ONLY_FLYERS = "block_only_flyers"  # "can block only creatures with flying" [509.1b]
    CANT_BE_COUNTERED = "cant_be_countered"  # a spell's own rule [101.2, 701.5a]
    CANT_BE_REGENERATED = "cant_be_regenerated"  # [701.19c]


class _NoCharacteristics(Continuous):
    """A continuous effect that changes no characteristics [613.11]."""

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: Any, game: Game, source: GameObject | None) -> None:
        return None


class RuleEffect(_NoCharacteristics):
    """Changes a rule for the permanents it ``affects`` [613.11]; ``rule`` says which."""

    layer: ClassVar[str] = "rules"
    rule: Rule

    def stops(self, game: Game, source: GameObject | None, other: int) -> bool:
        """For a rule about another permanent ("can't be blocked by creatures with power 2
        or less"): whether it applies to ``other`` (a would-be blocker); by default to all."""
        return True

    def text(self) -> str:
        return self.rule.value.replace("_", " ")


class ReplacementEffect(_NoCharacteristics):
    """Watches for an event and replaces it [614.1]."""

    layer: ClassVar[str] = "replacement"


class DamageModifier(ReplacementEffect):
    """"... deals that much damage plus N instead" [614.1a, 616.1]: ``perm`` is the
    permanent whose static ability this is (or the effect's source)."""

    def modify_damage(self, game: Game, perm: GameObject, source: int, target: int,
                      amount: int, combat: bool) -> int:
        raise NotImplementedError


class DamagePrevention(ReplacementEffect):
    """A prevention shield: how much of ``amount`` damage from ``source`` to ``target`` it
    prevents [615.1]."""

    def prevent_damage(self, game: Game, source: int, target: int, amount: int,
                       combat: bool) -> int:
        raise NotImplementedError

    def used(self, prevented: int) -> DamagePrevention | None:
        """The shield after it prevented ``prevented`` damage: itself (it lasts), a smaller
        one ("the next 3 damage"), or None (used up) [615.7]."""
        return self


class CounterModifier(ReplacementEffect):
    """"If you would get one or more {E}, you get that many plus one instead" [614.1a]: how
    many counters ``player`` gets instead of ``n``."""

    def more_player_counters(self, game: Game, perm: GameObject, player: int, kind: str,
                             n: int) -> int:
        raise NotImplementedError


class ZoneRedirect(ReplacementEffect):
    """"Exile it instead" [614.1a]: where a permanent the effect applies to goes instead of
    ``zone`` as it leaves the battlefield."""

    def redirect(self, zone: str) -> str:
        raise NotImplementedError


class CostReduction(_NoCharacteristics):
    """"This spell costs {1} less to cast for each ..." [601.2f]: a spell's own static ability,
    which functions wherever it is cast from [113.6b]."""

    layer: ClassVar[str] = "rules"

    def reduce_cost(self, game: Game, card: GameObject, player: int) -> int:
        raise NotImplementedError


class SpellCostChange(_NoCharacteristics):
    """"[Artifact] spells you cast cost {1} less to cast" / "... cost {1} more": a permanent's
    static ability changing the total cost of spells [601.2f]; generic mana, negative for
    less."""

    layer: ClassVar[str] = "rules"

    def spell_cost_delta(self, game: Game, perm: GameObject, player: int, card: GameObject
                         ) -> int:
        raise NotImplementedError


class PaidWithoutChoice(Cost):
    """A cost part paid without any choice ("Sacrifice this artifact"), so that it may be
    part of a mana ability's cost: the mana payer pays it as it activates the ability
    [605.3a] (a Treasure [111.10a])."""

    def pay_now(self, game: Game, source: int) -> None:
        raise NotImplementedError


class AlternativeCost(_NoCharacteristics):
    """"You may cast [spells] by paying ... rather than paying their mana costs" [118.9]: a
    permanent's static ability; ``(cost key, flash)`` when it lets ``player`` cast ``card``
    now, else None (with ``flash`` the spell may be cast as though it had flash [702.8a])."""

    layer: ClassVar[str] = "rules"

    def alt_cost(self, game: Game, perm: GameObject, player: int, card: GameObject
                 ) -> tuple[str, bool] | None:
        raise NotImplementedError


class PaymentHelp(_NoCharacteristics):
    """Convoke, improvise, delve: a spell's static ability that lets its controller pay part
    of its total cost by tapping or exiling things instead of paying mana [702.51a,
    702.126a, 702.66a].  It functions while the spell is on the stack; the engine asks it
    as the total cost is paid (after cost changes [601.2f], with the mana [601.2h]).

    ``helpers``: what ``player`` could tap or exile for ``spell``; ``pay_one``: ``cost``
    once ``helper`` paid one unit of it (a coloured symbol of its colour for convoke, else
    one generic), or None if it can't pay any; ``use``: tap or exile it."""

    layer: ClassVar[str] = "rules"

    def helpers(self, game: Game, spell: GameObject, player: int) -> list[int]:
        raise NotImplementedError

    def pay_one(self, game: Game, helper: int, cost: ManaCost) -> ManaCost | None:
        raise NotImplementedError

    def use(self, game: Game, spell: GameObject, helper: int) -> None:
        raise NotImplementedError


class CastFromZone(_NoCharacteristics):
    """A card's own static ability letting its owner cast it from another zone for an
    alternative mana cost, exiled as it leaves the stack: flashback [702.34a, 118.9].  It
    functions in that zone [113.6]; the engine asks ``zone`` and ``alt_mana()``."""

    layer: ClassVar[str] = "rules"
    zone: ClassVar[str] = "graveyard"

    def alt_mana(self) -> ManaCost:
        raise NotImplementedError


class EffectEnds(_NoCharacteristics):
    """A resolved spell's effect that does something as it ends in the cleanup step:
    control gained "until end of turn" goes back [514.2, 613.1b, 800.4a].  ``objects`` are
    the effect's locked-in objects; ``controller`` who created it."""

    layer: ClassVar[str] = "rules"

    def end(self, game: Game, objects: tuple[int, ...], controller: int) -> None:
        raise NotImplementedError


class OptionalCost(_NoCharacteristics):
    """An optional additional cost of the spell itself, announced as it is cast: kicker,
    buyback [601.2b, 702.33a, 702.27a].  If paid, the spell (and the permanent it becomes)
    remembers ``key`` ("kicked" [702.33d]; "buyback": the resolving spell goes to its owner's
    hand [702.27a]); ``mana()`` is added to its total cost [601.2f]; ``name`` is how the
    caster is asked ("kicker")."""

    layer: ClassVar[str] = "rules"
    key: ClassVar[str] = "kicked"
    name: ClassVar[str] = "kicker"

    def mana(self) -> ManaCost:
        raise NotImplementedError


__all__ = [
    "AlternativeCost",
    "CastFromZone",
    "CostReduction",
    "CounterModifier",
    "DamageModifier",
    "DamagePrevention",
    "EffectEnds",
    "OptionalCost",
    "PaidWithoutChoice",
    "PaymentHelp",
    "ReplacementEffect",
    "Rule",
    "RuleEffect",
    "SpellCostChange",
    "ZoneRedirect",
]
