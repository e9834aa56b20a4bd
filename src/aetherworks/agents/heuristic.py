"""A heuristic agent that plays a sensible game from what its view shows.

Its rules of thumb: play a land every turn; cast the most expensive spell it can; use removal
on the best target it kills; attack when the attack does not lose the race; block to survive
and to make good trades; pay "may pay" energy when the payoff is worth it.  It reads card
*definitions* (public knowledge, and data) to tell harmful effects from helpful ones.
"""

from __future__ import annotations

import random
from typing import Any

from aetherworks.agents.base import BlindAgent
from aetherworks.engine import DONE, NO, PASS, YES, Choice, Decision, View
from aetherworks.engine.decision import PRIORITY
from aetherworks.engine.defs import Ability, SpellAbility, is_player_ref, player_ref, ref_player
from aetherworks.engine.view import CardView, PlayerView
from aetherworks.messages import Msg, Obj, Word

HARMFUL = {"Damage", "Destroy", "Exile", "CounterIt", "CounterUnlessPays", "GainControl",
           "PutIntoLibrary", "ReturnToHand", "TapIt", "DiscardChosen", "LoseLife"}
HELPFUL = {"Pump", "PutCounters", "UntapIt", "GainLife", "ApplyContinuous"}


def _effects_of(ability: Ability | None) -> list[Any]:
    if ability is None:
        return []
    out = list(getattr(ability, "effects", ()))
    for m in getattr(ability, "modes", ()):
        out.extend(m.effects)
    return out


def _card_effects(c: CardView) -> list[Any]:
    """The effects an object's spell and abilities carry, from its view (public text)."""
    out = _effects_of(c.resolving)
    for ab in c.abilities:
        out += _effects_of(ab)
    for face in c.faces:
        for ab in face:
            out += _effects_of(ab)
    return out


def _reading(view: View, label: Msg) -> tuple[Any, ...]:
    """A label or prompt by the names it shows, never object ids (a flickered permanent is a
    new object that reads the same; an object out of view reads as no name)."""
    return (label.id, *(_name(view, v.ref) if isinstance(v, Obj) else v
                        for _, v in label.args))


def _name(view: View, ref: int) -> str:
    c = view.card(ref)
    return c.name if c is not None else ""


def focus(view: View) -> PlayerView:
    """The opponent to press at a table: the one with the least life still in the game (in
    turn order on ties); in a two-player game, the opponent."""
    if len(view.players) == 2:
        return view.opponent
    opps = view.opponents
    if len(opps) <= 1:
        return view.opponent
    return min(opps, key=lambda p: p.life)


def _board_value(view: View) -> float:
    """How good the board looks for the viewer: life, creatures' power, energy, permanents
    (against the focused opponent's life at a table)."""
    me, opp = view.player, focus(view).index
    power = [0.0, 0.0]
    count = [0, 0]
    for c in view.battlefield:
        side = 0 if c.controller == me else 1
        count[side] += 1
        if "Creature" in c.types:
            power[side] += c.power or 0
    return (view.players[me].life - view.players[opp].life + 2 * (power[0] - power[1]) +
            count[0] - count[1] + 0.25 * view.players[me].energy)


def _spell_of(c: CardView, face: int) -> Ability | None:
    """The spell ability of a card (of one face of a split card; a fused split spell's
    left half [702.102d])."""
    if c.faces and face >= len(c.faces):
        face = 0
    abilities = c.faces[face] if c.faces and face >= 0 else c.abilities
    return next((a for a in abilities if isinstance(a, SpellAbility)), None)


def _damage_of(effects: list[Any]) -> int:
    for e in effects:
        if type(e).__name__ == "Damage" and isinstance(e.n, int):
            return int(e.n)
    return 0


# Priority options that do nothing lasting: passing, and activating mana abilities whose
# mana would empty unused.
_IDLE = frozenset({"pass", "mana"})
# How many times a loop worth repeating is repeated: the number a shortcut proposes, and
# the times the same optional question is answered "yes" in one turn [731.1b].
LOOP_REPEATS = 20


