"""Predefined artifact tokens by subtype [111.10]: Treasure, Food, Clue, Blood, Powerstone,
Map.

Each is a colorless artifact token named after its subtype.  Importing this module registers
them (``cardpool.TOKEN_DEFS``), so scenarios can put them on the battlefield (``{token:
Clue}``) and saved games rebuild them.  A Treasure's "{T}, Sacrifice this token: Add one
mana of any color" is a mana ability with a sacrifice cost [111.10a, 605.1a]: the automatic
payer uses Treasures after the sources it doesn't have to sacrifice.  Abilities the
vocabulary can't express yet are left out rather than half-done:

* Powerstone — "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."
  [111.10h]: mana with a spending restriction is not modelled.
* Map — "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only
  as a sorcery." [111.10s]: explore [701.44] is not modelled.
"""

from __future__ import annotations

from aetherworks.engine.cardpool import key_token
from aetherworks.engine.defs import Ability, ActivatedAbility, ManaAbility, TokenDef
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.costs import DiscardCards, SacrificeSelf, TapSelf
from aetherworks.vocab.effects import Draw, GainLife


def _artifact(name: str, *abilities: Ability) -> TokenDef:
    return TokenDef(name, None, None, ("Artifact",), (name,), abilities=abilities)


TREASURE = _artifact("Treasure", ManaAbility(
    produce="WUBRG", costs=(SacrificeSelf(),),
    text="{T}, Sacrifice this token: Add one mana of any color."))  # [111.10a]
FOOD = _artifact("Food", ActivatedAbility(
    mana=ManaCost(2), costs=(TapSelf(), SacrificeSelf()), effects=(GainLife(3),),
    text="{2}, {T}, Sacrifice this token: You gain 3 life."))  # [111.10b]
CLUE = _artifact("Clue", ActivatedAbility(
    mana=ManaCost(2), costs=(SacrificeSelf(),), effects=(Draw(1),),
    text="{2}, Sacrifice this token: Draw a card."))  # [111.10f]
BLOOD = _artifact("Blood", ActivatedAbility(
    mana=ManaCost(1), costs=(TapSelf(), DiscardCards(1), SacrificeSelf()),
    effects=(Draw(1),),
    text="{1}, {T}, Discard a card, Sacrifice this token: Draw a card."))  # [111.10g]
POWERSTONE = _artifact("Powerstone")  # [111.10h]; its restricted mana is not modelled
MAP = _artifact("Map")  # [111.10s]; explore is not modelled

PREDEFINED_TOKENS: dict[str, TokenDef] = {
    t.name: t for t in (TREASURE, FOOD, CLUE, BLOOD, POWERSTONE, MAP)}

for _token in PREDEFINED_TOKENS.values():
    key_token(_token)  # effect keys and TOKEN_DEFS["Clue"], so "token:Clue" can be looked up

__all__ = ["BLOOD", "CLUE", "FOOD", "MAP", "POWERSTONE", "PREDEFINED_TOKENS", "TREASURE"]
