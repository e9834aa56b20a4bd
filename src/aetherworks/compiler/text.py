"""Oracle text as the grammar reads it: paragraphs of tokens.

The grammar (``oracle.lark``) is written over words, not characters, so this module does
the lexing: reminder text is dropped (it explains rules, it never adds any [207.2]), the
card's references to itself become one ``SELF`` token [201.5], symbols are grouped
(``{2}{G}`` is one mana cost, ``+1/+1`` one P/T change), and capitalised subtypes become
``SUBTYPE`` tokens, their values taken from the Comprehensive Rules' lists [205.3g-m].

Every other word is lower-cased and must be a literal of the grammar: a word no rule uses
stops the paragraph at once, with that word as the reason (no rule can have consumed it).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from aetherworks.carddb import Face
from aetherworks.carddb.rules import rule_text

# Reminder text explains a rule and never changes it [207.2].
_REMINDER = re.compile(r"\s*\([^()]*\)")

_TOKEN = re.compile(
    r"""
    (?P<NAME>⟦\d+⟧)
  | (?P<ANDOR>and/or)
  | (?P<LOYALTY>\[[+−-]?[0-9X]+\])
  | (?P<SYMBOLS>(?:\{[^}]+\})+)
  | (?P<PT>[+−-][0-9X*]+/[+−-][0-9X*]+)
  | (?P<SIZE>[0-9X*]+/[0-9X*]+)
  | (?P<SELF>~(?:'s)?)
  | (?P<NON>[Nn]on-)
  | (?P<WORD>[A-Za-z][A-Za-z'’-]*[A-Za-z](?:(?<=s)['’])?|[A-Za-z])  # "owners'": one word
  | (?P<NUMBER>\d+)
  | (?P<PUNCT>[.,:;—•"])
  | (?P<SPACE>\s+)
  | (?P<OTHER>.)
    """,
    re.VERBOSE,
)
_COLORED_SPELLS = re.compile(
    r"\b(white|blue|black|red|green) (creature|artifact|enchantment|instant|sorcery|"
    r"planeswalker) spells\b", re.IGNORECASE)
# Symbols that are costs or counters of their own, not mana [107.5, 107.6, 107.14].
_OWN_SYMBOL = {"{T}", "{Q}"}
_SYMBOL = re.compile(r"\{[^}]+\}")

# Irregular plurals of subtypes (the rest add "s").
_PLURALS = {
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf",
    "Mice": "Mouse", "Fungi": "Fungus", "Octopi": "Octopus", "Sphinxes": "Sphinx",
    "Foxes": "Fox", "Oxen": "Ox", "Allies": "Ally", "Mercenaries": "Mercenary",
    "Faeries": "Faerie", "Zombies": "Zombie", "Humans": "Human", "Pegasi": "Pegasus",
    "Homunculi": "Homunculus", "Lynxes": "Lynx", "Sorceries": "Sorcery",
    "Harpies": "Harpy", "Fishes": "Fish", "Thalakoses": "Thalakos",
    "Mongooses": "Mongoose", "Badgers": "Badger", "Halflings": "Halfling",
}


@dataclass(frozen=True, slots=True)
class Tok:
    """One token: ``kind`` is a grammar terminal kind (``WORD``, ``SELF``, ``MANA``...)."""

    kind: str
    value: str


@functools.cache
def subtypes() -> frozenset[str]:
    """Every subtype the rules list [205.3g-m], as printed (capitalised)."""
    names: set[str] = set()
    for rule in ("205.3g", "205.3h", "205.3i", "205.3j", "205.3k", "205.3m"):
        text = rule_text(rule) or ""
        body = text.split(" are ", 1)[-1] if "types are" in text else text
        body = body.split("types are", 1)[-1]
        body = re.sub(r"\(see rule [^)]*\)", "", body).split(". ", 1)[0]
        for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", body):
            name = part.strip().rstrip(".").strip().replace("’", "'")
            if name and name[0].isupper():
                names.add(name)
    return frozenset(names)


def singular_subtype(word: str) -> str | None:
    """The subtype a (possibly plural) capitalised word names, or None."""
    subs = subtypes()
    if word in subs:
        return word
    if word in _PLURALS:
        return _PLURALS[word]
    if word.endswith("s") and word[:-1] in subs:
        return word[:-1]
    if word.endswith("es") and word[:-2] in subs:
        return word[:-2]
    if word.endswith("ies") and word[:-3] + "y" in subs:
        return word[:-3] + "y"
    return None


def self_names(card_name: str, face: Face) -> list[str]:
    """How a card's text names itself: its full name, its face's name, and for legendary
    cards the short name ("Gonti" for "Gonti, Lord of Luxury", "Bontu" for "Bontu the
    Glorified") [201.5]."""
    names = {card_name, face.name}
    if "Legendary" in face.supertypes:
        for n in list(names):
            for sep in (",", " of ", " the "):
                if sep in n:
                    names.add(n.split(sep)[0])
    return sorted((n for n in names if n), key=len, reverse=True)


@functools.cache
def ability_words() -> tuple[str, ...]:
    """The ability words of the rules [207.2c], longest first ("descend 8", "raid")."""
    text = rule_text("207.2c") or ""
    body = text.split("The ability words are", 1)[-1].rstrip(". ")
    words = [w.strip().replace("’", "'") for w in re.split(r",\s*(?:and\s+)?", body)]
    return tuple(sorted((w for w in words if w), key=len, reverse=True))


def strip_ability_word(paragraph: str) -> str:
    """A paragraph without its leading ability word ("Landfall — Whenever ..."), which has
    no rules meaning [207.2c]."""
    head, sep, rest = paragraph.partition(" — ")
    if sep and rest and head.lower() in ability_words():
        return rest
    return paragraph


def strip_reminder(paragraph: str) -> str:
    """A paragraph without its reminder text [207.2]."""
    prev = None
    while prev != paragraph:
        prev, paragraph = paragraph, _REMINDER.sub("", paragraph)
    return paragraph.strip()


def tokenize(paragraph: str, names: list[str] | tuple[str, ...] = ()) -> list[Tok]:
    """The tokens of one paragraph (reminder text and ability word removed,
    self-references as ``SELF``)."""
    text = strip_ability_word(strip_reminder(paragraph))
    # The 2024 Oracle wording says "enters" where older text says "enters the battlefield";
    # the meaning is the same [603.6a].
    text = re.sub(r"\b(enters?|entering) the battlefield\b", r"\1", text)
    # "on the battlefield" is one qualifier ("creatures on the battlefield"), never "on" +
    # an object; one token keeps "put it on top of ..." apart for the LALR(1) grammar.
    text = text.replace(" on the battlefield", " on-the-battlefield")
    # "of the chosen type" likewise, apart from "a creature of their choice" [614.12]
    text = text.replace(" of the chosen type", " of-the-chosen-type")
    for n in names:
        text = re.sub(r"(?<![\w'])" + re.escape(n) + r"(?![\w])", "~", text)
    text, named = _other_names(text)
    # "Black creature spells" is one noun phrase: the color and type of the spells, read as
    # one word for the LALR(1) grammar ("black creature-spells"), apart from "black creatures".
    text = _COLORED_SPELLS.sub(r"\1 \2-spells", text)
    out: list[Tok] = []
    start = True  # at a sentence start a capitalised word may be an ordinary word
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "OTHER"
        val = m.group()
        if kind == "SPACE":
            continue
        if kind == "SYMBOLS":
            _symbols(val, out)
        elif kind == "SELF":
            out.append(Tok("SELF", "~"))
            if val.endswith("'s"):
                out.append(Tok("WORD", "'s"))
        elif kind == "NAME":
            out.append(Tok("NAME", named[int(val[1:-1])]))
        elif kind == "ANDOR":
            out.append(Tok("WORD", "and/or"))
        elif kind == "NON":
            out.append(Tok("WORD", "non"))
        elif kind == "WORD":
            _word(val.replace("’", "'"), start, out)
        elif kind == "NUMBER":
            out.append(Tok("NUMBER", val))
        elif kind in ("PT", "SIZE", "LOYALTY"):
            out.append(Tok(kind, val.replace("−", "-")))
        elif kind == "PUNCT":
            out.append(Tok("WORD", val))
        else:
            out.append(Tok("OTHER", val))
        start = kind == "PUNCT" and val in ".:—•\""
    return _join_lists(_quotes(out))


@functools.cache
def _card_names() -> frozenset[str]:
    from aetherworks.carddb import get_db

    return frozenset(get_db().names())


_NAMED = re.compile(r"\bnamed (?=[A-Z])")


def _other_names(text: str) -> tuple[str, list[str]]:
    """"a card named Chandra, Pyrogenius": another card's name is one ``NAME`` token (the
    longest card name of the database that follows "named") [201.2]; its words are not
    rules words."""
    named: list[str] = []
    out, pos = [], 0
    for m in _NAMED.finditer(text):
        if m.start() < pos:
            continue
        rest = text[m.end():]
        ends = [i for i, ch in enumerate(rest) if ch in ",."] + [len(rest)]
        ends += [i for i in range(len(rest)) if rest.startswith(" and ", i)]
        best = max((e for e in ends if rest[:e] in _card_names()), default=None)
        if best is None:
            continue
        out.append(text[pos:m.end()] + f"⟦{len(named)}⟧")
        named.append(rest[:best])
        pos = m.end() + best
    return "".join(out) + text[pos:], named


def _quotes(toks: list[Tok]) -> list[Tok]:
    """A quoted ability is a paragraph of its own: it ends with a period inside the quotes;
    when the text's sentence ends inside the quotes too (`...token."`), the period is also
    put after them, so the outer sentence ends as the grammar expects [113.2]."""
    out: list[Tok] = []
    inside = False
    for i, t in enumerate(toks):
        if t.value == '"':
            if inside:
                ended = bool(out) and out[-1].value == "."
                if not ended:
                    out.append(Tok("WORD", "."))
                out.append(t)
                nxt = toks[i + 1].value if i + 1 < len(toks) else ""
                if ended and nxt != ".":
                    out.append(Tok("WORD", "."))
                inside = False
                continue
            inside = True
        out.append(t)
    return out


# Words that make up lists "A, B, or C" the grammar reads as "A or B or C".
_LIST_WORDS = frozenset({
    "creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery",
    "battle", "creatures", "artifacts", "enchantments", "lands", "planeswalkers",
    "instants", "sorceries", "white", "blue", "black", "red", "green", "colorless",
    "one", "two", "three", "four", "five",
})


def _is_item(t: Tok) -> bool:
    return t.kind in ("SUBTYPE", "SUBTYPES") or (t.kind == "WORD" and t.value in _LIST_WORDS)


def _join_lists(toks: list[Tok]) -> list[Tok]:
    """"artifact, creature, or enchantment" -> "artifact or creature or enchantment" (and
    with "and"): a serial comma list of one-word items, said the way the grammar reads it;
    the meaning is the same [reading aid, no rules change]."""
    out: list[Tok] = []
    i = 0
    while i < len(toks):
        j = i
        items = [i]
        while j + 2 < len(toks) and toks[j + 1].value == "," and _is_item(toks[j]) and \
                _is_item(toks[j + 2]):
            j += 2
            items.append(j)
        if len(items) >= 2 and j + 3 < len(toks) and toks[j + 1].value == "," and \
                toks[j + 2].value in ("or", "and") and _is_item(toks[j + 3]) and \
                _is_item(toks[j]):
            conj = toks[j + 2]
            for k in items:
                out.append(toks[k])
                out.append(conj)
            out.append(toks[j + 3])
            i = j + 4
            continue
        out.append(toks[i])
        i += 1
    return out


def _symbols(val: str, out: list[Tok]) -> None:
    """``{T}`` and ``{Q}`` are tokens of their own, a run of ``{E}`` is one ``ENERGY``
    token (its value the count), and a run of mana symbols is one ``MANA`` token (a cost,
    or the mana an ability adds)."""
    run: list[str] = []
    energy = 0

    def flush() -> None:
        nonlocal run, energy
        if run:
            out.append(Tok("MANA", "".join(run)))
        if energy:
            out.append(Tok("ENERGY", str(energy)))
        run, energy = [], 0

    for sym in _SYMBOL.findall(val):
        if sym == "{E}":
            if run:
                flush()
            energy += 1
        elif sym in _OWN_SYMBOL:
            flush()
            out.append(Tok("WORD", sym))
        else:
            if energy:
                flush()
            run.append(sym)
    flush()


def _word(word: str, start: bool, out: list[Tok]) -> None:
    low = word.lower()
    if low.endswith("cycling") and low != "cycling":
        # Typecycling: "Swampcycling", "basic landcycling" [702.29e]
        kind = low[: -len("cycling")]
        sub = singular_subtype(kind.capitalize())
        if sub is not None or kind == "land":
            out.append(Tok("SUBTYPE_CYCLING", sub or "Land"))
            return
    if low.endswith("'s") and word[0].isupper() and not start:
        sub = singular_subtype(word[:-2])
        if sub:
            out.append(Tok("SUBTYPE", sub))
            out.append(Tok("WORD", "'s"))
            return
    if word[0].isupper() and not (start and low in _COMMON_START):
        sub = singular_subtype(word)
        if sub is not None:
            out.append(Tok("SUBTYPES" if sub != word else "SUBTYPE", sub))
            return
        if word == "X":
            out.append(Tok("WORD", "x"))
            return
    if word in _CHAPTERS:
        out.append(Tok("CHAPTER", word))
        return
    out.append(Tok("WORD", low))


# Saga chapter numerals [714.2].
_CHAPTERS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
# Sentence-initial words that are also subtypes in the rules' lists ("Will" is a
# planeswalker type): at a sentence start they are ordinary words.
_COMMON_START = {"will", "time", "equipment"}


def chapter_number(numeral: str) -> int:
    return _CHAPTERS[numeral]
