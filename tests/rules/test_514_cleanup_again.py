"""514.3a: if abilities trigger during the cleanup step, players get priority and then
there is another cleanup step."""

from dataclasses import dataclass

import aetherworks.cards  # noqa: F401
from aetherworks.engine import PASS, Game, cardpool
from aetherworks.engine.defs import CardDef, Event, Trigger, TriggeredAbility
from aetherworks.vocab import GainLife


@dataclass(frozen=True)
class _YouDiscard(Trigger):
    events = ("discard",)

    def matches(self, game: Game, source: object, event: Event) -> bool:
        return event.player == source.controller  # type: ignore[attr-defined]


def test_a_trigger_in_cleanup_gives_priority_then_another_cleanup() -> None:
    """514.3a: the discard to hand size triggers; after it resolves, cleanup happens again."""
    saved = cardpool.REGISTRY.get("Grizzly Bears")
    cardpool.register("test", CardDef("Grizzly Bears", (TriggeredAbility(
        trigger=_YouDiscard(), effects=(GainLife(1),)),)))
    try:
        g = Game.empty(step="end", auto_pass=False)
        g.put(0, "battlefield", "Grizzly Bears")
        for _ in range(8):
            g.put(0, "hand", "Island")
        for _ in range(5):
            g.put(0, "library", "Forest")
            g.put(1, "library", "Forest")
        g.begin()
        g.apply(PASS)
        g.apply(PASS)  # end step over: cleanup, discard to seven
        assert g.decision is not None and g.decision.kind == "discard"
        g.apply(g.decision.options[0])
        # The trigger goes on the stack and players get priority in cleanup [514.3a].
        assert g.step == "cleanup" and g.stack and g.decision.kind == "priority"
        g.apply(PASS)
        g.apply(PASS)  # the trigger resolves: Alice gains 1
        assert g.players[0].life == 21
        g.apply(PASS)
        g.apply(PASS)  # empty stack, all pass: another cleanup step, then Bob's turn
        cleanups = [e for e in g.log if e.kind == "step" and "cleanup" in e.info]
        assert len(cleanups) == 2
        assert g.turn == 2 and g.active == 1
    finally:
        assert saved is not None
        cardpool.register("core", saved)
        cardpool.SETS["test"].remove("Grizzly Bears")
