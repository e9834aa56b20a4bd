"""State-based actions [704]: checked whenever a player would receive priority [704.3]."""

from __future__ import annotations

from contextlib import nullcontext
from typing import TYPE_CHECKING

from aetherworks.engine import daynight
from aetherworks.engine import losing as losing_rules
from aetherworks.engine.commander import commander_damage_loss, offer_command_zone
from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import NO, YES, Ability, Choice, TriggeredAbility
from aetherworks.engine.hooks import AscendHook, LossReplacement
from aetherworks.engine.layers import BESTOW
from aetherworks.engine.objects import derived
from aetherworks.engine.table import settle_losses
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg, Obj, Text, Word

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import Chars, GameObject


# Why a state-based action put a permanent into its owner's graveyard, by rule.
_SBA_WHY = {"704.5f": "zero_toughness", "704.5g": "lethal_damage", "704.5h": "deathtouch",
            "704.5i": "zero_loyalty", "704.5m": "aura", "704.5s": "saga"}


def state_based_actions(g: Game) -> bool:
    """Perform all applicable SBAs simultaneously; True if any happened [704.3]."""
    if g._ver == g._sba_ver:
        return False  # nothing happened since the last check found nothing
    if daynight.check(g):
        # Not state-based actions, but immediate [702.145c-g]: done as soon as the engine
        # looks, before the state-based actions are checked again.
        return True
    happened = _sba_once(g)
    if not happened and g.decision is None:
        g._sba_ver = g._ver
    return happened


def _sba_looks_at(c: Chars) -> bool:
    """Whether a permanent with these characteristics is one the checks below look at even
    without counters or being attached: a creature, a planeswalker, a Saga, a legend."""
    return bool({"Creature", "Planeswalker"} & c.types) or "Saga" in c.subtypes or \
        "Legendary" in c.supertypes


def _losing(g: Game) -> list[tuple[int, str, str]]:
    """The players who would lose the game now, in APNAP order, with why [704.5a-c, 704.6c]:
    one event each, whatever the number of reasons."""
    out = []
    for i in g.apnap():
        p = g.players[i]
        if p.lost:
            continue
        if p.life <= 0:
            out.append((i, "life", "704.5a"))
        elif p.drew_from_empty:
            out.append((i, "draw_empty", "704.5b"))
        elif p.counters.get("poison", 0) >= 10:
            out.append((i, "poison", "704.5c"))
        elif p.commander_damage and commander_damage_loss(g, i):
            out.append((i, "commander_damage", "704.6c"))
    return out


# A loss replacement chosen for this check: (player, source, whether it moves its source).
Chosen = tuple[tuple[int, int, bool], ...]


def _choose_replacements(g: Game, losing: list[tuple[int, str, str]],
                         chosen: Chosen) -> Chosen | None:
    """The effects replacing the losses of ``losing`` [614.1a]: ``chosen`` and those with no
    choice to make; or None when a decision is asked, in APNAP order [616.1]: which effect
    applies when several do [616.1e], and whether its source goes where the replacement
    puts it or where a state-based action puts it at the same time (ruling on Exquisite
    Archangel 2017-02-09).  The decision's task runs this check again with the answer:
    nothing has happened yet."""
    done = {c[0] for c in chosen}
    for player, _, _ in losing:
        if player in done:
            continue
        options = losing_rules.loss_replacements(g, player)
        if len(options) > 1:
            g._ask(player, CHOOSE, Msg("prompt.loss_replacement"),
                   tuple(Choice("pick", src.id) for src, _ in options),
                   ("loss_replacement", chosen, player), cr="616.1e")
            return None
        if options:
            src, eff = options[0]
            if _asks_where(g, chosen, player, src, eff):
                return None
            chosen = (*chosen, (player, src.id, True))
    return chosen


def _asks_where(g: Game, chosen: Chosen, player: int, src: GameObject,
                eff: LossReplacement) -> bool:
    """Ask ``player`` whether ``src`` goes where the replacement puts it, when a
    state-based action moves it in this check too; True if asked."""
    if not (eff.moves_self and _leaves(g, src, g.chars(src.id))):
        return False
    g._ask(player, YES_NO, Msg.of("prompt.loss_move_self", obj=Obj(src.id),
                                  zone=Word("zone", eff.moves_self)),
           (YES, NO), ("loss_move_self", chosen, player, src.id), cr="614.1a")
    return True


