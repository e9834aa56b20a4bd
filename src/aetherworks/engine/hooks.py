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
:class:`NoPrevention`     before prevention effects apply       615.12
:class:`CounterModifier`  as a player would get counters      614.1a ({E} doubling)
:class:`PermanentCounter  as counters would be put on a        614.1a, 122.6
Modifier`                 permanent (or it enters with them)
:class:`EntersTapped`     as another permanent enters          614.1d, 614.12
:class:`EntersWithMore`   as another permanent enters          614.1c, 614.12
:class:`ZoneRedirect`     as a permanent would leave          614.1a ("exile it instead")
:class:`CostReduction`    as a spell's total cost is fixed    601.2f
:class:`SpellCostChange`  as a spell's total cost is fixed    601.2f (other spells)
:class:`SpendAsThough`    as a spell's cost is paid           609.4b
:class:`AlternativeCost`  at priority and as a spell is cast  118.9, 601.2b
:class:`PaymentHelp`      as a spell's total cost is paid     702.51, 702.126, 702.66
:class:`EffectEnds`       as an "until end of turn" effect  514.2, 613.1b
                          ends
:class:`CostIncrease`     as a spell's total cost is fixed    601.2f
:class:`CastRestriction`  before a spell may be cast          101.2, 601.2
:class:`CardRedirect`     as a card would go to a graveyard   614.1a ("exile it instead"),
                          or onto the battlefield             614.12
