"""Game objects, players and characteristics [109, 110, 111, 400.7].

Objects are small ``__slots__`` records.  An object that changes zones becomes a new object
with a new id [400.7], so an object in a hidden or public non-battlefield zone is never
mutated: a clone of the game shares those and copies only permanents and stack objects.
That is what keeps ``Game.clone()`` cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, TypeVar

from aetherworks.engine.defs import Ability, CardDef, Continuous, Cost
from aetherworks.engine.mana import ManaCost

V = TypeVar("V")


# Makes a named tuple from all its fields at once, given in order, without the Python-level
# ``__new__`` a named tuple has (for its defaults): events are made for every game action
# and objects' views whenever what they show changes.
new_tuple = tuple.__new__


class IdentityMemo(Generic[V]):
    """Values read off objects that are never changed in place (a ``Chars`` value; a card
    outside the battlefield and the stack [400.7]), computed once rather than at every
    priority or view.  An entry is used only while its anchor is the very object it was
    computed from (ids of collected objects are reused), and the memo empties itself past
    ``limit`` entries.

    >>> memo: IdentityMemo[int] = IdentityMemo()
    >>> a = ("x",)
    >>> memo.get(id(a), a, len, a), memo.get(id(a), a, lambda: 2)
    (1, 1)
    """

    __slots__ = ("_entries", "_limit")

    def __init__(self, limit: int = 8192) -> None:
        self._entries: dict[Hashable, tuple[object, V]] = {}
        self._limit = limit

    def get(self, key: Hashable, anchor: object, compute: Callable[..., V], *args: Any) -> V:
        """The value for ``key``, computed as ``compute(*args)`` when there is none for
        this anchor (arguments, not a closure: nothing is built when the value is known)."""
        got = self._entries.get(key)
        if got is not None and got[0] is anchor:
            return got[1]
        if len(self._entries) > self._limit:
            self._entries.clear()
        value = compute(*args)
        self._entries[key] = (anchor, value)
        return value


@dataclass(frozen=True, slots=True)
class Chars:
    """An object's characteristics after the layer system [109.3, 613]."""

    name: str
    mana_cost: ManaCost
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: frozenset[str]
    abilities: tuple[Ability, ...]
    # What the engine reads off these characteristics (the abilities activatable from a
    # zone, a view's fields...), worked out once per value with :func:`derived`: a card's
    # ``Chars`` is shared by all its objects in every game and asked at every priority.
    # Not part of the value: left out of equality, hashing and ``replace``.
    memo: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value

    def is_(self, card_type: str) -> bool:
        return card_type in self.types


def derived(c: Chars, key: str, compute: Callable[[Chars], V]) -> V:
    """``compute(c)``, worked out once per characteristics value (``compute`` must read
    nothing but ``c``; ``key`` names it among the values kept on ``c``).

    >>> from aetherworks.engine.mana import ManaCost
    >>> c = Chars("Bear", ManaCost(), frozenset(), frozenset(), frozenset({"Creature"}),
    ...           frozenset(), 2, 2, None, frozenset(), ())
    >>> derived(c, "pt", lambda c: (c.power, c.toughness)), "pt" in c.memo
    ((2, 2), True)
    """
    got = c.memo.get(key)
    if got is None:
        got = c.memo[key] = compute(c)
    return got  # type: ignore[no-any-return]


@dataclass(slots=True)
class MutableChars:
    """The working copy the layers edit [613]; frozen again as :class:`Chars`."""

    name: str
    mana_cost: ManaCost
    colors: set[str]
    supertypes: set[str]
    types: set[str]
    subtypes: set[str]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: set[str]
    abilities: list[Ability]

    @staticmethod
    def of(c: Chars) -> MutableChars:
        return MutableChars(c.name, c.mana_cost, set(c.colors), set(c.supertypes),
                            set(c.types), set(c.subtypes), c.power, c.toughness, c.loyalty,
                            set(c.keywords), list(c.abilities))

    def freeze(self) -> Chars:
        return Chars(self.name, self.mana_cost, frozenset(self.colors),
                     frozenset(self.supertypes), frozenset(self.types),
                     frozenset(self.subtypes), self.power, self.toughness, self.loyalty,
                     frozenset(self.keywords), tuple(self.abilities))


