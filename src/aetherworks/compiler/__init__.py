"""The Oracle-text compiler: card definitions from the card's rules text.

``provider(card)`` is what :func:`aetherworks.engine.cardpool.register_provider` takes: the
card's definition compiled from its Oracle text, or ``None`` and the reason (the first
paragraph that did not compile).  Importing this package registers it, and the hand-written
definitions of ``aetherworks.cards``, which always win.  Importing it is cheap: the grammar
is read and the parser built the first time a card is compiled, and each card is compiled
once per process (``cardpool`` keeps the answer).

How the grammar maps text to vocabulary parts, with a worked example of adding a template,
is in ``docs/vocabulary.md`` (section 7).
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import aetherworks.cards  # noqa: F401  (hand-written definitions: they always win)
from aetherworks.carddb import Card
from aetherworks.engine.cardpool import register_provider
from aetherworks.engine.defs import CardDef

_SOURCES = ("oracle.lark", "build.py", "assemble.py", "text.py", "parse.py",
            "build_transform.py", "build_look.py",
            "build_xln.py", "build_altcast.py", "build_keywords.py", "build_kldaer.py",
            "build_amonkhet.py", "build_templates.py", "build_misc.py",
            "build_replacement.py", "build_auras.py", "build_multiblock.py",
            "build_std17more.py", "build_ka4.py", "build_ka3.py", "build_ka2.py",
            "build_ka1.py", "build_aerlast.py")


@functools.cache
def version() -> str:
    """A digest of the compiler's grammar and code: cached results are valid only for it."""
    h = hashlib.sha256()
    here = Path(__file__).parent
    for name in _SOURCES:
        h.update((here / name).read_bytes())
    return h.hexdigest()[:16]


def compile_text(card: Card) -> tuple[CardDef | None, str]:
    """``(definition, "")`` or ``(None, reason)``; a compiled definition always passes the
    same check against the Oracle text as a hand-written one."""
    from aetherworks.compiler.assemble import Failure, compile_card
    from aetherworks.engine.defcheck import check_definition

    try:
        d = compile_card(card)
    except Failure as exc:
        return None, str(exc)
    problems = check_definition(d)
    if problems:
        return None, "the compiled definition fails its check: " + problems[0]
    return d, ""


def provider(card: Card) -> tuple[CardDef | None, str]:
    """The definition provider registered with ``cardpool`` (see the module docstring)."""
    return compile_text(card)


register_provider(provider)

__all__ = ["compile_text", "provider", "version"]
