"""What a card definition is made of: abilities as inspectable data [112, 113].

The engine defines the *shapes* (``Effect``, ``Cost``, ``TargetSpec``, ``Trigger``...) and
runs them; the concrete parts live one layer up in :mod:`aetherworks.vocab`.  A definition
never holds a closure over engine internals: every part is a frozen dataclass whose fields
say what it does, so the AI, the UI and a future Oracle-text compiler can read it.

Parts run against the :class:`~aetherworks.engine.game.Game` through its public rules API
(``deal_damage``, ``draw``, ``add_player_counters``...) and, when they need a player's
answer, return an :class:`Ask`: the engine turns it into the one pending decision and calls
the part again with the answer.  That is the whole "one door" contract.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Msg

if TYPE_CHECKING:
    from aetherworks.engine.decision import DecisionKind
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


class Choice(NamedTuple):
    """One option of a decision: a small hashable value, like a python-chess ``Move``.

    ``kind`` says what it does (an :data:`OPTIONS` key: "pass", "cast", "target", "yes",
    "attack", ...); ``obj`` and ``arg`` are object ids, player references or indices, named
    per kind by :data:`OPTIONS` and read by name with :meth:`fields`.

    >>> Choice("attack", 12, -2).fields()
    {'attacker': 12, 'defender': -2}
    >>> Choice("cast", 7, -1).fields()
    {'card': 7, 'way': -1}
    """

    kind: str
    obj: int = 0
    arg: int = 0

    def fields(self) -> dict[str, int]:
        """The option's values by name (what its ``obj`` and ``arg`` mean for its kind)."""
        names = OPTIONS[self.kind][:2] if self.kind in OPTIONS else ("obj", "arg")
        return {n: v for n, v in zip(names, (self.obj, self.arg), strict=True) if n}


# Every kind of option: what its ``obj`` and ``arg`` are ("" when unused), and what it does.
# Negative refs are players (:func:`player_ref`); a "way" or "face" of -1 is the card's
# normal way or its whole card.
OPTIONS: dict[str, tuple[str, str, str]] = {
    "pass": ("", "", "pass priority [117.3d]"),
    "done": ("", "", "no more (attackers, blockers, targets, cards) [508.1, 509.1]"),
    "yes": ("", "", "do the optional thing [609.3]"),
    "no": ("", "", "don't"),
    "keep": ("", "", "keep the opening hand [103.5]"),
    "mulligan": ("", "", "take a mulligan [103.5]"),
    "play": ("", "", "play first [103.1]"),
    "draw": ("", "", "draw first [103.1]"),
    "auto": ("", "", "let the engine pay the mana [601.2g]"),
    "land": ("card", "face", "play a land (a face of a modal double-faced card) [305.1]"),
    "cast": ("card", "way", "cast a spell: its face or half, or an alternative way [601.2]"),
    "cost": ("card", "way", "the cost it is cast for: -1 its mana cost, else an ability "
                            "[118.9]"),
    "activate": ("source", "ability", "activate an ability by its index [602.2], or take "
                                      "the special action a card's static ability offers "
                                      "(suspend, plot) [116.2]"),
    "mana": ("source", "ability", "activate a mana ability; source 0: start making mana "
                                  "[605.3a]"),
    "color": ("color", "", "the colour of mana an ability makes, by index [106.1]"),
    "target": ("ref", "", "a target: an object, or a player as a negative ref [115]"),
    "pick": ("ref", "", "an object or player an effect asks for"),
    "attack": ("attacker", "defender", "declare an attacker [508.1]"),
    "block": ("blocker", "attacker", "declare a blocker [509.1]"),
    "mode": ("mode", "", "a mode, by index [700.2]"),
    "trigger": ("pending", "source", "put this pending trigger on the stack next [603.3b]"),
    "name": ("name", "", "a card name, by index among those offered [201.3]"),
    "word": ("word", "", "a word the rules list, by index among those offered: a creature "
                         "type [205.3m]"),
    "shortcut": ("option", "", "take the loop's shortcut starting with this option [731.2]"),
    "life": ("", "", "pay 2 life for a Phyrexian mana symbol [107.4f]"),
    "turn_face_up": ("card", "", "turn a face-down permanent face up [702.37e]"),
}


PASS = Choice("pass")
DONE = Choice("done")
YES = Choice("yes")
NO = Choice("no")


def player_ref(player: int) -> int:
    """Players are referred to by negative numbers so refs and object ids never collide."""
    return -1 - player


def ref_player(ref: int) -> int:
    return -1 - ref


def is_player_ref(ref: int) -> bool:
    return ref < 0


