"""Target specifications [115]: what may be chosen, checked again on resolution [608.2b].

A spec is data: ``TargetCreature(controller="opponent", not_subtype="Dragon")`` reads as
"target non-Dragon creature an opponent controls".  Hexproof and shroud are honoured here,
once, for every spec [702.11, 702.18].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.combat import defending_player
from aetherworks.engine.defs import TargetSpec, is_player_ref, player_ref, ref_player
from aetherworks.engine.hooks import Rule
from aetherworks.engine.objects import Memo
from aetherworks.vocab.chosen_type import chosen_type
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Filter:
    """A permanent filter shared by targets, costs and counts.

    Besides types, controller and the fields of the energy cards, a filter may say what the
    Oracle text's adjectives and "with ..." phrases say: "nonblack" (``not_colors``),
    "colorless" / "multicolored" (``color_count``), "with flying" / "without flying"
    (``keyword`` / ``not_keyword``) [702], "with power 4 or greater" (``min_power``),
    "with toughness 2 or less", "with mana value 3 or greater" [202.3], "attacking" /
    "blocking" / "attacking or blocking" (``combat``) [506.4], "token" / "nontoken"
    (``token``) [111.1], "legendary" / "nonbasic" (``supertype`` / ``not_supertype``)
    [205.4], "with a +1/+1 counter on it" / "with a counter on it" (``counter``) [122.1].
    Every field is a further condition; an empty field is no condition.
    """

    types: tuple[str, ...] = ()  # any of these card types
    subtype: str = ""
    not_types: tuple[str, ...] = ()
    not_subtype: str = ""
    controller: str = ""  # "", "you", "opponent", "enchanted" (enchanted player controls)
    colors: tuple[str, ...] = ()
    max_mv: int | None = None
    max_power: int | None = None
    tapped: bool | None = None
    other: bool = False  # "another": not the source itself
    not_colors: tuple[str, ...] = ()
    color_count: str = ""  # "colorless", "multicolored", "monocolored" [105.2]
    keyword: str = ""
    not_keyword: str = ""
    min_power: int | None = None
    min_toughness: int | None = None
    max_toughness: int | None = None
    min_mv: int | None = None
    combat: str = ""  # "attacking", "blocking", "attacking_or_blocking" [506.4]
    token: bool | None = None
    supertype: str = ""
    not_supertype: str = ""
    subtypes_any: tuple[str, ...] = ()  # "Goblin or Elf": any of these subtypes
    types_all: tuple[str, ...] = ()  # "artifact creature": every one of these types
    or_subtypes: tuple[str, ...] = ()  # "creature or Vehicle": one of ``types`` or these
    # "with a +1/+1 counter on it" (a kind), "with a counter on it" ("any"), "with no
    # counters on them" ("none") [122.1]
    counter: str = ""
    # "of the chosen type": the creature type chosen as the source entered [614.12, 205.3m]
    chosen_type: bool = False
    _has_more: bool = field(default=False, init=False, repr=False, compare=False)

    def matches(self, game: Game, ctx: GameObject, oid: int, printed: bool = False) -> bool:
        """Whether permanent ``oid`` fits, "you" being ``ctx``'s controller.  ``printed``
        looks at its printed characteristics instead of its current ones: what a static
        ability deciding its affected set inside the layer system may look at without
        depending on its own result [613.8]."""
        obj = game.objects[oid]
        c = game.face_chars(obj) if printed else game.chars(oid)
        # Set operations rather than any() over a generator: asked for every permanent
        # whenever targets are looked for.
        if self.types and c.types.isdisjoint(self.types) and not (
                self.or_subtypes and not c.subtypes.isdisjoint(self.or_subtypes)):
            return False
        if self.types_all and not c.types.issuperset(self.types_all):
            return False
        if self.subtype and self.subtype not in c.subtypes:
            return False
        if self.not_types and not c.types.isdisjoint(self.not_types):
            return False
        if self.not_subtype and self.not_subtype in c.subtypes:
            return False
        if self.controller and not self._controlled(game, ctx, obj.controller):
            return False
        if self.colors and c.colors.isdisjoint(self.colors):
            return False
        if self.max_mv is not None and c.mana_value > self.max_mv:
            return False
        if self.max_power is not None and (c.power or 0) > self.max_power:
            return False
        if self.tapped is not None and obj.tapped != self.tapped:
            return False
        if self.other and oid == source_id(ctx):
            return False
        return self._more(game, obj, c, ctx) if self._has_more else True

    def _controlled(self, game: Game, ctx: GameObject, controller: int) -> bool:
        """"You control", "an opponent controls", "enchanted player controls" (the player
        the source is attached to [303.4m])."""
        if self.controller == "you":
            return controller == ctx.controller
        if self.controller == "opponent":
            return controller != ctx.controller
        if self.controller == "enchanted":
            src = game.objects.get(source_id(ctx))
            return src is not None and src.attached_to == player_ref(controller)
        return True

    def __post_init__(self) -> None:
        # Computed once: most filters use none of the later fields.
        object.__setattr__(self, "_has_more", bool(
            self.not_colors or self.color_count or self.keyword or self.not_keyword
            or self.min_power is not None or self.min_toughness is not None
            or self.max_toughness is not None or self.min_mv is not None
            or self.combat or self.token is not None or self.supertype
            or self.not_supertype or self.subtypes_any or self.counter or self.chosen_type))

    def _more(self, game: Game, obj: GameObject, c: Any, ctx: GameObject) -> bool:
        """The conditions beyond the energy cards' fields (kept apart: the common filters
        stay as fast as they were)."""
        if self.chosen_type and chosen_type(game.objects.get(source_id(ctx))) not in \
                c.subtypes:
            return False
        if self.not_colors and any(col in c.colors for col in self.not_colors):
            return False
        if self.color_count == "colorless" and c.colors:
            return False
        if self.color_count == "multicolored" and len(c.colors) < 2:
            return False
        if self.color_count == "monocolored" and len(c.colors) != 1:
            return False
        if self.keyword and self.keyword not in c.keywords:
            return False
        if self.not_keyword and self.not_keyword in c.keywords:
            return False
        if self.min_power is not None and (c.power or 0) < self.min_power:
            return False
        if self.min_toughness is not None and (c.toughness or 0) < self.min_toughness:
            return False
        if self.max_toughness is not None and (c.toughness or 0) > self.max_toughness:
            return False
        if self.min_mv is not None and c.mana_value < self.min_mv:
            return False
        if self.combat:
            attacking, blocking = obj.id in game.attackers, obj.id in game.blocks
            if self.combat == "attacking" and not attacking:
                return False
            if self.combat == "blocking" and not blocking:
                return False
            if self.combat == "attacking_or_blocking" and not (attacking or blocking):
                return False
        if self.token is not None and obj.proto.is_token != self.token:
            return False
        if self.supertype and self.supertype not in c.supertypes:
            return False
        if self.counter == "none":  # "with no counters on them" [122.1]
            if any(v > 0 for v in (obj.counters or {}).values()):
                return False
        elif self.counter and not (any(v > 0 for v in (obj.counters or {}).values())
                                   if self.counter == "any" else obj.count(self.counter)):
            return False
        if self.not_supertype and self.not_supertype in c.supertypes:
            return False
        return not (self.subtypes_any and not any(s in c.subtypes for s in self.subtypes_any))

    def describe(self) -> str:
        words = []
        if self.token is False:
            words.append("nontoken")
        if self.supertype:
            words.append(self.supertype.lower())
        if self.tapped:
            words.append("tapped")
        if self.combat:
            words.append(self.combat.replace("_", " "))
        if self.token is not None:
            words.append("token" if self.token else "nontoken")
        if self.color_count:
            words.append(self.color_count)
        words += [f"non{_COLOR_WORDS[c]}" for c in self.not_colors]
        words += [_COLOR_WORDS[c] for c in self.colors]
        if self.not_subtype:
            words.append(f"non-{self.not_subtype}")
        if self.not_types:
            words.append("non" + "/".join(t.lower() for t in self.not_types))
        words += [t.lower() for t in self.types_all]
        words += [self.subtype] if self.subtype else []
        words.append(" or ".join([*(t.lower() for t in self.types), *self.or_subtypes]) or
                     ("" if self.types_all or self.subtype else "permanent"))
        if self.controller == "you":
            words.append("you control")
        elif self.controller == "opponent":
            words.append("an opponent controls")
        elif self.controller == "enchanted":
            words.append("enchanted player controls")
        if self.keyword:
            words.append(f"with {self.keyword.lower()}")
        if self.not_keyword:
            words.append(f"without {self.not_keyword.lower()}")
        if self.chosen_type:
            words.append("of the chosen type")
        return " ".join(w for w in words if w)


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _targetable(game: Game, ctx: GameObject, oid: int) -> bool:
    """Hexproof: not by opponents' spells or abilities; shroud: by nobody [702.11b, 702.18a]."""
    kws = game.chars(oid).keywords
    if "Shroud" in kws:
        return False
    if game.protected_from(oid, source_id(ctx)):
        return False  # protection: not by spells or abilities with the quality [702.16b]
    # An ability on the stack, or a permanent checking whether its ability could target.
    by_ability = ctx.kind == "ability" or ctx.zone == "battlefield"
    if by_ability and game.objects[oid].controller != ctx.controller and \
            game.rule_applies(oid, Rule.HEXPROOF_FROM_ABILITIES):
        return False  # "hexproof from activated and triggered abilities" [702.11d]
    return not ("Hexproof" in kws and game.objects[oid].controller != ctx.controller)


