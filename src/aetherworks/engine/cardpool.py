"""The registry of card definitions, joined with card facts from the database.

Definitions are registered by Oracle name (the ``cards`` package does it on import).  A
definition carries behaviour only; :func:`prototype` takes name, cost, types, P/T and
keywords from :mod:`aetherworks.carddb`, so nothing printed on a card is typed twice.
:func:`~aetherworks.engine.defcheck.check_definition` is what "checked against the database
when loaded" means.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, Literal

from aetherworks.carddb import Card, Face, get_db
from aetherworks.carddb.model import BASIC_MANA
from aetherworks.carddb.rules import creature_types
from aetherworks.engine import exercised
from aetherworks.engine.defcheck import REMINDER, check_definition
from aetherworks.engine.defs import (
    Ability,
    CardDef,
    Effect,
    ManaAbility,
    TokenDef,
)
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import Chars, IdentityMemo, Proto

# Keywords the rules engine itself implements [702]; others are carried as text only.
# (Prowess is a triggered ability: a definition has it, ``vocab.prowess.prowess()``.)
ENGINE_KEYWORDS = frozenset({
    "Flying", "Reach", "First strike", "Double strike", "Trample", "Haste", "Vigilance",
    "Deathtouch", "Lifelink", "Menace", "Defender", "Hexproof", "Indestructible", "Flash",
    "Shroud", "Fuse",
    # evasion [702.13, 702.14, 702.28, 702.31, 702.36, 702.118]: engine.evasion
    "Fear", "Intimidate", "Shadow", "Horsemanship", "Swampwalk", "Islandwalk", "Forestwalk",
    "Mountainwalk", "Plainswalk", "Skulk",
    # "This object is every creature type": a characteristic-defining ability [702.73a]
    "Changeling",
    # -1/-1 and poison counters: actions.deal_damage [702.80, 702.90]; priority [702.61]
    "Wither", "Infect", "Split second",
    # a double-faced permanent that turns over with day and night: engine.daynight [702.145]
    "Daybound", "Nightbound",
})

REGISTRY: dict[str, CardDef] = {}
SETS: dict[str, list[str]] = {}  # set code -> Oracle names defined by that module
_PROTOS: dict[str, Proto] = {}
# Every effect and ability inside a definition has a key ("Card#3", "Card@1") so that
# continuations and saved games name parts, not Python objects.
PARTS: dict[str, object] = {}
PART_KEYS: dict[int, str] = {}  # id(part) -> key
# Token definitions named in card definitions, so a saved game can rebuild "token:<name>".
TOKEN_DEFS: dict[str, TokenDef] = {}


def part_key(ab: Ability) -> str:
    """An ability's stable key (its place in its card's definition), which names it in
    memory and saves; an ability made during the game and never registered is named by its
    text."""
    return PART_KEYS.get(id(ab), ab.text)


class DefinitionError(ValueError):
    """A card definition disagrees with the card database."""


def register(set_code: str, *defs: CardDef) -> None:
    """Register definitions for a set module; each effect gets a stable key."""
    for d in defs:
        REGISTRY[d.name] = d
        names = SETS.setdefault(set_code, [])
        if d.name not in names:
            names.append(d.name)
        _key_effects(d.name, d)
        _PROTOS.pop(d.name, None)
        _RAW.pop(d.name, None)
        _SUPPORT.clear()  # other names of the card (a face's, a printed name's) too


def _key_effects(name: str, d: CardDef) -> None:
    """Give every effect and ability inside a definition a key stable across processes.

    Keys follow the dataclass field order, so they do not depend on import order; saved
    games and pending continuations name parts by these keys.
    """
    counter = [0, 0]

    def walk(value: object) -> None:
        if isinstance(value, (tuple, list)):
            for v in value:
                walk(v)
            return
        if isinstance(value, (Effect, Ability)):
            i = 0 if isinstance(value, Effect) else 1
            key = f"{name}{'#@'[i]}{counter[i]}"
            # The key always names this definition's part (a re-registered card replaces
            # the old parts); a part shared by several cards keeps its first key.
            replaced = PARTS.get(key)
            if replaced is not None and replaced is not value and \
                    PART_KEYS.get(id(replaced)) == key:
                del PART_KEYS[id(replaced)]  # its id may be reused once it is collected
            PARTS[key] = value
            PART_KEYS.setdefault(id(value), key)
            counter[i] += 1
        elif isinstance(value, TokenDef):
            token_key(value)
        elif not (is_dataclass(value) and not isinstance(value, type)):
            return
        for f in fields(value):  # type: ignore[arg-type]
            walk(getattr(value, f.name))

    walk(d)


_TOKEN_KEYS: dict[TokenDef, str] = {}


def token_key(token: TokenDef) -> str:
    """The name a token definition is known by (``TOKEN_DEFS``, saved games, scenarios): its
    name, or, when a different definition already has that name (two cards make different
    "Gremlin" tokens), its name with its power, toughness and colours [111.4]."""
    key = _TOKEN_KEYS.get(token)
    if key is not None:
        return key
    key = token.name
    if TOKEN_DEFS.get(key, token) != token:
        colors = "".join(token.colors) or "colorless"
        base = key = f"{token.name} ({token.power}/{token.toughness} {colors})"
        n = 2
        while TOKEN_DEFS.get(key, token) != token:
            key, n = f"{base} #{n}", n + 1
    TOKEN_DEFS.setdefault(key, token)
    _TOKEN_KEYS[token] = key
    return key


def key_token(token: TokenDef) -> None:
    """Token definitions made on the fly get effect keys too (named after the token)."""
    _key_effects("token:" + token_key(token), CardDef(token.name, token.abilities, token=token))


# Abilities that keyword counters grant, by counter kind ("exalted"), for keywords whose
# ability the engine can't express as a flag [122.1b]; see register_keyword_ability.
KEYWORD_ABILITIES: dict[str, Ability] = {}


def register_keyword_ability(kind: str, ability: Ability) -> None:
    """A vocabulary module registers the ability a keyword counter of ``kind`` grants."""
    KEYWORD_ABILITIES[kind] = ability
    _key_effects("keyword:" + kind, CardDef(kind, (ability,)))


# --- support: can the engine play this card fully? [never a blank card] ----------------

SupportStatus = Literal["hand_written", "compiled", "vanilla", "unsupported"]


@dataclass(frozen=True, slots=True)
class Support:
    """How the engine plays a card: from a hand-written definition, a compiled one, as a card
    whose whole text is keywords the engine implements and intrinsic mana ("vanilla"), or
    not at all; ``reason`` says why a card is unsupported (the first clause that failed)."""

    name: str
    status: SupportStatus
    reason: str = ""
    # A compiled or vanilla card counts only once a smoke run has played it (see
    # ``engine.exercised``); a hand-written one is exercised by its tests.
    exercised: bool = True

    @property
    def supported(self) -> bool:
        return self.status != "unsupported" and self.exercised


# Providers of definitions beyond the hand-written registry, asked in order (the Oracle-text
# compiler registers one): ``provider(card) -> (definition or None, reason when None)``.
DefinitionProvider = Callable[[Card], tuple[CardDef | None, str]]
_PROVIDERS: list[DefinitionProvider] = []
_RAW: dict[str, tuple[Support, CardDef | None]] = {}  # by Oracle name, before the record
_SUPPORT: dict[str, tuple[Support, CardDef | None]] = {}  # by any name, after it
_SUPPORT_STATE: tuple[int, bool] = (-1, False)  # the record and allowance _SUPPORT used
# A definition's digest, worked out once: support is asked again whenever the allowance
# changes (each scenario, each smoke game).
_DIGESTS: IdentityMemo[str] = IdentityMemo(65536)


def register_provider(provider: DefinitionProvider) -> None:
    """Add a source of definitions; hand-written definitions always win over it."""
    if provider not in _PROVIDERS:
        _PROVIDERS.append(provider)
    _RAW.clear()
    _SUPPORT.clear()


def vanilla_reason(card: Card) -> str:
    """"" when every face's text is only reminder text and keywords the engine implements
    (a vanilla creature, a basic land), else the first paragraph that is more."""
    for face in card.faces:
        for para in face.text.split("\n"):
            t = REMINDER.sub("", para).strip().rstrip(".")
            if not t:
                continue
            words = [w.strip() for w in t.split(",")]
            unknown = [w for w in words if w.capitalize() not in ENGINE_KEYWORDS]
            if unknown:
                return f"{face.name}: {para.strip()!r}"
    return ""


def _resolve(name: str) -> tuple[Support, CardDef | None]:
    global _SUPPORT_STATE
    if exercised.state() != _SUPPORT_STATE:
        _SUPPORT.clear()  # a new record, or unexercised cards allowed or no longer
        _SUPPORT_STATE = exercised.state()
    got = _SUPPORT.get(name)
    if got is not None:
        return got
    got = _raw(name)
    sup, d = got
    if not exercised.allowed() and unexercised(sup.name):
        got = (Support(sup.name, sup.status, exercised.REASON.format(status=sup.status),
                       exercised=False), d)
    _SUPPORT[name] = _SUPPORT[sup.name] = got
    return got


def _definition(card: Card) -> tuple[Support, CardDef | None]:
    """How the card is defined, before the smoke record is asked (computed once a process:
    compiling is the costly part)."""
    d = REGISTRY.get(card.name)
    if d is not None:
        return Support(card.name, "hand_written"), d
    for face in card.faces:
        try:
            ManaCost.parse(face.mana_cost)
        except ValueError as exc:  # an Un-set's {HW}: no rule of the game pays it [107]
            return Support(card.name, "unsupported", f"{face.name}: {exc}"), None
    reason = vanilla_reason(card)
    if not reason:
        return Support(card.name, "vanilla"), None
    for provider in _PROVIDERS:
        compiled, why = provider(card)
        if compiled is not None:
            # Its parts get keys as a registered definition's do, so continuations and
            # saved games can name them.
            _key_effects(card.name, compiled)
            return Support(card.name, "compiled"), compiled
        reason = why or reason
    return Support(card.name, "unsupported", reason), None


def support(name: str) -> Support:
    """Whether and how the engine plays the card with this name (any name the database
    knows); raises ``LookupError`` for a name it doesn't.

    >>> import aetherworks.cards
    >>> support("Craw Wurm").status, support("Harnessed Lightning").status
    ('vanilla', 'hand_written')
    """
    return _resolve(name)[0]


def definition(name: str) -> CardDef | None:
    """The definition the card plays with (hand-written or compiled), ``None`` for a vanilla
    or unsupported card; exercised or not."""
    return _raw(name)[1]


def digest(name: str) -> str:
    """What the smoke record keeps for the card's current definition (its digest; a word
    for a vanilla card): worked out once per definition."""
    d = _raw(name)[1]
    return exercised.VANILLA_DIGEST if d is None else \
        _DIGESTS.get(id(d), d, exercised.digest_of, d)


def unexercised(name: str) -> bool:
    """Whether the card is compiled or vanilla and the smoke record does not name its
    current definition (so it waits for a smoke run, whatever :func:`exercised.allow`
    says)."""
    sup = _raw(name)[0]
    if sup.status not in ("compiled", "vanilla"):
        return False
    return exercised.record().get(sup.name) != digest(name)


def _raw(name: str) -> tuple[Support, CardDef | None]:
    card = get_db().card(name)
    got = _RAW.get(card.name)
    if got is None:
        got = _RAW[card.name] = _definition(card)
    return got


def is_supported(name: str) -> bool:
    return support(name).supported


class UnsupportedCardError(ValueError):
    """Cards the engine cannot play fully, refused rather than played as blanks.

    ``cards`` holds each distinct card once, with every place it was named ("deck.txt:12",
    "Alice's deck"), so one message lists everything to fix.  Playing them as blanks anyway
    takes an explicit ``allow_unsupported``.
    """

    def __init__(self, cards: Iterable[tuple[Support, tuple[str, ...]]]) -> None:
        self.cards = tuple(cards)
        super().__init__(str(self))

    def __str__(self) -> str:
        lines = [f"{len(self.cards)} unsupported card(s): the engine cannot play them and "
                 "refuses to play them as blanks (allow_unsupported / --allow-unsupported "
                 "plays them as blanks anyway)"]
        for sup, places in self.cards:
            where = f"{', '.join(places)}: " if places else ""
            lines.append(f"  {where}{sup.name} — {sup.reason or sup.status}")
        return "\n".join(lines)


def unsupported_among(cards: Iterable[tuple[str, str]]) -> list[tuple[Support, tuple[str, ...]]]:
    """The unsupported cards among ``(name, where)`` pairs, each once with all its places, in
    the order first named."""
    found: dict[str, tuple[Support, list[str]]] = {}
    for name, where in cards:
        sup = support(name)
        if sup.supported:
            continue
        places = found.setdefault(sup.name, (sup, []))[1]
        if where and where not in places:
            places.append(where)
    return [(sup, tuple(places)) for sup, places in found.values()]


def refuse_unsupported(cards: Iterable[tuple[str, str]]) -> None:
    """Raise :class:`UnsupportedCardError` if any of the ``(name, where)`` cards is
    unsupported: nothing ever plays as a blank without being asked to."""
    bad = unsupported_among(cards)
    if bad:
        raise UnsupportedCardError(bad)


def is_blank(proto: Proto) -> bool:
    """Whether objects of this prototype are cards that play as blanks (their printed
    characteristics, none of the abilities the engine cannot play).  Tokens and copies are
    made by definitions, so only a card itself can be one."""
    if proto.is_token or proto.recipe is not None:
        return False
    return not support(proto.key).supported


def _pt(v: str | None) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0  # "*": a characteristic-defining ability sets it [604.3]


def intrinsic_mana(subtype: str) -> ManaAbility:
    """The mana ability a basic land type grants: "{T}: Add {R}" for a Mountain [305.6]."""
    return ManaAbility(produce=BASIC_MANA[subtype], text=f"({{T}}: Add {{{BASIC_MANA[subtype]}}}.)")


def _intrinsic(face: Face) -> tuple[Ability, ...]:
    """Basic land types grant their mana ability [305.6]."""
    return tuple(intrinsic_mana(s) for s in face.subtypes if s in BASIC_MANA)


def _chars_of(face: Face, d: CardDef | None) -> Chars:
    # The data lists a double-faced card's keywords for both faces together: a face has
    # only those of its own keyword lines (Sorin of House Markov has lifelink, its back face
    # only mentions a lifelink counter).
    lines = [REMINDER.sub("", p).strip().lower() for p in face.text.split("\n")]
    pieces = {w.strip().rstrip(".") for line in lines for w in line.split(",")}
    kws = {k for k in face.keywords if k in ENGINE_KEYWORDS and (
        k.lower() in pieces or any(line.startswith(k.lower()) for line in lines))}
    if "Hexproof from" in face.keywords:
        # The data lists "Hexproof" for "hexproof from [quality]" too, which is only a
        # variant of it; the definition implements the variant [702.11d].
        kws.discard("Hexproof")
    abilities: tuple[Ability, ...] = _intrinsic(face)
    if d is not None:
        kws |= set(d.keywords)
        abilities += d.abilities
    subtypes = frozenset(face.subtypes)
    if "Changeling" in kws:
        # Changeling is every creature type, in every zone [702.73a, 604.3].
        subtypes |= creature_types()
    return Chars(
        name=face.name,
        mana_cost=ManaCost.parse(face.mana_cost),
        colors=frozenset(face.colors),
        supertypes=frozenset(face.supertypes),
        types=frozenset(face.types),
        subtypes=subtypes,
        power=_pt(face.power),
        toughness=_pt(face.toughness),
        # A printed loyalty of X is the X of the spell it was [107.3m]: none until then.
        loyalty=None if face.loyalty == "X" else _pt(face.loyalty),
        keywords=frozenset(kws),
        abilities=abilities,
    )


def prototype(name: str) -> Proto:
    """The copiable values of a card by any name the database knows [707.2]."""
    proto = _PROTOS.get(name)
    if proto is not None:
        return proto
    card = get_db().card(name)
    proto = _PROTOS.get(card.name)
    if proto is None:
        sup, d = _resolve(card.name)
        if d is None:
            d = _default_def(card)
        elif sup.status == "hand_written":
            # A definition is checked against the database the first time a game loads it,
            # so a wrong definition fails loudly instead of playing a different card.
            problems = check_definition(d)
            if problems:
                raise DefinitionError("; ".join(problems))
        if card.layout == "transform" and d.faces and len(card.faces) == 2:
            proto = _transforming_proto(card, d)
        elif d.faces and len(card.faces) > 1:
            faces = tuple(
                Proto(f.name, _chars_of(f, fd), fd)
                for f, fd in zip(card.faces, d.faces, strict=False)
            )
            front = card.faces[0]
            chars = _chars_of(front, None)
            # A split card in a non-stack zone has both halves' characteristics [709.4].
            cost = faces[0].chars.mana_cost
            for f in faces[1:]:
                cost = cost.plus(f.chars.mana_cost)
            chars = Chars(card.name, cost, frozenset().union(*(f.chars.colors for f in faces)),
                          chars.supertypes, chars.types, chars.subtypes, None, None, None,
                          frozenset(), ())
            if d.mdfc or d.adventure:
                # A modal double-faced card outside the stack and battlefield has only its
                # front face's characteristics [712.8a]; an adventurer card everywhere but
                # on the stack as an Adventure has only its normal ones [715.4].
                chars = faces[0].chars
            proto = Proto(card.name, chars, d, faces=faces)
        else:
            proto = Proto(card.name, _chars_of(card.faces[0], d), d)
        _PROTOS[card.name] = proto
    _PROTOS[name] = proto
    return proto


BACK_SUFFIX = "#back"


def _transforming_proto(card: Card, d: CardDef) -> Proto:
    """A transforming double-faced card [712.2]: the front face's characteristics in every
    zone, and on the battlefield with its front face up [712.8a, 712.8d]; the back face's
    while it is a permanent with its back face up, its mana value still the front face's
    mana cost's [712.8e] (so the back face carries the front's mana cost)."""
    front_face, back_face = card.faces
    front_def, back_def = d.faces
    front = _chars_of(front_face, front_def)
    back = _chars_of(back_face, back_def)
    back = Chars(back.name, front.mana_cost, back.colors, back.supertypes, back.types,
                 back.subtypes, back.power, back.toughness, back.loyalty, back.keywords,
                 back.abilities)
    whole = Chars(front.name, front.mana_cost, front.colors, front.supertypes, front.types,
                  front.subtypes, front.power, front.toughness, front.loyalty,
                  front.keywords | frozenset(d.keywords), front.abilities + d.abilities)
    return Proto(card.name, whole, d, back=Proto(card.name + BACK_SUFFIX, back, back_def))


def _default_def(card: Card) -> CardDef:
    """Basic lands and vanilla creatures need no definition: their text is their keywords;
    a double-faced one (Tavern Ruffian: daybound) still has its two faces [712.2]."""
    if card.layout in ("transform", "modal_dfc") and len(card.faces) == 2:
        return CardDef(card.name, faces=tuple(CardDef(f.name) for f in card.faces),
                       mdfc=card.layout == "modal_dfc")
    return CardDef(card.name)


def token_proto(token: TokenDef) -> Proto:
    """A token's copiable values are what the creating effect says [111.4]."""
    key = "token:" + token_key(token)
    proto = _PROTOS.get(key)
    if proto is None:
        key_token(token)
        chars = Chars(
            name=token.name,
            mana_cost=ManaCost(),
            colors=frozenset(token.colors),
            supertypes=frozenset(token.supertypes),
            types=frozenset(token.types),
            subtypes=frozenset(token.subtypes),
            power=token.power,
            toughness=token.toughness,
            loyalty=None,
            keywords=frozenset(token.keywords),
            abilities=token.abilities,
        )
        proto = Proto(key, chars, CardDef(token.name, token.abilities, token=token),
                      is_token=True)
        _PROTOS[key] = proto
    return proto



