"""Agents answer every decision with a legal option, from the view alone."""

import pytest

import aetherworks.cards  # noqa: F401
from aetherworks.agents import HeuristicAgent, MCTSAgent, RandomAgent, decide
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import PASS, Game, View
from aetherworks.sim import play_game

DECK = load_deck("temur-energy").main_names()


def test_heuristic_and_random_finish_games_with_legal_choices() -> None:
    for seed in range(3):
        g = play_game(DECK, DECK, HeuristicAgent(seed), RandomAgent(seed), seed=seed)
        assert g.is_over()


def test_mcts_chooses_legal_options_and_is_reproducible() -> None:
    """With an iteration budget (no clock) the search is deterministic for a seed."""

    def run() -> list[int]:
        g = Game.new(DECK, DECK, seed=11)
        agents = [MCTSAgent(5, seconds=None, iterations=6), HeuristicAgent(3)]
        for agent in agents:
            agent.bind(g)  # the search agent resamples worlds from the game it plays in
        for _ in range(40):
            if g.is_over():
                break
            d = g.decision
            assert d is not None
            g.apply(agents[d.player].choose(g.view(d.player), d))
        return list(g.choices)

    assert run() == run()


def test_determinized_worlds_keep_what_the_viewer_knows() -> None:
    """Game.determinize re-deals only what the player can't see: own hand, board, sizes are
    kept, and the player's view of each sampled world is their view of the real game."""
    g = Game.new(DECK, DECK, seed=2)
    for _ in range(30):
        d = g.decision
        assert d is not None
        g.apply(HeuristicAgent(1).choose(g.view(d.player), d))
    me = g.decision.player if g.decision else 0
    view = g.view(me)
    hands = set()
    for s in range(5):
        w = g.determinize(me, s)
        assert w.view(me).to_dict() == view.to_dict()
        assert [w.objects[o].name for o in w.players[me].hand] == \
            [g.objects[o].name for o in g.players[me].hand]
        assert w.battlefield == g.battlefield
        for p in (0, 1):
            assert len(w.players[p].hand) == len(g.players[p].hand)
            assert len(w.players[p].library) == len(g.players[p].library)
        opp = w.players[1 - me]
        hands.add(tuple(sorted(w.objects[o].name for o in opp.hand)))
        for o in opp.hand:
            assert w.objects[o].zone == "hand"
    # The real game is untouched by sampling.
    assert all(g.objects[o].zone == "hand" for o in g.players[1 - me].hand)
    assert len(hands) > 1


def test_agents_stop_acting_when_each_action_grows_the_stack() -> None:
    """A fuzz game (seed 1022): Automated Assembly Line, two Guide of Souls and Winding
    Constrictor let a player answer every trigger with another Robot, so the stack grows
    without end and no state repeats for the loop shortcut of 731.2.  Two random agents from
    the start of that turn must still end it: past MAX_ACTIONS_PER_TURN actions an agent
    passes (without the bound, 3,000 decisions left over a thousand objects on the stack)."""
    from pathlib import Path

    from aetherworks.agents.base import MAX_ACTIONS_PER_TURN
    from aetherworks.engine.replay import Replay

    replay = Replay.load(str(Path(__file__).parent / "data" / "loop-with-full-stack.replay.json"))
    for seed in (0, 1):
        g = replay.play(171)
        assert (g.turn, len(g.stack)) == (19, 0)
        agents = (RandomAgent(seed), HeuristicAgent(seed + 10))
        n = 0
        while not g.is_over() and g.turn == 19:
            d = g.decision
            assert d is not None
            g.apply(agents[d.player].choose(g.view(d.player), d))
            n += 1
            assert n < 20 * MAX_ACTIONS_PER_TURN, "the turn did not end"


def test_mcts_plays_at_a_table_of_four() -> None:
    """Issue 13: the search agent plays with more than one opponent; its playouts need an
    agent for every seat (it had two, and raised IndexError at a third player's decision)."""
    g = Game.new(DECK, DECK, DECK, DECK, seed=4)
    agents = [MCTSAgent(1, seconds=None, iterations=4), HeuristicAgent(2), HeuristicAgent(3),
              HeuristicAgent(4)]
    agents[0].bind(g)
    seen = set()
    for _ in range(60):
        if g.is_over():
            break
        d = g.decision
        assert d is not None
        seen.add(d.player)
        choice = agents[d.player].choose(g.view(d.player), d)
        assert choice in d.options or d.is_number
        g.apply(choice)
    assert len(agents[0].rollout_agents) == 4 and seen == {0, 1, 2, 3}


def _views_taken(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The players whose views are taken from now on, in order."""
    taken: list[int] = []
    original = Game.view

    def counting(self: Game, player: int) -> View:
        taken.append(player)
        return original(self, player)

    monkeypatch.setattr(Game, "view", counting)
    return taken


def test_decide_spares_the_random_agent_the_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The random agent reads only its decision and the turn: ``decide`` takes no view for
    it, and the game goes exactly as when it is handed views."""

    def play(blind: bool) -> list[int]:
        g = Game.new(DECK, DECK, seed=4)
        agents = [RandomAgent(1), RandomAgent(2)]
        for _ in range(300):
            if g.is_over():
                break
            d = g.decision
            assert d is not None
            agent = agents[d.player]
            g.apply(decide(agent, g, d) if blind else agent.choose(g.view(d.player), d))
        return list(g.choices)

    with_views = play(False)
    taken = _views_taken(monkeypatch)
    assert play(True) == with_views
    assert taken == []


def _bolt_or_not(bolt: bool) -> Game:
    g = Game.empty(turn=3, auto_pass=False)
    g.put(0, "battlefield", "Mountain")
    if bolt:
        g.put(0, "hand", "Lightning Bolt")
    g.put(1, "battlefield", "Grizzly Bears")
    for p in range(2):
        for _ in range(5):
            g.put(p, "library", "Wastes")
    g.begin()
    return g


def test_the_heuristic_passes_blind_only_with_nothing_else_to_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A priority decision whose only options are passing and making mana that would empty
    [605.3a, 500.4] is answered without a view; one offering a spell, from the view."""
    taken = _views_taken(monkeypatch)
    idle, bolt = _bolt_or_not(False), _bolt_or_not(True)
    assert idle.decision is not None and bolt.decision is not None
    assert {o.kind for o in idle.decision.options} == {"pass", "mana"}
    assert decide(HeuristicAgent(1), idle, idle.decision) == PASS
    assert taken == []
    assert any(o.kind == "cast" for o in bolt.decision.options)
    decide(HeuristicAgent(1), bolt, bolt.decision)
    assert taken == [0]
