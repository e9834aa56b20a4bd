"""The Commander variant [903]: the command zone, the commander tax, the owner's choice to
return a commander to the command zone, and 21 combat damage from one commander.

Being a commander is an attribute of the card itself, kept as it changes zones [903.3]: a
card is its owner's commander when its name is among ``Player.commanders`` (a Commander deck
is singleton, so the name names one card [903.5b]).  Tokens and copies never are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Choice, is_player_ref, ref_player
from aetherworks.engine.tasks import HANDLERS, task
from aetherworks.messages import Msg, Obj, Word

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject
    from aetherworks.engine.state import GameState

STARTING_LIFE = 40  # [903.7]
COMMANDER_DAMAGE = 21  # [903.10a, 704.6c]
TAX = 2  # each previous cast from the command zone adds {2} [903.8]


def start_commander_game(g: GameState, player: int, names: tuple[str, ...]) -> None:
    """Before the game: the commander goes from the deck face up into the command zone,
    and the player's life total is 40 [903.6, 903.7]."""
    p = g.players[player]
    p.commanders = names
    p.life = STARTING_LIFE
    for name in names:
        oid = next(o for o in p.library if g.objects[o].proto.key == name)
        p.library.remove(oid)
        g.objects[oid].zone = "command"
        g.command.append(oid)


def is_commander(g: GameState, obj: GameObject) -> bool:
    """Whether this object is a commander: a card (not a token or copy) whose owner named it
    as their commander [903.3]."""
    return obj.kind == "card" and obj.proto.key in g.players[obj.owner].commanders


def commander_key(obj: GameObject) -> str:
    """How a commander is named in a player's tallies (owner and card) [903.10a]."""
    return f"{obj.owner}:{obj.proto.key}"


def commander_tax(g: GameState, player: int, card: GameObject) -> int:
    """{2} for each time ``player`` has cast this commander from the command zone this game,
    when it is cast from there now [903.8]."""
    if card.kind != "card" or not (card.zone == "command" or card.cast_from == "command"):
        return 0
    if not is_commander(g, card):
        return 0
    return TAX * g.players[player].commander_casts.get(card.proto.key, 0)


def note_commander_cast(g: GameState, player: int, spell: GameObject) -> None:
    """A commander cast from the command zone: it counts toward the tax [903.8]."""
    if spell.cast_from == "command" and is_commander(g, spell):
        p = g.players[player]
        key = spell.proto.key
        p.commander_casts = {**p.commander_casts, key: p.commander_casts.get(key, 0) + 1}


def note_commander_damage(g: Game, source: GameObject, target: int, amount: int) -> None:
    """Combat damage a commander deals to a player is tallied for 704.6c [903.10a]."""
    if is_player_ref(target) and is_commander(g, source):
        p = g.players[ref_player(target)]
        key = commander_key(source)
        p.commander_damage = {**p.commander_damage, key: p.commander_damage.get(key, 0) + amount}


def commander_damage_loss(g: GameState, player: int) -> bool:
    """21 or more combat damage from the same commander [704.6c]."""
    tally = g.players[player].commander_damage
    return bool(tally) and max(tally.values()) >= COMMANDER_DAMAGE


def hand_or_library_instead(g: GameState, obj: GameObject, zone: str) -> str:
    """A commander that would be put into its owner's hand or library: its owner may put it
    into the command zone instead [903.9b], an optional replacement effect [614.1a].

    The owner answers before the event is made (as for any replacement that needs a choice
    [616.1]): card code, and the rules' own draws (the draw step's [504.1]), run at a point
    the game can go back to (:func:`run_card_code`), so a commander with no answer yet is
    noted and, for the rest of this trial run only, takes the command zone; the task is
    then asked about and run again.  A move outside such a point takes the command zone:
    none puts a commander there in a game (the safety-net undo of an illegal cast proposal
    is the only one left, and a card that could be cast with buyback is no commander)."""
    if zone not in ("hand", "library") or not is_commander(g, obj):
        return zone
    answers = g.players[obj.owner].commander_instead
    if obj.id in answers:
        # The answer applies each time the event would put it there: the replacement may
        # apply more than once to the same event [903.9b, an exception to 614.5].
        return "command" if answers[obj.id] else zone
    if g._unasked is not None:
        g._unasked.append((obj.id, zone))
    return "command"


