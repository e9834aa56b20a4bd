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
import itertools
import re
from dataclasses import dataclass
from typing import Any

from aetherworks.carddb import Card, Face
from aetherworks.compiler.build import (
    Build,
    Fragment,
    Sentence,
    Unsupported,
    _join_sentences,
    finish,
    substitute,
)
from aetherworks.compiler.build_keywords import BackupMarker
from aetherworks.compiler.parse import NoParse, parse
from aetherworks.compiler.text import Tok, self_names, strip_reminder, tokenize
from aetherworks.engine.cardpool import ENGINE_KEYWORDS
from aetherworks.engine.defs import (
    NO_TRIGGER,
    Ability,
    AltCost,
    CardDef,
    Cost,
    Effect,
    Mode,
    SpellAbility,
    TriggeredAbility,
)
from aetherworks.vocab.energy_payments import MayOrElse

# Layouts whose faces the assembler knows how to put together: one face (sagas too [714]),
# or two faces: split and aftermath cards [709, 702.127], modal double-faced cards,
# transforming double-faced cards, whose back face is only ever a permanent's other side
# [712.2, 712.8e] (the engine knows which kind from the card data's layout), and
# adventurer cards [715].
ONE_FACE = ("normal", "saga")
TWO_FACES = ("split", "aftermath", "modal_dfc", "transform", "adventure")
# Keywords the engine implements as flags [702].
# (lower case -> as the engine names them)
_KEYWORD_NAMES = {k.lower(): k for k in ENGINE_KEYWORDS}
_ENGINE_KEYWORDS = _KEYWORD_NAMES.keys()


@dataclass(frozen=True)
class Failure(Exception):
    """Why a card doesn't compile: the first paragraph that failed, and how; ``template``
    is the paragraph with numbers, names and subtypes abstracted, so that the coverage
    report can count the cards a template would unlock."""

    paragraph: str
    detail: str
    template: str = ""

    def __str__(self) -> str:
        return f"{self.paragraph!r}: {self.detail}"


@dataclass
class _Para:
    text: str  # as printed (reminder text included)
    tokens: list[Tok]


def compile_card(card: Card, failures: list[Failure] | None = None) -> CardDef:
    """The definition of ``card`` compiled from its Oracle text; raises :class:`Failure`
    (the first paragraph that failed).  With ``failures``, every paragraph is tried and
    each failure is appended there (for coverage reports) before the first is raised."""
    if card.layout == "reversible_card" and len(card.faces) == 1:
        # A card printed on both sides of a double-sided card (the same card twice): the
        # data gives its one face [712.1 doesn't apply: it is never turned over].
        pass
    elif card.layout not in ONE_FACE + TWO_FACES:
        raise Failure(card.name, f"the {card.layout} layout is not compiled yet",
                      f"[{card.layout} layout]")
    seen: list[Failure] = [] if failures is None else failures
    start = len(seen)
    collect = seen if failures is not None else None
    if card.layout in ONE_FACE or card.layout == "reversible_card":
        d = CardDef(card.name, _face_abilities(card, card.faces[0], collect))
    else:
        if len(card.faces) != 2:
            raise Failure(card.name, "a two-faced layout without two faces in the data",
                          "[missing face]")
        faces = tuple(CardDef(f.name, _face_abilities(card, f, collect)) for f in card.faces)
        d = CardDef(card.name, faces=faces, aftermath=card.layout == "aftermath",
                    mdfc=card.layout == "modal_dfc", adventure=card.layout == "adventure")
    if len(seen) > start:
        raise seen[start]
    return _named_emblems(d, card.name)


def _named_emblems(d: CardDef, name: str) -> CardDef:
    """An emblem a card gives is named after the card ("Gideon, Ally of Zendikar emblem"),
    as hand-written definitions name it; the builder, reading one paragraph, calls it
    "Emblem" [114.2]."""
    from aetherworks.vocab.emblems import GetEmblem

    def named(ab: Ability) -> Ability:
        effects = getattr(ab, "effects", ())
        if not any(isinstance(e, GetEmblem) and e.token.name == "Emblem" for e in effects):
            return ab
        return dataclasses.replace(ab, effects=tuple(  # type: ignore[call-arg]
            dataclasses.replace(e, token=dataclasses.replace(e.token, name=f"{name} emblem"))
            if isinstance(e, GetEmblem) and e.token.name == "Emblem" else e
            for e in effects))

    if d.faces:
        return dataclasses.replace(d, faces=tuple(_named_emblems(f, name) for f in d.faces))
    return dataclasses.replace(d, abilities=tuple(named(ab) for ab in d.abilities))


