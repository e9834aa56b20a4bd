"""Adventurer cards [715]: cast as the creature or as its Adventure; an Adventure that
resolves is exiled, and the card may be cast later from exile, but not as an Adventure."""

from helpers import ALICE, BOB, cast, find_option, options, resolve, setup

SHIELDBREAKER = "Embereth Shieldbreaker // Battle Display"


def _game() -> tuple:
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "hand", SHIELDBREAKER)
    thopter = g.put(BOB, "battlefield", "Ornithopter")
    g.begin()
    return g, card, thopter


def test_normal_characteristics_outside_the_stack():
    """715.4: in the hand an adventurer card has only its normal characteristics; 715.3:
    its owner chooses to cast it normally or as an Adventure."""
    g, card, _ = _game()
    c = g.chars(card)
    assert c.name == "Embereth Shieldbreaker" and c.types == {"Creature"}
    assert c.mana_value == 2
    assert {o.arg for o in options(g, "cast") if o.obj == card} == {0, 1}


def test_adventure_resolves_to_exile_then_the_creature_is_cast_from_exile():
    """715.3b: on the stack as an Adventure only the Adventure's characteristics; 715.3d: it
    is exiled as it resolves, and its controller may cast the card from exile, but not as
    an Adventure."""
    g, card, thopter = _game()
    spell = cast(g, card, thopter, face=1)
    assert g.chars(spell).name == "Battle Display" and g.chars(spell).types == {"Sorcery"}
    resolve(g)
    assert thopter not in g.battlefield
    assert not g.players[ALICE].graveyard
    exiled = g.find("Embereth Shieldbreaker", "exile", ALICE)
    assert find_option(g, "cast", exiled, 1) is None  # not as an Adventure again
    creature = cast(g, exiled, face=0)
    assert g.chars(creature).name == "Embereth Shieldbreaker"
    resolve(g)
    perm = g.find("Embereth Shieldbreaker", "battlefield", ALICE)
    assert g.chars(perm).types == {"Creature"} and g.power(perm) == 2


def test_countered_adventure_goes_to_the_graveyard():
    """715.3d applies only as the Adventure resolves: an Adventure countered on resolution
    for lack of legal targets goes to its owner's graveyard [608.2b]."""
    g, card, thopter = _game()
    cast(g, card, thopter, face=1)
    g.move(thopter, "graveyard")
    resolve(g)
    gone = g.find("Embereth Shieldbreaker", "graveyard", ALICE)
    assert not g.permissions and find_option(g, "cast", gone) is None
