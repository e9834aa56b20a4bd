"""Triggered abilities [603]: which abilities an event triggers, looking back in time for
leaves-the-battlefield abilities [603.10a], and delayed and reflexive abilities [603.7, 603.12].

They wait in ``pending_triggers`` until a player would receive priority; :mod:`.casting` puts
them on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine import cardpool
from aetherworks.engine.defs import IN_EXILE, Ability, Event, TriggeredAbility
from aetherworks.engine.hooks import TriggerMultiplier
from aetherworks.engine.layers import LayersMixin
from aetherworks.engine.objects import Chars, GameObject, derived

if TYPE_CHECKING:
    pass


# The "step" of delayed abilities that trigger on events until the end of a turn [603.7c].
THIS_TURN = "this_turn"
# Events that a card's own abilities may trigger on from outside the battlefield [702.29c].
CARD_EVENTS = frozenset({"cycle"})


def _in_exile(c: Chars) -> tuple[TriggeredAbility, ...]:
    return tuple(ab for ab in c.abilities
                 if isinstance(ab, TriggeredAbility) and ab.trigger.zones == IN_EXILE)


def exile_triggers(obj: GameObject) -> tuple[TriggeredAbility, ...]:
    """A card's triggered abilities that function only in exile [113.6, 702.62a]."""
    return derived(obj.proto.chars, "exile_triggers", _in_exile)


def _in_graveyard(c: Chars) -> tuple[TriggeredAbility, ...]:
    return tuple(ab for ab in c.abilities
                 if isinstance(ab, TriggeredAbility) and ab.trigger.in_graveyard)


def graveyard_triggers(obj: GameObject) -> tuple[TriggeredAbility, ...]:
    """A card's triggered abilities that function only in a graveyard [113.6m]."""
    return derived(obj.proto.chars, "graveyard_triggers", _in_graveyard)


