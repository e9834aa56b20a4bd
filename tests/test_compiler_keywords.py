"""Keyword abilities, keyword actions and mana-ability lines the compiler reads (issue 12):
compiling a named card gives the parts the Comprehensive Rules define the keyword as.  The
scenarios in ``scenarios/compiled/`` play each one."""

from __future__ import annotations

import dataclasses
from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import EntersWith, ManaAbility, TokenDef, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import effects, refs, targets, triggers
from aetherworks.vocab.adapt import Adapt
from aetherworks.vocab.amass import Amass, army_token
from aetherworks.vocab.conditions import YouControl
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_choice import PayLifeOrTapped
from aetherworks.vocab.equipment import Attach
from aetherworks.vocab.library import SkipNextUntap
from aetherworks.vocab.persist import HadNoCounters, ReturnWithCounter
from aetherworks.vocab.zone_triggers import EachPermanent


def _abilities(name: str) -> tuple[Any, ...]:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return tuple(a for a in d.abilities)


def _one(name: str, kind: type) -> Any:
    got = [a for a in _abilities(name) if isinstance(a, kind)]
    assert len(got) == 1, got
    return got[0]


def _bare(ab: Any) -> Any:
    """The ability without its text (the paragraph, checked against the card elsewhere)."""
    return dataclasses.replace(ab, text="")


# --- keyword abilities [702] ---------------------------------------------------------------


def test_persist_and_undying_return_the_card_with_a_counter() -> None:
    """702.79a / 702.93a: a dies trigger with an intervening if on the last known counters."""
    assert _bare(_abilities("Kitchen Finks")[1]) == TriggeredAbility(
        trigger=triggers.Dies(), condition=HadNoCounters("-1/-1"),
        effects=(ReturnWithCounter("-1/-1"),))
    assert _bare(_one("Strangleroot Geist", TriggeredAbility)) == TriggeredAbility(
        trigger=triggers.Dies(), condition=HadNoCounters("+1/+1"),
        effects=(ReturnWithCounter("+1/+1"),))


def test_afterlife_n_makes_n_flying_spirits() -> None:
    """702.135a: "create N 1/1 white and black Spirit creature tokens with flying"."""
    spirit = TokenDef("Spirit", 1, 1, ("Creature",), ("Spirit",), colors=("W", "B"),
                      keywords=("Flying",))
    assert _bare(_one("Orzhov Enforcer", TriggeredAbility)) == TriggeredAbility(
        trigger=triggers.Dies(), effects=(effects.CreateTokens(spirit, 1),))


def test_battle_cry_pumps_each_other_attacking_creature() -> None:
    """702.91a."""
    others = targets.Filter(types=("Creature",), other=True, combat="attacking")
    assert _bare(_one("Accorder Paladin", TriggeredAbility)) == TriggeredAbility(
        trigger=triggers.Attacks(), effects=(effects.Pump(1, 0, on=EachPermanent(others)),))


def test_soulshift_targets_a_spirit_card_with_mana_value_n_or_less() -> None:
    """702.46a: optional ("you may"), the target a Spirit card in your graveyard."""
    ab = _one("Crawling Filth", TriggeredAbility)
    assert ab.targets == (targets.TargetCardInGraveyard(subtype="Spirit", max_mv=5),)
    assert ab.effects == (MayOrElse(then=(effects.ReturnToHand(refs.Target(0)),)),)


def test_living_weapon_attaches_the_equipment_to_the_germ_it_made() -> None:
    """702.92a: the Germ is the token just created, not the Equipment itself."""
    ab = _one("Flayer Husk", TriggeredAbility)
    assert ab.trigger == triggers.Enters()
    create, attach = ab.effects
    assert create.token.name == "Phyrexian Germ" and create.remember == "token"
    assert attach == Attach(refs.This(), refs.Remembered("token"))


# --- keyword actions [701] ------------------------------------------------------------------