@dataclass(frozen=True)
class TargetPermanent(TargetSpec):
    """Target permanent matching a filter ("target creature", "target artifact")."""

    filter: Filter = Filter()
    count: int = 1
    min_count: int = 1

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        if ref <= 0:
            return False
        obj = game.objects.get(ref)
        return (obj is not None and obj.zone == "battlefield" and
                self.filter.matches(game, ctx, ref) and _targetable(game, ctx, ref))

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        # The filter first: most permanents fail it, for less than hexproof and
        # protection cost to look at.  (A loop: a comprehension here would make ``game``
        # and ``ctx`` closure cells at each call, and every card in hand asks.)
        matches = self.filter.matches
        out = []
        for o in game.battlefield:
            if matches(game, ctx, o) and _targetable(game, ctx, o):
                out.append(o)
        return out

    def text(self) -> str:
        return "target " + self.filter.describe()


def TargetCreature(**kw: object) -> TargetPermanent:
    """"target creature ..." (a :class:`TargetPermanent` with types Creature)."""
    count = int(kw.pop("count", 1))  # type: ignore[call-overload]
    min_count = int(kw.pop("min_count", count))  # type: ignore[call-overload]
    return TargetPermanent(Filter(types=("Creature",), **kw), count, min_count)  # type: ignore[arg-type]


