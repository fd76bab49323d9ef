"""A ruling's repr is one short line (it was the whole dataclass: 6,277 characters for
the README's claim), saying who claimed what, the award or its bounds, the laws and
double dummy."""

from __future__ import annotations

from dataclasses import replace

from rulings import position, rule

# The README's claim: South claims the last four with a trump (♠J) still out (Law 70C).
WHERE = position("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", trump="S", lead="S")


def test_a_decided_ruling_is_one_short_line() -> None:
    ruling = rule(WHERE, claimer="S", claims=4)
    assert repr(ruling) == "<Ruling S claims 4, awarded 3 (70A, 70C), dd 4>"


def test_an_undecided_ruling_gives_the_bounds_of_its_award() -> None:
    ruling = replace(
        rule(WHERE, claimer="S", claims=4), complete=False, worst=2, worst_upper=3, laws=[]
    )
    assert repr(ruling) == "<Ruling S claims 4, undecided 2..3, dd 4>"
