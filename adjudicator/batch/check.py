"""Checking claims read from event files: claimed total against double dummy.

This is what online robots do today — accept a claim when the double-dummy result
reaches it — and the first column of every report.  The law's own test (the worst
*normal* line, Law 70A) is added by :mod:`adjudicator.laws.claims.ruling`; a check carries both when
asked.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from adjudicator.core.cards import SEATS, card_code, hand_pbn, hands_from_pbn, same_side
from adjudicator.core.contract import Contract
from adjudicator.io.records import BoardError, ClaimRecord, RevokeRecord
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.normal_play import double_dummy_value
from adjudicator.laws.findings import Finding
from adjudicator.laws.revokes.revoke_play import from_record
from adjudicator.laws.revokes.revoke_ruling import REVOKE, rule_revoke
from adjudicator.laws.rulesets import PlayerClass
from adjudicator.scoring.law77 import contract_score
from adjudicator.text.check_text import dd_text, reason_text
from adjudicator.text.record import ruling_record
from adjudicator.text.revoke_text import render_revoke, revoke_json
from adjudicator.text.ruling_text import verdict_text

if TYPE_CHECKING:
    from adjudicator.laws.claims.ruling import Ruling

EXACT = "exact"
LESS_THAN_DD = "claimed less than DD"
MORE_THAN_DD = "claimed more than DD"

#: The version of a line's fields (``row_version``; docs/cluster.md).  Fields are only
#: ever added: a line without ``row_version`` is of version 1.
ROW_VERSION = 2


@dataclass(frozen=True)
class ClaimCheck:
    """One claim from an event file, checked.

    Totals are the declaring side's *total* tricks (as the file records the result);
    ``dd_total`` is what double-dummy play from the claim position would give it."""

    record: ClaimRecord
    dd_total: int
    elapsed_ms: float
    ruling: Ruling | None = None

    @property
    def normal_total(self) -> int | None:
        """The declaring side's total on the ruling (worst normal line, Law 70A)."""
        if self.ruling is None:
            return None
        return self._declaring_total(self.ruling, self.ruling.awarded)

    def undecided_bounds(self) -> list[int] | None:
        """[lowest, highest] total for the declaring side that an unfinished search
        leaves possible: the worst normal line is at least its proven lower bound and at
        most its proven upper bound (and never more than claimed) — ``Ruling.bounds``,
        as the single claim's ruling gives them."""
        ruling = self.ruling
        if ruling is None:
            return None
        bounds = [self._declaring_total(ruling, tricks) for tricks in ruling.bounds]
        return bounds if same_side(ruling.facts.claimer, self.record.declarer) else bounds[::-1]

    @property
    def verdict(self) -> str:
        """The law's verdict when the normal-line test ran, else the DD verdict."""
        return verdict_text(self.ruling) if self.ruling is not None else self.dd_verdict

    def ruling_text(self, lang: str = "en") -> str | None:
        """The full ruling as text (hand diagram, worst line, laws), if one was made."""
        if self.ruling is None:
            return None
        from adjudicator.text.ruling_text import render_ruling

        return render_ruling(self.ruling, lang=lang)

    def dd_text(self, lang: str = "en") -> str:
        """The claim as the DD check alone shows it: the contract, the hands, the totals."""
        return dd_text(self.record, self.dd_total, self.dd_verdict, lang)

    @property
    def claimed_total(self) -> int:
        return self.record.claimed_total

    @property
    def dd_verdict(self) -> str:
        if self.claimed_total == self.dd_total:
            return EXACT
        return LESS_THAN_DD if self.claimed_total < self.dd_total else MORE_THAN_DD

    def to_json(self) -> dict[str, Any]:
        """The line of ``docs/cluster.md``: the fields of version 1 as they were, then
        the machine fields of version 2 and, for a ruled claim, its ruling record."""
        record, ruling = self.record, self.ruling
        line = place(record) | {
            "contract": record.contract,
            "declarer": record.declarer.abbr,
            "tricks_before_claim": list(record.tricks_won),
            "claimed_total": self.claimed_total,
            "dd_total": self.dd_total,
            "dd_verdict": self.dd_verdict,
            "normal_total": self.normal_total,
            "verdict": self.verdict,
            "laws": ruling.laws if ruling else [],
            "claimer": ruling.facts.claimer.abbr if ruling else None,
            "claimer_inferred": ruling.facts.claimer_inferred if ruling else None,
            "event": record.event,  # the event's name as the file gives it (issue 31)
            # the table's players by seat, {} when the file names none (issue 31)
            "players": record.players.by_seat() if record.players else {},
            "class": ruling.facts.player_class.value if ruling else None,
            "complete": ruling.complete if ruling else True,
            "worst_line": [card_code(c) for c in ruling.worst_line] if ruling else [],
            "elapsed_ms": round(self.elapsed_ms, 2),
        }
        line |= self.machine_fields()
        if ruling is not None:
            line["record"] = ruling_record(ruling)
        return line

    def machine_fields(self) -> dict[str, Any]:
        """Numbers and codes for scripts and sorting, beside the display ``verdict``.

        Scores are the declaring side's (Law 77), as the file's result is; the adjusted
        ones, the tricks transferred and the score change are ``None`` where nothing was
        ruled (a DD-only check, or a search that ran out of budget)."""
        record, ruling = self.record, self.ruling
        decided = ruling if ruling is not None and ruling.complete else None
        adjusted = self.normal_total if decided is not None else None
        table_score = self._score(self.claimed_total)
        adjusted_score = None if adjusted is None else self._score(adjusted)
        return {
            "row_version": ROW_VERSION,
            "claim_id": claim_id(record),
            "vulnerability": record.vul,
            "verdict_kind": ruling.kind if ruling is not None else self.dd_verdict,
            "tricks_transferred": decided.to_opponents if decided is not None else None,
            "table_result": self._result(self.claimed_total),
            "table_score": table_score,
            "adjusted_result": None if adjusted is None else self._result(adjusted),
            "adjusted_score": adjusted_score,
            "score_change": None
            if adjusted_score is None or table_score is None
            else adjusted_score - table_score,
            "score_side": "NS" if record.declarer.abbr in "NS" else "EW",
        }

    def _result(self, total: int) -> str | None:
        """``4S-1 by S`` for the declaring side's ``total`` (``None`` if unscorable)."""
        try:
            return (
                f"{Contract.parse(self.record.contract).result_text(total, symbols=False)}"
                f" by {self.record.declarer.abbr}"
            )
        except ValueError:
            return None

    def _score(self, total: int) -> int | None:
        vul = None if self.record.vul in ("None", "", None) else self.record.vul
        try:
            return contract_score(self.record.contract, self.record.declarer.abbr, vul, total)
        except ValueError:
            return None

    def _declaring_total(self, ruling: Ruling, claimer_tricks: int) -> int:
        """The declaring side's total when the claimer's side takes ``claimer_tricks`` of
        the remaining tricks (the ruling may be on a defender's claim)."""
        record = self.record
        remaining = claimer_tricks
        if not same_side(ruling.facts.claimer, record.declarer):
            remaining = record.position.tricks_left - claimer_tricks
        return record.tricks_won[0] + remaining


