"""A commander its owner would draw may go to the command zone instead [903.9b]: a draw puts
the top card of the library into its owner's hand [121.1], by card code or by the rules (the
draw step's turn-based draw [504.1]).  The owner is asked before the event, as for a
commander card code bounces [616.1]; a replaced draw is not a draw [614.6, 121.6]."""


from helpers import cast, clone_rewinds, pass_priority

from aetherworks.engine import PASS, Game
from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES
from aetherworks.messages import Word

HEAD = "Ragavan, Nimble Pilferer"


def draw_step_table(library: tuple[str, ...] = (HEAD, "Mountain")) -> Game:
    """Three players; alice's upkeep, her commander on top of her library (first = top)."""
    g = Game.empty(names=("alice", "bob", "carol"), turn=6, active=0, step="upkeep",
                   auto_pass=False)
    g.decks = ((),) * 3
    g.players[0].commanders = (HEAD,)
    for name in reversed(library):
        g.put(0, "library", name)
    for p in (1, 2):
        g.put(p, "library", "Wastes")
    g.begin()
    for _ in range(3):
        g.apply(PASS)  # everyone passes in the upkeep: the draw step begins
    return g


def names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[o].proto.key for o in ids]


def test_draw_step_draw_asks_the_owner_before_the_draw():
    """903.9b, 504.1: the turn-based draw would put the commander into its owner's hand; the
    owner is asked before it is drawn, with the question card code asks."""
    g = draw_step_table()
    d = g.decision
    assert (g.step, d.player, d.kind, d.prompt.id, d.cr) == (
        "draw", 0, YES_NO, "prompt.commander_instead", "903.9b")
    assert d.prompt.arg("zone") == Word("zone", "hand")
    assert names(g, g.players[0].library) == ["Mountain", HEAD]  # not drawn yet (top last)
    assert g.players[0].hand == []


def test_command_zone_instead_replaces_the_draw():
    """903.9b, 614.6, 121.6: chosen, the commander goes to the command zone and the draw is
    replaced: no card is drawn, the next card stays on top, the draw counts for nothing."""
    g = draw_step_table()
    g.apply(YES)
    p = g.players[0]
    assert names(g, g.command) == [HEAD]
    assert p.hand == [] and names(g, p.library) == ["Mountain"]
    assert p.turn_stats.get("cards_drawn", 0) == 0
    assert not any(q.commander_instead for q in g.players)  # the answer is spent
    assert g.decision.kind == "priority" and g.step == "draw"


def test_declined_the_commander_is_drawn():
    """903.9b is optional [614.1a]: declined, the commander is drawn like any card."""
    g = draw_step_table()
    g.apply(NO)
    p = g.players[0]
    assert names(g, p.hand) == [HEAD] and g.command == []
    assert p.turn_stats["cards_drawn"] == 1 and p.turn_stats["draw_step_draws"] == 1


def test_saved_and_cloned_with_the_draw_question_pending():
    """The question is a decision like any other: a save and a clone made while it is
    pending play on the same."""
    g = draw_step_table()
    saved = Game.from_json(g.to_json())
    other = g.clone()
    for game in (g, saved):
        game.apply(YES)
        assert names(game, game.command) == [HEAD]
    other.apply(NO)
    assert names(other, other.players[0].hand) == [HEAD] and names(g, g.players[0].hand) == []


def test_draw_two_with_the_commander_on_top():
    """903.9b, 121.2: "Draw two cards" is two draws; the first, replaced, puts the commander
    into the command zone, and the second draws the card below it."""
    g = Game.empty(names=("alice", "bob", "carol"), turn=6, active=0, auto_pass=False)
    g.decks = ((),) * 3
    g.players[0].commanders = (HEAD,)
    for name in ("Forest", "Mountain", HEAD):
        g.put(0, "library", name)
    for _ in range(3):
        g.put(0, "battlefield", "Island")
    for p in (1, 2):
        g.put(p, "library", "Wastes")
    spell = g.put(0, "hand", "Divination")
    g.begin()
    cast(g, spell)
    pass_priority(g, 3)
    assert g.decision.prompt.id == "prompt.commander_instead" and g.decision.player == 0
    assert names(g, g.players[0].library)[-1] == HEAD  # asked before the spell's effect
    g.apply(YES)
    p = g.players[0]
    assert names(g, g.command) == [HEAD] and names(g, p.hand) == ["Mountain"]
    assert names(g, p.library) == ["Forest"] and p.turn_stats["cards_drawn"] == 1


def test_heuristic_keeps_a_drawn_commander():
    """The heuristic agent answers as for a bounced commander: a commander that would go to
    its owner's hand stays there (cast from the hand it pays no tax [903.8])."""
    from aetherworks.sim.runner import make_agent

    g = draw_step_table()
    agent = make_agent("heuristic", 0)
    agent.bind(g)
    assert agent.choose(g.view(0), g.decision) == NO


def test_two_player_draw_step_takes_no_rewind_point(monkeypatch):
    """Two-player games without commanders draw as before: the draw step's draw runs where a
    question could be asked, but with no commander out no clone is taken for it."""
    g = Game.empty(names=("alice", "bob"), turn=3, active=0, step="upkeep", auto_pass=False)
    for p in range(2):
        for _ in range(3):
            g.put(p, "library", "Wastes")
    g.begin()
    rewinds = clone_rewinds(monkeypatch)
    g.apply(PASS)
    g.apply(PASS)
    assert g.step == "draw" and len(g.players[0].hand) == 1
    assert not any(rewinds)
    draw_step_table()  # a commander in a library is out of the command zone: a rewind point
    assert any(rewinds)
