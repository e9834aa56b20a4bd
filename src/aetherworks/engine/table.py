"""Multiplayer games [800]: players leaving the game, and the end of a game with more than
two players.

A two-player game ends as soon as a player loses [104.2a].  A multiplayer game goes on: the
player who lost or conceded leaves it, with everything they own, and the effects they control
end [800.4a]; the last player still in the game wins [104.2a].
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, PRIORITY, DecisionKind
from aetherworks.engine.defs import Choice, is_player_ref, player_ref, ref_player
from aetherworks.engine.hooks import EffectEnds
from aetherworks.engine.objects import Memo
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg, Obj, Who

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def settle_losses(g: Game) -> bool:
    """After players lost: end the game if at most one player is left [104.2a, 104.4a],
    else each new loser leaves the game [800.4a].  True if anyone lost."""
    losers = [p.index for p in g.players if p.lost and not p.left]
    if not losers:
        return False
    left = [p.index for p in g.players if not p.lost]
    if len(left) == 1:
        g.result = (left[0], g.log[-1].info)  # why the last player lost
        g.decision = None
    elif not left:
        # Everyone still in the game lost at once: a draw [104.4a].
        g.result = (None, "both_lost" if len(g.players) == 2 else "all_lost")
        g.emit("draw_game", "104.4a", info=g.result[1])
        g.decision = None
    else:
        for p in losers:
            leave_game(g, p)
    return True


def leave_game(g: Game, player: int) -> None:
    """``player`` leaves a multiplayer game [800.4a]: the objects they own leave the game,
    effects that give them control of objects end, abilities they control on the stack cease
    to exist, and what they still control is exiled.  Delayed and pending abilities they
    control won't be put on the stack [800.4d]; permissions they were given end."""
    p = g.players[player]
    holder = g.priority
    passed = _passed_in_succession(g)
    p.left = True
    g.emit("leave_game", "800.4a", player)
    # Objects they own leave the game: they exist nowhere any more [800.4a].
    for ids in (g.battlefield, g.stack, g.exile, g.command):
        gone = [oid for oid in ids if g.objects[oid].owner == player or (
            ids is g.stack and g.objects[oid].controller == player
            and g.objects[oid].kind != "card")]
        for oid in gone:
            ids.remove(oid)
            g.own(oid).zone = ""
    for lst in (p.library, p.hand, p.graveyard):
        for oid in lst:
            g.own(oid).zone = ""
        lst.clear()
    p.pool = {}
    # Effects that give them control of objects end [800.4a]: each such permanent goes back
    # to the player who controlled it by default, or is exiled below if that player has left
    # the game too [800.4c].  Their other effects last as long as they say: "until your next
    # turn" until that turn would have begun (turn.py) [800.4m].
    g.effects = [e for e in g.effects
                 if not (e.controller == player and isinstance(e.effect, EffectEnds))]
    for oid in g.battlefield:
        obj = g.objects[oid]
        default = obj.recall(Memo.DEFAULT_CONTROLLER)
        if obj.controller == player and default is not None and \
                not g.players[default].left:
            g.change_control(oid, default)
            g.emit("control_returns", "800.4a", default, oid)
    g.permissions = [x for x in g.permissions if x.player != player]
    g.delayed = [d for d in g.delayed if d[1] != player]
    g.pending_triggers = [t for t in g.pending_triggers if t[0] != player]
    g.dirty()
    # What they still control of other players' is exiled [800.4a, 800.4c].
    for oid in [o for o in (*g.battlefield, *g.stack) if g.objects[o].controller == player]:
        g.move(oid, "exile", cr="800.4a")
    # Removed from combat: what left the battlefield [506.4].
    g.attackers = {a: d for a, d in g.attackers.items() if g.objects[a].zone == "battlefield"}
    g.blocks = {b: xs for b, xs in g.blocks.items() if g.objects[b].zone == "battlefield"}
    g.blocked &= set(g.attackers)
    if holder == player:
        # They had priority: it passes to the next player still in the game [800.4a].
        g.priority = g.next_player(player)
    elif player in passed:
        g.passes -= 1  # their pass no longer counts toward all players passing [117.4]
    d = g.decision
    if d is not None and (d.player == player or d.kind == PRIORITY):
        # A decision they had is made by nobody: what they'd do with their priority no
        # longer matters, and another player's priority options are asked for again.
        g.decision = None
        if d.player == player and d.kind != PRIORITY and not _for_another_player(
                g, player, d.kind, d.prompt, d.options, g.continuation, d.labels, d.cr):
            # A number about what they had (an amount, an X): the smallest.
            g.tasks.append((*g.continuation, _default(d.options)))


# Questions whether (or how much) to pay a cost, by prompt id: a player who has left the game
# doesn't pay it [800.4f]; nobody is asked in their place.
PAYMENT_PROMPTS = frozenset({
    "prompt.pay", "prompt.pay_x", "prompt.pay_mana", "prompt.pay_how_many",
    "prompt.pay_at_least", "prompt.pay_to_keep", "prompt.cast_paying", "prompt.replicate",
    "prompt.ward", "prompt.counter_unless", "prompt.either_cost", "prompt.kicker",
    "prompt.pay_life_or_tapped", "prompt.exile_to_pay", "prompt.pay_help", "prompt.buyback",
    "prompt.phyrexian"})


