"""The reader's cursor over the tokens, and the readers of what steps are made of:
hands, counts, suits and cards.

:class:`Cursor` is the base of the statement's readers (:mod:`.steps`,
:mod:`.conditions`, :mod:`.parser`); it holds the tokens, the position and the little
context a statement carries from one step to the next (a verb carried over "and", the
last suit named).
"""

from __future__ import annotations

from endplay.types import Card, Denom

from adjudicator.position import RANK_CHARS
from adjudicator.statement.lexicon import (
    CARD_EXPECTED,
    HAND_EXPECTED,
    HAND_WORDS,
    KNOWN_WORDS,
    SUIT_EXPECTED,
)
from adjudicator.statement.model import Action, StatementError
from adjudicator.statement.tokens import Kind, Token, card_of, tokenize


class Cursor:
    """A position in the statement's tokens, with the helpers every reader uses."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = tokenize(text)
        self.i = 0
        # The verb a bare object after "and" takes over: "lose a club and a diamond",
        # "ruff a heart and a club" (only ruffs and concessions: a bare "four hearts"
        # elsewhere is a count of tricks, row 3).
        self.carried: Action | None = None
        # The last suit named, for "if they break".
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
        token = self.peek()
        if token is None:
            return StatementError("", len(self.text), expected)
        known = token.kind is not Kind.WORD or token.word in KNOWN_WORDS
        return StatementError(token.raw, token.pos, expected, known=known)

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
        self.skip("closed", "own")
        token = self.peek()
        if token is None or not self._hand_ahead(0):
            raise self.fail(HAND_EXPECTED)
        self.take()
        return HAND_WORDS[token.word]

    # -- objects: counts, suits, cards
    # -- counts, suits, cards
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
            return tuple(card_of(suit, r) for r in ranks)  # type: ignore[arg-type]
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
        return tuple(card_of(suit, r) for r in ranks)  # type: ignore[arg-type]

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

    def _to_rank_ahead_at(self, ahead: int) -> bool:
        saved = self.i
        self.i += ahead
        try:
            return self._to_rank_ahead()
        finally:
            self.i = saved
