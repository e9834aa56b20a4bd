"""Messages, not sentences: everything the game says to a person is an id with arguments.

Prompts, option labels, log lines and results are :class:`Msg` values; a user interface
renders them in its player's language with :func:`render`.  The terminal UI, the browser UI
and the engine's own English log all render through here, so they read the same and get
better together.  Arguments are typed (a player, a card, a zone, an amount of mana...), so
each language decides how to show them; a player reading a line about themselves reads
"you" (second-person variants of a template are keyed ``id#you``).

>>> m = Msg.of("draw", player=Who(0))
>>> names = Names(players=("Alice", "Bob"))
>>> render(m, "en", names)
'Alice draws a card'
>>> render(m, "en", names.seen_by(0)), render(m, "fr", names.seen_by(0))
('You draw a card', 'Vous piochez une carte')
>>> render(Msg.of("keep", player=Who(1), amount=7), "ja", names)
'Bobは7枚の手札をキープした'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from aetherworks.messages.en import EN
from aetherworks.messages.fr import FR
from aetherworks.messages.ja import JA

CATALOGUES: dict[str, Mapping[str, str]] = {"en": EN, "fr": FR, "ja": JA}
LANGUAGES = tuple(CATALOGUES)


@dataclass(frozen=True, slots=True)
class Msg:
    """A message: an id in the catalogues and its arguments (plain, hashable values)."""

    id: str
    args: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(id: str, **args: Any) -> Msg:
        return Msg(id, tuple(args.items()))

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly: ``{"id": ..., "args": {name: [type, value]}}``."""
        return {"id": self.id, "args": {k: _arg_dict(v) for k, v in self.args}}


# --- typed arguments --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Who:
    """A player, by index: their name, or "you" for the player reading it."""

    index: int


@dataclass(frozen=True, slots=True)
class Obj:
    """A game object by id, or a player by reference (negative: ``-1 - index``)."""

    ref: int


@dataclass(frozen=True, slots=True)
class Objs:
    """Several objects or players, read as a list ("Grizzly Bears and Bob")."""

    refs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Word:
    """A word of the game's vocabulary, translated: ``kind`` names the group ("zone",
    "step", "counter", "reason", "designation", "color"...), ``key`` the word."""

    kind: str
    key: str


@dataclass(frozen=True, slots=True)
class Mana:
    """Mana or a mana cost in symbols: letters ("GG") or a cost ("{1}{G}")."""

    symbols: str


@dataclass(frozen=True, slots=True)
class Text:
    """Card text (an ability's Oracle text, a mode's words): shown as the card data has it."""

    text: str


@dataclass(frozen=True, slots=True)
class Nested:
    """A message inside another (an option label that quotes a card's action)."""

    msg: Msg


def _arg_dict(v: Any) -> Any:
    if isinstance(v, Who):
        return ["player", v.index]
    if isinstance(v, Obj):
        return ["ref", v.ref]
    if isinstance(v, Objs):
        return ["refs", list(v.refs)]
    if isinstance(v, Word):
        return [v.kind, v.key]
    if isinstance(v, Mana):
        return ["mana", v.symbols]
    if isinstance(v, Text):
        return ["text", v.text]
    if isinstance(v, Nested):
        return ["msg", v.msg.to_dict()]
    return v


# --- rendering --------------------------------------------------------------------------


def _object_name(ref: int) -> str:
    return f"#{ref}"


def _card_name(name: str, lang: str) -> str:
    return name


@dataclass(frozen=True)
class Names:
    """What a renderer needs to know about the game: player names, the reader (``viewer``,
    who reads "you"), object names by id (with the object's hidden state handled by the
    caller: a hidden card is named "" and reads "a card"), and how to translate a card's
    name into a language (the card data's printed names)."""

    players: tuple[str, ...]
    viewer: int | None = None
    objects: Callable[[int], str] = field(default=_object_name)
    card: Callable[[str, str], str] = field(default=_card_name)

    def seen_by(self, viewer: int | None) -> Names:
        return replace(self, viewer=viewer)


