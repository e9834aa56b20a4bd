"""Mana costs, mana pools and the automatic payer [106, 107.4, 118, 202, 601.2g-h].

A cost is parsed once from the card data's ``{1}{G}{U}`` notation into a small immutable
value.  The payer answers two questions fast, because the priority decision asks them for
every card in hand: *could* this cost be paid from these sources, and *which* sources pay it.

>>> c = ManaCost.parse("{2}{G}{U}")
>>> c.mana_value, c.generic, c.colored, str(c)  # coloured symbols in WUBRG order [107.4]
(4, 2, 'UG', '{2}{U}{G}')
>>> str(ManaCost.parse("{X}{R}").with_x(3))
'{3}{R}'
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import NamedTuple

COLORS = "WUBRG"
MANA_TYPES = "WUBRGC"
_COST_LETTERS = MANA_TYPES + "S"  # {S}: one mana from a snow source [107.4h]
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: generic amount, coloured symbols, hybrid pairs, and X count [107.4, 202]."""

    generic: int = 0
    # One letter per symbol, sorted in WUBRGCS order; "C" is colourless-only; "S" is snow
    # [107.4h]: it is paid by mana from a snow source (``ManaSource.snow``), never from the pool.
    colored: str = ""
    hybrid: tuple[str, ...] = ()  # "RG" for {R/G}, "2W" for {2/W}
    phyrexian: str = ""  # one letter per {G/P} symbol
    x: int = 0  # how many {X}

    @staticmethod
    def parse(text: str | None) -> ManaCost:
        if not text:
            return ManaCost()
        generic, colored, hybrid, phyrexian, x = 0, [], [], [], 0
        for sym in _SYMBOL.findall(text):
            s = sym.upper()
            if s.isdigit():
                generic += int(s)
            elif s == "X":
                x += 1
            elif s in _COST_LETTERS:
                colored.append(s)
            elif s.endswith("/P"):
                phyrexian.append(s[0])
            elif "/" in s:
                a, b = s.split("/")
                hybrid.append(a + b)
            else:
                raise ValueError(f"unknown mana symbol {{{sym}}} in {text!r}")
        colored.sort(key=_COST_LETTERS.index)
        return ManaCost(generic, "".join(colored), tuple(hybrid), "".join(phyrexian), x)

    @property
    def mana_value(self) -> int:
        """Mana value with X = 0 [202.3]; a {2/W} hybrid symbol counts 2."""
        hyb = sum(int(h[0]) if h[0].isdigit() else 1 for h in self.hybrid)
        return self.generic + len(self.colored) + hyb + len(self.phyrexian)

    def with_x(self, value: int) -> ManaCost:
        """The cost once X is chosen [601.2f]."""
        if not self.x:
            return self
        return ManaCost(self.generic + value * self.x, self.colored, self.hybrid, self.phyrexian)

    def plus(self, other: ManaCost) -> ManaCost:
        """Add an additional or increased cost [601.2f]."""
        colored = "".join(sorted(self.colored + other.colored, key=_COST_LETTERS.index))
        return ManaCost(
            self.generic + other.generic,
            colored,
            self.hybrid + other.hybrid,
            self.phyrexian + other.phyrexian,
            self.x + other.x,
        )

    def reduced(self, amount: int) -> ManaCost:
        """Generic cost reduction (improvise, cost reducers) never goes below zero [601.2f]."""
        return ManaCost(max(0, self.generic - amount), self.colored, self.hybrid,
                        self.phyrexian, self.x)

    def payable_as(self, how: str) -> ManaCost:
        """The requirements this cost puts on the mana that pays it when mana may be spent
        "as though it were mana of any color" (``how="color"``: each coloured or hybrid
        symbol takes mana of any colour, {C} still colourless) or "as though it were mana of
        any type" (``"type"``: any mana pays any symbol) [609.4b]."""
        if how == "type":
            return ManaCost(self.generic + len(self.colored) + len(self.hybrid), "", (),
                            self.phyrexian, self.x)
        anycolor = tuple(COLORS for c in self.colored if c in COLORS) + tuple(
            COLORS for _ in self.hybrid)
        return ManaCost(self.generic, "".join(c for c in self.colored if c not in COLORS),
                        anycolor, self.phyrexian, self.x)

    @property
    def is_free(self) -> bool:
        return not (self.generic or self.colored or self.hybrid or self.phyrexian)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.hybrid or self.phyrexian or self.x):
            parts.append(f"{{{self.generic}}}")
        parts += ["{" + "/".join(h) + "}" for h in self.hybrid]
        parts += [f"{{{c}/P}}" for c in self.phyrexian]
        parts += [f"{{{c}}}" for c in self.colored]
        return "".join(parts)


