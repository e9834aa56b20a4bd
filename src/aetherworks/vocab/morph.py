"""Morph and megamorph [702.37], disguise [702.168].

"Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text, no
name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
[702.37a]; megamorph is morph, and the permanent gets a +1/+1 counter as it is turned face
up for its megamorph cost [702.37b].  Any time its controller has priority, a face-down
permanent cast this way may be turned face up by paying its morph cost: a special action
[702.37e, 116.2b].

* :func:`Disguise` — the same, face down with ward {2} (``TurnFaceUpFor.face_down_abilities``,
  which the engine gives the face-down spell and permanent) [702.168a, 702.168d].
* :class:`TurnedFaceUp` — "when this creature is turned face up" [708.8].
* :func:`Morph` / :func:`Megamorph` — two abilities of the card: the alternative cost {3}
  that casts it face down (``AltCost(face_down=True)``, labelled ``"morph"``: the engine
  makes the spell and the permanent face down [708.4]) and the cost to turn it face up
  (:class:`TurnFaceUpFor`, a :class:`~aetherworks.engine.hooks.FaceUpCost` the engine reads
  through ``face_down.face_up_cost``).  Face down, its name and characteristics are hidden
  from others [708.5]; it is revealed as it leaves the battlefield [708.9].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Ability, AltCost, Event, StaticAbility, Trigger
from aetherworks.engine.face_down import MORPH
from aetherworks.engine.hooks import FaceUpCost
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.ward import Ward

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

FACE_DOWN_COST = ManaCost(3)  # [702.37a]


@dataclass(frozen=True)
class TurnedFaceUp(Trigger):
    """"When this creature is turned face up" [702.37e, 708.8]: it was a face-down
    permanent and didn't enter the battlefield, so "enters" abilities don't trigger."""

    events = ("turned_face_up",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class TurnFaceUpFor(FaceUpCost):
    """"[Turn it face up by paying] its morph cost" (``counters``: megamorph's +1/+1
    counter) [702.37b, 702.37e]."""

    mana: ManaCost = ManaCost()
    counters: int = 0
    face_down_abilities: tuple[Ability, ...] = ()


def Morph(mana: str, *, text: str = "", megamorph: bool = False) -> tuple[Ability, Ability]:
    """"Morph {4}{G}" [702.37a]: write ``*Morph("{4}{G}", text=...)`` in a definition."""
    text = text or f"{'Megamorph' if megamorph else 'Morph'} {mana}"
    return (AltCost(label=MORPH, mana=FACE_DOWN_COST, face_down=True, text=text),
            StaticAbility(TurnFaceUpFor(ManaCost.parse(mana), 1 if megamorph else 0),
                          text=text))


def Disguise(mana: str, *, text: str = "") -> tuple[Ability, Ability]:
    """"Disguise {2}{G}" [702.168a]: cast face down for {3} as a 2/2 with ward {2}, turned
    face up for its disguise cost [702.168d]."""
    text = text or f"Disguise {mana}"
    return (AltCost(label=MORPH, mana=FACE_DOWN_COST, face_down=True, text=text),
            StaticAbility(TurnFaceUpFor(ManaCost.parse(mana), 0, (Ward("{2}"),)), text=text))


def Megamorph(mana: str, *, text: str = "") -> tuple[Ability, Ability]:
    """"Megamorph {5}{G}" [702.37b]."""
    return Morph(mana, text=text, megamorph=True)


__all__ = ["FACE_DOWN_COST", "Disguise", "Megamorph", "Morph", "TurnFaceUpFor", "TurnedFaceUp"]