@dataclass(frozen=True)
class TargetPlayer(TargetSpec):
    """"target player" / "target opponent" [115.1]."""

    opponent_only: bool = False

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        if not is_player_ref(ref):
            return False
        p = ref_player(ref)
        if game.players[p].lost:
            return False
        return not (self.opponent_only and p == ctx.controller)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [player_ref(p) for p in range(len(game.players))
                if self.legal(game, ctx, player_ref(p))]

    def text(self) -> str:
        return "target opponent" if self.opponent_only else "target player"


@dataclass(frozen=True)
class AnyTarget(TargetSpec):
    """"any target": a creature, player, planeswalker or battle [115.4]."""

    players: bool = True
    filter: Filter = Filter(types=("Creature", "Planeswalker", "Battle"))
    opponents_only: bool = False  # "target opponent or planeswalker"

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        if is_player_ref(ref):
            if self.opponents_only and ref_player(ref) == ctx.controller:
                return False
            return self.players and not game.players[ref_player(ref)].lost
        obj = game.objects.get(ref)
        return (obj is not None and obj.zone == "battlefield" and
                self.filter.matches(game, ctx, ref) and _targetable(game, ctx, ref))

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        out = [player_ref(p) for p in game.apnap()
               if self.legal(game, ctx, player_ref(p))] if self.players else []
        out += [o for o in game.battlefield if self.legal(game, ctx, o)]
        return out

    def text(self) -> str:
        return "any target" if self.players else "target " + self.filter.describe()


def TargetPlayerOrPlaneswalker() -> AnyTarget:
    return AnyTarget(players=True, filter=Filter(types=("Planeswalker",)))


