"""A card from its paragraphs: parse each, then put the pieces together as one ``CardDef``.

Honest by construction: the card compiles only if every paragraph of every face parses to
the end and builds; the first paragraph that doesn't is the reason the card is refused.
A paragraph is one ability, except where the rules join several: the bullets of a modal
spell or ability belong to its "Choose one —" [700.2], and every paragraph of an instant or
sorcery that is an effect or an additional cost belongs to its one spell ability [113.3a,
601.2f].  Each ability's ``text`` is the Oracle paragraph (or paragraphs) it implements.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from aetherworks.carddb import Card, Face
from aetherworks.compiler.build import Build, Fragment, Unsupported, finish
from aetherworks.compiler.parse import NoParse, parse
from aetherworks.compiler.text import Tok, self_names, strip_reminder, tokenize
from aetherworks.engine.defs import (
    Ability,
    CardDef,
    Cost,
    Effect,
    Mode,
    SpellAbility,
    TriggeredAbility,
)

# Layouts whose faces the assembler knows how to put together [709, 712, 715].
LAYOUTS = ("normal",)
# Keywords the engine implements as flags [702] (cardpool.ENGINE_KEYWORDS, lower-cased).
_ENGINE_KEYWORDS = frozenset({
    "flying", "reach", "first strike", "double strike", "trample", "haste", "vigilance",
    "deathtouch", "lifelink", "menace", "defender", "hexproof", "indestructible", "flash",
    "prowess", "shroud",
})


@dataclass(frozen=True)
class Failure(Exception):
    """Why a card doesn't compile: the first paragraph that failed, and how."""

    paragraph: str
    detail: str

    def __str__(self) -> str:
        return f"{self.paragraph!r}: {self.detail}"


@dataclass
class _Para:
    text: str  # as printed (reminder text included)
    tokens: list[Tok]


def compile_card(card: Card) -> CardDef:
    """The definition of ``card`` compiled from its Oracle text; raises :class:`Failure`."""
    if card.layout not in LAYOUTS:
        raise Failure(card.name, f"the {card.layout} layout is not compiled yet")
    face = card.faces[0]
    return CardDef(card.name, _face_abilities(card, face))


def _face_abilities(card: Card, face: Face) -> tuple[Ability, ...]:
    names = self_names(card.name, face)
    paras = [_Para(p, tokenize(p, names)) for p in face.text.split("\n")]
    paras = [p for p in paras if p.tokens]
    _check_keywords(face, paras)
    spell = "Instant" in face.types or "Sorcery" in face.types
    abilities: list[Ability] = []
    spell_parts: list[tuple[_Para, Fragment]] = []
    i = 0
    while i < len(paras):
        p = paras[i]
        if _engine_keywords_only(p.tokens):
            i += 1
            continue
        got = _parse(p, "spell_paragraph" if spell else "permanent_paragraph")
        if isinstance(got, Fragment) and got.kind in ("modal", "modal_trigger"):
            bullets: list[_Para] = []
            while i + 1 < len(paras) and paras[i + 1].tokens[0].value == "•":
                i += 1
                bullets.append(paras[i])
            abilities.append(_modal(p, got, bullets))
        elif isinstance(got, Fragment):
            spell_parts.append((p, got))
        else:
            abilities.append(_with_text(got, p.text))
        i += 1
    if spell_parts:
        abilities.insert(0, _spell(spell_parts))
    if spell and not any(isinstance(a, SpellAbility) for a in abilities):
        raise Failure(face.text, "an instant or sorcery without an effect")
    return tuple(abilities)


def _check_keywords(face: Face, paras: list[_Para]) -> None:
    """The data lists the keywords a face has; one the text doesn't show (a multi-face
    card's other face) would give this face an ability it doesn't have."""
    lines = " ".join(" ".join(t.value for t in p.tokens) for p in paras)
    for kw in face.keywords:
        if kw.lower() in _ENGINE_KEYWORDS and kw.lower() not in lines:
            raise Failure(kw, "the data gives this face a keyword its text doesn't show")


def _engine_keywords_only(tokens: list[Tok]) -> bool:
    """A keyword line of keywords the engine implements itself [702]: "Flying, vigilance"."""
    words = " ".join(t.value for t in tokens).rstrip(" .")
    return all(w.strip() in _ENGINE_KEYWORDS for w in words.split(","))


def _parse(p: _Para, start: str) -> Any:
    try:
        tree = parse(p.tokens, start)
        return Build().transform(tree)
    except NoParse as exc:
        raise Failure(strip_reminder(p.text), exc.detail) from None
    except Unsupported as exc:
        raise Failure(strip_reminder(p.text), str(exc)) from None
    except Exception as exc:  # a builder met a shape it didn't expect
        cause = exc.orig_exc if hasattr(exc, "orig_exc") else exc
        if isinstance(cause, Unsupported):
            raise Failure(strip_reminder(p.text), str(cause)) from None
        raise


def _with_text(ability: Ability, text: str) -> Ability:
    return dataclasses.replace(ability, text=text)


def _spell(parts: list[tuple[_Para, Fragment]]) -> SpellAbility:
    """One spell ability from the paragraphs of an instant or sorcery [113.3a]."""
    effects: list[Effect] = []
    costs: list[Cost] = []
    for _p, frag in parts:
        if frag.kind == "effects":
            effects += frag.effects
        elif frag.kind == "additional_cost":
            costs += frag.costs
        else:
            raise Failure(_p.text, f"a {frag.kind} paragraph where a spell's text goes")
    (effs, add), specs = finish(tuple(effects), tuple(costs))
    return SpellAbility(effects=effs, targets=specs, additional_costs=add,
                        text="\n".join(p.text for p, _ in parts))


def _modal(header: _Para, frag: Fragment, bullets: list[_Para]) -> Ability:
    """"Choose one — • ... • ..." [700.2]: one mode per bullet, each with its own targets."""
    if frag.choose != "one":
        raise Failure(header.text, f"choose {frag.choose} (only 'choose one' is played)")
    if not bullets:
        raise Failure(header.text, "a modal ability without bullets")
    modes: list[Mode] = []
    for b in bullets:
        mode = _parse(b, "mode_paragraph")
        label = strip_reminder(b.text).lstrip("• ").rstrip(".")
        modes.append(dataclasses.replace(mode, label=label))
    text = "\n".join([header.text, *(b.text for b in bullets)])
    if frag.kind == "modal":
        return SpellAbility(modes=tuple(modes), text=text)
    return TriggeredAbility(trigger=frag.trigger, modes=tuple(modes), text=text)
