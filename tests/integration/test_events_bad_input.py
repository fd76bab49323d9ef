"""Bad event files: every problem is one line naming the file, the board and what is
wrong -- never an exception, never a silently dropped board.

The board used here is made up for the tests (no real record is copied):

    North  AKQJ.AKQ.AKQ.AKQ      3NT by North, East leads the HJ.
    East   T98.JT9.JT9.JT98      Trick 1: HJ H6 H2 HA (North wins)
    South  765.876.876.7654      Trick 2: SA S8 S5 S2 (North wins)
    West   432.5432.5432.32      Trick 3: North leads the DA, East plays the D9,
                                 and North claims all 13 tricks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from endplay.types import Card, Deal, Denom, Player
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.cards import card_code
from adjudicator.io.events import read_event
from adjudicator.io.records import BoardError

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32"
PLAY = ["HJ", "H6", "H2", "HA", "SA", "S8", "S5", "S2", "DA", "D9"]

# LIN hands are written South, West, North (East is the rest); dealer digit 3 = North
LIN_DEAL = "3S765H876D876C7654,S432H5432D5432C32,SAKQJHAKQDAKQCAKQ,"


def lin_text(deal: str = LIN_DEAL, play: list[str] = PLAY, claim: str | None = "13") -> str:
    cards = "".join(f"pc|{card}|" for card in play)
    end = f"mc|{claim}|" if claim is not None else ""
    return (
        f"pn|Sue,Wes,Nat,Eve|st||md|{deal}|rh||ah|Board 1|sv|o|"
        f"mb|3N|mb|p|mb|p|mb|p|pg||{cards}pg||{end}\n"
    )


def pbn_text(
    deal: str = DEAL, rows: str | None = None, play_seat: str = "E", result: str = "13"
) -> str:
    # columns E S W N, each trick's row as played: trick 2 and 3 are led by North
    if rows is None:
        rows = "HJ H6 H2 HA\nS8 S5 S2 SA\nD9 - - DA\n*"
    return (
        f'[Event "adjudicator test"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        f'[Deal "{deal}"]\n[Declarer "N"]\n[Contract "3NT"]\n[Result "{result}"]\n'
        f'[Play "{play_seat}"]\n{rows}\n'
    )


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def only_error(path: Path) -> BoardError:
    """The one error of a file with one bad board; checks the one-line form."""
    reading = read_event(path)
    assert not reading.claims
    assert len(reading.errors) == 1, reading.errors
    error = reading.errors[0]
    text = str(error)
    assert "\n" not in text
    assert text.startswith(f"{path}: ")
    return error


def board_error(path: Path, *phrases: str) -> BoardError:
    error = only_error(path)
    assert error.board == 1 and "board 1: " in str(error)
    for phrase in phrases:
        assert phrase in error.reason, error.reason
    return error


# ---- the good board, three ways -------------------------------------------------------


def check_the_claim(path: Path) -> None:
    reading = read_event(path)
    assert reading.errors == [] and reading.boards_read == 1
    (claim,) = reading.claims
    assert claim.board_label == "board 1"
    assert (claim.contract, claim.declarer, claim.dealer, claim.vul) == (
        "3NT",
        Player.north,
        Player.north,
        "None",
    )
    assert claim.deal == DEAL
    assert [str(t) for t in claim.position.history] == ["E:HJ H6 H2 HA", "N:SA S8 S5 S2"]
    assert claim.position.trick == (Card("DA"), Card("D9"))
    assert claim.to_play == Player.south
    assert claim.tricks_won == (2, 0)
    assert (claim.claimed_total, claim.claimed_remaining) == (13, 11)
    assert claim.position.trump == Denom.nt
    assert claim.position.shown_out == frozenset()
    assert claim.position.pbn() == "N:KQJ.KQ.KQ.AKQ T9.T9.JT.JT98 76.87.876.7654 43.543.5432.32"


def test_lin_claim(tmp_path: Path) -> None:
    check_the_claim(write(tmp_path, "good.lin", lin_text()))


def test_pbn_claim_with_star(tmp_path: Path) -> None:
    check_the_claim(write(tmp_path, "good.pbn", pbn_text()))


def test_pbn_claim_pbntools_style(tmp_path: Path) -> None:
    rows = "HJ H6 H2 HA\nS8 S5 S2 SA\nD9 - - DA\n" + "- - - -\n" * 10
    check_the_claim(write(tmp_path, "tools.pbn", pbn_text(rows=rows)))


def test_latin1_names_are_read(tmp_path: Path) -> None:
    """PBN's character set is ISO 8859-1: such bytes are text, not an error."""
    text = pbn_text().replace('[Event "adjudicator test"]', '[Event "Liège"]')
    check_the_claim(write(tmp_path, "latin1.pbn", text.encode("latin-1")))