def lookup_proto(key: str) -> Proto:
    """The prototype a saved game names: a card, a token, or a copy's recipe [707.2]."""
    proto = _PROTOS.get(key)
    if proto is not None:
        return proto
    if key.startswith(COPY_PREFIX):
        # A copy made in another process: rebuild it from its recipe [707.9].
        base_key, overrides = json.loads(key[len(COPY_PREFIX):])
        return copy_proto(lookup_proto(base_key), **{k: _untuple(v) for k, v in overrides})
    if key.endswith(BACK_SUFFIX):
        back = prototype(key[:-len(BACK_SUFFIX)]).back
        if back is None:
            raise LookupError(f"{key[:-len(BACK_SUFFIX)]!r} has no back face")
        return back
    if key.startswith("token:") and key[len("token:"):] in TOKEN_DEFS:
        return token_proto(TOKEN_DEFS[key[len("token:"):]])
    return prototype(key)


# --- copies [707] -----------------------------------------------------------------------

COPY_PREFIX = "copy:"
# Exceptions a copy effect may make [707.9a-b]: values replace, ``add_*`` extend.
_COPY_FIELDS = ("name", "power", "toughness", "colors", "types", "subtypes", "add_types",
                "add_subtypes", "add_supertypes", "add_keywords", "add_abilities", "is_token",
                "mana_cost")


