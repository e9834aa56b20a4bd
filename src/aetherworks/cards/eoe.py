"""Edge of Eternities (``eoe``) cards of the Modern energy decks: warp [702.185]."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, Draw, Enters, StaticAbility, TriggeredAbility
from aetherworks.vocab.draw_replacement import DrawMoreWithSmallHand
from aetherworks.vocab.search import SearchFor, SearchForAny
from aetherworks.vocab.warp import Warp

register(
    "eoe",
    CardDef("Quantum Riddler", (
        TriggeredAbility(trigger=Enters(), effects=(Draw(1),),
                         text="When this creature enters, draw a card."),
        StaticAbility(DrawMoreWithSmallHand(1, 1),
                      text="As long as you have one or fewer cards in hand, if you would draw "
                           "one or more cards, you draw that many cards plus one instead."),
        Warp("{1}{U}", text="Warp {1}{U}"),
    )),
    CardDef("Starfield Shepherd", (
        TriggeredAbility(trigger=Enters(), effects=(SearchForAny(any_of=(
            SearchFor(subtypes=("Plains",), supertypes=("Basic",)),
            SearchFor(types=("Creature",), max_mv=1))),),
            text="When this creature enters, search your library for a basic Plains card or "
                 "a creature card with mana value 1 or less, reveal it, put it into your hand, "
                 "then shuffle."),
        Warp("{1}{W}", text="Warp {1}{W} (You may cast this card from your hand for its warp "
                            "cost. Exile this creature at the beginning of the next end step, "
                            "then you may cast it from exile on a later turn.)"),
    )),
)
