"""Aether Revolt (``aer``): one-off cards whose wording no compiler template reuses.

* Perilous Predicament — "Each opponent sacrifices an artifact creature and a nonartifact
  creature of their choice": one of each kind, chosen in turn order, sacrificed at once
  (:class:`~aetherworks.vocab.sacrifice_several.SacrificeOneOfEach`) [701.21a].  (An LALR(1)
  grammar can't tell "sacrifices a creature and a ..." from "sacrifices a creature and
  discards a card" at the word "and", so this wording is written by hand.)
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, Filter, SpellAbility
from aetherworks.vocab.sacrifice_several import SacrificeOneOfEach

register(
    "aer",
    CardDef("Perilous Predicament", (
        SpellAbility(
            (SacrificeOneOfEach((Filter(types_all=("Artifact", "Creature")),
                                 Filter(types=("Creature",), not_types=("Artifact",)))),),
            text="Each opponent sacrifices an artifact creature and a nonartifact creature of "
                 "their choice."),
    )),
)
