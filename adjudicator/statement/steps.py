"""The readers of steps: one method per kind of step, each after its verb (or its
first word) has been read, returning the step's fields."""

from __future__ import annotations

from collections.abc import Callable

from endplay.types import Card, Denom

from adjudicator.statement.cursor import Cursor
from adjudicator.statement.lexicon import (
    ADJECTIVES,
    CARD_EXPECTED,
    CASH_VERBS,
    CONCEDE_VERBS,
    DISCARD_VERBS,
    DRAW_VERBS,
    PARTNER_HAND,
    PLAY_VERBS,
    REPEAT_VERBS,
    REST_HEADS,
    REST_TAILS,
    RUFF_VERBS,
    SEAT_EXPECTED,
    SEAT_WORDS,
    SINGULAR_SUITS,
    SQUEEZE_VERBS,
    SUIT_EXPECTED,
    SUIT_GROUPS,
)
from adjudicator.statement.model import Action, Step
from adjudicator.statement.tokens import Kind, card_of

Fields = dict[str, object]


class StepReader(Cursor):
    """Reads the steps: ``draw trumps``, ``cash the spades``, ``ruff a heart`` ..."""

    # The last step read, for "repeat it".
    last_step: Step | None = None

    def _verb_reader(self, word: str) -> Callable[[], Fields] | None:
        if word in DRAW_VERBS:
            return self._step_draw
        if word in CASH_VERBS or word in PLAY_VERBS:
            cash = word in CASH_VERBS
            return lambda: self._step_cash_or_play(cash)
        if word in RUFF_VERBS:
            return self._step_ruff
        if word in ("finesse", "finessing"):
            return self._step_finesse
        if word in ("crossruff", "cross-ruff", "crossruffing", "cross-ruffing") or (
            word == "cross" and self.at("ruff", "ruffing", ahead=1)
        ):
            return self._step_crossruff
        if word in CONCEDE_VERBS:
            return self._step_concede
        if word in ("unblock", "unblocking"):
            return self._step_unblock
        if word in REST_HEADS:
            return self._step_rest
        return self._plan_reader(word)

    def _plan_reader(self, word: str) -> Callable[[], Fields] | None:
        """The readers of the steps that name a plan rather than cards."""
        if word in DISCARD_VERBS:
            return self._step_discard
        if word in SQUEEZE_VERBS:
            double = word == "double-squeeze"
            return lambda: self._step_squeeze(double)
        if word == "ruffing-finesse":
            return self._step_ruffing_finesse
        if word in REPEAT_VERBS:
            return self._step_repeat
        if word in ("cross", "enter", "entering", "crossing"):
            return self._step_cross
        if word in ("endplay", "endplaying"):
            return self._step_endplay
        if word in ("winners", "winner"):  # "top tricks": cash the winners
            return lambda: {"action": Action.CASH}
        return None

    def _toward(self, suit: Denom) -> Fields:
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
    def _step_draw(self) -> Fields:
        while self.at("out", "all", "last", "remaining", "outstanding", "their", "opponents'"):
            self.take()
        rounds = self._count()
        if rounds is not None and self.skip("rounds", "round"):
            self.skip("of")
        else:
            rounds = None  # "draw two trumps" is drawing trumps, not a number of rounds
        if self.skip("them", "it", "rest", "remaining") or (
            rounds is None
            and self.tokens[self.i - 1].word in ("last", "one")
            and not self.at_kind(Kind.TRUMP)
        ):
            return {"action": Action.DRAW_TRUMPS, "count": rounds}  # "draw the last one"
        if not self.at_kind(Kind.TRUMP):
            raise self.fail(("trumps",))
        self._suit()
        self._drawing_cards()
        return {"action": Action.DRAW_TRUMPS, "count": rounds}

    def _drawing_cards(self) -> None:
        """ "draw trumps with the ace and king": the cards he draws them with are a
        detail of drawing them (the phase plays his trumps from the top anyway)."""
        if self.at("with") and (self.at_kind(Kind.RANKS, 1) or self.at_kind(Kind.CARDS, 1)):
            saved = self.i
            self.take()
            try:
                self._card_fields()
            except ValueError:
                self.i = saved

    def _step_cash_or_play(self, cash: bool) -> Fields:
        """``cash the spades``, ``run clubs``, ``play a diamond``, ``cash SA SK``,
        ``lead a heart to the queen``, ``take the club finesse``, ``take the rest``."""
        if self.at("all", "top") and (self.at_kind(Kind.SUIT, 1) or self.at_kind(Kind.NUM, 1)):
            self.take()  # "run all the spades", "cash the top two spades"
        if self.at(*REST_HEADS):
            self.take()
            return self._step_rest()
        if self.at_kind(Kind.NUM) and self.at_kind(Kind.SUIT, 1) and self.at("finesse", ahead=2):
            self.take()  # "take a club finesse": the article
        if self.at("finesse") or (self.at_kind(Kind.SUIT) and self.at("finesse", ahead=1)):
            return self._step_finesse()
        if self.skip("ruffing-finesse"):  # "take the ruffing finesse in hearts"
            return self._step_ruffing_finesse()
        if self.at_kind(Kind.NUM) and self.at_kind(Kind.SUIT, 1) and self._to_rank_ahead_at(2):
            self.take()
        if self.at_kind(Kind.SUIT) and self._to_rank_ahead_at(1):
            return self._toward(self.take().value)  # type: ignore[arg-type]
        hand = self._owner()
        if self._cards_ahead():
            return {"action": Action.CASH if cash else Action.PLAY, **self._card_fields(),
                    "hand": hand}  # fmt: skip
        count = self._count()
        if count is not None and self.skip("rounds", "round"):  # 兑现三轮红心
            self.skip("of")
        self._skip_adjectives()
        suit, trumps = self._suit_or_pronoun()
        winners = self.skip("winners", "winner", "tricks", "trick")
        if suit is None and not trumps:
            if not winners:
                raise self.fail(SUIT_EXPECTED + ("trumps", "a card", "winners", "the rest"))
            return {"action": Action.CASH, "count": count, "hand": hand}
        action = Action.PLAY if not cash and count is not None else Action.CASH
        return {"action": action, "suit": suit, "trumps": trumps, "count": count, "hand": hand}

    def _step_ruff(self) -> Fields:
        """``ruff a heart``, ``ruff my losing club``, ``ruff the last club``, ``ruff the
        fourth round (of clubs)``, ``ruff the HT``."""
        hand = self._owner()
        if self._cards_ahead():
            return {"action": Action.RUFF, "cards": self._cards(), "hand": hand}
        count, round_ = self._count_or_round()
        self._skip_adjectives()
        suit, single = self._suit_said()
        self.skip("ruffs", "ruff")
        if round_ is not None and suit is None:
            if not (self.last_suit and self.last_suit[0] is not None):
                raise self.fail(SUIT_EXPECTED)
            suit = self.last_suit[0]  # "if 4-1, ruff the fourth round": of that suit
        if count is None and single:
            count = 1  # "ruff my club": one club
        return {"action": Action.RUFF, "suit": suit, "count": count, "round": round_,
                "hand": hand}  # fmt: skip

    def _step_finesse(self) -> Fields:
        """``finesse HQ``, ``finesse against HK``, ``take the club finesse``."""
        if self.at_kind(Kind.SUIT) and self.at("finesse", ahead=1):
            suit = self.take().value
            self.take()
            if self.at_kind(Kind.RANKS) or self._chinese_spot_ahead(0):  # 红心飞Q
                rank = self._rank()[0]
                return {"action": Action.FINESSE, "cards": (card_of(suit, rank),)}  # type: ignore[arg-type]
            return {"action": Action.FINESSE, "suit": suit}
        self.skip("finesse")
        against = self.skip("against")
        if self.at_kind(Kind.SUIT, 1) or self.at_kind(Kind.TRUMP, 1):
            self.skip("in")
        if self._cards_ahead():
            fields = self._card_fields()
            return {"action": Action.FINESSE, **fields, "against": against}
        if against:
            raise self.fail(CARD_EXPECTED)
        suit, _ = self._suit()
        return {"action": Action.FINESSE, "suit": suit}

    def _step_crossruff(self) -> Fields:
        if self.tokens[self.i - 1].word == "cross":
            if not self.skip("ruff", "ruffing"):
                raise self.fail(("ruff",))
        self.skip("rest", "remaining")
        return {"action": Action.CROSSRUFF}

    def _step_concede(self) -> Fields:
        """``concede a diamond``, ``give up a club``, ``lose a trick to the ace of spades``."""
        ducked = self.tokens[self.i - 1].word in ("duck", "ducking")
        self.skip("up")
        self.skip("them")
        if self.skip("once") or (ducked and not self._concede_object_ahead()):
            return {"action": Action.CONCEDE, "count": 1}  # "duck once": one trick, not all
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
        if suit is None and not trumps:
            suit, trumps = self._suit()  # 输一墩方块: a trick, in diamonds
        cards: tuple[Card, ...] = ()
        if self.skip("to"):
            cards = self._cards()
        return {"action": Action.CONCEDE, "suit": suit, "trumps": trumps, "count": count,
                "cards": cards}  # fmt: skip

    def _concede_object_ahead(self) -> bool:
        token = self.peek()
        return token is not None and (
            token.kind in (Kind.NUM, Kind.SUIT, Kind.TRUMP, Kind.CARDS, Kind.RANKS)
            or token.word in ("rest", "remaining", "remainder", "last", "trick", "tricks")
        )

    def _step_unblock(self) -> Fields:
        if self._cards_ahead():
            return {"action": Action.UNBLOCK, **self._card_fields()}
        suit, trumps = self._suit()
        if suit is None and not trumps:
            raise self.fail(SUIT_EXPECTED + CARD_EXPECTED)
        return {"action": Action.UNBLOCK, "suit": suit, "trumps": trumps}

    def _step_rest(self) -> Fields:
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
            or self.at("ruffs", "ruff", "of", "rounds", "round", ahead=1)
        )

    def _step_numbered(self) -> Fields:
        if self._cards_ahead():
            return {"action": Action.PLAY, "cards": self._cards()}
        count = self._count()
        if self.skip("ruffs", "ruff"):
            return {"action": Action.RUFF, "count": count}
        if self.skip("rounds", "round"):  # "two rounds of trumps", "two rounds of spades"
            self.skip("of")
            suit, trumps = self._suit()
            if suit is None and not trumps:
                raise self.fail(SUIT_EXPECTED + ("trumps",))
            if trumps:
                return {"action": Action.DRAW_TRUMPS, "count": count}
            return {"action": Action.CASH, "suit": suit, "count": count}
        suit, trumps = self._suit()
        if self.skip("ruffs", "ruff"):
            return {"action": Action.RUFF, "suit": suit, "count": count}
        if suit is not None and self._to_rank_ahead():
            return self._toward(suit)
        said = self.skip("tricks", "trick", "winners", "winner")
        if not said and self.carried is not None and (suit is not None or trumps):
            return {"action": self.carried, "suit": suit, "trumps": trumps, "count": count}
        return {"action": Action.TRICKS, "suit": suit, "trumps": trumps, "count": count}

    def _step_suit_first(self) -> Fields:
        """``heart to the queen``, ``club finesse``, ``heart ruff``, ``spade ace``,
        ``spades`` (cash them)."""
        if self.at_kind(Kind.RANKS, 1) or self._chinese_spot_ahead(1):
            return {"action": Action.PLAY, "cards": self._cards()}
        if self.at("finesse", ahead=1):
            return self._step_finesse()
        if self.at("ruffing-finesse", ahead=1):
            suit = self.take().value
            self.take()
            return {"action": Action.RUFFING_FINESSE, "suit": suit}
        suit, _ = self._suit()
        if self.at_kind(Kind.NUM) and self.at("tricks", "trick", ahead=1):  # ♥4墩
            count = self._number()
            self.take()
            return {"action": Action.TRICKS, "suit": suit, "count": count}
        if self._to_rank_ahead():
            return self._toward(suit)  # type: ignore[arg-type]
        if self.skip("ruff", "ruffs"):
            return {"action": Action.RUFF, "suit": suit, "count": 1}
        self.skip("winners", "tricks")
        if self.at("all", "rest") and self.at("high", "good", ahead=1):
            self.i += 2  # 方块都大: the diamonds are all high
        if self.skip("are", "is"):  # "the spades are good": he will cash them
            if not self.skip("good", "high", "winners", "mine", "top", "masters", "all"):
                raise self.fail(("good", "high"))
            self.skip("good", "high", "winners")
        return {"action": self.carried or Action.CASH, "suit": suit}

    # -- the little words of objects
    def _owner(self) -> str | None:
        """``dummy's``, 明手的: the hand the object is in."""
        if self.at_kind(Kind.POSS):
            return self.take().value  # type: ignore[return-value]
        return None

    def _skip_adjectives(self) -> None:
        """``my losing club``, ``dummy's high diamonds``: the suit says which cards."""
        while self.at(*ADJECTIVES) and not self.at("last"):
            self.take()

    def _count_or_round(self) -> tuple[int | None, int | None]:
        """A count (``two``), ``the last`` (one), or a round (``the fourth round``, ``the
        third club``: one card, in that round)."""
        if self.skip("last"):
            return 1, None
        if self.at_kind(Kind.ORDINAL):
            token = self.take()
            self.skip("round", "rounds")
            self.skip("of")
            return 1, token.number
        return self._count(), None

    def _suit_said(self) -> tuple[Denom | None, bool]:
        """A suit, and whether it was said in the singular ("club")."""
        token = self.peek()
        suit, _ = self._suit() if self.at_kind(Kind.SUIT) else (None, False)
        return suit, suit is not None and token is not None and token.word in SINGULAR_SUITS

    def _suit_or_pronoun(self) -> tuple[Denom | None, bool]:
        """A suit, or ``them``/``it`` for the suit last named ("if 3-2, cash them")."""
        if self.at("them", "it") and self.last_suit is not None:
            self.take()
            return self.last_suit
        return self._suit()

    # -- plans: discards, squeezes, ruffing finesses, repeats
    def _step_discard(self) -> Fields:
        """``discard my losing club on dummy's high diamonds``, ``pitch the ♥4 on the
        master club``, 垫掉一张梅花在方块大牌上: the cards thrown, on which winners."""
        if self._seat_ahead() and self.at("in", ahead=1):
            return self._step_endplay()  # "throw East in"
        fields: Fields = {"action": Action.DISCARD, **self._discard_object()}
        if self.skip("on", "onto", "upon") or (self.at("in") and not self._hand_ahead(1)):
            self.skip("in")
            fields.update(self._on_winners(fields.get("hand")))  # type: ignore[arg-type]
        return fields

    def _discard_object(self) -> Fields:
        """What is thrown: cards, a suit (``my losing club``: one), or ``losers`` (also
        when nothing is said: 垫牌)."""
        hand = self._owner()
        if self.peek() is None or self.at_kind(Kind.SEP) or self.at("on", "onto", "upon"):
            return {"suit": None, "count": None, "hand": hand}
        if self._cards_ahead():
            return {"cards": self._cards(), "hand": hand}
        count = 1 if self.skip("last") else self._count()
        self._skip_adjectives()
        suit, single = self._suit_said()
        if suit is None and not self.skip("losers", "loser", "cards", "card"):
            raise self.fail(SUIT_EXPECTED + CARD_EXPECTED + ("losers",))
        self.skip("losers", "loser")  # "my spade loser"
        if count is None and single:
            count = 1  # "my losing club": one club
        return {"suit": suit, "count": count, "hand": hand}

    def _on_winners(self, hand: str | None) -> Fields:
        """The winners a discard goes on; a possessive names their hand, and so the
        discarding hand is the other one ("on dummy's diamonds": from hand)."""
        owner = self._owner()
        if owner is None and self._hand_ahead(0) and self.at_kind(Kind.SUIT, 1):
            owner = self._hand()  # 在明手方块上
        self._skip_adjectives()
        if self._cards_ahead():
            fields: Fields = {"on_cards": self._cards()}
        else:
            suit, trumps = self._suit()
            if suit is None:
                raise self.fail(SUIT_EXPECTED + CARD_EXPECTED)
            fields = {"on_suit": suit}
        self.skip("winners", "winner", "tricks", "trick")
        self.skip("upon")  # 在方块上
        if hand is None and owner is not None:
            fields["hand"] = PARTNER_HAND[owner]
        return fields

    def _step_squeeze(self, double: bool) -> Fields:
        """``squeeze``, ``squeeze West (in the minors)``, ``double squeeze``,
        挤西家低花: the opponent squeezed and the threat suits, as said."""
        action = Action.DOUBLE_SQUEEZE if double else Action.SQUEEZE
        if self.at("double-squeeze") or (double and self.at("squeeze")):
            self.take()
        target = None
        if self.skip("against") or self._seat_ahead():
            if double or not self._seat_ahead():
                raise self.fail(SEAT_EXPECTED)
            target = SEAT_WORDS.get(self.peek().word) or self.peek().raw  # type: ignore[union-attr]
            self.take()
        suits = self._squeeze_suits()
        return {"action": action, "target": target, "suits": suits}

    def _seat_ahead(self, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and (token.word in SEAT_WORDS or token.raw in ("N", "E", "W"))

    def _squeeze_suits(self) -> tuple[Denom, ...]:
        """``in the minors``, ``in hearts and clubs``, ``in ♥ ♣``, 低花."""
        said_in = self.at("in", "of") and (
            self.at_kind(Kind.SUIT, 1) or self.at(*SUIT_GROUPS, ahead=1)
        )
        if said_in:
            self.take()
        suits: list[Denom] = []
        while True:
            if self.at(*SUIT_GROUPS):
                suits.extend(SUIT_GROUPS[self.take().word])
            elif self.at_kind(Kind.SUIT):
                suits.append(self.take().value)  # type: ignore[arg-type]
            else:
                break
            joined = self.at_kind(Kind.SEP) and self.peek().word == "and"  # type: ignore[union-attr]
            if joined and (self.at_kind(Kind.SUIT, 1) or self.at(*SUIT_GROUPS, ahead=1)):
                self.take()
        return tuple(sorted(set(suits)))

    def _plan_named(self) -> Fields:
        self.take()
        return self._step_ruffing_finesse()

    def _step_ruffing_finesse(self) -> Fields:
        """``ruffing finesse (in spades)``, ``ruffing finesse against the ♠A``,
        ``ruffing finesse with the ♠Q`` (the card led), 黑桃将吃飞牌."""
        against = self.skip("against")
        self.skip("with")
        if self._cards_ahead():
            return {"action": Action.RUFFING_FINESSE, "cards": self._cards(), "against": against}
        if against:
            raise self.fail(CARD_EXPECTED)
        if self.at("in", "of") and self.at_kind(Kind.SUIT, 1):
            self.take()
        suit, _ = self._suit()
        return {"action": Action.RUFFING_FINESSE, "suit": suit}

    def _step_cross(self) -> Fields:
        """``cross to dummy (with a club)``, ``enter dummy with a club``, 到明手, 回手:
        a trick won in that hand (with that suit, when one is said)."""
        self.skip("to", "into")
        suit: Denom | None = None
        if self.skip("with", "in", "on"):  # "cross with a club to dummy"
            self._count()
            suit = self._suit()[0]
            self.skip("to", "into")
        ending = self._hand()
        if suit is None and self.skip("with", "in", "on", "via", "using", "by"):
            self._count()
            self._skip_adjectives()
            suit = self._suit()[0]
        return {"action": Action.CROSS, "suit": suit, "ending": ending}

    def _step_endplay(self) -> Fields:
        """``endplay West``, ``throw East in (with a club)``, 投入西家: a plan named."""
        target = None
        if self.skip("against") or self._seat_ahead():
            if self._seat_ahead():
                target = SEAT_WORDS.get(self.peek().word) or self.peek().raw  # type: ignore[union-attr]
                self.take()
        self.skip("in")
        suits: tuple[Denom, ...] = ()
        if self.skip("with", "in", "on"):
            self._count()
            suit = self._suit()[0]
            suits = () if suit is None else (suit,)
        return {"action": Action.ENDPLAY, "target": target, "suits": suits}

    def _step_repeat(self) -> Fields:
        """``repeat it``, ``repeat the ruffing finesse``: the step before, once more."""
        if self.last_step is None and self.at("finesse", "ruffing-finesse"):
            return self._step_finesse() if self.at("finesse") else self._plan_named()
        if self.last_step is None:
            raise self.error(self.tokens[self.i - 1], ("a step to repeat before it",))
        while self.at("it", "that", "this", "once", "more", "ruffing-finesse", "finesse"):
            self.take()
        step = self.last_step
        return {name: getattr(step, name) for name in _STEP_FIELDS}


_STEP_FIELDS = ("action", "suit", "trumps", "cards", "count", "hand", "ending", "against",
                "ranks", "round", "on_suit", "on_cards", "target", "suits")  # fmt: skip