def _listening(c: Chars) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities of a permanent (or emblem) with these characteristics."""
    return tuple(ab for ab in c.abilities if isinstance(ab, TriggeredAbility)
                 and ab.trigger.zones != IN_EXILE and not ab.trigger.in_graveyard)


class TriggersMixin(LayersMixin):
    """Which abilities an event triggers, and delayed triggers."""

    def _trigger_index(self) -> dict[str, list[tuple[GameObject, TriggeredAbility]]]:
        """Triggered abilities on the battlefield by event kind, rebuilt after changes, so an
        event only looks at the abilities that listen for it [603.2]."""
        if self._triggers is None:
            index: dict[str, list[tuple[GameObject, TriggeredAbility]]] = {}
            # Emblems' abilities function in the command zone [113.6p, 114.4].
            for oid in (*self.battlefield, *self.command):
                obj = self.objects[oid]
                for ab in derived(self.chars(oid), "triggers", _listening):
                    for kind in ab.trigger.events:
                        index.setdefault(kind, []).append((obj, ab))
            # Abilities that function only in exile: suspend's [113.6, 702.62a].
            for oid in self.exile:
                obj = self.objects[oid]
                for ab in exile_triggers(obj):
                    for kind in ab.trigger.events:
                        index.setdefault(kind, []).append((obj, ab))
            # Abilities that function only in a graveyard [113.6m].
            for p in self.players:
                for oid in p.graveyard:
                    obj = self.objects[oid]
                    for ab in graveyard_triggers(obj):
                        for kind in ab.trigger.events:
                            index.setdefault(kind, []).append((obj, ab))
            self._triggers = index
        return self._triggers

    def _check_triggers(self, ev: Event) -> None:
        kind = ev.kind
        for obj, ab in list(self._trigger_index().get(kind, ())):
            if obj.zone in ("battlefield", "command", "exile", "graveyard") and \
                    ab.trigger.matches(self.game, obj, ev):
                self._trigger(obj, ab, ev)
        if kind in ("dies", "leaves"):
            # Leaves-the-battlefield abilities look back in time [603.10a], also those of
            # permanents that left at the same time, just before this one.
            ghosts = [ev.obj] + [g for g in self._together or () if g != ev.obj]
            for gid in ghosts:
                ghost = self.objects[gid]
                if ghost.face_down:
                    continue  # it had no abilities as it left, face down [708.2a]
                for gab in self._ghost_abilities(ghost):
                    if isinstance(gab, TriggeredAbility) and kind in gab.trigger.events and \
                            "battlefield" not in gab.trigger.zones and \
                            gab.trigger.matches(self.game, ghost, ev):
                        self._trigger(ghost, gab, ev)
            if self._together is not None:
                self._together.append(ev.obj)
        for step, controller, key, oid, turn, *_ in self.delayed:
            # Delayed abilities that trigger on an event for the rest of a turn ("whenever
            # you attack this turn, ...") [603.7c].
            if step == THIS_TURN and turn == self.turn:
                delayed = cardpool.PARTS[key]
                assert isinstance(delayed, TriggeredAbility)
                if kind in delayed.trigger.events and delayed.trigger.matches(
                        self.game, self.objects[oid], ev):
                    self.pending_triggers.append((controller, oid, delayed, ev))

    def _card_triggers(self, ev: Event) -> None:
        """A card's own ability that triggers from where the card is, outside the
        battlefield: "when you cycle this card" triggers from whatever zone the card winds
        up in [702.29c]; its trigger's ``zones`` say where it may be."""
        card = self.objects.get(ev.obj)
        if card is None or card.zone in ("battlefield", "command", ""):
            return
        for ab in self.chars(card.id).abilities:
            if isinstance(ab, TriggeredAbility) and ev.kind in ab.trigger.events and \
                    card.zone in ab.trigger.zones and ab.trigger.matches(self.game, card, ev):
                self._trigger(card, ab, ev)

    def _ghost_abilities(self, ghost: GameObject) -> tuple[Ability, ...]:
        """The abilities of a permanent that just left, as it last existed [603.10a]: the face
        that was up [712.8e], and abilities an effect gave it ("until end of turn, that
        creature gains 'When this creature dies, ...'") [613.1f, 608.2h]."""
        if any(ghost.id in ce.objects for ce in self.effects) and ghost.timestamp:
            return self.last_known_chars(ghost.id).abilities
        return self.face_chars(ghost).abilities

    def together(self) -> tuple[int, ...]:
        """The permanents that already left the battlefield in the zone change happening now
        (an SBA batch, a mass destroy), before the current one [603.10a]."""
        return tuple(self._together or ())

    def _trigger(self, source: GameObject, ab: TriggeredAbility, ev: Event) -> None:
        if ab.condition is not None and not ab.condition.holds(self.game, source):
            return  # intervening "if" false: it doesn't trigger [603.4]
        times = 1
        for src, eff in self.statics_of(TriggerMultiplier):
            # "That ability triggers an additional time" (Panharmonicon): the count is
            # decided once, as it triggers [603.2d].
            times += eff.extra_triggers(self.game, src, source, ev)
        for _ in range(times):
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
                             not_before_turn, self.next_id))

    def add_delayed_this_turn(self, ability: TriggeredAbility, controller: int,
                              source: int) -> None:
        """Create a delayed triggered ability that triggers on its event for the rest of
        this turn ("whenever you attack this turn, ...") [603.7c]."""
        self.delayed.append((THIS_TURN, controller, cardpool.PART_KEYS[id(ability)], source,
                             self.turn, self.next_id))

    def _fire_delayed(self, when: str) -> None:
        keep = []
        for d in self.delayed:
            step, controller, ability_key, oid, not_before, *created = d
            if step == THIS_TURN:
                if not_before >= self.turn:
                    keep.append(d)  # still this turn's; older ones have ended [603.7c]
                continue
            # "At the beginning of your next upkeep": the controller's own [603.7a].
            mine = step == "your_" + when and controller == self.active
            if (step == when or mine) and self.turn >= not_before:
                ab = cardpool.PARTS[ability_key]
                assert isinstance(ab, TriggeredAbility)
                # The event carries when it was created: "since that delayed triggered
                # ability was created" [701.27f].
                self.trigger_now(oid, ab, controller, Event(
                    "delayed", "603.7a", controller, oid, amount=created[0] if created else 0))
                continue
            keep.append(d)
        self.delayed = keep
