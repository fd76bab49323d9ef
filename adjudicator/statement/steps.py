"""The readers of steps: one method per kind of step, each after its verb (or its
first word) has been read, returning the step's fields."""

from __future__ import annotations

from collections.abc import Callable

from endplay.types import Card, Denom

from adjudicator.statement.cursor import Cursor
from adjudicator.statement.lexicon import (
    CARD_EXPECTED,
    CASH_VERBS,
    CONCEDE_VERBS,
    DRAW_VERBS,
    PLAY_VERBS,
    REST_HEADS,
    REST_TAILS,
    RUFF_VERBS,
    SUIT_EXPECTED,
)
from adjudicator.statement.model import Action
from adjudicator.statement.tokens import Kind, card_of


class StepReader(Cursor):
    """Reads the steps: ``draw trumps``, ``cash the spades``, ``ruff a heart`` ..."""

    def _verb_reader(self, word: str) -> Callable[[], dict[str, object]] | None:
        if word in DRAW_VERBS:
            return self._step_draw
        if word in CASH_VERBS or word in PLAY_VERBS:
            cash = word in CASH_VERBS
            return lambda: self._step_cash_or_play(cash)
        if word in RUFF_VERBS:
            return self._step_ruff
        if word in ("finesse", "finessing"):
            return self._step_finesse
        if word in ("crossruff", "cross-ruff", "crossruffing", "cross-ruffing", "cross"):
            return self._step_crossruff
        if word in CONCEDE_VERBS:
            return self._step_concede
        if word in ("unblock", "unblocking"):
            return self._step_unblock
        if word in REST_HEADS:
            return self._step_rest
        return None

    def _toward(self, suit: Denom) -> dict[str, object]:
        """``heart to the queen``: a finesse of HQ (to the ace: simply playing it);
        ``club to dummy``: a club, the trick ending in dummy."""
        self.take()
        if self._hand_ahead(0):
            return {"action": Action.PLAY, "suit": suit, "count": 1, "ending": self._hand()}
        (rank,) = self._rank()[:1]
        card = card_of(suit, rank)
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
        if self.at(*REST_HEADS):
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
        while self.at(*REST_TAILS):
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