class ManaSource(NamedTuple):
    """One way to make mana right now: a mana ability of a permanent [605].

    ``colors`` is the set of mana types one activation may produce and ``amount`` how many
    mana it adds: all of one chosen type, or with ``combination`` "in any combination of
    colors", so one activation may pay several units of a cost [106.1, 605].  ``energy`` is
    the {E} the ability costs, so that the payer prefers free sources.  A named tuple because
    the priority decision builds these for every permanent, every time.
    """

    obj: int
    ability: int
    colors: str
    amount: int = 1
    energy: int = 0
    life: int = 0  # life it costs or damage it deals you: the payer prefers sources without
    combination: bool = False
    snow: bool = False  # a snow permanent's mana pays {S} [107.4h]
    # Tapping it for mana costs something else (a creature that could attack or block, a
    # permanent with another {T} ability): the automatic payer uses such sources last.
    keep: bool = False
    fixed: bool = False  # makes exactly ``colors``, one mana per letter ("Add {W}{U}")
    sacrifice: bool = False  # sacrificed to make mana (a Treasure): the payer uses it last
    # A mana cost paid from other mana as it is activated ("{1}, {T}: Add {G}{U}"; filter
    # lands): the payer activates other sources for it first [605.3a, 601.2g].
    input: ManaCost | None = None


@dataclass(slots=True)
class Payment:
    """Which sources pay which part of a cost; ``from_pool`` is mana already floating."""

    sources: list[tuple[ManaSource, str]] = field(default_factory=list)  # (source, colour made)
    from_pool: dict[str, int] = field(default_factory=dict)
    life: int = 0  # Phyrexian symbols paid with life


def _units(cost: ManaCost) -> list[str]:
    """Split a cost into single-mana requirements, most demanding first."""
    units = list(cost.colored)
    units += [h if not h[0].isdigit() else "*" + h[1] for h in cost.hybrid]
    units += ["P" + c for c in cost.phyrexian]
    units += ["*"] * cost.generic
    return units


def _fits(unit: str, color: str) -> bool:
    if unit == "*":
        return True
    if len(unit) == 1:
        return unit == color
    if unit[0] == "*":  # {2/W} paid with one W
        return color == unit[1]
    if unit[0] == "P":
        return color == unit[1]
    return color in unit


def _too_few_payers(units: list[str], sources: list[ManaSource]) -> bool:
    """Whether some of these coloured, colourless or snow units have fewer permanents able
    to pay them (counting the mana each could make) than there are units: then no payment
    exists [601.2h], and the backtracking, which would try every way of paying the others
    first (millions, with many any-colour sources and a {C} that none can make), is
    skipped.  A necessary condition only ({E} is not counted): it changes no payment found.

    >>> any_colour = [ManaSource(i, 0, "WUBRG") for i in range(1, 9)]
    >>> _too_few_payers(["W", "U", "B", "R", "G", "C"], any_colour)
    True
    >>> _too_few_payers(["W", "U", "U"], any_colour[:2] + [ManaSource(9, 0, "U")])
    False
    """
    kinds = sorted(set(units))
    k = len(kinds)
    most: dict[int, dict[int, int]] = {}  # each permanent's most mana for each set of kinds
    for s in sources:
        fit = 0
        for b, u in enumerate(kinds):
            if (u == "S" and s.snow) or any(_fits(u, c) for c in s.colors):
                fit |= 1 << b
        if fit:
            its = most.setdefault(s.obj, {})
            if its.get(fit, 0) < s.amount:
                its[fit] = s.amount
    counts = [units.count(u) for u in kinds]
    # Every set of kinds (Hall's condition), or each kind alone past ten kinds (hybrids).
    for group in range(1, 1 << k) if k <= 10 else (1 << b for b in range(k)):
        need = sum(n for b, n in enumerate(counts) if group >> b & 1)
        have = sum(max((made for fit, made in its.items() if fit & group), default=0)
                   for its in most.values())
        if have < need:
            return True
    return False