def _face_abilities(card: Card, face: Face, failures: list[Failure] | None
                    ) -> tuple[Ability, ...]:
    """The abilities of one face; a failing paragraph raises, or with ``failures`` is
    recorded there and skipped."""
    names = self_names(card.name, face)
    paras = [_Para(p, tokenize(p, names)) for p in face.text.split("\n")]
    paras = [p for p in paras if p.tokens]
    _check_keywords(card, face, paras)
    spell = "Instant" in face.types or "Sorcery" in face.types
    abilities: list[Ability] = []
    spell_parts: list[tuple[_Para, Fragment]] = []
    # "Entwine [cost]" belongs to the modal spell's modes [702.42a].
    entwine = next((p for p in paras if p.tokens[0].value == "entwine"), None)
    entwined = False
    # Backup N grants the abilities printed after it [702.165a]: where it was, and the
    # engine keywords that follow it.
    backup: tuple[int, _Para, BackupMarker] | None = None
    later_keywords: list[str] = []
    i = 0
    while i < len(paras):
        p = paras[i]
        i += 1
        if _engine_keywords_only(p.tokens) or p is entwine:
            if backup is not None and p is not entwine:
                later_keywords += _keyword_names(p.tokens)
            continue
        bullets: list[_Para] = []
        while i < len(paras) and paras[i].tokens[0].value == "•":
            bullets.append(paras[i])
            i += 1
        try:
            got = _parse(p, "spell_paragraph" if spell else "permanent_paragraph")
            if isinstance(got, tuple) and any(isinstance(a, BackupMarker) for a in got):
                if len(got) > 1:
                    raise Unsupported("backup among other keywords")
                backup = (len(abilities), p, got[0])
                continue
            if isinstance(got, Fragment) and got.kind in ("modal", "modal_trigger"):
                costs = _parse(entwine, "spell_paragraph").costs if entwine else ()
                abilities.append(_modal(p, got, bullets, costs))
                entwined = True
                continue
            if bullets:
                raise Failure(bullets[0].text, "a bullet that follows no 'choose'")
            if isinstance(got, Fragment):
                spell_parts.append((p, got))
            elif isinstance(got, tuple):  # a keyword line, a static with several effects
                # A keyword may be an additional cost of the spell and an ability too
                # (replicate: the cost and the cast trigger) [702.56a].
                spell_parts += [(p, f) for f in got if isinstance(f, Fragment)]
                abilities += [_with_text(a, p.text) for a in got if not isinstance(a, Fragment)]
            else:
                abilities.append(_with_text(got, p.text))
        except (Failure, Unsupported) as exc:
            fail = exc if isinstance(exc, Failure) else Failure(
                strip_reminder(p.text), str(exc), template(p.tokens))
            if failures is None:
                raise fail from None
            failures.append(fail)
    if entwine is not None and not entwined:
        fail = Failure(strip_reminder(entwine.text), "entwine without a modal spell",
                       template(entwine.tokens))
        if failures is None:
            raise fail
        failures.append(fail)
    if backup is not None:
        at, para, marker = backup
        abilities.insert(at, marker.ability(tuple(abilities[at:]), tuple(later_keywords),
                                            para.text))
    if spell_parts:
        try:
            abilities.insert(0, _spell(spell_parts))
            abilities = [_overloaded(a, spell_parts, names) if isinstance(a, AltCost) and
                         a.label == "overload" else a for a in abilities]
        except Unsupported as exc:
            p = spell_parts[0][0]
            fail = Failure(strip_reminder(p.text), str(exc), template(p.tokens))
            if failures is None:
                raise fail from None
            failures.append(fail)
    if spell and not any(isinstance(a, SpellAbility) for a in abilities) and not failures:
        raise Failure(face.text, "an instant or sorcery without an effect")
    return tuple(abilities)


def _overloaded(alt: AltCost, parts: list[tuple[_Para, Fragment]], names: Any) -> AltCost:
    """Overload's spell: the spell's paragraphs with "each" for every "target", compiled
    like the card's own [702.96a]."""
    each: list[tuple[_Para, Fragment]] = []
    for p, frag in parts:
        if frag.kind != "effects":
            raise Unsupported("overload on a spell with additional costs")
        text = re.sub(r"\btarget\b", "each", re.sub(r"\bTarget\b", "Each", p.text))
        q = _Para(text, tokenize(text, names))
        try:
            got = _parse(q, "spell_paragraph")
        except Failure as exc:
            raise Unsupported(f"overloaded: {exc.detail}") from None
        if not isinstance(got, Fragment) or got.kind != "effects":
            raise Unsupported("overloaded text that isn't a spell's effects")
        each.append((q, got))
    spell = _spell(each)
    if spell.targets:
        raise Unsupported("an overloaded spell that still targets")
    return dataclasses.replace(alt, spell=dataclasses.replace(
        spell, text="\n".join(p.text for p, _ in parts)))


