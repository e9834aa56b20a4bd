"""The turn [500-514]: starting the game and mulligans [103], steps and phases, cleanup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine import shortcuts
from aetherworks.engine.combat import any_first_strike, begin_damage
from aetherworks.engine.decision import BOTTOM, CHOOSE, DISCARD, MULLIGAN, PLAY_FIRST
from aetherworks.engine.defs import DONE, Choice, StaticAbility, player_ref, ref_player
from aetherworks.engine.hooks import HandSize, OpeningHand, Rule
from aetherworks.engine.objects import Memo
from aetherworks.engine.tasks import task
from aetherworks.engine.untap import untap_permanents
from aetherworks.messages import Msg, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


STEPS = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
    "end", "cleanup",
)
STEP_CR = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "begin_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4",
    "combat_damage": "510", "end_combat": "511", "main2": "505", "end": "513",
    "cleanup": "514",
}
MAIN_STEPS = ("main1", "main2")
HAND_SIZE = 7


# ====================================================================== tasks: setup


@task("start")
def _start(g: Game) -> None:
    """Choose who plays first, shuffle, draw seven [103.1-103.5]."""
    for p in g.players:
        g.rng.shuffle(p.library)
    n = len(g.players)
    winner = g.rng.below(n)
    # Two players: play or draw.  At a larger table the winner names who goes first: them
    # ("play") or another player [103.1].
    opts = (Choice("play"), Choice("draw")) if n == 2 else (Choice("play"), *(
        Choice("pick", player_ref((winner + k) % n)) for k in range(1, n)))
    g._ask(winner, PLAY_FIRST, Msg.of("prompt.play_first", player=Who(winner)),
           opts, ("play_first", winner), cr="103.1")


@task("play_first")
def _play_first(g: Game, winner: int, choice: Choice) -> None:
    if choice.kind == "pick":
        g.active = ref_player(choice.obj)
    else:
        g.active = winner if choice.kind == "play" else 1 - winner
    g.emit("play_first", "103.1", g.active)
    g.tasks.append(("draw_hands",))


@task("draw_hands")
def _draw_hands(g: Game) -> None:
    for i in g.apnap():
        g.draw(i, HAND_SIZE)
    g.tasks.append(("mulligan_ask", g.apnap(), ()))


@task("mulligan_ask")
def _mulligan_ask(g: Game, pending: tuple[int, ...], mulls: tuple[int, ...]) -> None:
    """Declarations in turn order, then the mulligans all at once, repeated for those who
    took one [103.5]."""
    if not pending:
        if not mulls:
            g.tasks.append(("opening_hand", g.apnap()))
            return
        for player in mulls:
            # London mulligan: shuffle the hand away, draw seven again [103.5].
            p = g.players[player]
            p.mulligans += 1
            g.emit("mulligan", "103.5", player)
            for oid in list(p.hand):
                g.move(oid, "library", silent=True)
            g.shuffle(player)
            g.draw(player, HAND_SIZE)
        g.tasks.append(("mulligan_ask", mulls, ()))
        return
    player = pending[0]
    p = g.players[player]
    if p.mulligans - free_mulligans(g, player) >= HAND_SIZE:
        g.tasks.append(("mulligan_done", player, pending[1:], mulls))
        return
    g._ask(player, MULLIGAN, Msg.of("prompt.mulligan", player=Who(player),
                                    size=len(p.hand), amount=p.mulligans),
           (Choice("keep"), Choice("mulligan")),
           ("mulligan_answer", pending, mulls), cr="103.5")


@task("opening_hand")
def _opening_hand(g: Game, players: tuple[int, ...], choice: Choice | None = None) -> None:
    """Actions from the opening hand: "you may begin the game with it on the battlefield"
    — the starting player first, then each other player, one card at a time [103.6a]."""
    if choice is not None and choice.kind == "pick":
        g.move(choice.obj, "battlefield", controller=players[0], cr="103.6a")
    elif choice is not None:
        players = players[1:]
    while players:
        p = players[0]
        cards = [oid for oid in g.players[p].hand if any(
            isinstance(ab, StaticAbility) and isinstance(ab.effect, OpeningHand)
            for ab in g.objects[oid].proto.chars.abilities)]
        if cards:
            g._ask(p, CHOOSE, Msg.of("prompt.opening_hand", player=Who(p)),
                   (*(Choice("pick", oid) for oid in cards), DONE), ("opening_hand", players),
                   cr="103.6a")
            return
        players = players[1:]
    g.tasks.append(("begin_turn",))


@task("mulligan_answer")
def _mulligan_answer(g: Game, pending: tuple[int, ...], mulls: tuple[int, ...],
                     choice: Choice) -> None:
    player = pending[0]
    if choice.kind == "mulligan":
        g.tasks.append(("mulligan_ask", pending[1:], (*mulls, player)))
        return
    g.tasks.append(("mulligan_done", player, pending[1:], mulls))


@task("mulligan_done")
def _mulligan_done(g: Game, player: int, pending: tuple[int, ...], mulls: tuple[int, ...]
                   ) -> None:
    """A kept hand: put one card per mulligan on the bottom of the library [103.5]."""
    p = g.players[player]
    counted = p.mulligans - free_mulligans(g, player)
    if counted > 0 and len(p.hand) > HAND_SIZE - counted:
        opts = tuple(Choice("pick", oid) for oid in p.hand)
        n = len(p.hand) - (HAND_SIZE - counted)
        g._ask(player, BOTTOM, Msg.of("prompt.bottom", player=Who(player), amount=n), opts,
               ("bottom_card", player, pending, mulls), cr="103.5")
        return
    g.emit("keep", "103.5", player, amount=len(p.hand))
    g.tasks.append(("mulligan_ask", pending, mulls))


def free_mulligans(g: Game, player: int) -> int:
    """In a multiplayer game the first mulligan a player takes doesn't count toward the
    cards they put on the bottom or the mulligans they may take [103.5c]."""
    return 1 if len(g.players) > 2 and g.players[player].mulligans else 0


@task("bottom_card")
def _bottom_card(g: Game, player: int, pending: tuple[int, ...], mulls: tuple[int, ...],
                 choice: Choice) -> None:
    g.move(choice.obj, "library", position=0, silent=True)
    g.tasks.append(("mulligan_done", player, pending, mulls))


# ====================================================================== tasks: turns and steps


@task("begin_turn")
def _begin_turn(g: Game) -> None:
    beginning = [g.active]  # whose turn begins, or would have begun (800.4m)
    if g.turn > 0:
        # An extra turn is taken directly after this one [500.7].
        extra = next((p for p in g.players if p.extra_turns and not p.lost), None)
        if extra is not None:
            extra.extra_turns -= 1
            g.active = extra.index
            beginning = [g.active]
        else:
            # The next player in turn order; one who left the game takes no turn [800.4k],
            # but effects that last until their next turn end as it would have begun.
            n = len(g.players)
            beginning = [(g.active + k) % n for k in range(1, n + 1)]
            g.active = g.next_player(g.active)
            beginning = beginning[:beginning.index(g.active) + 1]
    _end_until_next_turn(g, beginning)
    g.turn += 1
    g.turn_clock = g.clock
    if g.turn > g.max_turns:
        g.result = (None, "turn_limit")
        g.emit("draw_game", "104.4", info="turn_limit")
        return
    for p in g.players:
        p.lands_played = 0
        p.turn_stats = {}
    shortcuts.reset(g)  # loops are found within a turn [731]
    # Permissions that have ended, or whose card has moved on (a new object [400.7]).
    g.permissions = [p for p in g.permissions
                     if p.until_turn >= g.turn and g.objects[p.card].zone]
    g.exile_links = [x for x in g.exile_links if g.objects[x.card].zone == "exile"]
    g.emit("turn", "500.1", g.active, amount=g.turn)
    g.step = "untap"
    g.tasks.append(("begin_step",))


def _end_until_next_turn(g: Game, players: list[int]) -> None:
    """Effects lasting "until your next turn" end as that player's next turn begins, or as
    it would have begun if they left the game [701.15a, 800.4m]."""
    g.end_effects([e for e in g.effects if e.until == "your_next_turn"
                     and e.controller in players and e.expires_turn <= g.turn])


@task("end_step")
def _end_step(g: Game) -> None:
    """A step ends when all pass with an empty stack; mana empties [500.4, 106.4]."""
    for p in g.players:
        if p.pool:
            left = "".join(c * n for c, n in sorted(p.pool.items()) if n)
            p.pool = {}
            g.emit("pool_empties", "500.4", p.index, info=left)
            p.pool_riders = {}
    if g.step == "end_combat" and (g.attackers or g.blocks):
        # As the end of combat step ends, all creatures are removed from combat [511.3]:
        # no longer attacking or blocking ("as long as it's attacking", "target attacking
        # creature" in the second main phase).
        g.attackers.clear()
        g.blocks.clear()
        g.blocked.clear()
        g.status_changed()
    i = STEPS.index(g.step)
    if g.step == "cleanup" and g.repeat_cleanup:
        g.repeat_cleanup = False
        g.tasks.append(("begin_step",))  # another cleanup step [514.3a]
        return
    if g.step == "cleanup" or i + 1 >= len(STEPS):
        g.tasks.append(("begin_turn",))
        return
    nxt = STEPS[i + 1]
    extra = next((p for p in g.players if p.extra_combats), None)
    if g.step == "end_combat" and extra is not None:
        # An additional combat phase directly after this one [500.8, 505.1a].
        extra.extra_combats -= 1
        nxt = "begin_combat"
    if nxt in ("declare_blockers", "first_strike_damage", "combat_damage") and not g.attackers:
        nxt = "end_combat"  # no attackers: skip to end of combat [508.8]
    if nxt == "first_strike_damage":
        # Whether combat has a first-strike damage step is decided as combat damage begins
        # [510.4]: a creature may have gained or lost first strike since blocks.
        g.first_strike_step = any_first_strike(g)
        if not g.first_strike_step:
            nxt = "combat_damage"
    g.step = nxt
    g.tasks.append(("begin_step",))


@task("begin_step")
def _begin_step(g: Game) -> None:
    step = g.step
    # An active player who left the game gets no priority: the next player does [800.4j].
    g.priority = g.active if g.in_game(g.active) else g.next_player(g.active)
    g.passes = 0
    g.emit("step", STEP_CR[step], g.active, info=step)
    if step == "untap":
        # Phasing, then untap all [502.2, 502.3]; no priority in the untap step [502.4].
        to_untap: list[int] = []
        for oid in g.battlefield:
            obj = g.objects[oid]
            if obj.controller == g.active:
                obj.sick = False
                if obj.exerted:
                    obj.exerted = False  # exert: doesn't untap this time [701.43b]
                    continue
                if obj.recall(Memo.SKIP_UNTAP):
                    # "doesn't untap during its controller's next untap step" [502.3]
                    obj.remember(Memo.SKIP_UNTAP, False)
                    continue
                if obj.tapped and obj.count("stun"):
                    g.remove_counters(oid, "stun", 1)  # instead of untapping [122.1d]
                    continue
                if obj.tapped and g.rule_applies(oid, Rule.DOESNT_UNTAP):
                    continue  # "doesn't untap during its controller's untap step" [502.3]
                if obj.tapped:
                    to_untap.append(oid)
        untap_permanents(g, tuple(to_untap))  # within any limits [502.3], then the step ends
        return
    if step == "upkeep":
        g._fire_delayed("upkeep")
    if step == "draw" and g.turn != 1:  # the player on the play skips the first draw [103.8a]
        g.tasks.append(("turn_draw",))
    if step == "main1":
        # As the precombat main phase begins, the active player puts a lore counter on each
        # Saga they control with chapter abilities: a turn-based action [714.3b].
        for oid in list(g.battlefield):
            c = g.chars(oid)
            if g.objects[oid].controller == g.active and "Saga" in c.subtypes and \
                    g.final_chapter(c):
                g.add_counters(oid, "lore", 1, cr="714.3b")
    if step == "begin_combat":
        g.attackers.clear()
        g.blocks.clear()
        g.blocked.clear()
        g.first_strike_step = False
        g.emit("begin_combat", "507.1", g.active)
    if step == "declare_attackers":
        g.tasks.append(("declare_attackers", ()))
        return
    if step == "declare_blockers":
        g.tasks.append(("declare_blockers", ()))
        return
    if step in ("first_strike_damage", "combat_damage"):
        begin_damage(g, step == "first_strike_damage")
        return
    if step == "end_combat":
        g.emit("end_combat", "511.1", g.active)
        g._fire_delayed("end_combat")  # "exile the tokens at end of combat" [511.2]
    if step == "end":
        g._fire_delayed("end")
    if step == "cleanup":
        g.tasks.append(("cleanup",))


def max_hand_size(g: Game, player: int) -> int | None:
    """A player's maximum hand size: seven, as static abilities of permanents they control
    change it (``None``: no maximum) [402.2]."""
    size: int | None = HAND_SIZE
    for src, eff in g.statics_of(HandSize):
        if src.controller == player:
            size = eff.hand_size(g, src, size)
    return size


@task("turn_draw", draws=True)
def _turn_draw(g: Game) -> None:
    """The draw step's turn-based draw [504.1]: a task of its own, run where a replacement's
    choice can be asked first (a commander drawn may go to the command zone [903.9b])."""
    g.draw(g.active)


@task("cleanup")
def _cleanup(g: Game) -> None:
    """Discard to hand size, remove damage, end "until end of turn" effects [514]."""
    p = g.players[g.active]
    size = max_hand_size(g, g.active)
    if size is not None and len(p.hand) > size:
        opts = tuple(Choice("pick", oid) for oid in p.hand)
        g._ask(g.active, DISCARD, Msg.of("prompt.cleanup_discard", player=Who(g.active),
                                         size=size, amount=len(p.hand) - size),
               opts, ("cleanup_discard",), cr="514.1")
        return
    for oid in g.battlefield:
        obj = g.objects[oid]
        obj.damage = 0
        obj.deathtouched = False
    g.end_effects([e for e in g.effects if e.until == "eot"])
    g.status_changed()  # the damage removed above
    g.attackers.clear()
    g.blocks.clear()
    g.blocked.clear()
    if g.pending_triggers:
        # Abilities triggered during cleanup: players get priority, then there is another
        # cleanup step [514.3a].
        g.repeat_cleanup = True
        return
    g.tasks.append(("end_step",))


@task("cleanup_discard")
def _cleanup_discard(g: Game, choice: Choice) -> None:
    g.discard(g.active, choice.obj)
    g.tasks.append(("cleanup",))
