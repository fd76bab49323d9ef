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

The printing methods (``canonical``) are in :mod:`adjudicator.statement.render`.
"""

from __future__ import annotations

import difflib
import enum
from dataclasses import dataclass, field

from endplay.types import Card, Denom

from adjudicator.errors import AdjudicatorError
from adjudicator.statement.lexicon import KNOWN_WORDS


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
        from adjudicator.statement import render

        return render.step_text(self, lang)


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
        from adjudicator.statement import render

        return render.condition_text(self, lang)


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
        from adjudicator.statement import render

        return render.statement_text(self, lang)

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
        close = difflib.get_close_matches(word.lower(), sorted(KNOWN_WORDS), n=1, cutoff=0.75)
        if word and not known and close:
            message += f" (did you mean {close[0]!r}?)"
        super().__init__(message)
