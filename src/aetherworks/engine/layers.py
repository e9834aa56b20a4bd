"""Characteristics through the layer system [613]: continuous effects, counters and the cache.

``chars(oid)`` is what every rule asks about a permanent; it is cached until something that
can change characteristics calls ``dirty()``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from aetherworks.engine import cardpool, protection
from aetherworks.engine.defs import StaticAbility, TriggeredAbility
from aetherworks.engine.hooks import FaceUpCost, Rule, RuleEffect
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import Chars, ContinuousEffect, GameObject, MutableChars, derived
from aetherworks.engine.state import GameState

if TYPE_CHECKING:
    pass


# Counters that are keywords [122.1b].
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance",
})


@functools.cache
def pt_counter(kind: str) -> tuple[int, int]:
    """What a "+X/+Y" or "-X/-Y" counter adds to power and toughness [122.1a]."""
    p, t = kind.split("/")
    return int(p), int(t)


H = TypeVar("H")  # a hook class (statics_of)

FACE_DOWN = Chars("", ManaCost(), frozenset(), frozenset(), frozenset({"Creature"}),
                  frozenset(), 2, 2, None, frozenset(), ())


def face_down_chars(obj: GameObject) -> Chars:
    """A face-down spell or permanent: a 2/2 creature with no text [708.2a]; one cast face
    down by an ability that lists more has those too — disguise's ward {2} [702.168a]: the
    card's :class:`~.hooks.FaceUpCost` lists them."""
    if obj.paid:
        for ab in obj.proto.chars.abilities:
            if isinstance(ab, StaticAbility) and isinstance(ab.effect, FaceUpCost) and \
                    ab.effect.face_down_abilities:
                return dataclasses.replace(FACE_DOWN, abilities=ab.effect.face_down_abilities)
    return FACE_DOWN


# The label of bestow's alternative cost in ``paid``: a spell cast bestowed, and the
# permanent it became while it is attached [702.103b].
BESTOW = "bestow"


def bestowed_aura(c: Chars) -> Chars:
    """A bestowed spell or permanent is an Aura enchantment with enchant creature, not a
    creature: its creature types and power and toughness go with its card type [702.103b,
    205.1b]."""
    return dataclasses.replace(c, types=frozenset({"Enchantment"}),
                               subtypes=frozenset({"Aura"}), power=None, toughness=None)


class _LayerStatics:
    """The key of :meth:`LayersMixin._layer_statics` among the per-hook lists."""


class _PrintedStatics:
    """The key of every static ability of the permanents, functioning or not (a condition
    may be false), among the per-hook lists: set with the list of those functioning."""


def _implementing(statics: list[tuple[GameObject, StaticAbility]], hook: type[H]
                  ) -> list[tuple[GameObject, H]]:
    """``(source, effect)`` for the static abilities whose effect implements ``hook`` (not a
    comprehension in :meth:`LayersMixin.statics_of`, which would make ``hook`` a closure
    variable built at each of its many calls)."""
    return [(src, ab.effect) for src, ab in statics if isinstance(ab.effect, hook)]


def _changes(statics: list[tuple[GameObject, RuleEffect]], rule: Rule) -> bool:
    return any(eff.rule == rule for _, eff in statics)


def _statics_of_chars(c: Chars) -> tuple[StaticAbility, ...]:
    return tuple(ab for ab in c.abilities if isinstance(ab, StaticAbility))


