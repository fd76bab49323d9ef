"""Scoring: Law 77 contract scores, Law 78 board scoring, Law 12C / 86 / 88 adjustments.

* :mod:`~adjudicator.scoring.law77` — a contract's score, traveller results,
  vulnerability, and the scoring errors;
* :mod:`~adjudicator.scoring.boards` — a board across the field: matchpoints, IMPs,
  cross-IMPs, Butler, total points, Neuberg;
* :mod:`~adjudicator.scoring.traveller` — a traveller with its adjusted lines, and its
  file format;
* :mod:`~adjudicator.scoring.adjust` — Law 12C1/12C2/12C3, 86 and 88 scores on a
  traveller;
* :mod:`~adjudicator.scoring.weights` — Law 12C3 weights rounded as committees round.

What each candidate contract would have produced (Law 12C2, 12C3) is
:mod:`adjudicator.adjusted`, above ``laws``; this package is arithmetic only.

The names below are those ``adjudicator.scoring`` offered when it was one module, so
``from adjudicator.scoring import contract_score`` keeps working.
"""

from adjudicator.scoring.boards import (
    IMP_THRESHOLDS,
    BoardResult,
    butler_datum,
    butler_imps,
    components,
    cross_imps,
    imps,
    matchpoints,
    neuberg,
    percentages,
    top,
    total_points,
)
from adjudicator.scoring.law77 import (
    SEATS,
    STRAINS,
    VULNERABILITIES,
    ContractError,
    Result,
    ScoringError,
    TricksError,
    VulnerabilityError,
    WeightError,
    contract_score,
    declarer_vulnerable,
    ns_score,
    parse_contract,
    parse_declarer,
    parse_result,
    parse_vul,
    vul_for_board,
)

__all__ = [
    "IMP_THRESHOLDS",
    "SEATS",
    "STRAINS",
    "VULNERABILITIES",
    "BoardResult",
    "ContractError",
    "Result",
    "ScoringError",
    "TricksError",
    "VulnerabilityError",
    "WeightError",
    "butler_datum",
    "butler_imps",
    "components",
    "contract_score",
    "cross_imps",
    "declarer_vulnerable",
    "imps",
    "matchpoints",
    "neuberg",
    "ns_score",
    "parse_contract",
    "parse_declarer",
    "parse_result",
    "parse_vul",
    "percentages",
    "top",
    "total_points",
    "vul_for_board",
]