class HeuristicAgent(BlindAgent):
    """Sensible play from the view alone; deterministic given its seed."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        # Loops [731]: the board's value at my last priority with an empty stack where I
        # could act, and the action that starts a loop I decided not to repeat by hand this
        # turn.
        self._last_value: tuple[int, float] | None = None
        self._no_repeat: tuple[int, tuple[Any, ...]] = (-1, ())
        # The optional questions ("you may ...") I answered "yes" this turn, by how they
        # read, and how often: a loop may go round without a priority with an empty stack
        # (two Sharuum the Hegemon returning each other through the legend rule), where the
        # engine can't offer its shortcut.
        self._yeses: tuple[int, dict[tuple[Any, ...], int]] = (-1, {})
        # My blocks picked so far in this declaration (turn, [(blocker, attacker)]): they
        # are not in the view until the declaration ends [509.1g].
        self._picks: tuple[int, list[tuple[int, int]]] = (-1, [])

    # -------------------------------------------------------------------- dispatch

    def choose(self, view: View, decision: Decision) -> Choice | int:
        handler = getattr(self, "_" + decision.kind, None)
        if handler is not None:
            choice = handler(view, decision)
            if choice is not None:
                return choice
        if decision.is_number:
            return decision.hi
        opts = decision.options
        assert not isinstance(opts, range)
        return opts[0]

    def choose_blind(self, turn: int, decision: Decision) -> Choice | None:
        """Pass when passing is all there is to do: a priority decision whose only other
        options are making mana that would empty unused [605.3a, 500.4]; no view is needed to
        see that (nor taken)."""
        if decision.kind == PRIORITY and decision.options[-1].kind in _IDLE:
            return PASS  # (a priority decision's options begin with these: the last tells)
        return None

    # -------------------------------------------------------------------- pregame

    def _play_first(self, view: View, d: Decision) -> Choice:
        return Choice("play")

    def _mulligan(self, view: View, d: Decision) -> Choice:
        hand = view.me.hand or ()
        lands = sum("Land" in c.types for c in hand)
        if view.me.hand_size <= 5 or 2 <= lands <= 5:
            return Choice("keep")
        return Choice("mulligan")

    def _bottom(self, view: View, d: Decision) -> Choice:
        hand = {c.id: c for c in view.me.hand or ()}
        lands = sum("Land" in c.types for c in hand.values())
        opts = [o for o in d.options if isinstance(o, Choice)]

        def badness(o: Choice) -> float:
            c = hand[o.obj]
            if "Land" in c.types:
                return 10.0 if lands > 3 else -10.0
            return float(c.mana_value)

        return max(opts, key=badness)

    _discard = _bottom

    # -------------------------------------------------------------------- priority

    def _priority(self, view: View, d: Decision) -> Choice:
        if self.restrained(view.turn, d) or self.choose_blind(view.turn, d) is not None:
            return PASS
        choice = self._act(view, d)
        self.note_action(view.turn, d, choice)
        return choice

    def _act(self, view: View, d: Decision) -> Choice:
        opts = [o for o in d.options if isinstance(o, Choice)]
        value = _board_value(view)
        shortcut = next((o for o in opts if o.kind == "shortcut"), None)
        if shortcut is not None:
            # The engine found a loop [731]: repeat it if a round of it gained something,
            # and in any case don't start it again by hand this turn.
            self._no_repeat = (view.turn, _reading(view, d.labels[shortcut.obj]))
            if self._last_value is not None and value > self._last_value[1]:
                return shortcut
        if not view.stack:
            self._last_value = (view.turn, value)
        lands = [o for o in opts if o.kind == "land"]
        if lands:
            return self._best_land(view, lands)
        stack_top = view.stack[-1] if view.stack else None
        best: tuple[float, Choice] | None = None
        for i, o in enumerate(opts):
            if o.kind == "shortcut" or (self._no_repeat[0] == view.turn and
                                        _reading(view, d.labels[i]) == self._no_repeat[1]):
                continue
            score = self._score_action(view, o, stack_top)
            if score is not None and (best is None or score > best[0]):
                best = (score, o)
        return best[1] if best else PASS

    def _best_land(self, view: View, lands: list[Choice]) -> Choice:
        def value(o: Choice) -> int:
            c = view.card(o.obj)
            # Lands that may enter tapped are best played early.
            tapped = c is not None and any(getattr(a, "tapped", False) for a in c.abilities)
            return 1 if tapped and view.turn <= 4 else 0
        return max(lands, key=value)

    def _score_action(self, view: View, o: Choice, top: CardView | None) -> float | None:
        me = view.player
        if o.kind == "cast":
            c = view.card(o.obj)
            if c is None:
                return None
            spell = _spell_of(c, o.arg)
            effects = _effects_of(spell)
            names = {type(e).__name__ for e in effects}
            if "CounterIt" in names or "CounterUnlessPays" in names or (
                    "PutIntoLibrary" in names and top is not None):
                if top is None or top.controller == me:
                    return None
                return 50.0 + top.mana_value
            if names & HARMFUL:
                if not self._harm_targets(view, spell):
                    return None
                return 20.0 + c.mana_value
            if names & HELPFUL and not names & {"GetCounters", "Draw"}:
                return None  # combat tricks: this agent doesn't bluff with them
            if "Creature" in c.types or "Planeswalker" in c.types or "Artifact" in c.types:
                if view.step not in ("main1", "main2"):
                    return None
                return 10.0 + c.mana_value
            if view.step not in ("main1", "main2") or view.stack:
                return None
            return 5.0 + c.mana_value
        if o.kind == "activate":
            src = view.card(o.obj)
            if src is None:
                return None
            ab = src.abilities[o.arg] if o.arg < len(src.abilities) else None
            effects = _effects_of(ab)
            names = {type(e).__name__ for e in effects}
            if names & HARMFUL:
                return 15.0 if self._harm_targets(view, ab) else None
            if view.stack or view.step not in ("main2", "end", "declare_blockers"):
                return None
            if "Attach" in names and src.attached_to:
                return None  # don't shuffle attached Equipment around (a free loop, [732])
            energy_cost = sum(getattr(c, "n", 0) for c in getattr(ab, "costs", ())
                              if getattr(c, "kind", "") == "energy")
            if energy_cost and view.me.energy - energy_cost < self._energy_reserve(view):
                return None  # keep the energy for a payoff in hand
            return 1.0
        return None

    def _harm_targets(self, view: View, ability: Ability | None) -> bool:
        """Is there an opponent's creature (or the opponent) worth hitting?"""
        dmg = _damage_of(_effects_of(ability))
        for c in view.battlefield:
            killable = dmg == 0 or (c.toughness or 0) - c.damage <= dmg
            if c.controller != view.player and "Creature" in c.types and killable:
                return True
        targets = getattr(ability, "targets", ())
        if not targets and getattr(ability, "modes", ()):
            return True
        return dmg > 0 and min(p.life for p in view.opponents or (view.opponent,)) <= dmg

    # -------------------------------------------------------------------- targets & choices

    def _target(self, view: View, d: Decision) -> Choice:
        opts = [o for o in d.options if isinstance(o, Choice) and o.kind == "target"]
        if not opts:
            return DONE
        top = view.stack[-1] if view.stack else None
        effects: list[Any] = []
        if top is not None:
            effects = _effects_of(top.resolving)
        names = {type(e).__name__ for e in effects}
        harmful = bool(names & HARMFUL) or not (names & HELPFUL)
        dmg = _damage_of(effects)
        me = view.player
        # At a table, harm goes to the focused opponent first [102.2].
        pressed = focus(view).index if len(view.players) > 2 else -1

        def score(o: Choice) -> float:
            ref = o.obj
            if is_player_ref(ref):
                mine = ref_player(ref) == me
                bonus = 1.0 if ref_player(ref) == pressed else 0.0
                return (-100.0 if mine else 5.0 + bonus) if harmful else (
                    5.0 if mine else -100.0)
            c = view.card(ref)
            if c is None:
                return -50.0
            mine = c.controller == me
            value = float(c.mana_value + (c.power or 0))
            if harmful:
                if mine:
                    return -100.0 - value
                if dmg and c.toughness is not None and c.toughness - c.damage > dmg:
                    return value - 30.0
                return value + (20.0 if c.zone == "stack" else 0.0)
            return value if mine else -100.0 - value

        return max(opts, key=score)

    def _yes_no(self, view: View, d: Decision) -> Choice:
        if d.prompt.id == "prompt.commander_instead" and d.prompt.arg("zone") == \
                Word("zone", "hand"):
            # A commander bounced to hand stays there: cast from the hand it costs no tax;
            # one going to a library goes to the command zone [903.8, 903.9b].
            return NO
        if YES not in d.options:
            return NO
        turn, yeses = self._yeses
        if turn != view.turn:
            yeses = {}
            self._yeses = (view.turn, yeses)
        asked = _reading(view, d.prompt)
        n = yeses.get(asked, 0)
        if n >= LOOP_REPEATS and NO in d.options:
            return NO  # the same question again and again this turn: a loop; end it [731.1b]
        yeses[asked] = n + 1
        return YES

    def _number(self, view: View, d: Decision) -> int:
        """"Pay any amount of {E}" for damage: exactly what kills the target, or nothing
        (energy is kept for the next payoff rather than wasted).  A loop worth repeating is
        repeated a good number of times; another player's loop is accepted [731.2]."""
        if d.cr == "731.2a":
            return d.allowed(LOOP_REPEATS)
        if d.cr == "731.2b":
            return d.hi
        top = view.stack[-1] if view.stack else None
        if top is None or top.controller != view.player:
            return d.hi
        effects = _card_effects(top)
        if not any(type(e).__name__ == "PayAnyAmount" for e in effects):
            return d.hi
        for ref in top.targets:
            c = view.card(ref) if ref > 0 else None
            if c is not None and c.toughness is not None:
                need = max(0, c.toughness - c.damage)
                return need if need in d.numbers else d.lo
        return d.lo

    def _energy_reserve(self, view: View) -> int:
        """Energy worth keeping for payoffs still in hand (Harnessed Lightning & co.)."""
        reserve = 0
        for c in view.me.hand or ():
            for e in _card_effects(c):
                kind = type(e).__name__
                if kind == "PayAnyAmount":
                    reserve += 3
                elif kind == "MayPay" and isinstance(getattr(e, "n", None), int):
                    reserve += int(e.n)
        return reserve

    def _damage(self, view: View, d: Decision) -> int:
        return d.lo

    # -------------------------------------------------------------------- combat

    def _attackers(self, view: View, d: Decision) -> Choice:
        me = view.player
        # Whom to attack: the focused opponent; only their creatures can block it [802.4a].
        target = focus(view)
        blockers = [c for c in view.battlefield
                    if c.controller != me and "Creature" in c.types and not c.tapped and
                    (len(view.players) == 2 or c.controller == target.index)]
        for o in d.options:
            if not isinstance(o, Choice) or o.kind != "attack":
                continue
            if o.arg != player_ref(target.index):
                continue
            a = view.card(o.obj)
            if a is None:
                continue
            flying = "Flying" in a.keywords
            can_block = [b for b in blockers if not flying or
                         "Flying" in b.keywords or "Reach" in b.keywords]
            dies_to = [b for b in can_block if (b.power or 0) >= (a.toughness or 0)
                       and (a.power or 0) < (b.toughness or 0)]
            if not dies_to or (a.power or 0) >= target.life:
                return o
        if DONE not in d.options:
            # A creature that must attack (goaded, "attacks this turn if able") [508.1d].
            return next(o for o in d.options if isinstance(o, Choice) and o.kind == "attack")
        return DONE

    def _blockers(self, view: View, d: Decision) -> Choice:
        me = view.player
        attackers = {c.id: c for c in view.battlefield if c.attacking}
        incoming = sum((c.power or 0) for c in attackers.values())
        if self._picks[0] != view.turn or not d.prompt.arg("amount"):
            self._picks = (view.turn, [])
        picks = self._picks[1]
        blocked = {a for _, a in picks}
        must_chump = incoming >= view.me.life
        best: tuple[float, Choice] | None = None
        for o in d.options:
            if not isinstance(o, Choice) or o.kind != "block":
                continue
            b, a = view.card(o.obj), attackers.get(o.arg)
            if b is None or a is None or b.controller != me:
                continue
            # A creature blocking several attackers is dealt all their damage [510.1c].
            others = [x for y, x in picks if y == b.id]
            taken = (a.power or 0) + sum((attackers[x].power or 0) for x in others
                                         if x in attackers)
            kills = (b.power or 0) >= (a.toughness or 0) - a.damage
            survives = taken < (b.toughness or 0) - b.damage
            if others:
                if not survives:
                    continue  # block another attacker only if it survives them all
                score = 5.0 + (5.0 if kills else 0.0)
            elif survives or (kills and b.mana_value <= a.mana_value):
                score = 10.0 + (5.0 if kills else 0.0)
            elif must_chump and o.arg not in blocked:
                score = 1.0 + (a.power or 0)
            else:
                continue
            if best is None or score > best[0]:
                best = (score, o)
        if best is not None:
            picks.append((best[1].obj, best[1].arg))
            return best[1]
        return DONE if DONE in d.options else d.options[0]  # type: ignore[return-value]
