"""``adjudicate check``'s words: a claim's line, the summary line, a verdict as a reader
reads it, the claim as the DD check alone shows it, and the progress line.

A line of the batch (:data:`~adjudicator.batch.Row`) keeps its machine fields in English
(``verdict`` as written to ``--out``, CSV and JSONL, which scripts read); the texts here
say them in ``lang``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from endplay.types import Player

from adjudicator.core.cards import parse_card
from adjudicator.core.contract import Contract, ContractError
from adjudicator.io.records import ClaimRecord
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import MESSAGES, Place, law_list, seat_initial, words
from adjudicator.text.diagram import render_position
from adjudicator.text.ruling_text import contract_text
from adjudicator.text.safe import safe_text, shown_path

Row = dict[str, Any]

#: A ruling's verdict as ``--out`` records it → its key in the catalog.
_VERDICT_KEYS = {
    "upheld": "verdict_upheld",
    "undecided (budget)": "verdict_undecided",
    "exact": "dd_exact",
    "claimed less than DD": "dd_less",
    "claimed more than DD": "dd_more",
    "error": "verdict_error",
}
_TO_OPPONENTS = re.compile(r"tricks to opponents: (\d+) \(([^)]*)\)")
#: A verdict counted in the summary line: the kind, without its count and laws.
_KIND_KEYS = _VERDICT_KEYS | {"tricks to opponents": "kind_to_opponents"}


def verdict_words(verdict: str, lang: str = "en") -> str:
    """A line's ``verdict`` said in ``lang`` (``tricks to opponents: 1 (70C)`` →
    ``判给对方1墩（第70条C款）``); one it does not know is shown as recorded."""
    if lang == "en":
        return verdict
    if verdict in _VERDICT_KEYS:
        return words(_VERDICT_KEYS[verdict], lang)
    match = _TO_OPPONENTS.fullmatch(verdict)
    if match:
        laws = [law for law in match[2].split(",") if law]
        return words("verdict_to_opponents", lang, count=int(match[1]), laws=law_list(laws, lang))
    return verdict


def contract_words(contract: object, lang: str = "en") -> str:
    """A contract as a line records it (``4SX``), in ``lang`` (``4♠加倍``)."""
    if lang == "en" or contract is None:
        return str(contract)
    try:
        return contract_text(Contract.parse(str(contract)), lang)
    except ContractError:
        return str(contract)


def row_place(row: Row) -> Place:
    """Where a line stands in its file; a table name from the file is made safe to show
    (its control characters escaped)."""
    table = row.get("table")
    return Place(row.get("board"), row.get("index"), safe_text(table) if table else table)


def reason_text(row: Row, lang: str = "en") -> str:
    """Why a board (or a file) could not be read, in ``lang`` when the line gives the
    reason's catalog key (``reason_key``), else as the reader wrote it (English)."""
    key, params = row.get("reason_key"), row.get("reason_params")
    if isinstance(key, str) and key in MESSAGES and isinstance(params, dict):
        said = {name: _reason_value(name, value, lang) for name, value in params.items()}
        inner = said.get("problem_key")  # the problem it quotes has a key of its own
        if isinstance(inner, str) and inner in MESSAGES:
            said["problem"] = words(
                inner,
                lang,
                **{
                    name.removeprefix("problem_"): value
                    for name, value in said.items()
                    if name.startswith("problem_") and name != "problem_key"
                },
            )
        return words(key, lang, **said)
    return safe_text(str(row.get("reason")), limit=0)


def _reason_value(name: str, value: Any, lang: str) -> Any:
    """A fact a reason quotes, made safe to show; a card as the language writes cards
    (``CQ`` in English, ``♣Q`` otherwise)."""
    if not isinstance(value, str):
        return value
    if name.endswith("card") and lang != "en" and _CARD_CODE.fullmatch(value):
        return card_text(parse_card(value))
    return safe_text(value)


#: A card as the readers quote it (``card_code``).
_CARD_CODE = re.compile(r"[SHDC][2-9TJQKA]")


def text_line(row: Row, lang: str = "en") -> str:
    """One claim, revoke board or error as a line of text.  Everything from a file is
    made safe to show (:mod:`adjudicator.text.safe`): a table tag cannot colour the
    terminal, a file name with a line break cannot start a line of its own."""
    file = shown_path(row["file"])
    if row.get("verdict") == "error":
        reason = reason_text(row, lang)
        if not row.get("index"):
            return words("check_file_error", lang, file=file, reason=reason)
        return words("check_error", lang, file=file, place=row_place(row), reason=reason)
    if row.get("verdict") == "revoke":
        return revoke_line(row, lang)
    if row.get("bounds"):  # undecided: the normal-line total lies between the bounds
        low, high = row["bounds"]
        normal = words("check_normal_between", lang, low=low, high=high)
    elif row.get("normal_total") is not None:
        normal = words("check_normal", lang, total=row["normal_total"])
    else:
        normal = ""
    return words(
        "check_line",
        lang,
        file=file,
        place=row_place(row),
        contract=safe_text(contract_words(row["contract"], lang)),
        declarer=seat_words(row["declarer"], lang),
        claimed=row["claimed_total"],
        dd=row["dd_total"],
        normal=normal,
        verdict=verdict_words(str(row["verdict"]), lang),
    )


