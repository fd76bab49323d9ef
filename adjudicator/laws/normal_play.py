"""Law 70A and the footnote to Laws 69–71: what a *normal* card is for the claimer.

Law 70A resolves every doubtful point against the claimer, and the footnote to Laws
69–71 says normal play "includes play that would be careless or inferior for the class of
player involved, but not irrational".  The engine therefore lets the claimer's side play
any card a careless player of his class might play, picks the worst of them for him, and
lets the opponents play their best.  What is *not* normal — and so filtered out of the
claimer's choices — comes from the directors' working rules (``claim-practice.md``):

========================  =====================================================  ==========
engine rule               what is irrational                                      practice
========================  =====================================================  ==========
``TOP_DOWN``              leading low from a suit headed by evident masters       rows 4, 5
``NO_LOSER_LEAD``         leading a loser while cashing evident masters           row 13
``WIN_LAST``              not winning, in fourth seat, a trick he can win          row 12
``RUFF_LOW``              ruffing with a needlessly high trump (rule-set switch)  row 8
``KEEP_MASTERS``          discarding an evident master while keeping a loser       row 15
``KNOWN_LAYOUT``          misguessing a suit whose layout he knows (shown out)    row 10, 70E
========================  =====================================================  ==========

Careless choices that stay normal, and so can cost the claimer tricks: the order of
suits (rows 2–4), cashing from the wrong hand and blocking a suit (row 14), carrying on
with a suit that has broken (row 12), throwing a long card he may not have counted
(row 15), and — unless the layout is known — the worse of a finesse and a drop (row 10).
"""

from __future__ import annotations

from endplay.types import Player

from adjudicator import engine
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import NotNormal, Phase, Restriction, Rule, SearchResult
from adjudicator.engine.oracle import dds_tricks
from adjudicator.laws.law70e import shown_out_mask
from adjudicator.laws.rulesets import EVIDENCE, PlayerClass, RuleSet

NO_RULES = Rule(0)

#: Nodes one ruling may search in all (about 1-2 s on this project's machines): a
#: director at the table needs an answer within seconds; a ruling that needs more says
#: "undecided (budget)" with the bounds it proved.
DEFAULT_NODE_BUDGET = 12_000_000

#: The practice rows each engine rule enforces, for the ruling's citations.
RULE_ROWS: dict[Rule, tuple[int, ...]] = {
    Rule.TOP_DOWN: (4, 5, 8),
    Rule.NO_LOSER_LEAD: (13,),
    Rule.WIN_LAST: (12,),
    Rule.RUFF_LOW: (8,),
    Rule.KEEP_MASTERS: (15,),
    Rule.KNOWN_LAYOUT: (10,),
}


def normal_rules(
    ruleset: RuleSet, player_class: PlayerClass, *, claims_all: bool = True
) -> tuple[Rule, int]:
    """The engine rules that bound normal play for this class under this rule set, and
    the lowest rank of a master the class cannot miss (an *evident* master).

    ``claims_all``: a claim (row 13: a claimer who knows which cards are good is not made
    to lead losers while he holds them — also when he concedes a trick, which he gives up
    once his winners are cashed).  ``False`` for a whole hand played rather than claimed,
    where giving up a loser early to set up a suit is ordinary play."""
    rules = Rule.TOP_DOWN | Rule.WIN_LAST | Rule.KEEP_MASTERS
    if claims_all:
        rules |= Rule.NO_LOSER_LEAD
    rules |= Rule.KNOWN_LAYOUT
    if ruleset.ruff_low_only:
        rules |= Rule.RUFF_LOW
    evidence = EVIDENCE[player_class]
    if evidence.counts_spots:
        rules |= Rule.COUNTS_SPOTS
    return rules, evidence.min_rank


class NormalPlay:
    """The claimer's normal play in one position, and the searches a ruling makes of it,
    all spending one node budget in the order they are asked (the worst line first).

    Every search is bounded by double dummy: worst <= best <= DD for any restriction, so
    a search that reaches DD (from DDS, the oracle, faster on long positions) settles
    every search above it — most real claims are that simple."""

    def __init__(
        self,
        position: ClaimPosition,
        claimer: Player,
        rules: Rule,
        evident_min_rank: int,
        phases: tuple[Phase, ...] = (),
        node_budget: int = DEFAULT_NODE_BUDGET,
        not_normal: tuple[NotNormal, ...] = (),
    ) -> None:
        self.position = position
        self.not_normal = not_normal  # choices the director struck (laws.doubtful)
        self.claimer = claimer
        self.rules = rules | (Rule.STATEMENT if phases else NO_RULES)
        self.evident_min_rank = evident_min_rank
        self.phases = phases
        self.shown_out = shown_out_mask(position)
        self.nodes_left = node_budget
        self.dd = dds_tricks(position, claimer)

    def restriction(self, extra: Rule = NO_RULES, shown_out: int | None = None) -> Restriction:
        """The engine's restriction for this claimer, with ``extra`` rules and, if given,
        another shown-out mask (what the claimer is taken to know of the layout)."""
        return Restriction(
            claimer=self.claimer,
            rules=self.rules | extra,
            evident_min_rank=self.evident_min_rank,
            shown_out=self.shown_out if shown_out is None else shown_out,
            phases=self.phases,
            not_normal=self.not_normal,
        )

    def worst(self, extra: Rule = NO_RULES, shown_out: int | None = None) -> SearchResult:
        """The worst normal line against the best defence (Law 70A)."""
        return self._search(self.restriction(extra, shown_out), "worst")

    def best(self, extra: Rule = NO_RULES) -> SearchResult:
        """The best normal line."""
        return self._search(self.restriction(extra), "best")

    def outcomes(self, extra: Rule = NO_RULES) -> dict[int, tuple]:
        """Every distinct result of the normal lines, with a line reaching each."""
        found = engine.outcomes(self.position, self.restriction(extra), max(1, self.nodes_left))
        self.nodes_left = max(0, self.nodes_left - found.nodes)
        return found.results

    def search(self, restriction: Restriction, mode: str = "worst", *,
               position: ClaimPosition | None = None, cap: int | None = None) -> SearchResult:
        """A search under a restriction built from :meth:`restriction`, on this budget —
        from another ``position`` (a point along a line) and at most ``cap`` nodes if
        given (laws.doubtful tries choices within a share of the budget)."""
        budget = max(1, self.nodes_left if cap is None else min(cap, self.nodes_left))
        result = engine.search(position or self.position, restriction, mode, budget)
        self.nodes_left = max(0, self.nodes_left - result.nodes)
        return result

    def reaches_dd(self, result: SearchResult) -> bool:
        return result.complete and result.value == self.dd

    def _search(self, restriction: Restriction, mode: str) -> SearchResult:
        result = engine.search(self.position, restriction, mode, max(1, self.nodes_left))
        self.nodes_left = max(0, self.nodes_left - result.nodes)
        return result


def proven_lower(result: SearchResult) -> int:
    """The search's value, or the lower bound it proved when it stopped at its budget."""
    return result.value if result.complete and result.value is not None else result.lower