class _Formatter(string.Formatter):
    def __init__(self, lang: str, names: Names) -> None:
        self.lang, self.names = lang, names

    def format_field(self, value: Any, spec: str) -> str:
        if spec.startswith("plural:"):
            one, _, many = spec[len("plural:"):].partition(":")
            return one if value == 1 else many
        if spec == "signed":
            return f"{value:+d}"
        return str(self.show(value))

    def show(self, v: Any) -> str:
        lang, names = self.lang, self.names
        if isinstance(v, Who):
            if v.index == names.viewer:
                return word(lang, "you")
            if 0 <= v.index < len(names.players):
                return names.players[v.index]
            return word(lang, "nobody")
        if isinstance(v, Obj):
            if v.ref < 0:
                return self.show(Who(-1 - v.ref))
            name = names.objects(v.ref)
            return names.card(name, lang) if name else word(lang, "a_card")
        if isinstance(v, Objs):
            shown = [self.show(Obj(r)) for r in v.refs]
            if len(shown) < 2:
                return shown[0] if shown else word(lang, "nothing")
            # "A, B and C"
            return word(lang, "comma").join(shown[:-1]) + word(lang, "and") + shown[-1]
        if isinstance(v, Word):
            return word(lang, f"{v.kind}.{v.key}", default=v.key)
        if isinstance(v, Mana):
            s = v.symbols
            return s if "{" in s or not s else "".join("{" + c + "}" for c in s)
        if isinstance(v, Text):
            return v.text
        if isinstance(v, Nested):
            return render(v.msg, lang, names)
        if isinstance(v, Msg):
            return render(v, lang, names)
        return str(v)


def word(lang: str, key: str, *, default: str | None = None) -> str:
    """One entry of a catalogue (English when the language lacks it)."""
    got = CATALOGUES.get(lang, EN).get(key)
    if got is None:
        got = EN.get(key, default if default is not None else key)
    return got


def template(msg: Msg, lang: str, viewer: int | None) -> str:
    """The catalogue's template for a message: the second-person one (``id#you``) when the
    message's player is the reader; English when the language lacks it."""
    cat = CATALOGUES.get(lang, EN)
    subject = msg.arg("player")
    ids = [msg.id]
    if viewer is not None and isinstance(subject, Who) and subject.index == viewer:
        ids.insert(0, msg.id + "#you")
    for key in ids:
        got = cat.get(key)
        if got is not None:
            return got
    for key in ids:
        got = EN.get(key)
        if got is not None:
            return got
    # Not in any catalogue (a test keeps this from happening): the id and its arguments.
    return msg.id.replace("{", "{{").replace("}", "}}") + "".join(
        f" {{{k}}}" for k, _ in msg.args)


def render(msg: Msg, lang: str = "en", names: Names | None = None) -> str:
    """The message as a sentence in ``lang``."""
    names = names or Names(players=())
    fmt = _Formatter(lang, names)
    tpl = template(msg, lang, names.viewer)
    text = fmt.vformat(tpl, (), dict(msg.args))
    # A sentence starts with a capital ("You draw a card"), but a name keeps its own case.
    starts_with_word = tpl[:1].islower() or (
        tpl.startswith("{player}") and names.viewer is not None and
        msg.arg("player") == Who(names.viewer))
    return text[:1].upper() + text[1:] if starts_with_word else text


def known(msg_id: str, lang: str = "en") -> bool:
    """Whether a catalogue has this id (tests keep every id the game says translated)."""
    return msg_id in CATALOGUES[lang]


__all__ = [
    "CATALOGUES", "LANGUAGES", "Mana", "Msg", "Names", "Nested", "Obj", "Objs",
    "Text", "Who", "Word", "known", "render", "template", "word",
]
