"""The game's state: every field a game is made of, in one place.

The rules modules build on it in one line, each importing only the one below:
``GameState`` → layers → triggers → events → actions → zones → payment → ``Game`` (the door).
Every field is plain data (ints, lists, dicts, frozen values), so ``clone`` and saved games
copy it without running any code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from aetherworks.engine.decision import Decision
from aetherworks.engine.defs import Ability, Event, StaticAbility, TriggeredAbility
from aetherworks.engine.objects import (
    Chars,
    ContinuousEffect,
    ExileLink,
    GameObject,
    Player,
    PlayPermission,
    Proto,
)
from aetherworks.engine.rng import Rng

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


class GameState:
    """The fields of a game; see :class:`aetherworks.engine.game.Game` for how it runs."""

    def __init__(self) -> None:
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []  # emblems [114.1, 408]
        self.next_id = 1
        self.clock = 0  # timestamps [613.7]
        # The clock as the current turn began: a permanent whose timestamp is later entered
        # the battlefield this turn ("creatures that entered this turn").
        self.turn_clock = 0
        self.turn = 0
        self.active = 0
        self.step = "pregame"
        self.priority = -1
        self.passes = 0
        self.tasks: list[tuple[Any, ...]] = []
        self.decision: Decision | None = None
        # The engine's task that takes the answer to ``decision``: private, never in a view.
        self.continuation: tuple[Any, ...] = ()
        self.effects: list[ContinuousEffect] = []
        self.permissions: list[PlayPermission] = []  # "you may play that card" [611.2a]
        self.exile_links: list[ExileLink] = []  # exiled until a permanent leaves [610.3]
        # Delayed abilities: (step, controller, ability key, oid, turn, id counter at creation)
        self.delayed: list[tuple[Any, ...]] = []
        self.pending_triggers: list[tuple[int, int, Ability, Event]] = []
        self.attackers: dict[int, int] = {}
        self.blocks: dict[int, tuple[int, ...]] = {}  # blocker -> the attackers it blocks
        self.blocked: set[int] = set()
        self.rng = Rng(0)
        self.seed = 0
        self.decks: tuple[tuple[str, ...], ...] = ((), ())  # one per player, seat order
        self.result: tuple[int | None, str] | None = None
        self.log: list[Event] = []
        self.choices: list[int] = []
        self.auto_pass = True
        self.auto_pay = True
        self.auto_single = True
        self.max_turns = 60
        # Cards the engine can't play are refused unless this is set; then they play as
        # blanks and ``Game.blanks`` names them [never a blank card silently].
        self.allow_unsupported = False
        self.first_strike_step = False
        self.day_night = ""  # the game's designation: "", "day" or "night" [730.1]
        self.repeat_cleanup = False  # something triggered during cleanup [514.3a]
        self._chars: dict[int, Chars] = {}
        self._statics: list[tuple[GameObject, StaticAbility]] | None = None
        # The same static abilities by the hook their effect implements (``statics_of``):
        # most rules ask for one hook, which no permanent has most of the time.
        self._statics_by: dict[type, list[tuple[GameObject, Any]]] = {}
        self._triggers: dict[str, list[tuple[GameObject, TriggeredAbility]]] | None = None
        self._ver = 0  # bumped by every event and change: SBAs are skipped when it is unchanged
        # Whether target specs can be met, per game version (specs that don't depend on the
        # source object, which is all of them outside "another target ..." filters).
        self._target_memo: dict[tuple[Any, int, int, int], bool] = {}
        # Whether a player controls a mana ability with a spending restriction (until the
        # next change of characteristics or permanents: ``dirty`` drops it).
        self._restricted_memo: dict[int, bool] = {}
        # Per player: the abilities of their permanents they may activate with priority
        # (``priority.battlefield_abilities``), until ``dirty``.
        self._abilities_memo: dict[int, tuple[tuple[int, int, Any], ...]] = {}
        # Per player: their permanents with mana abilities (``payment._mana_permanents``).
        self._sources_memo: dict[int, tuple[Any, ...]] = {}
        self._face_down_memo: bool | None = None  # a face-down permanent? (until ``dirty``)
        self._sba_ver = -1
        self._volatile = False
        self._computing: frozenset[int] = frozenset()  # objects whose chars are being computed
        # Volatile characteristics worked out within the current outer question (layers.py).
        self._nested_chars: dict[int, Chars] = {}
        self.decisions_made = 0
        # Views taken since the last change (``engine.view.cached_view``): every event and
        # ``dirty()`` bump ``_ver``; every answer but a priority pass bumps ``_view_epoch``.
        self._view_epoch = 0
        self._view_cache: dict[int, tuple[tuple[int, ...], Any]] = {}
        # Per still zone (a hand, a graveyard, exile, the command zone): its objects when a
        # view last showed it, with their views (``engine.view._still_views``).
        self._zone_views: dict[tuple[str, int], tuple[list[Any], tuple[Any, ...]]] = {}
        # Loops and shortcuts [731]: recent decisions (player, kind, label, stack depth);
        # per player, where their last segments (shortcuts.HISTORY) and their current one
        # (since they last received priority with an empty stack) begin in them; and a
        # shortcut being taken (steps, repetitions left, position).
        self.segment: list[tuple[int, str, Any, int]] = []
        self.marks: list[tuple[int, ...]] = []
        self.shortcut: tuple[tuple[tuple[int, str, Any, int], ...], int, int] | None = None
        # Permanents that left the battlefield earlier in the current simultaneous event
        # (SBAs, "destroy all"): their leaves abilities still see the others go [603.10a].
        self._together: list[int] | None = None
        # Permanents entering together whose "enter" events wait for the batch [603.6a].
        self._entering: list[int] | None = None
        # While a card-code task runs in a Commander game: the commanders it would put into
        # their owner's hand or library with no answer yet, (id, zone) [903.9b].
        self._unasked: list[tuple[int, str]] | None = None

    def _new_object(self, proto: Proto, owner: int, zone: str) -> GameObject:
        obj = GameObject(self.next_id, proto, owner, zone)
        if proto.is_token:
            obj.kind = "token"
        self.next_id += 1
        self.objects[obj.id] = obj
        return obj

    def own(self, oid: int) -> GameObject:
        """The object, safe to change.  Objects outside the battlefield and stack are shared
        between a game and its clones (that is what makes ``clone`` cheap), so such an object
        is first replaced by a copy only this game holds: anything that changes a card in a
        library, hand, graveyard, exile or the command zone goes through here [isolation]."""
        obj = self.objects[oid]
        if obj.zone not in ("battlefield", "stack"):
            obj = obj.copy()
            self.objects[oid] = obj
        return obj

    @property
    def game(self) -> Game:
        """This state as the whole game that card parts are handed: at run time every state
        is a :class:`Game`, which the rules modules below it in the chain can't name."""
        return cast("Game", self)