@dataclass(frozen=True, slots=True)
class Ask:
    """A request, from a rules part, for one decision by one player.

    ``options`` is a finite tuple of :class:`Choice`; for a number, ``lo``/``hi`` bound it.
    ``state`` is carried back unchanged with the answer so that a multi-step part knows
    where it was (it must be JSON-friendly: ints, strings, tuples).  ``prompt`` and
    ``labels`` are messages (:mod:`aetherworks.messages`), rendered in each player's
    language: a rules part never words a prompt in English itself.
    """

    player: int
    kind: DecisionKind
    prompt: Msg
    options: tuple[Choice, ...] = ()
    lo: int = 0
    hi: int = 0
    state: Any = None
    cr: str = ""
    labels: tuple[Msg, ...] = ()  # how a person reads each option (default: describe)


@dataclass(frozen=True, slots=True)
class Push:
    """Run these effects (a nested branch: "if you do ...") before the rest of the list."""

    effects: tuple[Effect, ...]
    state: Any = None


class Effect:
    """One-shot effect of a spell or ability [609].

    ``run`` is called with ``answer=None`` and ``state=None`` first; it returns ``None``
    when done, an :class:`Ask` to wait for a decision, or :class:`Push` to run a branch.
    """

    cr: ClassVar[str] = "609"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        raise NotImplementedError

    def text(self) -> str:
        return type(self).__name__


class Cost:
    """A non-mana cost part [118, 602.2b]: tap, sacrifice, pay {E}, pay life, ..."""

    cr: ClassVar[str] = "118"
    # Whether paying it taps the source ({T}): the automatic mana payer keeps such a
    # permanent untapped when another source will do; it can't also be tapped for mana to
    # pay for the ability [602.2b, 106.12].  Sacrificing the source: a mana source the payer
    # uses last.
    taps_source: ClassVar[bool] = False
    sacrifices_source: ClassVar[bool] = False
    # Paid after the mana, which must leave it payable ("Sacrifice an artifact", "Tap an
    # untapped Gate you control") [601.2g-h]: a Treasure sacrificed, or a Gate tapped, for
    # mana can't also pay it (see ``reserved_from_mana``).
    after_mana: ClassVar[bool] = False
    # An optional or variable cost of a spell that is announced before its total cost is
    # fixed (kicker, replicate, "exile any number of cards"): paid first [601.2b, 601.2f].
    announced: ClassVar[bool] = False

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        raise NotImplementedError

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        raise NotImplementedError

    def x_limit(self, game: Game, ctx: GameObject) -> int | None:
        """The largest X this part could pay when it has an X ("Pay X {E}"), announced with
        the other choices [107.3, 601.2b]; None for a part without X."""
        return None

    def energy(self, game: Game, ctx: GameObject) -> int:
        """The {E} paying this part takes (X as announced on ``ctx``): mana abilities that cost
        {E} are planned with what is left, so a payment never runs dry [601.2g-h]."""
        return 0

    def reserved_from_mana(self, game: Game, ctx: GameObject, sources: Any) -> set[int] | None:
        """For a cost paid ``after_mana``: the objects among ``sources`` whose mana
        abilities would leave this cost unpayable; None when the payment may use any."""
        return None

    def text(self) -> str:
        return type(self).__name__


class TargetSpec:
    """What a target may be [115]; ``count`` targets, ``min_count`` when "up to"."""

    count: int = 1
    min_count: int = 1
    cr: ClassVar[str] = "115"
    # Whether legality depends on the X announced before targets ("with mana value X"): such
    # a spec is checked against each X that could be announced [601.2b-c].
    depends_on_x: ClassVar[bool] = False
    # "N damage divided as you choose among ..." : the amount divided as targets are chosen
    # [601.2d]; 0 for an ordinary target.
    divide: int = 0

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        raise NotImplementedError

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        raise NotImplementedError

    def may_enchant(self, game: Game, aura: GameObject, oid: int) -> bool:
        """For an Aura spell's target: whether the Aura may stay attached to ``oid`` (its
        enchant ability, without the targeting rules); state-based actions put an Aura
        attached to an illegal object into its owner's graveyard [303.4d, 704.5m]."""
        return True
    def differs_from(self) -> int | None:
        """"Another target": the index of the earlier target spec whose object this one
        must differ from [115.3]; None for an ordinary target."""
        return None

    def bounds(self, ctx: GameObject) -> tuple[int, int]:
        """How many targets may be chosen, at least and at most, for the spell or ability
        ``ctx`` (with X announced): a fixed ``count``, or one that depends on X ("destroy X
        target artifacts", with ``depends_on_x``) [601.2c, 115.1]."""
        return self.min_count, self.count

    def bounds_in(self, game: Game, ctx: GameObject) -> tuple[int, int]:
        least, most = self.bounds(ctx)
        return least, min(most, self.divided_amount(game, ctx)) if self.divide else most

    def divided_amount(self, game: Game, ctx: GameObject) -> int:
        """The amount divided as it is divided: at most one target per unit [601.2d]."""
        return self.divide

    def text(self) -> str:
        return type(self).__name__


