"""Languages for the user interfaces (terminal and browser): card names and texts from the card
database; every other word from the message catalogues (:mod:`aetherworks.messages`).

Card names, type lines and texts come from the card database's printed translations
(``Card.foreign``); a card the data has no translation for keeps its English Oracle name and
text.  Prompts, options, log lines, steps and the UI's own words are messages rendered in the
player's language (English, French and Japanese catalogues).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from aetherworks.carddb import LANGUAGES, get_db
from aetherworks.messages import Msg, Names, render, word


def check_lang(lang: str | None) -> str | None:
    """``lang`` if the card data knows it ("en" and None mean English); ValueError otherwise."""
    if lang is None or lang in ("", "en"):
        return None
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; languages: en, {', '.join(LANGUAGES)}")
    return lang


@dataclass(frozen=True)
class CardText:
    """A card as a person reads it in one language."""

    name: str
    mana_cost: str
    type_line: str
    text: str
    translated: bool


class Translator:
    """Card names and UI words in one language (None: English)."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self._names: dict[str, str] = {}

    @property
    def code(self) -> str:
        """The catalogue's language code ("en" for English)."""
        return self.lang or "en"

    def ui(self, key: str, **kw: object) -> str:
        """A word of the UI (``ui.<key>`` in the catalogue) in this language."""
        text = word(self.code, "ui." + key)
        return text.format(**kw) if kw else text

    def word(self, group: str, key: str) -> str:
        """A game word in this language: a step, a counter kind, a zone, a card type..."""
        return word(self.code, f"{group}.{key}", default=key)

    def render(self, msg: Msg, names: Names) -> str:
        """A message in this language, card names translated from the card data."""
        return render(msg, self.code, replace(names, card=self._card_name))

    def _card_name(self, english: str, lang: str) -> str:
        return self.name(english)

    def name(self, english: str) -> str:
        """A card's printed name in this language, or ``english`` where the data has none."""
        if self.lang is None:
            return english
        if english not in self._names:
            self._names[english] = self._lookup_name(english)
        return self._names[english]

    def _lookup_name(self, english: str) -> str:
        card = get_db().find(english)
        if card is None:
            # A face of a split/MDFC card: translate the whole card and pick that face.
            return english
        foreign = card.foreign.get(self.lang or "")
        if foreign is None or not foreign.name:
            return english
        if english == card.name:
            return foreign.name
        faces = card.face_names
        parts = foreign.name.split(" // ")
        if english in faces and len(parts) == len(faces):
            return parts[faces.index(english)]
        return english

    def card(self, english: str) -> CardText | None:
        """Name, cost, type line and rules text of a card, translated where the data has it."""
        card = get_db().find(english)
        if card is None:
            return None
        face = card.front
        for f in card.faces:
            if f.name == english:
                face = f
        name, type_line, text = english, face.type_line, face.text
        if len(card.faces) > 1 and english == card.name:
            type_line = " // ".join(f.type_line for f in card.faces)
            text = "\n//\n".join(f"{f.name}: {f.text}" for f in card.faces)
        translated = False
        foreign = card.foreign.get(self.lang) if self.lang else None
        if foreign is not None:
            translated = True
            name = self.name(english)
            type_line = foreign.type_line or type_line
            text = foreign.text or text
        if face.power is not None and face.toughness is not None:
            type_line = f"{type_line} ({face.power}/{face.toughness})"
        return CardText(name, face.mana_cost, type_line, text, translated)