@task("loss_replacement")
def _loss_replacement(g: Game, chosen: Chosen, player: int, choice: Choice) -> None:
    src = g.objects[choice.obj]
    eff = next(e for s, e in losing_rules.loss_replacements(g, player) if s.id == src.id)
    if not _asks_where(g, chosen, player, src, eff):
        _sba_once(g, (*chosen, (player, src.id, True)))


@task("loss_move_self")
def _loss_move_self(g: Game, chosen: Chosen, player: int, source: int,
                    choice: Choice) -> None:
    _sba_once(g, (*chosen, (player, source, choice == YES)))


def _sba_once(g: Game, chosen: Chosen = ()) -> bool:
    happened = False
    losing = _losing(g)
    if losing:
        got = _choose_replacements(g, losing, chosen)
        if got is None:
            return True
        chosen = got
    replaced = {player: (src, move) for player, src, move in chosen}
    for player, reason, cr in losing:
        if player not in replaced:
            g.lose(player, reason, cr)
    for p in g.players:
        if not p.lost:
            # "Since the last time state-based actions were checked" [704.5b]: a player
            # whose loss was replaced doesn't lose again until they draw from an empty
            # library again (ruling on Exquisite Archangel 2017-02-09).
            p.drew_from_empty = False
    if replaced:
        # The replacements happen as part of this check's event [704.3, 614.1a]; a source
        # moved by one is no longer there for the checks below.
        with g.simultaneously():
            for player, (source, move) in replaced.items():
                losing_rules.replace_loss(g, player, source, move)
        happened = True
    if settle_losses(g):
        # Two players: the game is over; more: the losers left it [104.2a, 800.4a].
        return True
    if (g.players[0].commanders or g.players[1].commanders or len(g.players) > 2) and \
            offer_command_zone(g):
        return True  # a commander may return to the command zone [903.9a]
    for src, ab in g._static_effects() if len(g.battlefield) >= 10 else ():
        # Ascend: ten or more permanents give the city's blessing for the rest of the game,
        # checked before triggers go on the stack [702.131b, 702.131d].
        if isinstance(ab.effect, AscendHook):
            p = g.players[src.controller]
            if "city's blessing" not in p.designations and \
                    len(g.permanents(src.controller)) >= 10:
                g.give_designation(src.controller, "city's blessing")
                happened = True
    dying: list[tuple[int, str, str]] = []
    legends: dict[tuple[int, str], list[int]] = {}
    cached = g._chars  # looked at first: asked for every permanent at every check
    for oid in g.battlefield:
        obj = g.objects[oid]
        c = cached.get(oid) or g.chars(oid)
        if not obj.counters and not obj.attached_to:
            looks = c.memo.get("sba")  # derived's value, looked up here: every permanent
            if looks is None:
                looks = derived(c, "sba", _sba_looks_at)
            if not looks:
                continue  # nothing below applies: a land, most artifacts and enchantments
        why = _leaves(g, obj, c)
        if why is not None:
            dying.append((oid, *why))
            continue
        if obj.counters and "+1/+1" in obj.counters and "-1/-1" in obj.counters:
            n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
            obj.counters["+1/+1"] -= n
            obj.counters["-1/-1"] -= n
            obj.counters = {k: v for k, v in obj.counters.items() if v}
            g.dirty()
            g.emit("sba", "704.5q", obj.controller, oid, amount=n, info="annihilate")
            happened = True
        if obj.attached_to and BESTOW in obj.paid and _illegal_aura(g, obj, c):
            # A bestowed Aura becomes unattached and ceases to be bestowed: a creature
            # again, an exception to 704.5m [702.103f].
            obj.attached_to = 0
            g.dirty()
            g.emit("sba", "702.103f", obj.controller, oid, info="unattached")
            happened = True
            continue
        if obj.attached_to and "Equipment" in c.subtypes and (
            obj.attached_to not in g.objects
            or g.objects[obj.attached_to].zone != "battlefield"
            or "Creature" not in g.chars(obj.attached_to).types
            or "Creature" in c.types
            or g.protected_from(obj.attached_to, oid)  # [702.16d]
        ):
            # An Equipment attached to an illegal permanent becomes unattached [704.5n].
            obj.attached_to = 0
            g.dirty()
            g.emit("sba", "704.5n", obj.controller, oid, info="unattached")
            happened = True
        if "Legendary" in c.supertypes:
            legends.setdefault((obj.controller, c.name), []).append(oid)
    with g.simultaneously() if dying else nullcontext():
        for oid, cr, how in dying:
            if g.objects[oid].zone != "battlefield":
                continue
            if how == "destroy" and g.regenerates(oid):
                happened = True  # lethal damage destroys; a shield replaces that [701.19a]
                continue
            # The event says why; the zone change that follows says where it went (an
            # "exile it instead" replacement may send it elsewhere [614.1a]).
            g.emit("sba", cr, g.objects[oid].controller, oid, info=_SBA_WHY[cr])
            g.move(oid, "graveyard", cr=cr)
            happened = True
    for (controller, name), ids in legends.items():
        if len(ids) > 1:
            # The legend rule: the controller chooses one to keep [704.5j].
            opts = tuple(Choice("pick", i) for i in ids)
            g._ask(controller, CHOOSE, Msg.of("prompt.legend", text=Text(name)),
                      opts, ("legend_keep", tuple(ids)), cr="704.5j")
            return True
    return happened


