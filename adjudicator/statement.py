"""The statement language: what the claimer said, parsed into steps the policy layer reads.

Law 68C asks a claimer to state "the order of play"; Law 70D binds him to that statement
(no better line outside it is accepted when a worse normal one exists).  Directors type
the words they heard; this module turns them into a small typed value, and prints that
value back in one canonical wording that the ruling shows ("the claim as understood").

The grammar is forgiving about wording and strict about meaning: a word it does not
know, or a known word where it makes no sense, raises :class:`StatementError` naming the
word, its position and what was expected.  It never guesses silently.

The model
---------
``Statement``
    ``parts``: ``tuple[Part, ...]`` in the order stated.  A part after the first follows
    the one before it: parts are what ``then`` separates.  ``tricks``: the trick count
    claimed without condition (``"10 tricks"``), or ``None``.  ``conditions``:
    ``tuple[Condition, ...]`` (``"11 if clubs break"``).  ``text``: the words as typed.
    Properties: ``steps`` (all steps, stated order), ``counts`` (``{Denom: n}`` from a list
    of tricks per suit), ``ordered`` (more than one part), ``empty``.
``Part``
    ``steps``: ``tuple[Step, ...]`` said with ``and`` or commas, which state **no order**
    (claim-practice row 3: "four hearts, three spades and a diamond" is a total; "four
    hearts, *then* ..." is an order).  The restriction merges one part into one phase.
``Step``
    ``action`` (:class:`Action`), ``suit`` (``Denom`` or ``None``), ``trumps`` (the suit was
    named as "trumps": the policy layer knows which suit that is), ``cards`` (explicit
    cards, in the order said), ``count`` (how many, or ``None`` for "all of them"),
    ``hand`` (where the step happens: ``"hand"``, ``"dummy"`` or a seat letter
    ``N E S W`` — kept as said; the policy layer resolves it against the position),
    ``ending`` (``"ending in dummy"``: the hand that must win the step's last trick),
    ``against`` (a finesse *against* the card in ``cards``, held by an opponent), ``text``.
    A step names a suit **or** cards, not both — except a concession ("concede a club to
    the ace of clubs": suit, count and the card it loses to).
``Condition``
    ``kind`` (:class:`ConditionKind`: ``BREAK``, ``FINESSE``, ``ONSIDE``), ``suit``,
    ``trumps``, ``split`` (``(3, 2)`` or ``None``), ``card``, ``hand`` (``"the king is with
    West"``), ``tricks`` (the count claimed if it holds, claim-practice row 19), ``text``.
    A condition is kept for the whole statement; which steps it governs is not recorded.

``text`` fields do not take part in equality, so ``parse_statement(s.canonical()) == s``.

The grammar (case-insensitive; ``the``/``my``/``I``/``will``/``claim``... are filler)
---------------------------------------------------------------------------------------
=====================================  ===============================================
said                                   step
=====================================  ===============================================
draw / pull / clear (the) trumps       ``DRAW_TRUMPS`` (``in 2 rounds``, ``draw two rounds
                                       of trumps``: count)
cash / run / take the spades           ``CASH`` suit (always from the top, row 5, 12)
play the hearts from the top           ``CASH`` suit; also ``the spades are good``,
                                       ``cash the top two spades`` (count 2)
cash SA SK / ace and king of spades    ``CASH`` cards (with a cash verb)
SA SK / play ♠A ♠K / ace of spades     ``PLAY`` cards, in the order said
play a diamond / lead two clubs        ``PLAY`` suit and count
ruff a heart in dummy / 2 club ruffs   ``RUFF`` suit, count, hand
heart to the queen / finesse HQ        ``FINESSE`` card (``X to the ace`` is ``PLAY``)
take the club finesse                  ``FINESSE`` suit
finesse against the king of hearts     ``FINESSE`` card, ``against``
crossruff / cross-ruff                 ``CROSSRUFF``
concede a diamond / give up / lose     ``CONCEDE`` suit or count (``to ♠A``: cards; ``the
                                       last trick``: 1; ``the rest``/nothing: all)
unblock the spades / unblock SK        ``UNBLOCK`` (row 14: the statement covers it)
four hearts / a diamond trick          ``TRICKS`` suit and count (a total, row 3)
the rest are high / all mine           ``REST_HIGH``
10 tricks / otherwise 10               ``Statement.tricks``
if clubs break / are 3-2               ``Condition`` ``BREAK``
if the (club) finesse works            ``Condition`` ``FINESSE``
if the king of hearts is onside        ``Condition`` ``ONSIDE`` (``is with West``,
                                       ``if West has the HK``: hand)
if they break                          ``they``: the last suit (or trumps) named before
11 tricks if ... / if ..., 11          the condition's ``tricks``
then / and then / after that           a new part (order)
and / , / ; / .                        same part (no order)
in hand / in dummy / from dummy / on   ``hand``; ``ending in hand``: ``ending``
=====================================  ===============================================

A bare object after ``and``/a comma takes the verb of a ruff or a concession before it:
"lose a club and a diamond" concedes two tricks, "ruff a heart in dummy and a club in
hand" is two ruffs.  After ``then``, or after any other step, "four spades" is a count of
tricks (row 3), and "spades" alone is cashing them.  Counts run from 1 to 13.

Cards: ``SA``, ``s10``, ``♠A``, ``A♠``, ``AS`` (rank first only in capitals, so the words
"as", "ah", "ad" are not read as cards), ``♠AKQ``/``SAK`` (several, capitals or symbols),
``ace of spades``, ``spade ace``, ``the ten of hearts``, ``AK of spades``.

Canonical form (English, round-trips; Chinese for the ruling, uses the seed laws' terms
將牌 trump, 飛牌 finesse, 明手 dummy, 莊家 declarer, and 將吃 for a ruff — the word the
seed text uses, Law 50 "將吃"):

    draw trumps, then cash ♠ from the top and ruff a ♥ in dummy; 10 tricks; 11 tricks if ♣ break
    清將牌，然後從大到小兌現♠，在明手將吃一張♥；10墩；如果♣分配正常則11墩
"""

from __future__ import annotations

import difflib
import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from endplay.types import Card, Denom

from adjudicator.core.cards import RANK_CHARS, SUITS, parse_card
from adjudicator.errors import AdjudicatorError

