"""The compiler on transforming double-faced cards [712] and the templates that came with
them (issue 12): both faces compile with the same grammar, or the card is refused."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.cardpool import prototype, support
from aetherworks.vocab.conditions import GraveyardSize
from aetherworks.vocab.effects import If
from aetherworks.vocab.energy import YouAttack
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.last_turn import NoSpellsCastLastTurn, PlayerCastSpellsLastTurn
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.refs import This
from aetherworks.vocab.transform import ReturnTransformed, Transform
from aetherworks.vocab.triggers import BeginningOfStep


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_a_werewolf_compiles_both_faces() -> None:
    """Village Messenger // Moonrise Intruder: one CardDef per face [712.2]; each face's
    upkeep trigger has its intervening if [603.4] and transforms it [701.27a]."""
    d = _compiled("Village Messenger")
    assert d.name == "Village Messenger // Moonrise Intruder" and not d.mdfc
    front, back = d.faces
    (up,) = front.abilities
    assert up.trigger == BeginningOfStep("upkeep", yours=False)
    assert up.condition == NoSpellsCastLastTurn() and up.effects == (Transform(This()),)
    (down,) = back.abilities
    assert down.condition == PlayerCastSpellsLastTurn(2)
    assert support(d.name).status == "compiled"
    proto = prototype(d.name)
    assert proto.back is not None and proto.back.chars.name == "Moonrise Intruder"
    assert proto.back.chars.mana_value == 1  # the front face's mana value [712.8e]


def test_legions_landing_transforms_when_you_attack_with_three() -> None:
    """"When you attack with three or more creatures, transform Legion's Landing." [508.3a]"""
    front, back = _compiled("Legion's Landing").faces
    assert front.abilities[1].trigger == YouAttack(at_least=3)
    assert front.abilities[1].effects == (Transform(This()),)
    assert len(back.abilities) == 2  # "{T}: Add {W}." and the token-making ability


def test_then_if_you_may_transform() -> None:
    """Search for Azcanta: "surveil 1. Then if you have seven or more cards in your
    graveyard, you may transform ~" — the condition is checked as the ability gets there
    [608.2c], and the transformation is optional; the back face looks at four cards and may
    reveal a noncreature, nonland one [701.20a]."""
    front, back = _compiled("Search for Azcanta").faces
    effects = front.abilities[0].effects
    assert effects[1] == If(GraveyardSize(7), then=(MayOrElse(
        then=(Transform(This()),), prompt="Transform Search for Azcanta?"),))
    assert back.abilities[1].effects == (LookPutOneInHand(4, optional=True,
                                                          not_types=("Creature", "Land")),)


def test_look_at_the_top_and_reveal_a_subtype_or_type() -> None:
    """Commune with Dinosaurs: "a Dinosaur or land card" [701.20a, 401.4]."""
    (spell,) = _compiled("Commune with Dinosaurs").abilities
    assert spell.effects == (LookPutOneInHand(5, types=("Land",), optional=True,
                                              subtypes=("Dinosaur",)),)


def test_exile_then_return_transformed() -> None:
    """A Saga's last chapter: "exile this Saga, then return it to the battlefield transformed
    under your control" [712.14a]."""
    d = _compiled("The Modern Age")
    chapter = d.faces[0].abilities[-1]
    assert chapter.effects == (ReturnTransformed(This(), under="you"),)


def test_a_card_is_refused_unless_both_faces_compile() -> None:
    """Growing Rites of Itlimoc's front face compiles, its back face's "Add {G} for each
    creature you control" doesn't: the card is unsupported, with that paragraph."""
    d, why = compile_text(get_db().card("Growing Rites of Itlimoc"))
    assert d is None and "for each creature you control" in why


def test_explore_triggers_and_each_of_up_to_two_targets() -> None:
    """Ixalan: "whenever a creature you control explores" [701.44b]; "deals 1 damage to
    each of up to two target creatures" is one target phrase of 0-2 creatures [601.2c]."""
    from aetherworks.vocab.explore import Explores
    from aetherworks.vocab.targets import Filter, TargetPermanent

    walker = _compiled("Wildgrowth Walker").abilities[0]
    assert walker.trigger == Explores(Filter(types=("Creature",), controller="you"))
    (spell,) = _compiled("Dual Shot").abilities
    assert spell.targets == (TargetPermanent(Filter(types=("Creature",)), count=2,
                                             min_count=0),)


def test_an_intervening_if_with_you_may_and_if_you_do() -> None:
    """Shipwreck Looter: "When this creature enters, if you attacked this turn, you may draw
    a card. If you do, discard a card." — the raid condition is an intervening if [603.4];
    the draw is optional and the discard follows it [609.3]."""
    from aetherworks.vocab.turn_history import YouAttackedThisTurn

    (ab,) = _compiled("Shipwreck Looter").abilities
    assert ab.condition == YouAttackedThisTurn()
    (may,) = ab.effects
    assert isinstance(may, MayOrElse) and len(may.then) == 2 and may.prompt == "Draw a card?"


def test_a_face_name_finds_the_compiled_definition_of_its_card() -> None:
    """Asking for a double-faced card by its full name, then by a face's name, gives the
    same compiled definition (not a second compile whose parts would take the first one's
    keys, leaving its prototype's abilities unnamed for the stack and saved games)."""
    from aetherworks.engine import cardpool

    full = "Hinterland Logger // Timber Shredder"
    assert support(full).status == "compiled"
    proto = prototype(full)
    assert support("Hinterland Logger").name == full
    assert prototype("Hinterland Logger") is proto
    for ab in (proto.chars.abilities[0], proto.back.chars.abilities[0]):
        assert all(id(e) in cardpool.PART_KEYS for e in ab.effects)


