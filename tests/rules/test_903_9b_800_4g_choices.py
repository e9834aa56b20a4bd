"""A commander's owner chooses the command zone instead of a hand or library [903.9b], and an
object's choice for a player who has left the game goes to another player [800.4f-g]: what
the scenario files can't say — saves and clones in the middle of the question, the agents'
answers, two-player games left as they were, a payment question for a player who left."""


from helpers import cast, clone_rewinds, pass_priority

from aetherworks.engine import PASS, Choice, Game
from aetherworks.engine.decision import NUMBER, YES_NO
from aetherworks.engine.defs import NO, YES, player_ref
from aetherworks.messages import Mana, Msg, Word

HEAD, OTHER = "Ragavan, Nimble Pilferer", "Nissa, Worldsoul Speaker"


def evacuation_table() -> tuple[Game, int, int]:
    """Four players, bob active with Evacuation on the stack; alice's and carol's
    commanders on the battlefield."""
    g = Game.empty(names=("alice", "bob", "carol", "dave"), turn=6, active=1)
    g.decks = ((),) * 4
    g.players[0].commanders, g.players[2].commanders = (HEAD,), (OTHER,)
    a = g.put(0, "battlefield", HEAD)
    c = g.put(2, "battlefield", OTHER)
    g.put(3, "battlefield", "Grizzly Bears")
    for _ in range(5):
        g.put(1, "battlefield", "Island")
    for p in range(4):
        for _ in range(5):
            g.put(p, "library", "Wastes")
    evac = g.put(1, "hand", "Evacuation")
    g.begin()
    cast(g, evac)
    while g.decision.kind == "priority":
        g.apply(PASS)
    return g, a, c


def zone_of(g: Game, player: int, name: str) -> str:
    p = g.players[player]
    for zone, ids in (("hand", p.hand), ("library", p.library), ("battlefield", g.battlefield),
                      ("command", g.command)):
        if any(g.objects[o].proto.key == name and g.objects[o].owner == player for o in ids):
            return zone
    return ""


def test_question_asked_before_the_event_in_apnap_order():
    """903.9b, 616.1, 101.4: the owners answer before anything leaves the battlefield, the
    active player's side of the table first (bob, then carol, dave, alice)."""
    g, a, c = evacuation_table()
    d = g.decision
    assert (d.player, d.kind, d.prompt.id, d.cr) == (2, YES_NO, "prompt.commander_instead",
                                                    "903.9b")
    assert d.prompt.arg("zone") == Word("zone", "hand")
    assert g.objects[a].zone == g.objects[c].zone == "battlefield"
    g.apply(YES)
    assert g.decision.player == 0 and g.objects[a].zone == "battlefield"
    g.apply(NO)
    assert zone_of(g, 0, HEAD) == "hand" and zone_of(g, 2, OTHER) == "command"
    assert zone_of(g, 3, "Grizzly Bears") == "hand"


def test_saved_and_cloned_between_two_owners_answers():
    """The first owner's answer is part of the game: a save made before the second owner
    answers, and a clone, play on the same; a clone answered differently is independent."""
    g, _, _ = evacuation_table()
    g.apply(YES)  # carol: the command zone
    saved = Game.from_json(g.to_json())
    other = g.clone()
    g.apply(NO)
    saved.apply(NO)
    other.apply(YES)
    for game in (g, saved):
        assert zone_of(game, 0, HEAD) == "hand" and zone_of(game, 2, OTHER) == "command"
    assert zone_of(other, 0, HEAD) == "command" and zone_of(other, 2, OTHER) == "command"
    assert not any(p.commander_instead for x in (g, saved, other) for p in x.players)


def test_heuristic_keeps_a_bounced_commander_and_sends_one_to_the_library_home():
    """The heuristic agent's answer: a commander bounced to its hand stays there (cast from
    the hand it pays no tax [903.8]); one going to a library goes to the command zone."""
    from aetherworks.engine.decision import Decision
    from aetherworks.sim.runner import make_agent

    g, _, _ = evacuation_table()
    agent = make_agent("heuristic", 1)
    agent.bind(g)
    assert agent.choose(g.view(2), g.decision) == NO
    d = g.decision
    to_library = Decision(d.player, d.kind, Msg.of("prompt.commander_instead",
                                                   obj=d.prompt.arg("obj"),
                                                   zone=Word("zone", "library")),
                          d.options, d.labels, d.cr)
    assert agent.choose(g.view(2), to_library) == YES


