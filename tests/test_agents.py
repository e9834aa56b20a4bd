"""Agents answer every decision with a legal option, from the view alone."""

import aetherworks.cards  # noqa: F401
from aetherworks.agents import HeuristicAgent, MCTSAgent, RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game
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