@dataclass(frozen=True, slots=True)
class Proto:
    """What a card (or token) is before any effect: its copiable values [707.2].

    ``key`` names it in saved games: a card's Oracle name, ``token:Servo`` for a token, or
    a copy's recipe.  ``faces`` holds split / aftermath halves and a modal double-faced
    card's faces; ``back`` the back face of a transforming (nonmodal) double-faced card,
    whose ``chars`` are its front face's everywhere but a permanent with its back face up
    [712.8a, 712.8d-e].
    """

    key: str
    chars: Chars
    card: CardDef
    is_token: bool = False
    faces: tuple[Proto, ...] = ()
    # How a copy was made, so a saved game can rebuild it [707.9]: (base key, overrides).
    recipe: tuple[str, tuple[tuple[str, Any], ...]] | None = None
    back: Proto | None = None


class Memo(StrEnum):
    """What the engine remembers on an object for a rule, each key declared here (a card's
    own linked abilities remember under the keys their definitions name)."""

    LOYALTY_TURN = "loyalty_turn"  # the turn a loyalty ability was activated [606.3]
    ONCE_PER_TURN = "used"  # {ability part: turn} for "activate only once each turn" [602.5b]
    TRANSFORMED_AT = "transformed_at"  # the object id counter when it transformed [701.27f]
    DELAYED_SINCE = "delayed_since"  # a delayed ability's: the id counter at its creation
    EXCESS_DAMAGE = "excess"  # (turn, excess damage dealt to it that turn) [120.4a]
    FUSED = "fused"  # a split card cast fused [702.102c]
    DIVISION = "division"  # how a spell's damage is divided among targets [601.2d]
    MANA_SPENT = "mana_spent"  # mana spent to cast it [601.2h]
    COLORS_SPENT = "colors_spent"  # the colours of that mana (converge) [601.2h, 207.2c]
    EXTRA_MANA = "extra_mana"  # announced optional mana (kicker, replicate) [601.2f]
    RIDERS = "riders"  # what the mana spent on it carries [106.6]
    # ((counter kind, n), ...) a resolved effect said the permanent this spell becomes
    # enters with ("that planeswalker enters with an additional loyalty counter") [614.1c]
    ENTERS_WITH = "enters_with"
    FIRST_STRIKER = "first_striker"  # it dealt first-strike combat damage [510.4]
    WAS_SPELL = "was_spell"  # the spell this permanent was [608.3]
    REGEN_SHIELDS = "regen_shields"  # (turn, regeneration shields left this turn) [701.19a]
    SKIP_UNTAP = "skip_untap"  # "doesn't untap during its controller's next untap step" [502.3]
    # Who controlled it by default (put it onto the battlefield) before an effect gave
    # control of it to another player: control goes back there when that player leaves
    # the game [110.2, 800.4a, 800.4c].
    DEFAULT_CONTROLLER = "default_controller"
    # A triggered ability's trigger event: who, what, with what, how much [603.2]
    EVENT_PLAYER = "event_player"
    EVENT_OBJ = "event_obj"
    EVENT_OTHER = "event_other"
    EVENT_AMOUNT = "event_amount"
    # Who may look at a card exiled face down: a player index, -1 nobody; without it, its
    # owner (foretell) [406.3].
    FACE_DOWN_VIEWER = "face_down_viewer"


