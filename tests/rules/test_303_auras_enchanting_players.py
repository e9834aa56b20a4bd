"""Auras that enchant a player ("Enchant player", Curses) [303.4, 702.5d, 704.5m]."""

from helpers import ALICE, BOB, cast, options, pass_until, player, resolve, setup

from aetherworks.engine import Game
from aetherworks.engine.defs import player_ref


def _cursed(name: str, *, active: int = ALICE) -> tuple[Game, int]:
    """A game with Alice's Aura ``name`` attached to Bob (as if it had resolved)."""
    g = setup(active=active)
    curse = g.put(ALICE, "battlefield", name)
    g.objects[curse].attached_to = player_ref(BOB)
    return g, curse


def test_an_enchant_player_aura_targets_only_players_and_enters_attached_to_one():
    """303.4a, 702.5d: the Aura spell targets a player, never a permanent; it enters
    attached to that player [608.3a], and the view shows it (a player reference)."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Swamp")
    g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(ALICE, "hand", "Trespasser's Curse")
    g.begin()
    spell = cast(g, "Trespasser's Curse")
    assert {o.obj for o in options(g, "target")} == {player(ALICE), player(BOB)}
    g.apply(next(o for o in options(g, "target") if o.obj == player(BOB)))
    resolve(g)
    curse = g.find("Trespasser's Curse", "battlefield", ALICE)
    assert curse and spell not in g.stack
    assert g.objects[curse].attached_to == player_ref(BOB)
    assert next(c for c in g.view(ALICE).battlefield if c.id == curse).attached_to == \
        player_ref(BOB)


def test_enchanted_player_triggers_and_that_player():
    """303.4m, 603.6a: "whenever a creature enchanted player controls enters, that player
    loses 1 life and you gain 1 life" — Bob's creature, not Alice's."""
    g, _ = _cursed("Trespasser's Curse", active=BOB)
    for _ in range(2):
        g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "hand", "Grizzly Bears")
    g.begin()
    cast(g, "Grizzly Bears")
    resolve(g)
    resolve(g)  # the curse's trigger
    assert (g.players[ALICE].life, g.players[BOB].life) == (21, 19)


def test_beginning_of_enchanted_players_upkeep():
    """503.1a, 303.4m: "at the beginning of enchanted player's upkeep, that player mills
    two cards" triggers in Bob's upkeep only."""
    g, _ = _cursed("Curse of the Bloody Tome")
    g.begin()
    pass_until(g, "upkeep", 4)
    resolve(g)
    assert len(g.players[BOB].graveyard) == 2
    pass_until(g, "upkeep", 5)
    assert not g.stack and len(g.players[ALICE].graveyard) == 0


def test_creatures_enchanted_player_controls():
    """613.4c, 303.4m: "creatures enchanted player controls get -1/-1" affects Bob's
    creatures only."""
    g, _ = _cursed("Curse of Death's Hold")
    mine = g.put(ALICE, "battlefield", "Hill Giant")
    his = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    assert (g.chars(mine).power, g.chars(his).power) == (3, 2)


def test_an_aura_attached_to_an_illegal_player_or_permanent_is_put_into_the_graveyard():
    """704.5m, 702.5d: an "Enchant player" Aura attached to a permanent, and an "Enchant
    creature" Aura attached to a player, are each put into their owner's graveyard."""
    g = setup()
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    curse = g.put(ALICE, "battlefield", "Trespasser's Curse")
    g.objects[curse].attached_to = bears
    aura = g.put(ALICE, "battlefield", "Pacifism")
    g.objects[aura].attached_to = player_ref(BOB)
    g.begin()
    assert g.objects[curse].zone == "" and g.objects[aura].zone == ""
    assert sorted(g.objects[o].name for o in g.players[ALICE].graveyard) == [
        "Pacifism", "Trespasser's Curse"]


def test_a_legally_enchanted_player_keeps_the_aura_in_clones_and_saves():
    """303.4b: the attachment to a player stays; a clone is independent of its original
    and a saved game reloads it."""
    g, curse = _cursed("Trespasser's Curse")
    g.begin()
    assert g.objects[curse].zone == "battlefield"
    c = g.clone()
    c.objects[curse].attached_to = player_ref(ALICE)
    assert g.objects[curse].attached_to == player_ref(BOB)
    again = Game.from_json(g.to_json())
    assert again.objects[curse].attached_to == player_ref(BOB)


def test_cruel_reality_sacrifices_or_loses_life():
    """701.21a, 119.3 (Cruel Reality's rulings): the enchanted player sacrifices a creature
    or planeswalker of their choice; only if they can't do they lose 5 life."""
    g, _ = _cursed("Cruel Reality")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    pass_until(g, "upkeep", 4)
    resolve(g)
    assert g.objects[bears].zone == "" and g.players[BOB].life == 20
    pass_until(g, "upkeep", 6)
    resolve(g)
    assert g.players[BOB].life == 15