:class:`DrawModifier`     as a player would draw              614.1a, 121.6
:class:`ReboundHook`      as a spell with rebound resolves    702.88a
:class:`DiscardReplace   as a card with it is discarded      702.35a, 614.1a
ment`                     (from its owner's hand)
:class:`OpeningHand`      after mulligans, from the hand      103.6
:class:`SpecialAction`    at priority, from the card's zone    116.2f, 116.2k
:class:`FaceUpCost`       turning a face-down permanent up    702.37e
:class:`AscendHook`       with state-based actions            702.131b
:class:`TriggerMultiplier` as an ability triggers              603.2d
:class:`TokenReplacement` as tokens would be created          614.1a, 614.5
:class:`HandSize`         at cleanup, as a player discards     402.2, 514.1
                          to their maximum hand size
:class:`LossReplacement`  as a player would lose the game by  614.1a, 104.3b-d,
                          a state-based action                704.5a-c
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

from aetherworks.engine.defs import Continuous

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.mana import ManaCost
    from aetherworks.engine.objects import Chars, GameObject


class Rule(StrEnum):
    """The rules a :class:`RuleEffect` changes for the permanents it affects [613.11]."""

    CANT_BLOCK = "cant_block"  # [509.1b]
    CANT_ACTIVATE = "cant_activate"  # its activated abilities can't be activated [602.5]
    ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"  # [702.3b]
    DOESNT_UNTAP = "doesnt_untap"  # during its controller's untap step [502.3]
    BLOCKS_IF_ABLE = "blocks_if_able"  # a requirement [509.1c]
    # "hexproof from activated and triggered abilities" [702.11d]
    HEXPROOF_FROM_ABILITIES = "hexproof_from_abilities"
    # its activated abilities other than mana abilities can't be activated [602.5, 605.1a]
    CANT_ACTIVATE_NONMANA = "cant_activate_nonmana"
    CANT_ATTACK = "cant_attack"  # a restriction [508.1c]
    # a land tapped for two or more mana produces {C} instead [106.12, 614.1a]
    ONE_COLORLESS = "one_colorless"
    MUST_ATTACK = "must_attack"  # "attacks [this turn / each combat] if able", goad [508.1d]
    # "can't be blocked [by / except by ...]": the effect's ``blockers`` filter [509.1b]
    CANT_BE_BLOCKED = "cant_be_blocked"
    BLOCK_ONLY_FLYERS = "block_only_flyers"  # "can block only creatures with flying" [509.1b]
    CANT_BE_COUNTERED = "cant_be_countered"  # a spell's own rule [101.2, 701.5a]
    CANT_BE_REGENERATED = "cant_be_regenerated"  # [701.19c]
    MAX_ONE_BLOCKER = "max_one_blocker"  # "can't be blocked by more than one creature" [509.1b]
    # "All creatures able to block this creature do so": a requirement on each of them [509.1c]
    LURE = "lure"
    CANT_CREW = "cant_crew"  # "can't crew Vehicles": not tapped to pay a crew cost [702.122a]
    # "can't attack alone" / "can't block alone": a restriction on the whole declaration,
    # met when another creature attacks (blocks) too [508.1c, 509.1b]
    CANT_ATTACK_ALONE = "cant_attack_alone"
    CANT_BLOCK_ALONE = "cant_block_alone"
    # "must be blocked this turn if able": a requirement on the defending player, met by one
    # blocker [509.1c]
    MUST_BE_BLOCKED = "must_be_blocked"
    # "can block an additional [N] creature[s] each combat" (``RuleEffect.more_blocks``) /
    # "can block any number of creatures": a creature may block more than one attacker
    # [509.1a, 509.1g]
    BLOCK_ADDITIONAL = "block_additional"
    BLOCK_ANY_NUMBER = "block_any_number"


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

    def must_attack(self, game: Game, source: GameObject | None) -> int | None:
        """For ``Rule.MUST_ATTACK``: the player (a negative ref) the permanent must attack
        if able ("attacks that opponent this turn if able"), or None for any [508.1d]."""
        return None

    def more_blocks(self, game: Game, source: GameObject | None) -> int:
        """For ``Rule.BLOCK_ADDITIONAL``: how many more attackers than one the permanent
        may block ("an additional creature": 1) [509.1a]."""
        return 1

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
    prevents [615.1]; ``perm`` is the permanent whose static ability this is, or the source
    of the spell or ability that created the effect ("you" is its controller)."""

    def prevent_damage(self, game: Game, perm: GameObject, source: int, target: int,
                       amount: int, combat: bool) -> int:
        raise NotImplementedError

    def used(self, prevented: int) -> DamagePrevention | None:
        """The shield after it prevented ``prevented`` damage: itself (it lasts), a smaller
        one ("the next 3 damage"), or None (used up) [615.7]."""
        return self


class NoPrevention(_NoCharacteristics):
    """"Damage can't be prevented [this turn]" [615.12]: whether the damage ``source``
    would deal to ``target`` can't be prevented; prevention effects, protection's
    included [702.16e], then don't apply to it.  ``perm`` as for :class:`DamagePrevention`."""

    layer: ClassVar[str] = "rules"

    def unpreventable(self, game: Game, perm: GameObject, source: int, target: int,
                      combat: bool) -> bool:
        raise NotImplementedError


class CounterModifier(ReplacementEffect):
    """"If you would get one or more {E}, you get that many plus one instead" [614.1a]: how
    many counters ``player`` gets instead of ``n``."""

    def more_player_counters(self, game: Game, perm: GameObject, player: int, kind: str,
                             n: int) -> int:
        raise NotImplementedError


class PermanentCounterModifier(ReplacementEffect):
    """"If one or more counters would be put on an artifact or creature you control, that
    many plus one ... instead" [614.1a, 122.6]: how many counters of ``kind`` are put on
    ``obj`` (on the battlefield, or as it enters) instead of ``n``; ``perm`` is the
    permanent whose static ability this is."""

    def more_counters(self, game: Game, perm: GameObject, obj: GameObject, kind: str,
                      n: int) -> int:
        raise NotImplementedError


class EntersTapped(ReplacementEffect):
    """"[Objects] your opponents control enter tapped" [614.1d]: whether ``obj``, entering
    with the characteristics it will have on the battlefield [614.12], enters tapped because
    of the static ability of ``perm``."""

    def enters_tapped(self, game: Game, perm: GameObject, obj: GameObject) -> bool:
        raise NotImplementedError


class EntersWithMore(ReplacementEffect):
    """"Each other creature you control [of the chosen type] enters with an additional +1/+1
    counter on it" [614.1c]: the counters ``obj``, entering with the characteristics it will
    have on the battlefield [614.12], gets because of the static ability of ``perm``."""

    def counters_for(self, game: Game, perm: GameObject, obj: GameObject
                     ) -> tuple[tuple[str, int], ...]:
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


class SpendAsThough(_NoCharacteristics):
    """"You may spend mana as though it were mana of any color to cast [planeswalker]
    spells" [609.4b]: whether ``player`` may so spend mana on ``card``; only how the cost
    is paid changes, never the cost."""

    layer: ClassVar[str] = "rules"

    def spend_as(self, game: Game, perm: GameObject, player: int, card: GameObject) -> bool:
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


class SpellHelpGrant(_NoCharacteristics):
    """"Nonartifact spells you cast have improvise": a permanent's static ability giving a
    convoke, improvise or delve to spells ``player`` casts [702.126a, 702.51a, 702.66a];
    ``granted_help`` is the help the spell (its characteristics ``spell``) gets, or None.
    Several instances of one help are redundant [702.126c, 702.66c]."""

    layer: ClassVar[str] = "rules"

    def granted_help(self, game: Game, perm: GameObject, player: int, spell: Chars
                     ) -> PaymentHelp | None:
        raise NotImplementedError


class EffectEnds(_NoCharacteristics):
    """A resolved spell's effect that does something as it ends in the cleanup step:
    control gained "until end of turn" goes back [514.2, 613.1b, 800.4a].  ``objects`` are
    the effect's locked-in objects; ``controller`` who created it."""

    layer: ClassVar[str] = "rules"

    def end(self, game: Game, objects: tuple[int, ...], controller: int) -> None:
        raise NotImplementedError


class CostIncrease(_NoCharacteristics):
    """"Spells with the chosen name cost {3} more to cast" [601.2f]: a permanent's static
    ability; the generic mana it adds to ``card``'s total cost, whatever cost it is cast for
    (applied before reductions)."""

    layer: ClassVar[str] = "rules"

    def increase_cost(self, game: Game, perm: GameObject, player: int, card: GameObject
                      ) -> int:
        raise NotImplementedError


class CastRestriction(_NoCharacteristics):
    """"Each player can't cast more than one spell each turn", "Target player can't cast
    spells this turn" [101.2]: a static ability or a resolved effect; True when ``player``
    can't cast ``card`` now (``source`` is the permanent or the effect's source);
    ``spell`` is the characteristics of the spell it would be (the half or face cast:
    "can't cast noncreature spells" [709.3, 712.11])."""

    layer: ClassVar[str] = "rules"

    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject, spell: Chars) -> bool:
        raise NotImplementedError


