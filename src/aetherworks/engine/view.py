"""What one player may know: the only thing UIs, agents and networks get to see.

A :class:`View` is an immutable snapshot, taken when ``game.view(player)`` is called: both
players' life, counters (energy included), mana pools and public zones, the viewer's own
hand, hand and library *sizes* for the others, and the viewer's own pending decision (without
the engine's continuation).  It holds no reference to the game, so it never changes
afterwards and never shows another hand, any library order or the random generator: an
object that was ever in a hidden zone keeps that id hidden, because a card that changes zones
becomes a new object with a new id [400.7].

>>> import aetherworks.cards
>>> from aetherworks.engine import Game
>>> g = Game.empty()
>>> bear = g.put(0, "battlefield", "Grizzly Bears")
>>> secret = g.put(1, "hand", "Lightning Bolt")
>>> g.begin()
>>> v = g.view(0)
>>> v.card(bear).name, v.card(secret), v.players[1].hand_size
('Grizzly Bears', None, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from aetherworks.engine.decision import Decision
from aetherworks.engine.defs import Ability, Choice
from aetherworks.engine.objects import Chars, Memo, derived, new_tuple
from aetherworks.messages import Names, render

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


class CardView(NamedTuple):
    """A public reading of one object: its characteristics after the layers and its status.
    A named tuple, as views are taken at every decision and a tuple is made in one step (a
    frozen dataclass sets each of these fields one at a time)."""

    id: int
    name: str
    owner: int
    controller: int
    zone: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    mana_value: int
    mana_cost: str
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attacking: int = 0
    blocking: tuple[int, ...] = ()  # the attackers it blocks
    is_token: bool = False
    targets: tuple[int, ...] = ()  # a spell or ability on the stack: its targets (public)
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    exerted: bool = False
    attached_to: int = 0
    # What its rules text does, as the definition's frozen parts (public like the text): its
    # abilities, each face's for a split card, and for a spell or ability on the stack the
    # ability that will resolve.
    abilities: tuple[Ability, ...] = ()
    faces: tuple[tuple[Ability, ...], ...] = ()
    resolving: Ability | None = None

    def to_dict(self) -> dict[str, Any]:
        out = self._asdict()
        out["abilities"] = [a.text for a in self.abilities]
        out["faces"] = [[a.text for a in f] for f in self.faces]
        out["resolving"] = self.resolving.text if self.resolving is not None else None
        return out


class PlayerView(NamedTuple):
    """A player as a view shows them (a named tuple, like :class:`CardView`: one is made per
    player per view); ``index`` is their seat, not ``tuple.index``."""

    index: int  # type: ignore[assignment]
    name: str
    life: int
    counters: tuple[tuple[str, int], ...]
    hand_size: int
    library_size: int
    graveyard: tuple[CardView, ...]
    hand: tuple[CardView, ...] | None  # None: hidden from this viewer
    mana_pool: tuple[tuple[str, int], ...]
    lands_played: int
    designations: tuple[str, ...] = ()  # monarch, initiative, city's blessing [724-725]
    left: bool = False  # lost or conceded a multiplayer game and left it [800.4a]
    commanders: tuple[str, ...] = ()  # their commander cards' names [903.3]
    # Combat damage dealt to them by each commander, as (player owning it, name, amount)
    # [903.10a]; and times they cast each commander from the command zone [903.8].
    commander_damage: tuple[tuple[int, str, int], ...] = ()
    commander_casts: tuple[tuple[str, int], ...] = ()

    @property
    def energy(self) -> int:
        return dict(self.counters).get("energy", 0)


@dataclass(frozen=True, slots=True)
class View:
    """``game.view(player)``: the game as ``player`` saw it when the view was taken.

    ``offered`` holds the objects the viewer's own decision asks about that are not otherwise
    in view (cards in their library they are searching, a hand revealed to them).
    """

    player: int
    turn: int
    active: int
    step: str
    priority: int
    result: tuple[int | None, str] | None
    decision: Decision | None
    players: tuple[PlayerView, ...]
    battlefield: tuple[CardView, ...]
    stack: tuple[CardView, ...]
    exile: tuple[CardView, ...]
    command: tuple[CardView, ...]
    offered: tuple[CardView, ...]
    log_size: int  # events so far; ``game.log_view(player)`` renders the ones this viewer sees
    _index: dict[int, CardView]
    day_night: str = ""  # the game's designation: "", "day" or "night" [730.1]

    @property
    def me(self) -> PlayerView:
        return self.players[self.player]

    @property
    def opponent(self) -> PlayerView:
        """The opponent of a two-player game; at a larger table, the next one still in the
        game in turn order (see :attr:`opponents`)."""
        if len(self.players) == 2:
            return self.players[1 - self.player]
        return self.opponents[0] if self.opponents else self.players[self.player - 1]

    @property
    def opponents(self) -> tuple[PlayerView, ...]:
        """Each opponent still in the game, in turn order from the viewer [102.2, 800.4a]."""
        n = len(self.players)
        return tuple(q for q in (self.players[(self.player + k) % n] for k in range(1, n))
                     if not q.left)

    def card(self, oid: int) -> CardView | None:
        """An object this viewer can see, by id (None for anything else)."""
        return self._index.get(oid)

    def names(self, card: Callable[[str, str], str] | None = None) -> Names:
        """What rendering a message for this viewer needs: players' names, the names of the
        objects the viewer can see (anything else reads "a card"), and optionally how to
        translate a card's name (``card(name, lang)``)."""
        index = self._index
        extra = {"card": card} if card is not None else {}
        return Names(tuple(p.name for p in self.players), self.player,
                     lambda oid: index[oid].name if oid in index else "", **extra)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly, for the web UI and for logs of what an agent saw."""
        return {
            "player": self.player, "turn": self.turn, "active": self.active,
            "step": self.step, "priority": self.priority,
            "players": [{
                "index": p.index, "name": p.name, "life": p.life, "counters": dict(p.counters),
                "hand_size": p.hand_size, "library_size": p.library_size,
                "graveyard": [c.to_dict() for c in p.graveyard],
                "hand": None if p.hand is None else [c.to_dict() for c in p.hand],
                "mana_pool": dict(p.mana_pool), "designations": list(p.designations),
                "left": p.left, "commanders": list(p.commanders),
                "commander_damage": [list(x) for x in p.commander_damage],
                "commander_casts": dict(p.commander_casts),
            } for p in self.players],
            "battlefield": [c.to_dict() for c in self.battlefield],
            "stack": [c.to_dict() for c in self.stack],
            "exile": [c.to_dict() for c in self.exile],
            "command": [c.to_dict() for c in self.command],
            "offered": [c.to_dict() for c in self.offered],
            "decision": None if self.decision is None else {
                "kind": self.decision.kind, "cr": self.decision.cr,
                "prompt": render(self.decision.prompt, "en", self.names()),
                "prompt_msg": self.decision.prompt.to_dict(),
                "options": [render(m, "en", self.names()) for m in self.decision.labels]
                if not self.decision.is_number else list(self.decision.numbers),
                "option_msgs": [m.to_dict() for m in self.decision.labels],
            },
            "result": self.result,
        }


# Option kinds whose ``obj`` is an object id (the others carry indices: modes, triggers).
_OBJECT_OPTIONS = frozenset({"target", "pick", "cast", "land", "activate", "attack", "block",
                             "mana"})


def _face(c: Chars) -> tuple[Any, ...]:
    """Characteristics as a view shows them: most objects' characteristics are their
    card's, shared by every view, so this is worked out once per card, not per view."""
    return derived(c, "view", _read_face)