__all__ = [
    "Action",
    "Condition",
    "ConditionKind",
    "Part",
    "Statement",
    "StatementError",
    "Step",
    "parse_statement",
]


# ---- the model ---------------------------------------------------------------------------


class Action(enum.Enum):
    """What one step of the statement does."""

    DRAW_TRUMPS = "draw trumps"
    CASH = "cash"  # a suit (or listed cards) from the top until exhausted (row 12)
    PLAY = "play"  # explicit cards in the order said, or "play a club"
    RUFF = "ruff"
    FINESSE = "finesse"
    CROSSRUFF = "crossruff"
    CONCEDE = "concede"
    UNBLOCK = "unblock"
    TRICKS = "tricks"  # "four hearts": a number of tricks in a suit, no line (row 3)
    REST_HIGH = "rest high"  # "the rest are high": every remaining trick, no line


class ConditionKind(enum.Enum):
    """What a condition of a conditional claim depends on (claim-practice row 19)."""

    BREAK = "break"  # a suit divides (evenly, or as ``split`` says)
    FINESSE = "finesse"  # a finesse (in a suit, or of a card) wins
    ONSIDE = "onside"  # an opponent's card lies well (or with ``hand``)


HANDS = ("hand", "dummy", "N", "E", "S", "W")


@dataclass(frozen=True)
class Step:
    """One thing the claimer said he would do.  See the module docstring for the fields."""

    action: Action
    suit: Denom | None = None
    trumps: bool = False
    cards: tuple[Card, ...] = ()
    count: int | None = None
    hand: str | None = None
    ending: str | None = None
    against: bool = False
    text: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if self.suit is not None and self.trumps:
            raise ValueError("a step names a suit or trumps, not both")
        if (
            (self.suit is not None or self.trumps)
            and self.cards
            and self.action is not (Action.CONCEDE)
        ):
            raise ValueError("a step names a suit or cards, not both (but: concede a club to CA)")
        if self.count is not None and self.count < 1:
            raise ValueError(f"a step's count is at least 1, got {self.count}")
        for where in (self.hand, self.ending):
            if where is not None and where not in HANDS:
                raise ValueError(f"unknown hand {where!r} (expected one of {HANDS})")

    def canonical(self, lang: str = "en") -> str:
        """The step in canonical words (``en`` parses back to an equal step)."""
        return _step_zh(self) if lang == "zh" else _step_en(self)


@dataclass(frozen=True)
class Part:
    """Steps said together with ``and``/commas: **no order among them** (row 3)."""

    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Condition:
    """A condition of a conditional claim, with the trick count claimed if it holds."""

    kind: ConditionKind
    suit: Denom | None = None
    trumps: bool = False
    split: tuple[int, int] | None = None
    card: Card | None = None
    hand: str | None = None
    tricks: int | None = None
    text: str = field(default="", compare=False)

    def canonical(self, lang: str = "en") -> str:
        return _condition_zh(self) if lang == "zh" else _condition_en(self)