class GameObject:
    """A card, token, copy, spell or ability on the stack [109.1, 113.7].

    Permanents carry status [110.5]; stack objects carry what was chosen as they were put
    there (targets, modes, X) and a ``memory`` their effects use to talk to one another
    ("that card", "if you do").
    """

    __slots__ = (
        "ability",
        "attached_to",
        "cast_from",
        "controller",
        "counters",
        "damage",
        "deathtouched",
        "exerted",
        "exile_from_stack",
        "face",
        "face_down",
        "id",
        "kind",
        "memory",
        "modes",
        "owner",
        "paid",
        "permission",
        "proto",
        "sick",
        "source",
        "tapped",
        "targets",
        "timestamp",
        "view_memo",
        "x",
        "zone",
    )

    def __init__(self, oid: int, proto: Proto, owner: int, zone: str) -> None:
        self.id = oid
        self.proto = proto
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.kind = "card"  # card, token, ability, copy
        self.tapped = False
        self.sick = True  # has not been continuously controlled since the turn began [302.6]
        self.damage = 0
        self.deathtouched = False
        self.exerted = False
        self.face_down = False  # a face-down permanent (manifested) [708.2, 701.40a]
        self.counters: dict[str, int] | None = None
        self.attached_to = 0
        self.timestamp = 0
        self.cast_from = ""
        # stack objects
        self.ability: Ability | None = None  # what resolves: a spell's or ability's definition
        self.source = 0
        # Which half of a split card is cast, which face of a modal double-faced card is up;
        # 1 for a transforming double-faced permanent with its back face up [712.8e].
        self.face = -1
        self.targets: tuple[tuple[int, ...], ...] = ()  # one tuple per target spec
        self.modes: tuple[int, ...] = ()
        self.x = 0
        self.paid: tuple[str, ...] = ()  # optional costs paid (kicker, alternative cost key)
        self.permission: PlayPermission | None = None  # the permission it was cast with
        # "Exile it instead of putting it anywhere else any time it would leave the stack"
        # (jump-start; a card cast "exile it instead of putting it into your graveyard")
        # [702.133a, 614.1a].
        self.exile_from_stack = False
        self.memory: dict[str, Any] | None = None
        # How views show it, with what that was read from (``engine.view``): views are taken
        # at every decision, and most objects are unchanged between two.  Not game state.
        self.view_memo: tuple[Any, Any] | None = None

    def copy(self) -> GameObject:
        # Each slot by name (not a loop over ``__slots__``): clones copy every permanent, and
        # a Commander game's rewind points (``commander.run_card_code``) take one per card
        # code task, so this is six times faster.  tests/rules/test_engine_contract.py checks
        # that every slot is copied.
        o = GameObject.__new__(GameObject)
        o.ability = self.ability
        o.attached_to = self.attached_to
        o.cast_from = self.cast_from
        o.controller = self.controller
        o.counters = None if self.counters is None else dict(self.counters)
        o.damage = self.damage
        o.deathtouched = self.deathtouched
        o.exerted = self.exerted
        o.exile_from_stack = self.exile_from_stack
        o.face = self.face
        o.face_down = self.face_down
        o.id = self.id
        o.kind = self.kind
        o.memory = None if self.memory is None else dict(self.memory)
        o.modes = self.modes
        o.owner = self.owner
        o.paid = self.paid
        o.permission = self.permission
        o.proto = self.proto
        o.sick = self.sick
        o.source = self.source
        o.tapped = self.tapped
        o.targets = self.targets
        o.timestamp = self.timestamp
        o.view_memo = None
        o.x = self.x
        o.zone = self.zone
        return o

    @property
    def name(self) -> str:
        return self.proto.chars.name

    @property
    def left_battlefield(self) -> bool:
        """A permanent that has left the battlefield: the object it was stays, with its
        timestamp, as last known information [400.7, 608.2h]."""
        return not self.zone and bool(self.timestamp)

    def count(self, kind: str) -> int:
        return self.counters.get(kind, 0) if self.counters else 0

    def remember(self, key: str, value: Any) -> None:
        if self.memory is None:
            self.memory = {}
        self.memory[key] = value

    def recall(self, key: str, default: Any = None) -> Any:
        return self.memory.get(key, default) if self.memory else default

    def __repr__(self) -> str:
        return f"<{self.name}#{self.id} {self.zone}>"


STARTING_LIFE = 20  # a two-player or free-for-all game [103.4]


