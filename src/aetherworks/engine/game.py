"""The game: a state machine with exactly one pending decision at a time.

>>> import aetherworks.cards
>>> from aetherworks.agents.random_agent import RandomAgent
>>> deck = ["Mountain"] * 24 + ["Lightning Bolt"] * 36
>>> game = Game.new(deck, deck, seed=7)
>>> agents = (RandomAgent(1), RandomAgent(2))
>>> while not game.is_over():
...     d = game.decision
...     game.apply(agents[d.player].choose(game.view(d.player), d))
>>> game.result[0] in (0, 1, None), Game.new(deck, deck, seed=7).decision.kind
(True, <DecisionKind.PLAY_FIRST: 'play_first'>)

How it runs: the rules are a stack of small *tasks* (plain tuples, so a game clones and
saves cheaply).  :meth:`Game._run` pops tasks until one needs a player's answer; that task
becomes :attr:`Game.decision` with a continuation, and :meth:`Game.apply` pushes the
continuation with the answer.  When no task is left a player would receive priority: state-
based actions are checked, triggered abilities go on the stack, then priority is given
[117.5].  Rules code never calls an agent.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

from aetherworks.engine import cardpool, shortcuts
from aetherworks.engine.arguments import (
    check_commanders,
    check_deck,
    check_names,
    check_seed,
    check_settings,
)
from aetherworks.engine.commander import run_card_code, start_commander_game
from aetherworks.engine.decision import PRIORITY, Decision, DecisionKind, IllegalChoice
from aetherworks.engine.defs import PASS, Choice
from aetherworks.engine.objects import Player
from aetherworks.engine.payment import PaymentMixin
from aetherworks.engine.priority import player_would_receive_priority
from aetherworks.engine.rng import Rng
from aetherworks.engine.serialize import game_from_json, game_to_json
from aetherworks.engine.table import ask_left_player, settle_losses
from aetherworks.engine.tasks import CARD_CODE, HANDLERS
from aetherworks.engine.turn import STEPS
from aetherworks.engine.view import View, cached_view
from aetherworks.messages import Msg

DEFAULT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank")


class GameOver(RuntimeError):
    """Raised by ``apply`` once the game has a result."""


# More rule steps between two decisions than any game takes (a shortcut repeats a loop at
# most ``shortcuts.MOST`` times [731.2c]): past it the engine is looping without asking
# anyone, a defect of its own, reported instead of hanging the program.
MAX_STEPS = 1_000_000


class EngineStall(RuntimeError):
    """The engine took :data:`MAX_STEPS` steps without a decision or a result."""


class Game(PaymentMixin):
    """A game of Magic for two to six players.  See the module docstring for how it runs.

    The rules API that card parts call is grouped by concern in the modules it builds on
    (state → layers → triggers → events → actions → zones → payment); this class builds
    games and is the one door (``decision``, ``apply``, ``clone``, ``view``).
    """

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        deck_a: Iterable[str],
        deck_b: Iterable[str],
        *more_decks: Iterable[str],
        seed: int = 0,
        names: Iterable[str] | None = None,
        auto_pass: bool = True,
        auto_pay: bool = True,
        max_turns: int = 60,
        start: bool = True,
        allow_unsupported: bool = False,
        commanders: Iterable[Iterable[str]] | None = None,
    ) -> Game:
        """A new game between two to six decks (lists of card names), seated in that order
        and shuffled from ``seed`` [103, 800].

        A deck with a card the engine cannot play raises ``UnsupportedCardError`` naming
        each such card, unless ``allow_unsupported``: then they play as blanks, and
        :attr:`blanks` says which.  ``seed`` is an integer from 0 to 2**64 - 1.  Bad
        arguments raise ``TypeError`` / ``ValueError`` naming the argument; an unknown card
        raises ``UnknownCardError``.  ``commanders``: a Commander game [903]: each player's
        commander card names (in their deck list too), which start in the command zone;
        every player starts at 40 life [903.6, 903.7].
        """
        check_settings(auto_pass=auto_pass, auto_pay=auto_pay, max_turns=max_turns)
        n = 2 + len(more_decks)
        names = check_names(DEFAULT_NAMES[:n] if names is None else names, n)
        g = cls()
        g.seed = check_seed(seed)
        g.rng = Rng(g.seed)
        g.auto_pass, g.auto_pay, g.max_turns = auto_pass, auto_pay, max_turns
        g.decks = tuple(check_deck(d, "deck_" + "abcdef"[i])
                        for i, d in enumerate((deck_a, deck_b, *more_decks)))
        g.allow_unsupported = allow_unsupported
        if not allow_unsupported:
            cardpool.refuse_unsupported((name, where) for where, deck in zip(
                (f"{nm}'s deck" for nm in names), g.decks, strict=True)
                for name in dict.fromkeys(deck))
        heads = check_commanders(commanders, g.decks)
        for i, deck in enumerate(g.decks):
            p = Player(i, names[i])
            g.players.append(p)
            for name in deck:
                obj = g._new_object(cardpool.prototype(name), i, "library")
                p.library.append(obj.id)
            if heads:
                start_commander_game(g, i, heads[i])
        if start:
            g.tasks.append(("start",))
            g._run()
        return g

    @classmethod
    def empty(cls, *, names: tuple[str, ...] = ("Alice", "Bob"), seed: int = 0,
              turn: int = 1, active: int = 0, step: str = "main1", **settings: Any) -> Game:
        """A game with empty zones, already in ``step`` of ``turn``: for scenarios and tests.

        Fill it with :meth:`put`, then call :meth:`begin` to give the active player priority.
        """
        g = cls()
        g.seed, g.rng = seed, Rng(seed)
        for k, v in settings.items():
            if k not in vars(g):
                raise TypeError(f"unknown game setting {k!r}")
            setattr(g, k, v)
        g.players = [Player(i, n) for i, n in enumerate(names)]
        if step not in STEPS:
            raise ValueError(f"unknown step {step!r}; steps are {', '.join(STEPS)}")
        g.turn, g.active, g.step = turn, active, step
        return g

    def put(self, player: int, zone: str, name: str, *, tapped: bool = False,
            sick: bool = False, counters: dict[str, int] | None = None,
            position: int = -1, transformed: bool = False) -> int:
        """Put a card straight into a zone without triggering anything (setup only).

        Library position -1 is the top; ``transformed`` puts a transforming double-faced
        card onto the battlefield with its back face up [712.14a].  Returns the object id.
        """
        # A card's name, or "token:<name>" for a token some definition makes [111.4].
        proto = cardpool.lookup_proto(name)
        if not self.allow_unsupported and cardpool.is_blank(proto):
            cardpool.refuse_unsupported([(proto.key, f"{self.players[player].name}'s {zone}")])
        obj = self._new_object(proto, player, zone)
        obj.controller = player
        if zone == "battlefield":
            self.clock += 1
            obj.timestamp = self.clock
            obj.tapped, obj.sick = tapped, sick
            if counters:
                obj.counters = dict(counters)
            if transformed:
                if proto.back is None:
                    raise ValueError(f"{proto.key} is not a transforming double-faced card")
                obj.face = 1
            c = self.face_chars(obj)
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
        """Start a game built with :meth:`empty`: the active player gets priority [117.3a].
        What was put on the battlefield is there from before this turn."""
        self.priority, self.passes = self.active, 0
        self.turn_clock = self.clock
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

    @property
    def blanks(self) -> tuple[str, ...]:
        """The cards in this game that play as blanks (unsupported, let in by
        ``allow_unsupported``), by Oracle name; empty in an honest game."""
        return tuple(sorted({o.proto.key for o in self.objects.values()
                             if cardpool.is_blank(o.proto)}))

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
        if d.kind != PRIORITY or value != PASS:
            # Anything but a pass may change what a view shows without an event (a target
            # chosen as a spell is cast): views taken before it are not reused.
            self._view_epoch += 1
        shortcuts.note(self, d, idx, value)
        self.tasks.append((*self.continuation, value))
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
        if self.players[player].lost:
            raise IllegalChoice(f"concede: player {player} has already left the game")
        self.players[player].conceded = True
        self.choices.append(-1 - player)
        self.lose(player, "conceded", "104.3a")
        if len(self.players) == 2:
            self.decision = None
            self.result = (1 - player, "conceded")
            return
        # A multiplayer game goes on without them [800.4a]; the last player left wins.
        settle_losses(self)
        self._run()

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

    def legal_choices(self) -> tuple[Choice, ...] | tuple[int, ...] | range:
        return self.decision.options if self.decision else ()

    def _ask(self, player: int, kind: DecisionKind, prompt: Msg, options: Any,
             cont: tuple[Any, ...], labels: Iterable[Msg] | None = None, cr: str = "") -> None:
        if kind != PRIORITY and self.auto_single and len(options) == 1:
            # One legal option is no choice: take it without asking.
            self.tasks.append((*cont, options[0]))
            return
        if ask_left_player(self, player, kind, prompt, options, cont, labels, cr):
            return  # another player makes the choice, or the cost isn't paid [800.4f-g]
        if labels is None:
            labels = () if isinstance(options, range) else map(self.describe, options)
        labels = tuple(labels)
        if self.shortcut is not None:
            # A shortcut is being taken: its choices are already made [731.2c].
            taken = shortcuts.follow(self, player, kind, options, labels)
            if taken is not None:
                self.tasks.append((*cont, taken))
                return
        self.decision = Decision(player, kind, prompt, options, labels, cr)
        self.continuation = cont

    def _run(self) -> None:
        steps = 0
        while self.decision is None and self.result is None:
            steps += 1
            if steps > MAX_STEPS:
                raise EngineStall(f"turn {self.turn}, {self.step}: {MAX_STEPS} rule steps "
                                  f"without a decision (last task: "
                                  f"{self.tasks[-1][0] if self.tasks else 'priority'})")
            if self.tasks:
                t = self.tasks.pop()
                if t[0] in CARD_CODE:
                    run_card_code(self, t)  # may ask an owner first [903.9b]
                else:
                    HANDLERS[t[0]](self, *t[1:])
            else:
                player_would_receive_priority(self)

    # ------------------------------------------------------------------ clone / view

    def clone(self) -> Game:
        """An independent copy, cheap enough for search: objects outside the battlefield and
        stack are never changed in place (``own`` replaces them first), so they are shared."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.players = [p.copy() for p in self.players]
        objs = dict(self.objects)
        for oid in self.battlefield:
            objs[oid] = objs[oid].copy()
        for oid in self.stack:
            objs[oid] = objs[oid].copy()
        g.objects = objs
        g.battlefield = list(self.battlefield)
        g.stack = list(self.stack)
        g.exile = list(self.exile)
        g.command = list(self.command)
        g.tasks = list(self.tasks)
        g.effects = list(self.effects)
        g.permissions = list(self.permissions)
        g.segment = list(self.segment)
        g.marks = list(self.marks)
        g.exile_links = list(self.exile_links)
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
        g._statics_by = {}
        g._triggers = None
        g._target_memo = {}
        g._restricted_memo = {}
        g._abilities_memo = {}
        g._sources_memo = {}
        g._view_cache = {}
        g._zone_views = {}
        g._face_down_memo = None
        g._nested_chars = {}
        return g

    def view(self, player: int) -> View:
        """What ``player`` may know right now, as an immutable value [hidden information]."""
        if not 0 <= player < len(self.players):
            raise ValueError(f"no player {player!r}: players are 0 to {len(self.players) - 1}")
        return cached_view(self, player)

    def determinize(self, player: int, seed: int) -> Game:
        """A whole game consistent with what ``player`` knows, for search (determinized MCTS,
        like OpenSpiel's resampling from an information state).

        What the player can't know is re-dealt at random: each other player's hand and
        library are pooled, shuffled and dealt back in the same sizes, the player's own
        library is shuffled, and the random generator gets a fresh seed.  The pool is the
        other player's unseen cards: the open-decklist assumption of tournament play.
        """
        g = self.clone()
        rng = Rng(seed)
        g.rng = Rng(rng.next64())
        for p in g.players:
            if p.index == player:
                rng.shuffle(p.library)
                continue
            pool = p.hand + p.library
            rng.shuffle(pool)
            n = len(p.hand)
            new_hand, new_lib = pool[:n], pool[n:]
            for oid, zone in [(o, "hand") for o in new_hand] + [(o, "library") for o in new_lib]:
                if g.objects[oid].zone != zone:
                    moved = g.own(oid)
                    moved.zone = zone
            p.hand, p.library = new_hand, new_lib
        g.dirty()
        return g

    def to_json(self) -> str:
        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes, source: str = "<saved game>") -> Game:
        """A game saved by :meth:`to_json`.  A save holds data only: anything else in it is
        a ``SaveError`` (a ``ValueError``) that says ``source: where: what is wrong``."""
        g = cls()
        game_from_json(text, g, source)
        return g
