"""The laws of revokes (Laws 61-64).

A revoke is a failure to follow suit while holding the suit led (Law 61).  Until it is
established it is corrected and nothing is transferred (Law 62); it is established by the
offending side's next play, or by its claim or concession (Law 63).  An established revoke
transfers tricks at the end of play, unless an exception applies (Law 64A, 64B); and when
the transfer does not compensate the non-offending side, the director adjusts the score
(Law 64C: the play had the revoke not occurred).  Each module decides one part and
returns findings (:mod:`adjudicator.laws.findings`).

The modules, in the order a ruling uses them:

* :mod:`.revoke_play` — the play of a board as the revoke laws read it (Law 61): each
  failure to follow suit;
* :mod:`.law63` — when a revoke is established, and by which card or claim (Laws 62, 63);
* :mod:`.law64` — the tricks an established revoke transfers, and when none (Law 64A,
  64B);
* :mod:`.law64c` — equity after the transfer (Law 64C);
* :mod:`.revoke_ruling` — puts them in that order: the ruling on a revoke.
"""
