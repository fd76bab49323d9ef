"""The ruling record written: everything needed to file a ruling and to make it again.

:func:`ruling_record` turns a :class:`~adjudicator.laws.claims.ruling.Ruling` into the record
of ``docs/ruling-record.md`` (its JSON Schema ships as
``adjudicator/text/schemas/ruling-record.schema.json``).  :func:`claim_json` is what
``adjudicate claim --format json`` prints: the record, beside the summary keys the command
printed before the record existed (``awarded``, ``dd``, ``worst_line`` ...), which scripts
read and which stay as they were.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

from adjudicator._version import __version__
from adjudicator.core.cards import SEATS, card_code, hand_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.laws.claims.claim import BoardContext, ClaimFacts, ClaimSource
from adjudicator.laws.claims.ruling import UNDECIDED, Ruling
from adjudicator.text.catalog import LANGUAGES, words
from adjudicator.text.record.encode import encode, finding_json, line_json, strain_code
from adjudicator.text.references import PRACTICE_RULES
from adjudicator.text.ruling_text import point_json, ruling_json, weighting_json

#: The record's name and version (``schema``, ``schema_version``); a reader refuses a
#: record of a later version.  Raise the version when a field changes meaning or goes.
RECORD_SCHEMA = "adjudicator/ruling-record"
RECORD_VERSION = 1


def tool_version() -> str:
    return __version__


def claim_json(ruling: Ruling, lang: str = "en") -> dict[str, Any]:
    """``adjudicate claim --format json``: the summary keys (their display texts in
    ``lang``), then the record (its texts in every language)."""
    return ruling_json(ruling, lang) | ruling_record(ruling)


def ruling_record(ruling: Ruling) -> dict[str, Any]:
    """The self-contained, versioned record of a ruling (``docs/ruling-record.md``)."""
    facts = ruling.facts
    return {
        "schema": RECORD_SCHEMA,
        "schema_version": RECORD_VERSION,
        "tool": {"name": "adjudicator", "version": tool_version()},
        "source": source_json(facts.source),
        "board": board_json(facts.context),
        "position": position_json(facts.position),
        "claim": claim_facts_json(facts),
        "ruling": decision_json(ruling),
        "lines": lines_json(ruling),
    }


def source_json(source: ClaimSource | None) -> dict[str, Any] | None:
    """Where the claim was read, and what the file says of the case (issue 31: the
    committee report's identification).  The file by its name only: a record is filed
    and sent on, and the folders of the machine it was made on are nobody's business."""
    if source is None:
        return None
    return {
        "file": PurePath(source.file).name,
        "board": source.board,
        "table": source.table,
        "record": source.record,
        "event": source.event,
        "date": source.date,
        "players": source.players.by_seat(),
    }


def board_json(context: BoardContext | None) -> dict[str, Any] | None:
    if context is None:
        return None
    return {
        "contract": str(context.contract),
        "declarer": context.declarer.abbr,
        "vulnerability": context.vul or "None",
        "tricks_before_claim": {
            "declarer": context.declarer_tricks,
            "defenders": context.defender_tricks,
        },
    }


def position_json(position: ClaimPosition) -> dict[str, Any]:
    return {
        "deal": position.pbn(),
        "hands": {seat.abbr: hand_pbn(position.hands[seat]) for seat in SEATS},
        "trump": strain_code(position.trump),
        "leader": position.leader.abbr,
        "trick": [card_code(card) for card in position.trick],
        "history": [
            {"leader": past.leader.abbr, "cards": [card_code(c) for c in past.cards]}
            for past in position.history
        ],
        "shown_out": sorted(
            ({"seat": seat.abbr, "suit": strain_code(suit)} for seat, suit in position.shown_out),
            key=lambda pair: ("NESW".index(pair["seat"]), pair["suit"]),
        ),
        "to_play": position.to_play.abbr,
        "tricks_left": position.tricks_left,
    }


def claim_facts_json(facts: ClaimFacts) -> dict[str, Any]:
    return {
        "claimer": facts.claimer.abbr,
        "claims": facts.claimed,
        "statement": {
            "typed": facts.statement_text,
            "read": {lang: facts.statement.canonical(lang) for lang in _statement_languages()},
            "empty": facts.statement.empty,
            # issue 28: the words left out of the reading, as typed
            "unread": list(facts.statement.unread),
        },
        "after_claim": [card_code(card) for card in facts.after_claim],
        "class": facts.player_class.value,
        # why that class (given, mapped, the event's name: laws.claims.class_of_player), and
        # whether the claimer was inferred because the file does not record him
        "class_reason": class_reason_json(facts),
        "claimer_inferred": facts.claimer_inferred,
        "rules": {
            "name": facts.ruleset.value,
            "laws": words(f"rules_{facts.ruleset.value}", "en"),
            "version": PRACTICE_RULES.version,
        },
        # doubtful points a committee struck as not normal for this player (re-ruled
        # without them), the cards equal to each included (laws.claims.doubtful)
        "not_normal": [
            {"trick": p.trick, "seat": p.seat.abbr, "card": card_code(p.card)}
            for p in facts.not_normal
        ],
    }


def class_reason_json(facts: ClaimFacts) -> dict[str, str] | None:
    """The finding saying why the class was judged: its key and its words' facts."""
    reason = facts.class_reason
    if reason is None:
        return None
    return {"key": reason.key} | {
        name: value for name, value in reason.params.items() if isinstance(value, str)
    }


def decision_json(ruling: Ruling) -> dict[str, Any]:
    facts = ruling.facts
    decided = ruling.kind != UNDECIDED
    return {
        "kind": ruling.kind,
        "claimed": ruling.claimed,
        "awarded": ruling.awarded if decided else None,
        "to_opponents": ruling.to_opponents if decided else None,
        "tricks_left": facts.position.tricks_left,
        "worst_normal": ruling.worst,
        "best_normal": ruling.best,
        "dd": ruling.dd,
        "complete": ruling.complete,
        "result": result_json(ruling) if decided else None,
        "laws": list(ruling.laws),
        "practice_rows": list(ruling.practice_rows),
        "findings": [finding_json(finding) for finding in ruling.findings],
        "lost_tricks": [
            {
                "trick": lost.number,
                "winner": lost.winner.abbr,
                "card": card_code(lost.card),
                "why": finding_json(lost.why),
            }
            for lost in ruling.lost_tricks
        ],
        "law70c": encode(ruling.trump),
        # the careless choices the worst line rests on, which a committee may strike
        # (a list in every version of the record; filled once the ruling reports them)
        "doubtful_points": [point_json(point) for point in ruling.doubtful_points or ()],
        # Law 12C3 (practice row 20): a guess between the normal lines, simulated single
        # dummy, and its weights (null when none was simulated or found)
        "weighting": weighting_json(ruling),
        "search": {
            "node_budget": ruling.node_budget,
            "outcomes": ruling.outcomes_asked,
            "guess": guess_json(ruling),
            "points": ruling.doubtful_points is not None,
        },
        "elapsed_ms": round(ruling.elapsed_ms, 1),
    }


def guess_json(ruling: Ruling) -> dict[str, Any] | None:
    """How a guess was simulated (what a replay needs to simulate it again)."""
    options = ruling.guess_options
    if options is None:
        return None
    return {"layouts": options.layouts, "seed": options.seed, "unit": options.unit}


def result_json(ruling: Ruling) -> dict[str, Any] | None:
    """The contract's result and score on the ruling, when the contract is known."""
    final = ruling.final_result()
    context = ruling.facts.context
    if final is None or context is None:
        return None
    result, total, score = final
    return {
        "contract": result,
        "declarer_tricks": total,
        "score": score,
        "score_for": "NS" if context.declarer.abbr in "NS" else "EW",
    }


def lines_json(ruling: Ruling) -> dict[str, Any]:
    position = ruling.facts.position
    return {
        "worst": {"tricks": ruling.worst, "play": line_json(position, ruling.worst_line)},
        "outcomes": [
            {"tricks": tricks, "play": line_json(position, line)}
            for tricks, line in sorted(ruling.outcomes.items())
        ],
    }


def _statement_languages() -> tuple[str, ...]:
    """The languages the statement can be written back in (``Statement.canonical``)."""
    return LANGUAGES