def ask_left_player(g: Game, player: int, kind: DecisionKind, prompt: Msg, options: Any,
                    cont: tuple[Any, ...], labels: Any, cr: str) -> bool:
    """An object requires ``player``, who has left the game, to make a choice (asked as they
    had already left, or pending as they left): True if it was dealt with here.

    A choice other than whether to pay a cost goes to another player, whom the object's
    controller chooses: another opponent if the original chooser was one of theirs, if
    possible [800.4g].  Whether to pay a cost: the cost is not paid [800.4f].  A rule's
    choice goes to the next player in turn order [800.4h] (:func:`_rule_choice`)."""
    if not g.players[player].left:
        return False
    return _for_another_player(g, player, kind, prompt, options, cont, labels, cr)


def _for_another_player(g: Game, player: int, kind: DecisionKind, prompt: Msg, options: Any,
                        cont: tuple[Any, ...], labels: Any, cr: str) -> bool:
    if not cont or cont[0] != "effect_answer":
        return _rule_choice(g, player, kind, prompt, options, cont, labels, cr)
    if prompt.id in PAYMENT_PROMPTS:
        g.tasks.append((*cont, _default(options)))  # not paid [800.4f]
        return True
    controller = g.objects[cont[1]].controller
    if g.players[controller].left:
        return False  # the object left the game with its controller [800.4a]
    # The one who left was an opponent of the controller (who is still in the game): in a
    # free-for-all game every other player is an opponent [102.2], so while the game goes
    # on another opponent is always possible, and the controller chooses one of them.
    pool = tuple(q for q in g.opponents(controller) if q != player)
    if not pool:
        return False
    g.tasks.append(("substitute_ask", controller, player, pool,
                    (kind, prompt, options, tuple(labels or ()), cr), cont))
    return True


def _rule_choice(g: Game, player: int, kind: DecisionKind, prompt: Msg, options: Any,
                 cont: tuple[Any, ...], labels: Any, cr: str) -> bool:
    """A rule requires ``player``, who has left the game, to make a choice: the next player
    in turn order makes it [800.4h], the same question with the same options (which
    player takes the first turn [103.1], the toss winner having conceded).

    A rule's choice about what that player had (their hand, permanents, spells, pending
    triggers: options naming objects, indices or numbers) or whether they'd do something
    they may do (a "keep", "done" or "no" option) isn't required of anyone any more: what
    it was about left the game with them [800.4a].  The option that does nothing is taken;
    a number (asked as they left) is left to the caller, and one asked afterwards is asked
    as before.  True if it was dealt with here."""
    if kind == PRIORITY or isinstance(options, range):
        return False
    if any(o.kind in _NOTHING or not _about_players(o) for o in options):
        g.tasks.append((*cont, _default(options)))
        return True
    g.tasks.append(("next_player_ask", player,
                    (kind, prompt, tuple(options), tuple(labels or ()), cr), cont))
    return True


# Options that do nothing: declining what a player may do.
_NOTHING = frozenset({"done", "no", "pass", "keep"})


def _about_players(o: Any) -> bool:
    """An option that names no object: a word ("play") or players (a "pick" of a player)."""
    return isinstance(o, Choice) and (o.obj == 0 or is_player_ref(o.obj)) and (
        o.arg == 0 or is_player_ref(o.arg))


@task("next_player_ask")
def _next_player_ask(g: Game, left: int, question: tuple[Any, ...],
                     cont: tuple[Any, ...]) -> None:
    """The next player in turn order still in the game makes the choice a rule required of
    ``left``, who has left it [800.4h]."""
    kind, prompt, options, labels, cr = question
    g._ask(g.next_player(left), kind, prompt, options, cont, labels=labels or None, cr=cr)


@task("substitute_ask")
def _substitute_ask(g: Game, controller: int, left: int, pool: tuple[int, ...],
                    question: tuple[Any, ...], cont: tuple[Any, ...]) -> None:
    g._ask(controller, CHOOSE, Msg.of("prompt.substitute_chooser", player=Who(left),
                                      obj=Obj(cont[1])),
           tuple(Choice("pick", player_ref(q)) for q in pool),
           ("substitute_answer", question, cont), cr="800.4g")


@task("substitute_answer")
def _substitute_answer(g: Game, question: tuple[Any, ...], cont: tuple[Any, ...],
                       choice: Choice) -> None:
    """The chosen player makes the choice the player who left would have made [800.4g]."""
    kind, prompt, options, labels, cr = question
    g._ask(ref_player(choice.obj), kind, prompt, options, cont, labels=labels or None, cr=cr)


def _passed_in_succession(g: Game) -> tuple[int, ...]:
    """The players who passed since the last action: the ``passes`` players still seated
    before the one who has priority now, in turn order [117.3d]."""
    out: list[int] = []
    n = len(g.players)
    q = g.priority
    for _ in range(n - 1):
        if len(out) >= g.passes or q < 0:
            break
        q = (q - 1) % n
        if not g.players[q].left:
            out.append(q)
    return tuple(out)


def _default(options: tuple[Any, ...] | range) -> Any:
    if isinstance(options, range):
        return options[0]
    for o in options:
        if isinstance(o, Choice) and o.kind in _NOTHING:
            return o
    return options[0]
