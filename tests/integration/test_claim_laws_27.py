

# ---- P. The known layout's maximum is for guesses only (Law 70E, row 14) ------------------
# Once South shows out, the spade layout is "known" — but no opponent holds a spade: there
# is nothing to guess, and West's choice of the ♠K or the ♠2 under East's ace decides only
# whether the suit blocks.  Blocking a suit is careless, hence normal (row 14): West may
# keep the king, win the second round and have to lead a club to North's AK.

def test_the_known_layout_does_not_decide_blocking(capsys) -> None:
    record = _rule(capsys, "--hands", "N:..32.AK AQJ3... .54..QJ K2...32", "--trump", "NT",
                   "--lead", "E", "--claimer", "E", "--claims", "4",
                   "--statement", "my spades are all good")
    assert _awarded(record) == 2  # before: 4 (West was taken to unblock the king)


def test_the_known_layout_still_decides_a_guess(capsys) -> None:
    """Where an opponent still holds a card of the suit, the known layout is credited
    (70E's exception): West has shown out of hearts, so South's ♥Q over North's ♥J... is
    found — North plays the ten under East's king knowing the queen is with South?  No:
    the claimer, South, holding AJ over East's K after West showed out, finesses."""
    record = _rule(capsys, "--hands", "N:.AJ.. .K2..3 .43.2. ..A.32", "--trump", "NT",
                   "--lead", "S", "--claimer", "S", "--claims", "3",
                   "--shown-out", "W:H")
    assert _awarded(record) == 3
