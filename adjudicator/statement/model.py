"""The parsed statement: what the claimer said, as the policy layer reads it.

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
    ``condition``: a line stated for one layout only ("if clubs are 4-1, ruff the fourth
    round"): the part applies when the condition holds in the actual layout (row 19).
    ``contract`` (on the statement): the claimer said he makes the contract.
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
    ``ranks``: cards of the trump suit named by rank ("the ace and king of trumps": the
    suit is known only with the position).  ``round``: the round of the suit ("ruff the
    fourth round", "the third club"; the count is then 1).  ``on_suit``/``on_cards``: a
    discard plan's winners ("discard my club on dummy's diamonds": ``suit`` clubs,
    ``on_suit`` diamonds, ``hand`` the hand that discards).  ``target``: the opponent
    squeezed (a seat letter); ``suits``: the squeeze's threat suits ("in the minors").
``Condition``
    ``kind`` (:class:`ConditionKind`: ``BREAK``, ``FINESSE``, ``ONSIDE``), ``suit``,
    ``trumps``, ``split`` (``(3, 2)`` or ``None``), ``card``, ``hand`` (``"the king is with
    West"``), ``tricks`` (the count claimed if it holds, claim-practice row 19), ``text``.
    A condition is kept for the whole statement; which steps it governs is not recorded.

``text`` fields do not take part in equality, so ``parse_statement(s.canonical()) == s``.

The printing methods (``canonical``) are in :mod:`adjudicator.statement.render`.
"""

from __future__ import annotations

import difflib
import enum
from dataclasses import dataclass, field

from endplay.types import Card, Denom

from adjudicator.errors import AdjudicatorError
from adjudicator.statement.lexicon import ENGLISH, KNOWN_WORDS, LANGUAGES


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
    RUFFING_FINESSE = "ruffing finesse"  # lead toward a void: ruff a cover, else discard
    DISCARD = "discard"  # a discard plan: these cards go on those winners
    SQUEEZE = "squeeze"  # run the free winners, keeping the threats
    DOUBLE_SQUEEZE = "double squeeze"
    CROSS = "cross"  # "cross to dummy (with a club)": a trick won in ``ending``
    ENDPLAY = "endplay"  # "endplay West", "throw East in": a plan named, no order of play


class ConditionKind(enum.Enum):
    """What a condition of a conditional claim depends on (claim-practice row 19)."""

    BREAK = "break"  # a suit divides (evenly, or as ``split`` says)
    FINESSE = "finesse"  # a finesse (in a suit, or of a card) wins
    ONSIDE = "onside"  # an opponent's card lies well (or with ``hand``)


HANDS = ("hand", "dummy", "N", "E", "S", "W")
SEATS = ("N", "E", "S", "W")
RANKS = "AKQJT98765432"
_SQUEEZES = (Action.SQUEEZE, Action.DOUBLE_SQUEEZE, Action.ENDPLAY)
_BY_RANK = (Action.PLAY, Action.CASH, Action.FINESSE, Action.UNBLOCK)


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
    ranks: tuple[str, ...] = ()
    round: int | None = None
    on_suit: Denom | None = None
    on_cards: tuple[Card, ...] = ()
    target: str | None = None
    suits: tuple[Denom, ...] = ()
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
        self._check_new_fields()

    def _check_new_fields(self) -> None:
        if self.ranks and (
            not self.trumps
            or self.cards
            or self.action not in _BY_RANK
            or any(r not in RANKS for r in self.ranks)
        ):
            raise ValueError("ranks name cards of the trump suit (the ace and king of trumps)")
        if self.round is not None and (
            not 1 <= self.round <= 13
            or self.count != 1
            or self.suit is None
            or self.action is not Action.RUFF
        ):
            raise ValueError("a round is 1 to 13, of a suit, ruffed (ruff the fourth club)")
        if (self.on_suit is not None or self.on_cards) and self.action is not Action.DISCARD:
            raise ValueError("only a discard is made on winners")
        if self.on_suit is not None and self.on_cards:
            raise ValueError("a discard goes on a suit's winners or on cards, not both")
        if (self.target is not None or self.suits) and self.action not in _SQUEEZES:
            raise ValueError("only a squeeze has a target and threat suits")
        if self.target is not None and (
            self.target not in SEATS or self.action is Action.DOUBLE_SQUEEZE
        ):
            raise ValueError(f"a squeeze's target is one of {SEATS}")
        if self.action is Action.CROSS and (self.ending is None or self.cards):
            raise ValueError("a crossing names the hand it ends in (and a suit, no cards)")

    def canonical(self, lang: str = "en") -> str:
        """The step in canonical words (``en`` parses back to an equal step)."""
        from adjudicator.statement import render

        return render.step_text(self, lang)