def _check_keywords(card: Card, face: Face, paras: list[_Para]) -> None:
    """The data lists the keywords a face has; one the text doesn't show would give this
    face an ability it doesn't have.  For a card with several faces the data lists the
    keywords of all its faces together, and a face gets only those of its own keyword
    lines (``cardpool._chars_of``): there a keyword must be shown by one of the faces."""
    lines = " ".join(" ".join(t.value for t in p.tokens) for p in paras)
    if len(card.faces) > 1:
        lines = " ".join(strip_reminder(f.text).lower() for f in card.faces)
    for kw in face.keywords:
        if kw.lower() in _ENGINE_KEYWORDS and kw.lower() not in lines:
            raise Failure(kw, "the data gives this face a keyword its text doesn't show",
                          "[keyword of another face]")


def _keyword_words(tokens: list[Tok]) -> list[str]:
    """The comma-separated words of a keyword line: "Flying, vigilance"."""
    words = " ".join(t.value for t in tokens).rstrip(" .")
    return [w.strip() for w in words.split(",")]


def _keyword_names(tokens: list[Tok]) -> list[str]:
    """The keywords of a line of engine keywords, as the engine names them."""
    return [_KEYWORD_NAMES[w] for w in _keyword_words(tokens)]


def _engine_keywords_only(tokens: list[Tok]) -> bool:
    """A keyword line of keywords the engine implements itself [702]: "Flying, vigilance"."""
    return all(w in _ENGINE_KEYWORDS for w in _keyword_words(tokens))


def _parse(p: _Para, start: str) -> Any:
    try:
        tree = parse(p.tokens, start)
        return Build().transform(tree)
    except NoParse as exc:
        raise Failure(strip_reminder(p.text), exc.detail, template(p.tokens)) from None
    except Unsupported as exc:
        raise Failure(strip_reminder(p.text), str(exc), template(p.tokens)) from None
    except Exception as exc:  # a builder met a shape it didn't expect
        cause = exc.orig_exc if hasattr(exc, "orig_exc") else exc
        if isinstance(cause, Unsupported):
            raise Failure(strip_reminder(p.text), str(cause), template(p.tokens)) from None
        raise


_ABSTRACT = {"SELF": "~", "NUMBER": "N", "SUBTYPE": "[subtype]", "SUBTYPES": "[subtypes]",
             "PT": "+N/+N", "SIZE": "N/N", "MANA": "{M}", "ENERGY": "{E}",
             "LOYALTY": "[±N]", "CHAPTER": "[chapter]"}


def template(tokens: list[Tok]) -> str:
    """A paragraph's template: its words, with numbers, costs, names and subtypes as
    placeholders ("When ~ enters, you gain N life.")."""
    out: list[str] = []
    for t in tokens:
        word = _ABSTRACT.get(t.kind, t.value)
        if out and word in ".,:;":
            out[-1] += word
        else:
            out.append(word)
    return " ".join(out)


def _with_text(ability: Ability, text: str) -> Ability:
    """The ability, with its paragraph as ``text``, and any reflexive ability in it ("When
    you do, ...") with its own sentence [603.12]."""
    sentence = _when_you_do(text)
    quotes = iter(re.findall(r'"([^"]+)"', strip_reminder(text)))
    # "You may search your library for ..., reveal it, ..." asks "Search your library for
    # ...?": each optional sentence's words, to its first comma, in the text's order.
    prompts = iter(m[0].upper() + m[1:].split(",")[0].rstrip(".") + "?" for m in
                   re.findall(r"\b[Yy]ou may ([^.\"]+)\.", strip_reminder(text)))

    def fill(v: Any) -> Any:
        if isinstance(v, MayOrElse) and v.prompt == "Do it?":
            prompt = next(prompts, "")
            if prompt:
                return substitute(dataclasses.replace(v, prompt=prompt), fill)
        if isinstance(v, TriggeredAbility) and v is not ability and \
                v.trigger is NO_TRIGGER and not v.text and sentence:
            return dataclasses.replace(v, text=sentence)
        if isinstance(v, Ability) and v is not ability and not v.text:
            return dataclasses.replace(v, text=next(quotes, ""))  # a quoted ability
        return None

    return dataclasses.replace(substitute(ability, fill), text=text)


def _when_you_do(paragraph: str) -> str:
    """The "When you do, ..." sentence of a paragraph (reminder text left out)."""
    plain = strip_reminder(paragraph)
    at = plain.find("When you do, ")
    if at < 0:
        return ""
    end = plain.find(". ", at)
    return plain[at:] if end < 0 else plain[at:end + 1]