def check_claim(
    record: ClaimRecord,
    *,
    normal: bool = True,
    budget_ms: float | None = None,
    judged_as: tuple[PlayerClass, Finding] | None = None,
    node_budget: int | None = None,
) -> ClaimCheck:
    """Check one claim: the double-dummy total (:func:`double_dummy_value`: the project's
    engine on short positions, DDS through endplay on long ones) and, with
    ``normal``, the ruling by the law's normal-line test (no statement is known from an
    event file, so the claim is ruled as one made without a statement).  ``judged_as``:
    the class of player and why (``ClassMap.choose``); by default the event's name
    decides.  ``node_budget``: the run's budget in nodes (else ``budget_ms`` of CPU time
    as this process searches it)."""
    started = time.perf_counter()
    ruling = None
    if normal:
        from adjudicator.laws.claims.claim_input import ClaimRequest
        from adjudicator.laws.claims.request import rule_request
        from adjudicator.laws.claims.ruling import Ruling

        classes = (
            {}
            if judged_as is None
            else {"player_class": judged_as[0], "class_reason": judged_as[1]}
        )
        ruled = rule_request(
            ClaimRequest(
                facts=claim_from_record(record, **classes),
                no_outcomes=True,
                with_points=True,
                budget_ms=budget_ms,
                node_budget=node_budget,
            )
        )
        assert isinstance(ruled, Ruling)  # a request for a concession is never made here
        ruling = ruled
    if ruling is not None and same_side(ruling.facts.claimer, record.declarer):
        remaining = ruling.dd  # the ruling's own bound, for the declaring side
    else:
        remaining = double_dummy_value(record.position, record.declarer)
    elapsed = (time.perf_counter() - started) * 1000
    return ClaimCheck(record, record.tricks_won[0] + remaining, elapsed, ruling)


