"""Hand diagrams as directors draw them: North on top, West and East at the sides.

The diagram shows the cards still held at the claim; the trick in progress is listed
under it with the seat that played each card, so the reader sees exactly what the
claimer saw when he claimed.  A line of play is shown one trick per row.
"""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card, Player

from adjudicator.core.cards import seat_after
from adjudicator.core.position import ClaimPosition
from adjudicator.text.cards import card_text, hand_rows
from adjudicator.text.catalog import seat_initial, seat_name, words
from adjudicator.text.columns import ljust, width


def render_position(position: ClaimPosition, symbols: bool = True, lang: str = "en") -> str:
    """The four remaining hands in the classic cross layout, then the trick in progress."""
    north = hand_rows(position.hands[Player.north], symbols)
    south = hand_rows(position.hands[Player.south], symbols)
    west = hand_rows(position.hands[Player.west], symbols)
    east = hand_rows(position.hands[Player.east], symbols)
    west_name, east_name = seat_name(Player.west, lang), seat_name(Player.east, lang)
    left = max(width(row) for row in west + [west_name]) + 2
    pad = " " * left
    middle = max(width(row) for row in north + south) + 2
    lines = [pad + seat_name(Player.north, lang)]
    lines += [pad + row for row in north]
    lines.append(ljust(west_name, left) + " " * middle + east_name)
    for w_row, e_row in zip(west, east, strict=True):
        lines.append(ljust(w_row, left) + " " * middle + e_row)
    lines.append(pad + seat_name(Player.south, lang))
    lines += [pad + row for row in south]
    if position.trick:
        played = words("list_separator", lang).join(
            words(
                "card_by_seat",
                lang,
                seat=seat_name(seat_after(position.leader, i), lang),
                card=card_text(card, symbols),
            )
            for i, card in enumerate(position.trick)
        )
        lines.append(words("trick_in_progress", lang, played=played))
    return "\n".join(lines)


def render_line(
    position: ClaimPosition, line: Iterable[Card], symbols: bool = True, lang: str = "en"
) -> list[str]:
    """A line of play from the position, one trick per row: each card with its seat,
    then who won the trick (``North wins``)."""
    rows = []
    for trick in position.tricks_of(line):
        played = "  ".join(
            f"{seat_initial(trick.seat_of_card(i), lang)} {card_text(card, symbols)}"
            for i, card in enumerate(trick.cards)
        )
        tail = ""
        if trick.winner is not None:
            tail = "   " + words("trick_won_by", lang, seat=seat_name(trick.winner, lang))
        rows.append(played + tail)
    return rows
