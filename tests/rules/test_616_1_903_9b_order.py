"""903.9b and another replacement effect applying to the same move of a commander: the
order they apply in [616.1, 616.1e-g].  What the engine does, as documented behaviour: no
card the engine supports lets the owner's choice of order change the result.

* A draw-count replacement (Quantum Riddler, a ``DrawModifier``) modifies the instruction to
  draw; 903.9b one card draw contained in it: the count is modified first, by rule, not by
  choice [121.2a, 616.1g].
* "If it would leave the battlefield, exile it instead of putting it anywhere else" (unearth,
  a ``ZoneRedirect``) applies whichever order is chosen: applied first it sends the commander
  to exile, where 903.9b doesn't apply; applied second, the commander is still leaving the
  battlefield, so it goes to exile anyway [614.5, 616.1f].  The engine applies it first and
  asks nothing; the owner may then put the commander into the command zone from exile
  [903.9a].  (No supported card gives a commander unearth: the commander-legal cards that
  grant it are unsupported.)"""

from helpers import cast, pass_priority

from aetherworks.engine import PASS, Game
from aetherworks.engine.defs import YES
from aetherworks.vocab.statics import ExileInstead

HEAD = "Ragavan, Nimble Pilferer"


def table(library: tuple[str, ...], step: str = "main1", active: int = 0) -> Game:
    g = Game.empty(names=("alice", "bob", "carol"), turn=6, active=active, step=step,
                   auto_pass=False)
    g.decks = ((),) * 3
    g.players[0].commanders = (HEAD,)
    for name in reversed(library):  # first = top
        g.put(0, "library", name)
    for p in (1, 2):
        g.put(p, "library", "Wastes")
    return g


def names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[o].proto.key for o in ids]


def to_draw_step(g: Game) -> None:
    g.begin()
    for _ in range(3):
        g.apply(PASS)


def test_draw_count_replacement_applies_before_the_commanders_draw():
    """121.2a, 616.1g, 903.9b: Quantum Riddler makes one draw two; the first of the two card
    draws is the commander's, asked about and replaced; the second draws the next card."""
    g = table((HEAD, "Mountain", "Forest"), step="upkeep")
    g.put(0, "battlefield", "Quantum Riddler")
    to_draw_step(g)
    assert g.decision.prompt.id == "prompt.commander_instead" and g.decision.player == 0
    g.apply(YES)
    p = g.players[0]
    assert names(g, g.command) == [HEAD] and names(g, p.hand) == ["Mountain"]
    assert names(g, p.library) == ["Forest"] and p.turn_stats["cards_drawn"] == 1


def test_draw_count_first_even_when_the_library_holds_only_the_commander():
    """121.2a: the count is fixed before any card draw is considered, so with the commander
    alone in the library the second of the two draws is from an empty library [704.5b]; the
    order isn't the player's choice [616.1g]: she loses, and leaves the game [800.4a]."""
    g = table((HEAD,), step="upkeep")
    g.put(0, "battlefield", "Quantum Riddler")
    to_draw_step(g)
    g.apply(YES)
    kinds = [(e.kind, e.info) for e in g.log if e.player == 0]
    assert ("zone", "library:command") in kinds
    assert kinds.index(("zone", "library:command")) < [k for k, _ in kinds].index("draw_empty")
    assert g.players[0].lost and g.players[0].hand == []


def test_leave_the_battlefield_exile_instead_and_903_9b_on_a_bounce():
    """616.1, 614.5, 903.9a: a commander with unearth's replacement bounced to its owner's
    hand goes to exile (either order gives exile), without a 903.9b question; its owner is
    then offered the command zone from exile."""
    g = table(("Wastes", "Wastes"), active=1)
    head = g.put(0, "battlefield", HEAD)
    for _ in range(2):
        g.put(1, "battlefield", "Island")
    unsummon = g.put(1, "hand", "Unsummon")
    g.add_effect(ExileInstead(only=""), head, 0, objects=(head,), until="")
    g.begin()
    cast(g, unsummon)  # its one legal target, chosen at once (auto_single)
    pass_priority(g, 3)
    d = g.decision
    assert (d.player, d.prompt.id, d.cr) == (0, "prompt.commander_zone", "903.9a")
    assert names(g, g.exile) == [HEAD] and g.players[0].hand == []
    g.apply(YES)
    assert names(g, g.command) == [HEAD]
