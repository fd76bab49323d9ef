"""Issue 31 item 9: archives that do not repeat tags.  Some championship archives write a
board's second table, and every later game, without the tags whose values carry over
([Event], [Date], [Board], [Dealer], [Vulnerable], [Deal] ...).  The reader carries them
over from the previous game of the file (as it does PBN's ``"#"``), says so once per
file, and never carries a deal across a change of board number.  The archive is built
here, in a temporary folder, from the README's forgotten-trump board."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io.events import read_event

from places import EXAMPLES

#: The forgotten-trump board's own tags and its play to the claim (examples/).
TEXT = (EXAMPLES / "forgotten-trump.pbn").read_text(encoding="utf-8")
HEAD, PLAY = TEXT.split("[Scoring")[0], TEXT.split('[Play "W"]')[1]
TABLE = ('[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n[Play "W"]' + PLAY).strip()
#: Board 2's deal: board 1's with North's and South's hands exchanged.
DEAL_2 = "S:T942.876.854.A98 J85.543.AJ762.32 Q763.AKQ2.T3.KJ5 AK.JT9.KQ9.QT764"


def archive(tmp_path: Path) -> Path:
    """Board 1 in full at the open room; its closed room with none of the carried tags;
    board 2 in full; board 3 with no deal (board 2's must not be carried to it); board 4
    with ``[Deal "#"]`` (the same refusal, said of the ``#``)."""
    games = [
        HEAD + '[Room "Open"]\n' + TABLE,
        '[Room "Closed"]\n' + TABLE,
        '[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "' + DEAL_2 + '"]\n'
        '[Room "Open"]\n[Declarer "N"]\n[Contract "3NT"]\n[Result "9"]\n',
        '[Board "3"]\n[Room "Open"]\n' + TABLE,
        '[Board "4"]\n[Deal "#"]\n[Room "Open"]\n' + TABLE,
    ]
    path = tmp_path / "archive.pbn"
    path.write_text("\n\n".join(games) + "\n", encoding="utf-8")
    return path


def test_omitted_tags_carry_over_from_the_previous_game(tmp_path) -> None:
    reading = read_event(archive(tmp_path))
    claims = {(c.board, c.table): c for c in reading.claims}
    assert sorted(claims) == [(1, "Closed"), (1, "Open")]
    closed, opened = claims[1, "Closed"], claims[1, "Open"]
    assert closed.event == opened.event == "adjudicator example"  # its class of player
    assert closed.deal == opened.deal and closed.vul == opened.vul == "None"
    assert closed.dealer == opened.dealer
    # said once for the file, with the tags carried and the first game that took them
    assert reading.notes == [
        (
            "event_tags_carried",
            {
                "tags": "[Board], [Date], [Deal], [Dealer], [Event], [Site], [Vulnerable]",
                "game": "2",
            },
        )
    ]


def test_a_deal_is_never_carried_to_another_board(tmp_path) -> None:
    reading = read_event(archive(tmp_path))
    errors = {e.index: e.reason for e in reading.errors}
    assert sorted(errors) == [4, 5]
    assert "no full deal" in errors[4]
    assert '[Deal "#"] on board 4' in errors[5] and "board 3" in errors[5]


def test_a_file_that_repeats_its_tags_has_no_note() -> None:
    reading = read_event(EXAMPLES / "forgotten-trump.pbn")
    assert reading.notes == [] and len(reading.claims) == 1