@dataclass(frozen=True)
class TargetSpell(TargetSpec):
    """"target spell" with a type filter ("target creature spell", "noncreature spell"), a
    colour ("target blue spell", ``colors`` any of; "colorless": ``colorless``) [105.2] or a
    mana value limit ("target spell with mana value 2 or less") [202.3]; ``mana_value``:
    "target spell with mana value 2" (X counts on the stack [202.3e])."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    mana_value: int | None = None
    colors: tuple[str, ...] = ()
    colorless: bool = False
    max_mv: int | None = None

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "stack" or obj.kind == "ability" or ref == ctx.id:
            return False
        c = game.chars(ref)
        if self.types and not any(t in c.types for t in self.types):
            return False
        if self.colors and not any(col in c.colors for col in self.colors):
            return False
        if self.colorless and c.colors:
            return False
        if self.mana_value is not None and \
                c.mana_value + obj.x * c.mana_cost.x != self.mana_value:
            return False
        if self.max_mv is not None and c.mana_value > self.max_mv:
            return False
        return not any(t in c.types for t in self.not_types)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.stack if self.legal(game, ctx, o)]

    def text(self) -> str:
        if self.types:
            return f"target {'/'.join(t.lower() for t in self.types)} spell"
        if self.not_types:
            return f"target non{'/'.join(t.lower() for t in self.not_types)} spell"
        return "target spell"


@dataclass(frozen=True)
class TargetSpellOrPermanent(TargetSpec):
    """"target spell or nonland permanent" (Commit)."""

    permanent: Filter = Filter(not_types=("Land",))

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return TargetSpell().legal(game, ctx, ref) or TargetPermanent(self.permanent).legal(
            game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return (TargetSpell().candidates(game, ctx)
                + TargetPermanent(self.permanent).candidates(game, ctx))

    def text(self) -> str:
        return "target spell or " + self.permanent.describe()


def _defending(game: Game, ctx: GameObject) -> int | None:
    """The player the source is attacking (a planeswalker's controller), if it attacks
    [506.2]."""
    src = source_id(ctx)
    return defending_player(game, src) if src in game.attackers else None


@dataclass(frozen=True)
class TargetCardInGraveyard(TargetSpec):
    """"target ... card [with mana value N or less] from your graveyard"; ``opponents``:
    "from an opponent's graveyard"; ``defending``: "from defending player's graveyard"
    [506.2]; ``count`` / ``min_count``: "up to two target creature cards" [115.1]."""

    types: tuple[str, ...] = ()
    yours: bool = True
    # "target Spirit card with mana value N or less" (soulshift [702.46a])
    subtype: str = ""
    max_mv: int | None = None  # "with mana value 2 or less" [202.3]
    # "another target ... card": not the source's own card, which a "when this dies"
    # ability finds in the graveyard as the event's other object [400.7, 603.10a]
    other: bool = False
    count: int = 1
    min_count: int = 1  # "up to one target ... card": 0 [115.1]
    opponents: bool = False
    keyword: str = ""  # "cards with cycling" (typecycling counts [702.29f])
    defending: bool = False  # "from defending player's graveyard" [506.2]
    not_types: tuple[str, ...] = ()  # "target nonland card" [205.4b]

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "graveyard":
            return False
        if self.keyword and not any(k == self.keyword or k.endswith(self.keyword.lower())
                                    for k in obj.proto.chars.keywords):
            return False
        if self.yours and obj.owner != ctx.controller:
            return False
        if self.opponents and obj.owner == ctx.controller:
            return False
        if self.defending and obj.owner != _defending(game, ctx):
            return False
        c = obj.proto.chars
        if (self.subtype and self.subtype not in c.subtypes) or (
                self.max_mv is not None and c.mana_value > self.max_mv):
            return False  # a card's mana value in a graveyard: X is 0 [202.3e]
        if self.other and (ref == source_id(ctx) or (
                ctx.recall(Memo.EVENT_OBJ) == source_id(ctx) and
                ctx.recall(Memo.EVENT_OTHER) == ref)):
            return False
        if self.not_types and any(t in c.types for t in self.not_types):
            return False
        return not self.types or any(t in c.types for t in self.types)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        owners = [ctx.controller] if self.yours else list(game.apnap())
        return [o for p in owners for o in game.players[p].graveyard
                if self.legal(game, ctx, o)]

    def text(self) -> str:
        return f"target {'/'.join(t.lower() for t in self.types) or ''} card in a graveyard"
