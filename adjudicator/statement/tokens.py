"""The statement cut into tokens: words classified by role, cards, counts and splits.

A token keeps its place in the text (``pos``, ``end``) so that an error can point at it
and a step can keep the words it came from.  Filler words are dropped here.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from endplay.types import Card, Denom

from adjudicator.position import SUITS, parse_card
from adjudicator.statement.lexicon import (
    AND_WORDS,
    CLAUSE_EXPECTED,
    FILLERS,
    NUMBER_WORDS,
    RANK_WORDS,
    SUIT_WORDS,
    SYMBOLS,
    THEN_WORDS,
)
from adjudicator.statement.model import StatementError


class Kind(enum.Enum):
    WORD = "word"
    SEP = "separator"  # value "then" or "and"; word ";" is kept apart for conditions
    NUM = "number"
    SUIT = "suit"
    TRUMP = "trump"
    CARDS = "cards"
    RANKS = "ranks"  # "ace", "Q", "AK": ranks waiting for a suit
    SPLIT = "split"


@dataclass(frozen=True)
class Token:
    kind: Kind
    word: str  # lower case
    raw: str
    pos: int
    end: int
    value: object = None


_TOKEN_RE = re.compile(
    r"(?P<split>[0-9]+\s*[-–/]\s*[0-9]+)"
    r"|(?P<word>[\w♠♥♦♣'’]+(?:-[\w♠♥♦♣]+)*)"
    r"|(?P<sep>[,;.:!&+—]|\s-\s)"
    r"|(?P<skip>[\s\"()?]+)"
    r"|(?P<bad>.)"
)
_RANK_GROUP = r"(?:10|[AKQJT2-9])"
_SUIT_FIRST = re.compile(rf"([SHDC♠♥♦♣])({_RANK_GROUP}+)", re.IGNORECASE)
_RANK_FIRST = re.compile(rf"({_RANK_GROUP})([SHDC♠♥♦♣])", re.IGNORECASE)
_RANKS_ONLY = re.compile(rf"{_RANK_GROUP}{{2,}}")


def _ranks(text: str) -> list[str]:
    return ["T" if r == "10" else r.upper() for r in re.findall(_RANK_GROUP, text, re.I)]


def card_of(suit: Denom, rank: str) -> Card:
    return parse_card("SHDC"[suit] + rank)


def _cards_of(raw: str) -> tuple[Card, ...] | None:
    """Cards written compactly: ``SA``, ``s10``, ``♠AK``, ``A♠``, ``AS``, ``10s``.

    Lower-case letters read as one card only, and rank-first letters only in capitals
    (or with a digit rank), so that English words are not taken for cards."""
    upper = raw.upper()
    symbol = any(ch in SYMBOLS for ch in raw)
    shouting = raw == upper
    match = _SUIT_FIRST.fullmatch(raw)
    if match:
        ranks = _ranks(match.group(2))
        if len(ranks) > 1 and not (shouting or symbol):
            return None
        suit = SUITS["SHDC♠♥♦♣".index(match.group(1).upper()) % 4]
        return tuple(card_of(suit, r) for r in ranks)
    match = _RANK_FIRST.fullmatch(raw)
    if match and (shouting or symbol or match.group(1)[0].isdigit()):
        suit = SUITS["SHDC♠♥♦♣".index(match.group(2).upper()) % 4]
        return (card_of(suit, _ranks(match.group(1))[0]),)
    return None


def _classify(raw: str, pos: int) -> Token | None:
    """One token from one word; ``None`` for a filler word."""
    word = raw.lower().replace("’", "'")
    end = pos + len(raw)

    def tok(kind: Kind, value: object = None) -> Token:
        return Token(kind, word, raw, pos, end, value)

    if word in FILLERS:
        return None
    if word in THEN_WORDS:
        return tok(Kind.SEP, "then")
    if word in AND_WORDS:
        return tok(Kind.SEP, "and")
    if word in ("trump", "trumps"):
        return tok(Kind.TRUMP)
    if word in SUIT_WORDS:
        return tok(Kind.SUIT, SUIT_WORDS[word])
    if len(raw) == 1 and raw in SYMBOLS:
        return tok(Kind.SUIT, SUITS[SYMBOLS.index(raw)])
    if raw in ("S", "H", "D", "C"):
        return tok(Kind.SUIT, SUITS["SHDC".index(raw)])
    if word in NUMBER_WORDS:
        return tok(Kind.NUM, NUMBER_WORDS[word])
    if word.isascii() and word.isdigit():
        return tok(Kind.NUM, int(word))
    if word in RANK_WORDS:
        return tok(Kind.RANKS, (RANK_WORDS[word],))
    if raw in ("K", "Q", "J", "T", "k", "q", "j") or (raw.isupper() and _RANKS_ONLY.fullmatch(raw)):
        return tok(Kind.RANKS, tuple(_ranks(raw)))
    cards = _cards_of(raw)
    if cards is not None:
        return tok(Kind.CARDS, cards)
    return tok(Kind.WORD)


def tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    for match in _TOKEN_RE.finditer(text):
        kind, raw, pos = match.lastgroup, match.group(), match.start()
        if kind == "skip":
            continue
        if kind == "bad":
            raise StatementError(raw, pos, CLAUSE_EXPECTED)
        if kind == "split":
            numbers = tuple(int(n) for n in re.findall(r"\d+", raw))
            tokens.append(Token(Kind.SPLIT, raw, raw, pos, match.end(), numbers))
        elif kind == "sep":
            value = ";" if raw == ";" else "and"
            tokens.append(Token(Kind.SEP, raw, raw, pos, match.end(), value))
        else:
            token = _classify(raw, pos)
            if token is not None:
                tokens.append(token)
    return _merge_phrases(tokens)


def _merge_phrases(tokens: list[Token]) -> list[Token]:
    """Two-word separators: "after that", "followed by" mean ``then``."""
    out: list[Token] = []
    for token in tokens:
        if out and (out[-1].word, token.word) in (("after", "that"), ("followed", "by")):
            first = out.pop()
            token = Token(Kind.SEP, "then", first.raw, first.pos, token.end, "then")
        out.append(token)
    return out