def check_revoke(
    record: RevokeRecord, *, budget_ms: float | None = None, lang: str = "en"
) -> dict[str, Any]:
    """The line of a board whose play holds a revoke: Laws 61-64 ruled (no statement or
    discovery time is known from a file: attention is taken as drawn in time)."""
    from adjudicator.laws.claims.ruling import time_budget_for

    ruling = rule_revoke(from_record(record), time_budget_ms=time_budget_for(budget_ms))
    found = revoke_json(ruling)
    totals = found["declarer_tricks"]
    return place(record) | {
        "contract": record.contract,
        "declarer": record.declarer.abbr,
        "verdict": REVOKE,
        "verdict_kind": REVOKE,
        "revokes": found["revokes"],
        "transfers": found["transfers"],
        "played_total": totals["played"],
        "final_total": totals["final"],
        "adjusted": found["adjusted"],
        "laws": ruling.laws,
        "complete": all(item.complete for item in ruling.equity),
        "ruling_text": render_revoke(ruling, lang=lang),
        "elapsed_ms": round(ruling.elapsed_ms, 2),
    }


def revoke_place(record: RevokeRecord) -> dict[str, Any]:
    """A revoke line's place: the board's place, marked as the revoke's (a board that
    ends in a claim has a claim line too)."""
    return place(record) | {"verdict": REVOKE}


def claim_id(record: ClaimRecord) -> str:
    """The claim's identity whatever file it was read from: the same deal, board,
    contract, declarer, play up to the claim and claimed total give the same id, so the
    same board in a .pbn and in its .lin is one claim (the batch report counts it once)."""
    hands = hands_from_pbn(record.deal)
    deal = "N:" + " ".join(hand_pbn(hands[seat]) for seat in SEATS)
    play = " ".join(card_code(card) for card in record.play)
    key = json.dumps(
        [deal, record.board, str(record.contract), record.declarer.abbr, play, record.claimed_total]
    )
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def place(item: ClaimRecord | BoardError | RevokeRecord) -> dict[str, Any]:
    """Where a claim or a board error stands in its file: the first fields of its line."""
    return {"file": item.file, "board": item.board, "table": item.table, "index": item.index}


def error_json(error: BoardError) -> dict[str, Any]:
    """A board error's line: its reason in English and, when it has one, the reason's
    catalog key and facts (``reason_key``, ``reason_params``: said in --lang)."""
    line = place(error) | {"verdict": "error", "reason": error.reason}
    if error.key:
        line |= {"reason_key": error.key, "reason_params": dict(error.params)}
        # the catalog's English, though the file was read before the catalog was loaded
        # (a card error of a deal quoted inside the reader's is then only its key)
        line["reason"] = reason_text(line, "en")
    return line