def _spell(parts: list[tuple[_Para, Fragment]]) -> SpellAbility:
    """One spell ability from the paragraphs of an instant or sorcery [113.3a]."""
    effects: list[Effect] = []
    costs: list[Cost] = []
    for _p, frag in parts:
        if frag.kind == "effects":
            effects += frag.effects
        elif frag.kind == "instead" and frag.instead is not None and effects:
            # "Raid — ~ deals 6 damage instead if you attacked this turn.": the effects of
            # the paragraphs before, replaced when the condition holds [608.2c].
            effects = list(_join_sentences([Sentence("plain", tuple(effects)), frag.instead]))
        elif frag.kind in ("additional_cost", "keyword_cost"):
            costs += frag.costs
        else:
            raise Failure(_p.text, f"a {frag.kind} paragraph where a spell's text goes")
    (effs, add), specs = finish(tuple(effects), tuple(costs))
    # Kicker's paragraph is its own ability's text (``Kicker.text()``), not the spell's,
    # unless nothing else is (a permanent spell with kicker).
    texts = [p.text for p, f in parts if f.kind != "keyword_cost"] or [p.text for p, _ in parts]
    return SpellAbility(effects=effs, targets=specs, additional_costs=add,
                        text="\n".join(texts))


# "Choose ..." -> which numbers of modes may be chosen [700.2].
_CHOOSE = {"one": (1, 1), "one or both": (1, 2), "two": (2, 2), "one or more": (1, 99)}
_REPEAT = {"two": 2, "three": 3, "four": 4, "five": 5}  # the same mode more than once [700.2d]


def _modal(header: _Para, frag: Fragment, bullets: list[_Para],
           entwine: tuple[Cost, ...] = ()) -> Ability:
    """"Choose one — • ... • ..." [700.2]: one mode per bullet, each with its own targets.

    Where more than one mode may be chosen ("choose one or both", "choose two"), each
    allowed set of modes is offered as one mode of the definition: their effects in printed
    order and their targets together [700.2a, 700.2d, 608.2c]; a mode isn't chosen twice."""
    # "You may choose the same mode more than once": a mode chosen N times appears N times
    # in sequence, each with its own targets [700.2d].
    repeat = frag.repeat
    if repeat and frag.choose in _REPEAT:
        pass
    elif frag.choose not in _CHOOSE:
        raise Failure(header.text, f"choose {frag.choose}")
    if not bullets:
        raise Failure(header.text, "a modal ability without bullets")
    parts: list[tuple[Fragment, str]] = []
    for b in bullets:
        part = _parse(b, "mode_paragraph")
        parts.append((part, strip_reminder(b.text).lstrip("• ").rstrip(".")))
    low, high = (_REPEAT[frag.choose],) * 2 if repeat else _CHOOSE[frag.choose]
    high = high if repeat else min(high, len(parts))
    text = "\n".join([header.text, *(b.text for b in bullets)])
    single: list[Mode] = []
    for part, label in parts:
        try:
            (effs,), specs = finish(tuple(part.effects))
        except Unsupported as exc:
            raise Failure(header.text, str(exc)) from None
        single.append(Mode(effs, specs, label))
    if frag.kind == "modal" and not repeat and not entwine and (
            high == 1 or not any(m.targets for m in single)):
        # A modal spell: the engine asks how many modes, each once [700.2a, 700.2d].  (With
        # targets, each allowed set of modes is one mode below: its targets numbered
        # together.)
        return SpellAbility(modes=tuple(single), choose_modes=high,
                            min_modes=low if low != high else 0, text=text)
    modes: list[Mode] = []
    for n in range(low, high + 1):
        pick = itertools.combinations_with_replacement if repeat else itertools.combinations
        for picked in pick(range(len(parts)), n):
            # A mode chosen again is parsed again: its targets are its own [700.2d].
            combo = [parts[i] if picked.index(i) == k else
                     (_parse(bullets[i], "mode_paragraph"), parts[i][1])
                     for k, i in enumerate(picked)]
            try:
                (effs,), specs = finish(tuple(e for f, _ in combo for e in f.effects))
            except Unsupported as exc:
                raise Failure(header.text, str(exc)) from None
            modes.append(Mode(effs, specs, " + ".join(label for _, label in combo)))
    if entwine:
        # Entwined: all the modes, for an additional cost [702.42a].
        try:
            (effs,), specs = finish(tuple(e for f, _ in parts for e in f.effects))
        except Unsupported as exc:
            raise Failure(header.text, str(exc)) from None
        modes.append(Mode(effs, specs, " + ".join(label for _, label in parts), entwine))
    if frag.kind == "modal":
        return SpellAbility(modes=tuple(modes), text=text)
    return TriggeredAbility(trigger=frag.trigger, modes=tuple(modes), text=text)
