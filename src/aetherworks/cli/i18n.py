"""Languages for the terminal UI: card names and texts from the card database, UI strings.

Card names, type lines and texts come from the card database's printed translations
(``Card.foreign``); a card the data has no translation for keeps its English Oracle name and
text.  The UI's own words are translated for French and Japanese and stay English otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from aetherworks.carddb import LANGUAGES, get_db

UI_STRINGS: dict[str, dict[str, str]] = {
    "fr": {
        "life": "vie", "energy": "énergie", "hand": "main", "library": "bibliothèque",
        "graveyard": "cimetière", "exile": "exil", "Lands": "Terrains", "Stack": "Pile",
        "Hand": "Main", "Log": "Journal", "Turn": "Tour", "you decide": "à vous",
        "AI is thinking…": "l'IA réfléchit…", "wins": "gagne", "Draw": "Match nul",
        "tapped": "engagé", "attacking": "attaque", "blocking": "bloque", "sick": "mal d'inv.",
        "dmg": "bless.", "Enter a number from {lo} to {hi}": "Un nombre de {lo} à {hi}",
        "Saved to {path}": "Enregistré dans {path}", "Game over": "Partie terminée",
        "press q to quit": "q pour quitter", "top of the stack": "sommet de la pile",
        "nothing": "rien",
    },
    "ja": {
        "life": "ライフ", "energy": "エネルギー", "hand": "手札", "library": "ライブラリー",
        "graveyard": "墓地", "exile": "追放", "Lands": "土地", "Stack": "スタック",
        "Hand": "手札", "Log": "ログ", "Turn": "ターン", "you decide": "あなたの選択",
        "AI is thinking…": "AIが考え中…", "wins": "の勝利", "Draw": "引き分け",
        "tapped": "タップ", "attacking": "攻撃中", "blocking": "ブロック中", "sick": "召喚酔い",
        "dmg": "ダメージ", "Enter a number from {lo} to {hi}": "{lo}から{hi}の数",
        "Saved to {path}": "{path} に保存しました", "Game over": "ゲーム終了",
        "press q to quit": "qで終了", "top of the stack": "スタックの一番上",
        "nothing": "なし",
    },
}


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
        self._pattern: re.Pattern[str] | None = None
        self._pattern_size = -1

    def ui(self, text: str, **kw: object) -> str:
        """A UI string in this language (English where there is no translation)."""
        table = UI_STRINGS.get(self.lang or "", {})
        return table.get(text, text).format(**kw) if kw else table.get(text, text)

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

    def learn(self, names: Iterable[str]) -> None:
        """Remember names so that :meth:`text` translates them inside sentences."""
        if self.lang is None:
            return
        for n in names:
            if n not in self._names:
                self._names[n] = self._lookup_name(n)
                card = get_db().find(n)
                if card is not None and len(card.faces) > 1:
                    for face in card.face_names:
                        self._names.setdefault(face, self._lookup_name(face))

    def text(self, sentence: str) -> str:
        """``sentence`` with every learned card name replaced by its translation."""
        if self.lang is None:
            return sentence
        todo = {k: v for k, v in self._names.items() if k != v}
        if not todo:
            return sentence
        if self._pattern is None or self._pattern_size != len(self._names):
            alternatives = sorted(todo, key=len, reverse=True)
            self._pattern = re.compile(
                r"(?<!\w)(" + "|".join(re.escape(a) for a in alternatives) + r")(?!\w)")
            self._pattern_size = len(self._names)
        return self._pattern.sub(lambda m: todo.get(m.group(1), m.group(1)), sentence)

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