def test_no_rewind_point_outside_a_commander_game(monkeypatch):
    """Two-player games without commanders run card code exactly as before: no clone is
    taken to ask a commander question."""
    g = Game.empty(names=("alice", "bob"), turn=3, auto_pass=False, auto_single=False)
    bear = g.put(1, "battlefield", "Grizzly Bears")
    g.put(0, "battlefield", "Island")
    unsummon = g.put(0, "hand", "Unsummon")
    for p in range(2):
        for _ in range(5):
            g.put(p, "library", "Wastes")
    g.begin()

    rewinds = clone_rewinds(monkeypatch)
    cast(g, unsummon, bear)
    pass_priority(g, 2)
    assert g.objects[bear].zone == "" and zone_of(g, 1, "Grizzly Bears") == "hand"
    assert not any(rewinds)
    evacuation_table()  # a Commander game with commanders out: card code is rewindable
    assert any(rewinds)


def test_payment_question_for_a_player_who_left_is_not_paid():
    """800.4f: an object asks a player who has left the game whether to pay a cost: the cost
    isn't paid, and nobody is asked in their place."""
    g = Game.empty(names=("alice", "bob", "carol"), turn=3)
    for p in range(3):
        for _ in range(3):
            g.put(p, "library", "Wastes")
    spell = g.put(0, "hand", "Lightning Bolt")
    g.players[1].lost = g.players[1].left = True
    g.tasks.clear()
    g._ask(1, YES_NO, Msg.of("prompt.pay", cost=Mana("{3}")), (YES, NO),
           ("effect_answer", spell, (), None))
    assert g.decision is None
    assert g.tasks[-1] == ("effect_answer", spell, (), None, NO)
    g.tasks.clear()
    g._ask(1, NUMBER, Msg.of("prompt.pay_x", amount=3), range(0, 4),
           ("effect_answer", spell, (), None))
    assert g.tasks[-1] == ("effect_answer", spell, (), None, 0)


def test_every_payment_prompt_is_known_as_one():
    """800.4f tells a payment question from other choices by its prompt id: each English
    prompt asking to pay (not "without paying") is in ``PAYMENT_PROMPTS``."""
    import re

    from aetherworks.engine.table import PAYMENT_PROMPTS
    from aetherworks.messages.en import EN

    asks_to_pay = {k for k, v in EN.items() if k.startswith("prompt.")
                   and re.search(r"\b[Pp]ay\b", v) and "without paying" not in v}
    assert asks_to_pay <= PAYMENT_PROMPTS
    assert set(EN) >= PAYMENT_PROMPTS


def test_object_choice_asked_of_a_player_who_already_left():
    """800.4g: an object asks a player who has already left the game to choose (not a
    payment): its controller chooses another opponent, who is then asked the same question
    with the same options."""
    g = Game.empty(names=("alice", "bob", "carol", "dave"), turn=3)
    for p in range(4):
        for _ in range(3):
            g.put(p, "library", "Wastes")
    spell = g.put(0, "hand", "Lightning Bolt")
    bear = g.put(0, "hand", "Grizzly Bears")
    g.players[2].lost = g.players[2].left = True
    g.tasks.clear()
    question = Msg.of("prompt.take_one")
    g._ask(2, "choose", question, (Choice("pick", bear), NO),
           ("effect_answer", spell, (), None))
    g._run()
    d = g.decision
    assert (d.player, d.prompt.id, d.cr) == (0, "prompt.substitute_chooser", "800.4g")
    assert d.options == (Choice("pick", player_ref(1)), Choice("pick", player_ref(3)))
    g.apply(Choice("pick", player_ref(3)))
    d = g.decision
    assert (d.player, d.prompt, d.options) == (3, question, (Choice("pick", bear), NO))


def test_a_commander_game_with_the_question_saves_and_replays(monkeypatch):
    """A four-player Commander game of the precons in which owners were asked 903.9b's
    question (a run of card code undone and made again) saves and replays to the same game:
    the rewind is deterministic."""
    from aetherworks.engine import Replay
    from aetherworks.engine import tasks as T
    from aetherworks.sim.runner import drive
    from aetherworks.sim.simulate import make_agent
    from aetherworks.sim.table import load_table_decks

    asked = []
    ask = T.HANDLERS["commander_instead_ask"]
    monkeypatch.setitem(T.HANDLERS, "commander_instead_ask",
                        lambda g, *a: (asked.append(a), ask(g, *a)))
    decks = load_table_decks(["drc-living-energy", "cmdr-boros-energy-built",
                              "cmdr-temur-energy-built", "drc-living-energy"])
    g = Game.new(*(d.cards for d in decks), seed=1, commanders=[d.commanders for d in decks],
                 max_turns=30)
    drive(g, [make_agent("heuristic", 8 + s) for s in range(4)])
    assert asked
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    assert Replay.from_json(Replay.of(g).to_json()).play().to_json() == g.to_json()
