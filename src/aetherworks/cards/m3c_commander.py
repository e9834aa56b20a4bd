"""The non-energy cards of Modern Horizons 3 Commander's *Creative Energy* precon (Satya,
Aetherflux Genius) that the *Living Energy* module (:mod:`aetherworks.cards.drc_commander`)
doesn't already define, with its land and rock builders.
"""

from __future__ import annotations

from aetherworks.cards.drc_commander import (
    TAP_C,
    bounce_land,
    check_land,
    fetch_basic,
    painful,
    snarl,
    tap_for,
    tapped_land,
    temple,
)
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    Destroy,
    EntersWith,
    Filter,
    ManaAbility,
    ManaCost,
    SacrificeSelf,
    SearchLibrary,
    TapSelf,
    TargetPermanent,
    YouControl,
)
from aetherworks.vocab.defending_player import Nonbasic
from aetherworks.vocab.library import Scry
from aetherworks.vocab.refs import ControllerOfTarget

register(
    "m3c_commander",
    CardDef("Talisman of Conviction", painful("RW", "artifact")),
    CardDef("Talisman of Creativity", painful("UR", "artifact")),
    CardDef("Talisman of Progress", painful("WU", "artifact")),
    CardDef("Adarkar Wastes", painful("WU")),
    CardDef("Battlefield Forge", painful("RW")),
    CardDef("Azorius Chancery", bounce_land("WU")),
    CardDef("Izzet Boilerworks", bounce_land("UR")),
    CardDef("Mystic Monastery", tapped_land("URW")),
    CardDef("Castle Vantress", (
        EntersWith(tapped=True, unless=YouControl(subtypes_any=("Island",)),
                   text="This land enters tapped unless you control an Island."),
        tap_for("U"),
        ActivatedAbility(mana=ManaCost.parse("{2}{U}{U}"), costs=(TapSelf(),),
                         effects=(Scry(2),), text="{2}{U}{U}, {T}: Scry 2."),
    )),
    CardDef("Temple of Enlightenment", temple("WU")),
    CardDef("Temple of Triumph", temple("RW")),
    CardDef("Furycalm Snarl", snarl("RW", ("Mountain", "Plains"))),
    CardDef("Port Town", snarl("WU", ("Plains", "Island"))),
    CardDef("Prairie Stream", (
        # Its mana ability comes from its basic land types [305.6].
        EntersWith(tapped=True, unless=YouControl(Filter(types=("Land",), supertype="Basic"),
                                                  at_least=2),
                   text="This land enters tapped unless you control two or more basic "
                        "lands."),
    )),
    CardDef("Mystic Gate", (
        TAP_C,
        ManaAbility(produce="WU", amount=2, combination=True, mana=ManaCost.parse("{W/U}"),
                    text="{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."),
    )),
    CardDef("Demolition Field", (
        TAP_C,
        ActivatedAbility(
            mana=ManaCost.parse("{2}"), costs=(TapSelf(), SacrificeSelf()),
            targets=(TargetPermanent(Nonbasic(types=("Land",), controller="opponent")),),
            effects=(Destroy(),
                     SearchLibrary(to="battlefield", who=ControllerOfTarget()),
                     SearchLibrary(to="battlefield")),
            text="{2}, {T}, Sacrifice this land: Destroy target nonbasic land an opponent "
                 "controls. That land's controller may search their library for a basic land "
                 "card, put it onto the battlefield, then shuffle. You may search your library "
                 "for a basic land card, put it onto the battlefield, then shuffle."),
    )),
    CardDef("Wayfarer's Bauble", (fetch_basic(
        mana="{2}",
        text="{2}, {T}, Sacrifice this artifact: Search your library for a basic land card, "
             "put that card onto the battlefield tapped, then shuffle."),)),
    CardDef("Burnished Hart", (fetch_basic(
        mana="{3}", tap=False, n=2,
        text="{3}, Sacrifice this creature: Search your library for up to two basic land "
             "cards, put them onto the battlefield tapped, then shuffle."),)),
)
