"""The game: a state machine with exactly one pending decision at a time.

>>> from aetherworks.engine.game import Game          # doctest: +SKIP
>>> game = Game.new(deck_a, deck_b, seed=7)            # doctest: +SKIP
>>> while not game.is_over():                          # doctest: +SKIP
...     d = game.decision
...     game.apply(agent.choose(game.view(d.player), d))

How it runs: the rules are a stack of small *tasks* (plain tuples, so a game clones and
saves cheaply).  :meth:`Game._run` pops tasks until one needs a player's answer; that task
becomes :attr:`Game.decision` with a continuation, and :meth:`Game.apply` pushes the
continuation with the answer.  When no task is left a player would receive priority: state-
based actions are checked, triggered abilities go on the stack, then priority is given
[117.5].  Rules code never calls an agent.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from itertools import combinations_with_replacement
from typing import Any, ClassVar

from aetherworks.engine import cardpool
from aetherworks.engine.decision import (
    ATTACKERS,
    BLOCKERS,
    BOTTOM,
    DAMAGE,
    DISCARD,
    MODE,
    MULLIGAN,
    NUMBER,
    PAY_MANA,
    PLAY_FIRST,
    PRIORITY,
    TARGET,
    TRIGGER_ORDER,
    Decision,
    IllegalChoice,
)
from aetherworks.engine.defs import (
    NO,
    PASS,
    YES,
    Ability,
    ActivatedAbility,
    Ask,
    Choice,
    Cost,
    EntersWith,
    Event,
    ManaAbility,
    Mode,
    Push,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TokenDef,
    TriggeredAbility,
    is_player_ref,
    ref_player,
)
from aetherworks.engine.mana import ManaCost, ManaSource, find_payment
from aetherworks.engine.objects import (
    Chars,
    ContinuousEffect,
    GameObject,
    MutableChars,
    Player,
    Proto,
)
from aetherworks.engine.rng import Rng

STEPS = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
    "end", "cleanup",
)
STEP_CR = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "begin_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4",
    "combat_damage": "510", "end_combat": "511", "main2": "505", "end": "513",
    "cleanup": "514",
}
MAIN_STEPS = ("main1", "main2")
HAND_SIZE = 7
# Counters that are keywords [122.1b].
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance",
})
Handler = Callable[..., None]
HANDLERS: dict[str, Handler] = {}


def task(name: str) -> Callable[[Handler], Handler]:
    """Register a task handler: tasks are tuples ``(name, *args)`` on ``Game.tasks``."""

    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return deco


class GameOver(RuntimeError):
    """Raised by ``apply`` once the game has a result."""


class Game:
    """A two-player game of Magic.  See the module docstring for how it runs."""

    def __init__(self) -> None:
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []  # emblems [114.1, 408]
        self.next_id = 1
        self.clock = 0  # timestamps [613.7]
        self.turn = 0
        self.active = 0
        self.step = "pregame"
        self.priority = -1
        self.passes = 0
        self.tasks: list[tuple[Any, ...]] = []
        self.decision: Decision | None = None
        self.effects: list[ContinuousEffect] = []
        self.delayed: list[tuple[Any, ...]] = []  # (step, controller, ability key, oid, turn)
        self.pending_triggers: list[tuple[int, int, Ability, Event]] = []
        self.attackers: dict[int, int] = {}
        self.blocks: dict[int, int] = {}
        self.blocked: set[int] = set()
        self.rng = Rng(0)
        self.seed = 0
        self.decks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.result: tuple[int | None, str] | None = None
        self.log: list[Event] = []
        self.choices: list[int] = []
        self.auto_pass = True
        self.auto_pay = True
        self.auto_single = True
        self.max_turns = 60
        self.first_strike_step = False
        self.repeat_cleanup = False  # something triggered during cleanup [514.3a]
        self._chars: dict[int, Chars] = {}
        self._statics: list[tuple[GameObject, StaticAbility]] | None = None
        self._triggers: dict[str, list[tuple[GameObject, TriggeredAbility]]] | None = None
        self._ver = 0  # bumped by every event and change: SBAs are skipped when it is unchanged
        # Whether target specs can be met, per game version (specs that don't depend on the
        # source object, which is all of them outside "another target ..." filters).
        self._target_memo: dict[tuple[Any, int, int], bool] = {}
        self._sba_ver = -1
        self._volatile = False
        self.decisions_made = 0
        # Permanents that left the battlefield earlier in the current simultaneous event
        # (SBAs, "destroy all"): their leaves abilities still see the others go [603.10a].
        self._together: list[int] | None = None

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        deck_a: Iterable[str],
        deck_b: Iterable[str],
        *,
        seed: int = 0,
        names: tuple[str, str] = ("Alice", "Bob"),
        auto_pass: bool = True,
        auto_pay: bool = True,
        max_turns: int = 60,
        start: bool = True,
    ) -> Game:
        """A new game between two decks (lists of card names), shuffled from ``seed`` [103]."""
        g = cls()
        g.seed = seed
        g.rng = Rng(seed)
        g.auto_pass, g.auto_pay, g.max_turns = auto_pass, auto_pay, max_turns
        g.decks = (tuple(deck_a), tuple(deck_b))
        for i, deck in enumerate(g.decks):
            p = Player(i, names[i])
            g.players.append(p)
            for name in deck:
                obj = g._new_object(cardpool.prototype(name), i, "library")
                p.library.append(obj.id)
        if start:
            g.tasks.append(("start",))
            g._run()
        return g

    @classmethod
    def empty(cls, *, names: tuple[str, str] = ("Alice", "Bob"), seed: int = 0,
              turn: int = 1, active: int = 0, step: str = "main1", **settings: Any) -> Game:
        """A game with empty zones, already in ``step`` of ``turn``: for scenarios and tests.

        Fill it with :meth:`put`, then call :meth:`begin` to give the active player priority.
        """
        g = cls()
        g.seed, g.rng = seed, Rng(seed)
        for k, v in settings.items():
            if not hasattr(g, k):
                raise TypeError(f"unknown game setting {k!r}")
            setattr(g, k, v)
        g.players = [Player(i, n) for i, n in enumerate(names)]
        if step not in STEPS:
            raise ValueError(f"unknown step {step!r}; steps are {', '.join(STEPS)}")
        g.turn, g.active, g.step = turn, active, step
        return g

    def put(self, player: int, zone: str, name: str, *, tapped: bool = False,
            sick: bool = False, counters: dict[str, int] | None = None,
            position: int = -1) -> int:
        """Put a card straight into a zone without triggering anything (setup only).

        Library position -1 is the top.  Returns the object id.
        """
        # A card's name, or "token:<name>" for a token some definition makes [111.4].
        proto = cardpool.lookup_proto(name)
        obj = self._new_object(proto, player, zone)
        obj.controller = player
        if zone == "battlefield":
            self.clock += 1
            obj.timestamp = self.clock
            obj.tapped, obj.sick = tapped, sick
            if counters:
                obj.counters = dict(counters)
            c = proto.chars
            if "Planeswalker" in c.types and c.loyalty and not obj.count("loyalty"):
                self._put_counters(obj, "loyalty", c.loyalty)
            self.battlefield.append(obj.id)
            self.dirty()
        elif zone == "stack":
            raise ValueError("put a spell on the stack by casting it")
        else:
            lst = self.zone_list(zone, player)
            if position < 0 or position >= len(lst):
                lst.append(obj.id)
            else:
                lst.insert(len(lst) - position, obj.id)
        return obj.id

    def begin(self) -> None:
        """Start a game built with :meth:`empty`: the active player gets priority [117.3a]."""
        self.priority, self.passes = self.active, 0
        self._run()

    def find(self, name: str, zone: str = "battlefield", player: int | None = None) -> int:
        """The id of the first object with this name in a zone (tests and scenarios)."""
        if zone in ("battlefield", "stack", "exile"):
            ids = self.zone_list(zone, 0)
        else:
            ids = [o for p in self.players if player is None or p.index == player
                   for o in self.zone_list(zone, p.index)]
        for oid in ids:
            obj = self.objects[oid]
            if (obj.name == name or self.chars(oid).name == name) and (
                    player is None or obj.controller == player or zone not in
                    ("battlefield", "stack")):
                return oid
        raise LookupError(f"no {name!r} in {zone}")

    def _new_object(self, proto: Proto, owner: int, zone: str) -> GameObject:
        obj = GameObject(self.next_id, proto, owner, zone)
        if proto.is_token:
            obj.kind = "token"
        self.next_id += 1
        self.objects[obj.id] = obj
        return obj

    # ------------------------------------------------------------------ the one door

    def is_over(self) -> bool:
        return self.result is not None

    def winner(self) -> int | None:
        return self.result[0] if self.result else None

    def apply(self, choice: Choice | int) -> None:
        """Answer the pending decision.  An illegal answer raises and changes nothing."""
        d = self.decision
        if d is None:
            raise GameOver("the game is over" if self.result else "no decision is pending")
        idx = d.index(choice)
        self.choices.append(idx)
        self.decisions_made += 1
        self.decision = None
        value: Any = choice if isinstance(d.options, range) else d.options[idx]
        self.tasks.append((*d.cont, value))
        self._run()

    def concede(self, player: int) -> None:
        """A player concedes: they leave the game and lose, at any time [104.3a].

        It is not an answer to the pending decision, but it is recorded in ``choices`` (as
        ``-1 - player``) so that a replay reproduces it.
        """
        if self.result is not None:
            raise GameOver("the game is over")
        if type(player) is not int or not 0 <= player < len(self.players):
            # Not Python's negative indexing: -1 is no player [102.1].
            raise IllegalChoice(f"concede: no player {player!r}; the players are "
                                f"{', '.join(str(p.index) for p in self.players)}")
        self.players[player].conceded = True
        self.choices.append(-1 - player)
        self.lose(player, "conceded", "104.3a")
        self.decision = None
        self.result = (1 - player, "conceded")

    def apply_index(self, index: int) -> None:
        """Answer by position among the options (what replays and RL action ids use)."""
        d = self.decision
        if d is None:
            raise GameOver("the game is over" if self.result else "no decision is pending")
        try:  # any integer type (numpy's too, for RL), but not a bool or the text "0"
            i = operator.index(index) if not isinstance(index, bool) else None
        except TypeError:
            i = None
        if i is None or not 0 <= i < len(d.options):
            raise IllegalChoice(f"{d.kind} decision for player {d.player}: option index "
                                f"{index!r} is not from 0 to {len(d.options) - 1}")
        self.apply(d.options[i])

    def legal_choices(self) -> tuple[Choice, ...] | range:
        return self.decision.options if self.decision else ()

    def _ask(self, player: int, kind: str, prompt: str, options: Any, cont: tuple[Any, ...],
             labels: Iterable[str] | None = None, cr: str = "") -> None:
        if kind != PRIORITY and self.auto_single and len(options) == 1:
            # One legal option is no choice: take it without asking.
            self.tasks.append((*cont, options[0]))
            return
        if labels is None:
            labels = () if isinstance(options, range) else [self.describe(o) for o in options]
        self.decision = Decision(player, kind, prompt, options, tuple(labels), cont, cr)

    def _run(self) -> None:
        while self.decision is None and self.result is None:
            if self.tasks:
                t = self.tasks.pop()
                HANDLERS[t[0]](self, *t[1:])
            else:
                self._player_would_receive_priority()

    # ------------------------------------------------------------------ events and log

    def emit(self, kind: str, cr: str, player: int = -1, obj: int = 0, other: int = 0,
             amount: int = 0, info: str = "") -> Event:
        """Record an event in the log and collect the abilities it triggers [603.2]."""
        ev = Event(kind, cr, player, obj, other, amount, info)
        self.log.append(ev)
        self._ver += 1
        if kind in self._trigger_index() or kind in ("dies", "leaves"):
            self._check_triggers(ev)
        if kind == "cast":
            # "When you cast this spell" abilities function on the stack [113.6b, 603.2].
            spell = self.objects[ev.obj]
            for ab in self.face_chars(spell).abilities:
                if isinstance(ab, TriggeredAbility) and "stack" in ab.trigger.zones and \
                        ab.trigger.matches(self, spell, ev):
                    self._trigger(spell, ab, ev)
        return ev

    def describe(self, choice: Choice | int) -> str:
        """A person's reading of an option."""
        if isinstance(choice, int):
            return str(choice)
        k, o, a = choice
        if k in ("pass", "done", "yes", "no", "keep", "mulligan", "auto", "play", "draw"):
            return {"pass": "Pass priority", "done": "Done", "yes": "Yes", "no": "No",
                    "keep": "Keep hand", "mulligan": "Mulligan", "auto": "Pay automatically",
                    "play": "Play first", "draw": "Draw first"}[k]
        if k == "land":
            return f"Play {self.name_of(o)}"
        if k == "cast":
            extra = "" if a < 0 else f" ({self.objects[o].proto.faces[a].chars.name})" \
                if self.objects[o].proto.faces else f" ({self._alt_label(a)})"
            return f"Cast {self.name_of(o)}{extra}"
        if k == "activate":
            ab = self.chars(o).abilities[a]
            return f"Activate {self.name_of(o)}: {ab.text or type(ab).__name__}"
        if k == "target" or k == "pick":
            return self.name_of(o)
        if k == "attack":
            return f"Attack {self.name_of(a)} with {self.name_of(o)}"
        if k == "block":
            return f"Block {self.name_of(a)} with {self.name_of(o)}"
        if k == "mode":
            return f"Mode {o + 1}"
        if k == "trigger":
            return f"{self.pending_triggers[o][2].text or 'trigger'} ({self.name_of(a)})"
        if k == "mana":
            return f"Tap {self.name_of(o)} for mana"
        return f"{k} {o} {a}"

    def _alt_label(self, a: int) -> str:
        return "alternative cost" if a else "normal cost"

    def name_of(self, ref: int) -> str:
        if is_player_ref(ref):
            return self.players[ref_player(ref)].name
        obj = self.objects.get(ref)
        return obj.name if obj else f"#{ref}"

    def event_text(self, ev: Event) -> str:
        """A sentence for the log: "Alice casts Lightning Bolt targeting Bob [601.2]"."""
        who = self.players[ev.player].name if ev.player >= 0 else ""
        what = ev.info or (self.name_of(ev.obj) if ev.obj else "")
        if ev.obj > 0 and not ev.info and self.objects[ev.obj].kind == "ability":
            what = f"{what}'s ability"
        k = ev.kind
        texts = {
            "turn": f"Turn {ev.amount}: {who}'s turn",
            "step": f"— {what} —",
            "draw": f"{who} draws a card",
            "land": f"{who} plays {what}",
            "cast": f"{who} casts {what}",
            "activate": f"{who} activates an ability of {what}",
            "trigger": f"{what} triggers",
            "resolve": f"{what} resolves",
            "fizzle": f"{what} has no legal targets and does nothing",
            "if_false": f"{what} does nothing: its \"if\" condition is false",
            "damage": f"{what} deals {ev.amount} damage to {self.name_of(ev.other)}",
            "life": f"{who} {'gains' if ev.amount > 0 else 'loses'} {abs(ev.amount)} life",
            "counters_player": f"{who} gets {ev.amount} {what} counter(s)",
            "pay_counters": f"{who} pays {ev.amount} {what} counter(s)",
            "enter": f"{what} enters the battlefield",
            "dies": f"{what} dies",
            "zone": f"{what}",
            "attack": f"{what} attacks {self.name_of(ev.other)}",
            "block": f"{what} blocks {self.name_of(ev.other)}",
            "lose": f"{who} loses the game ({what})",
            "designation": f"{who} has {'the ' if what != 'monarch' else 'become the '}{what}",
            "draw_game": "The game is a draw",
            "mulligan": f"{who} takes a mulligan",
            "keep": f"{who} keeps {ev.amount} cards",
            "counter_spell": f"{what} is countered",
            "token": f"{who} creates {what}",
            "counters": f"{ev.amount} {what} counter(s) on {self.name_of(ev.other)}",
            "tap": f"{what} becomes tapped",
            "sba": f"{what} (state-based action)",
            "discard": f"{who} discards {what}",
            "shuffle": f"{who} shuffles their library",
            "mana": f"{who} adds mana",
            "play_first": f"{who} will play first",
            "choice": f"{who}: {what}",
            "effect": f"{what}",
        }
        return f"{texts.get(k, f'{k}: {what}')} [{ev.cr}]"

    # Events a reader of the log doesn't need by default (they stay in the log).
    QUIET = frozenset({"mana", "step", "begin_combat", "end_combat", "attackers_declared",
                       "combat_damage", "tap", "shuffle", "draw_empty"})

    def log_text(self, start: int = 0, *, verbose: bool = False) -> list[str]:
        """The log as sentences, each citing its rule; ``verbose`` keeps bookkeeping events."""
        return [self.event_text(e) for e in self.log[start:]
                if verbose or e.kind not in self.QUIET]

    # ------------------------------------------------------------------ characteristics

    def dirty(self) -> None:
        """Anything that can change characteristics calls this to drop the layer cache."""
        self._chars.clear()
        self._statics = None
        self._triggers = None
        self._ver += 1

    def _trigger_index(self) -> dict[str, list[tuple[GameObject, TriggeredAbility]]]:
        """Triggered abilities on the battlefield by event kind, rebuilt after changes, so an
        event only looks at the abilities that listen for it [603.2]."""
        if self._triggers is None:
            index: dict[str, list[tuple[GameObject, TriggeredAbility]]] = {}
            # Emblems' abilities function in the command zone [113.6p, 114.4].
            for oid in (*self.battlefield, *self.command):
                obj = self.objects[oid]
                for ab in self.chars(oid).abilities:
                    if isinstance(ab, TriggeredAbility):
                        for kind in ab.trigger.events:
                            index.setdefault(kind, []).append((obj, ab))
            self._triggers = index
        return self._triggers

    def chars(self, oid: int) -> Chars:
        """Characteristics after the layers [613]; cached until something changes."""
        c = self._chars.get(oid)
        if c is not None:
            return c
        obj = self.objects[oid]
        self._volatile = False
        c = self._compute_chars(obj)
        if not self._volatile:
            self._chars[oid] = c
        return c

    def _static_effects(self) -> list[tuple[GameObject, StaticAbility]]:
        if self._statics is None:
            out = []
            for oid in self.battlefield:
                obj = self.objects[oid]
                for ab in self.face_chars(obj).abilities:
                    if isinstance(ab, StaticAbility) and (
                        ab.condition is None or ab.condition.holds(self, obj)
                    ):
                        out.append((obj, ab))
            self._statics = out
        return self._statics

    def face_chars(self, obj: GameObject) -> Chars:
        """The printed characteristics of the face that is up: a split card's chosen half on
        the stack [709.3], a modal double-faced card's face on the stack or battlefield
        [712.8f]; otherwise the card's (front face's) [712.8a]."""
        if obj.face >= 0 and obj.proto.faces and obj.zone in ("stack", "battlefield"):
            return obj.proto.faces[obj.face].chars
        return obj.proto.chars

    def _compute_chars(self, obj: GameObject) -> Chars:
        base = self.face_chars(obj)
        if obj.zone != "battlefield":
            return base
        applied: list[tuple[str, int, Any, GameObject | None]] = []
        for src, ab in self._static_effects():
            # Rule-changing effects [613.11] and replacement effects change no
            # characteristics; their ``affects`` may look at characteristics (no recursion).
            if ab.effect.layer not in ("rules", "replacement") and \
                    ab.effect.affects(self, src, obj):
                applied.append((ab.effect.layer, src.timestamp, ab.effect, src))
        for ce in self.effects:
            if ce.effect.layer in ("rules", "replacement"):
                continue
            if (ce.objects and obj.id in ce.objects) or (
                not ce.objects and ce.effect.affects(self, self.objects.get(ce.source), obj)
            ):
                applied.append((ce.effect.layer, ce.timestamp, ce.effect,
                                self.objects.get(ce.source)))
        counters = obj.counters
        if not applied and not counters:
            return base
        m = MutableChars.of(base)
        applied.sort(key=lambda t: (t[0], t[1]))
        pt_counters_done = False
        for layer, _, eff, esrc in applied:
            self._volatile |= eff.volatile
            if layer > "7c" and not pt_counters_done:
                self._apply_counters(m, counters)
                pt_counters_done = True
            eff.apply(m, self, esrc)
        if not pt_counters_done:
            self._apply_counters(m, counters)
        return m.freeze()

    @staticmethod
    def _apply_counters(m: MutableChars, counters: dict[str, int] | None) -> None:
        """+1/+1 and -1/-1 counters apply in layer 7c [613.4c]; keyword counters in 6."""
        if not counters:
            return
        # A keyword counter gives its keyword ("first strike" counter) [122.1b, 613.1f].
        for kind, n in counters.items():
            if n > 0 and kind in KEYWORD_COUNTERS:
                m.keywords.add(kind[0].upper() + kind[1:])
                ability = cardpool.KEYWORD_ABILITIES.get(kind)
                if ability is not None:
                    # A triggered keyword (exalted): each counter is an instance, and each
                    # instance triggers separately [122.1b, 702.83b].
                    m.abilities.extend([ability] * n)
        if m.power is None or m.toughness is None:
            return
        d = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        m.power += d
        m.toughness += d

    def rule_applies(self, oid: int, rule: str) -> bool:
        """Whether a rule-changing effect applies to this permanent [613.11]: a continuous
        effect (from a resolved ability, or a static one) whose content has ``rule`` set,
        e.g. "cant_block" [509.1b], "cant_activate" [602.5], "attacks_despite_defender"
        [702.3b]."""
        obj = self.objects[oid]
        for ce in self.effects:
            if getattr(ce.effect, "rule", None) == rule and (
                    oid in ce.objects or (not ce.objects and ce.effect.affects(
                        self, self.objects.get(ce.source), obj))):
                return True
        return any(getattr(ab.effect, "rule", None) == rule and ab.effect.affects(self, src, obj)
                   for src, ab in self._static_effects())

    @staticmethod
    def final_chapter(c: Chars) -> int:
        """A Saga's final chapter number: the greatest among its chapter abilities
        (triggered abilities whose trigger has ``chapters``), 0 without any [714.2d]."""
        return max((n for ab in c.abilities if isinstance(ab, TriggeredAbility)
                    for n in getattr(ab.trigger, "chapters", ())), default=0)

    def _chapter_pending(self, oid: int) -> bool:
        """Whether a chapter ability of ``oid`` has triggered but not yet left the stack
        [714.4]."""
        return any(getattr(getattr(t[2], "trigger", None), "chapters", ())
                   for t in self.pending_triggers if t[1] == oid) or any(
            self.objects[s].kind == "ability" and self.objects[s].source == oid and
            getattr(getattr(self.objects[s].ability, "trigger", None), "chapters", ())
            for s in self.stack)

    def last_known_chars(self, oid: int) -> Chars:
        """An object's characteristics, or a permanent's as it last existed on the
        battlefield if it has left (it stays in ``objects`` with an empty zone, keeping its
        counters; effects that named it still list it) [608.2h, 113.7a]."""
        obj = self.objects[oid]
        if obj.zone or not obj.timestamp:
            return self.chars(oid) if obj.zone else obj.proto.chars
        obj.zone = "battlefield"  # look at it as it was there, changing nothing else
        try:
            self.dirty()
            return self.chars(oid)
        finally:
            obj.zone = ""
            self.dirty()

    def has(self, oid: int, keyword: str) -> bool:
        return keyword in self.chars(oid).keywords

    def power(self, oid: int) -> int:
        return self.chars(oid).power or 0

    def toughness(self, oid: int) -> int:
        return self.chars(oid).toughness or 0

    def is_type(self, oid: int, card_type: str) -> bool:
        return card_type in self.chars(oid).types

    # ------------------------------------------------------------------ queries

    def opponent(self, player: int) -> int:
        return 1 - player

    def apnap(self) -> tuple[int, int]:
        return (self.active, 1 - self.active)

    def permanents(self, controller: int | None = None, card_type: str | None = None
                   ) -> list[GameObject]:
        out = []
        for oid in self.battlefield:
            obj = self.objects[oid]
            if controller is not None and obj.controller != controller:
                continue
            if card_type is not None and card_type not in self.chars(oid).types:
                continue
            out.append(obj)
        return out

    def creatures(self, controller: int | None = None) -> list[GameObject]:
        return self.permanents(controller, "Creature")

    def zone_list(self, zone: str, owner: int) -> list[int]:
        p = self.players[owner]
        if zone == "library":
            return p.library
        if zone == "hand":
            return p.hand
        if zone == "graveyard":
            return p.graveyard
        if zone == "battlefield":
            return self.battlefield
        if zone == "stack":
            return self.stack
        if zone == "exile":
            return self.exile
        if zone == "command":
            return self.command
        raise ValueError(f"unknown zone {zone!r}")

    def counters_of(self, player: int, kind: str) -> int:
        return self.players[player].counters.get(kind, 0)

    # ------------------------------------------------------------------ zone changes

    def move(self, oid: int, zone: str, *, owner_zone: bool = True, position: int = -1,
             controller: int | None = None, tapped: bool = False, cr: str = "400.7",
             silent: bool = False, face: int = -1) -> int:
        """Move an object to a zone; it becomes a new object there [400.7].

        ``position`` -1 is the top (end of list), 0 the bottom.  Returns the new id, or 0
        when the object ceases to exist (a token or ability leaving its zone [111.7, 704.5d]).
        """
        obj = self.objects[oid]
        old_zone = obj.zone
        if old_zone == "battlefield" and zone != "exile" and self.effects:
            # "Exile it instead" replacements: of dying, or of leaving at all [614.1a, 702.84a]
            zone = self._replace_destination(oid, zone)
        if old_zone == "stack":
            self.stack.remove(oid)
        elif old_zone == "battlefield":
            self.battlefield.remove(oid)
            self.attackers.pop(oid, None)
            self.blocks.pop(oid, None)
            self.dirty()
            # For revolt: a permanent left the battlefield under this player's control this
            # turn (an ability word [207.2c]; the object as it last existed [603.10]).
            ts = self.players[obj.controller].turn_stats
            ts["permanents_left"] = ts.get("permanents_left", 0) + 1
        elif old_zone == "exile":
            self.exile.remove(oid)
        elif old_zone in ("library", "hand", "graveyard"):
            self.zone_list(old_zone, obj.owner).remove(oid)
        if old_zone not in ("battlefield", "stack"):
            # Objects in other zones are shared with clones (see ``clone``): replace, never
            # mutate, or a clone's move would leave this game's card listed with no zone.
            obj = obj.copy()
            self.objects[oid] = obj
        obj.zone = ""  # the old object is gone; it stays in ``objects`` as last known info
        if obj.kind == "ability":
            return 0
        if obj.kind in ("token", "copy") and zone != "battlefield":
            # A token that leaves the battlefield ceases to exist [111.7, 704.5d]; we still
            # emit the events so "dies" triggers see it.
            self._zone_events(obj, old_zone, zone, 0, silent)
            if old_zone == "battlefield":
                self._until_leaves(oid)
            return 0
        new = self._new_object(obj.proto, obj.owner, zone)
        new.kind = obj.kind
        if old_zone == "stack" and zone == "battlefield" and any(
                hasattr(ce.effect, "prevent_damage") for ce in self.effects):
            # A shield on a chosen permanent spell covers the permanent it becomes [609.7a].
            new.remember("was_spell", oid)
        if zone == "battlefield":
            # A modal double-faced card enters with the face played or cast up [712.12,
            # 712.13]; ``face`` says which when it is played as a land.
            if face >= 0 or (old_zone == "stack" and obj.proto.card.mdfc):
                new.face = face if face >= 0 else obj.face
            new.controller = obj.controller if controller is None else controller
            self._enter_battlefield(new, tapped, obj)
        elif zone == "stack":
            new.controller = obj.controller if controller is None else controller
            self.stack.append(new.id)
        else:
            lst = self.zone_list(zone, obj.owner)
            if position < 0 or position >= len(lst):
                lst.append(new.id)
            else:
                lst.insert(position, new.id)
        self._zone_events(obj, old_zone, zone, new.id, silent)
        if old_zone == "battlefield":
            self._until_leaves(oid)
        return new.id

    def _until_leaves(self, oid: int) -> None:
        """Cards exiled "until [this] leaves the battlefield" return at once, under their
        owner's control: a one-shot effect right after that event, not a trigger [610.3,
        610.3c].  Such a card remembers ``until_leaves`` (the permanent's id)."""
        for eid in [e for e in self.exile if self.objects[e].recall("until_leaves") == oid]:
            self.move(eid, "battlefield", controller=self.objects[eid].owner, cr="610.3c")

    def _replace_destination(self, oid: int, zone: str) -> str:
        """Replacement effects on where a permanent goes ("exile it instead") [614.1a]."""
        for ce in self.effects:
            redirect = getattr(ce.effect, "redirect", None)
            if redirect is not None and oid in ce.objects:
                zone = redirect(zone)
        return zone

    def _zone_events(self, obj: GameObject, old: str, new: str, new_id: int,
                     silent: bool) -> None:
        if old == "battlefield" and new == "graveyard" and \
                "Creature" in self.chars(obj.id).types:
            self.emit("dies", "700.4", obj.controller, obj.id, new_id)
        elif old == "battlefield":
            self.emit("leaves", "603.6c", obj.controller, obj.id, new_id,
                      info=f"{obj.name} leaves the battlefield to {new or 'nowhere'}")
        elif not silent and new not in ("stack", "battlefield"):
            self.emit("zone", "400.7", obj.owner, new_id or obj.id,
                      info=f"{obj.name} moves from {old} to {new}")

    def _enter_battlefield(self, obj: GameObject, tapped: bool, was: GameObject | None) -> None:
        """A permanent enters: replacement effects "enters tapped/with counters" [614.1c]."""
        self.clock += 1
        obj.timestamp = self.clock
        obj.tapped = tapped
        obj.sick = True
        if was is not None:
            obj.cast_from = was.cast_from if was.zone == "" and was.kind != "ability" else ""
            obj.x = was.x
        for ab in self.face_chars(obj).abilities:
            if isinstance(ab, EntersWith):
                if ab.unless is not None and ab.unless.holds(self, obj):
                    continue
                if ab.tapped:
                    obj.tapped = True
                for kind, n in ab.counters:
                    self._put_counters(obj, kind, n)
                if ab.amount is not None:
                    self._put_counters(obj, ab.counter_kind, ab.amount.value(self, obj))
        c = obj.proto.chars
        if "Planeswalker" in c.types and c.loyalty:
            # A planeswalker enters with its printed loyalty in loyalty counters [306.5b].
            self._put_counters(obj, "loyalty", c.loyalty)
        if "Saga" in c.subtypes and self.final_chapter(c):
            self._put_counters(obj, "lore", 1)  # as a Saga enters, a lore counter [714.3a]
        self.battlefield.append(obj.id)
        self.dirty()
        self.emit("enter", "603.6a", obj.controller, obj.id)

    def _put_counters(self, obj: GameObject, kind: str, n: int) -> None:
        if n <= 0:
            return
        if obj.counters is None:
            obj.counters = {}
        obj.counters[kind] = obj.counters.get(kind, 0) + n

    # ------------------------------------------------------------------ the rules API for cards

    def draw(self, player: int, n: int = 1) -> None:
        """Draw cards [121]; drawing from an empty library loses at the next SBA [704.5b]."""
        p = self.players[player]
        for _ in range(n):
            if not p.library:
                p.drew_from_empty = True
                self.emit("draw_empty", "704.5b", player,
                          info="attempted to draw from an empty library")
                continue
            oid = p.library.pop()
            obj = self.objects[oid].copy()  # shared with clones: replace, don't mutate
            self.objects[oid] = obj
            obj.zone = ""
            new = self._new_object(obj.proto, player, "hand")
            p.hand.append(new.id)
            self.emit("draw", "121.1", player, new.id)

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.players[player].library)
        self.emit("shuffle", "701.24a", player)

    def gain_life(self, player: int, amount: int, cr: str = "119.3") -> None:
        if amount <= 0:
            return
        self.players[player].life += amount
        self.emit("life", cr, player, amount=amount)

    def lose_life(self, player: int, amount: int, cr: str = "119.3") -> None:
        if amount <= 0:
            return
        self.players[player].life -= amount
        self.emit("life", cr, player, amount=-amount)

    def add_player_counters(self, player: int, kind: str, n: int, cr: str = "122.1") -> None:
        """Give a player counters: energy [107.14], poison, rad, experience ... [122.1]."""
        if n <= 0:
            return
        for src, ab in self._static_effects():
            # "If you would get one or more {E}, you get that many plus one instead" [614.1a]
            more = getattr(ab.effect, "more_player_counters", None)
            if more is not None:
                n = more(self, src, player, kind, n)
        p = self.players[player]
        p.counters[kind] = p.counters.get(kind, 0) + n
        key = f"{kind}_gained"
        p.turn_stats[key] = p.turn_stats.get(key, 0) + n
        p.stats[key] = p.stats.get(key, 0) + n
        self.emit("counters_player", cr, player, amount=n, info=kind)

    def pay_player_counters(self, player: int, kind: str, n: int, cr: str = "107.14") -> bool:
        """Pay {E} (or other player counters) by removing them; never more than you have."""
        p = self.players[player]
        have = p.counters.get(kind, 0)
        if n > have:
            return False
        if n == 0:
            return True
        p.counters[kind] = have - n
        key = f"{kind}_paid"
        p.turn_stats[key] = p.turn_stats.get(key, 0) + n
        p.stats[key] = p.stats.get(key, 0) + n
        self.emit("pay_counters", cr, player, amount=n, info=kind)
        return True

    def remove_player_counters(self, player: int, kind: str, n: int) -> int:
        """Lose counters without paying (an effect removes them) [122.8]."""
        p = self.players[player]
        n = min(n, p.counters.get(kind, 0))
        if n:
            p.counters[kind] -= n
            key = f"{kind}_lost"
            p.turn_stats[key] = p.turn_stats.get(key, 0) + n
            self.emit("counters_player", "122.1", player, amount=-n, info=kind)
        return n

    def add_counters(self, oid: int, kind: str, n: int, cr: str = "122.1") -> None:
        obj = self.objects[oid]
        if n <= 0 or obj.zone != "battlefield":
            return
        self._put_counters(obj, kind, n)
        self.dirty()
        self.emit("counters", cr, obj.controller, obj.id, oid, n, info=kind)

    def remove_counters(self, oid: int, kind: str, n: int) -> int:
        obj = self.objects[oid]
        have = obj.count(kind)
        n = min(n, have)
        if n and obj.counters is not None:
            obj.counters[kind] = have - n
            if not obj.counters[kind]:
                del obj.counters[kind]
            self.dirty()
        return n

    def tap(self, oid: int) -> None:
        obj = self.objects[oid]
        if not obj.tapped:
            obj.tapped = True
            self.emit("tap", "701.26a", obj.controller, oid)

    def untap(self, oid: int) -> None:
        obj = self.objects[oid]
        if obj.tapped and obj.count("stun"):
            # "If a permanent with a stun counter would become untapped, instead remove a
            # stun counter from it" [122.1d].
            self.remove_counters(oid, "stun", 1)
            return
        obj.tapped = False

    def deal_damage(self, source: int, target: int, amount: int, *, combat: bool = False,
                    cr: str = "120.3") -> int:
        """Damage [120]: to a player, life loss; to a creature, marked damage; to a
        planeswalker, loyalty counters removed; deathtouch and lifelink apply [702.2, 702.15].
        """
        if amount <= 0:
            return 0
        for esrc, ab in self._static_effects():
            # Replacement effects that modify damage ("plus 2 instead") [614.1a, 616.1].
            modify = getattr(ab.effect, "modify_damage", None)
            if modify is not None:
                amount = modify(self, esrc, source, target, amount, combat)
        # Prevention effects: shields from resolved abilities and static ones; prevented
        # damage is never dealt [615.1, 615.6].
        for prevent in [getattr(ce.effect, "prevent_damage", None) for ce in self.effects] + [
                getattr(ab.effect, "prevent_damage", None) for _, ab in self._static_effects()]:
            if prevent is not None and amount > 0:
                n = min(amount, prevent(self, source, target, amount, combat))
                if n > 0:
                    amount -= n
                    self.emit("prevent", "615.1", -1, source, target, n,
                              info=f"{n} damage from {self.name_of(source)} to "
                                   f"{self.name_of(target)} is prevented")
        if amount <= 0:
            return 0
        src = self.objects[source]
        sc = self.chars(source) if src.zone else src.proto.chars
        controller = src.controller
        if is_player_ref(target):
            p = ref_player(target)
            self.players[p].life -= amount
            self.emit("damage", cr, controller, source, target, amount, info=sc.name)
            self.emit("life", "120.3a", p, amount=-amount)
        else:
            obj = self.objects[target]
            if obj.zone != "battlefield":
                return 0
            tc = self.chars(target)
            if "Planeswalker" in tc.types:
                self.remove_counters(target, "loyalty", amount)
            excess = 0
            if "Creature" in tc.types:
                # Excess damage: beyond lethal damage, i.e. its toughness less the damage
                # already marked; the turn's total is remembered on it [120.10, 120.6].
                excess = max(0, amount - max(0, (tc.toughness or 0) - obj.damage))
                obj.damage += amount
                if "Deathtouch" in sc.keywords:
                    obj.deathtouched = True
            self.emit("damage", cr, controller, source, target, amount, info=sc.name)
            if excess:
                turn, before = obj.recall("excess", (0, 0))
                obj.remember("excess", (self.turn, excess + (before if turn == self.turn
                                                             else 0)))
                self.emit("excess_damage", "120.10", controller, source, target, excess,
                          info=f"{tc.name} is dealt {excess} excess damage")
        if "Lifelink" in sc.keywords:
            self.gain_life(controller, amount, cr="702.15b")
        if combat:
            self.emit("combat_damage", "510.2", controller, source, target, amount,
                      info=sc.name)
        return amount

    def destroy(self, oid: int, cr: str = "701.8") -> bool:
        """Destroy: to the graveyard unless indestructible [701.8, 702.12b]."""
        obj = self.objects[oid]
        if obj.zone != "battlefield" or self.has(oid, "Indestructible"):
            return False
        self.move(oid, "graveyard", cr=cr)
        return True

    def sacrifice(self, oid: int) -> None:
        self.move(oid, "graveyard", cr="701.21")

    def exile_obj(self, oid: int) -> int:
        return self.move(oid, "exile", cr="406")

    def create_token(self, token: TokenDef | Proto, controller: int, n: int = 1, *,
                     tapped: bool = False) -> list[int]:
        """Create tokens [111.2]; returns their ids."""
        proto = token if isinstance(token, Proto) else cardpool.token_proto(token)
        out = []
        for _ in range(n):
            obj = self._new_object(proto, controller, "battlefield")
            obj.kind = "token"
            obj.controller = controller
            self.emit("token", "111.2", controller, obj.id, info=proto.chars.name)
            self._enter_battlefield(obj, tapped, None)
            out.append(obj.id)
        return out

    def create_emblem(self, token: TokenDef, player: int) -> int:
        """Put an emblem into ``player``'s command zone; returns its id [114.2]."""
        obj = self._new_object(cardpool.token_proto(token), player, "command")
        obj.kind = "emblem"  # neither a card nor a permanent [114.5]
        obj.controller = player
        self.command.append(obj.id)
        self.dirty()  # its triggered abilities join the trigger index [114.4]
        self.emit("emblem", "114.2", player, obj.id,
                  info=f"{self.players[player].name} gets an emblem ({token.name})")
        return obj.id

    def copy_spell(self, spell_id: int, controller: int) -> int:
        """Put a copy of a spell on the stack, with its modes and X; the caller has new
        targets chosen for it [707.10].  Returns the copy's id."""
        spell = self.objects[spell_id]
        copy = self._new_object(spell.proto, spell.owner, "stack")
        copy.kind = "copy"
        copy.controller = controller
        copy.ability, copy.face, copy.x = spell.ability, spell.face, spell.x
        copy.modes = spell.modes
        self.stack.append(copy.id)
        self.emit("copy", "707.10", controller, copy.id, spell.id,
                  info=f"a copy of {spell.name} is put on the stack")
        return copy.id

    def add_effect(self, effect: Any, source: int, controller: int, *,
                   objects: tuple[int, ...] = (), until: str = "eot") -> None:
        """Start a continuous effect from a resolving spell or ability [611.2]."""
        self.clock += 1
        self.effects.append(ContinuousEffect(effect, source, controller, self.clock, objects,
                                             until, self.turn))
        self.dirty()

    def became_targets(self, oid: int) -> None:
        """Each permanent, card and player a spell or ability targets "becomes the target"
        of it as it is cast, activated or put on the stack ("becomes_target": ``obj`` the
        spell or ability, ``other`` the target) [115.1, 702.21a]."""
        obj = self.objects[oid]
        for ref in dict.fromkeys(r for grp in obj.targets for r in grp if r):
            self.emit("becomes_target", "115.1", obj.controller, oid, ref,
                      info=f"{self.name_of(ref)} becomes the target of {obj.name}")

    def counter(self, oid: int) -> None:
        """Counter a spell or ability: it leaves the stack [701.5]."""
        obj = self.objects[oid]
        if obj.zone != "stack":
            return
        self.emit("counter_spell", "701.5a", obj.controller, oid)
        if obj.kind == "ability":
            self.stack.remove(oid)
            obj.zone = ""
        else:
            # "If that spell would be put into your graveyard, exile it instead" [614.1a].
            self.move(oid, "exile" if obj.recall("exile_on_resolve") else "graveyard",
                      cr="701.5a")

    def discard(self, player: int, oid: int) -> None:
        self.emit("discard", "701.9", player, oid)
        self.move(oid, "graveyard", cr="701.9a", silent=True)

    def lose(self, player: int, reason: str, cr: str) -> None:
        p = self.players[player]
        if not p.lost:
            p.lost = True
            self.emit("lose", cr, player, info=reason)

    def win(self, player: int, reason: str, cr: str = "104.2b") -> None:
        """An effect says a player wins the game [104.2b]: the game ends at once with that
        player as the winner; each opponent is recorded as having lost, citing ``cr``."""
        if self.result is not None:
            return
        for p in self.players:
            if p.index != player:
                self.lose(p.index, reason, cr)
        self.result = (player, reason)
        self.decision = None

    # Designations only one player can have at a time [724.3, 725.3].
    EXCLUSIVE_DESIGNATIONS: ClassVar[dict[str, str]] = {"monarch": "724.3",
                                                       "initiative": "725.3"}

    def give_designation(self, player: int, name: str) -> None:
        """``player`` becomes the monarch / takes the initiative / gets the city's blessing;
        the monarch and the initiative are taken from whoever had them [724.3, 725.3]."""
        if name in self.players[player].designations:
            return
        if name in self.EXCLUSIVE_DESIGNATIONS:
            for p in self.players:
                p.designations.discard(name)
        self.players[player].designations.add(name)
        self.emit("designation", self.EXCLUSIVE_DESIGNATIONS.get(name, "702.131c"), player,
                  info=name)

    # ------------------------------------------------------------------ triggers

    def _check_triggers(self, ev: Event) -> None:
        kind = ev.kind
        for obj, ab in list(self._trigger_index().get(kind, ())):
            if obj.zone in ("battlefield", "command") and ab.trigger.matches(self, obj, ev):
                self._trigger(obj, ab, ev)
        if kind in ("dies", "leaves"):
            # Leaves-the-battlefield abilities look back in time [603.10a], also those of
            # permanents that left at the same time, just before this one.
            ghosts = [ev.obj] + [g for g in self._together or () if g != ev.obj]
            for gid in ghosts:
                ghost = self.objects[gid]
                for gab in ghost.proto.chars.abilities:
                    if isinstance(gab, TriggeredAbility) and kind in gab.trigger.events and \
                            "battlefield" not in gab.trigger.zones and \
                            gab.trigger.matches(self, ghost, ev):
                        self._trigger(ghost, gab, ev)
            if self._together is not None:
                self._together.append(ev.obj)

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Zone changes made inside happen at the same time [603.10a]: a permanent that
        left earlier in the batch still triggers on the later ones ("whenever another
        creature dies" on a creature that died at the same time)."""
        outer = self._together
        self._together = [] if outer is None else outer
        try:
            yield
        finally:
            self._together = outer

    def _trigger(self, source: GameObject, ab: TriggeredAbility, ev: Event) -> None:
        if ab.condition is not None and not ab.condition.holds(self, source):
            return  # intervening "if" false: it doesn't trigger [603.4]
        self.pending_triggers.append((source.controller, source.id, ab, ev))

    def trigger_now(self, source: int, ability: TriggeredAbility, controller: int,
                    ev: Event | None = None) -> None:
        """Reflexive and delayed abilities trigger here [603.7, 603.12]."""
        src = self.objects[source]
        event = ev or Event("reflexive", "603.12", controller, source)
        self.pending_triggers.append((controller, src.id, ability, event))

    def add_delayed(self, step: str, ability: TriggeredAbility, controller: int, source: int,
                    *, not_before_turn: int = 0) -> None:
        """Create a delayed triggered ability "at the beginning of the next <step>" [603.7]."""
        self.delayed.append((step, controller, cardpool.PART_KEYS[id(ability)], source,
                             not_before_turn))

    def _fire_delayed(self, when: str) -> None:
        keep = []
        for d in self.delayed:
            step, controller, ability_key, oid, not_before = d
            if step == when and self.turn >= not_before:
                ab = cardpool.PARTS[ability_key]
                assert isinstance(ab, TriggeredAbility)
                self.trigger_now(oid, ab, controller)
                continue
            keep.append(d)
        self.delayed = keep

    # ------------------------------------------------------------------ priority, SBA

    def _player_would_receive_priority(self) -> None:
        """SBAs, then triggers to the stack, then priority [117.5, 704.3, 603.3]."""
        if self._state_based_actions():
            return
        if self.pending_triggers:
            self.tasks.append(("put_triggers",))
            return
        self._give_priority()

    def _state_based_actions(self) -> bool:
        """Perform all applicable SBAs simultaneously; True if any happened [704.3]."""
        if self._ver == self._sba_ver:
            return False  # nothing happened since the last check found nothing
        happened = self._sba_once()
        if not happened and self.decision is None:
            self._sba_ver = self._ver
        return happened

    def _sba_once(self) -> bool:
        happened = False
        for p in self.players:
            if p.lost:
                continue
            if p.life <= 0:
                self.lose(p.index, "0 or less life", "704.5a")
            elif p.drew_from_empty:
                self.lose(p.index, "drew from an empty library", "704.5b")
            elif p.counters.get("poison", 0) >= 10:
                self.lose(p.index, "ten or more poison counters", "704.5c")
        losers = [p.index for p in self.players if p.lost]
        if losers:
            if len(losers) == 2:
                self.result = (None, "both players lost")
                self.emit("draw_game", "104.4a")
            else:
                self.result = (1 - losers[0], self.log[-1].info)
            return True
        dying: list[tuple[int, str, str]] = []
        legends: dict[tuple[int, str], list[int]] = {}
        for oid in self.battlefield:
            obj = self.objects[oid]
            c = self.chars(oid)
            if "Creature" in c.types:
                t = c.toughness or 0
                if t <= 0:
                    dying.append((oid, "704.5f", "graveyard"))
                    continue
                if (obj.damage >= t or (obj.deathtouched and obj.damage > 0)) and \
                        "Indestructible" not in c.keywords:
                    dying.append((oid, "704.5g" if obj.damage >= t else "704.5h", "destroy"))
                    continue
            if "Planeswalker" in c.types and obj.count("loyalty") <= 0:
                dying.append((oid, "704.5i", "graveyard"))
                continue
            if obj.counters and "+1/+1" in obj.counters and "-1/-1" in obj.counters:
                n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
                obj.counters["+1/+1"] -= n
                obj.counters["-1/-1"] -= n
                obj.counters = {k: v for k, v in obj.counters.items() if v}
                self.dirty()
                self.emit("sba", "704.5q", obj.controller, oid,
                          info=f"{n} +1/+1 and -1/-1 counters on {obj.name} annihilate")
                happened = True
            if obj.attached_to and "Aura" in c.subtypes and (
                obj.attached_to not in self.objects
                or self.objects[obj.attached_to].zone != "battlefield"
            ):
                dying.append((oid, "704.5m", "graveyard"))
                continue
            if obj.attached_to and "Equipment" in c.subtypes and (
                obj.attached_to not in self.objects
                or self.objects[obj.attached_to].zone != "battlefield"
                or "Creature" not in self.chars(obj.attached_to).types
                or "Creature" in c.types
            ):
                # An Equipment attached to an illegal permanent becomes unattached [704.5n].
                obj.attached_to = 0
                self.dirty()
                self.emit("sba", "704.5n", obj.controller, oid,
                          info=f"{obj.name} becomes unattached")
                happened = True
            final = self.final_chapter(c) if "Saga" in c.subtypes else 0
            if final and obj.count("lore") >= final and not self._chapter_pending(oid):
                # A Saga whose last chapter has left the stack is sacrificed [714.4, 704.5s].
                dying.append((oid, "704.5s", "sacrifice"))
                continue
            if "Legendary" in c.supertypes:
                legends.setdefault((obj.controller, c.name), []).append(oid)
        with self.simultaneously():
            for oid, cr, _how in dying:
                if self.objects[oid].zone != "battlefield":
                    continue
                self.emit("sba", cr, self.objects[oid].controller, oid,
                          info=f"{self.objects[oid].name} is put into its owner's graveyard")
                self.move(oid, "graveyard", cr=cr)
                happened = True
        for (controller, name), ids in legends.items():
            if len(ids) > 1:
                # The legend rule: the controller chooses one to keep [704.5j].
                opts = tuple(Choice("pick", i) for i in ids)
                self._ask(controller, "choose", f"Legend rule: choose the {name} to keep",
                          opts, ("legend_keep", tuple(ids)), cr="704.5j")
                return True
        return happened

    def _give_priority(self) -> None:
        p = self.priority
        if p < 0:
            p = self.priority = self.active
        opts = self.priority_options(p)
        if self.auto_pass and len(opts) == 1:
            self._pass_priority()
            return
        self._ask(p, PRIORITY, f"{self.players[p].name}, {self.step} of turn {self.turn}",
                  opts, ("priority_answer",), cr="117")

    def priority_options(self, player: int) -> tuple[Choice, ...]:
        """Legal priority actions: pass, play a land, cast, activate [117.1]."""
        opts = [PASS]
        p = self.players[player]
        sorcery_ok = player == self.active and self.step in MAIN_STEPS and not self.stack
        sources = None
        seen: set[tuple[str, str]] = set()
        if sorcery_ok and p.lands_played < p.land_drops:
            for oid in p.hand:
                obj = self.objects[oid]
                if "Land" in obj.proto.chars.types and ("land", obj.name) not in seen:
                    seen.add(("land", obj.name))
                    opts.append(Choice("land", oid))
                elif obj.proto.card.mdfc and ("land", obj.name) not in seen:
                    # A modal double-faced card may be played as its land face [712.12].
                    seen.add(("land", obj.name))
                    opts += [Choice("land", oid, fi) for fi, f in enumerate(obj.proto.faces)
                             if "Land" in f.chars.types]
        for oid in p.hand:
            obj = self.objects[oid]
            c = obj.proto.chars
            if "Land" in c.types or ("cast", obj.name) in seen:
                continue
            seen.add(("cast", obj.name))
            if obj.proto.faces:
                for fi, face in enumerate(obj.proto.faces):
                    if obj.proto.card.aftermath and fi > 0:
                        continue
                    if sources is None:
                        sources = self.mana_sources(player)
                    if self._castable(player, obj, face.chars, sorcery_ok, sources, fi):
                        opts.append(Choice("cast", oid, fi))
                continue
            if sources is None:
                sources = self.mana_sources(player)
            if self._castable(player, obj, c, sorcery_ok, sources, -1):
                opts.append(Choice("cast", oid, -1))
            if self._alternative_cost(player, obj, sorcery_ok):
                opts.append(Choice("cast", oid, 1))  # for an alternative cost [118.9]
        # Aftermath halves from the graveyard [702.127]; cards castable from exile
        for oid in p.graveyard:
            obj = self.objects[oid]
            if obj.proto.card.aftermath and obj.proto.faces:
                face = obj.proto.faces[-1]
                if sources is None:
                    sources = self.mana_sources(player)
                if self._castable(player, obj, face.chars, sorcery_ok, sources,
                                  len(obj.proto.faces) - 1):
                    opts.append(Choice("cast", oid, len(obj.proto.faces) - 1))
            perm = obj.recall("graveyard_cast")
            if perm is not None and perm[0] == self.turn and perm[1] == player and \
                    not obj.proto.faces:
                # A card that gained "you may cast this card from your graveyard" this turn
                # (jump-start), with the granting effect's additional costs [702.133a, 601.2f].
                if sources is None:
                    sources = self.mana_sources(player)
                extra = getattr(cardpool.PARTS[perm[2]], "additional_costs", ())
                if self._castable(player, obj, obj.proto.chars, sorcery_ok, sources, -1) and \
                        all(x.can_pay(self, obj) for x in extra):
                    opts.append(Choice("cast", oid, -1))
        for oid in self.exile:
            obj = self.objects[oid]
            perm = obj.recall("may_play_until")
            # "May play ... until the end of turn N": the permission ends with that turn
            # [611.2a]; playing uses normal timing, costs and land drops [305.1, 601.2].
            if perm is None or obj.recall("may_play_by") != player or self.turn > perm:
                continue
            if "Land" in obj.proto.chars.types:
                if sorcery_ok and p.lands_played < p.land_drops:
                    opts.append(Choice("land", oid))
                continue
            if sources is None:
                sources = self.mana_sources(player)
            if self._castable(player, obj, obj.proto.chars, sorcery_ok, sources, -1):
                opts.append(Choice("cast", oid, -1))
        for oid in self.battlefield:
            obj = self.objects[oid]
            if obj.controller != player:
                continue
            for i, ab in enumerate(self.chars(oid).abilities):
                if isinstance(ab, ActivatedAbility) and ab.zone == "battlefield" and \
                        self._can_activate(player, obj, ab, sorcery_ok):
                    opts.append(Choice("activate", oid, i))
        for oid in (*p.hand, *p.graveyard):
            # Activated abilities that function in the hand, like cycling, or in the
            # graveyard, like unearth [113.6b, 702.29a, 702.84a].
            obj = self.objects[oid]
            for i, ab in enumerate(obj.proto.chars.abilities):
                if isinstance(ab, ActivatedAbility) and ab.zone == obj.zone and \
                        self._can_activate(player, obj, ab, sorcery_ok):
                    opts.append(Choice("activate", oid, i))
        return tuple(opts)

    def _alternative_cost(self, player: int, obj: GameObject, sorcery_ok: bool) -> str:
        """An alternative cost that a static ability lets ``player`` cast this card for
        now ("by paying {E} rather than paying their mana costs"), or "" [118.9, 601.2b].

        A static effect with ``alt_cost(game, permanent, player, card)`` returns ``(cost
        key, flash)`` when it applies and can be paid (``"energy:1"``: pay one {E}); with
        ``flash`` the spell may be cast as though it had flash [702.8a]."""
        c = obj.proto.chars
        for src, ab in self._static_effects():
            grant = getattr(ab.effect, "alt_cost", None)
            got = grant(self, src, player, obj) if grant is not None else None
            if got is None:
                continue
            key, flash = got
            if not (sorcery_ok or flash or "Instant" in c.types or "Flash" in c.keywords):
                continue
            spell = obj.proto.card.spell()
            if spell is not None and not (
                    all(x.can_pay(self, obj) for x in spell.additional_costs)
                    and self._targets_available(spell, player, obj)):
                continue
            return str(key)
        return ""

    def _castable(self, player: int, obj: GameObject, c: Chars, sorcery_ok: bool,
                  sources: list[ManaSource], face: int) -> bool:
        """Timing [307.1, 702.8], targets available [601.2c], cost payable [601.2g]."""
        if "Land" in c.types:
            return False
        if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
            return False
        cost = c.mana_cost
        if cost.x:
            cost = cost.with_x(0)
        cost = self.reduced_cost(player, obj, cost)
        p = self.players[player]
        if find_payment(cost, p.pool, sources, energy=p.energy, life=p.life) is None:
            return False
        proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
        spell = proto.card.spell()
        if spell is None:
            return True
        if not all(cost.can_pay(self, obj) for cost in spell.additional_costs):
            return False
        return self._targets_available(spell, player, obj)

    def reduced_cost(self, player: int, obj: GameObject, cost: ManaCost) -> ManaCost:
        """A spell's mana cost minus its own cost reductions ("this spell costs {1} less to
        cast for each ..."), which function wherever the card is cast from [601.2f, 113.6]:
        a static ability whose effect has ``reduce_cost(game, card, player) -> int``; the
        generic part never goes below {0}."""
        for ab in obj.proto.chars.abilities:
            reduce = getattr(getattr(ab, "effect", None), "reduce_cost", None)
            if isinstance(ab, StaticAbility) and reduce is not None:
                cost = cost.reduced(reduce(self, obj, player))
        return cost

    def _targets_available(self, ab: Any, player: int, ctx: GameObject) -> bool:
        modes: tuple[Mode, ...] = getattr(ab, "modes", ())
        if modes:
            return any(self._specs_satisfiable(m.targets, player, ctx) for m in modes)
        return self._specs_satisfiable(ab.targets, player, ctx)

    def _specs_satisfiable(self, specs: tuple[TargetSpec, ...], player: int,
                           ctx: GameObject) -> bool:
        if not specs:
            return True
        key = (specs, player, self._ver)
        memo = self._target_memo
        if key in memo:
            return memo[key]
        memo.clear() if len(memo) > 64 else None
        memo[key] = result = self._specs_check(specs, player, ctx)
        return result

    def _specs_check(self, specs: tuple[TargetSpec, ...], player: int, ctx: GameObject) -> bool:
        saved = ctx.controller
        ctx.controller = player
        try:
            return all(spec.min_count == 0 or len(spec.candidates(self, ctx)) >= spec.min_count
                       for spec in specs)
        finally:
            ctx.controller = saved

    def _can_activate(self, player: int, obj: GameObject, ab: ActivatedAbility,
                      sorcery_ok: bool) -> bool:
        if ab.sorcery and not sorcery_ok:
            return False
        if self.rule_applies(obj.id, "cant_activate"):
            return False  # its activated abilities can't be activated [602.5]
        if ab.loyalty is not None:
            if not sorcery_ok or obj.recall("loyalty_turn") == self.turn:
                return False
            if ab.loyalty < 0 and obj.count("loyalty") < -ab.loyalty:
                return False
        used_key = "used_" + cardpool.PART_KEYS.get(id(ab), ab.text)
        if ab.once_per_turn and obj.recall(used_key) == self.turn:
            return False
        if not all(cost.can_pay(self, obj) for cost in ab.costs):
            return False
        if not self._targets_available(ab, player, obj):
            return False
        if ab.mana.is_free and not ab.mana.x:
            return True
        p = self.players[player]
        sources = [s for s in self.mana_sources(player) if s.obj != obj.id]
        return find_payment(ab.mana.with_x(0), p.pool, sources, energy=p.energy) is not None

    def can_pay_mana(self, player: int, cost: ManaCost) -> bool:
        """Could ``player`` pay this mana cost right now (pool and mana abilities)?"""
        p = self.players[player]
        return find_payment(cost, p.pool, self.mana_sources(player), energy=p.energy,
                            life=p.life) is not None

    def pay_mana(self, player: int, cost: ManaCost,
                 sources: list[ManaSource] | None = None) -> bool:
        """Pay a mana cost now: the automatic payer activates mana abilities, then the pool
        pays [601.2g-h, 605.3a]; during a resolution this is "unless/may pay {N}" [118.3].
        Returns False, changing nothing, when it can't be paid.
        """
        p = self.players[player]
        if sources is None:
            sources = self.mana_sources(player)
        payment = find_payment(cost, p.pool, sources, energy=p.energy, life=p.life)
        if payment is None:
            return False
        for src, color in payment.sources:
            _activate_mana(self, player, src, color)
        # Spend pool mana as planned, recomputed now that everything floats; the plan paid
        # each {S} with a snow source's mana, which is now in the pool as generic [107.4h].
        snow = cost.colored.count("S")
        if snow:
            cost = dataclasses.replace(cost, generic=cost.generic + snow,
                                       colored=cost.colored.replace("S", ""))
        final = find_payment(cost, p.pool, [], energy=p.energy, life=p.life)
        assert final is not None
        for color, n in final.from_pool.items():
            p.pool[color] -= n
            if not p.pool[color]:
                del p.pool[color]
        # The mana spent, tallied for "the amount of mana spent to cast it" [601.2h, 106.4].
        p.stats["mana_spent"] = p.stats.get("mana_spent", 0) + sum(final.from_pool.values())
        if final.life:
            self.lose_life(player, final.life, cr="107.4f")
        return True

    def mana_sources(self, player: int) -> list[ManaSource]:
        """Untapped permanents whose mana abilities could be activated now [605]."""
        out = []
        for oid in self.battlefield:
            obj = self.objects[oid]
            if obj.controller != player or obj.tapped:
                continue
            c = self.chars(oid)
            sick = obj.sick and "Creature" in c.types and "Haste" not in c.keywords
            if self.rule_applies(oid, "cant_activate"):
                continue  # mana abilities are activated abilities too [602.5, 605.1a]
            for i, ab in enumerate(c.abilities):
                if isinstance(ab, ManaAbility) and not (ab.tap and sick):
                    out.append(ManaSource(oid, i, ab.produce, ab.amount, ab.energy, ab.life,
                                          ab.combination, "Snow" in c.supertypes))
        return out

    def _pass_priority(self) -> None:
        self.passes += 1
        if self.passes >= len(self.players):
            self.passes = 0
            if self.stack:
                self.tasks.append(("resolve",))
            else:
                self.tasks.append(("end_step",))
        else:
            self.priority = 1 - self.priority

    # ------------------------------------------------------------------ clone / view

    def clone(self) -> Game:
        """An independent copy, cheap enough for search [objects outside the battlefield
        and stack are never mutated, so they are shared]."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.players = [p.copy() for p in self.players]
        objs = dict(self.objects)
        for oid in self.battlefield:
            objs[oid] = objs[oid].copy()
        for oid in self.stack:
            objs[oid] = objs[oid].copy()
        for oid in self.exile:
            o = objs[oid]
            if o.memory is not None:
                objs[oid] = o.copy()
        g.objects = objs
        g.battlefield = list(self.battlefield)
        g.stack = list(self.stack)
        g.exile = list(self.exile)
        g.command = list(self.command)
        g.tasks = list(self.tasks)
        g.effects = list(self.effects)
        g.delayed = list(self.delayed)
        g.pending_triggers = list(self.pending_triggers)
        g.attackers = dict(self.attackers)
        g.blocks = dict(self.blocks)
        g.blocked = set(self.blocked)
        g.rng = Rng(self.rng.state)
        g.log = list(self.log)
        g.choices = list(self.choices)
        g._chars = dict(self._chars)
        g._statics = None
        g._triggers = None
        g._target_memo = {}
        return g

    def view(self, player: int) -> Any:
        """What ``player`` may know [hidden information]; see :mod:`.view`."""
        from aetherworks.engine.view import make_view

        return make_view(self, player)

    def to_json(self) -> str:
        from aetherworks.engine.serialize import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes, source: str = "<saved game>") -> Game:
        """A game saved by :meth:`to_json`.  A save holds data only: anything else in it is
        a ``SaveError`` (a ``ValueError``) that says ``source: where: what is wrong``."""
        from aetherworks.engine.serialize import game_from_json

        return game_from_json(text, source)  # type: ignore[no-any-return]


# ====================================================================== tasks: setup


@task("start")
def _start(g: Game) -> None:
    """Choose who plays first, shuffle, draw seven [103.1-103.5]."""
    for p in g.players:
        g.rng.shuffle(p.library)
    winner = g.rng.below(2)
    g._ask(winner, PLAY_FIRST, f"{g.players[winner].name} won the toss: play or draw?",
           (Choice("play"), Choice("draw")), ("play_first", winner), cr="103.1")


@task("play_first")
def _play_first(g: Game, winner: int, choice: Choice) -> None:
    g.active = winner if choice.kind == "play" else 1 - winner
    g.emit("play_first", "103.1", g.active)
    g.tasks.append(("draw_hands",))


@task("draw_hands")
def _draw_hands(g: Game) -> None:
    for i in g.apnap():
        g.draw(i, HAND_SIZE)
    g.tasks.append(("mulligan_ask", g.apnap(), ()))


@task("mulligan_ask")
def _mulligan_ask(g: Game, pending: tuple[int, ...], mulls: tuple[int, ...]) -> None:
    """Declarations in turn order, then the mulligans all at once, repeated for those who
    took one [103.5]."""
    if not pending:
        if not mulls:
            g.tasks.append(("begin_turn",))
            return
        for player in mulls:
            # London mulligan: shuffle the hand away, draw seven again [103.5].
            p = g.players[player]
            p.mulligans += 1
            g.emit("mulligan", "103.5", player)
            for oid in list(p.hand):
                g.move(oid, "library", silent=True)
            g.shuffle(player)
            g.draw(player, HAND_SIZE)
        g.tasks.append(("mulligan_ask", mulls, ()))
        return
    player = pending[0]
    p = g.players[player]
    if p.mulligans >= HAND_SIZE:
        g.tasks.append(("mulligan_done", player, pending[1:], mulls))
        return
    g._ask(player, MULLIGAN, f"{p.name}: keep this {len(p.hand)}-card hand "
           f"(mulligans taken: {p.mulligans})?", (Choice("keep"), Choice("mulligan")),
           ("mulligan_answer", pending, mulls), cr="103.5")


@task("mulligan_answer")
def _mulligan_answer(g: Game, pending: tuple[int, ...], mulls: tuple[int, ...],
                     choice: Choice) -> None:
    player = pending[0]
    if choice.kind == "mulligan":
        g.tasks.append(("mulligan_ask", pending[1:], (*mulls, player)))
        return
    g.tasks.append(("mulligan_done", player, pending[1:], mulls))


@task("mulligan_done")
def _mulligan_done(g: Game, player: int, pending: tuple[int, ...], mulls: tuple[int, ...]
                   ) -> None:
    """A kept hand: put one card per mulligan on the bottom of the library [103.5]."""
    p = g.players[player]
    if p.mulligans and len(p.hand) > HAND_SIZE - p.mulligans:
        opts = tuple(Choice("pick", oid) for oid in p.hand)
        n = len(p.hand) - (HAND_SIZE - p.mulligans)
        g._ask(player, BOTTOM, f"{p.name}: put a card on the bottom of your library "
               f"({n} more)", opts, ("bottom_card", player, pending, mulls), cr="103.5")
        return
    g.emit("keep", "103.5", player, amount=len(p.hand))
    g.tasks.append(("mulligan_ask", pending, mulls))


@task("bottom_card")
def _bottom_card(g: Game, player: int, pending: tuple[int, ...], mulls: tuple[int, ...],
                 choice: Choice) -> None:
    g.move(choice.obj, "library", position=0, silent=True)
    g.tasks.append(("mulligan_done", player, pending, mulls))


# ====================================================================== tasks: turns and steps


@task("begin_turn")
def _begin_turn(g: Game) -> None:
    if g.turn > 0:
        # An extra turn is taken directly after this one [500.7].
        extra = next((p for p in g.players if p.extra_turns), None)
        if extra is not None:
            extra.extra_turns -= 1
            g.active = extra.index
        else:
            g.active = 1 - g.active
    g.turn += 1
    if g.turn > g.max_turns:
        g.result = (None, f"turn limit ({g.max_turns}) reached")
        g.emit("draw_game", "104.4", info="turn limit")
        return
    for p in g.players:
        p.lands_played = 0
        p.turn_stats = {}
    g.emit("turn", "500.1", g.active, amount=g.turn)
    g.step = "untap"
    g.tasks.append(("begin_step",))


@task("end_step")
def _end_step(g: Game) -> None:
    """A step ends when all pass with an empty stack; mana empties [500.4, 106.4]."""
    for p in g.players:
        if p.pool:
            p.pool = {}
    i = STEPS.index(g.step)
    if g.step == "cleanup" and g.repeat_cleanup:
        g.repeat_cleanup = False
        g.tasks.append(("begin_step",))  # another cleanup step [514.3a]
        return
    if g.step == "cleanup" or i + 1 >= len(STEPS):
        g.tasks.append(("begin_turn",))
        return
    nxt = STEPS[i + 1]
    extra = next((p for p in g.players if p.extra_combats), None)
    if g.step == "end_combat" and extra is not None:
        # An additional combat phase directly after this one [500.8, 505.1a].
        extra.extra_combats -= 1
        nxt = "begin_combat"
    if nxt in ("declare_blockers", "first_strike_damage", "combat_damage") and not g.attackers:
        nxt = "end_combat"  # no attackers: skip to end of combat [508.8]
    if nxt == "first_strike_damage":
        # Whether combat has a first-strike damage step is decided as combat damage begins
        # [510.4]: a creature may have gained or lost first strike since blocks.
        from aetherworks.engine.combat import _any_first_strike

        g.first_strike_step = _any_first_strike(g)
        if not g.first_strike_step:
            nxt = "combat_damage"
    g.step = nxt
    g.tasks.append(("begin_step",))


@task("begin_step")
def _begin_step(g: Game) -> None:
    step = g.step
    g.priority = g.active
    g.passes = 0
    g.emit("step", STEP_CR[step], g.active, info=f"{step.replace('_', ' ')} step")
    if step == "untap":
        # Phasing, then untap all [502.2, 502.3]; no priority in the untap step [502.4].
        for oid in g.battlefield:
            obj = g.objects[oid]
            if obj.controller == g.active:
                obj.sick = False
                if obj.exerted:
                    obj.exerted = False  # exert: doesn't untap this time [701.43b]
                    continue
                if obj.tapped and obj.count("stun"):
                    g.remove_counters(oid, "stun", 1)  # instead of untapping [122.1d]
                    continue
                if obj.tapped and g.rule_applies(oid, "doesnt_untap"):
                    continue  # "doesn't untap during its controller's untap step" [502.3]
                obj.tapped = False
        g.dirty()
        g.tasks.append(("end_step",))
        return
    if step == "upkeep":
        g._fire_delayed("upkeep")
    if step == "draw" and g.turn != 1:  # the player on the play skips the first draw [103.8a]
            g.draw(g.active)
    if step == "main1":
        # As the precombat main phase begins, the active player puts a lore counter on each
        # Saga they control with chapter abilities: a turn-based action [714.3b].
        for oid in list(g.battlefield):
            c = g.chars(oid)
            if g.objects[oid].controller == g.active and "Saga" in c.subtypes and \
                    g.final_chapter(c):
                g.add_counters(oid, "lore", 1, cr="714.3b")
    if step == "begin_combat":
        g.attackers.clear()
        g.blocks.clear()
        g.blocked.clear()
        g.first_strike_step = False
        g.emit("begin_combat", "507.1", g.active)
    if step == "declare_attackers":
        g.tasks.append(("declare_attackers", ()))
        return
    if step == "declare_blockers":
        g.tasks.append(("declare_blockers", ()))
        return
    if step in ("first_strike_damage", "combat_damage"):
        from aetherworks.engine.combat import begin_damage

        begin_damage(g, step == "first_strike_damage")
        return
    if step == "end_combat":
        g.emit("end_combat", "511.1", g.active)
    if step == "end":
        g._fire_delayed("end")
    if step == "cleanup":
        g.tasks.append(("cleanup",))


@task("cleanup")
def _cleanup(g: Game) -> None:
    """Discard to hand size, remove damage, end "until end of turn" effects [514]."""
    p = g.players[g.active]
    if len(p.hand) > HAND_SIZE:
        opts = tuple(Choice("pick", oid) for oid in p.hand)
        g._ask(g.active, DISCARD, f"{p.name}: discard down to {HAND_SIZE} "
               f"({len(p.hand) - HAND_SIZE} more)", opts, ("cleanup_discard",), cr="514.1")
        return
    for oid in g.battlefield:
        obj = g.objects[oid]
        obj.damage = 0
        obj.deathtouched = False
    g.effects = [e for e in g.effects if not (
        e.until == "eot" or (e.until == "your_next_turn" and g.turn > e.expires_turn
                             and g.active == e.controller))]
    g.dirty()
    g.attackers.clear()
    g.blocks.clear()
    g.blocked.clear()
    if g.pending_triggers:
        # Abilities triggered during cleanup: players get priority, then there is another
        # cleanup step [514.3a].
        g.repeat_cleanup = True
        return
    g.tasks.append(("end_step",))


@task("cleanup_discard")
def _cleanup_discard(g: Game, choice: Choice) -> None:
    g.discard(g.active, choice.obj)
    g.tasks.append(("cleanup",))


@task("priority_answer")
def _priority_answer(g: Game, choice: Choice) -> None:
    player = g.priority
    if choice.kind == "pass":
        g._pass_priority()
        return
    g.passes = 0  # an action: the player keeps priority [117.3c]
    if choice.kind == "land":
        _play_land(g, player, choice.obj, choice.arg)
    elif choice.kind == "cast":
        from aetherworks.engine.casting import begin_cast

        card = g.objects[choice.obj]
        if choice.arg > 0 and not card.proto.faces:
            # Cast for an alternative cost a permanent grants [118.9].
            begin_cast(g, player, choice.obj, -1,
                       alt=g._alternative_cost(player, card, sorcery_ok=True))
        else:
            begin_cast(g, player, choice.obj, choice.arg)
    elif choice.kind == "activate":
        from aetherworks.engine.casting import begin_activate

        begin_activate(g, player, choice.obj, choice.arg)


def _play_land(g: Game, player: int, oid: int, face: int = 0) -> None:
    """Playing a land is a special action; it doesn't use the stack [305.1, 116.2a].  A
    modal double-faced card is played with the chosen land face up [712.12]."""
    p = g.players[player]
    obj = g.objects[oid]
    p.lands_played += 1
    g.emit("land", "305.1", player, oid)
    obj.controller = player
    g.move(oid, "battlefield", controller=player, cr="305.1",
           face=face if obj.proto.card.mdfc else -1)


@task("legend_keep")
def _legend_keep(g: Game, ids: tuple[int, ...], choice: Choice) -> None:
    for oid in ids:
        if oid != choice.obj and g.objects[oid].zone == "battlefield":
            g.emit("sba", "704.5j", g.objects[oid].controller, oid,
                   info=f"legend rule: {g.objects[oid].name} is put into the graveyard")
            g.move(oid, "graveyard", cr="704.5j")




# ====================================================================== triggers to the stack


@task("put_triggers")
def _put_triggers(g: Game) -> None:
    """APNAP: the active player's triggers go on the stack first, each player ordering
    their own [603.3b]."""
    for p in g.apnap():
        mine = [i for i, t in enumerate(g.pending_triggers) if t[0] == p]
        if not mine:
            continue
        if len(mine) == 1 or len({(g.pending_triggers[i][2], g.objects[
                g.pending_triggers[i][1]].name) for i in mine}) == 1:
            g.tasks.append(("put_trigger", mine[0]))
            return
        opts = tuple(Choice("trigger", i, g.pending_triggers[i][1]) for i in mine)
        g._ask(p, TRIGGER_ORDER, f"{g.players[p].name}: choose the next triggered ability to "
               "put on the stack (the last one put there resolves first)", opts,
               ("trigger_pick",), cr="603.3b")
        return


@task("trigger_pick")
def _trigger_pick(g: Game, choice: Choice) -> None:
    g.tasks.append(("put_trigger", choice.obj))


@task("put_trigger")
def _put_trigger(g: Game, index: int) -> None:
    controller, source, ab, ev = g.pending_triggers.pop(index)
    src = g.objects[source]
    obj = g._new_object(src.proto, src.owner, "stack")
    obj.kind = "ability"
    obj.controller = controller
    obj.source = source
    obj.ability = ab
    obj.remember("event_obj", ev.obj)
    obj.remember("event_other", ev.other)
    obj.remember("event_amount", ev.amount)
    obj.remember("event_player", ev.player)
    g.stack.append(obj.id)
    g.emit("trigger", "603.3", controller, obj.id, info=f"{src.name}: {ab.text or 'trigger'}")
    from aetherworks.engine.casting import choose_modes_and_targets

    choose_modes_and_targets(g, obj.id, ("trigger_ready", obj.id))


@task("trigger_ready")
def _trigger_ready(g: Game, oid: int, ok: bool = True) -> None:
    if not ok:
        # No legal targets: the ability is removed from the stack [603.3d].
        obj = g.objects[oid]
        g.stack.remove(oid)
        obj.zone = ""
        g.emit("fizzle", "603.3d", obj.controller, oid)
        return
    g.became_targets(oid)


# ====================================================================== resolving


@task("resolve")
def _resolve(g: Game) -> None:
    """Resolve the top object of the stack [608.2]."""
    oid = g.stack[-1]
    obj = g.objects[oid]
    ab = obj.ability
    if isinstance(ab, TriggeredAbility) and ab.condition is not None and \
            not ab.condition.holds(g, g.objects[obj.source]):
        # An intervening "if" is checked again as the ability resolves (against its source,
        # as when it triggered); false: it is removed from the stack, does nothing [603.4].
        g.emit("if_false", "603.4", obj.controller, oid)
        _finish_resolution(g, oid, countered=True)
        return
    specs = target_specs(obj)
    if specs and obj.targets:
        # Check targets: illegal ones are unaffected; if all are illegal, it does nothing
        # [608.2b].
        any_legal = False
        had_targets = any(any(grp) for grp in obj.targets)
        new_targets = []
        for spec, group in zip(specs, obj.targets, strict=False):
            kept = []
            for ref in group:
                if ref and spec.legal(g, obj, ref):
                    kept.append(ref)
                    any_legal = True
                else:
                    kept.append(0)
            new_targets.append(tuple(kept))
        obj.targets = tuple(new_targets)
        if had_targets and not any_legal:
            g.emit("fizzle", "608.2b", obj.controller, oid)
            _finish_resolution(g, oid, countered=True)
            return
    g.emit("resolve", "608.2", obj.controller, oid)
    g.tasks.append(("finish_resolve", oid))
    effects = effects_of(obj)
    if effects:
        g.tasks.append(("effects", oid, tuple(cardpool.PART_KEYS[id(e)] for e in effects),
                        None, None))
    del ab


def target_specs(obj: GameObject) -> tuple[TargetSpec, ...]:
    ab = obj.ability
    if ab is None:
        return ()
    modes: tuple[Mode, ...] = getattr(ab, "modes", ())
    if modes and obj.modes:
        return tuple(s for m in obj.modes for s in modes[m].targets)
    return getattr(ab, "targets", ())


def effects_of(obj: GameObject) -> tuple[Any, ...]:
    ab = obj.ability
    if ab is None:
        return ()
    modes: tuple[Mode, ...] = getattr(ab, "modes", ())
    if modes and obj.modes:
        return tuple(e for m in obj.modes for e in modes[m].effects)
    return getattr(ab, "effects", ())


@task("effects")
def _effects(g: Game, oid: int, keys: tuple[str, ...], answer: Any, state: Any) -> None:
    """Run a list of effects in order; each may ask a question or push a branch [608.2c]."""
    obj = g.objects[oid]
    eff = cardpool.PARTS[keys[0]]
    mark = len(g.tasks)
    r = eff.run(g, obj, answer, state)  # type: ignore[attr-defined]
    if r is None:
        # Anything the effect started (casting a card during resolution) runs first.
        if len(keys) > 1:
            g.tasks.insert(mark, ("effects", oid, keys[1:], None, None))
    elif isinstance(r, Ask):
        opts: Any = range(r.lo, r.hi + 1) if r.kind == NUMBER else r.options
        g._ask(r.player, r.kind, r.prompt, opts, ("effect_answer", oid, keys, r.state),
               labels=r.labels or None, cr=r.cr)
    elif isinstance(r, Push):
        if r.state is not None:
            g.tasks.append(("effects", oid, keys, None, r.state))
        elif len(keys) > 1:
            g.tasks.append(("effects", oid, keys[1:], None, None))
        if r.effects:
            g.tasks.append(("effects", oid, tuple(cardpool.PART_KEYS[id(e)]
                                                  for e in r.effects), None, None))


@task("effect_answer")
def _effect_answer(g: Game, oid: int, keys: tuple[str, ...], state: Any, answer: Any) -> None:
    g.tasks.append(("effects", oid, keys, answer, state))


@task("finish_resolve")
def _finish_resolve(g: Game, oid: int) -> None:
    _finish_resolution(g, oid, countered=False)


def _finish_resolution(g: Game, oid: int, countered: bool) -> None:
    """The last step of resolution: the spell goes to the graveyard or, if a permanent
    spell, onto the battlefield [608.2n, 608.3]."""
    obj = g.objects[oid]
    if obj.zone != "stack":
        pass
    elif obj.kind == "ability":
        g.stack.remove(oid)
        obj.zone = ""
    elif not countered and obj.ability is None:
        g.move(oid, "battlefield", controller=obj.controller, cr="608.3")
    elif not countered and "Aura" in g.chars(oid).subtypes:
        # An Aura spell enters attached to the object it targets [303.4f, 608.3a].
        target = next((r for grp in obj.targets for r in grp if r), 0)
        new = g.move(oid, "battlefield", controller=obj.controller, cr="608.3a")
        if new:
            g.objects[new].attached_to = target
            g.dirty()
    elif obj.face >= 0 and obj.proto.card.aftermath and obj.face > 0:
        g.move(oid, "exile", cr="702.127a")  # an aftermath half cast from the graveyard
    elif obj.recall("exile_on_resolve"):
        g.move(oid, "exile", cr="608.2n")
    else:
        g.move(oid, "graveyard", cr="608.2n")
    g.priority = g.active  # the active player receives priority [117.3b]
    g.passes = 0


# ====================================================================== mana payment


def pay_mana_cost(g: Game, player: int, cost: ManaCost, exclude: int, cont: tuple[Any, ...]
                  ) -> None:
    """Pay a mana cost: mana abilities are activated, then the mana spent [601.2g-h].

    With ``auto_pay`` the payer chooses the sources; otherwise the player picks sources one
    at a time (each keeps a full payment possible), or hands over to the payer.
    """
    g.tasks.append(("pay_mana_step", player, cost, exclude, cont, None))


@task("pay_mana_step")
def _pay_mana_step(g: Game, player: int, cost: ManaCost, exclude: int,
                   cont: tuple[Any, ...], answer: Choice | None) -> None:
    p = g.players[player]
    sources = [s for s in g.mana_sources(player) if s.obj != exclude]
    if answer is not None and answer.kind == "mana":
        src = next(s for s in sources if s.obj == answer.obj)
        payment = find_payment(cost, p.pool, [s for s in sources if s.obj != src.obj] + [src],
                               energy=p.energy, life=p.life)
        rest = [s for s in sources if s.obj != src.obj]
        color = (_useful_mana(cost, p.pool, src, rest, p.energy, p.life) or src.colors[0])
        if payment:
            for s, c in payment.sources:
                if s.obj == src.obj:
                    color = c
        _activate_mana(g, player, src, color)
        sources = [s for s in sources if s.obj != src.obj]
    if cost.is_free or find_payment(cost, p.pool, [], energy=p.energy, life=p.life):
        pass
    elif not g.auto_pay and (answer is None or answer.kind == "mana"):
        opts = [Choice("auto")]
        for s in sources:
            rest = [t for t in sources if t.obj != s.obj]
            if _useful_mana(cost, p.pool, s, rest, p.energy, p.life):
                opts.append(Choice("mana", s.obj, s.ability))
        g._ask(player, PAY_MANA, f"Pay {cost}: choose a mana source", tuple(opts),
               ("pay_mana_step", player, cost, exclude, cont), cr="601.2g")
        return
    if not g.pay_mana(player, cost, sources):
        raise RuntimeError(f"no payment for {cost}: castability check was wrong")
    g.tasks.append(cont)


def _useful_mana(cost: ManaCost, pool: dict[str, int], src: ManaSource,
                 rest: list[ManaSource], energy: int, life: int) -> str:
    """Mana ``src`` could add now (one letter per mana) that leaves ``cost`` payable with the
    pool and the ``rest``, or "": one type ``amount`` times, or any combination of its
    colours [106.1, 605.3a]."""
    if src.energy > energy:
        return ""
    if src.combination:
        candidates = ("".join(c) for c in combinations_with_replacement(src.colors, src.amount))
    else:
        candidates = (color * src.amount for color in src.colors)
    for made in candidates:
        after = dict(pool)
        for c in made:
            after[c] = after.get(c, 0) + 1
        if find_payment(cost, after, rest, energy=energy - src.energy, life=life):
            return made
    return ""


def _activate_mana(g: Game, player: int, src: ManaSource, color: str) -> None:
    """A mana ability resolves at once [605.3]; its {E} cost is paid like any other.
    ``color`` is the mana the payer chose, one letter per unit it pays: the rest of the
    ability's ``amount`` is of the same type, or for "any combination of colors" of its first
    letter [106.1]."""
    ab = g.chars(src.obj).abilities[src.ability]
    assert isinstance(ab, ManaAbility)
    if ab.tap:
        g.tap(src.obj)
    if ab.energy:
        g.pay_player_counters(player, "energy", ab.energy)
    if ab.life:
        g.lose_life(player, ab.life)
    p = g.players[player]
    made = (color + color[0] * ab.amount)[:ab.amount] if ab.combination else color[0] * ab.amount
    for c in made:
        p.pool[c] = p.pool.get(c, 0) + 1
    g.log.append(Event("mana", "605.3", player, src.obj, amount=ab.amount, info=made))


def pay_costs(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...]) -> None:
    """Pay non-mana cost parts in order; each may need a choice [601.2h, 602.2b]."""
    if not costs:
        g.tasks.append(cont)
        return
    g.tasks.append(("pay_cost", ctx, costs, cont, None, None))


@task("pay_cost")
def _pay_cost(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...],
              answer: Any, state: Any) -> None:
    obj = g.objects[ctx]
    r = costs[0].pay(g, obj, answer, state)
    if r is None:
        pay_costs(g, ctx, costs[1:], cont)
        return
    opts: Any = range(r.lo, r.hi + 1) if r.kind == NUMBER else r.options
    g._ask(r.player, r.kind, r.prompt, opts, ("pay_cost_answer", ctx, costs, cont, r.state),
           cr=r.cr)


@task("pay_cost_answer")
def _pay_cost_answer(g: Game, ctx: int, costs: tuple[Cost, ...], cont: tuple[Any, ...],
                     state: Any, answer: Any) -> None:
    g.tasks.append(("pay_cost", ctx, costs, cont, answer, state))


__all__ = [
    "ATTACKERS", "BLOCKERS", "DAMAGE", "MODE", "NO", "TARGET", "YES", "Game", "GameOver",
    "SpellAbility", "pay_costs", "pay_mana_cost",
]