class LifeGainRestriction(_NoCharacteristics):
    """"Players can't gain life", "Your opponents can't gain life this turn" [119.7]: a
    static ability or a resolved effect; True when ``player`` can't gain life now
    (``controller``: the controller of the source or of the effect)."""

    layer: ClassVar[str] = "rules"

    def forbids_gain(self, game: Game, controller: int, player: int) -> bool:
        raise NotImplementedError


class CardRedirect(ReplacementEffect):
    """"If a card would be put into an opponent's graveyard from anywhere, exile it
    instead", "If a nontoken creature would enter and it wasn't cast, exile it instead"
    [614.1a]: a permanent's static ability, asked as a card (not a token) would move to a
    graveyard or onto the battlefield; the zone it goes to instead, or None."""

    def replace_zone(self, game: Game, perm: GameObject, card: GameObject, from_zone: str,
                     to_zone: str, face: int) -> str | None:
        raise NotImplementedError


class SelfCardRedirect(CardRedirect):
    """"If [this card] would be put into a graveyard from anywhere, exile it instead"
    [614.1a]: a :class:`CardRedirect` about the card itself, asked of the card's own face
    as it moves from any zone — the stack included (a countered spell cast with disturb is
    exiled, by its ruling) — as well as while it is a permanent."""


class DrawModifier(ReplacementEffect):
    """"If you would draw one or more cards, you draw that many cards plus one instead"
    [614.1a, 121.6]: how many cards ``player`` draws instead of ``n``."""

    def modify_draw(self, game: Game, perm: GameObject, player: int, n: int) -> int:
        raise NotImplementedError


class ReboundHook(_NoCharacteristics):
    """Rebound [702.88a]: a spell's static ability; ``rebound`` is the delayed triggered
    ability created as the spell, cast from its owner's hand, is exiled on resolution."""

    layer: ClassVar[str] = "rules"
    rebound: Any


class DiscardReplacement(_NoCharacteristics):
    """A card's own static ability that functions in its owner's hand and replaces where
    the card goes as it is discarded: madness's "that player discards it, but exiles it
    instead of putting it into their graveyard" [702.35a, 614.1a].  ``Game.discard`` asks
    the discarded card's abilities; ``discarded`` moves the card (and starts what follows
    from it, madness's trigger) and returns the card's new id."""

    layer: ClassVar[str] = "rules"

    def discarded(self, game: Game, player: int, card: int) -> int:
        raise NotImplementedError


class SpecialAction(_NoCharacteristics):
    """A card's own static ability that lets a player take a special action with the card
    from ``zone``: suspend's and plot's exiling from the hand [116.2f, 116.2k].  Offered at
    priority as an ``activate`` option naming the ability when ``can_take`` holds; ``take``
    does it at once: it doesn't use the stack and the player keeps priority [116.1, 116.3]."""

    layer: ClassVar[str] = "rules"
    zone: ClassVar[str] = "hand"

    def can_take(self, game: Game, player: int, card: GameObject, sorcery_ok: bool) -> bool:
        raise NotImplementedError

    def take(self, game: Game, player: int, card: int) -> None:
        raise NotImplementedError


class FaceUpCost(_NoCharacteristics):
    """Morph, megamorph, disguise: the cost to turn this card face up when it is a face-down
    permanent cast face down [702.37e, 702.168d], and the +1/+1 counters it then gets
    (megamorph [702.37b]); ``face_down.face_up_options`` reads it from the card's own
    abilities, ``layers.face_down_chars`` what it has face down."""

    layer: ClassVar[str] = "rules"
    mana: Any
    counters: int
    # What it has while face down besides being a nameless 2/2: disguise's ward {2}
    # [702.168a].
    face_down_abilities: Any