_BITS = {c: 1 << i for i, c in enumerate(MANA_TYPES)}


def _mask(colors: str) -> int:
    m = 0
    for c in colors:
        m |= _BITS.get(c, 0)
    return m


def counted_can_pay(cost: ManaCost, pool: dict[str, int], sources: list[ManaSource],
                    energy: int) -> bool | None:
    """Whether the cost can be paid, by counting, in the common case where each source
    makes one mana of one of its colours and {E} can't run short; ``None`` otherwise (a
    question for :func:`find_payment`).  Each permanent taps for one of its abilities, and
    each unit of mana pays one symbol: the coloured symbols can all be paid exactly when
    every set of colours among them has at least as many sources (or mana in the pool) able
    to make one of those colours as it has symbols (Hall's theorem on the matching of
    symbols to sources), and the generic part takes whatever is left [601.2g-h, 106.1].

    >>> forest, hub = ManaSource(1, 0, "G"), ManaSource(2, 0, "WUBRG", energy=1)
    >>> counted_can_pay(ManaCost.parse("{G}{G}"), {}, [forest, hub], energy=1)
    True
    >>> counted_can_pay(ManaCost.parse("{G}{G}"), {}, [forest, hub], energy=0) is None
    True
    >>> counted_can_pay(ManaCost.parse("{1}{U}{U}"), {"U": 1}, [forest, hub], energy=1)
    True
    """
    if cost.hybrid or cost.phyrexian or "S" in cost.colored:
        return None
    counted = _source_units(tuple(sources))
    if counted is None or (counted[1] and counted[1] > energy):
        return None  # {E} might run short: which sources to use depends on it
    units = list(counted[0])
    for kind, n in pool.items():
        if kind in _BITS:  # not mana only some spells may spend ("C:colorless spells")
            units += [_BITS[kind]] * n
    if cost.generic + len(cost.colored) > len(units):
        return False
    needed = sorted(set(cost.colored))
    for subset in range(1, 1 << len(needed)):
        want = 0
        demand = 0
        for i, color in enumerate(needed):
            if subset >> i & 1:
                want |= _BITS[color]
                demand += cost.colored.count(color)
        able = 0
        for u in units:  # a loop, not sum() over a generator: asked at every priority
            if u & want:
                able += 1
        if able < demand:
            return False
    return True


@functools.lru_cache(maxsize=1024)
def _source_units(sources: tuple[ManaSource, ...]) -> tuple[tuple[int, ...], int] | None:
    """For :func:`counted_can_pay`: each permanent's colours as a bit mask, and the {E}
    using every one would cost; None where a source makes more than one mana or needs
    mana itself.  The same sources are asked about every card in hand at every priority."""
    masks: dict[int, int] = {}
    costs_energy: dict[int, int] = {}
    for s in sources:
        if s.amount != 1 or s.input is not None:
            return None
        masks[s.obj] = masks.get(s.obj, 0) | _mask(s.colors)
        if s.energy > costs_energy.get(s.obj, 0):
            costs_energy[s.obj] = s.energy
    return tuple(masks.values()), sum(costs_energy.values())


def can_pay(cost: ManaCost, pool: dict[str, int], sources: list[ManaSource], *,
            energy: int = 0, life: int = 0) -> bool:
    """Whether :func:`find_payment` finds a way.  The priority decision asks it for every
    card in hand at every priority, so the common case is counted (:func:`counted_can_pay`),
    and the others remembered by value: between two priorities the lands, the pool and the
    costs rarely change.  {E} matters only as far as the
    sources' {E} costs could use it, and life only for Phyrexian symbols [107.4f], so the
    key keeps only that much: gaining {E} doesn't make every card in hand a new question."""
    counted = counted_can_pay(cost, pool, sources, energy)
    if counted is not None:
        return counted
    energy = min(energy, sum(s.energy for s in sources))
    if not cost.phyrexian and not any(s.input is not None and s.input.phyrexian
                                      for s in sources):
        life = 0
    return _can_pay(cost, tuple(sorted(pool.items())) if pool else (), tuple(sources), energy,
                    life)


@functools.lru_cache(maxsize=16384)
def _can_pay(cost: ManaCost, pool: tuple[tuple[str, int], ...],
             sources: tuple[ManaSource, ...], energy: int, life: int) -> bool:
    return find_payment(cost, dict(pool), list(sources), energy=energy,
                        life=life) is not None