def _read_face(c: Chars) -> tuple[Any, ...]:
    return (c.name, tuple(sorted(c.types)), tuple(sorted(c.subtypes)), c.mana_value,
            str(c.mana_cost), c.power, c.toughness, tuple(sorted(c.keywords)),
            tuple(sorted(c.supertypes)), tuple(sorted(c.colors)), c.abilities)


# Objects in the hidden and public zones other than the battlefield and the stack are never
# changed in place (a change makes a new object [400.7], and clones share them), and their
# characteristics are their face's: their views are made once, not once per view taken.
_STILL_ZONES = frozenset({"hand", "graveyard", "exile", "command", "library"})


def card_view(g: Game, obj: GameObject) -> CardView:
    """How ``obj`` reads in a view, kept on the object (``view_memo``): a permanent changes
    in place, so its view is reused only while everything the view reads of it is the same
    (most permanents, most of the time)."""
    zone = obj.zone
    memo = obj.view_memo
    if zone in _STILL_ZONES:
        if memo is not None and memo[0] == zone:
            return memo[1]  # type: ignore[no-any-return]
        view = _card_view(g, obj, g.chars(obj.id))
        obj.view_memo = (zone, view)  # the zone is all there is to check
        return view
    if zone != "battlefield":
        return _card_view(g, obj, g.chars(obj.id))
    oid = obj.id
    chars = g._chars.get(oid) or g.chars(oid)  # the cache first: every permanent, every view
    key = (chars, obj.controller, obj.tapped, obj.sick, obj.damage,
           tuple(sorted(obj.counters.items())) if obj.counters else (),
           g.attackers.get(oid, 0), g.blocks.get(oid, ()), obj.exerted, obj.attached_to)
    if memo is not None and memo[0] == key:
        return memo[1]  # type: ignore[no-any-return]
    view = _card_view(g, obj, chars)
    obj.view_memo = (key, view)
    return view