def test_amass_and_adapt_are_effects() -> None:
    """701.47a: "Amass Zombies 1"; 701.46a: "{2}{G}{U}: Adapt 1"."""
    spell = _abilities("Callous Dismissal")[0]
    assert spell.effects[-1] == Amass(army_token("Zombie"), 1)
    assert any(getattr(a, "effects", ()) == (Adapt(1),) for a in _abilities("Aeromunculus"))


# --- triggers and lands ---------------------------------------------------------------------


def test_at_the_beginning_of_the_end_step_is_every_end_step() -> None:
    """513.1a: "the end step" is each turn's, not only its controller's."""
    ab = _one("Ball Lightning", TriggeredAbility)
    assert ab.trigger == triggers.BeginningOfStep("end", yours=False)


def test_a_shock_land_may_pay_two_life_or_enter_tapped() -> None:
    """614.12: the choice is made as it enters."""
    assert _bare(_one("Temple Garden", EntersWith)) == EntersWith(
        as_enters=(PayLifeOrTapped(2),))


# --- mana abilities [605, 106.1] --------------------------------------------------------------


def test_a_mana_ability_adding_several_kinds_at_once_adds_one_of_each() -> None:
    """106.1: "{1}, {T}: Add {R}{G}{W}" makes exactly those three."""
    ab = next(a for a in _abilities("Knotvine Mystic") if isinstance(a, ManaAbility))
    assert (ab.produce, ab.fixed, ab.mana) == ("RGW", True, ManaCost.parse("{1}"))


def test_a_filter_land_adds_two_mana_in_any_combination_of_its_colors() -> None:
    """"{W}{W}, {W}{B}, or {B}{B}" is every way to make two mana of W and B."""
    ab = [a for a in _abilities("Fetid Heath") if isinstance(a, ManaAbility)][1]
    assert (ab.produce, ab.amount, ab.combination, ab.mana) == (
        "WB", 2, True, ManaCost.parse("{W/B}"))


def test_a_partial_list_of_mana_pairs_is_refused() -> None:
    """Not every combination listed: not "any combination", so the text is not read."""
    from aetherworks.carddb.model import card_from_record

    rec = {"name": "Half Filter", "faces": [{
        "name": "Half Filter", "mana_cost": "", "mana_value": 0, "type_line": "Land",
        "types": ["Land"], "subtypes": [], "supertypes": [], "colors": [], "keywords": [],
        "text": "{T}: Add {W}{W} or {B}{B}."}]}
    d, why = compile_text(card_from_record(rec))
    assert d is None and "several mana at once" in why


def test_a_bounce_land_mana_ability_keeps_it_tapped_next_untap_step() -> None:
    """605.3b: the ability's other effect happens as it resolves; 502.3."""
    ab = [a for a in _abilities("Mogg Hollows") if isinstance(a, ManaAbility)][1]
    assert (ab.produce, ab.effects) == ("RG", (SkipNextUntap(refs.This()),))


def test_activate_only_if_on_a_mana_ability_is_its_condition() -> None:
    """602.5b, 605.1a: "Activate only if you control a Swamp or a Forest"."""
    ab = [a for a in _abilities("Wastewood Verge") if isinstance(a, ManaAbility)][1]
    assert ab.produce == "B" and isinstance(ab.condition, YouControl)


# --- keyword abilities with counters, combat and choices as it enters ------------------------


def test_bloodthirst_enters_with_counters_unless_no_opponent_was_damaged() -> None:
    """702.54a."""
    from aetherworks.vocab.bloodthirst import bloodthirst
    assert _one("Bogardan Lancer", EntersWith) == bloodthirst(1, text=_one(
        "Bogardan Lancer", EntersWith).text)


