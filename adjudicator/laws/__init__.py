"""The laws of claims, one module per rule family.

Each module turns one part of Law 70 (or 69, 71) and the directors' working rules that
interpret it (``claim-practice.md``, cited by row number) into either a piece of the
engine's restriction — what counts as a *normal* card for the claimer at a moment of the
play — or a finding reported in the ruling.

* :mod:`.rulesets` — the rule set (authority) and the class of player.
* :mod:`.normal_play` — Law 70A and the footnote to Laws 69–71: careless play is normal,
  irrational play is not (practice rows 1, 4, 5, 8, 9, 12–15).
* :mod:`.law70d` — the statement binds (Law 70D; rows 2, 3, 16, 17, 19).
* :mod:`.law70c` — an outstanding trump the claimer did not mention (Law 70C; rows 6, 7, 11).
* :mod:`.law70e` — unstated finesses and drops (Law 70E; row 10).
* :mod:`.law69_71` — withdrawing acquiescence and cancelling concessions (Laws 69, 71).
* :mod:`.weighting` — Law 12C3 (row 20): weighting a claim ruling, and a guess simulated
  single dummy.
* :mod:`.revoke_play`, :mod:`.law63`, :mod:`.law64`, :mod:`.law64c`,
  :mod:`.revoke_ruling` — revokes (Laws 61-64): the play, establishment, the transfer
  and its exceptions, equity, and the ruling that orders them.
"""
