"""Transforming double-faced cards [712] and transforming [701.27]."""

from helpers import ALICE, BOB, pass_priority, setup

from aetherworks.engine.defs import TriggeredAbility
from aetherworks.engine.objects import GameObject
from aetherworks.vocab.statics import PTBoost
from aetherworks.vocab.transform import Transform

AJANI = "Ajani, Nacatl Pariah // Ajani, Nacatl Avenger"
FABLE = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"


def test_front_face_everywhere_but_a_transformed_permanent():
    """712.8a: outside the battlefield only the front face's characteristics; 712.8e: a
    permanent with its back face up has the back face's, and the front face's mana value."""
    g = setup()
    in_hand = g.put(ALICE, "hand", FABLE)
    front = g.put(ALICE, "battlefield", FABLE)
    back = g.put(ALICE, "battlefield", FABLE, transformed=True)
    g.begin()
    assert g.chars(in_hand).name == "Fable of the Mirror-Breaker"
    assert g.chars(front).types == {"Enchantment"}
    c = g.chars(back)
    assert c.name == "Reflection of Kiki-Jiki"
    assert c.types == {"Enchantment", "Creature"} and (c.power, c.toughness) == (2, 2)
    assert c.mana_value == 3 and c.colors == {"R"}


def test_transform_keeps_the_object_and_its_effects():
    """701.27a, 712.18: a transformed permanent is the same object; counters and effects
    that applied to it still apply; it transforms back to its front face."""
    g = setup()
    cat = g.put(ALICE, "battlefield", AJANI, counters={"+1/+1": 1})
    g.begin()
    g.add_effect(PTBoost(0, 0, ("Vigilance",)), cat, ALICE, objects=(cat,))
    assert g.transform(cat)
    assert g.chars(cat).name == "Ajani, Nacatl Avenger"
    assert "Vigilance" in g.chars(cat).keywords and g.objects[cat].count("+1/+1") == 1
    assert cat in g.battlefield and g.log[-1].kind == "transform"
    assert g.transform(cat)
    assert g.chars(cat).name == "Ajani, Nacatl Pariah" and g.power(cat) == 2


def test_only_double_faced_permanents_transform():
    """712.9: an instruction to transform a single-faced permanent does nothing."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    assert not g.transform(bears)
    assert g.chars(bears).name == "Grizzly Bears"


def test_own_ability_transforms_only_if_not_transformed_since_it_was_put_on_the_stack():
    """701.27f: an ability of a permanent that tries to transform it does nothing if the
    permanent transformed after the ability was put onto the stack."""
    g = setup()
    ajani = g.put(ALICE, "battlefield", AJANI)
    g.begin()
    ability = TriggeredAbility(effects=(Transform(),), text="Transform it.")

    def on_stack() -> GameObject:
        obj = GameObject(g.next_id, g.objects[ajani].proto, ALICE, "stack")
        g.next_id += 1
        obj.kind, obj.source, obj.ability = "ability", ajani, ability
        return obj

    first = on_stack()
    Transform().run(g, first, None, None)  # transforms: nothing happened since
    assert g.chars(ajani).name == "Ajani, Nacatl Avenger"
    Transform().run(g, first, None, None)  # it transformed after `first` was created
    assert g.chars(ajani).name == "Ajani, Nacatl Avenger"
    Transform().run(g, on_stack(), None, None)  # put on the stack after it transformed
    assert g.chars(ajani).name == "Ajani, Nacatl Pariah"


def test_returned_transformed_enters_back_face_up_and_is_a_new_object():
    """712.14a, 400.7, 306.5b: a card returned transformed is a new object with its back
    face up; a planeswalker face enters with its printed loyalty."""
    g = setup()
    g.put(BOB, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Mountain")
    ajani = g.put(ALICE, "battlefield", AJANI)
    cat = g.put(ALICE, "battlefield", "token:Cat Warrior")
    g.begin()
    g.destroy(cat)
    pass_priority(g, 2)  # the trigger resolves
    assert g.decision.kind == "yes_no"
    g.apply(g.decision.options[0])
    (new,) = [o for o in g.battlefield if g.objects[o].proto.key == AJANI]
    assert new != ajani and g.objects[new].face == 1
    assert g.chars(new).types == {"Planeswalker"} and g.objects[new].count("loyalty") == 3
