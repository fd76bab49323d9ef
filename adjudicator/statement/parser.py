"""The statement's grammar: :func:`parse_statement` reads the tokens into a
:class:`~adjudicator.statement.model.Statement`, step by step."""

from __future__ import annotations

from adjudicator.statement.conditions import ConditionReader
from adjudicator.statement.lexicon import (
    AFTER_STEP_EXPECTED,
    CLAUSE_EXPECTED,
    HAND_EXPECTED,
    IF_WORDS,
)
from adjudicator.statement.model import Action, Condition, Part, Statement, StatementError, Step
from adjudicator.statement.steps import StepReader
from adjudicator.statement.tokens import Kind


def parse_statement(text: str) -> Statement:
    """Parse what the claimer said.  An empty text (or "no statement") is a claim with no
    statement.  Raises :class:`StatementError` on a word it cannot read."""
    return _Parser(text).statement()


class _Parser(StepReader, ConditionReader):
    """Recursive descent over the tokens: a statement is clauses — steps, trick counts and
    conditions — between separators; each kind of step has its reader in :mod:`.steps`."""

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
            if token is not None and token.kind is not Kind.SEP and not self.at(*IF_WORDS):
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
            if token.word in IF_WORDS:
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
