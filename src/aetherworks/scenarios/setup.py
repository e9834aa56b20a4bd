"""Building a scenario's starting position, and refusing one the game can't be in.

The position is put together with ``Game.empty`` / ``Game.put``, so nothing triggers while
it is set up.  Some positions pass the file's checks yet can't exist in a game: an instant
on the battlefield [110.4, 304.4], an Aura on something its enchant keyword doesn't allow
[303.4, 702.5a], or a position in which state-based actions would act before anyone gets
priority (a player at 0 life, a creature with lethal damage marked, two of the same legend
[704.3, 704.5]).  Those are :class:`ScenarioLoadError` s at the line of the setup entry,
not a game that quietly starts by undoing the position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.game import Game
from aetherworks.engine.sba import state_based_actions
from aetherworks.scenarios.loader import Issue, ScenarioLoadError, issue_at
from aetherworks.scenarios.names import canonical, display, matches, parse_ref

if TYPE_CHECKING:
    from aetherworks.scenarios.model import PermanentSetup, Scenario

FILLER = "Wastes"  # library filler: a basic land that makes no coloured mana to confuse a test
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"})  # [110.4]

Path_ = tuple[Any, ...]


def build_game(sc: Scenario) -> Game:
    """The game in ``sc``'s starting position, before anyone gets priority.

    Raises :class:`ScenarioLoadError` (``file:line: field: message``) for a position that
    can't be.  Call ``game.begin()`` to start it.
    """
    import aetherworks.cards  # noqa: F401  (registers card definitions; lazily, so a
    # broken card module fails the scenarios that run, not every command that imports us)

    su = sc.setup
    names = list(su.players)
    active = names.index(su.active) if su.active else 0
    g = Game.empty(names=tuple(names), seed=su.seed, turn=su.turn, active=active,
                   step=su.step, auto_pass=False, auto_single=False, auto_pay=su.auto_pay,
                   allow_unsupported=bool(sc.blanks))
    placed: dict[int, Path_] = {}  # battlefield object -> its setup entry
    attach: list[tuple[int, str, Path_]] = []
    for i, (pname, ps) in enumerate(su.players.items()):
        p = g.players[i]
        p.life = ps.life
        p.counters = {k: v for k, v in ps.counters.items() if v}
        if ps.energy is not None:
            p.counters["energy"] = ps.energy
        p.lands_played = ps.lands_played
        for _ in range(ps.library_filler):
            g.put(i, "library", FILLER)
        for name in reversed(ps.library):  # the first listed is the top
            g.put(i, "library", name)
        for zone in ("hand", "graveyard", "exile"):
            for name in getattr(ps, zone):
                g.put(i, zone, name)
        p.designations = set(ps.designations)  # [724.1, 725.1, 702.131c]
        p.commanders = tuple(canonical(c, tokens=False) for c in ps.commanders)  # [903.3]
        for name in ps.command:
            g.put(i, "command", name)  # [903.6]
        p.commander_casts = {canonical(k, tokens=False): v
                             for k, v in ps.commander_casts.items()}  # [903.8]
        for j, perm in enumerate(ps.battlefield):
            path = ("setup", "players", pname, "battlefield", j)
            owner = names.index(_player_key(names, perm.owner)) if perm.owner else i
            oid = _put_permanent(g, owner, perm)
            g.objects[oid].controller = i
            g.objects[oid].damage = perm.damage
            placed[oid] = path
            if perm.attached_to is not None:
                attach.append((oid, perm.attached_to, path))
    for i, ps in enumerate(su.players.values()):
        for name, n in ps.commander_damage.items():  # [903.10a]
            key = canonical(name, tokens=False)
            owner = next((q.index for q in g.players if key in q.commanders), i)
            p = g.players[i]
            p.commander_damage = {**p.commander_damage, f"{owner}:{key}": n}
    issues = [issue_at(sc, path, msg) for path, msg in _attach(g, attach, names)]
    g.dirty()
    issues += [issue_at(sc, placed[oid], msg) for oid, msg in _nonpermanents(g, placed)]
    if not issues:  # the state-based actions of a position that has the right objects
        issues += [issue_at(sc, path, msg) for path, msg in _sbas(g, placed, names)]
    if issues:
        raise ScenarioLoadError(_unique(issues))
    return g


def _player_key(names: list[str], name: str) -> str:
    return next(n for n in names if n.casefold() == name.casefold())


def _put_permanent(g: Game, owner: int, perm: PermanentSetup) -> int:
    """One battlefield entry: a card (the face named, for a modal double-faced card), a
    token, a token that is a copy, or a card that is a copy of another [707.2]."""
    if perm.token is not None:
        what = "token:" + canonical(perm.token)  # a token by its proto key [111.10]
    elif not perm.card:
        # A token that's a copy of a card: its copiable values are the card's [707.2].
        base = cardpool.prototype(canonical(perm.copy_of or "", tokens=False))
        what = cardpool.copy_proto(base, is_token=True).key
    else:
        what = perm.card
    oid = g.put(owner, "battlefield", what, tapped=perm.tapped, sick=perm.sick,
                counters=dict(perm.counters) or None, transformed=perm.transformed)
    obj = g.objects[oid]
    if perm.card and obj.proto.card.mdfc:
        # A modal double-faced card is on the battlefield with the face it was played or
        # cast as up [712.12, 712.13]: the face the entry names (the front by default).
        wanted = canonical(perm.card, tokens=False).casefold()
        for fi, face in enumerate(obj.proto.faces):
            if face.chars.name.casefold() == wanted:
                obj.face = fi
    if perm.card and perm.copy_of is not None:
        # It entered as a copy (a Clone's "as it enters" choice): a copy effect in layer 1
        # with no end [707.2, 613.2a], as the vocabulary's copies make.
        from aetherworks.vocab.energy import BecomeCopy

        base = cardpool.prototype(canonical(perm.copy_of, tokens=False))
        g.add_effect(BecomeCopy(cardpool.copy_proto(base).key), oid, obj.controller,
                     objects=(oid,), until="")
    return oid


def _attach(g: Game, attach: list[tuple[int, str, Path_]], names: list[str]
            ) -> list[tuple[Path_, str]]:
    """Attach Auras and Equipment to the permanents their entries name [301.5, 303.4]."""
    problems: list[tuple[Path_, str]] = []
    for oid, text, path in attach:
        where = (*path, "attached_to")
        obj = g.objects[oid]
        found = _find(g, text, names)
        if isinstance(found, str):
            problems.append((where, found))
            continue
        if found == oid:
            problems.append((where, f"{obj.name} can't be attached to itself [301.5c, "
                                    "303.4d]"))
            continue
        c = g.chars(oid)
        spell = obj.proto.card.spell()
        if "Aura" in c.subtypes:
            spec = spell.targets[0] if spell is not None and spell.targets else None
            if spec is not None and not spec.legal(g, obj, found):
                problems.append((where, f"{obj.name} can't enchant {display(g, found)}: "
                                        f"it enchants {spec.text().removeprefix('target ')}"
                                        " [303.4, 702.5a]"))
                continue
        elif "Equipment" not in c.subtypes:
            problems.append((where, f"{obj.name} is neither an Aura nor an Equipment, so it "
                                    "can't be attached to anything [301.5, 303.4]"))
            continue
        obj.attached_to = found
    return problems


def _find(g: Game, text: str, names: list[str]) -> int | str:
    """The one permanent a reference names, or why there isn't one."""
    r = parse_ref(text)
    found = [o for o in g.battlefield if matches(g, o, r.name) and (
        r.player is None or names[g.objects[o].controller].casefold() == r.player.casefold())]
    if r.n is not None:
        found = found[r.n - 1:r.n]
    if not found:
        return f"no {text} on the battlefield to attach it to"
    if len(found) > 1:
        return (f"{text!r} is ambiguous ({', '.join(display(g, o) for o in found)}); write "
                "Name@player or Name#n")
    return found[0]


