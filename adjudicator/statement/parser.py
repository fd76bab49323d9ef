"""The statement's grammar: :func:`parse_statement` reads the tokens into a
:class:`~adjudicator.statement.model.Statement`, clause by clause.

A statement is clauses between separators: steps, trick counts ("10 tricks", "the
contract") and conditions.  ``then`` starts a new part (an order); ``and`` and commas do
not.  A condition that opens a clause and is followed by steps ("if clubs are 4-1, ruff
the fourth round") is the condition of the line it introduces: those steps form a part of
their own, for that layout only; so is a condition after "repeat it".  Any other
condition is the statement's (row 19: "10 tricks, 11 if clubs break").
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from endplay.types import Card

from adjudicator.statement.conditions import ConditionReader
from adjudicator.statement.lexicon import (
    AFTER_STEP_EXPECTED,
    CLAUSE_EXPECTED,
    DISCARD_VERBS,
    ENGLISH,
    HAND_EXPECTED,
    HAND_WORDS,
    IF_WORDS,
    KNOWN_WORDS,
    MEANS_WORDS,
    REST_HEADS,
    REST_TAILS,
    SEAT_WORDS,
    SQUEEZE_VERBS,
)
from adjudicator.statement.model import (
    Action,
    Condition,
    Part,
    Statement,
    StatementError,
    Step,
    nothing_understood,
)
from adjudicator.statement.steps import StepReader
from adjudicator.statement.tokens import BAD, Kind, Token, language_of, tokenize


def parse_statement(text: str, strict: bool = False) -> Statement:
    """Read what the claimer said (English or Chinese).  An empty text (or "no
    statement") is a claim with no statement.

    The reader is tolerant (issue 28): a director types what the claimer said and the
    law asks for a ruling on it, so the words it cannot read are left out — kept in
    ``Statement.unread`` — and the rest is read.  Only a statement of which nothing at all
    is understood raises :class:`StatementError` (``nothing`` in its ``expected``), in the
    statement's language.  ``strict``: raise on the first word that cannot be read,
    naming it and what was expected there (the grammar's own check)."""
    reader = _Parser(text)
    if strict:
        bad = next((t for t in reader.tokens if t.value == BAD), None)
        if bad is not None:
            raise reader.error(bad, CLAUSE_EXPECTED, known=False)
        return reader.statement()
    return _tolerant(text, reader.tokens)


def _tolerant(text: str, tokens: list[Token]) -> Statement:
    """Read the statement leaving out what cannot be read: first the words no table
    knows, then, each time the grammar stops, the word it stopped at (at the end: the
    last word, which began what was left unfinished; in a condition: the condition as
    far as it was read).  The words left out are blanked and the rest cut into tokens
    again, so that the words around them still make their phrases ("ruffing ... finesse").
    Each try leaves out at least one word, so the reading ends."""
    lang = language_of(text)
    left_out = _unknown_words(tokens)
    while True:
        kept = tokenize(_blanked(text, left_out), lang) if left_out else tokens
        kept = [replace(t, raw=text[t.pos : t.end]) for t in kept]
        left_out |= {(t.pos, t.end) for t in kept if _unknown(t)}
        kept = [t for t in kept if (t.pos, t.end) not in left_out]
        reader = _Parser(text, kept)
        try:
            statement = reader.statement()
        except StatementError:
            at = reader.failed_at
            if at is None or not kept:  # pragma: no cover - every failure names a token
                raise
            at = min(at, len(kept) - 1)
            start = reader.clause_start
            # a condition read only in part is no condition: leave out what was read of it
            if not (start < at and kept[start].word in IF_WORDS):
                start = at
            left_out |= {(t.pos, t.end) for t in kept[start : at + 1]}
            continue
        unread = _spans(text, left_out, kept)
        if unread and statement.empty:
            raise nothing_understood(text, unread, reader.lang)
        return replace(statement, unread=unread)


#: Words that are known only within a phrase ("double" of "double squeeze"): left out
#: only if, once the unknown words around them are gone, they still make no phrase.
_PHRASE_WORDS = {word for phrase in ENGLISH.phrases for word in phrase.split()}


def _unknown_words(tokens: list[Token]) -> set[tuple[int, int]]:
    """The words no table knows; an unknown word inside a condition takes the condition
    with it ("if it's ducked" is not "if it is"), from its "if" to the unknown word."""
    spans: set[tuple[int, int]] = set()
    opened: int | None = None
    for i, token in enumerate(tokens):
        if token.kind is Kind.SEP:
            opened = None
        elif token.kind is Kind.WORD and token.word in IF_WORDS:
            opened = i
        if _unknown(token) and token.word not in _PHRASE_WORDS:
            start = i if opened is None else opened
            spans |= {(t.pos, t.end) for t in tokens[start : i + 1]}
    return spans


def _blanked(text: str, spans: set[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _unknown(token: Token) -> bool:
    return token.kind is Kind.WORD and (token.value == BAD or token.word not in KNOWN_WORDS)


def _spans(text: str, spans: set[tuple[int, int]], read: list[Token]) -> tuple[str, ...]:
    """The words left out, as typed: each run of them with no word read between is one
    (a filler between them is part of the run: "assuming the bidding is right")."""
    runs: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if runs and not any(runs[-1][1] <= t.pos < start for t in read):
            runs[-1] = (runs[-1][0], max(runs[-1][1], end))
        else:
            runs.append((start, end))
    return tuple(text[start:end] for start, end in runs)


#: A clause that says the claim is the contract ("I will make the contract").
CONTRACT = "contract"
_PLAN_WORDS = SQUEEZE_VERBS | {"crossruff", "ruffing-finesse", "finesse"}
#: Steps a hand may follow with "to" ("ruff a club to dummy") or "up" ("lead a spade up").
_TO_HAND = (Action.RUFF, Action.PLAY, Action.CASH, Action.FINESSE, Action.UNBLOCK)


@dataclass
class _Lines:
    """The statement as it is read: parts so far, the part being read and its
    condition, and what the statement says besides its lines."""

    parts: list[Part] = field(default_factory=list)
    current: list[Step] = field(default_factory=list)
    guard: Condition | None = None
    then: bool = False
    tricks: int | None = None
    conditions: list[Condition] = field(default_factory=list)
    contract: bool = False
    last_guard: Condition | None = None  # the condition of the last line, for "otherwise"

    def close(self) -> None:
        if self.current:
            self.parts.append(Part(tuple(self.current), self.guard))
        self.current, self.guard = [], None

    def add(self, step: Step) -> None:
        if self.then and self.current:
            self.close()
        self.then = False
        self.current.append(step)

    def open_line(self, condition: Condition) -> None:
        """Steps from here on are stated for this layout only."""
        self.close()
        self.guard, self.then = replace(condition, tricks=None), False
        self.last_guard = self.guard


class _Parser(StepReader, ConditionReader):
    """Recursive descent over the tokens; each kind of step has its reader in
    :mod:`.steps`, counts and conditions theirs in :mod:`.conditions`."""

    clause_start = 0  # the token the clause being read began at

    def statement(self) -> Statement:
        if [t.word for t in self.tokens] == ["no", "statement"]:
            return Statement(text=self.text)
        lines = _Lines()
        while self.peek() is not None:
            if self.at_kind(Kind.SEP):
                if self.peek().value == ";" and lines.guard is not None:  # type: ignore[union-attr]
                    lines.then = True  # "if 3-2 the rest are good; ...": the line ends
                if self._separators():
                    lines.then, self.carried = True, None  # "ruff a heart, then four spades"
                continue
            if self._clause_into(lines):
                continue  # "if clubs are 3-2 the rest are good": the line's steps follow
            token = self.peek()
            if token is not None and self._joined_step_ahead(token):
                continue  # "double hook diamonds pitching a heart": a step said without "and"
            if token is not None and token.kind is not Kind.SEP and not self.at(*IF_WORDS):
                if not self._means_ahead():
                    self.clause_start = self.i
                    raise self.fail(AFTER_STEP_EXPECTED)
                self.i += 2 if self.at_kind(Kind.NUM, 1) else 1  # "on a squeeze": and
        lines.close()
        return Statement(
            tuple(lines.parts), lines.tricks, tuple(lines.conditions), self.text,
            contract=lines.contract,
        )  # fmt: skip

    def _clause_into(self, lines: _Lines) -> bool:
        """Read one clause into the statement; True when it opened a line whose steps
        follow."""
        opening = self.i == 0 or self.tokens[self.i - 1].kind is Kind.SEP
        self._skip_infinitive()
        self.clause_start = self.i
        first = self.peek()
        if self.at("otherwise", "else") and lines.last_guard is not None and self._line_ahead(1):
            self.take()  # "if clubs are 3-2 cash them, otherwise ruff the fourth club"
            lines.open_line(replace(lines.last_guard, negated=not lines.last_guard.negated))
            return True
        item = self._clause()
        self.carried = None
        if isinstance(item, Step):
            if item.action in (Action.RUFF, Action.CONCEDE):
                self.carried = item.action
            repeated = self.last_step is not None and self.tokens[self.i - 1].word in (
                "it", "repeat", "that", "this", "once", "more", "ruffing-finesse", "finesse",
            ) and first is not None and first.word in ("repeat", "repeating")  # fmt: skip
            self.last_step = item
            if repeated:  # "repeat it": a line of its own, after the one it repeats
                lines.then = True
            lines.add(item)
            if self.skip("twice"):  # "finesse diamonds twice": again, after the first
                lines.then = True
                lines.add(item)
            if repeated and self.at(*IF_WORDS):
                condition = self._condition(None)  # "repeat it if the spades are 4-1"
                lines.guard = replace(condition, tricks=None)
                if condition.tricks is not None:
                    lines.conditions.append(condition)
        elif isinstance(item, Condition):
            if opening and item.tricks is None and self._line_ahead():
                lines.open_line(item)
                return True
            lines.conditions.append(item)
        elif item == CONTRACT:
            lines.contract = True
        else:
            if lines.tricks is not None:
                assert first is not None
                raise self.error(first, ("if", "otherwise"))
            lines.tricks = item  # type: ignore[assignment]
        return False

    def _line_ahead(self, ahead: int = 0) -> bool:
        """Does a step follow the condition (after at most a comma or ``then``)?  Tried
        by reading it, then forgetting what was read."""
        saved = (self.i, self.carried, self.last_suit, self.last_step)
        self.i += ahead
        try:
            if self.at_kind(Kind.SEP) and self.peek().word != ";":  # type: ignore[union-attr]
                self.take()
            return self.peek() is not None and isinstance(self._clause(), Step)
        except ValueError:
            return False
        finally:
            self.i, self.carried, self.last_suit, self.last_step = saved

    def _joined_step_ahead(self, token: Token) -> bool:
        """A verb right after a step, with no separator ("pitching a heart", "to throw a
        club"): another step of the same part, as if "and" were said."""
        if self.at("to") and self.peek(1) is not None:
            token = self.peek(1)  # type: ignore[assignment]
        if token.kind is not Kind.WORD or token.word in ("otherwise", "else", "unless"):
            return False
        if token.word in REST_HEADS:
            return False
        return self._verb_reader(token.word) is not None

    def _means_ahead(self) -> bool:
        """``on``/``by``/``with`` before a squeeze, crossruff or finesse joins it to the
        claim: "the contract on a double squeeze"."""
        if not self.at(*MEANS_WORDS):
            return False
        ahead = 2 if self.at_kind(Kind.NUM, 1) else 1
        return self.at(*_PLAN_WORDS, ahead=ahead)

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

    def _clause(self) -> Step | Condition | int | str:
        token = self.peek()
        assert token is not None
        while self.at("top", "from") and self.at("down", "top", ahead=1):
            self.i += 2  # 从大到小兑现: the order a suit is cashed in anyway
            token = self.peek()
            if token is None:
                raise self.fail(CLAUSE_EXPECTED)
        if token.kind is Kind.NUM and token.word in ("a", "an") and self.at(*_PLAN_WORDS, ahead=1):
            self.take()  # "a squeeze", "a ruffing finesse": the article ("a ruff" is a count)
            token = self.tokens[self.i]
        if token.kind is Kind.WORD:
            return self._word_clause(token)
        start = self.i
        if token.kind is Kind.POSS:
            return self._subject(start)
        if token.kind is Kind.NUM:
            if not self._numbered_step_ahead():
                return self._count_claim()
            return self._finish(self._step_numbered(), start)
        if token.kind in (Kind.SUIT, Kind.TRUMP) and self._break_ahead():
            return self._condition(None, said_if=False)  # 梅花3-2的话: if clubs are 3-2
        if token.kind is Kind.SUIT:
            return self._finish(self._step_suit_first(), start)
        if token.kind is Kind.TRUMP:
            if self._cards_ahead():  # 将牌A K
                return self._finish({"action": Action.PLAY, **self._card_fields()}, start)
            self._suit()
            if self.at_kind(Kind.NUM) and self.at("rounds", "round", ahead=1):  # 将牌两轮
                count = self._number()
                self.take()
                return self._finish({"action": Action.DRAW_TRUMPS, "count": count}, start)
            if self.at_kind(Kind.NUM) and self.at("tricks", "trick", ahead=1):  # 将牌4墩
                count = self._number()
                self.take()
                return self._finish(
                    {"action": Action.TRICKS, "trumps": True, "count": count}, start
                )
            if (
                token.word == "trump"
                and self.peek() is not None
                and (self.at_kind(Kind.NUM) or self.at_kind(Kind.SUIT) or self._cards_ahead())
            ):
                return self._finish(self._step_ruff(), start)
            return self._finish({"action": Action.DRAW_TRUMPS}, start)
        if self._chinese_count_ahead():  # ♥4墩: four heart tricks
            card = self.take().value[0]  # type: ignore[index]
            self.take()
            fields = {"action": Action.TRICKS, "suit": card.suit, "count": _spot(card)}
            return self._finish(fields, start)
        if token.kind in (Kind.CARDS, Kind.RANKS):
            return self._finish({"action": Action.PLAY, **self._card_fields()}, start)
        raise self.fail(CLAUSE_EXPECTED)

    def _word_clause(self, token: Token) -> Step | Condition | int | str:
        if token.word in IF_WORDS:
            return self._condition(None)
        if token.word in ("otherwise", "else"):
            self.take()
            return self._count_only()
        if token.word == "contract":
            self.take()
            return CONTRACT
        start = self.i
        reader = self._verb_reader(token.word)
        if reader is not None:
            self.take()
            return self._finish(reader(), start)
        if self._hand_ahead(0) or self.at(*SEAT_WORDS):
            return self._subject(start)
        if self.at("in", "from", "on", "at") and self._hand_ahead(1):
            self.take()
            return self._with_hand(self._hand(), start)  # 在明手将吃: in dummy, ruff
        if self.at("with"):
            return self._with_clause(start)
        if self.at("against"):
            return self._against_clause(start)
        if self.at("ba"):
            return self._ba_clause(start)
        raise self.fail(CLAUSE_EXPECTED)

    def _ba_clause(self, start: int) -> Step:
        """把红心垫在梅花上: 把 puts the object before the verb (a discard's cards)."""
        self.take()
        thrown = self._discard_object()
        if not self.skip(*DISCARD_VERBS):
            raise self.fail(("discard",))
        fields: dict[str, object] = {"action": Action.DISCARD, **thrown}
        if self.skip("on", "onto", "upon", "in"):
            fields.update(self._on_winners(fields.get("hand")))  # type: ignore[arg-type]
        return self._finish(fields, start)

    def _with_hand(self, hand: str, start: int) -> Step:
        """A step said after the hand it happens in."""
        if self.peek() is None:
            raise self.fail(CLAUSE_EXPECTED)
        item = self._clause()
        if not isinstance(item, Step):
            raise self.error(self.tokens[start], CLAUSE_EXPECTED)
        return replace(item, hand=item.hand or hand, text=self.span(start))

    def _subject(self, start: int) -> Step:
        """``dummy is high``, ``dummy's spades are good``, ``West is squeezed``,
        明手将吃一张梅花 (dummy ruffs a club)."""
        if self.at("closed", "own"):  # "closed hand is high": the hand after the word
            return self._hand_step(self._hand(), start)
        token = self.take()
        hand = token.value if token.kind is Kind.POSS else None
        seat = SEAT_WORDS.get(token.word)
        if hand is None and not (token.raw in ("N", "E", "W") or token.word in SEAT_WORDS):
            hand = HAND_WORDS[token.word]
        if self.at("is", "are") and self.at("squeezed", ahead=1):
            self.i += 2
            fields = {"action": Action.SQUEEZE, "target": seat or token.raw,
                      "suits": self._squeeze_suits()}  # fmt: skip
            return self._finish(fields, start)
        return self._hand_step(hand or seat, start)  # type: ignore[arg-type]

    def _hand_step(self, hand: str, start: int) -> Step:
        """What a hand named first does: ``... is high``, or a step said after it."""
        if self.at(*(REST_TAILS - {"of", "them", "rest", "remaining", "cards", "trick"})):
            return self._finish({**self._step_rest(), "hand": hand}, start)
        return self._with_hand(hand, start)

    def _with_clause(self, start: int) -> Step:
        """用明手的将牌将吃 (with dummy's trump, ruff ...); 用明手的方块大牌垫掉梅花 (with
        dummy's diamond winners, discard the club)."""
        self.take()
        if self._with_trump_ahead(0):
            hand = self._owner() or self._hand()
            self.take()
            return self._with_hand(hand, start)
        winners = self._on_winners(None)
        if not self.skip(*DISCARD_VERBS):
            raise self.fail(("discard",))
        thrown = {k: v for k, v in self._discard_object().items() if v is not None}
        return self._finish({"action": Action.DISCARD, "hand": None, **winners, **thrown}, start)

    def _against_clause(self, start: int) -> Step:
        """对♥K飞牌 (a finesse against the ♥K); 对西家挤牌 (squeeze West)."""
        self.take()
        if self._seat_ahead():
            token = self.take()
            seat = SEAT_WORDS.get(token.word) or token.raw
            suits = self._squeeze_suits()
            if not self.skip(*SQUEEZE_VERBS):
                raise self.fail(("squeeze",))
            suits = suits or self._squeeze_suits()
            return self._finish({"action": Action.SQUEEZE, "target": seat, "suits": suits}, start)
        cards = self._card_fields()
        if self.skip("ruffing-finesse") and "cards" in cards:
            return self._finish({"action": Action.RUFFING_FINESSE, **cards, "against": True}, start)
        if not self.skip("finesse"):
            raise self.fail(("finesse", "ruffing finesse"))
        return self._finish({"action": Action.FINESSE, **cards, "against": True}, start)

    def _finish(self, fields: dict[str, object], start: int) -> Step:
        """Read the modifiers that may follow any step, and build it."""
        while self._modifier(fields):
            pass
        try:
            return Step(text=self.span(start), **fields)  # type: ignore[arg-type]
        except ValueError as error:  # a count of 0, for one
            raise self.error(self.tokens[start], (str(error),)) from None

    def _modifier(self, fields: dict[str, object]) -> bool:
        """One modifier after a step (``in dummy``, ``ending in hand``, ``from the top``,
        ``with dummy's trump``, ``for a ruffing finesse``); False when none is here."""
        if self.at("in", "from", "on") and self._hand_ahead(1):
            self.take()
            fields["hand"] = self._hand()
        elif self.at("ending", "finishing", "end", "ends"):
            self.take()
            if not self.skip("in", "on"):
                raise self.fail(("in",))
            fields["ending"] = self._hand()
        elif self.at("from", "top") and self.at("top", "down", ahead=1):
            self.i += 2
        elif self.at("to", "into") and self._hand_ahead(1) and fields["action"] in _TO_HAND:
            self.take()  # "ruff a club to dummy", "overtake the ♣K to get to hand"
            hand = self._hand()
            if fields["action"] is Action.RUFF:
                fields["hand"] = hand
            else:
                fields["ending"] = hand
        elif self.at("up", "low", "through") and fields["action"] in _TO_HAND:
            self.take()  # "lead a spade up", "ruff the fourth round low": how, not what
        elif fields["action"] is Action.DRAW_TRUMPS and self.at("in") and self._rounds():
            fields["count"] = self._rounds()
            self.i += 3
        elif self.at("with") and self._with_trump_ahead(1):
            self.take()
            fields["hand"] = self._owner() or self._hand()
            self.take()
        elif (
            self.at("finesse", "ruffing-finesse")
            and fields["action"] is Action.PLAY
            and (
                len(fields.get("cards", ())) == 1  # type: ignore[arg-type]
            )
        ):
            finesse = self.take().word == "finesse"  # 红心Q飞牌: a finesse of the ♥Q
            fields["action"] = Action.FINESSE if finesse else Action.RUFFING_FINESSE
        elif self.at("for") and fields.get("cards") and self._ruffing_finesse_ahead():
            self.i += 2 if self.at("ruffing-finesse", ahead=1) else 3
            fields["action"] = Action.RUFFING_FINESSE  # "lead the ♠Q for a ruffing finesse"
        elif self.at_kind(Kind.POSS):
            fields["hand"] = self.take().value  # "cash the clubs (dummy's)"
        elif self._means_ahead():
            return False
        elif self.at("in", "from", "on") and self.peek(1) is not None:
            self.take()
            raise self.fail(HAND_EXPECTED)
        else:
            return False
        return True

    def _with_trump_ahead(self, ahead: int) -> bool:
        """``with dummy's trump``, 用明手的将牌: a hand's trump."""
        hand = self.at_kind(Kind.POSS, ahead) or self._hand_ahead(ahead)
        return hand and self.at_kind(Kind.TRUMP, ahead + 1)

    def _ruffing_finesse_ahead(self) -> bool:
        return self.at("ruffing-finesse", ahead=1) or (
            self.at_kind(Kind.NUM, 1) and self.at("ruffing-finesse", ahead=2)
        )

    def _break_ahead(self) -> bool:
        """A suit said with its split (梅花3-2的话, "clubs 3-2, 11 tricks"): a condition."""
        return (
            self.at_kind(Kind.SPLIT, 1)
            or (
                self.at("break", "breaks", "split", "splits", ahead=1)
                and not self.at_kind(Kind.SEP, 2)
            )
            or (self.at("are", "is", ahead=1) and self.at_kind(Kind.SPLIT, 2))
        )

    def _chinese_count_ahead(self) -> bool:
        """♥4墩: in Chinese a suit symbol, a number and 墩 is a count of tricks."""
        token = self.peek()
        return (
            self.chinese
            and token is not None
            and token.kind is Kind.CARDS
            and len(token.value) == 1  # type: ignore[arg-type]
            and 2 <= _spot(token.value[0]) <= 10  # type: ignore[index]
            and self.at("tricks", "trick", ahead=1)
        )

    def _rounds(self) -> int | None:
        number = self.peek(1)
        if number is not None and number.kind is Kind.NUM and self.at("rounds", "round", ahead=2):
            return number.number
        return None


def _spot(card: Card) -> int:
    """The number on a card (ace 14)."""
    return int(card.rank).bit_length() - 1
