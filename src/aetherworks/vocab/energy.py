"""Vocabulary the energy cards of Modern Horizons 3 and Aetherdrift Commander need.

Each part is general (it names the rule, not the card) so other cards can reuse it:

* :class:`YouAttack` — "whenever you attack" [508.3a, 506.2].
* :class:`ExileFromTopUntil` / :class:`MayCastRemembered` — "exile cards from the top of your
  library until you exile a nonland card. You may cast that card by paying ..." [601.2,
  118.9]: the cast happens during the resolution, ignoring timing.
* :class:`EachMayExileHandAndDraw` — "each player may exile their hand and draw N", with
  announcements in turn order [101.4] and an optional "you may play the cards you own
  exiled this way until the end of your next turn" permission [305.1, 601.2].
* :class:`CreateTokenCopy`, :class:`BecomeCopy` and :func:`copiable_proto` — copies and
  their copiable values [707.2, 707.5, 707.9].
* :class:`SacrificeIt` and :class:`AtNextStep` — "Sacrifice it at the beginning of the next
  end step" [603.7, 701.21].
* :class:`Proliferate` [701.34].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.castability import cast_forbidden, rest_payable, targets_available
from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import (
    DONE,
    NO,
    YES,
    Ask,
    Choice,
    Condition,
    Continuous,
    Effect,
    Event,
    Trigger,
    TriggeredAbility,
    is_player_ref,
    player_ref,
    ref_player,
)
from aetherworks.engine.objects import PlayPermission, Proto
from aetherworks.messages import Msg, Nested, Objs, Text, Who
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Remembered, Target, This, amount, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars



# --- triggers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class YouAttack(Trigger):
    """"Whenever you attack": once per combat in which you declare one or more attackers,
    however many creatures attack [508.3a; the engine's "attackers_declared" event];
    "when you attack with three or more creatures": ``at_least`` attackers."""

    at_least: int = 1
    # "whenever one or more nontoken Vampires you control attack": the attackers counted
    filter: Filter | None = None
    events = ("attackers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller:
            return False
        n = event.amount if self.filter is None else sum(
            1 for a in game.attackers if self.filter.matches(game, source, a))
        return n >= max(1, self.at_least)


# --- casting a card during a resolution ---------------------------------------------------


@dataclass(frozen=True)
class ExileFromTopUntil(Effect):
    """"Exile cards from the top of your library until you exile a [nonland] card" [406.3].

    Every card exiled stays in exile; the one that matches is remembered under ``remember``
    ("that card").  An empty library simply stops the process.
    """

    filter: Filter = Filter(not_types=("Land",))
    remember: str = "exiled"
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        p = game.players[ctx.controller]
        ctx.remember(self.remember, ())
        while p.library:
            top = p.library[-1]
            c = game.objects[top].proto.chars
            hit = (not self.filter.types or any(t in c.types for t in self.filter.types)) and \
                not any(t in c.types for t in self.filter.not_types)
            new = game.move(top, "exile", cr="406.3")
            if hit:
                ctx.remember(self.remember, (new,))
                return


def castable_with_alternative(game: Game, player: int, oid: int, face: int, alt: str) -> bool:
    """Could ``player`` cast this card now with this alternative cost [601.2, 118.9]?

    Timing is ignored (the effect that allows the cast says when), but the spell needs legal
    targets for its required targets [601.2c], its mandatory additional costs must be
    payable [601.2f, 118.8], and "energy" needs {E} equal to its mana value [107.14]; for a
    split card, the half's own mana value [709.3b].
    """
    obj = game.objects[oid]
    proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
    c = proto.chars
    if "Land" in c.types:
        return False  # a land card is played, never cast [305.9]
    if cast_forbidden(game, player, obj, c):
        return False  # "can't cast spells" [101.2]
    if alt and not rest_payable(game, player, obj):
        return False
    spell = proto.card.spell()
    if alt == "energy" and game.counters_of(player, "energy") < c.mana_value:
        return False
    if spell is None:
        return True  # a permanent spell without targets
    if not all(cost.can_pay(game, obj) for cost in spell.additional_costs):
        return False
    return targets_available(game, spell, player, obj)


@dataclass(frozen=True)
class MayCastRemembered(Effect):
    """"You may cast that card by paying {E} equal to its mana value rather than paying its
    mana cost" (``alt="energy"``) or "without paying its mana cost" (``alt="free"``).

    The card is the one an earlier effect remembered under ``key`` ("that card"), or
    ``what`` when given ("target instant card from your graveyard"); ``types`` limits the
    halves of a split card that may be cast ("instant card": only an instant half [709.3]);
    ``exile_instead`` adds "if that spell would be put into your graveyard, exile it instead"
    [614.1a].  The choice is made as the ability resolves and the card is cast right then, as
    part of the resolution, ignoring timing restrictions of its type [608.2g, 601.2, 118.9].
    No other alternative cost can be combined with this one [118.9a]; mandatory additional
    costs are paid [601.2f].  The cast is offered only when it can be completed (enough {E},
    legal targets); otherwise, or if the player declines, the card stays where it is.
    """

    key: str = "exiled"
    alt: str = "energy"
    what: Ref | None = None
    types: tuple[str, ...] = ()
    exile_instead: bool = False
    cr = "118.9"

    def _options(self, game: Game, ctx: GameObject) -> list[Choice]:
        out = []
        refs = (self.what or Remembered(self.key)).refs(game, ctx)
        for oid in refs:
            obj = game.objects.get(oid) if oid > 0 else None
            if obj is None or not obj.zone or obj.zone in ("battlefield", "stack"):
                continue
            faces = range(len(obj.proto.faces)) if obj.proto.faces else (-1,)
            for fi in faces:
                proto = obj.proto.faces[fi] if fi >= 0 else obj.proto
                if self.types and not any(t in proto.chars.types for t in self.types):
                    continue
                if castable_with_alternative(game, ctx.controller, oid, fi, self.alt):
                    out.append(Choice("cast", oid, fi))
        return out

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = self._options(game, ctx)
            if not opts:
                return None
            how = Msg("how.energy" if self.alt == "energy" else "how.free")
            cards = Objs(tuple(dict.fromkeys(o.obj for o in opts)))
            return Ask(ctx.controller, CHOOSE,
                       Msg.of("prompt.cast_for", cards=cards, how=Nested(how)), (*opts, NO),
                       cr="118.9")
        if answer == NO or answer.kind != "cast":
            refs = self._options(game, ctx)
            game.emit("no_cast", "118.9", ctx.controller, refs[0].obj if refs else 0)
            return None
        from aetherworks.engine.casting import begin_cast

        # The tasks begin_cast pushes run before the rest of this resolution [608.2g].
        new_id = begin_cast(game, ctx.controller, answer.obj, answer.arg, alt=self.alt)
        if self.exile_instead:
            game.objects[new_id].exile_from_stack = True  # the spell, on the stack [614.1a]
        return None


# --- "each player may exile their hand and draw" ---------------------------------------


@dataclass(frozen=True)
class EachMayExileHandAndDraw(Effect):
    """"Each player may exile their hand and draw N cards. If [condition], you may play cards
    you own exiled this way until the end of your next turn."

    Players decide and announce in turn order, starting with the active player [101.4]; each
    announcement is logged so later players know it, but no card is exiled until everyone
    has chosen (they don't see what earlier players will exile).  Then those who chose yes
    exile their hands and draw N.  With ``playable_if`` holding, the controller's own exiled
    cards get a play permission: lands only as a land drop in a main phase with an empty
    stack, spells with their normal costs and timing [305.1, 601.2f].
    """

    n: N = 0
    playable_if: Condition | None = None
    cr = "101.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        order = game.apnap()
        i, yes = (0, ()) if state is None else state
        if answer is not None:
            p = order[i]
            chose = answer == YES
            game.emit("announce_exile" if chose else "announce_keep", "101.4", p)
            if chose:
                yes = (*yes, p)
            i += 1
        if i < len(order):
            n = amount(game, ctx, self.n)
            return Ask(order[i], YES_NO, Msg.of("prompt.wheel", player=Who(order[i]),
                                                amount=n), (YES, NO), state=(i, yes), cr="101.4")
        n = amount(game, ctx, self.n)
        exiled: list[int] = []
        for p in yes:
            for oid in list(game.players[p].hand):
                exiled.append(game.move(oid, "exile", cr="406.3"))
        for p in yes:
            game.draw(p, n)
        if self.playable_if is not None and self.playable_if.holds(game, ctx):
            you = ctx.controller
            # "Until the end of your next turn": this turn is yours (a sorcery) so your next
            # turn is two turns on; on an opponent's turn it is the next one [611.2a, 500].
            last = game.turn + (2 if game.active == you else 1)
            for oid in exiled:
                obj = game.objects[oid]
                if obj.owner == you:
                    game.grant_play(PlayPermission(oid, you, last))
            game.emit("may_play_exiled", "611.2", you, amount=last)
        return None


# --- copies [707] ---------------------------------------------------------------------


def copiable_proto(game: Game, oid: int) -> Proto:
    """The copiable values of an object [707.2]: printed values (a token's as created), as
    modified by copy effects only [707.3] — never counters, status, attachments or other
    continuous effects.  The latest copy effect on it wins (layer 1 in timestamp order,
    613.2a).  A permanent that has left the battlefield is looked at as it last existed
    there (Mechanized Production's rulings) [608.2h]."""
    obj = game.objects[oid]
    on_battlefield = obj.zone == "battlefield" or obj.left_battlefield
    if obj.face == 1 and obj.proto.back is not None and on_battlefield:
        # A transformed permanent's copiable values are its back face's [707.8, 712.8e].
        obj_proto = obj.proto.back
    else:
        obj_proto = obj.proto
    best: tuple[int, Proto] | None = None
    if on_battlefield:
        for ce in game.effects:
            eff = ce.effect
            if isinstance(eff, BecomeCopy) and oid in ce.objects and (
                    best is None or ce.timestamp > best[0]):
                best = (ce.timestamp, cardpool.lookup_proto(eff.proto))
    return best[1] if best is not None else obj_proto


@dataclass(frozen=True)
class BecomeCopy(Continuous):
    """"... becomes a copy of ..." (layer 1): the object's characteristics are replaced by
    the copiable values named by ``proto`` (a prototype key, e.g. a copy recipe) [707.4,
    613.2a].  Counters and other continuous effects still apply afterwards."""

    proto: str = ""
    layer = "1"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        c = cardpool.lookup_proto(self.proto).chars
        chars.name, chars.mana_cost = c.name, c.mana_cost
        chars.colors, chars.supertypes = set(c.colors), set(c.supertypes)
        chars.types, chars.subtypes = set(c.types), set(c.subtypes)
        chars.power, chars.toughness, chars.loyalty = c.power, c.toughness, c.loyalty
        chars.keywords, chars.abilities = set(c.keywords), list(c.abilities)


@dataclass(frozen=True)
class Except:
    """The exceptions of a copy effect ("except it's a 5/5 artifact creature in addition to
    its other types and has haste") [707.9a-b]; they become copiable values of the copy."""

    power: int | None = None
    toughness: int | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    add_abilities: tuple[str, ...] = ()  # part keys of abilities it gains ("this ability")
    # Values that replace the copied ones: "it's white" / "a black Zombie" (colours and
    # subtypes instead of its others [205.1b]), "it has no mana cost" (``mana_cost=""``).
    colors: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    mana_cost: str | None = None

    def overrides(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in ("power", "toughness", "colors", "subtypes", "mana_cost"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        for name in ("add_types", "add_subtypes", "add_keywords", "add_abilities"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        return out


@dataclass(frozen=True)
class CreateTokenCopy(Effect):
    """"Create a token that's a copy of target permanent[, except ...]" [707.2, 707.5, 111.2].

    The token gets the copiable values of the permanent (what it copies, if it is copying
    something [707.3]) plus the exceptions [707.9b], built with
    :func:`aetherworks.engine.cardpool.copy_proto` so that a saved game can rebuild it.  It
    enters as that copy: "enters with" / "as enters" abilities apply and enters triggers
    trigger [707.5]; it has no X, so X is 0 [107.3, 707.2].  The new token ids are remembered
    under ``remember`` ("it").
    """

    of: Ref = Target()
    power: int | None = None
    toughness: int | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    remember: str = "copy"
    colors: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    cr = "707.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        made: list[int] = []
        exc = Except(self.power, self.toughness, self.add_types, self.add_subtypes,
                     self.add_keywords, colors=self.colors, subtypes=self.subtypes)
        for oid in self.of.objects(game, ctx):
            base = copiable_proto(game, oid)
            proto = cardpool.copy_proto(base, is_token=True, **exc.overrides())
            made += game.create_token(proto, ctx.controller)
        ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class BecomeCopyOf(Effect):
    """"[This creature] becomes a copy of [target creature], except ..." [707.4, 613.2a].

    A resolved copy effect that lasts indefinitely; it doesn't make the permanent enter or
    leave, so no enters abilities trigger [707.4].
    """

    of: Ref = Target()
    what: Ref = This()
    exceptions: Except = Except()
    until: str = ""  # "until end of turn" is "eot"
    cr = "707.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        originals = self.of.objects(game, ctx)
        targets = tuple(self.what.objects(game, ctx))
        if not originals or not targets:
            return
        base = copiable_proto(game, originals[0])
        proto = cardpool.copy_proto(base, **self.exceptions.overrides())
        game.add_effect(BecomeCopy(proto.key), source_id(ctx), ctx.controller, objects=targets,
                        until=self.until)
        for oid in targets:
            game.emit("becomes_copy", "707.4", ctx.controller, oid,
                      args=(("text", Text(proto.chars.name)),))


# --- "sacrifice it at the beginning of the next end step" ------------------------------


@dataclass(frozen=True)
class SacrificeIt(Effect):
    """"Sacrifice it": its controller sacrifices it if it is still on the battlefield
    [701.21]."""

    what: Ref = This()
    cr = "701.21"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            if game.objects[oid].zone == "battlefield":
                game.sacrifice(oid)


@dataclass(frozen=True)
class AtNextStep(Effect):
    """Create a delayed triggered ability "at the beginning of the next [step]" for each
    remembered object [603.7a] (or each object ``what`` names: ``This()`` for "transform
    Archangel Avacyn at the beginning of the next upkeep").  The object is the delayed
    ability's "it": the ability's effects see it as ``This()``; if it has left the
    battlefield it is a new object, so "it" is gone [400.7]."""

    step: str = "end"
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    key: str = "copy"
    next_turn: bool = False  # "at the beginning of the next turn's upkeep"
    what: Ref | None = None
    cr = "603.7a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        refs = Remembered(self.key).refs(game, ctx) if self.what is None else \
            self.what.objects(game, ctx)
        for oid in refs:
            game.add_delayed(self.step, self.ability, ctx.controller, oid,
                             not_before_turn=game.turn + 1 if self.next_turn else 0)


# --- proliferate [701.34] ----------------------------------------------------------------


def _counters_of(game: Game, ref: int) -> dict[str, int]:
    if is_player_ref(ref):
        return {k: v for k, v in game.players[ref_player(ref)].counters.items() if v > 0}
    obj = game.objects[ref]
    return {k: v for k, v in (obj.counters or {}).items() if v > 0}


@dataclass(frozen=True)
class Proliferate(Effect):
    """"Proliferate": choose any number of permanents and/or players that have a counter,
    one pick at a time then "done"; each gets one more counter of each kind it already has —
    energy counters on players included [701.34a, 122.1]."""

    cr = "701.34a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        chosen: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            chosen = (*chosen, answer.obj)
        if answer is None or answer.kind == "pick":
            cands = [player_ref(p) for p in game.apnap()] + list(game.battlefield)
            opts = [Choice("pick", r) for r in cands if r not in chosen and
                    _counters_of(game, r)]
            if opts:
                return Ask(ctx.controller, CHOOSE,
                           Msg.of("prompt.proliferate", amount=len(chosen)), (*opts, DONE),
                           state=chosen, cr="701.34a")
        for ref in chosen:
            for kind in _counters_of(game, ref):
                if is_player_ref(ref):
                    game.add_player_counters(ref_player(ref), kind, 1, cr="701.34a")
                else:
                    game.add_counters(ref, kind, 1, cr="701.34a")
        game.emit("proliferate", "701.34a", ctx.controller, amount=len(chosen))
        return None


__all__ = [
    "AtNextStep", "BecomeCopy", "BecomeCopyOf", "CreateTokenCopy", "EachMayExileHandAndDraw",
    "Except", "ExileFromTopUntil", "MayCastRemembered", "Proliferate", "SacrificeIt",
    "YouAttack", "castable_with_alternative", "copiable_proto",
]