def _leaves(g: Game, obj: GameObject, c: Chars) -> tuple[str, str] | None:
    """The rule by which a state-based action puts this permanent into its owner's
    graveyard now, and how ("graveyard", "destroy", "sacrifice"); None if none does
    [704.5f-i, 704.5m, 704.5s]."""
    oid = obj.id
    if "Creature" in c.types:
        t = c.toughness or 0
        if t <= 0:
            return "704.5f", "graveyard"
        if (obj.damage >= t or (obj.deathtouched and obj.damage > 0)) and \
                "Indestructible" not in c.keywords:
            return ("704.5g" if obj.damage >= t else "704.5h"), "destroy"
    if "Planeswalker" in c.types and obj.count("loyalty") <= 0:
        return "704.5i", "graveyard"
    if obj.attached_to and _illegal_aura(g, obj, c) and BESTOW not in obj.paid:
        return "704.5m", "graveyard"
    final = g.final_chapter(c) if "Saga" in c.subtypes else 0
    if final and obj.count("lore") >= final and not _chapter_pending(g, oid):
        # A Saga whose last chapter has left the stack is sacrificed [714.4, 704.5s].
        return "704.5s", "sacrifice"
    return None


def _illegal_aura(g: Game, obj: GameObject, c: Chars) -> bool:
    """An Aura attached to an illegal object or player, or to nothing [704.5m]."""
    return bool(obj.attached_to) and "Aura" in c.subtypes and (
        # an Aura enchanting a player: its enchant ability alone says whether the
        # player is still legal (still in the game) [303.4c, 702.5d]
        (obj.attached_to < 0 and not _may_enchant(g, obj, obj.attached_to))
        or (obj.attached_to > 0 and (
            obj.attached_to not in g.objects
            or g.objects[obj.attached_to].zone != "battlefield"
            or g.protected_from(obj.attached_to, obj.id)  # [702.16c]
            or not _may_enchant(g, obj, obj.attached_to))))  # its enchant ability [303.4d]


def _chapter_pending(g: Game, oid: int) -> bool:
    """Whether a chapter ability of ``oid`` has triggered but not yet left the stack
    [714.4]."""
    def chapter(ab: Ability | None) -> bool:
        return isinstance(ab, TriggeredAbility) and bool(ab.trigger.chapters)

    return any(chapter(t[2]) for t in g.pending_triggers if t[1] == oid) or any(
        g.objects[s].kind == "ability" and g.objects[s].source == oid and
        chapter(g.objects[s].ability) for s in g.stack)


@task("legend_keep")
def _legend_keep(g: Game, ids: tuple[int, ...], choice: Choice) -> None:
    for oid in ids:
        if oid != choice.obj and g.objects[oid].zone == "battlefield":
            g.emit("sba", "704.5j", g.objects[oid].controller, oid, info="legend")
            g.move(oid, "graveyard", cr="704.5j")


def _may_enchant(g: Game, aura: GameObject, oid: int) -> bool:
    """Whether the Aura's enchant ability (its spell's target) allows ``oid`` [303.4d]."""
    spell = aura.proto.card.spell()
    if spell is None or not spell.targets:
        return True
    return spell.targets[0].may_enchant(g, aura, oid)
