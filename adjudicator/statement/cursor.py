"""The reader's cursor over the tokens, and the readers of what steps are made of:
hands, counts, suits and cards.

:class:`Cursor` is the base of the statement's readers (:mod:`.steps`,
:mod:`.conditions`, :mod:`.parser`); it holds the tokens, the position and the little
context a statement carries from one step to the next (a verb carried over "and", the
last suit named).
"""

from __future__ import annotations

import re

from endplay.types import Card, Denom

from adjudicator.core.cards import RANK_CHARS
from adjudicator.statement.lexicon import (
    CARD_EXPECTED,
    CASH_VERBS,
    CONCEDE_VERBS,
    DISCARD_VERBS,
    DRAW_VERBS,
    HAND_EXPECTED,
    HAND_WORDS,
    KNOWN_WORDS,
    PLAY_VERBS,
    RUFF_VERBS,
    SQUEEZE_VERBS,
    SUIT_EXPECTED,
)
from adjudicator.statement.model import Action, StatementError
from adjudicator.statement.tokens import Kind, Token, card_of, language_of, tokenize

_SPOTS = re.compile(r"(?:10|[2-9]){2,}")
_VERBS = (
    CASH_VERBS
    | PLAY_VERBS
    | DRAW_VERBS
    | RUFF_VERBS
    | CONCEDE_VERBS
    | DISCARD_VERBS
    | SQUEEZE_VERBS
    | {"finesse", "cross", "enter", "endplay", "crossruff", "unblock"}
)