class LayersMixin(GameState):
    """Characteristics after continuous effects, and the continuous effects themselves."""

    def dirty(self) -> None:
        """Anything that can change characteristics calls this to drop the layer cache."""
        self._statics = None
        self._drop_derived()
        self._ver += 1

    def status_changed(self) -> None:
        """Permanents' status changed (untapped, damage removed, attacking or blocking)
        [110.5]: their characteristics depend on it only through a static ability or a
        continuous effect that reads it ("as long as this creature is attacking") [611.3a];
        with none functioning, nothing worked out from the characteristics changes (a
        single tap or untap never drops them either)."""
        printed = self._statics_by.get(_PrintedStatics)  # None: not worked out since
        if printed is None or printed or self.effects:
            self.dirty()
        else:
            self._ver += 1

    def _drop_derived(self) -> None:
        """Drop what was worked out from the static abilities functioning."""
        self._chars.clear()
        self._statics_by.clear()
        self._triggers = None
        self._restricted_memo.clear()
        self._abilities_memo.clear()
        self._sources_memo.clear()
        self._face_down_memo = None
        self._nested_chars.clear()

    def chars(self, oid: int) -> Chars:
        """Characteristics after the layers [613]; cached until something changes.

        A static ability may ask about other permanents while characteristics are being
        worked out ("as long as you control an artifact", "+1/+1 for each creature you
        control"); a question that comes back to an object already being worked out gets its
        printed characteristics, which breaks the loop (a dependency can't be circular
        [613.8]).  A result that used a volatile effect is volatile for whoever asked."""
        c = self._chars.get(oid)
        if c is not None:
            return c
        obj = self.objects[oid]
        computing = self._computing
        if oid in computing:
            return self.face_chars(obj)
        nested = self._nested_chars
        if computing:
            # Asked again while the same outer question is being worked out (each of many
            # Pack Rats counting the Rats): the first answer stands for the whole question,
            # or every object's count would recount every other one, factorially.
            c = nested.get(oid)
            if c is not None:
                self._volatile = True
                return c
        outer = self._volatile
        self._volatile = False
        self._computing = computing | {oid}
        try:
            c = self._compute_chars(obj)
        finally:
            self._computing = computing
            if not computing:
                nested.clear()
        if not self._volatile:
            self._chars[oid] = c
        elif computing:
            nested[oid] = c
        self._volatile = outer or self._volatile
        return c

    def _static_effects(self) -> list[tuple[GameObject, StaticAbility]]:
        """The static abilities functioning now [604.2, 611.3]."""
        if self._statics is None:
            cands = self._printed_statics()
            for _, ab in cands:
                if ab.condition is not None:
                    out = self._conditional_statics(cands)
                    self._statics_by[_PrintedStatics] = cands
                    return out
            self._statics = cands
            self._statics_by[_PrintedStatics] = cands
        return self._statics

    def _printed_statics(self) -> list[tuple[GameObject, StaticAbility]]:
        """Every static ability of the permanents (and emblems: theirs function in the
        command zone [113.6p, 114.4]), whether or not its condition holds."""
        out = []
        for oid in (*self.battlefield, *self.command):
            obj = self.objects[oid]
            for ab in derived(self.face_chars(obj), "statics", _statics_of_chars):
                out.append((obj, ab))
        return out

    def _conditional_statics(self, cands: list[tuple[GameObject, StaticAbility]]
                             ) -> list[tuple[GameObject, StaticAbility]]:
        """The static abilities functioning now when some have a condition ("as long as you
        control an artifact"): those whose condition holds, with the others.

        Whether a condition holds may depend on the characteristics the others give (an
        effect that depends on another waits for it [613.8a-b]): while the list is worked
        out, a condition that asks about characteristics gets them under a trial list,
        first the abilities without a condition, then the last list found, until the list
        no longer changes; a loop that never settles keeps the last [613.8b].  Each trial
        is one pass over the permanents, where asking the list itself again (each
        permanent's characteristics for each condition) would cost a pass per permanent.
        Whatever reads the list keeps what it works out in ``_statics_by``: if that is still
        empty after a pass, no condition looked at characteristics."""
        out = [(obj, ab) for obj, ab in cands if ab.condition is None]
        for _ in range(len(cands) - len(out) + 1):
            trial = self._statics = out
            try:
                out = [(obj, ab) for obj, ab in cands
                       if ab.condition is None or ab.condition.holds(self.game, obj)]
            finally:
                self._statics = None
            if not self._statics_by or out == trial:
                break
            self._drop_derived()  # worked out under a list that was not the answer
        self._statics = out
        return out

    def _layer_statics(self) -> list[tuple[GameObject, StaticAbility]]:
        """The static abilities functioning now that change characteristics: not
        rule-changing [613.11] or replacement effects, which change none (their ``affects``
        may look at characteristics: no recursion).  Every permanent's characteristics are
        worked out again after each ``dirty``, so the others are left out once, not per
        permanent."""
        got = self._statics_by.get(_LayerStatics)
        if got is None:
            got = self._statics_by[_LayerStatics] = [
                (src, ab) for src, ab in self._static_effects()
                if ab.effect.layer not in ("rules", "replacement")]
        return got

    def statics_of(self, hook: type[H]) -> list[tuple[GameObject, H]]:
        """``(source, effect)`` for each static ability functioning now whose effect
        implements ``hook`` (a class of :mod:`aetherworks.engine.hooks`), in the order of
        :meth:`_static_effects`: every rule that a kind of static ability modifies (costs,
        damage, draws, counters) asks for its hook, many times per priority, and the answer
        is the same until ``dirty`` (most often: none)."""
        got = self._statics_by.get(hook)
        if got is None:
            got = self._statics_by[hook] = _implementing(self._static_effects(), hook)
        return got

    def hooks_of(self, hook: type[H]) -> Iterator[tuple[GameObject | None, int, H]]:
        """``(source, controller, effect)`` for each effect implementing ``hook``: static
        abilities functioning now (:meth:`statics_of`; the controller is the permanent's),
        then resolved spells' and abilities' continuous effects (the controller is the
        effect's [611.2]), for the rules both kinds of effect can change."""
        for src, eff in self.statics_of(hook):
            yield src, src.controller, eff
        for ce in self.effects:
            if isinstance(ce.effect, hook):
                yield self.objects.get(ce.source), ce.controller, ce.effect

    def face_chars(self, obj: GameObject) -> Chars:
        """The printed characteristics of the face that is up: a split card's chosen half on
        the stack [709.3], a modal double-faced card's face on the stack or battlefield
        [712.8f], a transformed permanent's back face [712.8e]; otherwise the card's (front
        face's) [712.8a].  An object that left keeps its face for its last known
        information [608.2h]."""
        if obj.face >= 0 and obj.zone in ("stack", "battlefield", ""):
            if obj.proto.faces:
                return obj.proto.faces[obj.face].chars
            if obj.face == 1 and obj.proto.back is not None:
                return obj.proto.back.chars
        return obj.proto.chars

    def _compute_chars(self, obj: GameObject) -> Chars:
        base = self.face_chars(obj)
        if obj.face_down and obj.zone == "stack":
            return face_down_chars(obj)  # a face-down spell [708.4, 702.37c]
        if obj.paid and BESTOW in obj.paid and (obj.zone == "stack" or obj.attached_to):
            base = bestowed_aura(base)  # until it ceases to be bestowed [702.103b, e-f]
        if obj.zone != "battlefield":
            return base
        if obj.face_down:
            # A face-down permanent is a 2/2 creature with no text, name, subtypes or mana
            # cost; these are its copiable values, and other effects still apply [708.2a].
            base = face_down_chars(obj)
        applied: list[tuple[str, int, Any, GameObject | None]] = []
        for src, ab in self._layer_statics():
            if ab.effect.affects(self.game, src, obj):
                applied.append((ab.effect.layer, src.timestamp, ab.effect, src))
        for ce in self.effects:
            if ce.effect.layer in ("rules", "replacement"):
                continue
            if (ce.objects and obj.id in ce.objects) or (
                not ce.objects and ce.effect.affects(self.game, self.objects.get(ce.source), obj)
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
        """+X/+Y and -X/-Y counters apply in layer 7c [122.1a, 613.4c]; keyword counters in
        6."""
        if not counters:
            return
        dp = dt = 0
        # A keyword counter gives its keyword ("first strike" counter) [122.1b, 613.1f].
        for kind, n in counters.items():
            if n > 0 and kind in KEYWORD_COUNTERS:
                m.keywords.add(kind[0].upper() + kind[1:])
                ability = cardpool.KEYWORD_ABILITIES.get(kind)
                if ability is not None:
                    # A triggered keyword (exalted): each counter is an instance, and each
                    # instance triggers separately [122.1b, 702.83b].
                    m.abilities.extend([ability] * n)
            elif kind[0] in "+-":  # +1/+0, -0/-1 ... [122.1a]
                x, y = pt_counter(kind)
                dp += x * n
                dt += y * n
        if m.power is None or m.toughness is None:
            return
        m.power += dp
        m.toughness += dt

    def rule_applies(self, oid: int, rule: Rule) -> bool:
        """Whether a rule-changing effect [613.11] (a :class:`~.hooks.RuleEffect`) changes
        ``rule`` for this permanent: from a resolved ability (locked-in objects, or its
        ``affects``) or a static ability."""
        return self.rule_applies_any(oid, (rule,))

    def rule_effects(self, oid: int, rule: Rule) -> Iterator[tuple[RuleEffect, GameObject | None]]:
        """The rule-changing effects changing ``rule`` for this permanent, each with its
        source: for rules whose effect says more ("can't be blocked by creatures with power
        2 or less": :meth:`~.hooks.RuleEffect.stops`) [613.11]."""
        obj = self.objects[oid]
        for ce in self.effects:
            eff = ce.effect
            if isinstance(eff, RuleEffect) and eff.rule == rule:
                src = self.objects.get(ce.source)
                if oid in ce.objects or (not ce.objects and eff.affects(self.game, src, obj)):
                    yield eff, src
        for src, eff in self.statics_of(RuleEffect):
            if eff.rule == rule and eff.affects(self.game, src, obj):
                yield eff, src

    def rule_changed(self, rule: Rule) -> bool:
        """Whether any effect changes ``rule`` for some permanent: a loop over many
        permanents asks this once, then :meth:`rule_applies` only if it is."""
        for ce in self.effects:
            if isinstance(ce.effect, RuleEffect) and ce.effect.rule == rule:
                return True
        statics = self.statics_of(RuleEffect)
        return bool(statics) and _changes(statics, rule)

    def rule_applies_any(self, oid: int, rules: tuple[Rule, ...]) -> bool:
        """Whether any of ``rules`` is changed for this permanent: :meth:`rule_applies` in one
        pass over the effects."""
        statics = self.statics_of(RuleEffect)
        if not statics and not self.effects:
            return False  # most of the time: asked for every permanent at every priority
        obj = self.objects[oid]
        for ce in self.effects:
            eff = ce.effect
            if isinstance(eff, RuleEffect) and eff.rule in rules and (
                    oid in ce.objects or (not ce.objects and eff.affects(
                        self.game, self.objects.get(ce.source), obj))):
                return True
        return any(eff.rule in rules and eff.affects(self.game, src, obj)
                   for src, eff in statics)

    @staticmethod
    def final_chapter(c: Chars) -> int:
        """A Saga's final chapter number: the greatest among its chapter abilities
        (triggered abilities whose trigger has ``chapters``), 0 without any [714.2d]."""
        return max((n for ab in c.abilities if isinstance(ab, TriggeredAbility)
                    for n in ab.trigger.chapters), default=0)

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

    def protected_from(self, oid: int, source: int) -> bool:
        """Whether permanent ``oid`` has protection from a quality of ``source`` [702.16a]
        ("protection from [color / card type / everything / each color]", as keywords).
        Protection stops damage, blocks, targets and attachments from such sources (DEBT)
        [702.16b-f]: :func:`aetherworks.engine.protection.protected_from`."""
        return protection.protected_from(self.game, oid, source)

    def has(self, oid: int, keyword: str) -> bool:
        return keyword in self.chars(oid).keywords

    def power(self, oid: int) -> int:
        return self.chars(oid).power or 0

    def toughness(self, oid: int) -> int:
        return self.chars(oid).toughness or 0

    def is_type(self, oid: int, card_type: str) -> bool:
        return card_type in self.chars(oid).types

    def add_effect(self, effect: Any, source: int, controller: int, *,
                   objects: tuple[int, ...] = (), until: str = "eot") -> None:
        """Start a continuous effect from a resolving spell or ability [611.2]."""
        self.clock += 1
        self.effects.append(ContinuousEffect(effect, source, controller, self.clock, objects,
                                             until, self.turn))
        self.dirty()