@dataclass(frozen=True)
class Part:
    """Steps said together with ``and``/commas: **no order among them** (row 3), for every
    layout or — with ``condition`` — for the layout it names."""

    steps: tuple[Step, ...]
    condition: Condition | None = None

    def __post_init__(self) -> None:
        if self.condition is not None and self.condition.tricks is not None:
            raise ValueError("a line's condition claims no count (that is the statement's)")


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
    #: "unless ...", "if the finesse fails", "otherwise ..." (after a line for a layout):
    #: the condition holds when what it names does not.
    negated: bool = False

    def canonical(self, lang: str = "en") -> str:
        from adjudicator.statement import render

        return render.condition_text(self, lang)


@dataclass(frozen=True)
class Statement:
    """What the claimer said (Law 68C), as the policy layer reads it (Law 70D)."""

    parts: tuple[Part, ...] = ()
    tricks: int | None = None
    conditions: tuple[Condition, ...] = ()
    text: str = field(default="", compare=False)
    contract: bool = False  # "I will make the contract": the claim's own count
    #: The words the reader could not read and left out, as typed, one run of
    #: neighbouring words each (issue 28: shown beside the reading, never refused).
    unread: tuple[str, ...] = field(default=(), compare=False)

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step, in the order stated."""
        return tuple(step for part in self.parts for step in part.steps)

    @property
    def understood_in_full(self) -> bool:
        """True when every word was read (nothing left out)."""
        return not self.unread

    @property
    def ordered(self) -> bool:
        """True when the claimer stated an order (said ``then`` between steps)."""
        return len(self.parts) > 1

    @property
    def empty(self) -> bool:
        """A claim with no statement at all (Law 70D then has nothing to bind)."""
        return not self.parts and self.tricks is None and not self.conditions and not self.contract

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
        """The statement in canonical words: English (``en``), Simplified Chinese (``zh``)
        or Traditional (``zh-Hant``); each parses back to an equal statement."""
        if lang not in ("en", "zh", "zh-Hant"):
            raise ValueError(f"unknown language {lang!r} (expected en, zh or zh-Hant)")
        from adjudicator.statement import render

        return render.statement_text(self, lang)

    def __str__(self) -> str:
        return self.canonical()


class StatementError(AdjudicatorError, ValueError):
    """A word the statement language cannot read where it stands.

    ``word`` is the word as typed (``""`` at the end of the statement), ``position`` its
    character offset in the text, ``expected`` what would have been understood there (in
    the canonical, English, terms), ``lang`` the statement's language (``en``,
    ``zh-Hans``, ``zh-Hant``): the message is written in it.
    """

    def __init__(
        self,
        word: str,
        position: int,
        expected: tuple[str, ...],
        known: bool = False,
        lang: str = "en",
    ):
        self.word = word
        self.position = position
        self.expected = tuple(expected)
        self.lang = lang
        language = LANGUAGES[lang]
        items = dict.fromkeys(language.expected.get(e, e) for e in self.expected)  # once each
        said = language.list_separator.join(items)
        kind = "end" if not word else "unexpected" if known else "unknown"
        if expected == (NOTHING,):
            kind = NOTHING
        # said counting from 1, as a person counts the characters (``position`` stays the
        # offset into the text)
        message = language.messages[kind].format(word=word, position=position + 1, expected=said)
        close = None if known or not word or kind == NOTHING else nearest_phrase(word, lang)
        if close:
            message += language.messages["close"].format(close=close)
        super().__init__(message)


#: The ``expected`` of the one error the tolerant reader raises: nothing was understood.
NOTHING = "nothing"


def nothing_understood(text: str, unread: tuple[str, ...], lang: str) -> StatementError:
    """The error for a statement of which no word could be read: it says so, and how to
    type one (or ``--statement ""`` for none)."""
    return StatementError(" ".join(unread) or text, 0, (NOTHING,), lang=lang)


def nearest_phrase(word: str, lang: str = "en") -> str | None:
    """The known word or phrase nearest to an unknown one, if one is near."""
    if lang == "en" or word.isascii():
        known = sorted(KNOWN_WORDS | set(ENGLISH.phrases))
        close = difflib.get_close_matches(word.lower(), known, n=1, cutoff=0.75)
    else:
        known = sorted(LANGUAGES[lang].phrases)
        close = difflib.get_close_matches(word, known, n=1, cutoff=0.5)
    return close[0] if close else None