class Cursor:
    """A position in the statement's tokens, with the helpers every reader uses."""

    def __init__(self, text: str, tokens: list[Token] | None = None) -> None:
        self.text = text
        self.lang = language_of(text)
        self.chinese = self.lang != "en"
        self.tokens = tokenize(text, self.lang) if tokens is None else tokens
        # The token a reading failed at (its index; ``len(tokens)``: the end), so that the
        # tolerant reader knows which words to leave out.
        self.failed_at: int | None = None
        self.i = 0
        # The verb a bare object after "and" takes over: "lose a club and a diamond",
        # "ruff a heart and a club" (only ruffs and concessions: a bare "four hearts"
        # elsewhere is a count of tricks, row 3).
        self.carried: Action | None = None
        # The last suit named, for "if they break", "if 4-1", "then the ace".
        self.last_suit: tuple[Denom | None, bool] | None = None

    # -- tokens
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
        """The error for the token here (or the end): it is unknown or misplaced."""
        token = self.peek()
        if token is None:
            self.failed_at = len(self.tokens)
            return StatementError("", len(self.text), expected, lang=self.lang)
        known = token.kind is not Kind.WORD or token.word in KNOWN_WORDS
        return self.error(token, expected, known)

    def error(self, token: Token, expected: tuple[str, ...], known: bool = True) -> StatementError:
        self.failed_at = next(
            (i for i, t in enumerate(self.tokens) if t is token), len(self.tokens)
        )
        return StatementError(token.raw, token.pos, expected, known=known, lang=self.lang)

    def span(self, start: int) -> str:
        first, last = self.tokens[start], self.tokens[self.i - 1]
        return self.text[first.pos : last.end]

    # -- hands
    def _hand_ahead(self, ahead: int) -> bool:
        token = self.peek(ahead)
        if token is None:
            return False
        if token.word in ("closed", "own"):
            return True
        return token.raw in ("N", "E", "S", "W") or (
            token.word in HAND_WORDS and len(token.word) > 1
        )

    def _hand(self) -> str:
        while self.skip("closed", "own"):  # "my own closed hand"
            pass
        token = self.peek()
        if token is None or not self._hand_ahead(0):
            raise self.fail(HAND_EXPECTED)
        self.take()
        return HAND_WORDS[token.word]

    # -- counts, suits, cards
    def _count(self) -> int | None:
        if self.at_kind(Kind.NUM):
            return self._number()
        return None

    def _number(self) -> int:
        """A count: 1 to 13 (there are no more tricks, nor cards in a suit)."""
        token = self.take()
        number = token.number
        if not 1 <= number <= 13:
            raise self.error(token, ("a number from 1 to 13",))
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
        if token.kind is Kind.NUM and (2 <= token.number <= 10 or _SPOTS.fullmatch(token.raw)):
            return self.at("of", ahead=1)
        if token.kind is Kind.SUIT:
            return self.at_kind(Kind.RANKS, 1) or self._chinese_spot_ahead(1)
        if token.kind is Kind.TRUMP and self.chinese:  # 将牌A K: the trumps by rank
            return self.at_kind(Kind.RANKS, 1) or self._chinese_spot_ahead(1)
        return False

    def _chinese_spot_ahead(self, ahead: int) -> bool:
        """黑桃10: in Chinese a suit and a spot card's digits are a card (黑桃3墩 is a count
        of tricks)."""
        token, after = self.peek(ahead), self.peek(ahead + 1)
        return (
            self.chinese
            and token is not None
            and token.kind is Kind.NUM
            and token.raw.isdigit()
            and 2 <= token.number <= 10
            and not (after is not None and after.word in ("tricks", "trick", "rounds", "round"))
        )

    def _cards(self) -> tuple[Card, ...]:
        """Cards: ``SA SK``, ``♠AK``, ``ace and king of spades``, ``spade ace``, ``the ace``
        (of the suit last named)."""
        fields = self._card_fields()
        if "cards" not in fields:
            raise self.fail(SUIT_EXPECTED)
        return fields["cards"]  # type: ignore[return-value]

    def _card_fields(self) -> dict[str, object]:
        """Cards, or cards of the trump suit by rank (``the ace and king of trumps``):
        the step's ``cards``, or its ``trumps`` and ``ranks``."""
        start = self.i
        cards, ranks = self._read_cards()
        if cards is None:
            if not ranks:
                self.i = start
                raise self.fail(SUIT_EXPECTED)
            self.last_suit = (None, True)
            return {"trumps": True, "ranks": ranks}
        if len({card.suit for card in cards}) == 1:
            self.last_suit = (cards[0].suit, False)
        return {"cards": cards}

    def _read_cards(self) -> tuple[tuple[Card, ...] | None, tuple[str, ...]]:
        """(cards, ()) or, for ranks of the trump suit, (None, ranks)."""
        token = self.peek()
        if token is not None and token.kind is Kind.CARDS:
            cards: list[Card] = []
            while self.at_kind(Kind.CARDS):
                cards.extend(self.take().value)  # type: ignore[arg-type]
            return tuple(cards), ()
        if token is None or token.kind not in (Kind.SUIT, Kind.RANKS, Kind.NUM, Kind.TRUMP):
            raise self.fail(CARD_EXPECTED)
        if token.kind is Kind.TRUMP:
            self.take()
            ranks: list[str] = []
            while self.at_kind(Kind.RANKS) or self._chinese_spot_ahead(0):
                ranks.extend(self._rank())
            return None, tuple(ranks)
        if token.kind is Kind.SUIT:
            return self._suit_then_ranks(), ()
        ranks = self._rank_list()
        self.skip("of")
        if self.at_kind(Kind.SUIT):
            suit = self.take().value
        elif self.at_kind(Kind.TRUMP) or self.last_suit == (None, True):
            self.skip_kind(Kind.TRUMP)  # "the ace and king of trumps", or after "draw trumps"
            return None, tuple(ranks)
        elif self.last_suit is not None and self.last_suit[0] is not None:
            suit = self.last_suit[0]  # "heart to the queen, then the ace"
        else:
            raise self.fail(SUIT_EXPECTED)
        return tuple(card_of(suit, r) for r in ranks), ()  # type: ignore[arg-type]

    def skip_kind(self, kind: Kind) -> bool:
        if self.at_kind(kind):
            self.i += 1
            return True
        return False

    def _suit_then_ranks(self) -> tuple[Card, ...]:
        """``spade ace``, ``♠ A K``, 黑桃10."""
        token = self.take()
        suit = token.value
        ranks: list[str] = []
        while self.at_kind(Kind.RANKS) or self._chinese_spot_ahead(0):
            ranks.extend(self._rank())
        if not ranks:
            raise self.error(token, CARD_EXPECTED)
        return tuple(card_of(suit, r) for r in ranks)  # type: ignore[arg-type]

    def _rank_list(self) -> list[str]:
        """``ace``, ``AK``, ``ace and king``, ``ace king queen``, ``ace and 10``."""
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
            return ranks

    def _rank(self) -> tuple[str, ...]:
        token = self.peek()
        if token is not None and token.kind is Kind.RANKS:
            return self.take().value  # type: ignore[return-value]
        if token is not None and token.kind is Kind.NUM and 2 <= token.number <= 10:
            self.take()
            return (RANK_CHARS[token.number - 2],)
        if token is not None and token.kind is Kind.NUM and _SPOTS.fullmatch(token.raw):
            self.take()  # "98 of trumps": spot cards written together
            return tuple("T" if r == "10" else r for r in re.findall(r"10|[2-9]", token.raw))
        raise self.fail(("a rank (ace, king, queen, jack, ten, 9 ... 2)",))

    def _to_rank_ahead(self) -> bool:
        """ "to the queen", "to dummy" ("to throw a club" is another step)."""
        after = self.peek(1)
        return self.at("to", "toward", "towards") and (
            after is None
            or after.kind is not Kind.WORD
            or self._hand_ahead(1)
            or after.word in KNOWN_WORDS - _VERBS
        )

    def _to_rank_ahead_at(self, ahead: int) -> bool:
        saved = self.i
        self.i += ahead
        try:
            return self._to_rank_ahead()
        finally:
            self.i = saved
