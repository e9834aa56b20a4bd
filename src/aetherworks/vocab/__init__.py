"""The card-definition vocabulary: typed, inspectable parts shared by every card.

Costs (:mod:`.costs`), effects (:mod:`.effects`), targets (:mod:`.targets`), triggers
(:mod:`.triggers`), conditions (:mod:`.conditions`), continuous effects (:mod:`.statics`) and
references/amounts (:mod:`.refs`).  ``docs/vocabulary.md`` shows one example of each.
"""

from aetherworks.engine.defs import (
    ActivatedAbility,
    CardDef,
    EntersWith,
    ManaAbility,
    Mode,
    SpellAbility,
    StaticAbility,
    TokenDef,
    TriggeredAbility,
)
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.conditions import CastFromHand, HasCounters, Not, PaidAtLeast, YouControl
from aetherworks.vocab.costs import (
    DiscardCards,
    PayCounters,
    PayEnergy,
    PayLife,
    RemoveCountersSelf,
    Sacrifice,
    SacrificeSelf,
    TapSelf,
    UntapSelf,
)
from aetherworks.vocab.effects import (
    ApplyContinuous,
    CounterIt,
    CounterUnlessPays,
    CreateTokens,
    Damage,
    Destroy,
    DiscardChosen,
    Draw,
    Exile,
    GainControl,
    GainLife,
    GetCounters,
    GetEnergy,
    If,
    LoseLife,
    MayDo,
    MayPay,
    PayAnyAmount,
    Pump,
    PutCounters,
    PutIntoLibrary,
    ReturnToHand,
    SearchLibrary,
    ShuffleIntoLibrary,
    TapIt,
    UntapIt,
)
from aetherworks.vocab.refs import (
    ControllerOfTarget,
    CountPermanents,
    EachOpponent,
    EachPlayer,
    EventAmount,
    EventObject,
    ManaValueOf,
    Paid,
    PlayerCounters,
    PowerOf,
    Remembered,
    Target,
    This,
    X,
    You,
)
from aetherworks.vocab.statics import (
    AddTypes,
    Anthem,
    GrantKeywords,
    PTBoost,
    SelfKeywords,
    SetBasePT,
)
from aetherworks.vocab.targets import (
    AnyTarget,
    Filter,
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetPlayerOrPlaneswalker,
    TargetSpell,
    TargetSpellOrPermanent,
)
from aetherworks.vocab.triggers import (
    Attacks,
    BeginningOfStep,
    DealsCombatDamageToPlayer,
    Dies,
    Enters,
    GetsCounters,
    YouCast,
)

__all__ = [
    "ActivatedAbility", "AddTypes", "Anthem", "AnyTarget", "ApplyContinuous", "Attacks",
    "BeginningOfStep", "CardDef", "CastFromHand", "ControllerOfTarget", "CountPermanents",
    "CounterIt", "CounterUnlessPays", "CreateTokens", "Damage", "DealsCombatDamageToPlayer",
    "Destroy", "Dies", "DiscardCards", "DiscardChosen", "Draw", "EachOpponent", "EachPlayer",
    "Enters", "EntersWith", "EventAmount", "EventObject", "Exile", "Filter", "GainControl",
    "GainLife", "GetCounters", "GetEnergy", "GetsCounters", "GrantKeywords", "HasCounters",
    "If", "LoseLife", "ManaAbility", "ManaCost", "ManaValueOf", "MayDo", "MayPay", "Mode",
    "Not", "PTBoost", "Paid", "PaidAtLeast", "PayAnyAmount", "PayCounters", "PayEnergy",
    "PayLife", "PlayerCounters", "PowerOf", "Pump", "PutCounters", "PutIntoLibrary",
    "Remembered", "RemoveCountersSelf", "ReturnToHand", "Sacrifice", "SacrificeSelf",
    "SearchLibrary", "SelfKeywords", "SetBasePT", "ShuffleIntoLibrary", "SpellAbility",
    "StaticAbility", "TapIt", "TapSelf", "Target", "TargetCardInGraveyard", "TargetCreature",
    "TargetPermanent", "TargetPlayer", "TargetPlayerOrPlaneswalker", "TargetSpell",
    "TargetSpellOrPermanent", "This", "TokenDef", "TriggeredAbility", "UntapIt", "UntapSelf",
    "X", "YouCast", "YouControl", "You", "YouCast",
]