def commander_not_drawn(g: Game, oid: int) -> bool:
    """The card a player would draw is their commander: drawing puts it into its owner's
    hand [121.1], so its owner may put it into the command zone instead [903.9b].  The draw
    is then replaced: the card isn't drawn [614.6, 121.6].  True if it went there."""
    if hand_or_library_instead(g, g.objects[oid], "hand") != "command":
        return False
    g.move(oid, "command", cr="903.9b")
    return True


def _commanders_out(g: GameState) -> bool:
    """Whether a commander of a player still in the game is outside the command zone: only
    then can card code put one into a hand or library [903.9b]."""
    count = sum(len(p.commanders) for p in g.players if not p.left)
    return count > 0 and count > sum(1 for oid in g.command
                                     if is_commander(g, g.objects[oid]))


def run_card_code(g: Game, t: tuple[Any, ...]) -> None:
    """Run a task that runs card code or makes a player draw
    (:data:`~aetherworks.engine.tasks.CARD_CODE`) so that an owner can be asked, before the
    event, whether a commander it would put into their hand or library (a draw included
    [121.1]) goes to the command zone instead [903.9b, 616.1].

    The task runs on the game, a clone kept of the state before it.  If it would move a
    commander whose owner hasn't answered, the game goes back to that state, each such
    owner is asked (in APNAP order when several are [616.1, 101.4]: mass bounce), and the
    task runs again with the answers: the same state and task make the same run, up to the
    answered move.  Outside a Commander game, or with every commander in the command zone
    (none can then be drawn or moved), the task just runs."""
    if not _commanders_out(g):
        HANDLERS[t[0]](g, *t[1:])
        return
    before = g.clone()
    g._unasked = []
    try:
        HANDLERS[t[0]](g, *t[1:])
        unasked = g._unasked
    finally:
        g._unasked = None
    if not unasked:
        for p in g.players:
            if p.commander_instead:
                p.commander_instead = {}  # the event is made: the answers are spent
        return
    g.__dict__.update(before.__dict__)  # as it was before the task [616.1]
    g.tasks.append(t)
    n = len(g.players)
    order = sorted(unasked, key=lambda u: (g.objects[u[0]].owner - g.active) % n)
    for oid, zone in reversed(order):
        g.tasks.append(("commander_instead_ask", oid, zone))


@task("commander_instead_ask")
def _commander_instead_ask(g: Game, oid: int, zone: str) -> None:
    obj = g.objects[oid]
    g._ask(obj.owner, YES_NO, Msg.of("prompt.commander_instead", obj=Obj(oid),
                                     zone=Word("zone", zone)),
           (YES, NO), ("commander_instead", oid), cr="903.9b")


@task("commander_instead")
def _commander_instead(g: Game, oid: int, choice: Choice) -> None:
    p = g.players[g.objects[oid].owner]
    p.commander_instead = {**p.commander_instead, oid: choice == YES}


def offer_command_zone(g: Game) -> bool:
    """A commander put into a graveyard or exile since state-based actions were last
    checked: its owner may put it into the command zone (a state-based action) [903.9a].
    Asks for one such commander; True if it asked."""
    for p in g.players:
        if not p.commanders or p.left:
            continue
        for oid in (*p.graveyard, *g.exile):
            obj = g.objects[oid]
            if obj.owner == p.index and oid not in p.commander_kept and is_commander(g, obj):
                g._ask(p.index, YES_NO, Msg.of("prompt.commander_zone", obj=Obj(oid),
                                               zone=Word("zone", obj.zone)),
                       (YES, NO), ("commander_zone", oid), cr="903.9a")
                return True
    return False


@task("commander_zone")
def _commander_zone(g: Game, oid: int, choice: Choice) -> None:
    obj = g.objects[oid]
    if obj.zone not in ("graveyard", "exile"):
        return
    if choice == YES:
        g.move(oid, "command", cr="903.9a")
    else:
        p = g.players[obj.owner]
        p.commander_kept = [*p.commander_kept, oid]
