"""Which formats a card is legal in, from the sets it was printed in.

The embedded data has printings, not legalities, so a format is its sets (and its banned
list, as of the Oracle data's date):

The banned lists are those of 2025 as best known offline; they change a format's count by
a few cards at most.

* **2017 Standard** — Kaladesh, Aether Revolt, Amonkhet, Hour of Devastation, Ixalan: the
  sets of the 2017 energy decks.
* **Modern** — cards printed in a Modern-legal set (Eighth Edition and Mirrodin onward, the
  Modern Horizons sets), less the Modern banned list.  Printings after April 2022 are known
  only for the energy cards (see ``data/SOURCES.md``), so newer cards are counted only
  through those.
* **Commander** — every card of a traditional layout outside the silver-bordered sets, less
  the Commander banned list.
"""

from __future__ import annotations

from aetherworks.carddb.model import Card

STANDARD_2017 = ("KLD", "AER", "AKH", "HOU", "XLN")

MODERN_SETS = frozenset({
    "8ED", "9ED", "10E", "M10", "M11", "M12", "M13", "M14", "M15", "ORI", "M19", "M20", "M21",
    "MRD", "DST", "5DN", "CHK", "BOK", "SOK", "RAV", "GPT", "DIS", "CSP", "TSP", "TSB", "PLC",
    "FUT", "LRW", "MOR", "SHM", "EVE", "ALA", "CON", "ARB", "ZEN", "WWK", "ROE", "SOM", "MBS",
    "NPH", "ISD", "DKA", "AVR", "RTR", "GTC", "DGM", "THS", "BNG", "JOU", "KTK", "FRF", "DTK",
    "BFZ", "OGW", "SOI", "EMN", "KLD", "AER", "AKH", "HOU", "XLN", "RIX", "DOM", "GRN", "RNA",
    "WAR", "ELD", "THB", "IKO", "ZNR", "KHM", "STX", "AFR", "MID", "VOW", "NEO", "SNC", "DMU",
    "BRO", "ONE", "MOM", "MAT", "WOE", "LCI", "MKM", "OTJ", "BLB", "DSK", "DFT", "TDM", "FIN",
    "EOE", "MH1", "MH2", "MH3", "LTR", "ACR",
})

MODERN_BANNED = frozenset({
    "Ancient Den", "Arcum's Astrolabe", "Birthing Pod", "Blazing Shoal", "Bridge from Below",
    "Chrome Mox", "Cloudpost", "Dark Depths", "Deathrite Shaman", "Dig Through Time",
    "Dread Return", "Eye of Ugin", "Field of the Dead", "Fury", "Gitaxian Probe",
    "Glimpse of Nature", "Golgari Grave-Troll", "Great Furnace", "Grief",
    "Hogaak, Arisen Necropolis",
    "Hypergenesis", "Krark-Clan Ironworks", "Lurrus of the Dream-Den", "Mental Misstep",
    "Mycosynth Lattice", "Mystic Sanctuary", "Nadu, Winged Wisdom",
    "Oko, Thief of Crowns",
    "Once Upon a Time", "Ponder", "Preordain", "Punishing Fire", "Rite of Flame",
    "Seat of the Synod", "Second Sunrise", "Seething Song", "Sensei's Divining Top",
    "Simian Spirit Guide", "Skullclamp", "Splinter Twin", "Summer Bloom", "Tibalt's Trickery",
    "Treasure Cruise", "Tree of Tales", "Umezawa's Jitte", "Uro, Titan of Nature's Wrath",
    "Vault of Whispers", "Violent Outburst", "Yorion, Sky Nomad", "The One Ring",
    "Outburst", "Up the Beanstalk", "Amped Raptor", "Jegantha, the Wellspring",
})

COMMANDER_EXCLUDED_SETS = frozenset({"UGL", "UNH", "UST", "UND", "UNF"})
COMMANDER_EXCLUDED_LAYOUTS = frozenset({"planar", "scheme", "vanguard"})
COMMANDER_BANNED = frozenset({
    "Ancestral Recall", "Balance", "Biorhythm", "Black Lotus", "Braids, Cabal Minion",
    "Channel", "Chaos Orb", "Coalition Victory", "Emrakul, the Aeons Torn",
    "Erayo, Soratami Ascendant",
    "Falling Star", "Fastbond", "Flash", "Gifts Ungiven", "Griselbrand", "Hullbreacher",
    "Iona, Shield of Emeria", "Karakas", "Leovold, Emissary of Trest", "Library of Alexandria",
    "Limited Resources", "Lutri, the Spellchaser", "Mox Emerald", "Mox Jet", "Mox Pearl",
    "Mox Ruby", "Mox Sapphire", "Panoptic Mirror", "Paradox Engine", "Primeval Titan",
    "Prophet of Kruphix", "Recurring Nightmare", "Rofellos, Llanowar Emissary", "Shahrazad",
    "Sundering Titan", "Sway of the Stars", "Sylvan Primordial", "Time Vault", "Time Walk",
    "Tinker", "Tolarian Academy", "Trade Secrets", "Upheaval", "Worldfire", "Yawgmoth's Bargain",
})

FORMATS = ("2017 Standard", "Modern", "Commander")


def formats_of(card: Card) -> tuple[str, ...]:
    """The formats (of :data:`FORMATS`) the card is legal in, by its printings."""
    out: list[str] = []
    printed = set(card.printings)
    if printed & set(STANDARD_2017):
        out.append("2017 Standard")
    if printed & MODERN_SETS and card.name not in MODERN_BANNED:
        out.append("Modern")
    if (card.layout not in COMMANDER_EXCLUDED_LAYOUTS and card.name not in COMMANDER_BANNED
            and not (printed and printed <= COMMANDER_EXCLUDED_SETS)):
        out.append("Commander")
    return tuple(out)


__all__ = ["FORMATS", "STANDARD_2017", "formats_of"]