def _untuple(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


def copy_proto(base: Proto, **overrides: Any) -> Proto:
    """The copiable values of a copy: ``base``'s, with the copy effect's exceptions [707.2].

    ``base`` must already be the copiable values of the original (for something that is
    itself copying, what it copies [707.3]; :func:`aetherworks.vocab.energy.copiable_proto`
    finds them).  The exceptions become part of the copy's copiable values [707.9b], so a
    copy of the copy gets them too.  Counters, status, attachments and non-copy effects are
    never in a Proto, so they are never copied.  ``add_abilities`` are part keys (``"Card@1"``)
    so that the recipe stays plain data; the recipe is the Proto's key, which lets
    :func:`lookup_proto` rebuild the copy when a saved game is loaded.
    """
    unknown = set(overrides) - set(_COPY_FIELDS)
    if unknown:
        raise TypeError(f"unknown copy exception(s): {', '.join(sorted(unknown))}")
    norm = tuple(sorted((k, tuple(v) if isinstance(v, (list, tuple)) else v)
                        for k, v in overrides.items()))
    key = COPY_PREFIX + json.dumps([base.key, norm], separators=(",", ":"))
    proto = _PROTOS.get(key)
    if proto is not None:
        return proto
    o: dict[str, Any] = dict(norm)
    c = base.chars
    extra = tuple(PARTS[k] for k in o.get("add_abilities", ()))  # type: ignore[misc]
    chars = Chars(
        name=o.get("name", c.name),
        # "It has no mana cost" (embalm, eternalize) is the exception "" [707.9b, 702.128a].
        mana_cost=ManaCost.parse(o["mana_cost"]) if "mana_cost" in o else c.mana_cost,
        colors=frozenset(o.get("colors", c.colors)),
        supertypes=c.supertypes | frozenset(o.get("add_supertypes", ())),
        types=frozenset(o.get("types", c.types)) | frozenset(o.get("add_types", ())),
        subtypes=frozenset(o.get("subtypes", c.subtypes)) | frozenset(o.get("add_subtypes", ())),
        power=o.get("power", c.power),
        toughness=o.get("toughness", c.toughness),
        loyalty=c.loyalty,
        keywords=c.keywords | frozenset(o.get("add_keywords", ())),
        abilities=c.abilities + tuple(a for a in extra if isinstance(a, Ability)),
    )
    proto = Proto(key, chars, base.card, is_token=bool(o.get("is_token", base.is_token)),
                  faces=base.faces, recipe=(base.key, norm))
    _PROTOS[key] = proto
    return proto


def check_all() -> dict[str, list[str]]:
    """Check every registered definition; used on load by ``cards coverage`` and tests."""
    out: dict[str, list[str]] = {}
    for name, d in REGISTRY.items():
        problems = check_definition(d)
        if problems:
            out[name] = problems
    return out