def test_fading_and_cumulative_upkeep_are_upkeep_triggers() -> None:
    """702.32a, 702.24a: "your upkeep"."""
    from aetherworks.vocab.cumulative_upkeep import PayForEachCounterOrSacrifice
    from aetherworks.vocab.fading import RemoveCounterOrSacrifice
    fade = next(a for a in _abilities("Cloudskate") if isinstance(a, TriggeredAbility))
    assert fade.trigger == triggers.BeginningOfStep("upkeep")
    assert fade.effects == (RemoveCounterOrSacrifice("fade"),)
    assert _one("Cloudskate", EntersWith).counters == (("fade", 3),)
    wall = _one("Illusionary Wall", TriggeredAbility)
    assert wall.effects == (effects.PutCounters("age", 1), PayForEachCounterOrSacrifice("{U}"))


def test_renown_mentor_evolve_flanking_riot_devour_unleash() -> None:
    """702.112a, 702.134a, 702.100a, 702.25a, 702.136a, 702.82a, 702.98a: each keyword is
    the one ability (or two) the rules define it as."""
    from aetherworks.vocab.devour import devour
    from aetherworks.vocab.evolve import evolve
    from aetherworks.vocab.flanking import flanking
    from aetherworks.vocab.mentor import mentor
    from aetherworks.vocab.renown import renown
    from aetherworks.vocab.riot import riot, unleash
    for name, want in (("Knight of the Pilgrim's Road", (renown(1),)),
                       ("Blade Instructor", (mentor(),)),
                       ("Cloudfin Raptor", (evolve(),)),
                       ("Benalish Cavalry", (flanking(),)),
                       ("Zhur-Taa Goblin", (riot(),)),
                       ("Gorger Wurm", (devour(1),)),
                       ("Gore-House Chainwalker", unleash())):
        got = tuple(_bare(a) for a in _abilities(name))
        assert got == tuple(_bare(a) for a in want), name


def test_modular_moves_its_counters_to_an_artifact_creature() -> None:
    """702.43a: "for each +1/+1 counter on this permanent" (as it last existed)."""
    from aetherworks.vocab.counts import CountersOn
    entering, dies = _abilities("Arcbound Bruiser")
    assert entering.counters == (("+1/+1", 3),)
    assert dies.targets == (targets.TargetPermanent(
        targets.Filter(types_all=("Artifact", "Creature"))),)
    assert dies.effects == (MayOrElse(then=(effects.PutCounters(
        "+1/+1", CountersOn("+1/+1"), on=refs.Target(0)),)),)


def test_scavenge_is_an_ability_of_the_card_in_the_graveyard() -> None:
    """702.97a: exile it as a cost, counters equal to its power, as a sorcery."""
    ab = _abilities("Drudge Beetle")[0]
    assert (ab.zone, ab.sorcery, ab.mana) == ("graveyard", True, ManaCost.parse("{5}{G}"))
    assert ab.effects == (effects.PutCounters("+1/+1", refs.PowerOf(refs.This()),
                                              on=refs.Target(0)),)


def test_skulk_and_split_second_are_engine_keywords() -> None:
    """702.118b and 702.61a are rules of the game the engine applies from the keyword."""
    from aetherworks.engine.cardpool import support
    d, why = compile_text(get_db().card("Pale Rider of Trostad"))
    assert d is not None, why
    assert support("Sudden Shock").status == "compiled"  # its keyword line needs nothing


def test_myriad_and_the_blocking_rules() -> None:
    """702.116a; 509.1b "can't be blocked by more than one creature"; 509.1c "all creatures
    able to block this creature do so"."""
    from aetherworks.engine.defs import StaticAbility
    from aetherworks.engine.hooks import Rule
    from aetherworks.vocab.demonstrate import Myriad
    from aetherworks.vocab.exchange import SelfRule
    assert _bare(_one("Caller of the Pack", TriggeredAbility)) == _bare(Myriad())
    assert _one("Charging Rhino", StaticAbility).effect == SelfRule(Rule.MAX_ONE_BLOCKER)
    assert _one("Prized Unicorn", StaticAbility).effect == SelfRule(Rule.LURE)


