"""Checking a definition against the card database: every ability's text is an Oracle
paragraph of its card, and every paragraph is claimed ("checked against the database when
loaded"; a compiled definition passes the same check).
"""

from __future__ import annotations

import re

from aetherworks.carddb import get_db
from aetherworks.engine.defs import CardDef

REMINDER = re.compile(r"\s*\([^)]*\)")


def _norm(text: str, name: str) -> str:
    text = REMINDER.sub("", text).replace(name, "CARDNAME").replace("this creature", "CARDNAME")
    return " ".join(text.split()).strip().lower()


def check_definition(d: CardDef) -> list[str]:
    """Problems with a definition: unknown name, or abilities that match no Oracle paragraph.

    Every ability with a ``text`` must match one paragraph of the card's Oracle text (reminder
    text and self-references normalised), and every non-keyword paragraph must be claimed by
    some ability; a keyword line must list keywords the definition or data carries.
    """
    db = get_db()
    card = db.find(d.name)
    if card is None:
        return [f"{d.name}: no such card in the database"]
    if card.name != d.name:
        return [f"{d.name}: registered under a non-Oracle name (Oracle: {card.name})"]
    problems: list[str] = []
    faces = list(zip(card.faces, d.faces, strict=False)) if d.faces else [(card.faces[0], d)]
    for face, fd in faces:
        # Paragraphs that are only reminder text (a basic land's mana ability) need nothing.
        paragraphs = [n for n in (_norm(p, face.name) for p in face.text.split("\n")) if n]
        claimed: set[int] = set()
        for ab in fd.abilities:
            if not ab.text:
                continue
            # A spell's text may be several paragraphs (a modal spell's bullets, a sorcery's
            # two paragraphs): each line of the ability's text must be one of them [608.2c].
            for line in ab.text.split("\n"):
                t = _norm(line, face.name)
                hits = [i for i, p in enumerate(paragraphs) if p == t]
                if not hits:
                    problems.append(f"{d.name}: ability text not in Oracle text: {line!r}")
                claimed.update(hits)
        kw_lower = {k.lower() for k in (*face.keywords, *fd.keywords)}
        for i, p in enumerate(paragraphs):
            if i in claimed:
                continue
            words = {w.strip() for w in p.split(",")}
            if words and all(w.split(" ")[0] in {k.split(" ")[0] for k in kw_lower} or w in
                             kw_lower for w in words):
                continue
            problems.append(f"{d.name}: Oracle paragraph not implemented: {p!r}")
    return problems


__all__ = ["REMINDER", "check_definition"]