@dataclass(slots=True)
class Player:
    """A player's own state [102, 122.1]: life, counters (energy, poison, rad...), zones."""

    index: int
    name: str
    life: int = STARTING_LIFE
    counters: dict[str, int] = field(default_factory=dict)
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    pool: dict[str, int] = field(default_factory=dict)
    lands_played: int = 0
    land_drops: int = 1
    drew_from_empty: bool = False
    lost: bool = False
    conceded: bool = False
    mulligans: int = 0
    # This turn's tallies, for cards that count them and for reports [107.14].
    turn_stats: dict[str, int] = field(default_factory=dict)
    stats: dict[str, int] = field(default_factory=dict)
    # Extra turns after this one [500.7] and additional combat phases after the current
    # combat phase [500.8] this player has been given and not yet taken.
    extra_turns: int = 0
    extra_combats: int = 0
    # Designations [724.1, 725.1, 702.131c]: "monarch", "initiative", "city's blessing".
    designations: set[str] = field(default_factory=set)
    # Mana in the pool with an effect for what it is spent on ("R:Haste": that many {R}
    # give a creature spell haste) [106.6]; never more than the pool holds of that type.
    pool_riders: dict[str, int] = field(default_factory=dict)
    # A player who lost a multiplayer game has left it: what they owned is gone [800.4a].
    left: bool = False
    # Commander [903]: the names of this player's commander cards (a designation of the card
    # itself, kept as it changes zones [903.3]), how many times they cast each from the
    # command zone (the commander tax [903.8]), and the combat damage each commander dealt
    # them, keyed "owner:name" [903.10a].  Empty outside a Commander game, so "your
    # commander's color identity" has no colours and "if you control your commander" is
    # false there (Command Tower's ruling: no commander, no mana).
    commanders: tuple[str, ...] = ()
    commander_casts: dict[str, int] = field(default_factory=dict)
    commander_damage: dict[str, int] = field(default_factory=dict)
    # Commanders in a graveyard or exile their owner chose to leave there [903.9a].  These
    # three tallies are replaced when they change, so a clone shares them.
    commander_kept: list[int] = field(default_factory=list)
    # The owner's answers, for the event being made, to "put it into the command zone
    # instead?" for each commander (by id) that would be put into their hand or library
    # [903.9b]; emptied once the event is made.  Replaced, never changed in place.
    commander_instead: dict[int, bool] = field(default_factory=dict)

    def copy(self) -> Player:
        return Player(self.index, self.name, self.life, dict(self.counters),
                      list(self.library), list(self.hand), list(self.graveyard),
                      dict(self.pool), self.lands_played, self.land_drops,
                      self.drew_from_empty, self.lost, self.conceded, self.mulligans,
                      dict(self.turn_stats), dict(self.stats), self.extra_turns,
                      self.extra_combats, set(self.designations), dict(self.pool_riders),
                      # The commander tallies are replaced, never changed in place: shared.
                      self.left, self.commanders, self.commander_casts,
                      self.commander_damage, self.commander_kept, self.commander_instead)

    @property
    def energy(self) -> int:
        return self.counters.get("energy", 0)


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability [611.2]: what, on whom, how long.

    ``objects`` is locked in as it begins when it changes characteristics [611.2c];
    ``until`` is "eot", "your_next_turn", "" for indefinite, or :data:`WHILE_CONTROLLED` ("for
    as long as you control [the source]": it ends once the source leaves the battlefield or
    another player gains control of it [611.2b]).
    """

    effect: Continuous
    source: int
    controller: int
    timestamp: int
    objects: tuple[int, ...] = ()
    until: str = "eot"
    expires_turn: int = 0


WHILE_CONTROLLED = "while_controlled"  # "for as long as you control this creature" [611.2b]

FOREVER = 1 << 30  # a permission with no end turn ("until you exile another card with this")


@dataclass(frozen=True, slots=True)
class PlayPermission:
    """"You may play/cast [that card]": who may, until the end of which turn, and how [611.2a,
    601.2a].  A record in the game's state, never a mark on the card: cards outside the
    battlefield and stack are shared between a game and its clones.  ``card`` is the card's
    id in its zone, so the permission ends when the card changes zones [400.7].

    ``source`` is what granted it (a later card exiled with the same source ends it);
    ``costs`` are additional costs to cast it this way (jump-start's discard) [601.2f];
    ``exile_after``: the spell is exiled instead of going
    anywhere else as it leaves the stack [702.133a]; ``from_turn``: not before that turn;
    ``cast_only``: a permission to cast, not to play (no land).
    """

    card: int
    player: int
    until_turn: int
    source: int = 0
    costs: tuple[Cost, ...] = ()
    exile_after: bool = False
    from_turn: int = 0  # "after the current turn has ended" (warp) [702.185a]
    cast_only: bool = False  # "you may cast that card": a land can't be played [305.1]
    # "and you may spend mana as though it were mana of any color to cast that spell"
    # [609.4b].
    any_color_mana: bool = False
    # "Mana of any type can be spent to cast that spell" [609.4b] (Hostage Taker).
    any_mana: bool = False
    # Only these faces may be cast this way (an adventurer card exiled by its Adventure
    # can't be cast as an Adventure again this way [715.3d]); empty: any face.
    faces: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ExileLink:
    """A card exiled "until [host] leaves the battlefield": it returns when the host leaves
    [610.3c]."""

    card: int
    host: int

