"""The revoke ruling (Laws 61-64) as a director reads it, in English or Chinese, and as
JSON: the contract, the play trick by trick with each revoke marked, where each revoke
became established, the transfer and its arithmetic, the 64C comparison, the result and
its score."""

from __future__ import annotations

from typing import Any

from endplay.types import Player

from adjudicator.core.cards import card_code, seat_after
from adjudicator.laws.revokes.law64 import RevokeDecision
from adjudicator.laws.revokes.law64c import Equity
from adjudicator.laws.revokes.revoke_ruling import RevokeRuling
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import (
    finding_text,
    law_citation,
    seat_initial,
    seat_name,
    side_name,
    words,
)
from adjudicator.text.ruling_text import contract_text


def render_revoke(ruling: RevokeRuling, lang: str = "en", symbols: bool = True) -> str:
    """The full text of a revoke ruling."""
    play = ruling.play
    lines: list[str] = []
    if play.context is not None:
        lines.append(
            words(
                "revoke_contract",
                lang,
                contract=contract_text(play.context.contract, lang),
                declarer=seat_name(play.declarer, lang),
            )
        )
    lines += _play_lines(ruling, lang, symbols)
    if not ruling.decisions:
        lines.append(words("revoke_none", lang))
    for decision in ruling.decisions:
        revoke = decision.revoke
        held = " ".join(card_text(c, symbols) for c in revoke.held)
        lines.append(
            words(
                "revoke_event",
                lang,
                trick=revoke.trick,
                seat=revoke.seat,
                card=revoke.card,
                suit=revoke.led,
                held=held,
            )
        )
    lines += _transfer_lines(ruling, lang)
    lines.append("")
    lines += _decision_lines(ruling, lang)
    lines.append(words("ruling_rules", lang, rules=play.ruleset, cls=play.player_class))
    return "\n".join(lines)


def _play_lines(ruling: RevokeRuling, lang: str, symbols: bool) -> list[str]:
    play = ruling.play
    marked = {(d.revoke.trick, d.revoke.seat) for d in ruling.decisions}
    lines = [words("revoke_play", lang)]
    tricks = [(t.leader, t.cards) for t in play.tricks]
    if play.trick:
        tricks.append((play.leader, play.trick))
    for index, (leader, cards) in enumerate(tricks):
        number = play.number(index)
        shown = "  ".join(
            f"{seat_initial(seat_after(leader, i), lang)} {card_text(c, symbols)}"
            for i, c in enumerate(cards)
        )
        winner = (
            words("trick_won_by", lang, seat=seat_name(play.winner(number), lang))
            if len(cards) == 4
            else ""
        )
        revokers = [
            seat_after(leader, i)
            for i in range(len(cards))
            if (number, seat_after(leader, i)) in marked
        ]
        mark = "".join(words("revoke_mark", lang, seat=seat_name(s, lang)) for s in revokers)
        lines.append(
            words("revoke_trick", lang, number=number, cards=shown, winner=winner, mark=mark)
        )
    return lines


def _transfer_lines(ruling: RevokeRuling, lang: str) -> list[str]:
    transfers = ruling.transfers
    provisional = words("revoke_provisional", lang) if transfers.provisional else ""
    lines = []
    for side in (0, 1):
        if transfers.away[side]:
            lines.append(
                words(
                    "revoke_transfer",
                    lang,
                    count=transfers.away[side],
                    giver=side_name(Player(side), lang),
                    taker=side_name(Player(1 - side), lang),
                    provisional=provisional,
                )
            )
    if not lines:
        lines.append(words("revoke_no_transfer", lang))
    return lines


def _decision_lines(ruling: RevokeRuling, lang: str) -> list[str]:
    lines = []
    final = ruling.final_result()
    if final is not None:
        lines.append(
            words(
                "revoke_decision",
                lang,
                result=_result(ruling, final[1], lang),
                total=final[1],
                score=final[2],
            )
        )
    elif ruling.final is not None:
        lines.append(words("revoke_decision_tricks", lang, total=ruling.final))
    else:
        lines.append(words("revoke_decision_open", lang))
    if ruling.played is not None:
        lines.append(
            words(
                "revoke_totals",
                lang,
                played=ruling.played,
                transferred=ruling.transferred,
                final=ruling.final,
            )
        )
    else:
        lines.append(words("revoke_totals_unknown", lang))
    separator = words("list_separator", lang)
    lines.append(
        words(
            "revoke_laws", lang, laws=separator.join(law_citation(law, lang) for law in ruling.laws)
        )
    )
    lines.append(words("ruling_findings", lang))
    lines += [f"  - {finding_text(finding, lang)}" for finding in ruling.findings]
    return lines


def _result(ruling: RevokeRuling, total: int, lang: str) -> str:
    """``4♠-1 by S`` / ``4♠-1，莊家南``."""
    context = ruling.play.context
    assert context is not None
    over = context.contract.outcome(total)
    return words(
        "ruling_result_line",
        lang,
        contract=contract_text(context.contract, lang),
        over="=" if over == 0 else f"{over:+d}",
        declarer=seat_initial(context.declarer, lang),
    )


def revoke_json(ruling: RevokeRuling) -> dict[str, Any]:
    """The revoke ruling as one JSON object (``adjudicate revoke --format json``)."""
    play = ruling.play
    final = ruling.final_result()
    return {
        "verdict_kind": ruling.kind,
        "contract": None if play.context is None else str(play.context.contract),
        "declarer": play.declarer.abbr,
        "ends": play.ends,
        "revokes": [_decision_json(d) for d in ruling.decisions],
        "transfers": {
            "from_NS": ruling.transfers.away[0],
            "from_EW": ruling.transfers.away[1],
            "provisional": ruling.transfers.provisional,
        },
        "equity": [_equity_json(e) for e in ruling.equity],
        "declarer_tricks": {
            "played": ruling.played,
            "transferred": ruling.transferred,
            "final": ruling.final,
        },
        "adjusted": ruling.adjusted,
        "result": None
        if final is None
        else {"contract": final[0], "declarer_tricks": final[1], "score": final[2]},
        "laws": ruling.laws,
        "findings": [finding_text(f) for f in ruling.findings],
        "rules": play.ruleset.value,
        "class": play.player_class.value,
        "discovered": play.discovered,
        "note": play.note or None,
        "elapsed_ms": round(ruling.elapsed_ms, 1),
    }


def _decision_json(decision: RevokeDecision) -> dict[str, Any]:
    revoke, when = decision.revoke, decision.established
    return {
        "trick": revoke.trick,
        "seat": revoke.seat.abbr,
        "card": card_code(revoke.card),
        "led": "SHDC"[revoke.led],
        "held": [card_code(c) for c in revoke.held],
        "established": None
        if when is None
        else {
            "law": when.law,
            "trick": when.trick,
            "seat": None if when.seat is None else when.seat.abbr,
            "card": None if when.card is None else card_code(when.card),
        },
        "clause": decision.clause,
        "transfer": decision.transfer,
        "provisional": decision.provisional,
    }


def _equity_json(item: Equity) -> dict[str, Any]:
    return {
        "trick": item.revoke.trick,
        "non_offenders": "NS" if item.non_offender % 2 == 0 else "EW",
        "worst_normal": item.worst,
        "best_normal": item.best,
        "dd": item.dd,
        "complete": item.complete,
        "with_transfer": item.actual,
        "adjusted": item.adjusted,
        "both_sides": item.both_sides,
    }