@dataclass(frozen=True)
class Statement:
    """What the claimer said (Law 68C), as the policy layer reads it (Law 70D)."""

    parts: tuple[Part, ...] = ()
    tricks: int | None = None
    conditions: tuple[Condition, ...] = ()
    text: str = field(default="", compare=False)

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step, in the order stated."""
        return tuple(step for part in self.parts for step in part.steps)

    @property
    def ordered(self) -> bool:
        """True when the claimer stated an order (said ``then`` between steps)."""
        return len(self.parts) > 1

    @property
    def empty(self) -> bool:
        """A claim with no statement at all (Law 70D then has nothing to bind)."""
        return not self.parts and self.tricks is None and not self.conditions

    @property
    def counts(self) -> dict[Denom, int]:
        """Tricks per suit from ``TRICKS`` steps ("four hearts, three spades and a diamond"
        gives ``{H: 4, S: 3, D: 1}``) — a total, not an order (claim-practice row 3)."""
        totals: dict[Denom, int] = {}
        for step in self.steps:
            if step.action is Action.TRICKS and step.suit is not None:
                totals[step.suit] = totals.get(step.suit, 0) + (step.count or 0)
        return totals

    def canonical(self, lang: str = "en") -> str:
        """The statement in canonical words: English (``en``, parses back to an equal
        statement) or Chinese (``zh``, for the ruling)."""
        if lang not in ("en", "zh"):
            raise ValueError(f"unknown language {lang!r} (expected en or zh)")
        return _statement_zh(self) if lang == "zh" else _statement_en(self)

    def __str__(self) -> str:
        return self.canonical()


class StatementError(AdjudicatorError, ValueError):
    """A word the statement language cannot read where it stands.

    ``word`` is the word as typed (``""`` at the end of the statement), ``position`` its
    character offset in the text, ``expected`` what would have been understood there.
    """

    def __init__(self, word: str, position: int, expected: tuple[str, ...], known: bool = False):
        self.word = word
        self.position = position
        self.expected = tuple(expected)
        if not word:
            head = f"the statement ends too early at position {position}"
        elif known:
            head = f"unexpected word {word!r} at position {position}"
        else:
            head = f"unknown word {word!r} at position {position}"
        message = f"{head}: expected one of: {', '.join(self.expected)}"
        close = difflib.get_close_matches(word.lower(), sorted(_KNOWN_WORDS), n=1, cutoff=0.75)
        if word and not known and close:
            message += f" (did you mean {close[0]!r}?)"
        super().__init__(message)


def parse_statement(text: str) -> Statement:
    """Parse what the claimer said.  An empty text (or "no statement") is a claim with no
    statement.  Raises :class:`StatementError` on a word it cannot read."""
    return _Parser(text).statement()


# ---- words -------------------------------------------------------------------------------

SYMBOLS = "♠♥♦♣"
_SUIT_WORDS = {
    "spade": Denom.spades, "spades": Denom.spades,
    "heart": Denom.hearts, "hearts": Denom.hearts,
    "diamond": Denom.diamonds, "diamonds": Denom.diamonds,
    "club": Denom.clubs, "clubs": Denom.clubs,
}  # fmt: skip
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
_RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
_FILLERS = {
    "i", "we", "will", "i'll", "we'll", "shall", "am", "i'm", "going", "the", "my", "our",
    "claim", "claims", "claiming", "just", "now", "first", "please", "simply",
    "low", "small", "little", "ok", "okay", "so", "can", "you", "me", "us", "let's",
    "have", "make", "making", "get",
}  # fmt: skip
_THEN_WORDS = {"then", "next", "afterwards", "finally", "later"}
_AND_WORDS = {"and", "plus", "also"}
_CASH_VERBS = {"cash", "cashing", "run", "running", "take", "taking"}
_PLAY_VERBS = {"play", "playing", "lead", "leading"}
_DRAW_VERBS = {"draw", "drawing", "pull", "pulling", "clear", "clearing", "extract"}
_RUFF_VERBS = {"ruff", "ruffing", "trump", "trumping"}
_CONCEDE_VERBS = {"concede", "conceding", "lose", "losing", "give", "giving", "duck",
                  "ducking", "yield"}  # fmt: skip
_REST_HEADS = {"rest", "remaining", "remainder", "everything", "all"}
_REST_TAILS = {"are", "is", "high", "good", "mine", "ours", "winners", "winning", "tricks",
               "of", "them", "rest", "remaining", "top", "masters", "cards", "trick"}  # fmt: skip
_IF_WORDS = {"if", "provided", "assuming", "when"}
_BREAK_WORDS = {"break", "breaks", "split", "splits", "behave", "behaves", "divide",
                "divides", "are", "is", "go", "run"}  # fmt: skip
_WORKS_WORDS = {"works", "work", "wins", "win", "succeeds", "succeed", "holds", "on",
                "is", "right", "onside"}  # fmt: skip
_ONSIDE_WORDS = {"onside", "right", "well"}
_HAND_WORDS = {
    "hand": "hand", "dummy": "dummy", "table": "dummy", "board": "dummy",
    "north": "N", "east": "E", "south": "S", "west": "W",
    "n": "N", "e": "E", "s": "S", "w": "W",
}  # fmt: skip
_OTHER_WORDS = {
    "to", "toward", "towards", "of", "in", "from", "on", "ending", "finishing", "end",
    "ends", "top", "down", "rounds", "round", "trick", "tricks", "winners", "winner",
    "finesse", "finesses", "against", "up", "ruffs", "crossruff", "cross-ruff", "cross",
    "unblock", "unblocking", "otherwise", "else", "no", "statement", "with", "placed",
    "closed", "own", "crossruffing", "cross-ruffing", "after", "that", "followed", "by",
    "out", "last", "outstanding", "their", "opponents'", "side", "they", "it", "suit",
    "evenly", "kindly", "normally", "has", "holds", "lies", "sits",
}  # fmt: skip
_KNOWN_WORDS = (
    set(_SUIT_WORDS)
    | set(_NUMBER_WORDS)
    | set(_RANK_WORDS)
    | _FILLERS
    | _THEN_WORDS
    | _AND_WORDS
    | _CASH_VERBS
    | _PLAY_VERBS
    | _DRAW_VERBS
    | _RUFF_VERBS
    | _CONCEDE_VERBS
    | _REST_HEADS
    | _REST_TAILS
    | _IF_WORDS
    | _BREAK_WORDS
    | _WORKS_WORDS
    | set(_HAND_WORDS)
    | _OTHER_WORDS
    | {"trumps"}
)

CLAUSE_EXPECTED = (
    "draw", "cash", "run", "play", "lead", "ruff", "finesse", "take", "crossruff", "concede",
    "give up", "lose", "unblock", "the rest", "all mine", "a card (SA, ♠A, ace of spades)",
    "a suit (heart to the queen)", "a count (four hearts, 10 tricks)", "if",
)  # fmt: skip
AFTER_STEP_EXPECTED = ("then", "and", ",", "in hand", "in dummy", "ending in", "if",
                       "the end of the statement")  # fmt: skip
SUIT_EXPECTED = ("spades", "hearts", "diamonds", "clubs", "♠", "♥", "♦", "♣")
CARD_EXPECTED = ("a card (SA, ♠A, ace of spades)",)
HAND_EXPECTED = ("hand", "dummy", "North", "East", "South", "West")


# ---- tokens ------------------------------------------------------------------------------


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


def _card(suit: Denom, rank: str) -> Card:
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
        return tuple(_card(suit, r) for r in ranks)
    match = _RANK_FIRST.fullmatch(raw)
    if match and (shouting or symbol or match.group(1)[0].isdigit()):
        suit = SUITS["SHDC♠♥♦♣".index(match.group(2).upper()) % 4]
        return (_card(suit, _ranks(match.group(1))[0]),)
    return None


def _classify(raw: str, pos: int) -> Token | None:
    """One token from one word; ``None`` for a filler word."""
    word = raw.lower().replace("’", "'")
    end = pos + len(raw)

    def tok(kind: Kind, value: object = None) -> Token:
        return Token(kind, word, raw, pos, end, value)

    if word in _FILLERS:
        return None
    if word in _THEN_WORDS:
        return tok(Kind.SEP, "then")
    if word in _AND_WORDS:
        return tok(Kind.SEP, "and")
    if word in ("trump", "trumps"):
        return tok(Kind.TRUMP)
    if word in _SUIT_WORDS:
        return tok(Kind.SUIT, _SUIT_WORDS[word])
    if len(raw) == 1 and raw in SYMBOLS:
        return tok(Kind.SUIT, SUITS[SYMBOLS.index(raw)])
    if raw in ("S", "H", "D", "C"):
        return tok(Kind.SUIT, SUITS["SHDC".index(raw)])
    if word in _NUMBER_WORDS:
        return tok(Kind.NUM, _NUMBER_WORDS[word])
    if word.isascii() and word.isdigit():
        return tok(Kind.NUM, int(word))
    if word in _RANK_WORDS:
        return tok(Kind.RANKS, (_RANK_WORDS[word],))
    if raw in ("K", "Q", "J", "T", "k", "q", "j") or (raw.isupper() and _RANKS_ONLY.fullmatch(raw)):
        return tok(Kind.RANKS, tuple(_ranks(raw)))
    cards = _cards_of(raw)
    if cards is not None:
        return tok(Kind.CARDS, cards)
    return tok(Kind.WORD)


def _tokenize(text: str) -> list[Token]:
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


# ---- the parser ----------------------------------------------------------------------------


class _Parser:
    """Recursive descent over the tokens; each ``_step_*`` reads one kind of step."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokenize(text)
        self.i = 0
        # The verb a bare object after "and" takes over: "lose a club and a diamond",
        # "ruff a heart and a club" (only ruffs and concessions: a bare "four hearts"
        # elsewhere is a count of tricks, row 3).
        self.carried: Action | None = None
        # The last suit named, for "if they break".
        self.last_suit: tuple[Denom | None, bool] | None = None

    # -- token helpers
    def peek(self, ahead: int = 0) -> Token | None:
        index = self.i + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def at(self, *words: str, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.kind is Kind.WORD and token.word in words

    def at_kind(self, kind: Kind, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.kind is kind

    def take(self) -> Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def skip(self, *words: str) -> bool:
        if self.at(*words):
            self.i += 1
            return True
        return False

    def fail(self, expected: tuple[str, ...]) -> StatementError:
        token = self.peek()
        if token is None:
            return StatementError("", len(self.text), expected)
        known = token.kind is not Kind.WORD or token.word in _KNOWN_WORDS
        return StatementError(token.raw, token.pos, expected, known=known)

    def span(self, start: int) -> str:
        first, last = self.tokens[start], self.tokens[self.i - 1]
        return self.text[first.pos : last.end]

    # -- the statement
    def statement(self) -> Statement:
        if [t.word for t in self.tokens] == ["no", "statement"]:
            return Statement(text=self.text)
        parts: list[tuple[Step, ...]] = []
        current: list[Step] = []
        then = False
        tricks: int | None = None
        conditions: list[Condition] = []
        while self.peek() is not None:
            if self.at_kind(Kind.SEP):
                if self._separators():
                    then, self.carried = True, None  # "ruff a heart, then four spades"
                continue
            self._skip_infinitive()
            first = self.peek()
            item = self._clause()
            self.carried = None
            if isinstance(item, Step) and item.action in (Action.RUFF, Action.CONCEDE):
                self.carried = item.action
            if isinstance(item, Step):
                if then and current:
                    parts.append(tuple(current))
                    current = []
                then = False
                current.append(item)
            elif isinstance(item, Condition):
                conditions.append(item)
            elif isinstance(item, int):
                if tricks is not None:
                    assert first is not None
                    raise StatementError(first.raw, first.pos, ("if", "otherwise"), known=True)
                tricks = item
            token = self.peek()
            if token is not None and token.kind is not Kind.SEP and not self.at(*_IF_WORDS):
                raise self.fail(AFTER_STEP_EXPECTED)
        if current:
            parts.append(tuple(current))
        return Statement(tuple(Part(p) for p in parts), tricks, tuple(conditions), self.text)

    def _skip_infinitive(self) -> None:
        """ "I'm going to draw trumps": a "to" before a verb is filler."""
        verb = self.peek(1)
        if self.at("to") and verb is not None and self._verb_reader(verb.word) is not None:
            self.take()

    def _separators(self) -> bool:
        """Consume a run of separators; True when it says ``then``."""
        then = False
        while self.at_kind(Kind.SEP):
            then = self.take().value == "then" or then
        return then

    def _clause(self) -> Step | Condition | int:
        token = self.peek()
        assert token is not None
        if token.kind is Kind.WORD:
            if token.word in _IF_WORDS:
                return self._condition(None)
            if token.word in ("otherwise", "else"):
                self.take()
                return self._count_only()
            reader = self._verb_reader(token.word)
            if reader is None:
                raise self.fail(CLAUSE_EXPECTED)
            start = self.i
            self.take()
            return self._finish(reader(), start)
        start = self.i
        if token.kind is Kind.NUM:
            if not self._numbered_step_ahead():
                return self._count_claim()
            return self._finish(self._step_numbered(), start)
        if token.kind is Kind.SUIT:
            return self._finish(self._step_suit_first(), start)
        if token.kind is Kind.TRUMP:
            self._suit()
            if (
                token.word == "trump"
                and self.peek() is not None
                and (self.at_kind(Kind.NUM) or self.at_kind(Kind.SUIT) or self._cards_ahead())
            ):
                return self._finish(self._step_ruff(), start)
            return self._finish({"action": Action.DRAW_TRUMPS}, start)
        if token.kind in (Kind.CARDS, Kind.RANKS):
            cards = self._cards()
            return self._finish({"action": Action.PLAY, "cards": cards}, start)
        raise self.fail(CLAUSE_EXPECTED)

    def _verb_reader(self, word: str) -> Callable[[], dict[str, object]] | None:
        if word in _DRAW_VERBS:
            return self._step_draw
        if word in _CASH_VERBS or word in _PLAY_VERBS:
            cash = word in _CASH_VERBS
            return lambda: self._step_cash_or_play(cash)
        if word in _RUFF_VERBS:
            return self._step_ruff
        if word in ("finesse", "finessing"):
            return self._step_finesse
        if word in ("crossruff", "cross-ruff", "crossruffing", "cross-ruffing", "cross"):
            return self._step_crossruff
        if word in _CONCEDE_VERBS:
            return self._step_concede
        if word in ("unblock", "unblocking"):
            return self._step_unblock
        if word in _REST_HEADS:
            return self._step_rest
        return None

    def _finish(self, fields: dict[str, object], start: int) -> Step:
        """Read the modifiers that may follow any step, and build it."""
        while True:
            if self.at("in", "from", "on") and self._hand_ahead(1):
                self.take()
                fields["hand"] = self._hand()
            elif self.at("ending", "finishing", "end", "ends"):
                self.take()
                if not self.skip("in", "on"):
                    raise self.fail(("in",))
                fields["ending"] = self._hand()
            elif self.at("from") and self.at("top", ahead=1):
                self.i += 2
            elif self.at("top") and self.at("down", ahead=1):
                self.i += 2
            elif fields["action"] is Action.DRAW_TRUMPS and self.at("in") and self._rounds():
                fields["count"] = self._rounds()
                self.i += 3
            elif self.at("in", "from", "on") and self.peek(1) is not None:
                self.take()
                raise self.fail(HAND_EXPECTED)
            else:
                break
        try:
            return Step(text=self.span(start), **fields)  # type: ignore[arg-type]
        except ValueError as error:  # a count of 0, for one
            first = self.tokens[start]
            raise StatementError(first.raw, first.pos, (str(error),), known=True) from None

    def _rounds(self) -> int | None:
        number = self.peek(1)
        if number is not None and number.kind is Kind.NUM and self.at("rounds", "round", ahead=2):
            return int(number.value)  # type: ignore[arg-type]
        return None

    def _hand_ahead(self, ahead: int) -> bool:
        token = self.peek(ahead)
        if token is None:
            return False
        if token.word in ("closed", "own"):
            return True
        return token.raw in ("N", "E", "S", "W") or (
            token.word in _HAND_WORDS and len(token.word) > 1
        )

    def _hand(self) -> str:
        self.skip("closed", "own")
        token = self.peek()
        if token is None or not self._hand_ahead(0):
            raise self.fail(HAND_EXPECTED)
        self.take()
        return _HAND_WORDS[token.word]

    # -- objects: counts, suits, cards
    def _count(self) -> int | None:
        if self.at_kind(Kind.NUM):
            return self._number()
        return None

    def _number(self) -> int:
        """A count: 1 to 13 (there are no more tricks, nor cards in a suit)."""
        token = self.take()
        number = int(token.value)  # type: ignore[arg-type]
        if not 1 <= number <= 13:
            raise StatementError(token.raw, token.pos, ("a number from 1 to 13",), known=True)
        return number

    def _suit(self) -> tuple[Denom | None, bool]:
        """A suit or "trumps", if one stands here."""
        if self.at_kind(Kind.SUIT):
            self.last_suit = (self.take().value, False)  # type: ignore[assignment]
            return self.last_suit  # type: ignore[return-value]
        if self.at_kind(Kind.TRUMP):
            self.take()
            self.last_suit = (None, True)
            return self.last_suit
        return None, False

    def _cards_ahead(self) -> bool:
        token = self.peek()
        if token is None:
            return False
        if token.kind in (Kind.CARDS, Kind.RANKS):
            return True
        if token.kind is Kind.NUM and 2 <= int(token.value) <= 10:  # type: ignore[arg-type]
            return self.at("of", ahead=1)
        if token.kind is Kind.SUIT:
            return self.at_kind(Kind.RANKS, 1)
        return False

    def _cards(self) -> tuple[Card, ...]:
        """Cards: ``SA SK``, ``♠AK``, ``ace and king of spades``, ``spade ace``."""
        cards = self._read_cards()
        if len({card.suit for card in cards}) == 1:
            self.last_suit = (cards[0].suit, False)
        return cards

    def _read_cards(self) -> tuple[Card, ...]:
        token = self.peek()
        if token is not None and token.kind is Kind.CARDS:
            cards: list[Card] = []
            while self.at_kind(Kind.CARDS):
                cards.extend(self.take().value)  # type: ignore[arg-type]
            return tuple(cards)
        if token is None or token.kind not in (Kind.SUIT, Kind.RANKS, Kind.NUM):
            raise self.fail(CARD_EXPECTED)
        if token.kind is Kind.SUIT:
            if not self.at_kind(Kind.RANKS, 1):
                raise StatementError(token.raw, token.pos, CARD_EXPECTED, known=True)
            suit = self.take().value
            ranks = self.take().value
            return tuple(_card(suit, r) for r in ranks)  # type: ignore[arg-type]
        ranks: list[str] = []
        while True:
            ranks.extend(self._rank())
            sep = self.peek()
            if (
                sep is not None
                and sep.kind is Kind.SEP
                and sep.value == "and"
                and (
                    self.at_kind(Kind.RANKS, 1)
                    or (self.at_kind(Kind.NUM, 1) and self.at("of", ahead=2))
                )
            ):
                self.take()
                continue
            if self.at_kind(Kind.RANKS):
                continue
            break
        self.skip("of")
        if not self.at_kind(Kind.SUIT):
            raise self.fail(SUIT_EXPECTED)
        suit = self.take().value
        return tuple(_card(suit, r) for r in ranks)  # type: ignore[arg-type]

    def _rank(self) -> tuple[str, ...]:
        token = self.peek()
        if token is not None and token.kind is Kind.RANKS:
            return self.take().value  # type: ignore[return-value]
        if token is not None and token.kind is Kind.NUM and 2 <= int(token.value) <= 10:  # type: ignore[arg-type]
            self.take()
            return (RANK_CHARS[int(token.value) - 2],)  # type: ignore[arg-type]
        raise self.fail(("a rank (ace, king, queen, jack, ten, 9 ... 2)",))

    def _to_rank_ahead(self) -> bool:
        return self.at("to", "toward", "towards")

    def _toward(self, suit: Denom) -> dict[str, object]:
        """``heart to the queen``: a finesse of HQ (to the ace: simply playing it);
        ``club to dummy``: a club, the trick ending in dummy."""
        self.take()
        if self._hand_ahead(0):
            return {"action": Action.PLAY, "suit": suit, "count": 1, "ending": self._hand()}
        (rank,) = self._rank()[:1]
        card = _card(suit, rank)
        action = Action.PLAY if rank == "A" else Action.FINESSE
        return {"action": action, "cards": (card,)}

    # -- steps
    def _step_draw(self) -> dict[str, object]:
        while self.at("out", "all", "last", "remaining", "outstanding", "their", "opponents'"):
            self.take()
        rounds = self._count()
        if rounds is not None and self.skip("rounds", "round"):
            self.skip("of")
        else:
            rounds = None  # "draw two trumps" is drawing trumps, not a number of rounds
        if not self.at_kind(Kind.TRUMP):
            raise self.fail(("trumps",))
        self._suit()
        return {"action": Action.DRAW_TRUMPS, "count": rounds}

    def _step_cash_or_play(self, cash: bool) -> dict[str, object]:
        """``cash the spades``, ``run clubs``, ``play a diamond``, ``cash SA SK``,
        ``lead a heart to the queen``, ``take the club finesse``, ``take the rest``."""
        if self.at("all", "top") and (self.at_kind(Kind.SUIT, 1) or self.at_kind(Kind.NUM, 1)):
            self.take()  # "run all the spades", "cash the top two spades"
        if self.at(*_REST_HEADS):
            self.take()
            return self._step_rest()
        if self.at("finesse") or (self.at_kind(Kind.SUIT) and self.at("finesse", ahead=1)):
            return self._step_finesse()
        if self.at_kind(Kind.NUM) and self.at_kind(Kind.SUIT, 1) and self._to_rank_ahead_at(2):
            self.take()
        if self.at_kind(Kind.SUIT) and self._to_rank_ahead_at(1):
            return self._toward(self.take().value)  # type: ignore[arg-type]
        if self._cards_ahead():
            return {"action": Action.CASH if cash else Action.PLAY, "cards": self._cards()}
        count = self._count()
        suit, trumps = self._suit()
        winners = self.skip("winners", "winner", "tricks", "trick")
        if suit is None and not trumps:
            if not winners:
                raise self.fail(SUIT_EXPECTED + ("trumps", "a card", "winners", "the rest"))
            return {"action": Action.CASH, "count": count}
        action = Action.PLAY if not cash and count is not None else Action.CASH
        return {"action": action, "suit": suit, "trumps": trumps, "count": count}

    def _to_rank_ahead_at(self, ahead: int) -> bool:
        saved = self.i
        self.i += ahead
        try:
            return self._to_rank_ahead()
        finally:
            self.i = saved

    def _step_ruff(self) -> dict[str, object]:
        if self._cards_ahead():
            return {"action": Action.RUFF, "cards": self._cards()}
        count = self._count()
        suit, _ = self._suit()
        self.skip("ruffs", "ruff")
        return {"action": Action.RUFF, "suit": suit, "count": count}

    def _step_finesse(self) -> dict[str, object]:
        """``finesse HQ``, ``finesse against HK``, ``take the club finesse``."""
        if self.at_kind(Kind.SUIT) and self.at("finesse", ahead=1):
            suit = self.take().value
            self.take()
            return {"action": Action.FINESSE, "suit": suit}
        self.skip("finesse")
        against = self.skip("against")
        if self.at_kind(Kind.SUIT, 1) or self.at_kind(Kind.TRUMP, 1):
            self.skip("in")
        if self._cards_ahead():
            return {"action": Action.FINESSE, "cards": self._cards(), "against": against}
        if against:
            raise self.fail(CARD_EXPECTED)
        suit, _ = self._suit()
        return {"action": Action.FINESSE, "suit": suit}

    def _step_crossruff(self) -> dict[str, object]:
        if self.tokens[self.i - 1].word == "cross":
            if not self.skip("ruff", "ruffing"):
                raise self.fail(("ruff",))
        self.skip("rest", "remaining")
        return {"action": Action.CROSSRUFF}

    def _step_concede(self) -> dict[str, object]:
        """``concede a diamond``, ``give up a club``, ``lose a trick to the ace of spades``."""
        self.skip("up")
        self.skip("them")
        if self._cards_ahead():  # "concede the SA": a trick to that card
            return {"action": Action.CONCEDE, "cards": self._cards()}
        if self.skip("rest", "remaining", "remainder"):
            return {"action": Action.CONCEDE}
        self.skip("last")
        count = self._count()
        suit, trumps = self._suit()
        if self.skip("trick") and count is None:
            count = 1  # "concede the last trick"
        self.skip("tricks")
        cards: tuple[Card, ...] = ()
        if self.skip("to"):
            cards = self._cards()
        return {"action": Action.CONCEDE, "suit": suit, "trumps": trumps, "count": count,
                "cards": cards}  # fmt: skip

    def _step_unblock(self) -> dict[str, object]:
        if self._cards_ahead():
            return {"action": Action.UNBLOCK, "cards": self._cards()}
        suit, trumps = self._suit()
        if suit is None and not trumps:
            raise self.fail(SUIT_EXPECTED + CARD_EXPECTED)
        return {"action": Action.UNBLOCK, "suit": suit, "trumps": trumps}

    def _step_rest(self) -> dict[str, object]:
        """``the rest are high``, ``all mine``, ``all good``, ``claiming the rest``."""
        while self.at(*_REST_TAILS):
            self.take()
        return {"action": Action.REST_HIGH}

    def _numbered_step_ahead(self) -> bool:
        """After a number: a step ("four hearts", "two ruffs", "ten of hearts") rather
        than a trick count ("10 tricks")."""
        return (
            self.at_kind(Kind.SUIT, 1)
            or self.at_kind(Kind.TRUMP, 1)
            or self.at("ruffs", "ruff", "of", ahead=1)
        )

    def _step_numbered(self) -> dict[str, object]:
        if self._cards_ahead():
            return {"action": Action.PLAY, "cards": self._cards()}
        count = self._count()
        if self.skip("ruffs", "ruff"):
            return {"action": Action.RUFF, "count": count}
        suit, trumps = self._suit()
        if self.skip("ruffs", "ruff"):
            return {"action": Action.RUFF, "suit": suit, "count": count}
        if suit is not None and self._to_rank_ahead():
            return self._toward(suit)
        said = self.skip("tricks", "trick", "winners", "winner")
        if not said and self.carried is not None and (suit is not None or trumps):
            return {"action": self.carried, "suit": suit, "trumps": trumps, "count": count}
        return {"action": Action.TRICKS, "suit": suit, "trumps": trumps, "count": count}

    def _step_suit_first(self) -> dict[str, object]:
        """``heart to the queen``, ``club finesse``, ``heart ruff``, ``spade ace``,
        ``spades`` (cash them)."""
        if self.at_kind(Kind.RANKS, 1):
            return {"action": Action.PLAY, "cards": self._cards()}
        if self.at("finesse", ahead=1):
            return self._step_finesse()
        suit, _ = self._suit()
        if self._to_rank_ahead():
            return self._toward(suit)  # type: ignore[arg-type]
        if self.skip("ruff", "ruffs"):
            return {"action": Action.RUFF, "suit": suit, "count": 1}
        self.skip("winners", "tricks")
        if self.skip("are", "is"):  # "the spades are good": he will cash them
            if not self.skip("good", "high", "winners", "mine", "top", "masters", "all"):
                raise self.fail(("good", "high"))
            self.skip("good", "high", "winners")
        return {"action": self.carried or Action.CASH, "suit": suit}

    # -- counts and conditions
    def _count_only(self) -> int:
        if not self.at_kind(Kind.NUM):
            raise self.fail(("a number of tricks",))
        number = self._number()
        self.skip("tricks", "trick")
        return number

    def _count_claim(self) -> int | Condition:
        """``10 tricks``, ``11 if clubs break``, ``10 otherwise``."""
        number = self._count_only()
        self.skip("otherwise", "else")
        if self.at(*_IF_WORDS):
            return self._condition(number)
        return number

    def _condition(self, tricks: int | None) -> Condition:
        start = self.i
        self.take()  # "if"
        fields = self._condition_body()
        if tricks is None:
            tricks = self._trailing_tricks()
        text = self.span(start)
        return Condition(tricks=tricks, text=text, **fields)  # type: ignore[arg-type]

    def _condition_body(self) -> dict[str, object]:
        if self.skip("finesse"):
            self._skip_works()
            return {"kind": ConditionKind.FINESSE}
        if self.at_kind(Kind.SUIT) and self.at("finesse", ahead=1):
            suit = self.take().value
            self.take()
            self._skip_works()
            return {"kind": ConditionKind.FINESSE, "suit": suit}
        if self._cards_ahead():
            return self._card_condition()
        if self._seat_holds_ahead():
            return self._seat_holds()
        if self.at("they", "it", "suit") and self.last_suit is not None:
            self.take()
            suit, trumps = self.last_suit
        else:
            suit, trumps = self._suit()
        if suit is None and not trumps:
            pronoun = ("they",) if self.last_suit is not None else ()
            raise self.fail(SUIT_EXPECTED + ("trumps",) + pronoun + ("the finesse", "a card"))
        said = self.skip(*_BREAK_WORDS)
        self.skip("evenly", "kindly", "normally", "well")
        split = None
        if self.at_kind(Kind.SPLIT):
            split = self.take().value
        elif not said:
            raise self.fail(("break", "are 3-2"))
        return {"kind": ConditionKind.BREAK, "suit": suit, "trumps": trumps, "split": split}

    def _seat_holds_ahead(self) -> bool:
        token = self.peek()
        return (
            token is not None
            and (token.word in ("north", "east", "south", "west") or token.raw in ("N", "E", "W"))
            and self.at("has", "holds", ahead=1)
        )

    def _seat_holds(self) -> dict[str, object]:
        """``if West has the king of hearts``: that card lies with that seat."""
        hand = _HAND_WORDS[self.take().word]
        self.take()
        cards = self._cards()
        if len(cards) != 1:
            last = self.tokens[self.i - 1]
            raise StatementError(last.raw, last.pos, ("one card",), known=True)
        return {"kind": ConditionKind.ONSIDE, "card": cards[0], "hand": hand}

    def _card_condition(self) -> dict[str, object]:
        cards = self._cards()
        if len(cards) != 1:
            raise StatementError(self.tokens[self.i - 1].raw, self.tokens[self.i - 1].pos,
                                 ("one card",))  # fmt: skip
        if self.skip("finesse"):
            self._skip_works()
            return {"kind": ConditionKind.FINESSE, "card": cards[0]}
        self.skip("is", "lies", "sits")
        hand = None
        if self.skip("with"):
            hand = self._hand()
        elif self.skip("onside", "right"):
            pass
        elif self.skip("on"):
            if not self.skip("side"):
                raise self.fail(("side",))
        elif self.skip("well"):
            self.skip("placed")
        else:
            raise self.fail(("onside", "with West", "finesse works"))
        return {"kind": ConditionKind.ONSIDE, "card": cards[0], "hand": hand}

    def _skip_works(self) -> None:
        while self.at(*_WORKS_WORDS):
            self.take()

    def _trailing_tricks(self) -> int | None:
        """``if clubs break, 11 tricks``: a bare count right after the condition (with at
        most a comma between) is what it claims."""
        ahead = 1 if (self.at_kind(Kind.SEP) and self.peek().word == ",") else 0  # type: ignore[union-attr]
        if not self.at_kind(Kind.NUM, ahead):
            return None
        after = ahead + (2 if self.at("tricks", "trick", ahead=ahead + 1) else 1)
        token = self.peek(after)
        if token is not None and (token.kind is not Kind.SEP or token.value == "then"):
            return None
        self.i += ahead
        return self._count_only()


# ---- canonical printing --------------------------------------------------------------------

_HAND_EN = {"hand": "hand", "dummy": "dummy", "N": "North", "E": "East", "S": "South",
            "W": "West"}  # fmt: skip
_HAND_ZH = {"hand": "莊家手", "dummy": "明手", "N": "北家", "E": "東家", "S": "南家",
            "W": "西家"}  # fmt: skip


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


def _amount(count: int | None) -> str:
    return "" if count is None else ("a " if count == 1 else f"{count} ")


def _suit_en(suit: Denom | None, trumps: bool, count: int | None) -> str:
    if trumps:
        return "trump" if count == 1 else "trumps"
    return SYMBOLS[suit] if suit is not None else ""


def _step_en(step: Step) -> str:
    words = _STEP_EN[step.action](step).strip()
    if step.hand:
        words += f" in {_HAND_EN[step.hand]}"
    if step.ending:
        words += f" ending in {_HAND_EN[step.ending]}"
    return words


def _object_en(step: Step, noun: str = "") -> str:
    if step.cards:
        return _cards_text(step.cards)
    suit = _suit_en(step.suit, step.trumps, step.count)
    if not suit and noun:
        suit = noun if step.count == 1 else noun + "s"
    return (_amount(step.count) + suit).strip()


def _cash_en(step: Step) -> str:
    if step.cards:
        return f"cash {_cards_text(step.cards)}"
    if step.suit is None and not step.trumps:
        return f"cash {_amount(step.count)}winner" + ("" if step.count == 1 else "s")
    return f"cash {_object_en(step)} from the top"


def _ruff_en(step: Step) -> str:
    if step.cards or step.suit is not None or step.count is None:
        return f"ruff {_object_en(step)}"
    return "a ruff" if step.count == 1 else f"{step.count} ruffs"


def _finesse_en(step: Step) -> str:
    if step.cards:
        return ("finesse against " if step.against else "finesse ") + _cards_text(step.cards)
    if step.suit is not None:
        return f"take the {SYMBOLS[step.suit]} finesse"
    return "take the finesse"


def _concede_en(step: Step) -> str:
    to = f" to {_cards_text(step.cards)}" if step.cards else ""
    if step.count is None and step.suit is None and not step.trumps:
        return "concede" + (to or " the rest")
    return "concede " + _object_en(replace(step, cards=()), "trick") + to


def _tricks_en(step: Step) -> str:
    noun = "trick" if step.count == 1 else "tricks"
    return f"{_amount(step.count)}{_suit_en(step.suit, step.trumps, 2)} {noun}".replace(
        "trumps trick", "trump trick"
    )


_STEP_EN: dict[Action, Callable[[Step], str]] = {
    Action.DRAW_TRUMPS: lambda s: "draw trumps" + (f" in {s.count} rounds" if s.count else ""),
    Action.CASH: _cash_en,
    Action.PLAY: lambda s: f"play {_object_en(s)}",
    Action.RUFF: _ruff_en,
    Action.FINESSE: _finesse_en,
    Action.CROSSRUFF: lambda s: "crossruff",
    Action.CONCEDE: _concede_en,
    Action.UNBLOCK: lambda s: f"unblock {_object_en(s)}",
    Action.TRICKS: _tricks_en,
    Action.REST_HIGH: lambda s: "the rest are high",
}


def _split_text(split: tuple[int, int] | None) -> str:
    return "" if split is None else f" {split[0]}-{split[1]}"


def _condition_en(cond: Condition) -> str:
    if cond.kind is ConditionKind.BREAK:
        words = f"if {_suit_en(cond.suit, cond.trumps, 2)} break{_split_text(cond.split)}"
    elif cond.kind is ConditionKind.FINESSE:
        what = str(cond.card) if cond.card else SYMBOLS[cond.suit] if cond.suit is not None else ""
        words = f"if the {what} finesse works".replace("the  ", "the ")
    else:
        where = f"with {_HAND_EN[cond.hand]}" if cond.hand else "onside"
        words = f"if {cond.card} is {where}"
    return words if cond.tricks is None else f"{cond.tricks} tricks {words}"


def _join_en(steps: tuple[Step, ...]) -> str:
    texts = [step.canonical() for step in steps]
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]


def _statement_en(statement: Statement) -> str:
    if statement.empty:
        return "no statement"
    sections = []
    if statement.parts:
        sections.append(", then ".join(_join_en(part.steps) for part in statement.parts))
    if statement.tricks is not None:
        sections.append(f"{statement.tricks} tricks")
    sections.extend(_condition_en(cond) for cond in statement.conditions)
    return "; ".join(sections)


# Chinese: the seed laws' words — 將牌 trump, 飛牌 finesse, 明手 dummy, 莊家 declarer,
# 將吃 ruff (the seed text's word, Law 50), 兌現 cash, 墩 trick.


def _suit_zh(suit: Denom | None, trumps: bool) -> str:
    return "將牌" if trumps else SYMBOLS[suit] if suit is not None else ""


def _count_zh(count: int | None, unit: str = "張") -> str:
    return "" if count is None else ("一" + unit if count == 1 else f"{count}{unit}")


def _object_zh(step: Step) -> str:
    if step.cards:
        return _cards_text(step.cards)
    return _count_zh(step.count) + _suit_zh(step.suit, step.trumps)


def _cash_zh(step: Step) -> str:
    if step.cards:
        return "兌現" + _cards_text(step.cards)
    if step.suit is None and not step.trumps:
        return "兌現" + _count_zh(step.count) + "贏張"
    return "從大到小兌現" + _object_zh(step)


def _finesse_zh(step: Step) -> str:
    if step.cards:
        return (
            ("對" + _cards_text(step.cards) + "飛牌")
            if step.against
            else ("飛" + _cards_text(step.cards))
        )
    return _suit_zh(step.suit, False) + "飛牌"


def _concede_zh(step: Step) -> str:
    if step.count is None and step.suit is None and not step.trumps and not step.cards:
        return "承認其餘牌墩"  # Law 68B's word for a concession
    words = "輸" + (_count_zh(step.count, "墩") or "") + _suit_zh(step.suit, step.trumps)
    return words + (f"給{_cards_text(step.cards)}" if step.cards else "")


_STEP_ZH: dict[Action, Callable[[Step], str]] = {
    Action.DRAW_TRUMPS: lambda s: (f"分{s.count}輪" if s.count else "") + "清將牌",
    Action.CASH: _cash_zh,
    Action.PLAY: lambda s: "打" + _object_zh(s),
    Action.RUFF: lambda s: "將吃" + _object_zh(s),
    Action.FINESSE: _finesse_zh,
    Action.CROSSRUFF: lambda s: "交叉將吃",
    Action.CONCEDE: _concede_zh,
    Action.UNBLOCK: lambda s: "解封" + _object_zh(s),
    Action.TRICKS: lambda s: _suit_zh(s.suit, s.trumps) + _count_zh(s.count, "墩"),
    Action.REST_HIGH: lambda s: "其餘牌墩全贏",
}


def _step_zh(step: Step) -> str:
    words = _STEP_ZH[step.action](step)
    if step.hand:
        words = f"在{_HAND_ZH[step.hand]}" + words
    if step.ending:
        words += f"（止於{_HAND_ZH[step.ending]}）"
    return words


def _condition_zh(cond: Condition) -> str:
    if cond.kind is ConditionKind.BREAK:
        shape = f"{cond.split[0]}-{cond.split[1]}分配" if cond.split else "分配正常"
        words = f"如果{_suit_zh(cond.suit, cond.trumps)}{shape}"
    elif cond.kind is ConditionKind.FINESSE:
        what = str(cond.card) if cond.card else _suit_zh(cond.suit, False)
        words = f"如果{what}飛牌成功"
    else:
        where = f"在{_HAND_ZH[cond.hand]}" if cond.hand else "位置有利"
        words = f"如果{cond.card}{where}"
    return words if cond.tricks is None else f"{words}則{cond.tricks}墩"


def _statement_zh(statement: Statement) -> str:
    if statement.empty:
        return "未作說明"
    sections = []
    if statement.parts:
        sections.append("，然後".join("，".join(s.canonical("zh") for s in part.steps)
                                     for part in statement.parts))  # fmt: skip
    if statement.tricks is not None:
        sections.append(f"{statement.tricks}墩")
    sections.extend(_condition_zh(cond) for cond in statement.conditions)
    return "；".join(sections)
