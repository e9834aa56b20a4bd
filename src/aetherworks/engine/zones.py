"""Zones and zone changes [400]: an object that moves becomes a new object [400.7].

Moving, drawing, creating tokens and emblems, copying spells, destroying, sacrificing,
exiling, discarding and countering all go through here, so the bookkeeping that makes
clones cheap (objects outside the battlefield and stack are never mutated) lives in one place.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from aetherworks.engine import cardpool, daynight
from aetherworks.engine.actions import ActionsMixin
from aetherworks.engine.commander import commander_not_drawn, hand_or_library_instead
from aetherworks.engine.defs import AltCost, EntersWith, ManaAbility, StaticAbility, TokenDef
from aetherworks.engine.hooks import (
    CardRedirect,
    DamagePrevention,
    DiscardReplacement,
    DrawModifier,
    EffectEnds,
    EntersTapped,
    EntersWithMore,
    Rule,
    RuleEffect,
    SelfCardRedirect,
    TokenReplacement,
    ZoneRedirect,
)
from aetherworks.engine.objects import (
    WHILE_CONTROLLED,
    Chars,
    ContinuousEffect,
    ExileLink,
    GameObject,
    Memo,
    PlayPermission,
    Proto,
)
from aetherworks.engine.tasks import task
from aetherworks.engine.triggers import exile_triggers, graveyard_triggers

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


class ZonesMixin(ActionsMixin):
    """Where objects are, and moving them."""

    def permanents(self, controller: int | None = None, card_type: str | None = None
                   ) -> list[GameObject]:
        out = []
        for oid in self.battlefield:
            obj = self.objects[oid]
            if controller is not None and obj.controller != controller:
                continue
            if card_type is not None and card_type not in self.chars(oid).types:
                continue
            out.append(obj)
        return out

    def creatures(self, controller: int | None = None) -> list[GameObject]:
        return self.permanents(controller, "Creature")

    def zone_list(self, zone: str, owner: int) -> list[int]:
        p = self.players[owner]
        if zone == "library":
            return p.library
        if zone == "hand":
            return p.hand
        if zone == "graveyard":
            return p.graveyard
        if zone == "battlefield":
            return self.battlefield
        if zone == "stack":
            return self.stack
        if zone == "exile":
            return self.exile
        if zone == "command":
            return self.command
        raise ValueError(f"unknown zone {zone!r}")

    # ------------------------------------------------------------------ zone changes

    def move(self, oid: int, zone: str, *, owner_zone: bool = True, position: int = -1,
             controller: int | None = None, tapped: bool = False, cr: str = "400.7",
             silent: bool = False, face: int = -1, face_down: bool = False) -> int:
        """Move an object to a zone; it becomes a new object there [400.7].

        ``position`` -1 is the top (end of list), 0 the bottom.  Returns the new id, or 0
        when the object ceases to exist (a token or ability leaving its zone [111.7, 704.5d]).
        """
        obj = self.objects[oid]
        old_zone = obj.zone
        if not old_zone:
            # An object that already left its zone is gone; the card is a new object
            # elsewhere and can't be moved through the old one [400.7].
            return 0
        if old_zone == "battlefield" and zone != "exile" and self.effects:
            # "Exile it instead" replacements: of dying, or of leaving at all [614.1a, 702.84a]
            zone = self._replace_destination(oid, zone)
        if controller is not None and zone in ("battlefield", "stack") and \
                self.players[controller].left:
            return 0  # not under a player who left the game: it stays where it is [800.4b]
        if zone in ("graveyard", "battlefield") and obj.kind == "card":
            zone = self._replace_card_destination(obj, old_zone, zone, face)
        if zone in ("hand", "library") and zone != old_zone and \
                self.players[obj.owner].commanders:
            # Also after another replacement sent it there [903.9b, 616.1f]; a card put on
            # the bottom of the library it is in (scry) doesn't change zones.
            zone = hand_or_library_instead(self, obj, zone)  # [903.9b]
        if old_zone == "stack":
            self.stack.remove(oid)
        elif old_zone == "battlefield":
            self.battlefield.remove(oid)
            self.attackers.pop(oid, None)
            self.blocks.pop(oid, None)
            self.dirty()
            # For revolt: a permanent left the battlefield under this player's control this
            # turn (an ability word [207.2c]; the object as it last existed [603.10]).
            ts = self.players[obj.controller].turn_stats
            ts["permanents_left"] = ts.get("permanents_left", 0) + 1
        elif old_zone == "exile":
            self.exile.remove(oid)
            if exile_triggers(obj):
                self._triggers = None  # its abilities that function in exile end [113.6]
        elif old_zone == "command":
            self.command.remove(oid)  # a commander cast from the command zone [903.8]
        elif old_zone in ("library", "hand", "graveyard"):
            self.zone_list(old_zone, obj.owner).remove(oid)
            if old_zone == "graveyard" and graveyard_triggers(obj):
                self._triggers = None  # its abilities that function there end [113.6m]
        obj = self.own(oid)
        obj.zone = ""  # the old object is gone; it stays in ``objects`` as last known info
        if obj.kind == "ability":
            return 0
        if obj.kind in ("token", "copy") and zone != "battlefield":
            # A token that leaves the battlefield ceases to exist [111.7, 704.5d]; we still
            # emit the events so "dies" triggers see it.
            self._zone_events(obj, old_zone, zone, 0, silent)
            if old_zone == "battlefield":
                self._until_leaves(oid)
            return 0
        new = self._new_object(obj.proto, obj.owner, zone)
        # A copy of a permanent spell becomes a token permanent as it enters (it isn't
        # "created") [608.3f].
        new.kind = "token" if obj.kind == "copy" and zone == "battlefield" else obj.kind
        if old_zone == "stack" and zone == "battlefield" and any(
                isinstance(ce.effect, DamagePrevention) for ce in self.effects):
            # A shield on a chosen permanent spell covers the permanent it becomes [609.7a].
            new.remember(Memo.WAS_SPELL, oid)
        if zone == "battlefield":
            # A modal double-faced card enters with the face played or cast up [712.12,
            # 712.13]; ``face`` says which when it is played as a land.
            if face >= 0 or (old_zone == "stack" and obj.proto.card.mdfc):
                new.face = face if face >= 0 else obj.face
            elif old_zone == "stack" and obj.face == 1 and obj.proto.back is not None:
                new.face = 1  # a spell cast transformed enters transformed [702.146b]
            elif obj.proto.back is not None and daynight.enters_transformed(
                    self.game, obj.proto.chars.keywords):
                new.face = 1  # a daybound permanent entering at night [702.145b]
            new.controller = obj.controller if controller is None else controller
            new.face_down = face_down  # it enters face down (manifest) [701.40a, 708.3]
            self._enter_battlefield(new, tapped, obj)
        elif zone == "stack":
            new.controller = obj.controller if controller is None else controller
            self.stack.append(new.id)
        else:
            lst = self.zone_list(zone, obj.owner)
            if position < 0 or position >= len(lst):
                lst.append(new.id)
            else:
                lst.insert(position, new.id)
            if zone == "exile" and exile_triggers(new):
                self._triggers = None  # its abilities that function in exile begin [113.6]
            elif zone == "graveyard" and graveyard_triggers(new):
                self._triggers = None  # its abilities that function there begin [113.6m]
        self._zone_events(obj, old_zone, zone, new.id, silent)
        if old_zone == "battlefield":
            self._until_leaves(oid)
        return new.id

    def _until_leaves(self, oid: int) -> None:
        """Cards exiled "until [this] leaves the battlefield" return at once, under their
        owner's control: a one-shot effect right after that event, not a trigger [610.3,
        610.3c]."""
        self._end_while_controlled(oid, -1)
        if not self.exile_links:
            return
        back = [link.card for link in self.exile_links if link.host == oid]
        self.exile_links = [link for link in self.exile_links if link.host != oid]
        for eid in back:
            if self.objects[eid].zone == "exile":
                self.move(eid, "battlefield", controller=self.objects[eid].owner, cr="610.3c")

    def exile_until_leaves(self, card: int, host: int) -> None:
        """Link an exiled card to the permanent it is exiled "until" [610.3]."""
        self.exile_links.append(ExileLink(card, host))

    def grant_play(self, permission: PlayPermission) -> None:
        """Let a player play a card from where it is, under the permission's terms [611.2a]."""
        self.permissions.append(permission)

    def end_plays(self, source: int) -> None:
        """End the play permissions a source granted ("until you exile another card with
        this") [611.2b]."""
        self.permissions = [p for p in self.permissions if p.source != source]

    def play_permission(self, card: int, player: int) -> PlayPermission | None:
        """The permission under which ``player`` may play this card now, if any [611.2a]."""
        for perm in self.permissions:
            if perm.card == card and perm.player == player and \
                    perm.from_turn <= self.turn <= perm.until_turn:
                return perm
        return None

    def _replace_card_destination(self, card: GameObject, old: str, zone: str,
                                  face: int) -> str:
        """Replacement effects of permanents on where a card goes ("If a card would be put
        into an opponent's graveyard from anywhere, exile it instead", "If a nontoken
        creature would enter and it wasn't cast, exile it instead") [614.1a]: static
        abilities that are a :class:`~aetherworks.engine.hooks.CardRedirect`."""
        for src, eff in self.statics_of(CardRedirect):
            zone = eff.replace_zone(self.game, src, card, old, zone, face) or zone
        if old != "battlefield":
            # "If this would be put into a graveyard from anywhere, exile it instead" applies
            # from the stack too (a countered spell cast with disturb) [614.1a, its ruling].
            for own in self.face_chars(card).abilities:
                if isinstance(own, StaticAbility) and isinstance(own.effect, SelfCardRedirect):
                    zone = own.effect.replace_zone(self.game, card, card, old, zone, face) or zone
        return zone

    def _replace_destination(self, oid: int, zone: str) -> str:
        """Replacement effects on where a permanent goes ("exile it instead") [614.1a]."""
        for ce in self.effects:
            if isinstance(ce.effect, ZoneRedirect) and oid in ce.objects:
                zone = ce.effect.redirect(zone)
        return zone

    def _zone_events(self, obj: GameObject, old: str, new: str, new_id: int,
                     silent: bool) -> None:
        if old == "battlefield" and new == "graveyard" and (
                obj.face_down or "Creature" in self.chars(obj.id).types):
            self.emit("dies", "700.4", obj.controller, obj.id, new_id)
        elif old == "battlefield":
            self.emit("leaves", "603.6c", obj.controller, obj.id, new_id, info=new)
        elif not silent and new not in ("stack", "battlefield"):
            self.emit("zone", "400.7", obj.owner, new_id or obj.id, info=f"{old}:{new}")

    def _enter_battlefield(self, obj: GameObject, tapped: bool,
                           was: GameObject | None) -> None:
        """A permanent enters [603.6a], modified by the replacement effects of 614.1c-d.

        "As this enters" choices (:attr:`EntersWith.as_enters`) are made first [614.12a]:
        the permanent is placed, then those choices are asked (tasks run before anything
        else: no event, trigger, state-based action or priority in between), then the other
        replacements apply to what it has become [614.12] and it is seen to enter."""
        self.clock += 1
        obj.timestamp = self.clock
        obj.tapped = tapped
        obj.sick = True
        if was is not None:
            spell = was.zone == "" and was.kind != "ability"
            obj.cast_from = was.cast_from if spell else ""
            obj.x = was.x
            # Which alternative or optional costs were paid for the spell it was ("its dash
            # cost was paid", "it escaped", "if it was kicked") [702.109a, 702.138b].
            obj.paid = was.paid if spell else ()
            if spell and was.recall(Memo.ENTERS_WITH):
                # A resolved effect said the permanent this spell becomes enters with more
                # counters: a replacement effect for this spell only [614.1c, 122.6].
                obj.remember(Memo.ENTERS_WITH, was.recall(Memo.ENTERS_WITH))
            for key in was.recall(Memo.RIDERS, ()) if spell else ():
                # Mana spent on it said "it gains haste until end of turn" [106.6].
                mana_ability = cardpool.PARTS[key]
                rider = mana_ability.rider if isinstance(mana_ability, ManaAbility) else None
                if rider is not None:
                    self.clock += 1
                    self.effects.append(ContinuousEffect(rider, obj.id, obj.controller,
                                                         self.clock, (obj.id,), "eot",
                                                         self.turn))
        # Replacement effects that modify how it enters are those of the permanent as it
        # would exist on the battlefield, continuous effects from others included (a land
        # under Blood Moon has lost "enters tapped") [614.12, 305.7].
        c = self.chars(obj.id)
        choices = tuple(e for ab in c.abilities if isinstance(ab, EntersWith)
                        for e in ab.as_enters)
        if choices:
            self.battlefield.append(obj.id)
            self.dirty()
            self.tasks.append(("finish_enter", obj.id))
            self.tasks.append(("effects", obj.id,
                               tuple(cardpool.PART_KEYS[id(e)] for e in choices), None, None))
            return
        self._finish_entering(obj, c)

    def _finish_entering(self, obj: GameObject, c: Chars) -> None:
        """Its own "enters tapped / with counters" [614.1c] and other permanents' "[objects]
        enter tapped" [614.1d] (checked against the characteristics it will have [614.12]);
        counters it is given as it enters are counters put on it [122.6]; a planeswalker's
        loyalty [306.5b] (printed X: the X of the spell it was [107.3m]); a Saga's lore counter
        [714.3a]; then the "enter" event [603.6a]."""
        for ab in c.abilities:
            if isinstance(ab, AltCost) and ab.delayed is not None and obj.paid and \
                    obj.paid[0] == ab.label:
                # "If this spell's dash cost was paid, return the permanent this spell
                # becomes to its owner's hand at the beginning of the next end step" [603.7a].
                self.add_delayed("end", ab.delayed, obj.controller, obj.id)
            if isinstance(ab, EntersWith):
                if ab.unless is not None and ab.unless.holds(self.game, obj):
                    continue
                if ab.tapped:
                    obj.tapped = True
                for kind, n in ab.counters:
                    self._put_counters(obj, kind, self.counters_to_put(obj, kind, n))
                if ab.amount is not None:
                    n = ab.amount.value(self.game, obj)
                    self._put_counters(obj, ab.counter_kind,
                                       self.counters_to_put(obj, ab.counter_kind, n))
        if not obj.tapped:
            for src, eff in self.statics_of(EntersTapped):
                if src.id != obj.id and eff.enters_tapped(self.game, src, obj):
                    obj.tapped = True
                    break
        for src, more in self.statics_of(EntersWithMore):
            # Not a permanent entering at the same time as it (Metallic Mimic's ruling).
            if src.id != obj.id and src.id not in (self._entering or ()):
                for kind, n in more.counters_for(self.game, src, obj):
                    self._put_counters(obj, kind, self.counters_to_put(obj, kind, n))
        for kind, n in obj.recall(Memo.ENTERS_WITH, ()):
            self._put_counters(obj, kind, self.counters_to_put(obj, kind, n))
        if "Planeswalker" in c.types:
            # A planeswalker enters with its printed loyalty in loyalty counters [306.5b].
            n = c.loyalty if c.loyalty is not None else obj.x
            self._put_counters(obj, "loyalty", self.counters_to_put(obj, "loyalty", n))
        if "Saga" in c.subtypes and self.final_chapter(c):
            self._put_counters(obj, "lore", 1)  # as a Saga enters, a lore counter [714.3a]
        if obj.id not in self.battlefield:
            self.battlefield.append(obj.id)
        # "If a [type] entered the battlefield under your control this turn" (Oaths).
        ts = self.players[obj.controller].turn_stats
        for t in c.types:
            key = "entered_" + t
            ts[key] = ts.get(key, 0) + 1
        self.dirty()
        if self._entering is not None:
            self._entering.append(obj.id)  # seen to enter with the rest of the batch
            return
        self.emit("enter", "603.6a", obj.controller, obj.id)

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Zone changes made inside happen at the same time.  A permanent that left earlier
        in the batch still triggers on the later ones ("whenever another creature dies" on a
        creature that died at the same time) [603.10a]; permanents put onto the battlefield
        are each seen to enter only once all are there, so their abilities see one another
        enter [603.6a, ruling on Saheeli Rai 2016-09-20]."""
        outer, entering = self._together, self._entering
        if outer is None:
            self._together = []
        if entering is None:
            self._entering = []
        try:
            yield
        finally:
            self._together = outer
            if entering is None:
                batch, self._entering = self._entering or [], None
                for oid in batch:
                    self.emit("enter", "603.6a", self.objects[oid].controller, oid)

    def draw(self, player: int, n: int = 1) -> None:
        """Draw cards [121]; drawing from an empty library loses at the next SBA [704.5b].
        Replacement effects may change how many ("you draw that many cards plus one
        instead"): static abilities that are a :class:`~aetherworks.engine.hooks.DrawModifier`
        [614.1a, 121.6]."""
        p = self.players[player]
        for src, eff in self.statics_of(DrawModifier):
            n = eff.modify_draw(self.game, src, player, n)
        for _ in range(n):
            if not p.library:
                p.drew_from_empty = True
                self.emit("draw_empty", "704.5b", player,
                          info="attempted to draw from an empty library")
                continue
            if p.commanders and commander_not_drawn(self.game, p.library[-1]):
                continue  # the command zone instead of the hand: not drawn [903.9b, 614.6]
            oid = p.library.pop()
            obj = self.own(oid)
            obj.zone = ""
            new = self._new_object(obj.proto, player, "hand")
            p.hand.append(new.id)
            if self.step == "draw" and player == self.active:
                # For "except the first one they draw in each of their draw steps" [504.1].
                p.turn_stats["draw_step_draws"] = p.turn_stats.get("draw_step_draws", 0) + 1
            # Cards drawn this turn, for "whenever you draw your second card each turn"
            # (the trigger reads the count as the draw event happens) [121.1, 603.2].
            p.turn_stats["cards_drawn"] = p.turn_stats.get("cards_drawn", 0) + 1
            self.emit("draw", "121.1", player, new.id)

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.players[player].library)
        self.emit("shuffle", "701.24a", player)

    def destroy(self, oid: int, cr: str = "701.8") -> bool:
        """Destroy: to the graveyard unless indestructible or regenerated [701.8, 702.12b,
        701.19a]."""
        obj = self.objects[oid]
        if obj.zone != "battlefield" or self.has(oid, "Indestructible"):
            return False
        if self.regenerates(oid):
            return False
        self.move(oid, "graveyard", cr=cr)
        return True

    def regenerates(self, oid: int) -> bool:
        """A regeneration shield replaces the permanent's destruction: it is tapped, its
        damage removed, and it is removed from combat [701.19a].  Shields last until the
        turn ends (``regen_shields``: turn, count), and "can't be regenerated" stops them
        [701.19c]."""
        obj = self.objects[oid]
        turn, shields = obj.recall(Memo.REGEN_SHIELDS, (0, 0))
        if turn != self.turn or shields <= 0 or self.rule_applies(oid, Rule.CANT_BE_REGENERATED):
            return False
        obj.remember(Memo.REGEN_SHIELDS, (turn, shields - 1))
        obj.damage = 0
        obj.deathtouched = False
        self.attackers.pop(oid, None)
        self.blocks.pop(oid, None)
        if not obj.tapped:
            self.tap(oid)
        self.dirty()
        self.emit("regenerate", "701.19a", obj.controller, oid)
        return True

    def change_control(self, oid: int, player: int) -> bool:
        """An effect gives ``player`` control of the permanent [613.1b]: it is summoning sick
        again [302.6], and remembers who controlled it by default [110.2] for when a player
        who gained it leaves the game [800.4a].  False if ``player`` already controls it."""
        obj = self.objects[oid]
        if obj.controller == player:
            return False
        default = obj.recall(Memo.DEFAULT_CONTROLLER)
        if default is None:
            obj.remember(Memo.DEFAULT_CONTROLLER, obj.controller)
        elif default == player:
            obj.remember(Memo.DEFAULT_CONTROLLER, None)  # back with its default controller
        obj.controller = player
        obj.sick = True
        self._end_while_controlled(oid, player)
        self.dirty()
        return True

    def _end_while_controlled(self, oid: int, player: int) -> None:
        """Effects lasting "for as long as you control [oid]" end once it leaves the
        battlefield (``player`` -1) or another player gains control of it; regaining control
        doesn't bring them back [611.2b]."""
        ending = [e for e in self.effects if e.until == WHILE_CONTROLLED and e.source == oid
                  and e.controller != player]
        if ending:
            self.end_effects(ending)

    def end_effects(self, ending: list[ContinuousEffect]) -> None:
        """These continuous effects end; one that does something as it ends (control gained
        for a while goes back) does it [514.2, 613.1b]."""
        if not ending:
            return
        gone = {id(e) for e in ending}
        self.effects = [e for e in self.effects if id(e) not in gone]
        for e in ending:
            if isinstance(e.effect, EffectEnds):
                e.effect.end(self.game, e.objects, e.controller)
        self.dirty()

    def sacrifice(self, oid: int) -> None:
        """Sacrifice: its controller moves it to its owner's graveyard [701.21a]; the
        "sacrifice" event comes first, while it is still on the battlefield, so "whenever you
        sacrifice a Clue" sees what it was."""
        obj = self.objects[oid]
        self.emit("sacrifice", "701.21a", obj.controller, oid)
        self.move(oid, "graveyard", cr="701.21")

    def exile_obj(self, oid: int) -> int:
        return self.move(oid, "exile", cr="406")

    def create_token(self, token: TokenDef | Proto, controller: int, n: int = 1, *,
                     tapped: bool = False) -> list[int]:
        """Create tokens [111.2]; returns their ids.

        Replacement effects that add tokens to the event ("those tokens plus an additional
        Thopter", Stridehangar Automaton) are ``TokenReplacement`` statics (engine.hooks):
        each applies once to the event [614.1a, 614.5]; the extra tokens are created with
        the others, and only the ones asked for are returned ("it", "that token")."""
        proto = token if isinstance(token, Proto) else cardpool.token_proto(token)
        extra: list[Proto] = []
        if n > 0:
            reps = self.statics_of(TokenReplacement)
            for src, rep in reps:
                extra += [cardpool.token_proto(t) for t in
                          rep.more_tokens(self.game, src, controller, proto, n)]
            # "Twice that many of those tokens" after the additions, the extra tokens being
            # then among those created: the order that makes the most, as the controller
            # would choose it [616.1e, Anointed Procession ruling 2017-04-18].
            for src, rep in reps:
                n = rep.token_count(self.game, src, controller, proto, n)
                extra = [p for e in extra for p in
                         [e] * rep.token_count(self.game, src, controller, e, 1)]
        out = self._make_tokens(proto, controller, n, tapped)
        for p in extra:
            self._make_tokens(p, controller, 1, False)
        return out

    def _make_tokens(self, proto: Proto, controller: int, n: int, tapped: bool) -> list[int]:
        out = []
        for _ in range(n):
            obj = self._new_object(proto, controller, "battlefield")
            obj.kind = "token"
            obj.controller = controller
            self.emit("token", "111.2", controller, obj.id, info=proto.chars.name)
            self._enter_battlefield(obj, tapped, None)
            out.append(obj.id)
        return out

    def create_emblem(self, token: TokenDef, player: int) -> int:
        """Put an emblem into ``player``'s command zone; returns its id [114.2]."""
        obj = self._new_object(cardpool.token_proto(token), player, "command")
        obj.kind = "emblem"  # neither a card nor a permanent [114.5]
        obj.controller = player
        self.command.append(obj.id)
        self.dirty()  # its triggered abilities join the trigger index [114.4]
        self.emit("emblem", "114.2", player, obj.id, info=token.name)
        return obj.id

    def copy_spell(self, spell_id: int, controller: int) -> int:
        """Put a copy of a spell on the stack, with its modes and X; the caller has new
        targets chosen for it [707.10].  Returns the copy's id."""
        spell = self.objects[spell_id]
        copy = self._new_object(spell.proto, spell.owner, "stack")
        copy.kind = "copy"
        copy.controller = controller
        copy.ability, copy.face, copy.x = spell.ability, spell.face, spell.x
        copy.modes = spell.modes
        if spell.recall("sacrificed") is not None:
            # The costs paid are copied too ("the sacrificed creature's power") [707.10]
            copy.remember("sacrificed", spell.recall("sacrificed"))
        self.stack.append(copy.id)
        self.emit("copy", "707.10", controller, copy.id, spell.id)
        return copy.id

    def counter(self, oid: int, by: int = 0) -> None:
        """Counter a spell or ability: it leaves the stack [701.5].  ``by`` is the spell or
        ability whose effect counters it (the event's ``other``): "whenever a spell or
        ability you control counters a spell" reads its controller [701.5a]."""
        obj = self.objects[oid]
        if obj.zone != "stack":
            return
        if obj.kind != "ability" and (any(
                isinstance(ab, StaticAbility) and isinstance(ab.effect, RuleEffect)
                and ab.effect.rule == Rule.CANT_BE_COUNTERED
                for ab in self.chars(oid).abilities)
                # "Creature spells you control can't be countered" (a permanent's static)
                or self.rule_applies(oid, Rule.CANT_BE_COUNTERED)):
            return  # "This spell can't be countered": an attempt does nothing [701.5a]
        self.emit("counter_spell", "701.5a", obj.controller, oid, by)
        if obj.kind == "ability":
            self.stack.remove(oid)
            obj.zone = ""
        else:
            # "If that spell would be put into your graveyard, exile it instead" [614.1a].
            self.move(oid, "exile" if obj.exile_from_stack else "graveyard", cr="701.5a")

    def discard(self, player: int, oid: int) -> int:
        """Discard a card; returns its new id (where a replacement may have sent it)."""
        self.emit("discard", "701.9", player, oid)
        for ab in self.objects[oid].proto.chars.abilities:
            if isinstance(ab, StaticAbility) and isinstance(ab.effect, DiscardReplacement):
                # The card's own ability says where it goes instead (madness) [702.35a].
                return ab.effect.discarded(self.game, player, oid)
        return self.move(oid, "graveyard", cr="701.9a", silent=True)


@task("finish_enter")
def _finish_enter(g: Game, oid: int) -> None:
    """A permanent placed for its "as it enters" choices finishes entering [614.12a]."""
    obj = g.objects[oid]
    if obj.zone == "battlefield":
        g._finish_entering(obj, g.chars(oid))
