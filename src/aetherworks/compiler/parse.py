"""The Earley parser of ``oracle.lark`` over the tokens of :mod:`.text`.

lark's Earley parser accepts any context-free grammar, so templates are added as the text
reads, without rewriting the grammar to suit a parsing algorithm.  The lexer is ours: the
tokens are already made (:func:`aetherworks.compiler.text.tokenize`), and a word the grammar
never uses fails the paragraph at once, naming the word.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer

from aetherworks.compiler.text import Tok

GRAMMAR_PATH = Path(__file__).with_name("oracle.lark")
STARTS = ["spell_paragraph", "permanent_paragraph", "mode_paragraph"]


class NoParse(Exception):
    """A paragraph the grammar doesn't read; ``detail`` says where it stopped."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class _TokLexer(Lexer):
    """Hands lark the prepared tokens: a word becomes the grammar terminal of that literal."""

    def __init__(self, conf: Any) -> None:
        self.words: dict[str, str] = {
            t.pattern.value: t.name for t in conf.terminals if t.pattern.type == "str"}

    def lex(self, data: Any, *_: Any) -> Any:
        for tok in data:
            if tok.kind == "WORD":
                name = self.words.get(tok.value)
                if name is None:
                    raise NoParse(f"the word {tok.value!r} is in no template")
                yield Token(name, tok.value)
            else:
                yield Token(tok.kind, tok.value)


@functools.cache
def parser() -> Lark:
    """The parser, built once per process (a fraction of a second)."""
    return Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), parser="lalr", lexer=_TokLexer,
                start=STARTS)


def grammar_words() -> frozenset[str]:
    """Every literal word of the grammar."""
    return frozenset(t.pattern.value for t in parser().terminals if t.pattern.type == "str")


def parse(tokens: list[Tok], start: str) -> Tree[Token]:
    """The parse tree of one paragraph from ``start``; raises :class:`NoParse`."""
    try:
        return parser().parse(tokens, start=start)  # type: ignore[arg-type]
    except UnexpectedEOF:
        raise NoParse("the text ends where a template goes on") from None
    except UnexpectedToken as exc:
        raise NoParse(f"no template goes on with {exc.token.value!r}") from None
    except UnexpectedInput as exc:
        raise NoParse(f"no template reads this ({type(exc).__name__})") from None