def test_unless_conditions_and_each_of_two_kinds() -> None:
    """Chart a Course: "Then discard a card unless you attacked this turn" [608.2c];
    Desperate Castaways: "can't attack unless you control an artifact" is the restriction
    while the condition doesn't hold [508.1c]; Star of Extinction: "each creature and each
    planeswalker"."""
    from aetherworks.vocab.conditions import Not, YouControl
    from aetherworks.vocab.targets import Filter
    from aetherworks.vocab.turn_history import YouAttackedThisTurn
    from aetherworks.vocab.zone_triggers import EachPermanent

    (spell,) = _compiled("Chart a Course").abilities
    assert spell.effects[1] == If(YouAttackedThisTurn(), otherwise=spell.effects[1].otherwise)
    assert spell.effects[1].otherwise and not spell.effects[1].then
    (static,) = _compiled("Desperate Castaways").abilities
    assert static.condition == Not(YouControl(Filter(types=("Artifact",))))
    star = _compiled("Star of Extinction").abilities[0]
    assert star.effects[1].to == EachPermanent(Filter(types=("Creature", "Planeswalker")))


def test_ixalan_attack_sacrifice_and_it_templates() -> None:
    """Sanctum Seeker: "whenever a Vampire you control attacks" [508.3a]; Captain Lannery
    Storm: "whenever you sacrifice a Treasure" [701.21a]; Adanto Vanguard: "as long as this
    creature is attacking, it gets +2/+0" [611.3a]; Skulduggery: two targets, two pumps."""
    from aetherworks.vocab.combat_triggers import CreatureAttacks
    from aetherworks.vocab.conditions import SourceIs
    from aetherworks.vocab.sacrifice import YouSacrifice

    assert _compiled("Sanctum Seeker").abilities[0].trigger == CreatureAttacks(
        subtype="Vampire")
    assert _compiled("Captain Lannery Storm").abilities[1].trigger == YouSacrifice(
        subtype="Treasure")
    assert _compiled("Adanto Vanguard").abilities[0].condition == SourceIs("attacking")
    (spell,) = _compiled("Skulduggery").abilities
    assert [e.on.index for e in spell.effects] == [0, 1] and len(spell.targets) == 2


def test_more_ixalan_templates() -> None:
    """Verdant Sun's Avatar: "that creature's toughness" is the entering creature's [603.6a];
    Dire Fleet Captain: "for each other attacking Pirate" counts attacking creatures
    whoever controls them [506.4]; Spires of Orazca: "remove it from combat" [506.4]."""
    from aetherworks.vocab.attacking import RemoveFromCombat
    from aetherworks.vocab.refs import EachPlayer, EventObject, Target, ToughnessOf

    (avatar,) = _compiled("Verdant Sun's Avatar").abilities
    assert avatar.effects[0].n == ToughnessOf(EventObject())
    (captain,) = _compiled("Dire Fleet Captain").abilities
    assert captain.effects[0].power.who == EachPlayer()
    assert captain.effects[0].power.filter.combat == "attacking"
    spires = _compiled("Thaumatic Compass").faces[1].abilities[-1]
    assert spires.effects[-1] == RemoveFromCombat(Target(0))


def test_transforms_into_this_face_and_first_main_phase() -> None:
    """"When this creature transforms into ~" triggers for the face it is printed on
    [701.27e]; "at the beginning of your first main phase" is the precombat main phase
    [505.1]."""
    from aetherworks.engine.cardpool import support as sup
    from aetherworks.vocab.transform import EntersOrTransformsInto, TransformsInto

    names = [c.name for c in get_db().all_cards() if c.layout == "transform"]
    triggers = set()
    for n in names:
        if "transforms into" in get_db().card(n).faces[1].text and sup(n).status == "compiled":
            triggers |= {type(a.trigger) for a in _compiled(n).faces[1].abilities
                         if hasattr(a, "trigger")}
    assert TransformsInto in triggers or EntersOrTransformsInto in triggers
    assert TransformsInto(face=-1) != TransformsInto()  # the hand-written back-face reading


def test_one_or_more_attack_and_win_the_game() -> None:
    """Mavren Fein: "whenever one or more nontoken Vampires you control attack" — one
    trigger per declaration [508.3a]; Revel in Riches: "you win the game" [104.2b]."""
    from aetherworks.vocab.targets import Filter
    from aetherworks.vocab.win_game import WinGame

    (mavren,) = _compiled("Mavren Fein, Dusk Apostle").abilities
    assert mavren.trigger == YouAttack(filter=Filter(subtype="Vampire", controller="you",
                                                     token=False))
    assert _compiled("Revel in Riches").abilities[1].effects == (WinGame(),)


def test_a_graveyard_target_with_a_mana_value_limit() -> None:
    """Bishop of Rebirth: "target creature card with mana value 3 or less from your
    graveyard"."""
    from aetherworks.vocab.targets import TargetCardInGraveyard

    bishop = _compiled("Bishop of Rebirth").abilities[-1]
    assert bishop.targets == (TargetCardInGraveyard(types=("Creature",), max_mv=3),)


def test_equipped_creature_deals_combat_damage() -> None:
    """Prying Blade; Dowsing Dagger // Lost Vale (an Equipment that transforms) [510.3a]."""
    from aetherworks.vocab.equipped import AttachedDealsCombatDamageToPlayer

    assert _compiled("Prying Blade").abilities[1].trigger == AttachedDealsCombatDamageToPlayer()
    dagger = _compiled("Dowsing Dagger").faces[0]
    assert any(getattr(a, "trigger", None) == AttachedDealsCombatDamageToPlayer()
               for a in dagger.abilities)
