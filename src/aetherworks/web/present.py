"""What one seat may see, in one language: the only path from a game to the wire.

Everything sent to a seat is built here from ``game.view(seat)`` and ``game.log_view(seat)``
(a spectator gets the view of no seat: no hand, no decision), never from the game's own
state, so the hidden-information rule of the engine's views holds on the network too.

Language: card names come from the card data's printed translations; the page's own words
are the catalogue ``static/i18n.json`` (the page reads it too); what the game says (prompts,
option labels, log lines, results) are the engine's messages (:mod:`aetherworks.messages`),
rendered by :meth:`Presenter.engine_text` exactly as the terminal UI renders them.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from aetherworks.carddb.i18n import Translator
from aetherworks.engine.defs import Choice, SpellAbility, is_player_ref, ref_player
from aetherworks.engine.view import CardView, View, make_view
from aetherworks.messages import CATALOGUES, Msg, Names, Who, Word, word
from aetherworks.web import protocol as P

if TYPE_CHECKING:
    from aetherworks.engine import Decision, Game

LANGS = ("en", "fr", "ja")
SPECTATOR = -1  # make_view/log_view of no seat: every hand hidden, no decision

# Options whose ``obj`` is an object id, or a player ref when negative (click it to pick).
_ABOUT_OBJECT = frozenset({"target", "pick", "cast", "land", "activate", "attack", "block",
                           "mana"})


# The game's own words the page shows outside sentences (shared with the terminal UI).
_GAME_WORDS = ("step.", "counter.", "designation.")


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """The page's words, per language ({"en": {key: text}, "fr": ..., "ja": ...}): its own
    catalogue ``static/i18n.json``, and the game's words for steps, counters and
    designations from the engine's message catalogues."""
    text = resources.files("aetherworks.web").joinpath("static/i18n.json").read_text("utf-8")
    page: dict[str, dict[str, str]] = json.loads(text)
    out = {}
    for lang in LANGS:
        game = {k: word(lang, k) for k in CATALOGUES["en"] if k.startswith(_GAME_WORDS)}
        out[lang] = {**game, **page[lang]}
    return out


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
    """Renders games for viewers in any of :data:`LANGS` (a translator per language)."""

    def __init__(self) -> None:
        self._tr: dict[str, Translator] = {}
        self._cards: dict[tuple[CardView, str], P.Card] = {}

    def translator(self, lang: str) -> Translator:
        tr = self._tr.get(lang)
        if tr is None:
            tr = self._tr[lang] = Translator(None if lang == "en" else lang)
        return tr

    def engine_text(self, lang: str, msg: Msg, names: Names) -> str:
        """What the game says (a prompt, an option, a log line), in ``lang``, as the reader
        of ``names`` reads it ("you" for themselves; "a card" for what they can't see)."""
        return self.translator(lang).render(msg, names)

    # ------------------------------------------------------------------ views

    def card(self, c: CardView, lang: str) -> P.Card:
        """A card as sent (most cards are the same from one frame to the next: cached)."""
        key = (c, lang)
        got = self._cards.get(key)
        if got is None:
            if len(self._cards) > 4096:
                self._cards.clear()
            got = self._cards[key] = self._card(c, lang)
        return got

    def _card(self, c: CardView, lang: str) -> P.Card:
        return P.Card(
            id=c.id, name=c.name, display=self.translator(lang).name(c.name), owner=c.owner,
            controller=c.controller, zone=c.zone, types=list(c.types),
            subtypes=list(c.subtypes), supertypes=list(c.supertypes), colors=list(c.colors),
            mana_value=c.mana_value, mana_cost=c.mana_cost, power=c.power,
            toughness=c.toughness, keywords=list(c.keywords), tapped=c.tapped, sick=c.sick,
            damage=c.damage, counters=dict(c.counters), attacking=c.attacking,
            blocking=list(c.blocking), token=c.is_token, targets=list(c.targets), exerted=c.exerted,
            attached_to=c.attached_to,
            abilities=[a.text for a in c.abilities if a.text],  # the card's own words
            resolving=self._resolving(c, lang))

    def _resolving(self, c: CardView, lang: str) -> str | None:
        """What a spell or ability on the stack will do.  An instant's or sorcery's is its
        whole text, so it reads as printed in ``lang`` where the card data has the printing;
        an ability's is its Oracle paragraph (the data's printings are not split by
        ability)."""
        r = c.resolving
        if r is None or not r.text:
            return None
        if isinstance(r, SpellAbility) and lang != "en":
            printed = self.translator(lang).card(c.name)
            if printed is not None and printed.translated and printed.text:
                return printed.text
        return r.text

    def view(self, v: View, lang: str) -> P.ViewOut:
        def cards(cs: tuple[CardView, ...]) -> list[P.Card]:
            return [self.card(c, lang) for c in cs]

        return P.ViewOut(
            turn=v.turn, active=v.active, step=v.step, priority=v.priority,
            players=[P.Player(
                index=p.index, ref=-1 - p.index, name=p.name, life=p.life, left=p.left,
                counters=dict(p.counters), hand_size=p.hand_size,
                library_size=p.library_size, hand=None if p.hand is None else cards(p.hand),
                graveyard=cards(p.graveyard), mana_pool=dict(p.mana_pool),
                lands_played=p.lands_played, designations=list(p.designations),
                commanders=list(p.commanders),
                commander_damage=[P.CommanderDamage(
                    owner=owner, name=name, display=self.translator(lang).name(name),
                    amount=amount) for owner, name, amount in p.commander_damage],
                commander_casts=dict(p.commander_casts),
            ) for p in v.players],
            battlefield=cards(v.battlefield), stack=cards(v.stack), exile=cards(v.exile),
            command=cards(v.command), offered=cards(v.offered))

    def decision(self, d: Decision, seq: int, lang: str, names: Names) -> P.DecisionOut:
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
                options.append(P.Option(index=i, kind=o.kind, card=card, player=player,
                                        arg=o.arg,
                                        label=self.engine_text(lang, d.labels[i], names)))
        return P.DecisionOut(seq=seq, kind=str(d.kind),
                             prompt=self.engine_text(lang, d.prompt, names), cr=d.cr,
                             options=options, number=number)

    def log(self, game: Game, seat: int | None, start: int, lang: str) -> list[P.LogLine]:
        """The log lines from event ``start`` on that ``seat`` may read (hidden-zone details
        redacted by the engine [400.2])."""
        who = SPECTATOR if seat is None else seat
        names = game.names(seat)
        return [P.LogLine(text=self.engine_text(lang, m, names), cr=cr)
                for m, cr in game.log_messages(who, start)]

    def state(self, game_id: str, game: Game, seat: int | None, lang: str, log_start: int,
              waiting_for: int | None, *, offer: bool = True) -> P.State:
        """The frame for one viewer: ``seat`` (None: a spectator) in ``lang``, with the log
        lines from event ``log_start`` on; ``offer=False`` leaves the decision out."""
        v = make_view(game, SPECTATOR if seat is None else seat)  # a spectator: no seat's
        names = v.names()
        d = v.decision if offer else None
        seq = len(game.choices)
        result = None
        if v.result is not None:
            winner, reason = v.result
            why = Word("reason", reason)
            msg = Msg.of("result.draw", turn=v.turn, reason=why) if winner is None else \
                Msg.of("result.win", player=Who(winner), turn=v.turn, reason=why)
            result = P.Result(winner=winner, reason=self.engine_text(lang, msg, names))
        return P.State(
            game=game_id, seq=seq, view=self.view(v, lang),
            log=self.log(game, seat, log_start, lang), log_reset=log_start == 0,
            decision=None if d is None else self.decision(d, seq, lang, names),
            waiting_for=waiting_for, result=result)


def warm_translations() -> None:
    """Load the card data's translations now rather than on a viewer's first frame."""
    for lang in LANGS[1:]:
        Translator(lang).name("Lightning Bolt")


def card_text(name: str, lang: str) -> dict[str, Any] | None:
    """A card as printed in ``lang`` (the card data's translation, else English Oracle)."""
    ct = Translator(None if lang == "en" else lang).card(name)
    if ct is None:
        return None
    return {"name": ct.name, "mana_cost": ct.mana_cost, "type_line": ct.type_line,
            "text": ct.text, "translated": ct.translated}