def _card_view(g: Game, obj: GameObject, chars: Chars) -> CardView:
    (name, types, subtypes, mv, cost, power, toughness, keywords, supertypes, colors,
     abilities) = _face(chars)
    oid = obj.id
    return new_tuple(CardView, (  # every field, in order (objects.new_tuple)
        oid, name, obj.owner, obj.controller, obj.zone, types, subtypes, mv, cost, power,
        toughness, keywords, obj.tapped, obj.sick, obj.damage,
        tuple(sorted(obj.counters.items())) if obj.counters else (),
        g.attackers.get(oid, 0), g.blocks.get(oid, ()), obj.kind == "token",
        tuple(r for grp in obj.targets for r in grp if r) if obj.zone == "stack" else (),
        supertypes, colors, obj.exerted, obj.attached_to, abilities,
        tuple(f.chars.abilities for f in obj.proto.faces) if obj.proto.faces else (),
        obj.ability if obj.zone == "stack" else None,
    ))


def _face_down_view(c: CardView) -> CardView:
    """What others see of a face-down card outside the battlefield: that there is a card,
    whose it is, and its counters [406.3, 708.2]."""
    return CardView(c.id, "", c.owner, c.controller, c.zone, (), (), 0, "", None, None, (),
                    counters=c.counters)


def _commander_damage(tally: dict[str, int]) -> tuple[tuple[int, str, int], ...]:
    if not tally:
        return ()
    out = []
    for key, n in sorted(tally.items()):
        owner, _, name = key.partition(":")
        out.append((int(owner), name, n))
    return tuple(out)


def cached_view(g: Game, player: int) -> View:
    """:func:`make_view`, reusing ``player``'s last view when only priority passes came
    between (no event, no change of characteristics, no other answer): everything but the
    pending decision and who has priority is then as it was.  Without the auto-pass setting
    most decisions are such passes."""
    key = (g._ver, g._view_epoch, len(g.log), g.turn, len(g.stack), len(g.battlefield))
    cached = g._view_cache.get(player)
    if cached is not None and cached[0] == key:
        base: View = cached[1]
        d = g.decision
        decision = d if d is not None and d.player == player else None
        if decision is None or decision.is_number or not _unseen(decision, base._index, g):
            return dataclasses.replace(base, priority=g.priority, result=g.result,
                                       decision=decision)
    view = make_view(g, player)
    if not view.offered:
        g._view_cache[player] = (key, view)
    return view