def test_shown_out_includes_the_trick_in_progress(tmp_path: Path) -> None:
    # North cashes SK and SQ (all follow), then leads the SJ and East discards the H9
    play = PLAY[:8] + ["SK", "S9", "S6", "S3", "SQ", "ST", "S7", "S4", "SJ", "H9"]
    reading = read_event(write(tmp_path, "show.lin", lin_text(play=play)))
    (claim,) = reading.claims
    assert claim.position.shown_out == frozenset({(Player.east, Denom.spades)})
    assert claim.position.trick == (Card("SJ"), Card("H9"))
    assert claim.tricks_won == (4, 0) and claim.claimed_remaining == 9


# ---- bad boards -----------------------------------------------------------------------


def test_truncated_lin(tmp_path: Path) -> None:
    text = lin_text()
    cut = text[: text.index("pc|D9|") + 4]  # ends in "pc|D"
    board_error(write(tmp_path, "cut.lin", cut), "truncated")


def test_truncated_pbn_tag(tmp_path: Path) -> None:
    text = pbn_text()
    cut = text[: text.index("[Deal") + 20]
    board_error(write(tmp_path, "cut.pbn", cut), "truncated")


def test_truncated_pbn_play(tmp_path: Path) -> None:
    text = pbn_text()
    cut = text[: text.index("D9 - -")]  # two full rows, no '*', no '-' rows
    board_error(write(tmp_path, "cutplay.pbn", cut), "truncated", "trick 3")


def test_unknown_card_lin(tmp_path: Path) -> None:
    board_error(write(tmp_path, "x.lin", lin_text(play=PLAY[:4] + ["SX"])), "unknown card pc|SX|")


def test_unknown_card_pbn(tmp_path: Path) -> None:
    rows = "HJ H6 H2 HA\nS8 S5 S2 SX\n*"
    board_error(write(tmp_path, "x.pbn", pbn_text(rows=rows)), "unknown card 'SX'")


def test_unknown_card_in_the_deal(tmp_path: Path) -> None:
    board_error(
        write(tmp_path, "deal.pbn", pbn_text(deal=DEAL.replace("AKQJ.", "AKQZ."))), "deal", "'Z'"
    )


def test_fourteen_card_hand_lin(tmp_path: Path) -> None:
    deal = LIN_DEAL.replace("C7654", "C7654J")  # South takes East's CJ
    board_error(write(tmp_path, "14.lin", lin_text(deal=deal)), "S holds 14 cards")


def test_fourteen_card_hand_pbn(tmp_path: Path) -> None:
    deal = DEAL.replace("JT98 765", "JT9 765").replace(".32", ".832")  # C8 East -> West
    board_error(write(tmp_path, "14.pbn", pbn_text(deal=deal)), "W holds 14 cards")


def test_duplicated_card_lin(tmp_path: Path) -> None:
    deal = LIN_DEAL.replace("S765", "S76A")  # South's S5 becomes a second SA
    board_error(write(tmp_path, "dup.lin", lin_text(deal=deal)), "SA is in both N and S")


def test_duplicated_card_pbn(tmp_path: Path) -> None:
    deal = DEAL.replace("765.", "76A.")
    board_error(write(tmp_path, "dup.pbn", pbn_text(deal=deal)), "SA is in both N and S")


def full_play() -> list[str]:
    """A legal play of all 52 cards of ``DEAL`` (each player plays his lowest card of
    the suit led, else his lowest card), by endplay's replay."""
    deal = Deal(DEAL)
    deal.first, deal.trump = Player.east, Denom.nt
    played: list[str] = []
    for _ in range(52):
        seat = Player((deal.first + len(deal.curtrick)) % 4)
        hand = list(deal[seat])
        if deal.curtrick:
            same = [c for c in hand if c.suit == deal.curtrick[0].suit]
            hand = same or hand
        card = min(hand, key=lambda c: c.rank)
        played.append("SHDC"[card.suit] + card.rank.abbr)
        deal.play(card)
    return played


def test_play_after_the_end_lin(tmp_path: Path) -> None:
    board_error(
        write(tmp_path, "end.lin", lin_text(play=full_play() + ["SA"], claim=None)),
        "play after the end",
        "SA",
    )


