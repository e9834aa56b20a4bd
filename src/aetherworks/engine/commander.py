"""The Commander variant [903]: the command zone, the commander tax, the owner's choice to
return a commander to the command zone, and 21 combat damage from one commander.

Being a commander is an attribute of the card itself, kept as it changes zones [903.3]: a
card is its owner's commander when its name is among ``Player.commanders`` (a Commander deck
is singleton, so the name names one card [903.5b]).  Tokens and copies never are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Choice, is_player_ref, ref_player
from aetherworks.engine.tasks import task
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
    """A commander that would be put into its owner's hand or library goes to the command
    zone instead [903.9b].  The rule lets the owner choose; the engine can't ask in the
    middle of a zone change, so it takes the command zone, as owners nearly always do."""
    if zone in ("hand", "library") and is_commander(g, obj):
        return "command"
    return zone


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
