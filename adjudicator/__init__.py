"""adjudicator: rules on disputed bridge claims the way the laws require.

The few names most users need are here::

    import adjudicator

    where = adjudicator.ClaimPosition.from_text(
        "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", trump="S", lead="S")
    ruling = adjudicator.rule(where, claimer="S", claims=4)
    ruling.awarded                      # 3: East ruffs with the forgotten ♠J (Law 70C)
    print(adjudicator.ruling_text(ruling))

    for record in adjudicator.read_claims("season/"):   # every claim in event files
        adjudicator.rule(adjudicator.claim_from_record(record))

    adjudicator.double_dummy("N:AK... Q2... J3... T9...", "NT", "N")   # 2

The layers, each importing only those before it (``docs/architecture.md``):
:mod:`~adjudicator.core` (cards, seats, the claim position) ← :mod:`~adjudicator.io`
(PBN and LIN files) and :mod:`~adjudicator.statement` (what the claimer said) ←
:mod:`~adjudicator.engine` (the native search, DDS) ← :mod:`~adjudicator.laws` (one
module per law; the ruling) ← :mod:`~adjudicator.text` (every word, in English and
Chinese) ← the command line and the batch runner.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# isort: off
import adjudicator._endplay  # noqa: F401  (first: endplay's types, without its dealer)

# isort: on
from adjudicator._version import __version__
from adjudicator.errors import set_words_loader

# An error's words come from the message catalog, a layer above the modules that raise
# them: loaded the first time an error is put into words (adjudicator.errors).
set_words_loader(lambda: importlib.import_module("adjudicator.text.catalog"))

if TYPE_CHECKING:
    from adjudicator.api import read_claims, rule
    from adjudicator.core.position import ClaimPosition
    from adjudicator.engine import double_dummy
    from adjudicator.errors import AdjudicatorError
    from adjudicator.io.records import ClaimRecord
    from adjudicator.laws.claims.claim import BoardContext, ClaimFacts, claim_from_record
    from adjudicator.laws.claims.claim_input import ClaimRequest
    from adjudicator.laws.claims.ruling import Ruling
    from adjudicator.laws.rulesets import PlayerClass, RuleSet
    from adjudicator.text.ruling_text import render_ruling as ruling_text

__all__ = [
    "__version__",
    "AdjudicatorError",
    "BoardContext",
    "ClaimFacts",
    "ClaimPosition",
    "ClaimRecord",
    "ClaimRequest",
    "PlayerClass",
    "RuleSet",
    "Ruling",
    "claim_from_record",
    "double_dummy",
    "read_claims",
    "rule",
    "ruling_text",
]

#: Where each name of the package lives: loaded on its first use (issue 31: the
#: command's start-up), so that importing ``adjudicator`` loads none of the laws.
_LAZY = {
    "AdjudicatorError": "adjudicator.errors",
    "BoardContext": "adjudicator.laws.claims.claim",
    "ClaimFacts": "adjudicator.laws.claims.claim",
    "ClaimPosition": "adjudicator.core.position",
    "ClaimRecord": "adjudicator.io.records",
    "ClaimRequest": "adjudicator.laws.claims.claim_input",
    "PlayerClass": "adjudicator.laws.rulesets",
    "RuleSet": "adjudicator.laws.rulesets",
    "Ruling": "adjudicator.laws.claims.ruling",
    "claim_from_record": "adjudicator.laws.claims.claim",
    "double_dummy": "adjudicator.engine",
    "read_claims": "adjudicator.api",
    "rule": "adjudicator.api",
    # not in __all__, but the package has always offered it (tests read statements so)
    "parse_statement": "adjudicator.statement",
    "ruling_text": "adjudicator.text.ruling_text",
}


def __getattr__(name: str) -> Any:
    """A name of :data:`__all__`, imported from its module on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'adjudicator' has no attribute {name!r}")
    value = getattr(
        importlib.import_module(module), "render_ruling" if name == "ruling_text" else name
    )
    globals()[name] = value
    return value