def test_play_after_the_end_pbn(tmp_path: Path) -> None:
    """Thirteen legal tricks in PBN's seat columns (East, South, West, North), then a
    fourteenth row."""
    cards = full_play()
    # put the cards in East-South-West-North columns, trick by trick
    deal = Deal(DEAL)
    deal.first, deal.trump = Player.east, Denom.nt
    rows = []
    for trick in range(13):
        row = [""] * 4
        for card in cards[4 * trick : 4 * trick + 4]:
            seat = Player((deal.first + len(deal.curtrick)) % 4)
            row[(seat - Player.east) % 4] = card
            deal.play(Card(card))
        rows.append(" ".join(row))
    rows.append("SA H2 D2 C2")
    board_error(
        write(tmp_path, "end.pbn", pbn_text(rows="\n".join(rows))), "play after the end", "SA"
    )


def test_wrong_seat_lin(tmp_path: Path) -> None:
    board_error(
        write(tmp_path, "seat.lin", lin_text(play=["HJ", "HA"])),
        "trick 1: S played HA but it is in N's hand (wrong seat)",
    )


def test_wrong_seat_pbn_column(tmp_path: Path) -> None:
    rows = "HJ HA H2 H6\n*"  # South's column holds North's HA
    board_error(
        write(tmp_path, "seat.pbn", pbn_text(rows=rows)),
        "trick 1: S played HA but it is in N's hand (wrong seat)",
    )


def test_wrong_opening_leader_pbn(tmp_path: Path) -> None:
    rows = "H6 H2 HA HJ\n*"
    board_error(
        write(tmp_path, "lead.pbn", pbn_text(rows=rows, play_seat="S")),
        "opening lead belongs to E",
        "wrong seat",
    )


def test_a_revoke_is_a_revoke_record_not_an_error(tmp_path: Path) -> None:
    # a revoke is a director's matter (Laws 61-64), not a bad record (issue 13)
    reading = read_event(write(tmp_path, "revoke.lin", lin_text(play=["HJ", "S5"])))
    assert not reading.errors
    (record,) = reading.revokes
    (event,) = record.revokes
    assert (event.trick, event.seat.abbr, card_code(event.card)) == (1, "S", "S5")
    assert card_code(event.held[0]) == "H8"
    # the play ends in a claim (mc|13|): it is a claim as well, and South's failure to
    # follow is no show-out in it (he holds hearts)
    assert record.ends == "claim" and record.result == 13
    (claim,) = reading.claims
    assert (Player.south, Denom.hearts) not in claim.position.shown_out


def test_card_played_twice(tmp_path: Path) -> None:
    board_error(
        write(tmp_path, "twice.lin", lin_text(play=PLAY[:4] + ["HA"])),
        "trick 2: N played HA but it was already played to trick 1",
    )


def test_impossible_claim(tmp_path: Path) -> None:
    board_error(
        write(tmp_path, "claim.lin", lin_text(claim="1")),
        "claim of 1 total tricks",
        "2-13 are possible",
    )


def test_bad_claim_value(tmp_path: Path) -> None:
    board_error(write(tmp_path, "claim.lin", lin_text(claim="ten")), "mc|ten|")


def test_pbn_card_after_the_unfinished_trick(tmp_path: Path) -> None:
    rows = "HJ H6 H2 HA\nS8 - - SA\nD9 - - DA\n*"
    board_error(
        write(tmp_path, "after.pbn", pbn_text(rows=rows)), "D9 played after the unfinished trick 2"
    )


def test_non_utf8_byte_in_a_card(tmp_path: Path) -> None:
    text = lin_text().replace("pc|D9|", "pc|D\xe9|").encode("latin-1")
    board_error(write(tmp_path, "bytes.lin", text), "unknown card")


# ---- bad files ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["empty.pbn", "empty.lin"])
def test_empty_file(tmp_path: Path, name: str) -> None:
    error = only_error(write(tmp_path, name, ""))
    assert error.board is None and error.index == 0
    assert "empty" in error.reason


@pytest.mark.parametrize("name", ["junk.pbn", "junk.lin"])
def test_binary_junk(tmp_path: Path, name: str) -> None:
    junk = bytes(range(256)) * 8
    error = only_error(write(tmp_path, name, junk))
    assert error.board is None and "binary" in error.reason


def test_text_without_boards(tmp_path: Path) -> None:
    error = only_error(write(tmp_path, "notes.pbn", "just some words\n"))
    assert error.index in (0, 1)