def _unseen(d: Decision, shown: dict[int, CardView], g: Game) -> list[int]:
    """The objects the decision asks about that the view does not otherwise show (its
    ``offered``), in option order, once each."""
    return list(dict.fromkeys(
        o.obj for o in d.options if isinstance(o, Choice) and o.kind in _OBJECT_OPTIONS and
        o.obj not in shown and o.obj in g.objects and g.objects[o.obj].zone))


def _views(g: Game, ids: list[int], index: dict[int, CardView]) -> tuple[CardView, ...]:
    """The views of the objects ``ids``, also entered in ``index``."""
    if not ids:
        return ()
    out = tuple([card_view(g, g.objects[o]) for o in ids])
    index.update(zip(ids, out, strict=False))  # the same length: out is made from ids
    return out


def _still_views(g: Game, zone: tuple[str, int], ids: list[int],
                 index: dict[int, CardView]) -> tuple[CardView, ...]:
    """:func:`_views` of a zone whose objects never change in place (``_STILL_ZONES``):
    while it holds the same objects in the same order, its views are the last ones made
    (a graveyard grows all game, and a view is taken at every decision)."""
    if not ids:
        return ()
    objects = g.objects
    objs = [objects[o] for o in ids]
    got = g._zone_views.get(zone)
    if got is not None and got[0] == objs:  # the same objects: compared by identity
        out = got[1]
    else:
        out = tuple([card_view(g, obj) for obj in objs])
        g._zone_views[zone] = (objs, out)
    index.update(zip(ids, out, strict=False))  # the same length: out is made from ids
    return out


def make_view(g: Game, player: int) -> View:
    """The snapshot of what ``player`` may know right now."""
    objects = g.objects
    index: dict[int, CardView] = {}
    players = tuple([new_tuple(PlayerView, (
        p.index, p.name, p.life, tuple(sorted(p.counters.items())) if p.counters else (),
        len(p.hand), len(p.library), _still_views(g, ("graveyard", p.index), p.graveyard, index),
        _still_views(g, ("hand", p.index), p.hand, index) if p.index == player else None,
        tuple(sorted(p.pool.items())) if p.pool else (), p.lands_played,
        tuple(sorted(p.designations)) if p.designations else (),
        p.lost, p.commanders,
        _commander_damage(p.commander_damage) if p.commander_damage else (),
        tuple(sorted(p.commander_casts.items())) if p.commander_casts else (),
    )) for p in g.players])
    battlefield, stack = _views(g, g.battlefield, index), _views(g, g.stack, index)
    exile = _still_views(g, ("exile", -1), g.exile, index)
    command = _still_views(g, ("command", -1), g.command, index)
    if any(objects[o].face_down for o in g.exile):
        # A card exiled face down is hidden from all but its owner (foretold) [406.3,
        # 702.143a], or from all but the player an effect lets look at it, if any [406.3].
        exile = tuple(_face_down_view(c) if objects[c.id].face_down and objects[c.id].recall(
                          Memo.FACE_DOWN_VIEWER, c.owner) != player
                      else c for c in exile)
        index.update((c.id, c) for c in exile)
    d = g.decision
    decision = None
    offered: tuple[CardView, ...] = ()
    if d is not None and d.player == player:
        decision = d
        if not d.is_number:
            offered = _views(g, _unseen(d, index, g), index)
    return View(player, g.turn, g.active, g.step, g.priority, g.result, decision, players,
                battlefield, stack, exile, command, offered, len(g.log), index,
                day_night=g.day_night)
