"""Every word the game says is a message id the three catalogues translate.

The catalogues must agree (same ids, same placeholders), every id the engine and the
vocabulary name in their source must be in them, and every message a played game actually
produces (log lines, prompts, option labels, the words inside them) must be known in
English, French and Japanese, so no player ever reads an id or a fallback.
"""

from __future__ import annotations

import doctest
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import aetherworks.cards  # noqa: F401  (decks load with the registered definitions)
import aetherworks.messages as messages
from aetherworks.carddb.construction import natural_format
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game
from aetherworks.engine.events import _ADAPT
from aetherworks.messages import CATALOGUES, LANGUAGES, Msg, Nested, Word, known, render
from aetherworks.sim.decks import load_game_deck
from aetherworks.sim.runner import make_agent

SRC = Path(messages.__file__).resolve().parents[1]


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


ENGLISH_TEXT = {"text", "spec", "types", "other_cost"}


def test_catalogues_agree() -> None:
    en = CATALOGUES["en"]
    for lang in LANGUAGES:
        cat = CATALOGUES[lang]
        # "id#you" (a second-person verb) is for languages whose verbs change with it;
        # Japanese needs none.
        assert set(cat) <= set(en) and {k for k in en if "#" not in k} <= set(cat), (
            lang, set(cat) ^ set(en))
        for key, tpl in cat.items():
            # A translation may leave out an argument that is English card or rules text
            # (it says "choose a target" rather than quote English) but nothing else; the
            # played games below render every message in every language, so an argument a
            # template wants and the message lacks fails there.
            assert fields(en[key]) - fields(tpl) <= ENGLISH_TEXT, (lang, key)


def test_module_examples() -> None:
    assert doctest.testmod(messages).failed == 0


def source_ids() -> Iterator[tuple[str, str]]:
    """(file, id) for each message id written literally in the engine and vocabulary."""
    patterns = [
        (re.compile(r'\.emit\(\s*"([a-z_]+)"'), ""),
        (re.compile(r'Msg\.of\(\s*"([a-z_.]+)"'), ""),
        (re.compile(r'"((?:prompt|opt|reason|kind|detail|result|how)\.[a-z_]+)"'), ""),
    ]
    for part in ("engine", "vocab", "cards", "cli", "scenarios", "sim"):
        for path in sorted((SRC / part).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for pattern, prefix in patterns:
                for m in pattern.finditer(text):
                    yield path.name, prefix + m.group(1)


def test_every_id_in_the_source_is_translated() -> None:
    ids = list(source_ids())
    assert len(ids) > 150  # the scan sees the engine's events and prompts
    # An adapted kind ("life", "sba") becomes a more precise id when it is read (a gain or
    # a loss, which state-based action); played games check those below.
    missing = {(f, i) for f, i in ids if i not in _ADAPT and
               not all(known(i, lang) for lang in LANGUAGES)}
    assert not missing


def words_of(msg: Msg) -> Iterator[str]:
    """The catalogue keys a message needs: its id and its words, nested ones included."""
    yield msg.id
    for _, v in msg.args:
        if isinstance(v, Word):
            yield f"{v.kind}.{v.key}"
        elif isinstance(v, Nested):
            yield from words_of(v.msg)
        elif isinstance(v, Msg):
            yield from words_of(v)


def played(seed: int, decks: tuple[str, str]) -> Iterator[Msg]:
    """Every message of a whole game between random agents: prompts, labels, log lines.
    A Commander precon plays as a 100-card constructed deck (two-player, commander
    shuffled in)."""
    a, b = (load_game_deck(d, fmt="constructed" if natural_format(load_deck(d)) ==
                           "commander" else None).cards for d in decks)
    game = Game.new(a, b, seed=seed, max_turns=12)
    agents = [make_agent("random", seed + i) for i in range(2)]
    for agent in agents:
        agent.bind(game)
    while not game.is_over():
        d = game.decision
        assert d is not None
        yield d.prompt
        yield from d.labels
        game.apply(agents[d.player].choose(game.view(d.player), d))
    for ev in game.log:
        yield game.message(ev)


@pytest.mark.parametrize(("seed", "decks"), [
    (1, ("gruul-sample", "red-energy-sample")),
    (2, ("temur-energy", "temur-energy")),
    (3, ("red-energy-sample", "temur-energy")),
    (4, ("modern-boros-energy", "modern-jeskai-energy")),
    (5, ("modern-jeskai-energy", "modern-boros-energy")),
    (6, ("std2017-mardu-vehicles", "std2017-sultai-energy")),
    (7, ("std2017-4c-saheeli", "std2017-temur-marvel")),
    (8, ("std2017-temur-energy", "std2017-sultai-energy")),
    (9, ("m3c-creative-energy", "m3c-creative-energy")),
    (10, ("m3c-creative-energy", "drc-living-energy")),
    (11, ("drc-living-energy", "m3c-creative-energy")),
])
def test_a_played_game_says_nothing_untranslated(seed: int, decks: tuple[str, str]) -> None:
    missing: set[str] = set()
    rendered: list[str] = []
    for msg in played(seed, decks):
        missing |= {k for k in words_of(msg) if not all(known(k, lang) for lang in LANGUAGES)}
        rendered.append(render(msg, "fr"))
        render(msg, "ja")
    assert not missing
    # No French line shows a bare id ("prompt.x") instead of words.
    assert not [line for line in rendered if re.search(r"\b(prompt|opt|ui)\.[a-z_]+", line)]

