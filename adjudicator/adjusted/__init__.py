"""Law 12C: adjusted scores from what would have happened had the irregularity not
occurred.

* :mod:`~adjudicator.adjusted.candidates` — each candidate contract's double-dummy result
  and the results single-dummy play reaches on the actual layout, with their shares,
  likely and at all probable (Law 12C2);
* :mod:`~adjudicator.adjusted.assign` — each side's assigned score (Law 12C2);
* :mod:`~adjudicator.adjusted.weighting` — the weighted score proposed from the shares
  (Law 12C3).

This package sits above ``laws`` (it reads the rule set) and below ``text``; the pure
arithmetic of scores (Law 77, 78, the rounding of weights) stays in ``scoring``.
"""