def revoke_line(row: Row, lang: str = "en") -> str:
    """A revoke board's line: each revoke with the clause that decides it and the tricks
    it transfers, then the declaring side's tricks as played and as ruled."""
    items = words("reason_separator", lang).join(
        words(
            "check_revoke_item",
            lang,
            trick=r["trick"],
            seat=seat_words(r["seat"], lang),
            clause=r["clause"],
            transfer=r["transfer"],
            provisional=words("check_revoke_provisional", lang) if r["provisional"] else "",
        )
        for r in row["revokes"]
    )
    totals = ""
    if row.get("played_total") is not None:
        adjusted = words("check_revoke_adjusted", lang) if row.get("adjusted") else ""
        totals = words(
            "check_revoke_totals",
            lang,
            played=row["played_total"],
            final=row["final_total"],
            adjusted=adjusted,
        )
    return words(
        "check_revoke_line",
        lang,
        file=shown_path(row["file"]),
        place=row_place(row),
        contract=contract_words(row["contract"], lang),
        declarer=seat_words(row["declarer"], lang),
        revokes=items,
        totals=totals,
    )


def seat_words(abbr: object, lang: str = "en") -> str:
    """A seat as a line records it (``S``), in ``lang`` (``南``); empty for none."""
    if abbr is None:
        return ""
    try:
        return seat_initial(Player.find(str(abbr)), lang)
    except (ValueError, KeyError):
        return str(abbr)


def summary_line(boards: int, rows: Iterable[Row], normal: bool, lang: str = "en") -> str:
    """``B boards read, C claims (counts by verdict), E errors``.

    The DD check counts its three verdicts; the normal-line test counts claims upheld,
    claims whose ruling gives tricks to the opponents, and undecided ones."""
    counts: Counter[str] = Counter()
    for row in rows:
        if row.get("verdict") in ("error", "revoke"):
            counts[str(row["verdict"])] += 1
        elif normal:
            counts[verdict_kind(str(row["verdict"]))] += 1
        else:
            counts[str(row["dd_verdict"])] += 1
    return summary_from_counts(boards, counts, lang)


def summary_from_counts(boards: int, counts: Counter[str], lang: str = "en") -> str:
    """The summary line from the count of each kind of line (``error`` and the
    verdicts, as :func:`adjudicator.batch.row_kind` names them)."""
    verdicts = {kind: n for kind, n in counts.items() if kind not in ("error", "revoke") and n}
    detail = words("list_separator", lang).join(
        words("summary_count", lang, count=n, kind=_kind_words(v, lang))
        for v, n in sorted(verdicts.items())
    )
    claims, errors, revokes = sum(verdicts.values()), counts["error"], counts["revoke"]
    if revokes:
        return words(
            "check_summary_revokes",
            lang,
            boards=boards,
            claims=claims,
            detail=detail or words("summary_none", lang),
            revokes=revokes,
            errors=errors,
        )
    return words(
        "check_summary",
        lang,
        boards=boards,
        claims=claims,
        detail=detail or words("summary_none", lang),
        errors=errors,
    )


def verdict_kind(verdict: str) -> str:
    return "tricks to opponents" if verdict.startswith("tricks to opponents") else verdict


def _kind_words(kind: str, lang: str) -> str:
    return words(_KIND_KEYS[kind], lang) if kind in _KIND_KEYS and lang != "en" else kind


def dd_text(record: ClaimRecord, dd_total: int, dd_verdict: str, lang: str = "en") -> str:
    """The claim as the DD check alone shows it: the contract, the hands, the totals."""
    return "\n".join(
        [
            words(
                "dd_contract",
                lang,
                contract=contract_words(record.contract, lang),
                declarer=seat_initial(record.declarer, lang),
                won=record.tricks_won[0],
                lost=record.tricks_won[1],
            ),
            render_position(record.position, lang=lang),
            words(
                "dd_claimed",
                lang,
                claimed=record.claimed_total,
                dd=dd_total,
                verdict=verdict_words(dd_verdict, lang),
            ),
        ]
    )


def progress_text(
    files: int, total: int, claims: int, rate: float, eta: str, lang: str = "en"
) -> str:
    return words(
        "progress", lang, files=files, total=total, claims=claims, rate=f"{rate:.1f}", eta=eta
    )


__all__ = [
    "contract_words",
    "dd_text",
    "progress_text",
    "revoke_line",
    "row_place",
    "seat_words",
    "summary_from_counts",
    "summary_line",
    "text_line",
    "verdict_kind",
    "verdict_words",
]
