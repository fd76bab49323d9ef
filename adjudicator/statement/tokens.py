"""The statement cut into tokens: words classified by role, cards, counts and splits.

A token keeps its place in the text (``pos``, ``end``) so that an error can point at it
and a step can keep the words it came from.  Filler words are dropped here.

Text is read in runs: a run of Chinese characters is cut into the words of the Chinese
table (the longest word first) and each becomes its canonical words; any other run is cut
at spaces and punctuation, and runs of English words that form a phrase of the English
table ("after that", "they're", "ruffing finesse") become its canonical words.  Either
way a token's ``word`` is canonical (English, lower case) and its ``raw`` is what was
typed, so the grammar is one and errors quote the claimer's own words.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from endplay.types import Card, Denom

from adjudicator.core.cards import SUITS, parse_card
from adjudicator.statement.lexicon import (
    AND_WORDS,
    ENGLISH,
    FILLERS,
    HAND_WORDS,
    KNOWN_WORDS,
    LANGUAGES,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    PUNCTUATION,
    RANK_WORDS,
    SUIT_WORDS,
    SYMBOLS,
    THEN_WORDS,
    TRADITIONAL_TO_SIMPLIFIED,
)

#: The value of a token made of a character no statement uses ("@"): never understood.
BAD = "bad"


class Kind(enum.Enum):
    WORD = "word"
    SEP = "separator"  # value "then" or "and"; word ";" is kept apart for conditions
    NUM = "number"
    SUIT = "suit"
    TRUMP = "trump"
    CARDS = "cards"
    RANKS = "ranks"  # "ace", "Q", "AK": ranks waiting for a suit
    SPLIT = "split"
    ORDINAL = "ordinal"  # "fourth", "4th", "第四": value the number
    POSS = "possessive"  # "dummy's", "明手的": value the hand


@dataclass(frozen=True)
class Token:
    kind: Kind
    word: str  # canonical, lower case
    raw: str  # as typed
    pos: int
    end: int
    value: object = None

    @property
    def number(self) -> int:
        """The value of a number or an ordinal (``Kind.NUM``, ``Kind.ORDINAL``)."""
        if not isinstance(self.value, int):
            raise TypeError(f"token {self.raw!r} ({self.kind.value}) holds no number")
        return self.value


@dataclass(frozen=True)
class _Piece:
    """A piece of the text before classification: a word as typed, or a phrase with the
    canonical words it stands for (``words``; ``None``: take the typed word itself)."""

    kind: str  # "word", "split", "sep"
    raw: str
    pos: int
    end: int
    words: tuple[str, ...] | None = None


_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_TOKEN_RE = re.compile(
    r"(?P<split>[0-9]+\s*[-–/]\s*[0-9]+)"
    r"|(?P<word>[\w♠♥♦♣'’]+(?:-[\w♠♥♦♣]+)*)"
    r"|(?P<sep>[,;.:!&+—]|\s-\s)"
    r"|(?P<skip>[\s\"()?\[\]{}…]+)"
    r"|(?P<bad>.)"
)
_RANK_GROUP = r"(?:10|[AKQJT2-9])"
_SUIT_FIRST = re.compile(rf"([SHDC♠♥♦♣])({_RANK_GROUP}+)", re.IGNORECASE)
_RANK_FIRST = re.compile(rf"({_RANK_GROUP})([SHDC♠♥♦♣])", re.IGNORECASE)
_RANKS_ONLY = re.compile(rf"{_RANK_GROUP}{{2,}}")
_LONGEST_PHRASE = 6  # words, in the English table (with the fillers among them)
_SYMBOL_RUN = re.compile(r"[♠♥♦♣]")


def language_of(text: str) -> str:
    """``en``, or ``zh-Hant``/``zh-Hans`` for a statement with Chinese words (Traditional
    when any character is written the Traditional way)."""
    if not _CJK.search(text):
        return "en"
    return "zh-Hant" if any(ch in TRADITIONAL_TO_SIMPLIFIED for ch in text) else "zh-Hans"


def normalize(text: str) -> str:
    """Full-width and CJK punctuation as ASCII, one character for one."""
    return "".join(_narrow(ch) for ch in text)


def _narrow(ch: str) -> str:
    if ch in PUNCTUATION:
        return PUNCTUATION[ch]
    if "\uff01" <= ch <= "\uff5e":  # full-width ASCII
        return chr(ord(ch) - 0xFEE0)
    return ch


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


def _classify(word: str, raw: str, pos: int, end: int, chinese: bool) -> Token | None:
    """One token from one word (``raw`` as typed; ``word`` lower case, canonical);
    ``None`` for a filler word."""

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
    if word in NUMBER_WORDS and not (chinese and raw == "A"):
        return tok(Kind.NUM, NUMBER_WORDS[word])
    if word.isascii() and word.isdigit():
        return tok(Kind.NUM, int(word))
    if word in ORDINAL_WORDS:
        return tok(Kind.ORDINAL, ORDINAL_WORDS[word])
    if word in RANK_WORDS:
        return tok(Kind.RANKS, (RANK_WORDS[word],))
    if word.endswith("'s") and word[:-2] in HAND_WORDS:
        return tok(Kind.POSS, HAND_WORDS[word[:-2]])
    return _classify_symbols(word, raw, tok, chinese)


def _classify_symbols(word: str, raw: str, tok, chinese: bool) -> Token:  # noqa: ANN001
    """Suits, ranks and cards written as letters and symbols."""
    if len(raw) == 1 and raw in SYMBOLS:
        return tok(Kind.SUIT, SUITS[SYMBOLS.index(raw)])
    if raw in ("S", "H", "D", "C"):
        return tok(Kind.SUIT, SUITS["SHDC".index(raw)])
    one_rank = ("K", "Q", "J", "T", "k", "q", "j") + (("A",) if chinese else ())
    if raw in one_rank or (raw.isupper() and _RANKS_ONLY.fullmatch(raw)):
        return tok(Kind.RANKS, tuple(_ranks(raw)))
    cards = _cards_of(raw)
    if cards is not None:
        return tok(Kind.CARDS, cards)
    return tok(Kind.WORD)


def tokenize(text: str, lang: str = "en") -> list[Token]:
    """The tokens of a statement (``lang`` as :func:`language_of` says)."""
    chinese = lang != "en"
    tokens: list[Token] = []
    for piece in _phrases(list(_pieces(normalize(text), lang)), lang):
        if piece.kind == "split":
            numbers = tuple(int(n) for n in re.findall(r"\d+", piece.raw))
            tokens.append(Token(Kind.SPLIT, piece.raw, piece.raw, piece.pos, piece.end, numbers))
        elif piece.kind == "bad":
            tokens.append(Token(Kind.WORD, piece.raw, piece.raw, piece.pos, piece.end, BAD))
        elif piece.kind == "sep":
            value = ";" if piece.raw == ";" else "and"
            tokens.append(Token(Kind.SEP, piece.raw, piece.raw, piece.pos, piece.end, value))
        else:
            words = piece.words if piece.words is not None else (piece.raw.lower(),)
            for word in words:
                token = _classify(word.replace("’", "'"), piece.raw, piece.pos, piece.end, chinese)
                if token is not None:
                    tokens.append(replace(token, raw=text[piece.pos : piece.end]))
    return _ordinals(tokens)


def _pieces(text: str, lang: str) -> Iterator[_Piece]:
    """The text cut into words, splits and separators; Chinese runs into their words."""
    at = 0
    for run in _CJK.finditer(text):
        yield from _latin_pieces(text, at, run.start(), lang)
        yield from _chinese_pieces(run.group(), run.start(), lang)
        at = run.end()
    yield from _latin_pieces(text, at, len(text), lang)


def _latin_pieces(text: str, start: int, stop: int, lang: str) -> Iterator[_Piece]:
    for match in _TOKEN_RE.finditer(text, start, stop):
        kind, raw, pos = match.lastgroup, match.group(), match.start()
        if kind == "skip":
            continue
        if kind == "bad":  # a character no statement uses: a word nothing understands
            yield _Piece("bad", raw, pos, pos + len(raw))
            continue
        if kind == "word":
            pos, raw = _unquote(raw, pos)
            if not raw:
                continue
            if raw.lower().replace("’", "'") in FILLERS:  # kept for the phrases it begins
                yield _Piece("filler", raw, pos, pos + len(raw))
                continue
            if lang != "en" and _cards_of(raw) is None and _SYMBOL_RUN.search(raw) and len(raw) > 1:
                yield from _symbol_pieces(text, raw, pos, lang)  # ♠4-1分配, ♦♣
                continue
        yield _Piece(kind, raw, pos, pos + len(raw))  # type: ignore[arg-type]


def _symbol_pieces(text: str, raw: str, pos: int, lang: str) -> Iterator[_Piece]:
    """In Chinese, suit symbols are written against what follows (♠4-1, ♦♣): each
    symbol is a word of its own, and what is between them is read again."""
    at = 0
    for match in _SYMBOL_RUN.finditer(raw):
        if match.start() > at:
            yield from _latin_pieces(text, pos + at, pos + match.start(), lang)
        yield _Piece("word", match.group(), pos + match.start(), pos + match.end())
        at = match.end()
    if at < len(raw):
        yield from _latin_pieces(text, pos + at, pos + len(raw), lang)


def _unquote(raw: str, pos: int) -> tuple[int, str]:
    """A word between single quotes: drop the quotes (but keep "opponents'")."""
    stripped = raw.lstrip("'’")
    pos += len(raw) - len(stripped)
    if stripped.endswith(("'", "’")) and stripped.lower() not in KNOWN_WORDS:
        stripped = stripped.rstrip("'’")
    return pos, stripped


def _chinese_pieces(run: str, start: int, lang: str) -> Iterator[_Piece]:
    """A run of Chinese characters as the table's words, the longest first; characters
    that begin no word of the table are kept together as one unknown word."""
    phrases = LANGUAGES[lang if lang != "en" else "zh-Hans"].phrases
    longest = max(len(form) for form in phrases)
    i, unknown = 0, 0
    while i < len(run):
        size = next(
            (n for n in range(min(longest, len(run) - i), 0, -1) if run[i : i + n] in phrases),
            0,
        )
        if not size:
            i += 1
            unknown += 1
            continue
        if unknown:
            yield _Piece("word", run[i - unknown : i], start + i - unknown, start + i, None)
            unknown = 0
        words = tuple(phrases[run[i : i + size]].split())
        if words:
            yield _Piece("word", run[i : i + size], start + i, start + i + size, words)
        i += size
    if unknown:
        yield _Piece("word", run[i - unknown :], start + i - unknown, start + i, None)


def _phrases(pieces: list[_Piece], lang: str) -> Iterator[_Piece]:
    """Runs of English words that make a phrase of the English table ("after that",
    "you get"), the longest first, as the canonical words they stand for.  A phrase is
    matched with the filler words in it ("you get", "take your") or, failing that,
    without them ("rest of the tricks"); filler words that make no phrase are dropped."""
    i = 0
    while i < len(pieces):
        for size in range(min(_LONGEST_PHRASE, len(pieces) - i), 0, -1):
            run = pieces[i : i + size]
            if any(p.kind not in ("word", "filler") or p.words is not None for p in run):
                continue
            words = _phrase(run, keep_fillers=True)
            if words is None and "filler" not in (run[0].kind, run[-1].kind):
                words = _phrase(run, keep_fillers=False)
            if words is not None:
                if words:
                    yield _Piece("word", run[0].raw, run[0].pos, run[-1].end, words)
                i += size
                break
        else:
            if pieces[i].kind != "filler":
                yield pieces[i]
            i += 1


def _phrase(run: list[_Piece], keep_fillers: bool) -> tuple[str, ...] | None:
    said = " ".join(
        p.raw.lower().replace("’", "'") for p in run if keep_fillers or p.kind != "filler"
    )
    if said not in ENGLISH.phrases:
        return None
    return tuple(ENGLISH.phrases[said].split())


def _ordinals(tokens: list[Token]) -> list[Token]:
    """第 and a number (Chinese "第四") is an ordinal."""
    out: list[Token] = []
    for token in tokens:
        if out and out[-1].word == "nth" and token.kind is Kind.NUM:
            first = out.pop()
            token = Token(Kind.ORDINAL, token.word, first.raw + token.raw, first.pos,
                          token.end, token.value)  # fmt: skip
        out.append(token)
    return out