class Trigger:
    """A trigger condition [603.1]: which event kinds it listens to and whether one matches.

    ``zones`` are where the source must be for the ability to trigger; leaves-the-battlefield
    triggers "look back in time" [603.10] and are checked with the object as it last existed.
    """

    events: ClassVar[tuple[str, ...]] = ()
    zones: ClassVar[tuple[str, ...]] = ("battlefield",)
    # Functions only while its card is in a graveyard ("whenever an artifact you control
    # enters, you may return this card from your graveyard to your hand") [113.6m].
    in_graveyard: ClassVar[bool] = False
    # A Saga's chapter abilities trigger on these chapter numbers [714.2b]; () for others.
    chapters: tuple[int, ...] = ()

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        raise NotImplementedError

    def text(self) -> str:
        return type(self).__name__


# The ``zones`` of a triggered ability that functions only while its card is in exile
# (suspend's) [113.6, 702.62a]: the engine looks for it there, and only there.
IN_EXILE: tuple[str, ...] = ("exile",)


# The trigger of reflexive and delayed abilities, which are created already triggered
# [603.7, 603.12]: one shared value, so equal abilities compare equal.
NO_TRIGGER = Trigger()


class Condition:
    """A yes/no question about the game, for "if" clauses and intervening ifs [603.4]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        raise NotImplementedError

    def text(self) -> str:
        return type(self).__name__


class Amount:
    """A number computed on resolution (X, "equal to", counts) [107.3]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        raise NotImplementedError


class ManaColors:
    """The mana types a mana ability could make, worked out from the game ("one mana of any
    color in your commander's color identity", "any color that a land an opponent controls
    could produce") [106.7, 605]; "" means it makes no mana."""

    def colors(self, game: Game, source: GameObject) -> str:
        raise NotImplementedError


class Continuous:
    """A continuous effect's content [611, 613]: its layer and how it changes characteristics.

    ``affects`` says which objects; ``apply`` edits a mutable :class:`Chars` in place.
    """

    layer: ClassVar[str] = "7c"
    # True when the result depends on more than the layer inputs (a characteristic-defining
    # ability counting cards in hand): such characteristics are recomputed every time.
    volatile: ClassVar[bool] = False

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        raise NotImplementedError

    def apply(self, chars: Any, game: Game, source: GameObject | None) -> None:
        raise NotImplementedError

    def text(self) -> str:
        return type(self).__name__


class Event(NamedTuple):
    """Something that happened, with the rule behind it [the log and trigger events].

    ``kind`` e.g. "damage" (also the id of the message the log reads it with), ``cr`` the
    section, ``player``/``obj``/``other``/``amount`` the participants; ``info`` a value
    (a counter kind, a zone, a token's name), never a sentence.  ``private`` is who may read
    the details: -1 everyone, a player index for a card in that player's hand, -2 nobody (a
    card in a library) [400.2].  ``args`` are further message arguments.
    """

    kind: str
    cr: str
    player: int = -1
    obj: int = 0
    other: int = 0
    amount: int = 0
    info: str = ""
    private: int = -1
    args: tuple[tuple[str, Any], ...] = ()


# --- abilities -------------------------------------------------------------------------


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell or ability [700.2]."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    label: str = ""
    # Additional costs paid if this mode is chosen: entwine's, when all modes are [702.42a,
    # 700.2h].
    costs: tuple[Cost, ...] = ()


@dataclass(frozen=True)
class Ability:
    """Base of all abilities; ``text`` is the Oracle paragraph it implements."""

    text: str = field(default="", kw_only=True)
    kind: ClassVar[str] = "ability"


