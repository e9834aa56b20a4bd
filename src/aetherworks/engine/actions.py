"""Players' life, counters, damage, tapping, losing and winning [104, 119, 120, 122]: the rules
API card parts call to change the game.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from aetherworks.engine import daynight
from aetherworks.engine.commander import note_commander_damage
from aetherworks.engine.defs import is_player_ref, ref_player
from aetherworks.engine.events import EventsMixin
from aetherworks.engine.hooks import (
    CounterModifier,
    DamageModifier,
    DamagePrevention,
    LifeGainRestriction,
    NoPrevention,
    PermanentCounterModifier,
)
from aetherworks.engine.objects import GameObject, Memo
from aetherworks.messages import Text

if TYPE_CHECKING:
    pass


class ActionsMixin(EventsMixin):
    """Life, counters, damage, tapping, designations, losing and winning."""

    # ------------------------------------------------------------------ the table [800]
    # Seats are in turn order; a player who lost has left the game [800.4a] and is skipped.
    # Two-player games take the short paths (both players are in the game while it runs).

    def in_game(self, player: int) -> bool:
        """Whether ``player`` is still in the game (has not lost or conceded) [800.4]."""
        return not self.players[player].lost

    def next_player(self, player: int) -> int:
        """The next player in turn order who is still in the game [101.4, 800.4j]."""
        n = len(self.players)
        if n == 2:
            return 1 - player
        for k in range(1, n + 1):
            q = (player + k) % n
            if not self.players[q].lost:
                return q
        return player

    def opponents(self, player: int) -> tuple[int, ...]:
        """Each opponent still in the game, in turn order from ``player`` (free-for-all:
        every other player is an opponent, range of influence unlimited) [102.2, 806]."""
        n = len(self.players)
        if n == 2:
            return (1 - player,)
        return tuple(q for q in ((player + k) % n for k in range(1, n))
                     if not self.players[q].lost)

    def opponent(self, player: int) -> int:
        """The opponent of a two-player game; at a larger table the next opponent in turn
        order (callers that mean "each opponent" use :meth:`opponents`)."""
        return 1 - player if len(self.players) == 2 else self.next_player(player)

    def apnap(self) -> tuple[int, ...]:
        """Players still in the game, the active player first, then in turn order [101.4];
        an active player who left is skipped and the turn goes on without them [800.4j]."""
        a = self.active
        n = len(self.players)
        if n == 2:
            return (a, 1 - a)
        return tuple(q for q in ((a + k) % n for k in range(n)) if not self.players[q].lost)

    def counters_of(self, player: int, kind: str) -> int:
        return self.players[player].counters.get(kind, 0)

    def gain_life(self, player: int, amount: int, cr: str = "119.3") -> None:
        if amount <= 0 or self.cant_gain_life(player):
            return
        p = self.players[player]
        p.life += amount
        # "If you gained life this turn", "the amount of life you gained this turn" [119.9].
        p.turn_stats["life_gained"] = p.turn_stats.get("life_gained", 0) + amount
        self.emit("life", cr, player, amount=amount)

    def cant_gain_life(self, player: int) -> bool:
        """Whether an effect says ``player`` can't gain life: a gain of life then doesn't
        happen at all [119.7]."""
        return any(eff.forbids_gain(self.game, controller, player)
                   for _, controller, eff in self.hooks_of(LifeGainRestriction))

    def lose_life(self, player: int, amount: int, cr: str = "119.3") -> None:
        if amount <= 0:
            return
        self.players[player].life -= amount
        self.emit("life", cr, player, amount=-amount)

    def add_player_counters(self, player: int, kind: str, n: int, cr: str = "122.1") -> None:
        """Give a player counters: energy [107.14], poison, rad, experience ... [122.1]."""
        if n <= 0:
            return
        for src, eff in self.statics_of(CounterModifier):
            # "If you would get one or more {E}, you get that many plus one instead" [614.1a]
            n = eff.more_player_counters(self.game, src, player, kind, n)
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

    def _put_counters(self, obj: GameObject, kind: str, n: int) -> None:
        if n <= 0:
            return
        if obj.counters is None:
            obj.counters = {}
        obj.counters[kind] = obj.counters.get(kind, 0) + n
        # "If a +1/+1 counter was put on a permanent under your control this turn": counted
        # for its controller as they are put [122.6, Fairgrounds Trumpeter ruling 2016-09-20].
        ts = self.players[obj.controller].turn_stats
        key = "counters_put_" + kind
        ts[key] = ts.get(key, 0) + n

    def counters_to_put(self, obj: GameObject, kind: str, n: int) -> int:
        """How many counters of ``kind`` are put on a permanent that would get ``n`` (on the
        battlefield, or as it enters [122.6]): static
        :class:`~aetherworks.engine.hooks.PermanentCounterModifier` effects ("that many plus
        one instead") modify it, each once [614.1a, 616.1]."""
        if n <= 0:
            return n
        for src, eff in self.statics_of(PermanentCounterModifier):
            n = eff.more_counters(self.game, src, obj, kind, n)
        return n

    def add_counters(self, oid: int, kind: str, n: int, cr: str = "122.1", *,
                     by: int = -1) -> None:
        """Put ``n`` counters of ``kind`` on a permanent; ``by`` is the player who puts them
        (the controller of the spell, ability or damage source that does it; by default the
        permanent's controller), the "counters" event's player: "whenever you put one or
        more -1/-1 counters on a creature" [122.6, Hapatra ruling 2017-04-18]."""
        obj = self.objects[oid]
        if n <= 0 or obj.zone != "battlefield":
            return
        n = self.counters_to_put(obj, kind, n)
        if n <= 0:
            return  # "that many minus one": none are put [614.1a]
        self._put_counters(obj, kind, n)
        self.dirty()
        self.emit("counters", cr, obj.controller if by < 0 else by, obj.id, oid, n, info=kind)

    def remove_counters(self, oid: int, kind: str, n: int) -> int:
        """Remove up to ``n`` counters of ``kind``; how many were.  From an object that has
        left its zone none: it is gone, and a new object has none [400.7, 122.2].  A card in
        exile or a graveyard is shared with the game's clones, so it is copied first
        [isolation]."""
        obj = self.objects[oid]
        have = obj.count(kind)
        n = min(n, have)
        if n > 0 and not obj.zone:
            return 0
        if n and obj.counters is not None:
            obj = self.own(oid)
            assert obj.counters is not None
            obj.counters[kind] = have - n
            if not obj.counters[kind]:
                del obj.counters[kind]
            self.dirty()
        return n

    def tap(self, oid: int) -> None:
        """Tap a permanent [701.26a].  Only a permanent is: "tap that creature" after the
        creature died finds a card that is a new object [400.7], and one the game shares
        with its clones [isolation], so it is left as it is, as counters are."""
        obj = self.objects[oid]
        if not obj.tapped and obj.zone == "battlefield":
            obj.tapped = True
            self.status_changed()  # "as long as it's untapped" [110.5, 611.3a]
            self.emit("tap", "701.26a", obj.controller, oid)

    def untap(self, oid: int) -> None:
        """Untap a permanent [701.26b]; as :meth:`tap`, nothing else."""
        obj = self.objects[oid]
        if obj.zone != "battlefield":
            return
        if obj.tapped and obj.count("stun"):
            # "If a permanent with a stun counter would become untapped, instead remove a
            # stun counter from it" [122.1d].
            self.remove_counters(oid, "stun", 1)
            return
        if obj.tapped:
            obj.tapped = False
            self.status_changed()
            # "Whenever this becomes untapped" [701.26b, 603.2e]: only a tapped one untaps.
            self.emit("untap", "701.26b", obj.controller, oid)

    def transform(self, oid: int, cr: str = "701.27a") -> bool:
        """Transform a permanent: turn it over so that its other face is up [701.27a].  Only
        a transforming double-faced permanent can, and not into an instant or sorcery face
        [712.9, 712.10]; it stays the same object, and effects on it continue to apply
        [712.18].  ``transformed_at`` records when, for "only if it hasn't transformed since
        this ability was put onto the stack" [701.27f].  Returns whether it transformed."""
        obj = self.objects[oid]
        back = obj.proto.back
        if obj.zone != "battlefield" or back is None:
            return False
        if cr not in daynight.BOUND_CAUSES and {daynight.DAYBOUND, daynight.NIGHTBOUND} & \
                self.chars(oid).keywords:
            return False  # only its daybound / nightbound ability turns it [702.145b, e]
        to_back = obj.face != 1
        face = back.chars if to_back else obj.proto.chars
        if "Instant" in face.types or "Sorcery" in face.types:
            return False
        obj.face = 1 if to_back else 0
        obj.remember(Memo.TRANSFORMED_AT, self.next_id)
        self.dirty()
        self.emit("transform", cr, obj.controller, oid, args=(("text", Text(face.name)),))
        return True

    def deal_damage(self, source: int, target: int, amount: int, *, combat: bool = False,
                    cr: str = "120.3") -> int:
        """Damage [120]: to a player, life loss; to a creature, marked damage; to a
        planeswalker, loyalty counters removed; deathtouch and lifelink apply [702.2, 702.15].
        """
        if amount <= 0:
            return 0
        # Replacement effects that modify damage ("plus 2 instead", "double that damage
        # instead"): static abilities', then resolved spells' and abilities' ("this turn"),
        # each asked once [614.1a, 616.1]; "you" is the static's permanent's controller, or
        # the controller of the effect's source.
        for esrc, eff in self.statics_of(DamageModifier):
            amount = eff.modify_damage(self.game, esrc, source, target, amount, combat)
        for ce in self.effects:
            if isinstance(ce.effect, DamageModifier) and amount > 0:
                amount = ce.effect.modify_damage(self.game, self.objects[ce.source], source,
                                                 target, amount, combat)
        # "Damage can't be prevented": prevention effects don't apply to it [615.12].
        if any(eff.unpreventable(self.game, esrc, source, target, combat)
               for esrc, eff in self.statics_of(NoPrevention)) or any(
                isinstance(ce.effect, NoPrevention) and ce.effect.unpreventable(
                    self.game, self.objects[ce.source], source, target, combat)
                for ce in self.effects):
            return self._dealt(source, target, amount, combat, cr)
        if amount > 0 and not is_player_ref(target) and self.protected_from(target, source):
            # Damage from a source with a quality it has protection from is prevented
            # [702.16e, 615.1].
            self.emit("prevent", "702.16e", -1, source, target, amount)
            return 0
        # Prevention effects: shields from resolved abilities and static ones; prevented
        # damage is never dealt [615.1, 615.6].
        shields: list[tuple[Any, GameObject, DamagePrevention]] = [
            (ce, self.objects[ce.source], ce.effect) for ce in self.effects
            if isinstance(ce.effect, DamagePrevention)]
        shields += [(None, esrc, eff) for esrc, eff in self.statics_of(DamagePrevention)]
        for ce, perm, shield in shields:
            if amount > 0:
                n = min(amount, shield.prevent_damage(self.game, perm, source, target, amount,
                                                      combat))
                if n > 0:
                    amount -= n
                    self.emit("prevent", "615.1", -1, source, target, n)
                    rest = shield.used(n)
                    if ce is not None and rest is not shield:
                        # "The next N damage": a shield that is used up [615.7].
                        i = self.effects.index(ce)
                        if rest is None:
                            del self.effects[i]
                        else:
                            self.effects[i] = dataclasses.replace(ce, effect=rest)
        return self._dealt(source, target, amount, combat, cr)

    def _dealt(self, source: int, target: int, amount: int, combat: bool, cr: str) -> int:
        """The damage, after replacement and prevention, is dealt: its results [120.3]."""
        if amount <= 0:
            return 0
        src = self.objects[source]
        sc = self.chars(source) if src.zone else src.proto.chars
        controller = src.controller
        infect = "Infect" in sc.keywords
        if is_player_ref(target):
            p = ref_player(target)
            if infect:
                # Infect: damage to a player gives poison counters instead [702.90b, 120.3b].
                self.emit("damage", cr, controller, source, target, amount)
                self.add_player_counters(p, "poison", amount, cr="702.90b")
            else:
                self.players[p].life -= amount
                self.emit("damage", cr, controller, source, target, amount)
                self.emit("life", "120.3a", p, amount=-amount)
            toxic = _toxic(sc.keywords) if combat else 0
            if toxic:
                # "Players dealt combat damage by this creature also get N poison counters"
                # [702.164b].
                self.add_player_counters(p, "poison", toxic, cr="702.164b")
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
                if infect or "Wither" in sc.keywords:
                    # Wither and infect: -1/-1 counters instead of marked damage [702.80a,
                    # 702.90c, 120.3d].
                    self.add_counters(target, "-1/-1", amount, cr="120.3d", by=controller)
                else:
                    obj.damage += amount
                if "Deathtouch" in sc.keywords:
                    obj.deathtouched = True
            self.emit("damage", cr, controller, source, target, amount)
            if excess:
                turn, before = obj.recall(Memo.EXCESS_DAMAGE, (0, 0))
                obj.remember(Memo.EXCESS_DAMAGE, (self.turn, excess + (before if turn == self.turn
                                                             else 0)))
                self.emit("excess_damage", "120.10", controller, source, target, excess)
        if "Lifelink" in sc.keywords:
            self.gain_life(controller, amount, cr="702.15b")
        if combat:
            if self.players[src.owner].commanders:
                note_commander_damage(self.game, src, target, amount)  # [903.10a]
            self.emit("combat_damage", "510.2", controller, source, target, amount)
        return amount

    def became_targets(self, oid: int) -> None:
        """Each permanent, card and player a spell or ability targets "becomes the target"
        of it as it is cast, activated or put on the stack ("becomes_target": ``obj`` the
        spell or ability, ``other`` the target) [115.1, 702.21a]."""
        obj = self.objects[oid]
        for ref in dict.fromkeys(r for grp in obj.targets for r in grp if r):
            self.emit("becomes_target", "115.1", obj.controller, oid, ref)

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


def _toxic(keywords: frozenset[str]) -> int:
    """The total N of a creature's "Toxic N" keywords [702.164c: they add up]."""
    return sum(int(k.split(" ", 1)[1]) for k in keywords
               if k.startswith("Toxic ") and k.split(" ", 1)[1].isdigit())