def _nonpermanents(g: Game, placed: dict[int, Path_]) -> list[tuple[int, str]]:
    """Instants and sorceries can't be on the battlefield [110.4, 304.4, 307.4]."""
    out = []
    for oid in placed:
        c = g.chars(oid)
        if not c.types & PERMANENT_TYPES:
            kind = " and ".join(sorted(c.types)).lower() or "card with no card type"
            out.append((oid, f"{c.name} is {_a(kind)}: only permanent cards (artifact, "
                             "battle, creature, enchantment, land, planeswalker) can be on "
                             "the battlefield [110.4, 304.4, 307.4]"))
    return out


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _sbas(g: Game, placed: dict[int, Path_], names: list[str]) -> list[tuple[Path_, str]]:
    """What state-based actions would do at once, tried on copies [704.3]: first the
    players' (a player who loses ends the check), then the permanents' as if no player
    lost, so that a file's problems are all reported together."""
    why = ("state-based actions would do this before anyone gets priority; a scenario "
           "starts from a position where none applies [704.3]")
    out: list[tuple[Path_, str]] = []
    probe = g.clone()
    start = len(probe.log)
    state_based_actions(probe)
    for ev in probe.log[start:]:
        if ev.kind == "lose" and ev.player >= 0:
            field = "counters" if ev.cr == "704.5c" else "life"
            out.append((("setup", "players", names[ev.player], field),
                        f"{probe.event_text(ev)}: {why}"))
    probe = g.clone()
    for p in probe.players:
        p.life = max(p.life, 1)
        p.counters = {k: v for k, v in p.counters.items() if k != "poison"}
    start = len(probe.log)
    state_based_actions(probe)
    for ev in probe.log[start:]:
        if ev.kind == "sba" and ev.obj in placed:
            out.append((placed[ev.obj], f"{probe.event_text(ev)}: {why}"))
    d = probe.decision
    if d is not None and not d.is_number:  # the legend rule asks which to keep [704.5j]
        for c in d.options:
            if c.obj in placed:
                out.append((placed[c.obj], f"{probe.text(d.prompt)} [{d.cr}]: {why}"))
    return out


def _unique(issues: list[Issue]) -> list[Issue]:
    return list(dict.fromkeys(issues))
