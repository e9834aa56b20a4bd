"""The fixed-size observation encoding and the fixed action space (documented in docs/rl.md).

Everything here is computed from ``game.view(player)`` alone, so an observation holds only
what that player may know [hidden information is a view].  One call,
:meth:`Encoder.encode`, returns the observation vector, the action mask and the map from
action ids to the decision's options; the environments and the OpenSpiel-style state all
go through it, so the observation and the actions always agree.

The action space names options by *what they do to which object*, not by their position:
"cast the card in hand slot 3", "attack the opponent with my battlefield slot 5", "the
number 2".  Objects are given slots in the observation (own hand, each side of the
battlefield, the stack, then the other objects the decision is about), and an option that
names an object maps to its verb's block at that object's slot.  An option that has no slot
of its own (an object beyond the slots, a second option with the same code, a kind this
module does not know) takes the first free *overflow* action, in option order, so every
option of every decision kind maps to an integer; only an option past the overflow block,
or a number that has no slot (see :data:`NUMBERS`), is left out, and ``Encoded.dropped``
counts those.

>>> import aetherworks.cards
>>> from aetherworks.carddb.decklist import load_deck
>>> from aetherworks.engine import Game
>>> deck = load_deck("temur-energy").main_names()
>>> enc = Encoder(deck)
>>> g = Game.new(deck, deck, seed=1)
>>> e = enc.encode(g.view(g.decision.player))
>>> e.obs.shape == (enc.obs_size,), int(e.mask.sum()) == len(g.decision.options)
(True, True)
>>> g.apply(e.actions[int(e.mask.nonzero()[0][0])])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from aetherworks.engine import KINDS, Choice, View
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.engine.defs import SpellAbility, is_player_ref, ref_player
from aetherworks.engine.turn import STEPS
from aetherworks.engine.view import CardView
from aetherworks.messages import Msg

# ---------------------------------------------------------------------------- vocabulary

# Options with no object: one action each.  "mana" here is the priority action "activate
# mana abilities" (``Choice("mana")``, obj 0); a mana source picked while paying is
# ``mana_source`` below.  "shortcut" is the one "repeat this loop" option [731.2a].
# "life" pays 2 life for a Phyrexian mana symbol [107.4f].
SIMPLE = ("pass", "done", "yes", "no", "keep", "mulligan", "play", "draw", "mana", "auto",
          "shortcut", "life")
MODES = 16  # "mode" options by index [700.2] (also coin-flip calls, counter kinds)
NAMES = 32  # "name" options: a card name by its index among those offered [201.3]
WORDS = 32  # "word" options: a creature type... by its index among those offered [205.3m]
COST_WAYS = 8  # "cost" options: way + 1 (-1: the mana cost, else an alternative cost) [118.9]
COLORS = ("W", "U", "B", "R", "G", "C")  # "color": which mana a source adds [106.1]
NUMBERS = 128  # numbers 0..126 as themselves; the last action is the largest one allowed
OVERFLOW = 32
BOUND = 64.0  # every observation value is clipped to [-BOUND, BOUND] (life 1280 reads 64)
CAST_VARIANTS = 4  # arg + 1: -1 (the card), 0 / 1 (a face, or 1: an alternative cost) ...
LAND_VARIANTS = 2  # arg: 0, or the face of a modal double-faced card [712.12]
ABILITY_VARIANTS = 6  # the ability's index among the object's abilities

TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery",
         "Battle")
CARD_COLORS = ("W", "U", "B", "R", "G")
KEYWORDS = ("Flying", "Reach", "Trample", "Haste", "Vigilance", "First strike",
            "Double strike", "Deathtouch", "Lifelink", "Menace", "Hexproof", "Indestructible",
            "Defender", "Flash")
ZONES = ("hand", "battlefield", "stack", "graveyard", "exile", "library", "command")
# Per object slot: which verbs of the pending decision name it.
OPTION_VERBS = ("land", "cast", "activate", "mana_source", "target", "pick", "attack",
                "block", "blocked", "trigger", "turn_face_up")
PLAYER_COUNTERS = ("energy", "poison", "experience")
DESIGNATIONS = ("monarch", "initiative", "city's blessing")
POOL = ("W", "U", "B", "R", "G", "C")
DECISION_KINDS = (*KINDS, "other")
BIT_BLOCKS = ("simple", "mode", "name", "word", "cost", "color", "number")
INDEXED = ("mode", "name", "word")  # option kinds whose object is an index among those offered


@dataclass(frozen=True, slots=True)
class Encoded:
    """One observation: the vector, the mask over the action space, and what each legal
    action answers (``actions[a]`` is a :class:`Choice` or a number for ``game.apply``)."""

    obs: np.ndarray
    mask: np.ndarray
    actions: dict[int, Choice | int]
    dropped: int = 0  # options of the decision that have no action (see the module doc)


class Encoder:
    """The encoding for games between decks drawn from ``cards``.

    ``cards`` is the card vocabulary: each distinct name gets a column of the identity
    one-hot (sorted by name); any other card or token shares the last column.  The slot
    counts fix the observation's size; objects beyond them are not shown (their options
    still get overflow actions).

    ``players``: the size of the table (2 to 6).  Players are shown *relative to the
    viewer*: seat 0 is the viewer, seat 1 the next player in turn order, and so on [101.4],
    so a policy reads "the player on my left" the same way from every seat.  ``theirs``:
    the slots for the battlefield objects the other players control (default
    ``battlefield`` per opponent).  At a table of two the encoding is exactly the duel's.
    """

    def __init__(self, cards: Iterable[str], *, players: int = 2, hand: int = 12,
                 battlefield: int = 24, theirs: int | None = None, stack: int = 8,
                 other: int = 12) -> None:
        if type(players) is not int or not 2 <= players <= MAX_PLAYERS:
            raise ValueError(f"players: a table of 2 to {MAX_PLAYERS}, not {players!r}")
        self.cards = tuple(sorted(set(cards)))
        self._card_index = {name: i for i, name in enumerate(self.cards)}
        self.n_players = players
        # More than two players: the encoding adds seats, departures, commander damage.
        self.table = players > 2
        self.n_hand, self.n_bf, self.n_stack, self.n_other = hand, battlefield, stack, other
        self.n_theirs = battlefield * (players - 1) if theirs is None else theirs
        self.n_slots = hand + battlefield + self.n_theirs + stack + other
        self.n_ids = len(self.cards) + 1
        self._build_layout()
        # The option-less blocks whose legal actions the observation's decision part shows.
        self._bit_base = {name: at for name, (at, _) in _offsets(
            [(name, self.blocks[name][1]) for name in BIT_BLOCKS]).items()}
        self._static: dict[tuple[Any, ...], np.ndarray] = {}

    # ------------------------------------------------------------------ layout

    def _build_layout(self) -> None:
        # Per-object features.
        f: list[tuple[str, int]] = [
            ("present", 1), ("mine", 1), ("owned", 1), ("card", self.n_ids),
            ("zone", len(ZONES)), ("type", len(TYPES)), ("token", 1), ("ability", 1),
            ("color", len(CARD_COLORS)), ("keyword", len(KEYWORDS)), ("mana_value", 1),
            ("power", 1), ("toughness", 1), ("damage", 1), ("tapped", 1), ("sick", 1),
            ("attacking", 1), ("blocking", 1), ("exerted", 1), ("attached", 1),
            ("p1p1", 1), ("m1m1", 1), ("loyalty", 1), ("other_counters", 1),
            ("targets_mine", 1), ("targets_theirs", 1), ("option", len(OPTION_VERBS)),
            # At a table of more than two: the controller's seat relative to the viewer.
            ("seat", self.n_players if self.table else 0),
        ]
        self.object_features = _offsets(f)
        self.n_object = sum(n for _, n in f)
        # At a table of more than two, each player also shows whether they left the game
        # [800.4a] and the most combat damage one commander has dealt them /21 [903.10a].
        per_player = 1 + len(PLAYER_COUNTERS) + 1 + 3 + len(POOL) + 1 + len(DESIGNATIONS) + \
            (2 if self.table else 0)
        # The action space, block by block.
        s = self.n_slots
        blocks: list[tuple[str, int]] = [
            ("simple", len(SIMPLE)),
            ("land", s * LAND_VARIANTS),
            ("cast", s * CAST_VARIANTS),
            ("activate", s * ABILITY_VARIANTS),
            ("mana_source", s * ABILITY_VARIANTS),
            ("target", self.n_players + s),
            ("pick", self.n_players + s),
            ("trigger", s),
            ("turn_face_up", s),
            ("attack", self.n_bf * (self.n_players - 1 + self.n_theirs)),
            ("block", self.n_bf * self.n_theirs),
            ("mode", MODES),
            ("name", NAMES),
            ("word", WORDS),
            ("cost", COST_WAYS),
            ("color", len(COLORS)),
            ("number", NUMBERS),
            ("overflow", OVERFLOW),
        ]
        self.blocks = _offsets(blocks)
        self.action_size = sum(n for _, n in blocks)
        # The decision part shows the legal actions of the option-less blocks, bit by bit.
        self.n_decision_bits = sum(self.blocks[name][1] for name in BIT_BLOCKS)
        parts: list[tuple[str, int]] = [
            ("global", 5 + len(STEPS) + 1 + 3),
            ("players", self.n_players * per_player),
            ("graveyards", self.n_players * self.n_ids),
            ("exile", self.n_players * self.n_ids),
            ("objects", self.n_slots * self.n_object),
            ("decision", len(DECISION_KINDS) + 5 + self.n_decision_bits),
        ]
        self.parts = _offsets(parts)
        self.obs_size = sum(n for _, n in parts)
        self._per_player = per_player

    def seat(self, player: int, me: int) -> int:
        """``player``'s seat relative to ``me``: 0 is me, 1 the next in turn order..."""
        return (player - me) % self.n_players

    def block_of(self, action: int) -> tuple[str, int]:
        """Which block of the action space an action id is in, and its place in it."""
        for name, (start, n) in self.blocks.items():
            if start <= action < start + n:
                return name, action - start
        raise ValueError(f"action {action} is not from 0 to {self.action_size - 1}")

    # ------------------------------------------------------------------ encoding

    def encode(self, view: View) -> Encoded:
        """The observation of ``view`` (its player's), the mask and the action map."""
        obs = np.zeros(self.obs_size, np.float32)
        me = view.player
        self._globals(obs, view)
        slots = self._slots(view)
        objs = obs[self._part("objects")].reshape(self.n_slots, self.n_object)
        slot_of: dict[int, int] = {}
        for i, c in enumerate(slots):
            if c is not None:
                slot_of[c.id] = i
                self._object(objs[i], c, me, view)
        mask = np.zeros(self.action_size, np.int8)
        actions: dict[int, Choice | int] = {}
        dropped = 0
        d = view.decision
        dec = obs[self._part("decision")]
        if d is not None:
            kind_i = DECISION_KINDS.index(d.kind) if d.kind in KINDS else len(KINDS)
            dec[kind_i] = 1.0
            base = len(DECISION_KINDS)
            n_opts = len(d.options)
            dec[base] = 1.0 if d.is_number else 0.0
            dec[base + 1] = min(d.lo, 64) / 32 if d.is_number else 0.0
            dec[base + 2] = min(d.hi, 64) / 32 if d.is_number else 0.0
            dec[base + 3] = min(n_opts, 64) / 32
            bits = dec[base + 5:]
            overflow = self.blocks["overflow"][0]
            free = 0
            if d.is_number:
                codes = self._number_codes(d.numbers)
                options: Sequence[Choice | int] = list(d.numbers)
            else:
                options = d.options  # type: ignore[assignment]
                codes = [self._code(cast(Choice, o), i, slot_of, d.labels, me, objs)
                         for i, o in enumerate(d.options)]
            for opt, code in zip(options, codes, strict=True):
                if code is None or code in actions:
                    if code is None and d.is_number:
                        dropped += 1
                        continue
                    if free >= OVERFLOW:
                        dropped += 1
                        continue
                    code = overflow + free
                    free += 1
                actions[code] = opt
                mask[code] = 1
                name, k = self.block_of(code)
                if name in BIT_BLOCKS:
                    bits[self._bit_base[name] + k] = 1.0
            dec[base + 4] = 1.0 if dropped else 0.0
        np.clip(obs, -BOUND, BOUND, out=obs)
        return Encoded(obs, mask, actions, dropped)

    def _part(self, name: str) -> slice:
        start, n = self.parts[name]
        return slice(start, start + n)

    def _globals(self, obs: np.ndarray, view: View) -> None:
        me = view.player
        g = obs[self._part("global")]
        g[0] = float(me)
        g[1] = 1.0 if view.active == me else 0.0
        g[2] = 1.0 if view.priority == me else 0.0
        g[3] = 1.0 if view.decision is not None else 0.0
        g[4] = min(view.turn, 60) / 60
        g[5 + (STEPS.index(view.step) if view.step in STEPS else len(STEPS))] = 1.0
        if view.result is not None:
            winner = view.result[0]
            g[6 + len(STEPS)] = 1.0
            g[7 + len(STEPS)] = 1.0 if winner == me else 0.0
            g[8 + len(STEPS)] = 1.0 if winner is not None and winner != me else 0.0
        players = obs[self._part("players")]
        graveyards = obs[self._part("graveyards")]
        exile = obs[self._part("exile")]
        n = self.n_players
        for side in range(n):
            p = view.players[(me + side) % n]
            row = players[side * self._per_player:(side + 1) * self._per_player]
            counters = dict(p.counters)
            row[0] = p.life / 20
            for i, name in enumerate(PLAYER_COUNTERS):
                row[1 + i] = counters.get(name, 0) / 10
            k = 1 + len(PLAYER_COUNTERS)
            row[k] = sum(v for n, v in counters.items() if n not in PLAYER_COUNTERS) / 10
            row[k + 1] = p.hand_size / 10
            row[k + 2] = p.library_size / 60
            row[k + 3] = len(p.graveyard) / 30
            pool = dict(p.mana_pool)
            for i, colour in enumerate(POOL):
                row[k + 4 + i] = pool.get(colour, 0) / 5
            row[k + 4 + len(POOL)] = float(p.lands_played)
            for i, des in enumerate(DESIGNATIONS):
                row[k + 5 + len(POOL) + i] = 1.0 if des in p.designations else 0.0
            if self.table:
                at = k + 5 + len(POOL) + len(DESIGNATIONS)
                row[at] = float(p.left)
                row[at + 1] = max((dmg for _, _, dmg in p.commander_damage), default=0) / 21
            for c in p.graveyard:
                graveyards[side * self.n_ids + self._card_index.get(c.name, self.n_ids - 1)] \
                    += 0.25
        for c in view.exile:
            side = self.seat(c.owner, me)
            exile[side * self.n_ids + self._card_index.get(c.name, self.n_ids - 1)] += 0.25

    def _slots(self, view: View) -> list[CardView | None]:
        """Each object slot's object: own hand, my battlefield, theirs, the stack (top
        first), then the other objects the decision names (in a graveyard, exile, a library
        being searched...), in the order the options name them."""
        me = view.player
        out: list[CardView | None] = []
        hand = view.me.hand or ()
        out += _fill(hand, self.n_hand)
        out += _fill([c for c in view.battlefield if c.controller == me], self.n_bf)
        theirs = [c for c in view.battlefield if c.controller != me]
        if self.table:  # the next player's objects first, each in the battlefield's order
            theirs.sort(key=lambda c: self.seat(c.controller, me))
        out += _fill(theirs, self.n_theirs)
        out += _fill(view.stack[::-1], self.n_stack)
        shown = {c.id for c in out if c is not None}
        other: list[CardView] = []
        d = view.decision
        if d is not None and not d.is_number:
            for o in d.options:
                for ref in _refs(o):  # type: ignore[arg-type]
                    if ref > 0 and ref not in shown:
                        c = view.card(ref)
                        if c is not None:
                            shown.add(ref)
                            other.append(c)
        out += _fill(other, self.n_other)
        return out

    def _object(self, row: np.ndarray, c: CardView, me: int, view: View) -> None:
        f = self.object_features
        key = (c.name, c.types, c.colors, c.keywords, c.mana_value, c.power, c.toughness,
               c.is_token, c.zone, isinstance(c.resolving, SpellAbility) or c.zone != "stack")
        static = self._static.get(key)
        if static is None:
            static = self._static_row(c)
            if len(self._static) > 4096:
                self._static.clear()
            self._static[key] = static
        row[:] = static
        row[f["mine"][0]] = 1.0 if c.controller == me else 0.0
        row[f["owned"][0]] = 1.0 if c.owner == me else 0.0
        if self.table:
            row[f["seat"][0] + self.seat(c.controller, me)] = 1.0
        if c.zone == "battlefield":
            row[f["damage"][0]] = c.damage / 10
            row[f["tapped"][0]] = float(c.tapped)
            row[f["sick"][0]] = float(c.sick)
            row[f["attacking"][0]] = 1.0 if c.attacking else 0.0
            row[f["blocking"][0]] = 1.0 if c.blocking else 0.0
            row[f["exerted"][0]] = float(c.exerted)
            row[f["attached"][0]] = 1.0 if c.attached_to else 0.0
        if c.counters:
            other = 0
            for name, n in c.counters:
                if name == "+1/+1":
                    row[f["p1p1"][0]] = n / 5
                elif name == "-1/-1":
                    row[f["m1m1"][0]] = n / 5
                elif name == "loyalty":
                    row[f["loyalty"][0]] = n / 10
                else:
                    other += n
            row[f["other_counters"][0]] = other / 5
        for t in c.targets:
            mine = ref_player(t) == me if is_player_ref(t) else \
                (view.card(t) is not None and view.card(t).controller == me)  # type: ignore[union-attr]
            row[f["targets_mine" if mine else "targets_theirs"][0]] = 1.0

    def _static_row(self, c: CardView) -> np.ndarray:
        f = self.object_features
        row = np.zeros(self.n_object, np.float32)
        row[f["present"][0]] = 1.0
        row[f["card"][0] + self._card_index.get(c.name, self.n_ids - 1)] = 1.0
        if c.zone in ZONES:
            row[f["zone"][0] + ZONES.index(c.zone)] = 1.0
        for t in c.types:
            if t in TYPES:
                row[f["type"][0] + TYPES.index(t)] = 1.0
        for col in c.colors:
            if col in CARD_COLORS:
                row[f["color"][0] + CARD_COLORS.index(col)] = 1.0
        for k in c.keywords:
            if k in KEYWORDS:
                row[f["keyword"][0] + KEYWORDS.index(k)] = 1.0
        row[f["token"][0]] = float(c.is_token)
        row[f["ability"][0]] = 1.0 if c.zone == "stack" and not isinstance(
            c.resolving, SpellAbility) else 0.0
        row[f["mana_value"][0]] = c.mana_value / 10
        row[f["power"][0]] = (c.power or 0) / 10
        row[f["toughness"][0]] = (c.toughness or 0) / 10
        return row

    # ------------------------------------------------------------------ actions

    def _number_codes(self, numbers: range | tuple[int, ...]) -> list[int | None]:
        base = self.blocks["number"][0]
        top = max(numbers)
        return [base + n if 0 <= n < NUMBERS - 1 else
                base + NUMBERS - 1 if n == top else None for n in numbers]

    def _code(self, o: Choice, i: int, slot_of: dict[int, int], labels: Sequence[Msg],
              me: int, objs: np.ndarray) -> int | None:
        """The action id of one option (None: no slot of its own; it takes overflow)."""
        kind, obj, arg = o
        b = self.blocks
        verbs = self.object_features["option"][0]
        if kind in SIMPLE and (kind != "mana" or obj == 0):
            return b["simple"][0] + SIMPLE.index(kind)
        if kind in INDEXED:
            return b[kind][0] + obj if 0 <= obj < b[kind][1] else None
        if kind == "cost":
            return b["cost"][0] + arg + 1 if 0 <= arg + 1 < COST_WAYS else None
        if kind == "color":
            # The option is an index into the source's colours; its label names the mana.
            mana = labels[i].arg("mana") if i < len(labels) else None
            symbols = getattr(mana, "symbols", "")
            return b["color"][0] + COLORS.index(symbols) if symbols in COLORS else None
        if kind in ("target", "pick"):
            if is_player_ref(obj):
                return b[kind][0] + self.seat(ref_player(obj), me)
            slot = slot_of.get(obj)
            if slot is None:
                return None
            objs[slot, verbs + OPTION_VERBS.index(kind)] = 1.0
            return b[kind][0] + self.n_players + slot
        if kind in ("trigger", "turn_face_up"):
            slot = slot_of.get(arg if kind == "trigger" else obj)
            if slot is None:
                return None
            objs[slot, verbs + OPTION_VERBS.index(kind)] = 1.0
            return b[kind][0] + slot
        if kind in ("attack", "block"):
            mine, theirs = self.n_hand, self.n_hand + self.n_bf
            a = slot_of.get(obj, -1) - mine
            if not 0 <= a < self.n_bf:
                return None
            opponents = self.n_players - 1
            if kind == "attack":
                # The defender: an opponent by relative seat (1.. → 0..), or a planeswalker
                # or battle by its slot among the others' objects [506.3, 508.1b].
                if is_player_ref(arg):
                    rel = self.seat(ref_player(arg), me)
                    d = rel - 1 if rel else None
                else:
                    d = slot_of.get(arg, -1) - theirs
                    d = d + opponents if 0 <= d < self.n_theirs else None
                if d is None:
                    return None
                objs[mine + a, verbs + OPTION_VERBS.index("attack")] = 1.0
                return b["attack"][0] + a * (opponents + self.n_theirs) + d
            t = slot_of.get(arg, -1) - theirs
            if not 0 <= t < self.n_theirs:
                return None
            objs[mine + a, verbs + OPTION_VERBS.index("block")] = 1.0
            objs[theirs + t, verbs + OPTION_VERBS.index("blocked")] = 1.0
            return b["block"][0] + a * self.n_theirs + t
        verb, variants, v = {
            "land": ("land", LAND_VARIANTS, arg),
            "cast": ("cast", CAST_VARIANTS, arg + 1),
            "activate": ("activate", ABILITY_VARIANTS, arg),
            "mana": ("mana_source", ABILITY_VARIANTS, arg),
        }.get(kind, ("", 0, 0))
        slot = slot_of.get(obj)
        if not verb or slot is None or not 0 <= v < variants:
            return None
        objs[slot, verbs + OPTION_VERBS.index(verb)] = 1.0
        return b[verb][0] + slot * variants + v

    def describe_action(self, action: int) -> str:
        """What an action id means, in the terms of docs/rl.md (for people and logs)."""
        name, k = self.block_of(action)
        if name == "simple":
            return SIMPLE[k]
        if name in (*INDEXED, "number", "overflow"):
            return f"{name} {k}"
        if name == "cost":
            return "cost: the mana cost" if k == 0 else f"cost: alternative way {k - 1}"
        if name == "color":
            return f"color {COLORS[k]}"
        opponents = self.n_players - 1
        if name in ("target", "pick"):
            return f"{name} {self.player_name(k)}" if k < self.n_players else \
                f"{name} {self.slot_name(k - self.n_players)}"
        if name == "attack":
            a, d = divmod(k, opponents + self.n_theirs)
            return f"attack with my battlefield {a} " + (
                self.player_name(d + 1, "the ") if d < opponents else
                f"their battlefield {d - opponents}")
        if name == "block":
            a, t = divmod(k, self.n_theirs)
            return f"block with my battlefield {a} their battlefield {t}"
        if name in ("trigger", "turn_face_up"):
            return f"{name} {self.slot_name(k)}"
        variants = {"land": LAND_VARIANTS, "cast": CAST_VARIANTS}.get(name, ABILITY_VARIANTS)
        slot, v = divmod(k, variants)
        return f"{name} {self.slot_name(slot)} variant {v}"

    def player_name(self, seat: int, article: str = "") -> str:
        """A relative seat as docs/rl.md names it: me, (the) opponent, opponent 2..."""
        if seat == 0:
            return "me"
        return f"{article}opponent" if not self.table else f"opponent {seat}"

    def slot_name(self, slot: int) -> str:
        for name, n in (("hand", self.n_hand), ("my battlefield", self.n_bf),
                        ("their battlefield", self.n_theirs), ("stack", self.n_stack),
                        ("other", self.n_other)):
            if slot < n:
                return f"{name} {slot}"
            slot -= n
        raise ValueError("no such slot")


def _offsets(parts: list[tuple[str, int]]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    at = 0
    for name, n in parts:
        out[name] = (at, n)
        at += n
    return out


def _fill(cards: Sequence[CardView], n: int) -> list[CardView | None]:
    got: list[CardView | None] = list(cards[:n])
    return got + [None] * (n - len(got))


def _refs(o: Choice) -> tuple[int, ...]:
    """The objects an option names (its obj, and for attacks, blocks and triggers its
    arg)."""
    kind, obj, arg = o
    if kind in ("attack", "block"):
        return (obj, arg)
    if kind == "trigger":
        return (arg,)
    if kind in ("land", "cast", "activate", "target", "pick", "turn_face_up") or (
            kind == "mana" and obj):
        return (obj,)
    return ()
