"""Classic cards outside the energy sets that the seed rulings' tests need (set code
``extra``): a proliferate spell [701.34], an {X} creature that "enters with X counters"
[107.3, 614.1c] and a spell with a mandatory additional cost [601.2f]."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    CardDef,
    DiscardCards,
    Draw,
    EntersWith,
    SpellAbility,
    X,
)
from aetherworks.vocab.energy import Proliferate

register(
    "extra",
    CardDef("Steady Progress", (SpellAbility(
        effects=(Proliferate(), Draw(1)),
        text="Proliferate. (Choose any number of permanents and/or players, then give each "
             "another counter of each kind already there.)\nDraw a card."),)),
    CardDef("Endless One", (EntersWith(
        amount=X(), counter_kind="+1/+1",
        text="This creature enters with X +1/+1 counters on it."),)),
    CardDef("Tormenting Voice", (SpellAbility(
        effects=(Draw(2),), additional_costs=(DiscardCards(1),),
        text="As an additional cost to cast this spell, discard a card.\nDraw two cards."),)),
)
