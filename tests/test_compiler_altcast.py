"""Templates for ways of casting: adventurer cards [715] and the alternative and optional
costs of chapter 702 (madness, suspend, foretell, ...): compiling a named card gives the
parts a hand writer would use."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_an_adventurer_card_compiles_both_halves() -> None:
    """715.2: the Adventure's characteristics are a second face; the creature is the
    card's normal characteristics."""
    from aetherworks.vocab import SpellAbility

    d = _compiled("Embereth Shieldbreaker // Battle Display")
    assert d.adventure and not d.mdfc and not d.aftermath
    creature, adventure = d.faces
    assert creature.name == "Embereth Shieldbreaker" and creature.abilities == ()
    assert adventure.name == "Battle Display"
    assert isinstance(adventure.abilities[0], SpellAbility)


def test_surge_and_its_rider() -> None:
    """702.117a: "Surge [cost]" is an alternative cost; "if its surge cost was paid"."""
    from aetherworks.vocab.alt_costs import CostPaid
    from aetherworks.vocab.surge import CastAnotherSpellThisTurn, Surge

    alt, trigger = _compiled("Reckless Bushwhacker").abilities
    assert alt == Surge("{1}{R}", text=alt.text)
    assert alt.condition == CastAnotherSpellThisTurn()
    assert trigger.condition == CostPaid("surge")


def test_madness_is_a_discard_replacement_and_an_alternative_cost() -> None:
    """702.35a: "Madness [cost]" is two abilities, the exile and the cast."""
    from aetherworks.vocab.madness import Madness

    d = _compiled("Fiery Temper")
    assert d.abilities[1:] == Madness("{R}", text=d.abilities[1].text)


def test_suspend_is_a_special_action_two_exile_triggers_a_free_cast_and_haste() -> None:
    """702.62a: "Suspend N—[cost]"."""
    from aetherworks.vocab.suspend import Suspend

    d = _compiled("Rift Bolt")
    assert d.abilities[1:] == Suspend(1, "{R}", text=d.abilities[1].text)


def test_plot_and_foretell() -> None:
    """702.170a, 702.143a: a special action from the hand and a cast from exile."""
    from aetherworks.vocab.foretell import Foretell
    from aetherworks.vocab.plot import Plot

    djinn = _compiled("Djinn of Fool's Fall")
    assert djinn.abilities[-2:] == Plot("{3}{U}", text=djinn.abilities[-1].text)
    bolt = _compiled("Demon Bolt")
    assert bolt.abilities[-2:] == Foretell("{R}", text=bolt.abilities[-1].text)


def test_choose_three_with_repeats_is_one_mode_per_multiset_with_own_targets() -> None:
    """700.2d: 3 bullets, choose three with repeats: 10 multisets; a mode chosen twice has
    two targets."""
    spell = _compiled("Mystic Confluence").abilities[0]
    assert len(spell.modes) == 10
    assert max(len(m.targets) for m in spell.modes) == 3  # counter, counter, counter


def test_blitz() -> None:
    """702.152a: "Blitz [cost]" is three abilities, like dash."""
    from aetherworks.vocab.blitz import Blitz

    d = _compiled("Plasma Jockey")
    assert d.abilities[-3:] == Blitz("{2}{R}", text=d.abilities[-1].text)


def test_jump_start() -> None:
    """702.133a: its mana cost plus a discard, from the graveyard, then exiled."""
    from aetherworks.vocab.jump_start import JumpStart

    jump = _compiled("Direct Current").abilities[-1]
    assert jump == JumpStart(jump.text)


def test_encore() -> None:
    """702.141a: an activated ability from the graveyard, as a sorcery."""
    from aetherworks.vocab.encore import Encore

    encore = _compiled("Impulsive Pilferer").abilities[-1]
    assert encore == Encore("{3}{R}", text=encore.text)


def test_entwine_adds_the_mode_that_is_all_modes_with_its_cost() -> None:
    """702.42a: "Choose one — • ... • ... Entwine {2}"."""
    from aetherworks.vocab.entwine import Entwine

    spell = _compiled("Barbed Lightning").abilities[0]
    assert [m.costs for m in spell.modes] == [(), (), (Entwine("{2}"),)]
    assert len(spell.modes[2].targets) == 2


def test_ninjutsu() -> None:
    """702.49a: an activated ability from the hand."""
    from aetherworks.vocab.ninjutsu import Ninjutsu

    ninjutsu = _compiled("Ninja of the Deep Hours").abilities[0]
    assert ninjutsu == Ninjutsu("{1}{U}", text=ninjutsu.text)


def test_overload_compiles_the_text_with_each() -> None:
    """702.96a: the overloaded spell is the card's text with "each" for "target"."""
    from aetherworks.vocab.refs import Target

    rift = _compiled("Cyclonic Rift")
    spell, alt = rift.abilities
    assert alt.label == "overload" and alt.spell is not None and not alt.spell.targets
    assert spell.targets and spell.effects[0].what == Target()
    assert alt.spell.effects[0].what != Target()


def test_bestow() -> None:
    """702.103a: an alternative cost that casts the card as an Aura spell."""
    from aetherworks.vocab.bestow import Bestow

    alt = _compiled("Nyxborn Triton").abilities[0]
    assert alt == Bestow("{4}{U}", text=alt.text)
    assert alt.spell is not None and alt.spell.targets


def test_morph_and_its_turned_face_up_trigger() -> None:
    """702.37a-b, 708.8."""
    from aetherworks.vocab.morph import Megamorph, Morph, TurnedFaceUp

    tracker = _compiled("Ainok Tracker")
    assert tracker.abilities[-2:] == Morph("{4}{R}", text=tracker.abilities[-1].text)
    efreet = _compiled("Atarka Efreet")
    assert efreet.abilities[0:2] == Megamorph("{2}{R}", text=efreet.abilities[0].text)
    assert efreet.abilities[2].trigger == TurnedFaceUp()


def test_retrace() -> None:
    """702.81a."""
    from aetherworks.vocab.retrace import Retrace

    retrace = _compiled("Flame Jab").abilities[-1]
    assert retrace == Retrace(retrace.text)


def test_warp_compiles_to_the_hand_written_part() -> None:
    """702.185a: the compiler writes the same ``Warp`` as the hand-written Quantum
    Riddler's."""
    from aetherworks.vocab.warp import Warp

    warp = next(a for a in _compiled("Mechanozoa").abilities if a.kind == "alt_cost")
    assert warp == Warp("{2}{U}", text=warp.text)


def test_disguise() -> None:
    """702.168a: morph with ward {2} while face down."""
    from aetherworks.vocab.morph import Disguise

    walker = _compiled("Dog Walker")
    assert walker.abilities[0:2] == Disguise("{R/W}{R/W}", text=walker.abilities[0].text)