@dataclass(frozen=True)
class SpellAbility(Ability):
    """What an instant or sorcery does as it resolves [113.3a, 608.2]."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    # How many modes [700.2]: "choose two" is ``choose_modes=2``; "choose one or more" is
    # ``choose_modes=len(modes), min_modes=1``; "choose one. If [condition] as you cast
    # this spell, you may choose both instead" is ``more_modes_if=condition`` [700.2a].
    choose_modes: int = 1
    min_modes: int = 0  # 0: exactly ``choose_modes``
    more_modes_if: Condition | None = None
    additional_costs: tuple[Cost, ...] = ()
    kind: ClassVar[str] = "spell"


@dataclass(frozen=True)
class ActivatedAbility(Ability):
    """"[Cost]: [Effect]." [113.3b, 602]; ``sorcery`` restricts timing [602.5d]."""

    mana: ManaCost = ManaCost()
    costs: tuple[Cost, ...] = ()
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    sorcery: bool = False
    loyalty: int | None = None  # loyalty abilities [606]
    once_per_turn: bool = False
    zone: str = "battlefield"
    kind: ClassVar[str] = "activated"


@dataclass(frozen=True)
class ManaAbility(Ability):
    """"{T}: Add {G}." [605]; resolves immediately, never uses the stack.

    ``mana`` is a mana cost paid from other mana first ("{1}, {T}: Add {G}{U}", filter
    lands); ``costs`` other costs paid as it is activated (a Treasure's sacrifice);
    ``damage`` the damage it deals to you ("This land deals 1 damage to you"); ``effects``
    what else it does as it resolves ("Put a time counter on this artifact") [605.3b].
    """

    produce: str = "C"  # mana types one activation may make
    amount: int = 1
    mana: ManaCost = ManaCost()
    costs: tuple[Cost, ...] = ()
    tap: bool = True
    energy: int = 0  # {E} in its cost, so the payer can prefer free sources
    life: int = 0
    combination: bool = False  # "Add three mana in any combination of colors" [106.1, 605]
    fixed: bool = False  # "Add {W}{U}": exactly the mana in ``produce``, one of each [106.1]
    # "This land deals 1 damage to you": damage the source deals to its controller as the
    # ability resolves (a pain land's coloured mana) [605.3, 120.3]
    damage: int = 0
    colors_from: ManaColors | None = None  # the types worked out from the game, not produce
    effects: tuple[Effect, ...] = ()
    condition: Condition | None = None  # "Activate only if ..." [602.5b, 605.1a]
    # "Spend this mana only to cast colorless spells": a name in ``payment.SPEND_ONLY`` [106.6]
    spend_only: str = ""
    # "If that mana is spent on a creature spell, it gains haste until end of turn": what
    # the creature this mana is spent on gets until end of turn [106.6].  A mana ability with
    # a rider, or a cost the payer doesn't pay (``at_priority``), is activated when its
    # controller has priority, and its mana waits in the pool [605.3a].
    rider: Continuous | None = None
    kind: ClassVar[str] = "mana"

    @cached_property
    def at_priority(self) -> bool:
        """Whether it is activated on its own when its controller has priority, not by the
        mana payer [605.3a]: it has a rider, or a cost the payer doesn't pay by itself (exert).
        The payer itself activates abilities that sacrifice their source (a Treasure) or
        take mana from the pool (filter lands), as a player may while paying [601.2g]."""
        return self.rider is not None or \
            any(not (c.sacrifices_source or c.taps_source) for c in self.costs)


@dataclass(frozen=True)
class TriggeredAbility(Ability):
    """"When/Whenever/At ..." [113.3c, 603]; ``condition`` is an intervening if [603.4]."""

    trigger: Trigger = field(default_factory=lambda: NO_TRIGGER)
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    condition: Condition | None = None
    kind: ClassVar[str] = "triggered"


@dataclass(frozen=True)
class StaticAbility(Ability):
    """A continuous effect generated by a permanent [113.3d, 604, 611.3]."""

    effect: Continuous = field(default_factory=Continuous)
    condition: Condition | None = None
    kind: ClassVar[str] = "static"


@dataclass(frozen=True)
class EntersWith(Ability):
    """"This enters with N counters" / "enters tapped" [614.1c, 614.12]; ``as_enters``:
    "As this enters, [choose / you may pay ...]" — effects run as it enters, with the
    permanent as their source, before anything else happens (no player gets priority and
    nothing resolves in between) [614.12, 614.1c]."""

    counters: tuple[tuple[str, int], ...] = ()
    amount: Amount | None = None  # counters equal to an amount (e.g. X) instead of fixed
    counter_kind: str = ""
    tapped: bool = False
    unless: Condition | None = None  # "enters tapped unless ..."
    # "As this permanent enters, [choice]" / "You may have this enter as a copy ...": effects
    # run with the entering permanent as their object, after it is placed and before it is
    # seen to enter (no event, trigger, state-based action or priority in between) [614.1c,
    # 614.12a]; the other replacements then apply to what it has become [614.12].
    as_enters: tuple[Effect, ...] = ()
    kind: ClassVar[str] = "replacement"


@dataclass(frozen=True)
class AltCost(Ability):
    """"You may cast this card [from your graveyard] by paying [cost] rather than its mana
    cost" — dash, evoke, escape, warp, "if it's not your turn, you may exile a black card
    from your hand rather than pay this spell's mana cost" [118.9, 601.2b, 601.2f-h].

    A static ability of the card that functions in ``zone`` (the hand by default; escape:
    the graveyard) when ``condition`` holds; the spell's mana cost is replaced by ``mana``
    (nothing by default) and ``costs`` are paid with it.  ``label`` is remembered in the
    spell's ``paid`` and in the permanent it becomes ("its evoke cost was paid", "it
    escaped"); ``delayed``, when given, is a delayed triggered ability created for that
    permanent "at the beginning of the next end step" (dash, warp) [603.7a].  Timing and
    the card's other costs are unchanged [601.2f, 118.9].
    """

    label: str = ""
    mana: ManaCost = ManaCost()
    costs: tuple[Cost, ...] = ()
    zone: str = "hand"
    condition: Condition | None = None
    delayed: TriggeredAbility | None = None
    # Flashback: the spell is exiled whenever it would leave the stack [702.34a].
    exile_after: bool = False
    # Disturb: "cast this card transformed": the spell has its back face up [712.8c, 712.11a]
    # and the permanent enters that way [702.146b].
    transformed: bool = False
    # Jump-start: not an alternative cost but a permission to cast it from ``zone`` paying
    # its mana cost, ``costs`` added [702.133a]; ``mana`` is then unused.
    mana_cost: bool = False
    # The spell's ability when cast this way: overload's, its text with "each" for
    # "target" [702.96a]; None: the card's own.
    spell: SpellAbility | None = None
    # Morph: cast face down, a 2/2 creature spell with no text, name, subtypes or mana cost
    # [702.37c, 708.4].
    face_down: bool = False
    kind: ClassVar[str] = "alt_cost"


@dataclass(frozen=True)
class ExertAbility(Ability):
    """"You may exert this creature as it attacks. When you do, ..." [701.43].

    The choice is made as attackers are declared; ``reflexive`` then triggers [603.12].
    """

    reflexive: TriggeredAbility | None = None
    kind: ClassVar[str] = "exert"


@dataclass(frozen=True)
class CardDef:
    """The behaviour of one card, registered by its Oracle name.

    Facts (cost, types, P/T, text) are not repeated here: they come from the card database
    and are joined in :func:`aetherworks.engine.cardpool.prototype`.
    """

    name: str
    abilities: tuple[Ability, ...] = ()
    keywords: tuple[str, ...] = ()
    faces: tuple[CardDef, ...] = ()  # split / aftermath halves, in the data's face order
    aftermath: bool = False
    mdfc: bool = False  # a modal double-faced card: either face may be cast or played [712]
    # An adventurer card: ``faces[0]`` its normal characteristics, ``faces[1]`` its Adventure,
    # cast from the hand as itself or as the Adventure [715.3]; see vocab.adventure.
    adventure: bool = False
    token: TokenDef | None = None  # for token definitions only
    notes: str = ""

    def spell(self) -> SpellAbility | None:
        for a in self.abilities:
            if isinstance(a, SpellAbility):
                return a
        return None


@dataclass(frozen=True)
class TokenDef:
    """A token's characteristics, as the effect that creates it states them [111.4]."""

    name: str
    power: int | None = None
    toughness: int | None = None
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()


# --- what an ability resolves, for the engine's own reading --------------------------------

Resolving = SpellAbility | ActivatedAbility | TriggeredAbility
"""The abilities that go on the stack and resolve: they have modes, targets and effects."""


def modes_of(ab: Ability | None) -> tuple[Mode, ...]:
    return ab.modes if isinstance(ab, Resolving) else ()


def targets_of(ab: Ability | None) -> tuple[TargetSpec, ...]:
    return ab.targets if isinstance(ab, Resolving) else ()


def effects_of_ability(ab: Ability | None) -> tuple[Effect, ...]:
    return ab.effects if isinstance(ab, Resolving) else ()


def all_target_specs(ab: Ability | None) -> tuple[TargetSpec, ...]:
    """Every target spec the ability could ask for: its own and each mode's."""
    modes = modes_of(ab)  # most abilities have none, and this is asked at every priority
    return tuple(s for m in modes for s in m.targets) + targets_of(ab) if modes else \
        targets_of(ab)

