"""Card definitions, one module per set; importing this package registers them all.  Every
other card is compiled from its Oracle text once ``aetherworks.compiler`` is imported (it
registers itself as a provider, and imports this package; hand-written definitions always
win).

>>> import aetherworks.cards
>>> from aetherworks.engine.cardpool import is_supported
>>> is_supported("Harnessed Lightning")
True
"""

from aetherworks.cards import (  # noqa: F401  (registration on import)
    aer,
    aer_kldaer,
    akh,
    akh_std2017,
    bfz_std2017,
    core,
    digital,
    drc,
    drc_commander,
    drc_energy,
    eoe,
    extra,
    kld,
    kld_ka3,
    kld_kldaer,
    kld_std2017,
    kldaer_ka1,
    kldaer_ka2,
    kldaer_ka4,
    ltr,
    m3c,
    m3c_commander,
    mb2,
    mh2,
    mh3,
    mh3_energy,
    mh3_modern,
    modern_lands,
    modern_staples,
    neo,
    pip,
    sld,
    soi_std2017,
    tdm,
    temur_sideboard,
    xln_std2017,
)
from aetherworks.engine.cardpool import REGISTRY, SETS, check_all
from aetherworks.engine.serialize import register_save_package

# A saved game may hold dataclasses a card module defines (none do yet).
register_save_package(__name__)

__all__ = ["REGISTRY", "SETS", "check_all"]
