"""Multiplayer games [800, 101.4, 103.5c] and Commander games [903]: what a whole game (not a
scenario's position) shows — starting, mulligans, hidden information at four seats, saves,
replays and concessions at a table."""

import pytest
from helpers import cast, pass_priority

from aetherworks.engine import Choice, Game, Replay
from aetherworks.engine.defs import NO, YES, player_ref
from aetherworks.engine.game import DEFAULT_NAMES

DECK = ["Forest"] * 12 + ["Grizzly Bears"] * 8 + ["Lightning Bolt"] * 5 + ["Mountain"] * 5
HEAD = "Nissa, Worldsoul Speaker"


def four(seed: int = 5, **kw: object) -> Game:
    return Game.new(DECK, DECK, DECK, DECK, seed=seed, **kw)  # type: ignore[arg-type]


def keep_all(g: Game) -> None:
    while g.decision is not None and g.decision.kind == "mulligan":
        g.apply(Choice("keep"))


def test_two_to_six_players_and_default_names():
    """800.1: a multiplayer game has more than two players; the engine seats two to six,
    named in seat order; a seventh deck is refused naming the count."""
    g = Game.new(*[DECK] * 6)
    assert [p.name for p in g.players] == list(DEFAULT_NAMES)
    with pytest.raises(ValueError, match="2 to 6 players"):
        Game.new(*[DECK] * 7)
    with pytest.raises(ValueError, match="names: three non-empty player names"):
        Game.new(DECK, DECK, DECK, names=("A", "B"))


def test_starting_player_names_who_goes_first_and_turns_go_in_seat_order():
    """103.1: the player chosen decides who takes the first turn (any player at a table);
    then turns go to the next player in turn order [500.1, 101.4]."""
    g = four()
    d = g.decision
    assert d.kind == "play_first"
    chooser = d.player
    third = (chooser + 2) % 4
    g.apply(Choice("pick", player_ref(third)))
    assert g.active == third
    assert all(len(p.hand) == 7 for p in g.players)
    # Mulligan declarations in turn order from the starting player [103.5, 101.4e].
    asked = []
    while g.decision.kind == "mulligan":
        asked.append(g.decision.player)
        g.apply(Choice("keep"))
    assert asked == [(third + k) % 4 for k in range(4)]
    turns = []
    while g.turn < 5:
        if g.decision.player == g.active and g.step == "main1" and g.active not in turns:
            turns.append(g.active)
        g.apply(g.decision.options[0] if g.decision.kind != "priority" else Choice("pass"))
    assert turns == [(third + k) % 4 for k in range(4)]


def test_first_mulligan_is_free_at_a_table():
    """103.5c: in a multiplayer game the first mulligan doesn't count toward the cards put
    on the bottom; the second puts one card there."""
    g = four(seed=9)
    g.apply(Choice("play"))
    first = g.decision.player
    g.apply(Choice("mulligan"))
    while g.decision.kind == "mulligan" and g.decision.player != first:
        g.apply(Choice("keep"))
    assert g.decision.player == first and g.decision.kind == "mulligan"
    g.apply(Choice("keep"))  # seven cards, none to the bottom
    assert len(g.players[first].hand) == 7
    assert g.decision.kind != "bottom"
    two = Game.new(DECK, DECK, seed=9)
    two.apply(Choice("play"))
    p = two.decision.player
    two.apply(Choice("mulligan"))
    two.apply(Choice("keep"))
    two.apply(Choice("keep"))
    # Two players: the first mulligan counts, one card to the bottom [103.5].
    assert two.decision.kind == "bottom" and two.decision.player == p


def test_each_view_at_four_seats_shows_only_the_viewers_hand():
    """Hidden information: each of four players sees their own hand and only the sizes of
    the other three [400.2, 402.3]."""
    g = four()
    g.apply(Choice("play"))
    keep_all(g)
    for p in range(4):
        v = g.view(p)
        assert v.me.hand is not None and len(v.me.hand) == 7
        for q in range(4):
            if q != p:
                assert v.players[q].hand is None and v.players[q].hand_size == 7
                for oid in g.players[q].hand:
                    assert v.card(oid) is None
        assert [o.index for o in v.opponents] == [(p + k) % 4 for k in range(1, 4)]