class OpeningHand(_NoCharacteristics):
    """"If this card is in your opening hand, you may begin the game with it on the
    battlefield" [103.6a]: a card's static ability the engine reads in opening hands."""

    layer: ClassVar[str] = "rules"


class HandSize(_NoCharacteristics):
    """Changes its controller's maximum hand size ("You have no maximum hand size") [402.2]:
    ``hand_size`` is the new maximum, ``None`` for none; asked at cleanup [514.1]."""

    layer: ClassVar[str] = "rules"

    def hand_size(self, game: Game, perm: GameObject, size: int | None) -> int | None:
        return size


class LandPlays(_NoCharacteristics):
    """Changes how many lands a player may play each turn ("each player may play an
    additional land on each of their turns") [305.2]: ``land_plays`` is the new number,
    asked as land plays are offered [305.2a]."""

    layer: ClassVar[str] = "rules"

    def land_plays(self, game: Game, perm: GameObject, player: int, n: int) -> int:
        return n


class UntapLimit(_NoCharacteristics):
    """"[Your opponents] can't untap more than ``n`` [permanents] during their untap steps"
    [502.3]: ``limits`` says whether it applies to the active player's untap step,
    ``restricts`` whether a permanent is one it counts."""

    layer: ClassVar[str] = "rules"
    n: int

    def limits(self, game: Game, perm: GameObject, player: int) -> bool:
        return True

    def restricts(self, game: Game, perm: GameObject, oid: int) -> bool:
        return True


class AscendHook(_NoCharacteristics):
    """Ascend on a permanent [702.131b]: checked whenever state-based actions are."""

    layer: ClassVar[str] = "rules"


class TriggerMultiplier(_NoCharacteristics):
    """"That ability triggers an additional time" (Panharmonicon) [603.2d]: how many more
    times an ability of ``trigger_source`` triggers on ``event``; ``perm`` is the permanent
    whose static ability this is."""

    layer: ClassVar[str] = "rules"

    def extra_triggers(self, game: Game, perm: GameObject, trigger_source: GameObject,
                       event: Any) -> int:
        raise NotImplementedError


class TokenReplacement(ReplacementEffect):
    """"Those tokens plus an additional [token] are created instead" (Stridehangar Automaton)
    [614.1a]: the extra token definitions as ``n`` tokens of ``proto`` would be created under
    ``controller``'s control; asked once per event [614.5].  "It creates twice that many of
    those tokens instead" (Anointed Procession) is ``token_count``: how many of them are
    created instead of ``n``."""

    def more_tokens(self, game: Game, perm: GameObject, controller: int, proto: Any,
                    n: int) -> list[Any]:
        return []

    def token_count(self, game: Game, perm: GameObject, controller: int, proto: Any,
                    n: int) -> int:
        return n


class LossReplacement(ReplacementEffect):
    """"If you would lose the game, instead ..." (Exquisite Archangel, The Golden Throne)
    [614.1a, 104.3]: a static ability of ``perm`` replacing the event of a player losing the
    game.  Asked (by :mod:`aetherworks.engine.losing`) as a player would lose by a
    state-based action [704.5a-c, 704.6c]; never as a player concedes (they leave the game
    [104.3a]) nor as an opponent wins by an effect [104.2b] (rulings on Exquisite Archangel,
    2017-02-09).  When several apply, the player chooses one; the others don't apply to that
    event [616.1e-f].  ``moves_self`` is where the replacement puts ``perm`` ("exile this
    creature"), done by the engine, which lets the player choose when a state-based action
    moves ``perm`` at the same time (ruling 2017-02-09); :meth:`instead` is the rest."""

    moves_self: ClassVar[str] = ""

    def replaces_loss(self, game: Game, perm: GameObject, player: int) -> bool:
        """Whether it applies to ``player`` losing ("If you would": its controller)."""
        return perm.controller == player

    def instead(self, game: Game, perm: GameObject, player: int) -> None:
        raise NotImplementedError


__all__ = [
    "AlternativeCost", "AscendHook", "CardRedirect", "CastRestriction", "CostIncrease",
    "CostReduction", "CounterModifier", "DamageModifier", "DamagePrevention", "DrawModifier",
    "EffectEnds", "EntersTapped", "EntersWithMore", "LandPlays", "LossReplacement",
    "NoPrevention", "OpeningHand",
    "PaymentHelp",
    "PermanentCounterModifier",
    "ReboundHook", "ReplacementEffect", "Rule", "RuleEffect", "SelfCardRedirect",
    "SpellCostChange", "SpellHelpGrant",
    "SpendAsThough", "TokenReplacement", "TriggerMultiplier", "UntapLimit", "ZoneRedirect",
]