def find_payment(
    cost: ManaCost,
    pool: dict[str, int],
    sources: list[ManaSource],
    *,
    energy: int = 0,
    life: int = 0,
) -> Payment | None:
    """Find a way to pay ``cost`` from the pool and the given sources, or ``None``.

    Sources whose ability has a mana cost of its own (``input``: filter lands, "{1}, {T}: Add
    {G}{U}") are tried only when the others can't pay: one of them at a time, its input paid
    first by other sources or the pool, then the cost with its output and what is left
    [605.3a].  In the returned payment the input's sources come before it.
    """
    plain = [s for s in sources if s.input is None]
    payment = _find_plain(cost, pool, plain, energy=energy, life=life)
    if payment is not None or len(plain) == len(sources):
        return payment
    for conv in sources:
        if conv.input is None:
            continue
        others = [s for s in plain if s.obj != conv.obj]
        first = _find_plain(conv.input, pool, others, energy=energy, life=life)
        if first is None:
            continue
        used = {s.obj for s, _ in first.sources}
        pool2 = {c: n - first.from_pool.get(c, 0) for c, n in pool.items()}
        out = conv._replace(input=None)
        rest = [s for s in others if s.obj not in used] + [out]
        spent = sum(s.energy for s, _ in first.sources)
        second = _find_plain(cost, {c: n for c, n in pool2.items() if n > 0}, rest,
                             energy=energy - spent, life=life - first.life)
        if second is None or not any(s is out for s, _ in second.sources):
            continue
        combined = Payment(life=first.life + second.life)
        combined.sources = first.sources + [(conv, m) for s, m in second.sources if s is out] \
            + [(s, m) for s, m in second.sources if s is not out]
        for part in (first, second):
            for c, n in part.from_pool.items():
                combined.from_pool[c] = combined.from_pool.get(c, 0) + n
        return combined
    return None