def test_warp_outlast_reinforce_ingest_rampage_and_hand_size() -> None:
    """702.185a, 702.107a, 702.77a, 702.115a, 702.23a, 402.2."""
    from aetherworks.engine.defs import AltCost, StaticAbility
    from aetherworks.vocab.exiled_abilities import DamagedPlayer
    from aetherworks.vocab.hand_size import NoMaximumHandSize
    from aetherworks.vocab.rampage import rampage
    from aetherworks.vocab.saga import ExileTop
    warp = _one("Red Tiger Mechan", AltCost)
    assert (warp.label, warp.mana) == ("warp", ManaCost.parse("{1}{R}"))
    outlast = _abilities("Disowned Ancestor")[0]
    assert (outlast.sorcery, outlast.mana, outlast.effects) == (
        True, ManaCost.parse("{1}{B}"), (effects.PutCounters("+1/+1", 1),))
    reinforce = _abilities("Mosquito Guard")[0]
    assert (reinforce.zone, reinforce.effects) == (
        "hand", (effects.PutCounters("+1/+1", 1, on=refs.Target(0)),))
    assert _one("Culling Drone", TriggeredAbility).effects == (ExileTop(1, who=DamagedPlayer()),)
    assert _bare(_one("Aerathi Berserker", TriggeredAbility)) == _bare(rampage(3))
    assert _one("Spellbook", StaticAbility).effect == NoMaximumHandSize()


def test_backup_grants_the_abilities_printed_after_it() -> None:
    """702.165a-b: the keywords and abilities after the backup paragraph, not those before;
    the creature keeps them too."""
    from aetherworks.engine.defs import ActivatedAbility
    from aetherworks.vocab.backup import backup
    heel = _abilities("Redcap Heelslasher")
    assert heel == (backup(1, keywords=("First strike",), text=heel[0].text),)
    trigger, own = _abilities("Voldaren Thrillseeker")
    assert isinstance(own, ActivatedAbility)
    assert trigger == backup(2, abilities=(own,), text=trigger.text)


def test_graft_enters_with_counters_and_moves_one_to_each_creature_entering() -> None:
    """702.58a: an intervening if on its own counters [603.4]."""
    from aetherworks.vocab.graft import graft
    got = tuple(_bare(a) for a in _abilities("Simic Initiate"))
    assert got == tuple(_bare(a) for a in graft(1))


def test_for_mirrodin_makes_a_rebel_and_attaches_to_it() -> None:
    """702.163a: a 2/2 red Rebel."""
    ab = _one("Goldwarden's Helm", TriggeredAbility)
    create, attach = ab.effects
    assert (create.token.name, create.token.power, create.token.colors) == ("Rebel", 2, ("R",))
    assert attach == Attach(refs.This(), refs.Remembered("token"))


def test_a_karoo_is_sacrificed_unless_an_untapped_island_returns() -> None:
    """118.12: the return is a cost paid as the ability resolves; "{T}: Add {C}{U}" is one
    of each [106.1]."""
    from aetherworks.vocab.energy import SacrificeIt
    from aetherworks.vocab.unless_return import UnlessReturn
    trigger = _one("Coral Atoll", TriggeredAbility)
    assert trigger.effects == (UnlessReturn(
        targets.Filter(subtype="Island", controller="you", tapped=False),
        otherwise=(SacrificeIt(),)),)
    mana = next(a for a in _abilities("Coral Atoll") if isinstance(a, ManaAbility))
    assert (mana.produce, mana.fixed) == ("CU", True)


def test_replicate_is_an_additional_cost_of_the_spell_and_its_cast_trigger() -> None:
    """702.56a: "Replicate {U}" — the cost paid any number of times, then the copies."""
    from aetherworks.engine.defs import SpellAbility
    from aetherworks.vocab.replicate import Replicate, ReplicateCost
    spell = _one("Lose Focus", SpellAbility)
    assert spell.additional_costs == (ReplicateCost(mana="{U}"),)
    assert _bare(_one("Lose Focus", TriggeredAbility)) == _bare(Replicate(""))
    assert "Replicate" not in spell.text  # the spell's text is its effect paragraph
