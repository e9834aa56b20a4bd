"""Builders for looking at the top cards of a library and taking one [401.4, 701.20a].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.vocab.library import LookAtTop, RestOnBottomRandom
from aetherworks.vocab.library_reveal import MayRevealToHand
from aetherworks.vocab.look_and_pick import LookPutOneInHand

_TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact",
          "enchantment": "Enchantment", "planeswalker": "Planeswalker",
          "instant": "Instant", "sorcery": "Sorcery"}
# A permanent card is a card of a permanent type [110.4].
_PERMANENT = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")

# (types, subtypes, not_types) of "a [description] card"
Desc = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


class LookRules:
    """"Look at the top N cards of your library. You may reveal a [kind] card from among
    them and put it into your hand. Put the rest on the bottom of your library in any
    order." — one optional, revealed pick [701.20a], the rest in an order the player
    chooses [401.4]."""

    def look_top_reveal(self, c: list[Any]) -> Any:
        n, ((types, subtypes, not_types), rest) = c
        if rest == "random":
            # "Put the rest on the bottom of your library in a random order" [401.4]
            if subtypes or not_types:
                from aetherworks.compiler.build import Unsupported  # (build imports this module)

                raise Unsupported("a random-order reveal of a card by subtype")
            return LookAtTop(n), MayRevealToHand(types=types), RestOnBottomRandom()
        return LookPutOneInHand(n, types=types, optional=True, subtypes=subtypes,
                                not_types=not_types, rest=rest)

    def look_reveal(self, c: list[Any]) -> tuple[Desc, str]:
        return c[-2], c[-1]

    def rest_where(self, c: list[Any]) -> str:
        """Where "the rest" go: "bottom" (in any order), "random" or "graveyard" [401.4]."""
        words = " ".join(str(t) for t in c)
        return ("graveyard" if "graveyard" in words else
                "random" if "random" in words else "bottom")

    def look_any(self, c: list[Any]) -> Desc:
        types: list[str] = []
        subtypes: list[str] = []
        for word in (str(w) for w in c):
            if word == "permanent":
                types += [t for t in _PERMANENT if t not in types]
            elif word in _TYPES:
                types.append(_TYPES[word])
            else:
                subtypes.append(word)
        return tuple(types), tuple(subtypes), ()

    def look_noncreature_nonland(self, c: list[Any]) -> Desc:
        return (), (), ("Creature", "Land")

    def look_kind(self, c: list[Any]) -> str:
        return str(c[0])
