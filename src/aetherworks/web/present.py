"""What one seat may see, in one language: the only path from a game to the wire.

Everything sent to a seat is built here from ``game.view(seat)`` and ``game.log_view(seat)``
(a spectator gets the view of no seat: no hand, no decision), never from the game's own
state, so the hidden-information rule of the engine's views holds on the network too.

Language: card names come from the card data's printed translations; the page's own words
are the catalogue ``static/i18n.json`` (the page reads it too).  The engine's own sentences
(prompts, option labels, log lines) are English today; :func:`engine_text` is the one place
they are turned into the viewer's language, so moving to the engine's message ids (issue
10) changes that function only.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from aetherworks.cli.i18n import Translator
from aetherworks.engine.defs import Choice, is_player_ref, ref_player
from aetherworks.engine.view import CardView, View, make_view
from aetherworks.web import protocol as P

if TYPE_CHECKING:
    from aetherworks.engine import Decision, Game

LANGS = ("en", "fr", "ja")
SPECTATOR = -1  # make_view/log_view of no seat: every hand hidden, no decision

# Options whose ``obj`` is an object id, or a player ref when negative (click it to pick).
_ABOUT_OBJECT = frozenset({"target", "pick", "cast", "land", "activate", "attack", "block",
                           "mana"})
_CITED = re.compile(r"^(.*?)\s*\[([^\[\]]*)\]$", re.S)


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """The UI strings, per language: {"en": {key: text}, "fr": ..., "ja": ...}."""
    text = resources.files("aetherworks.web").joinpath("static/i18n.json").read_text("utf-8")
    data: dict[str, dict[str, str]] = json.loads(text)
    return data


def ui(lang: str, key: str, **kw: object) -> str:
    """A catalogue string in ``lang`` (English where a language lacks the key)."""
    table = catalogue()
    text = table.get(lang, {}).get(key) or table["en"].get(key, key)
    return text.format(**kw) if kw else text


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r:.20}; languages: {', '.join(LANGS)}")
    return lang


class Presenter:
    """Renders one game for viewers in any of :data:`LANGS` (a translator per language)."""

    def __init__(self, card_names: list[str]) -> None:
        self._names = sorted(set(card_names))
        self._tr: dict[str, Translator] = {}

    def translator(self, lang: str) -> Translator:
        tr = self._tr.get(lang)
        if tr is None:
            tr = Translator(None if lang == "en" else lang)
            tr.learn(self._names)  # both decks' names: they are only ever used to translate
            self._tr[lang] = tr
        return tr

    # ------------------------------------------------------------------ engine text

    def engine_text(self, lang: str, text: str) -> str:
        """An engine sentence (prompt, option label, log line) in ``lang``: card names from
        the card data.  The one switch point for the engine's message ids (issue 10)."""
        return self.translator(lang).text(text)

    # ------------------------------------------------------------------ views

    def card(self, c: CardView, lang: str) -> P.Card:
        return P.Card(
            id=c.id, name=c.name, display=self.translator(lang).name(c.name), owner=c.owner,
            controller=c.controller, zone=c.zone, types=list(c.types),
            subtypes=list(c.subtypes), supertypes=list(c.supertypes), colors=list(c.colors),
            mana_value=c.mana_value, mana_cost=c.mana_cost, power=c.power,
            toughness=c.toughness, keywords=list(c.keywords), tapped=c.tapped, sick=c.sick,
            damage=c.damage, counters=dict(c.counters), attacking=c.attacking,
            blocking=c.blocking, token=c.is_token, targets=list(c.targets), exerted=c.exerted,
            attached_to=c.attached_to,
            abilities=[self.engine_text(lang, a.text) for a in c.abilities if a.text],
            resolving=self.engine_text(lang, c.resolving.text)
            if c.resolving is not None and c.resolving.text else None)

    def view(self, v: View, lang: str) -> P.ViewOut:
        def cards(cs: tuple[CardView, ...]) -> list[P.Card]:
            return [self.card(c, lang) for c in cs]

        return P.ViewOut(
            turn=v.turn, active=v.active, step=v.step, priority=v.priority,
            players=[P.Player(
                index=p.index, ref=-1 - p.index, name=p.name, life=p.life,
                counters=dict(p.counters), hand_size=p.hand_size,
                library_size=p.library_size, hand=None if p.hand is None else cards(p.hand),
                graveyard=cards(p.graveyard), mana_pool=dict(p.mana_pool),
                lands_played=p.lands_played, designations=list(p.designations),
            ) for p in v.players],
            battlefield=cards(v.battlefield), stack=cards(v.stack), exile=cards(v.exile),
            command=cards(v.command), offered=cards(v.offered))

    def decision(self, d: Decision, seq: int, lang: str) -> P.DecisionOut:
        options: list[P.Option] = []
        number = None
        if d.is_number:
            nums = d.numbers
            allowed = None if isinstance(nums, range) else list(nums)
            number = P.NumberRange(lo=d.lo, hi=d.hi, allowed=allowed)
        else:
            for i, o in enumerate(d.options):
                assert isinstance(o, Choice)
                card = player = None
                if o.kind in _ABOUT_OBJECT and o.obj:
                    if is_player_ref(o.obj):
                        player = ref_player(o.obj)
                    else:
                        card = o.obj
                key = f"option.{o.kind}"
                label = ui(lang, key) if key in catalogue()["en"] else \
                    self.engine_text(lang, d.labels[i])
                options.append(P.Option(index=i, kind=o.kind, label=label, card=card,
                                        player=player, arg=o.arg))
        return P.DecisionOut(seq=seq, kind=str(d.kind),
                             prompt=self.engine_text(lang, d.prompt), cr=d.cr,
                             options=options, number=number)

    def log(self, game: Game, seat: int, start: int, lang: str) -> list[P.LogLine]:
        out = []
        for line in game.log_view(seat, start):
            m = _CITED.match(line)
            text, cr = (m.group(1), m.group(2)) if m else (line, "")
            out.append(P.LogLine(text=self.engine_text(lang, text), cr=cr))
        return out

    def state(self, game_id: str, game: Game, seat: int | None, lang: str, log_start: int,
              waiting_for: int | None, *, offer: bool = True) -> P.State:
        """The frame for one viewer: ``seat`` (None: a spectator) in ``lang``, with the log
        lines from event ``log_start`` on; ``offer=False`` leaves the decision out."""
        who = SPECTATOR if seat is None else seat
        v = make_view(game, who)  # a spectator is the view of no seat
        d = v.decision if offer else None
        seq = len(game.choices)
        result = None
        if v.result is not None:
            result = P.Result(winner=v.result[0], reason=self.engine_text(lang, v.result[1]))
        return P.State(
            game=game_id, seq=seq, view=self.view(v, lang),
            log=self.log(game, who, log_start, lang), log_reset=log_start == 0,
            decision=None if d is None else self.decision(d, seq, lang),
            waiting_for=waiting_for, result=result)


def card_text(name: str, lang: str) -> dict[str, Any] | None:
    """A card as printed in ``lang`` (the card data's translation, else English Oracle)."""
    ct = Translator(None if lang == "en" else lang).card(name)
    if ct is None:
        return None
    return {"name": ct.name, "mana_cost": ct.mana_cost, "type_line": ct.type_line,
            "text": ct.text, "translated": ct.translated}
