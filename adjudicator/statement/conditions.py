"""The readers of trick counts and conditions ("10 tricks, 11 if clubs break")."""

from __future__ import annotations

from adjudicator.statement.cursor import Cursor
from adjudicator.statement.lexicon import (
    BREAK_WORDS,
    HAND_WORDS,
    IF_WORDS,
    SUIT_EXPECTED,
    WORKS_WORDS,
)
from adjudicator.statement.model import Condition, ConditionKind
from adjudicator.statement.tokens import Kind


class ConditionReader(Cursor):
    """Reads ``10 tricks``, ``otherwise 10`` and the conditions of row 19."""

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
        if self.at(*IF_WORDS):
            return self._condition(number)
        return number

    def _condition(self, tricks: int | None, said_if: bool = True) -> Condition:
        start = self.i
        negated = said_if and self.take().word == "unless"  # "if", "unless"
        fields = self._condition_body()
        if self.skip("fails", "fail", "loses", "wrong"):  # "if the finesse fails"
            negated = not negated
        fields["negated"] = negated or bool(fields.get("negated"))
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
        if self._split_ahead() and self.last_suit is not None:  # "if 4-1": the suit named
            self.skip("is", "are")
            suit, trumps = self.last_suit
            return {"kind": ConditionKind.BREAK, "suit": suit, "trumps": trumps,
                    "split": self._split()}  # fmt: skip
        if self.at("they", "it", "suit") and self.last_suit is not None:
            self.take()
            suit, trumps = self.last_suit
        else:
            suit, trumps = self._suit()
        if suit is None and not trumps:
            pronoun = ("they",) if self.last_suit is not None else ()
            raise self.fail(SUIT_EXPECTED + ("trumps",) + pronoun + ("the finesse", "a card"))
        negated = self.skip("don't", "doesn't", "not")  # "if clubs don't break"
        said = self.skip(*BREAK_WORDS)
        negated = self.skip("not") or negated  # "if they are not 3-2"
        self.skip("evenly", "kindly", "normally", "well")
        split = None
        if self.at_kind(Kind.SPLIT):
            split = self._split()
        elif not said:
            raise self.fail(("break", "are 3-2"))
        return {"kind": ConditionKind.BREAK, "suit": suit, "trumps": trumps, "split": split,
                "negated": negated}  # fmt: skip

    def _split_ahead(self) -> bool:
        return self.at_kind(Kind.SPLIT) or (self.at("is", "are") and self.at_kind(Kind.SPLIT, 1))

    def _split(self) -> tuple[int, int]:
        """``3-2`` (and 3-2分配: the word after it)."""
        split = self.take().value
        self.skip("break", "breaks", "split", "splits", "divide", "divides")
        self.skip("evenly")
        return split  # type: ignore[return-value]

    def _seat_holds_ahead(self) -> bool:
        token = self.peek()
        return (
            token is not None
            and (token.word in ("north", "east", "south", "west") or token.raw in ("N", "E", "W"))
            and self.at("has", "holds", ahead=1)
        )

    def _seat_holds(self) -> dict[str, object]:
        """``if West has the king of hearts``: that card lies with that seat."""
        hand = HAND_WORDS[self.take().word]
        self.take()
        cards = self._cards()
        if len(cards) != 1:
            raise self.error(self.tokens[self.i - 1], ("one card",))
        return {"kind": ConditionKind.ONSIDE, "card": cards[0], "hand": hand}

    def _card_condition(self) -> dict[str, object]:
        cards = self._cards()
        if len(cards) != 1:
            raise self.error(self.tokens[self.i - 1], ("one card",), known=False)
        if self.skip("finesse"):
            self._skip_works()
            return {"kind": ConditionKind.FINESSE, "card": cards[0]}
        self.skip("is", "lies", "sits")
        hand = None
        if self.skip("with", "in"):
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
        while self.at(*WORKS_WORDS):
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
