"""Events and the log: every game action is an event citing the rule behind it.

``emit`` records an event and offers it to triggered abilities [603.2]; the log reads each
event as a message (an id and arguments, :mod:`aetherworks.messages`) rendered per language,
each line ending with its Comprehensive Rules section.  Options read as messages too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aetherworks.engine.defs import (
    Choice,
    Event,
    ManaAbility,
    StaticAbility,
    TriggeredAbility,
    is_player_ref,
    ref_player,
)
from aetherworks.engine.objects import IdentityMemo, Memo, new_tuple
from aetherworks.engine.triggers import CARD_EVENTS, TriggersMixin
from aetherworks.messages import Mana, Msg, Names, Nested, Obj, Objs, Text, Who, Word, render

# Events that show their card to everyone even though it is in a hidden zone as they happen
# (a discarded card is seen going to the graveyard) [701.9a].
_REVEALING = frozenset({"discard", "cast", "land", "reveal"})

# Events that only mark the turn's structure: they change nothing the state-based actions
# look at [704.5], so a state found clean before one is still clean after it (most steps
# pass with no other event).
_SBA_NEUTRAL = frozenset({"turn", "step", "begin_combat", "end_combat"})


class EventsMixin(TriggersMixin):
    """Events, the log, and how options and objects read for a person."""

    def emit(self, kind: str, cr: str, player: int = -1, obj: int = 0, other: int = 0,
             amount: int = 0, info: str = "", *, args: tuple[tuple[str, Any], ...] = ()
             ) -> Event:
        """Record an event in the log and collect the abilities it triggers [603.2].

        ``kind`` is also the message id the log reads it with (``aetherworks.messages``);
        ``info`` is a value, never a sentence (a counter kind, a zone, a token's name); ``args``
        are any further message arguments."""
        private = -1
        if obj > 0 and kind not in _REVEALING:
            about = self.objects.get(obj)
            if about is not None and about.zone in ("hand", "library"):
                private = about.owner if about.zone == "hand" else -2
            elif about is not None and about.face_down and about.zone == "exile":
                # A card exiled face down: only the player who may look at it [406.3].
                seen = about.recall(Memo.FACE_DOWN_VIEWER, about.owner)
                private = seen if seen >= 0 else -2
        ev = new_tuple(Event, (kind, cr, player, obj, other, amount, info, private, args))
        self.log.append(ev)
        if kind in _SBA_NEUTRAL and self._sba_ver == self._ver:
            self._sba_ver += 1
        self._ver += 1
        if kind in self._trigger_index() or kind in ("dies", "leaves") or self.delayed:
            self._check_triggers(ev)
        if kind == "cast" and not self.objects[ev.obj].face_down:
            # "When you cast this spell" abilities function on the stack [113.6b, 603.2]
            # (a face-down spell has none [708.4]).
            spell = self.objects[ev.obj]
            for ab in self.face_chars(spell).abilities:
                if isinstance(ab, TriggeredAbility) and "stack" in ab.trigger.zones and \
                        ab.trigger.matches(self.game, spell, ev):
                    self._trigger(spell, ab, ev)
        if kind in CARD_EVENTS:
            self._card_triggers(ev)  # "when you cycle this card" [702.29c]
        return ev

    def describe(self, choice: Choice | int) -> Msg:
        """How an option reads, as a message (rendered per language by the interfaces).

        Every option of every decision is read as it is asked, so a reading is kept with
        what it is read from: an object's card for playing or casting it, its
        characteristics for its abilities, the option alone for a target, an attack, a
        block or a mode."""
        if isinstance(choice, int):
            return Msg.of("opt.text", text=Text(str(choice)))
        k, o, _ = choice
        simple = _SIMPLE_OPTIONS.get(k)
        if simple is not None:
            return simple
        if k in _BY_OPTION:
            return _LABELS.get(choice, _BY_OPTION, self._read_option, choice)
        if k == "cast" or k == "land":
            return _LABELS.get(choice, self.objects[o].proto, self._read_option, choice)
        if (k == "activate" or k == "mana") and o:
            return _LABELS.get(choice, self.chars(o), self._read_option, choice)
        return self._read_option(choice)

    def _read_option(self, choice: Choice) -> Msg:
        k, o, a = choice
        if k == "land":
            faces = self.objects[o].proto.faces
            if faces and a >= 0:
                return Msg.of("opt.land_face", obj=Obj(o), text=Text(faces[a].chars.name))
            return Msg.of("opt.land", obj=Obj(o))
        if k == "cast":
            faces = self.objects[o].proto.faces
            if a >= 0 and faces:
                if a == len(faces):  # both halves, fused [702.102a]
                    return Msg.of("opt.cast_fused", obj=Obj(o))
                return Msg.of("opt.cast_face", obj=Obj(o), text=Text(faces[a].chars.name))
            if a < 0:
                return Msg.of("opt.cast", obj=Obj(o))
            return Msg.of("opt.cast_alt" if a > 0 else "opt.cast_normal", obj=Obj(o))
        if k == "activate":
            ab = self.chars(o).abilities[a]
            if isinstance(ab, StaticAbility):  # a special action [116.2]
                return Msg.of("opt.special", obj=Obj(o), text=Text(ab.text))
            return Msg.of("opt.activate", obj=Obj(o), text=Text(ab.text or type(ab).__name__),
                          amount=a + 1)
        if k in ("target", "pick"):
            return Msg.of("opt.object", obj=Obj(o))
        if k == "attack":
            return Msg.of("opt.attack", obj=Obj(o), other=Obj(a))
        if k == "block":
            return Msg.of("opt.block", obj=Obj(o), other=Obj(a))
        if k == "mode":
            return Msg.of("opt.mode", amount=o + 1)
        if k == "trigger":
            return Msg.of("opt.trigger", text=Text(self.pending_triggers[o][2].text or ""),
                          obj=Obj(a))
        if k == "mana":
            if not o:
                return _ADD_MANA
            abilities = self.chars(o).abilities
            ab = abilities[a]
            if sum(isinstance(ab, ManaAbility) for ab in abilities) < 2 and \
                    isinstance(ab, ManaAbility) and ab.tap:
                return Msg.of("opt.tap_for_mana", obj=Obj(o))
            # Which of its mana abilities (Aether Hub: {C}, or any colour for {E}), or what
            # one that doesn't tap does (Etherium Cell is sacrificed).
            return Msg.of("opt.mana_ability", obj=Obj(o), text=Text(ab.text),
                          amount=a + 1)
        if k == "turn_face_up":  # only its controller is asked: they may look at it [708.5]
            return Msg.of("opt.turn_face_up", text=Text(self.objects[o].name))
        return Msg.of("opt.option", kind=k, obj=o, amount=a)

    def name_of(self, ref: int) -> str:
        if is_player_ref(ref):
            return self.players[ref_player(ref)].name
        obj = self.objects.get(ref)
        if obj is None:
            return f"#{ref}"
        if obj.face_down and obj.zone in ("battlefield", "stack"):
            return "a face-down creature"  # hidden while it is face down [708.5, 708.9]
        # The face that is up: a transformed permanent by its back face's name [712.8e].
        return self.face_chars(obj).name if obj.face == 1 and obj.proto.back else obj.name

    def names(self, viewer: int | None = None) -> Names:
        """What the message renderer needs from this game (player and object names)."""
        return Names(tuple(p.name for p in self.players), viewer, self.name_of)

    def text(self, msg: Msg, viewer: int | None = None) -> str:
        """A message in English, as ``viewer`` reads it (the engine's own log and errors)."""
        return render(msg, "en", self.names(viewer))

    def message(self, ev: Event) -> Msg:
        """What an event says, as a message: the event's kind is its id, its participants the
        arguments, with a few kinds read more precisely (a loss of life, an ability's
        resolution, the state-based action that happened)."""
        k = ev.kind
        args: dict[str, Any] = {}
        if ev.player >= 0:
            args["player"] = Who(ev.player)
        if ev.obj:
            args["obj"] = Obj(ev.obj)
        if ev.other:
            args["other"] = Obj(ev.other)
        args["amount"] = ev.amount
        adapt = _ADAPT.get(k)
        if adapt is not None:
            k = adapt(self, ev, args)
        args.update(ev.args)
        return Msg(k, tuple(args.items()))

    def event_text(self, ev: Event, viewer: int | None = None) -> str:
        """A sentence for the log: "Alice casts Lightning Bolt targeting Bob [601.2i]"."""
        return f"{self.text(self.message(ev), viewer)} [{ev.cr}]"

    # Events a reader of the log doesn't need by default (they stay in the log).
    QUIET = frozenset({"step", "begin_combat", "end_combat", "attackers_declared",
                       "blockers_declared",
                       "combat_damage", "tap", "shuffle", "draw_empty", "becomes_target"})

    def log_text(self, start: int = 0, *, verbose: bool = False) -> list[str]:
        """The log as sentences, each citing its rule; ``verbose`` keeps bookkeeping events."""
        return [self.event_text(e) for e in self.log[start:]
                if verbose or e.kind not in self.QUIET]

    def log_messages(self, player: int, start: int = 0) -> list[tuple[Msg, str]]:
        """The log from event ``start`` on as ``player`` may read it, as messages with their
        rule: details of a card in a hidden zone (a card chosen in the opponent's hand, a
        card searched for) are not shown to anyone who may not see that card [400.2]."""
        out = []
        for ev in self.log[start:]:
            if ev.kind in self.QUIET:
                continue
            if ev.private != -1 and ev.private != player and ev.kind != "draw":
                out.append((Msg.of("hidden", player=Who(ev.player)), ev.cr))
                continue
            out.append((self.message(ev), ev.cr))
        return out

    def log_view(self, player: int, start: int = 0) -> list[str]:
        """:meth:`log_messages` in English, each line citing its rule."""
        return [f"{self.text(m, player)} [{cr}]" for m, cr in self.log_messages(player, start)]


# Options that read the same whatever the game: one message each (a message is immutable).
_SIMPLE_OPTIONS = {k: Msg(v) for k, v in (
    ("pass", "opt.pass"), ("done", "opt.done"), ("yes", "opt.yes"), ("no", "opt.no"),
    ("keep", "opt.keep"), ("mulligan", "opt.mulligan"), ("auto", "opt.auto"),
    ("play", "opt.play"), ("draw", "opt.draw"))}
_ADD_MANA = Msg("opt.add_mana")
# Options whose reading is the option itself (object ids, a mode's number).
_BY_OPTION = frozenset({"target", "pick", "attack", "block", "mode"})
# Readings of options by the option, each with what it was read from (see ``describe``).
_LABELS: IdentityMemo[Msg] = IdentityMemo(16384)


# --- how some events read: their message id and extra arguments ---------------------------

_Adapt = Callable[["EventsMixin", Event, dict[str, Any]], str]


def _life(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    args["amount"] = abs(ev.amount)
    return "life_gain" if ev.amount > 0 else "life_loss"


def _counters(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    args["counter"] = Word("counter", ev.info)
    if ev.kind == "counters_player" and ev.amount < 0:
        args["amount"] = -ev.amount
        return "counters_player_lost"
    return ev.kind


def _on_stack(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    """A spell, or an ability named by its source ("Glorybringer's ability resolves")."""
    obj = g.objects.get(ev.obj)
    if obj is not None and obj.kind == "ability":
        args["obj"] = Obj(obj.source)
        return ev.kind + "_ability" if ev.kind in ("resolve", "fizzle") else ev.kind
    return ev.kind


def _detail(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    """Casting or activating: the targets chosen and X [601.2c, 601.2b]."""
    stack_obj = g.objects.get(ev.other if ev.kind == "activate" else ev.obj)
    targets: tuple[int, ...] = ()
    x = 0
    if stack_obj is not None:
        targets = tuple(dict.fromkeys(r for grp in stack_obj.targets for r in grp if r))
        x = stack_obj.x
    key = "detail." + ("targets_x" if targets and x else "targets" if targets else
                       "x" if x else "none")
    args["detail"] = Nested(Msg.of(key, targets=Objs(targets), x=x))
    args.pop("other", None)
    return ev.kind


def _trigger(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    obj = g.objects.get(ev.obj)
    if obj is not None and obj.kind == "ability":
        args["obj"] = Obj(obj.source)
        args["text"] = Text(obj.ability.text if obj.ability is not None else "")
    return ev.kind


def _leaves(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    if not ev.info:
        return "leaves_nowhere"
    args["zone"] = Word("zone", ev.info)
    return ev.kind


def _zone(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    old, _, new = ev.info.partition(":")
    args["from_zone"], args["to_zone"] = Word("zone", old), Word("zone", new)
    return ev.kind


def _word(group: str, name: str) -> _Adapt:
    def adapt(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
        args[name] = Word(group, ev.info)
        return ev.kind
    return adapt


def _text(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    args["text"] = Text(ev.info)
    return ev.kind


def _mana(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    args["mana"] = Mana(ev.info)
    return ev.kind


def _sba(g: EventsMixin, ev: Event, args: dict[str, Any]) -> str:
    return "sba_" + ev.info


_ADAPT: dict[str, _Adapt] = {
    "life": _life, "counters_player": _counters, "pay_counters": _counters,
    "counters": _counters, "counters_removed": _counters,
    "resolve": _on_stack, "fizzle": _on_stack, "if_false": _on_stack,
    "cast": _detail, "activate": _detail, "trigger": _trigger, "leaves": _leaves,
    "zone": _zone, "step": _word("step", "step"), "lose": _word("reason", "reason"),
    "draw_game": _word("reason", "reason"), "designation": _word("designation", "designation"),
    "token": _text, "emblem": _text, "mana": _mana, "activate_mana": _mana,
    "pool_empties": _mana, "sba": _sba,
}