def test_several_boards_one_bad(tmp_path: Path) -> None:
    """A bad board does not hide the good ones around it."""
    bad = pbn_text(deal=DEAL.replace("765.", "76A.")).replace('"1"]', '"2"]', 1)
    path = write(tmp_path, "three.pbn", "\n".join([pbn_text(), bad, pbn_text()]))
    reading = read_event(path)
    assert reading.boards_read == 3
    assert len(reading.claims) == 2
    assert [e.board for e in reading.errors] == [2]


def test_missing_path_and_directory_raise(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_event(tmp_path / "nothing.pbn")
    with pytest.raises(IsADirectoryError):
        read_event(tmp_path)


# ---- any damage at all ------------------------------------------------------------------

_DAMAGE = st.lists(
    st.tuples(
        st.integers(0, 10_000),
        st.integers(0, 40),
        st.binary(max_size=6) | st.sampled_from([b"|", b"\n", b"[", b'"', b"*", b"-"]),
    ),
    min_size=1,
    max_size=4,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(damage=_DAMAGE, lin=st.booleans())
def test_damaged_files_never_raise(tmp_path: Path, damage, lin: bool) -> None:
    """Cut, delete and insert bytes anywhere in a good file: the reader returns claims
    and one-line errors, never an exception."""
    data = bytearray((lin_text() if lin else pbn_text() + "\n" + pbn_text()).encode())
    for at, cut, insert in damage:
        at %= len(data) + 1
        data[at : at + cut] = insert
    reading = read_event(write(tmp_path, "damaged.lin" if lin else "damaged.pbn", bytes(data)))
    for error in reading.errors:
        assert "\n" not in str(error)
    for claim in reading.claims:
        assert 0 <= claim.claimed_remaining <= claim.position.tricks_left


def test_lin_without_player_names(tmp_path: Path) -> None:
    """endplay's LIN parser finds no board without ``pn|``; boards start at ``md|``."""
    text = lin_text().replace("pn|Sue,Wes,Nat,Eve|", "")
    check_the_claim(write(tmp_path, "nonames.lin", text))


def test_lin_vugraph_rooms_and_commentary(tmp_path: Path) -> None:
    """Two rooms of one board in a vugraph file: ``qx|o1|``/``qx|c1|``, eight names,
    commentary (``nt|``) between the cards."""
    one = lin_text().replace("pn|Sue,Wes,Nat,Eve|", "")
    closed = one.replace("pc|S8|", "nt|Ann: East thinks\nfor a while|pg||pc|S8|")
    text = (
        f"vg|Test match,Segment 1,I,1,1,A,0,B,0|pn|a,b,c,d,e,f,g,h|pg||\nqx|o1|{one}qx|c1|{closed}"
    )
    reading = read_event(write(tmp_path, "vugraph.lin", text))
    assert reading.errors == []
    assert [c.board_label for c in reading.claims] == ["board 1 (Open)", "board 1 (Closed)"]
    assert reading.claims[0].position == reading.claims[1].position


def test_inheritance_without_an_earlier_value(tmp_path: Path) -> None:
    """PBN's ``"#"`` copies the previous game's value; with none to copy it is the
    board's error, and in a game that is no board it is ignored."""
    text = '[Event "#"]\n\n' + pbn_text().replace('[Vulnerable "None"]', '[Vulnerable "#"]')
    error = board_error(write(tmp_path, "inherit.pbn", text), "Vulnerable")
    assert error.index == 2


def test_inheritance(tmp_path: Path) -> None:
    # changed by issue 31 item 9: a "#" deal is taken for the same board's other table
    # only; on a board of another number it was board 1's deal copied to board 2, and is
    # now that game's error (test_pbn_carry has the archive of that shape)
    second = (
        pbn_text()
        .replace('[Deal "N:', '[Deal "#"]\n[X "N:')
        .replace('[Board "1"]', '[Board "1"]\n[Room "Closed"]')
    )
    reading = read_event(write(tmp_path, "inherit.pbn", pbn_text() + "\n" + second))
    assert [c.board for c in reading.claims] == [1, 1] and not reading.errors
    assert reading.claims[1].deal == DEAL
    other = second.replace('[Board "1"]', '[Board "2"]')
    reading = read_event(write(tmp_path, "inherit.pbn", pbn_text() + "\n" + other))
    assert [c.board for c in reading.claims] == [1]
    assert [e.board for e in reading.errors] == [2] and "board 2" in reading.errors[0].reason