def _find_plain(
    cost: ManaCost,
    pool: dict[str, int],
    sources: list[ManaSource],
    *,
    energy: int = 0,
    life: int = 0,
) -> Payment | None:
    """:func:`find_payment` with sources that need no mana of their own.

    Coloured units are matched by backtracking over the least flexible sources first, then
    generic units take whatever is left, cheapest first; {2/W} hybrids fall back to two
    generic, Phyrexian symbols to 2 life [107.4f, 601.2g-h].  A source that adds several
    mana (``amount``) may pay several units: all of the one type it makes, or any mix of its
    colours with ``combination`` [106.1, 605]; a chosen source's spare mana is spent before
    another source is tapped.  Each payment entry is ``(source, the mana it makes)``, one
    letter per unit it pays.
    """
    # Fewest mana the cost can take: a {2/W} symbol may be paid with a single {W} [107.4e].
    fewest = cost.generic + len(cost.colored) + len(cost.hybrid)
    if (not pool and not cost.phyrexian and fewest > len({s.obj for s in sources})
            and fewest > capacity(sources)):
        return None  # not enough sources at all: the common case, answered cheaply
    units = _units(cost)
    pool_left = dict(pool)
    payment = Payment()
    # Mana already in the pool is spent first: it would empty at the step's end anyway.
    rest: list[str] = []
    for unit in units:
        for color in MANA_TYPES:
            if pool_left.get(color, 0) > 0 and _fits(unit, color):
                pool_left[color] -= 1
                payment.from_pool[color] = payment.from_pool.get(color, 0) + 1
                break
        else:
            rest.append(unit)
    if not rest:
        return payment
    # Free sources first; then those tapping which costs something else; a sacrificed one
    # last, the one making the most mana first among those (a Treasure's two-mana ability
    # over its one-mana one).
    ordered = sorted(sources, key=lambda s: (s.energy, s.life, s.keep, s.sacrifice,
                                             -s.amount if s.sacrifice else 0, len(s.colors)))
    specific = [u for u in rest if u != "*" and not u.startswith("*") and not u.startswith("P")]
    # Where few mana abilities could pay, trying every way costs less than the check.
    if len(specific) > 1 and len(sources) > 8 and _too_few_payers(specific, sources):
        return None
    flexible = [u for u in rest if u.startswith("*") and u != "*"]
    phyrexian = [u for u in rest if u.startswith("P")]
    generic = rest.count("*")
    chosen: dict[int, tuple[ManaSource, str]] = {}
    # A permanent may list several mana abilities (Aether Hub: {C}, or any colour for {E});
    # each needs {T}, so at most one of them is used.

    def energy_used() -> int:
        return sum(s.energy for s, _ in chosen.values())

    def taken(src: ManaSource) -> bool:
        return any(s.obj == src.obj for s, _ in chosen.values())

    def usable(idx: int, color: str) -> bool:
        """Could source ``idx`` make one more ``color`` for this cost?  A chosen one if it has
        mana to spare (of its one type, or any colour for a combination); a fresh one if no
        other mana ability of its permanent is used and its {E} can be paid."""
        src = ordered[idx]
        if color not in src.colors:
            return False
        if idx in chosen:
            made = chosen[idx][1]
            if src.fixed:
                return made.count(color) < src.colors.count(color)
            return len(made) < src.amount and (src.combination or made[0] == color)
        return not taken(src) and energy_used() + src.energy <= energy

    def use(idx: int, color: str) -> None:
        prev = chosen.get(idx)
        chosen[idx] = (ordered[idx], (prev[1] if prev else "") + color)

    def assign(i: int) -> bool:
        if i == len(specific):
            return True
        unit = specific[i]
        # Mana a chosen source makes anyway (Conversion Apparatus's other two) goes first.
        spare = [j for j, (s, made) in chosen.items() if len(made) < s.amount]
        order = [*spare, *(j for j in range(len(ordered)) if j not in chosen)] if spare \
            else range(len(ordered))
        for idx in order:
            src = ordered[idx]
            for color in src.colors:
                if (_fits(unit, color) or (unit == "S" and src.snow)) and usable(idx, color):
                    prev = chosen.get(idx)
                    use(idx, color)
                    if assign(i + 1):
                        return True
                    if prev is None:
                        del chosen[idx]
                    else:
                        chosen[idx] = prev
                    if src.amount == 1 or src.combination:
                        break  # its other colours would leave the same sources free
        return False

    if not assign(0):
        return None

    def spare(i: int) -> str:
        """The type of the next mana source ``i`` would make for a generic unit."""
        src = ordered[i]
        if i not in chosen:
            return src.colors[0]
        made = chosen[i][1]
        if src.fixed:
            return next((c for c in src.colors if made.count(c) < src.colors.count(c)),
                        src.colors[0])
        return src.colors[0] if src.combination else made[0]

    def pick(color: str) -> int | None:
        """A source for one more unit ("" = any type): spare mana first, then the cheapest."""
        for fresh in (False, True):
            for i, _src in enumerate(ordered):
                if (i not in chosen) is fresh and usable(i, color or spare(i)):
                    return i
        return None

    for unit in flexible:  # {2/W}: one W if a source makes it, else two generic
        i = pick(unit[1])
        if i is not None:
            use(i, unit[1])
        else:
            generic += 2
    life_paid = 0
    for unit in phyrexian:
        i = pick(unit[1])
        if i is not None:
            use(i, unit[1])
        elif life - life_paid >= 2:
            life_paid += 2
        else:
            return None
    for _ in range(generic):
        # A {2/W} paid as two generic may still use pool mana no coloured unit wanted.
        spare_color = next((c for c in MANA_TYPES if pool_left.get(c, 0) > 0), None)
        if spare_color is not None:
            pool_left[spare_color] -= 1
            payment.from_pool[spare_color] = payment.from_pool.get(spare_color, 0) + 1
            continue
        i = pick("")
        if i is None:
            return None
        use(i, spare(i))
    payment.sources = [chosen[i] for i in sorted(chosen)]
    payment.life = life_paid
    return payment


def capacity(sources: list[ManaSource]) -> int:
    """The most mana these sources can make at once: each permanent's largest ability."""
    most: dict[int, int] = {}
    for s in sources:
        if s.amount > most.get(s.obj, 0):
            most[s.obj] = s.amount
    return sum(most.values())


def max_affordable_x(
    cost: ManaCost, pool: dict[str, int], sources: list[ManaSource], *, energy: int = 0
) -> int:
    """The largest X for which ``cost`` can be paid, so a number decision has a finite range."""
    if not cost.x:
        return 0
    total = sum(pool.values()) + capacity(sources)
    best = -1
    for x in range(total // cost.x + 1):
        if not can_pay(cost.with_x(x), pool, sources, energy=energy):
            break
        best = x
    return best