def test_wheel_announcements_are_seen_but_not_the_hands():
    """Wheel of Potential's ruling at four: players announce in turn order from the active
    player; a later player knows the earlier announcements (they are in their log) but not
    what the earlier players will exile (no card moves before the last announcement, and
    the other hands stay hidden from their view) [101.4, 101.4b]."""
    g = Game.empty(names=DEFAULT_NAMES[:4], turn=5, active=2, auto_pass=False,
                   auto_single=False)
    for p in range(4):
        for _ in range(10):
            g.put(p, "library", "Forest")
    for _ in range(3):
        g.put(2, "battlefield", "Mountain")
    g.put(2, "hand", "Wheel of Potential")
    bears = g.put(2, "hand", "Grizzly Bears")
    g.players[2].counters["energy"] = 1
    g.begin()
    cast(g, "Wheel of Potential")
    pass_priority(g, 4)
    g.apply(2)  # pay {E}{E}
    assert g.decision.kind == "yes_no" and g.decision.player == 2  # the active player
    g.apply(YES)
    assert g.decision.player == 3  # then in turn order: Dave
    dave = g.view(3)
    assert dave.players[2].hand is None and dave.card(bears) is None
    assert any("Carol" in line and "exile" in line for line in g.log_view(3))
    assert g.objects[bears].zone == "hand"  # nothing exiled before everyone announced
    g.apply(NO)
    assert g.decision.player == 0
    g.apply(YES)
    assert g.decision.player == 1
    g.apply(NO)
    assert g.objects[bears].zone == ""  # exiled now [406.3]
    assert len(g.players[2].hand) == 2 and len(g.players[0].hand) == 2


def test_a_four_player_game_saves_and_replays():
    """Saves and replays hold any number of players: a four-player game round-trips."""
    g = four(seed=3)
    g.apply(Choice("play"))
    keep_all(g)
    for _ in range(40):
        if g.is_over():
            break
        g.apply(g.decision.options[-1] if g.decision.kind == "priority" else
                g.decision.options[0])
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()
    assert Replay.from_json(Replay.of(g).to_json()).play().to_json() == g.to_json()


def test_concede_at_a_table_leaves_and_the_game_goes_on():
    """104.3a, 800.4a: a player who concedes leaves; their objects leave the game, nobody
    asks them anything again, and the game ends when one player is left [104.2a]."""
    g = four(seed=4)
    g.apply(Choice("play"))
    keep_all(g)
    g.concede(1)
    assert g.result is None and g.players[1].left
    assert not g.players[1].hand and not g.players[1].library
    assert all(g.objects[o].owner != 1 for o in (*g.battlefield, *g.stack, *g.exile))
    for _ in range(300):
        if g.is_over():
            break
        assert g.decision.player != 1
        g.apply(g.decision.options[0])
    g2 = four(seed=4)
    g2.apply(Choice("play"))
    g2.concede(0)
    g2.concede(2)
    g2.concede(3)
    assert g2.result == (1, "conceded")
    replayed = Replay.from_json(Replay.of(g2).to_json()).play()
    assert replayed.result == (1, "conceded")


def test_commander_game_starts_with_40_life_and_commanders_in_the_command_zone():
    """903.6, 903.7: each commander starts in the command zone, not the library; 40 life."""
    deck = [*DECK, HEAD]
    g = Game.new(deck, deck, deck, seed=2, commanders=[[HEAD]] * 3)
    assert [p.life for p in g.players] == [40, 40, 40]
    heads = [g.objects[o] for o in g.command]
    assert sorted(o.owner for o in heads) == [0, 1, 2]
    assert all(o.name == HEAD and o.zone == "command" for o in heads)
    for p in g.players:
        assert all(g.objects[o].name != HEAD for o in (*p.library, *p.hand))
    with pytest.raises(ValueError, match="not in deck 1"):
        Game.new(deck, DECK, commanders=[[HEAD], [HEAD]])
    again = Replay.from_json(Replay.of(g).to_json()).play()
    assert again.to_json() == g.to_json()


def test_until_your_next_turn_ends_as_that_turn_begins_or_would_have():
    """701.15a: a goad lasts until the goading player's next turn, so it ends as that turn
    begins (not at its end); 800.4m: if that player left the game, it ends as their next
    turn would have begun, neither at once nor never."""
    from aetherworks.vocab.attack_requirements import AttacksIfAble

    g = four(seed=4)
    g.apply(Choice("play"))
    keep_all(g)
    a = g.active
    stays, leaver = a, (a + 2) % 4
    for p in (stays, leaver):
        g.add_effect(AttacksIfAble(goaded_by=p), 0, p, until="your_next_turn")
    g.concede(leaver)
    assert {e.controller for e in g.effects} == {stays, leaver}  # not ended by leaving
    seen: list[tuple[int, set[int]]] = []
    while g.turn < 5 and not g.is_over():
        if not seen or seen[-1][0] != g.turn:
            seen.append((g.turn, {e.controller for e in g.effects
                                  if isinstance(e.effect, AttacksIfAble)}))
        d = g.decision
        g.apply(Choice("pass") if d.kind == "priority" else d.options[0])
    # Turn 2 is the next player's: both goads last.  Turn 3 is the player after the one who
    # left: the leaver's turn would have begun first, so theirs has ended.  Turn 4 is the
    # first player's next turn: theirs ends as it begins.
    assert seen[1:4] == [(2, {stays, leaver}), (3, {stays}), (4, set())]


