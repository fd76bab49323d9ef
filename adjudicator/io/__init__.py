"""Reading claims out of event files: PBN 2.1 and BBO's LIN.

* :mod:`.pbn` and :mod:`.lin` — each format's syntax and what its fields mean.
* :mod:`.events` — a board's play replayed card by card and checked, and the claim it
  ends in (:class:`~adjudicator.io.events.ClaimRecord`), or why it cannot be read
  (:class:`~adjudicator.io.events.BoardError`): one bad board costs one board.
"""
