"""Events and the log: every game action is an event citing the rule behind it.

``emit`` records an event and offers it to triggered abilities [603.2]; the log renders events
as sentences, each ending with its Comprehensive Rules section.
"""

from __future__ import annotations

from aetherworks.engine.defs import (
    Choice,
    Event,
    ManaAbility,
    TriggeredAbility,
    is_player_ref,
    ref_player,
)
from aetherworks.engine.triggers import TriggersMixin

# Events that show their card to everyone even though it is in a hidden zone as they happen
# (a discarded card is seen going to the graveyard) [701.9a].
_REVEALING = frozenset({"discard", "cast", "land", "reveal"})


class EventsMixin(TriggersMixin):
    """Events, the log, and how options and objects read for a person."""

    def emit(self, kind: str, cr: str, player: int = -1, obj: int = 0, other: int = 0,
             amount: int = 0, info: str = "") -> Event:
        """Record an event in the log and collect the abilities it triggers [603.2]."""
        private = -1
        if obj > 0 and kind not in _REVEALING:
            about = self.objects.get(obj)
            if about is not None and about.zone in ("hand", "library"):
                private = about.owner if about.zone == "hand" else -2
        ev = Event(kind, cr, player, obj, other, amount, info, private)
        self.log.append(ev)
        self._ver += 1
        if kind in self._trigger_index() or kind in ("dies", "leaves"):
            self._check_triggers(ev)
        if kind == "cast":
            # "When you cast this spell" abilities function on the stack [113.6b, 603.2].
            spell = self.objects[ev.obj]
            for ab in self.face_chars(spell).abilities:
                if isinstance(ab, TriggeredAbility) and "stack" in ab.trigger.zones and \
                        ab.trigger.matches(self.game, spell, ev):
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
            if not o:
                return "Activate mana abilities"
            abilities = self.chars(o).abilities
            if sum(isinstance(ab, ManaAbility) for ab in abilities) < 2:
                return f"Tap {self.name_of(o)} for mana"
            # Which of its mana abilities (Aether Hub: {C}, or any colour for {E}).
            return f"{self.name_of(o)}: {abilities[a].text}"
        if k == "turn_face_up":  # only its controller is asked: they may look at it [708.5]
            return f"Turn face up: {self.objects[o].name}"
        return f"{k} {o} {a}"

    def _alt_label(self, a: int) -> str:
        return "alternative cost" if a else "normal cost"

    def name_of(self, ref: int) -> str:
        if is_player_ref(ref):
            return self.players[ref_player(ref)].name
        obj = self.objects.get(ref)
        if obj is not None and obj.face_down and obj.zone == "battlefield":
            return "a face-down creature"  # hidden while it is face down [708.5, 708.9]
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
            "mana": f"{who} adds {''.join('{' + c + '}' for c in ev.info)} with "
                    f"{self.name_of(ev.obj)}",
            "pool_empties": f"{who}'s unused mana empties ({ev.info})",
            "play_first": f"{who} will play first",
            "choice": f"{who}: {what}",
            "effect": f"{what}",
        }
        return f"{texts.get(k, f'{k}: {what}')} [{ev.cr}]"

    # Events a reader of the log doesn't need by default (they stay in the log).
    QUIET = frozenset({"step", "begin_combat", "end_combat", "attackers_declared",
                       "combat_damage", "tap", "shuffle", "draw_empty"})

    def log_text(self, start: int = 0, *, verbose: bool = False) -> list[str]:
        """The log as sentences, each citing its rule; ``verbose`` keeps bookkeeping events."""
        return [self.event_text(e) for e in self.log[start:]
                if verbose or e.kind not in self.QUIET]

    def log_view(self, player: int, start: int = 0) -> list[str]:
        """The log from event ``start`` on as ``player`` may read it: details of cards in a
        hidden zone (a card chosen in the opponent's hand, a card searched for) are not shown
        to anyone who may not see that card [400.2]."""
        out = []
        for ev in self.log[start:]:
            if ev.kind in self.QUIET:
                continue
            if ev.private != -1 and ev.private != player and ev.kind != "draw":
                who = self.players[ev.player].name if ev.player >= 0 else ""
                out.append(f"{who}: something happens to a card you can't see [{ev.cr}]")
                continue
            out.append(self.event_text(ev))
        return out