def test_trigger_of_a_player_who_left_is_not_put_on_the_stack():
    """800.4d: a triggered ability that would be controlled by a player who has left the game
    isn't put on the stack.  Bob leaves with Alice's Skyclave Apparition under his control
    (not by a control effect), so it is exiled [800.4a] and its leaves-the-battlefield
    ability triggers under him [603.6c, 603.10a]: it is dropped, nobody is asked, and the
    game goes on (it used to stay pending for ever, the engine looping inside ``apply``
    without a decision: the four-precon table run's game 83 of seed 0)."""
    import signal

    g = Game.empty(names=("alice", "bob", "carol"), turn=3, active=0, auto_pass=False)
    g.decks = ((),) * 3
    for p in range(3):
        for _ in range(5):
            g.put(p, "library", "Wastes")
    g.put(0, "battlefield", "Mountain")
    apparition = g.put(0, "battlefield", "Skyclave Apparition")
    g.objects[apparition].controller = 1
    g.players[1].life = 3
    bolt = g.put(0, "hand", "Lightning Bolt")
    g.begin()

    def hang(*_: object) -> None:
        raise TimeoutError("the game made no progress: a pending trigger nobody can put")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(20)
    try:
        cast(g, bolt, player_ref(1))
        while g.stack:
            pass_priority(g)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert g.players[1].left and g.result is None
    assert [g.objects[o].name for o in g.exile] == ["Skyclave Apparition"]  # a new object
    assert [(e.kind, e.player) for e in g.log[-2:]] == [("leave_game", 1), ("leaves", 1)]
    assert not g.pending_triggers and not g.stack
    d = g.decision
    assert (d.player, d.kind) == (0, "priority")


def test_a_rules_choice_of_a_player_who_left_goes_to_the_next_player_in_turn_order():
    """800.4h: a rule requires a player who has left the game to make a choice: the next
    player in turn order makes it.  The toss winner concedes before naming who takes the
    first turn [103.1]: the next player in turn order still in the game is asked the same
    question, and the player they name starts (not the one who left, as when the engine took
    the question's first option for them)."""
    g = four(seed=5)
    d = g.decision
    winner = d.player
    assert (d.kind, d.cr) == ("play_first", "103.1")
    g.concede(winner)
    nxt = (winner + 1) % 4
    d2 = g.decision
    assert (d2.player, d2.kind, d2.cr) == (nxt, "play_first", "103.1")
    assert d2.options == d.options and d2.prompt == d.prompt
    third = (winner + 2) % 4
    g.apply(Choice("pick", player_ref(third)))
    assert g.active == third
    assert [e.player for e in g.log if e.kind == "play_first"] == [third]
    # Then the mulligans, in turn order from the starting player, without the one who left.
    asked = []
    while g.decision.kind == "mulligan":
        asked.append(g.decision.player)
        g.apply(Choice("keep"))
    assert asked == [q for q in ((third + k) % 4 for k in range(4)) if q != winner]
    again = Replay.from_json(Replay.of(g).to_json()).play()
    assert again.to_json() == g.to_json()


def test_a_rules_choice_about_what_a_player_who_left_had_is_asked_of_nobody():
    """800.4h, 800.4a, 103.5: whether to keep an opening hand is a choice about that
    player's hand, which left the game with them: a player who conceded before their turn to
    declare isn't asked (they used to be), and nobody is asked in their place."""
    g = four(seed=5)
    g.apply(Choice("play"))
    first = g.decision.player
    leaver = (first + 2) % 4
    g.concede(leaver)
    asked = []
    while g.decision.kind == "mulligan":
        asked.append(g.decision.player)
        g.apply(Choice("keep"))
    assert asked == [q for q in ((first + k) % 4 for k in range(4)) if q != leaver]
    assert g.players[leaver].mulligans == 0 and not g.players[leaver].hand


def test_a_shortcut_is_not_offered_for_acceptance_to_a_player_who_left():
    """[731.2b, 800.4a] Each other player who could act instead accepts or shortens a
    proposed shortcut; one who conceded while the count was being chosen has left the game
    and is not asked: the next one is."""
    from helpers import ALICE, BOB, choose, miner_loop, miner_round

    carol = 2
    g = miner_loop(("Alice", "Bob", "Carol"))
    for p in (BOB, carol):
        g.put(p, "hand", "Lightning Bolt")
        g.put(p, "battlefield", "Mountain")
    for _ in range(2):
        miner_round(g)
    choose(g, "shortcut")
    assert g.decision.player == ALICE and g.decision.cr == "731.2a"
    g.concede(BOB)
    g.apply(20)
    assert g.decision.player == carol and g.decision.cr == "731.2b", g.decision
    g.apply(5)
    assert any(e.kind == "shortcut" and e.amount == 5 for e in g.log)
