"""Law 70A and the footnote to Laws 69–71: what a *normal* card is for the claimer.

Law 70A resolves every doubtful point against the claimer, and the footnote to Laws
69–71 says normal play "includes play that would be careless or inferior for the class of
player involved, but not irrational".  The engine therefore lets the claimer's side play
any card a careless player of his class might play, picks the worst of them for him, and
lets the opponents play their best.  What is *not* normal — and so filtered out of the
claimer's choices — comes from the directors' working rules (``claim-practice.md``), one
engine rule each: their bits, practice rows and names are the one table
:data:`~adjudicator.laws.claims.normal_rules.NORMAL_RULES`, what each removes is
docs/restriction.md.  This module chooses which of them bind a class of player under a
rule set (:func:`normal_rules`).  The main ones:

========================  ==========================================================  ============
engine rule               what is irrational                                          practice
========================  ==========================================================  ============
``TOP_DOWN``              leading low from a suit headed by evident masters           rows 4, 5
``NO_LOSER_LEAD``         leading a loser while cashing evident masters               row 13
``WIN_LAST``              not winning, in fourth seat, a trick he can win             row 12
``RUFF_LOW``              ruffing with a needlessly high trump (rule-set switch)      row 8
``KEEP_MASTERS``          discarding an evident master while keeping a loser;         rows 15,
                          the way to partner's master thrown for a careless slip      22-23
``KNOWN_LAYOUT``          misguessing a suit whose layout he knows (shown out)        row 10, 70E
``NO_STRAND``             leaving a run of his plan stranded (claims)                 rows 22-23
``SEQUENCE``              ducking beneath a winning honour sequence (experts)         issue 27 G
``RESERVE_RUFFS``         drawing trumps with a counted ruff's trump (experts)        row 22
``SHOWN_TRUMPS``          (novice) trumps free only once both showed out              row 9
``SHORT_FIRST``           (experts) blocking a suit with the short hand's masters     rows 14, 25
``LONE_WINNERS``          (experts) a single winner stranded, as a run                rows 14, 25
``BOTTOM_DISCARD``        (experts) a higher card of a suit thrown, a lower kept;     rows 15, 25
                          a long card thrown (a run's, a suit set up by force)
``SUIT_RUN``              (experts) a suit's winners in an order that blocks or       rows 14, 23,
                          clashes them                                                25
========================  ==========================================================  ============

Careless choices that stay normal, and so can cost the claimer tricks: the order of
suits (rows 2–4), cashing from the wrong hand and blocking a suit (row 14), carrying on
with a suit that has broken (row 12), throwing a long card he may not have counted
(row 15), and — unless the layout is known — the worse of a finesse and a drop (row 10).
"""

from __future__ import annotations

from endplay.types import Denom, Player

from adjudicator import engine
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import (
    Bounds,
    NotNormal,
    Phase,
    Restriction,
    Rule,
    SearchResult,
    shown_out_mask,
)
from adjudicator.engine.oracle import dds_tricks
from adjudicator.laws.claims.count_evidence import visible_tricks
from adjudicator.laws.rulesets import EVIDENCE, PlayerClass, RuleSet

NO_RULES = Rule(0)

#: What one ruling's searches may spend in all: a director at the table needs an answer
#: within seconds, so a ruling that needs more says "undecided (budget)" with the bounds
#: it proved.  The time is the searching thread's CPU time (other jobs on the machine do
#: not use it up); the node budget makes a test's answer the same on every machine.
#: 1800 ms keeps every ruling, undecided ones included, within 2 s (issue 16): on the
#: project's event files every award is the same as at 3000 ms, also at half this
#: machine's rate (the two claims undecided at 3000 ms stay undecided).
DEFAULT_TIME_BUDGET_MS = 1800.0
DEFAULT_NODE_BUDGET = 200_000_000


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
        # a claimer's evident plan: he does not strand a hand's winners (rows 22-23)
        rules |= Rule.NO_LOSER_LEAD | Rule.NO_STRAND
    rules |= Rule.KNOWN_LAYOUT | Rule.CHEAP_WIN | Rule.SURE_RUFF | Rule.RUFF_LOW | Rule.ALERT
    if ruleset.safety_ruff_normal:
        rules |= Rule.SAFETY_RUFF
    evidence = EVIDENCE[player_class]
    if evidence.counts_spots:
        rules |= Rule.COUNTS_SPOTS
    else:
        # a player who does not count spot cards does not count trumps out either: they
        # are his free choice (row 9, as written) only once both opponents have shown out
        # of them (issue 27 C)
        rules |= Rule.SHOWN_TRUMPS
    if player_class is PlayerClass.EXPERT:
        # an expert covers from a sequence of honours rather than let a lower card win
        # (issue 27 G)
        rules |= Rule.SEQUENCE
        # and plays a suit's high cards from the short hand first (rows 14, 25; issue 27)
        rules |= Rule.SHORT_FIRST
        # and does not leave a single evident winner behind (rows 14, 22, 25)
        rules |= Rule.LONE_WINNERS
        # and discards a side suit from the bottom (rows 15, 25)
        rules |= Rule.BOTTOM_DISCARD
        # and plays a suit's winners in the order that takes them: no block, no clash
        # (rows 14, 23, 25)
        rules |= Rule.SUIT_RUN

    return rules, evidence.min_rank


def counted_ruffs(
    position: ClaimPosition, claimer: Player, claimed: int, player_class: PlayerClass
) -> Rule:
    """``Rule.RESERVE_RUFFS`` when an expert's claim counts ruffs (issue 27 B): he claims
    more than his side's winners give without ruffing (its evident masters, the trumps
    counted as such: ``count_evidence.visible_tricks``), and both hands hold trumps — the
    shorter one's are reserved for the ruffs rather than spent drawing trumps.  Practice
    row 22: the number of tricks claimed is evidence of which cards he counted."""
    if player_class is not PlayerClass.EXPERT or position.trump == Denom.nt:
        return NO_RULES
    partner = Player((claimer + 2) % 4)
    if not all(
        any(card.suit == position.trump for card in position.hands[seat])
        for seat in (claimer, partner)
    ):
        return NO_RULES
    if claimed <= visible_tricks(position, claimer, EVIDENCE[player_class]):
        return NO_RULES
    return Rule.RESERVE_RUFFS


#: The share of a ruling's node budget its outcomes search may spend at most.  The list of
#: results is a committee's, searched after the award and its line; a list that cannot be
#: finished is not shown, and without a cap an unfinishable one took the rest of the budget
#: (up to 13M positions, 2-3 s, on claims whose award took a second).
OUTCOMES_SHARE = 0.4


class NormalPlay:
    """The claimer's normal play in one position, and the searches a ruling makes of it,
    all spending one budget in the order they are asked (the worst line first) and sharing
    one engine session: each search reuses the positions the earlier ones stored.

    Every search is bounded by double dummy: worst <= best <= DD for any restriction, so
    a search that reaches DD (:func:`double_dummy_value`) settles every search above it
    — most real claims are that simple."""

    def __init__(
        self,
        position: ClaimPosition,
        claimer: Player,
        rules: Rule,
        evident_min_rank: int,
        phases: tuple[Phase, ...] = (),
        node_budget: int = DEFAULT_NODE_BUDGET,
        not_normal: tuple[NotNormal, ...] = (),
        *,
        careless_budget: int | None = None,
        counted_min_rank: tuple[int, int, int, int] = (0, 0, 0, 0),
        unseen_suits: frozenset[Denom] = frozenset(),
        dummy: Player | None = None,
        time_budget_ms: float | None = DEFAULT_TIME_BUDGET_MS,
    ) -> None:
        self.position = position
        self.not_normal = not_normal  # choices the director struck (laws.claims.doubtful)
        self.claimer = claimer
        self.rules = rules | (Rule.STATEMENT if phases else NO_RULES)
        self.careless_budget = careless_budget or 0
        if careless_budget is not None:
            self.rules |= Rule.SLIPS
        self.evident_min_rank = evident_min_rank
        self.counted_min_rank = counted_min_rank
        self.unseen_suits = unseen_suits
        self.dummy = dummy  # dummy's cards, when a defender claims, are in his view
        self.phases = phases
        self.shown_out = shown_out_mask(position)
        self.node_budget = node_budget
        # A ruling starts on tables of the size a fresh thread has: tables grown by earlier
        # searches would answer some positions sooner, and the node counts (so what an
        # unfinished search proved, and the doubtful points' share) would depend on what
        # this process ruled before — a record would not replay exactly.
        engine.release_tables()
        # the session holds the ruling's budget and is charged by each search
        self.session = engine.Session(node_budget, time_budget_ms)
        self.dd = double_dummy_value(position, claimer)

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
            careless_budget=self.careless_budget,
            counted_min_rank=self.counted_min_rank,
            unseen_suits=self.unseen_suits,
            visible=self.dummy,
        )

    def worst(
        self,
        extra: Rule = NO_RULES,
        shown_out: int | None = None,
        bounds: Bounds | None = None,
        line: bool = True,
        share: float = 1.0,
    ) -> SearchResult:
        """The worst normal line against the best defence (Law 70A); ``bounds``: what the
        caller knows of its value (engine.Bounds); ``line=False``: its value alone;
        ``share``: at most this share of the ruling's node budget (a question asked
        before the award's own search, which must not take its budget)."""
        return self._search(self.restriction(extra, shown_out), "worst", bounds, line, share)

    def best(self, extra: Rule = NO_RULES) -> SearchResult:
        """The best normal line.  An overtake of partner's winner is not normal unless a
        line needs it to do better (issue 16: an unblocking overtake the count requires is
        normal play — practice row 14), so when the best line falls short of double dummy
        the search is repeated with overtakes allowed."""
        found = self._search(self.restriction(extra), "best")
        if found.value is not None and found.value < self.dd and not extra & Rule.UNBLOCK:
            unblocked = self._search(self.restriction(extra | Rule.UNBLOCK), "best")
            if unblocked.value is not None and unblocked.value > found.value:
                return unblocked
        return found

    def outcomes(self, extra: Rule = NO_RULES, window: Bounds | None = None) -> engine.Outcomes:
        """Every distinct result of the normal lines (in ``window``, if given), with a
        line reaching each."""
        return engine.outcomes(
            self.position,
            self.restriction(extra),
            self._share(OUTCOMES_SHARE),
            session=self.session,
            window=window,
        )

    def search(
        self,
        restriction: Restriction,
        mode: str = "worst",
        *,
        position: ClaimPosition | None = None,
        cap: int | None = None,
        bounds: Bounds | None = None,
        line: bool = True,
    ) -> SearchResult:
        """A search under a restriction built from :meth:`restriction`, on this budget —
        from another ``position`` (a point along a line) and at most ``cap`` nodes if
        given (laws.claims.doubtful tries choices within a share of the budget), within
        ``bounds`` and without a line if so asked (``engine.search``)."""
        # in the ruling's session: a search with a struck point shares the entries of the
        # ruling's own search at every position where the point can no longer act
        return engine.search(
            position or self.position,
            restriction,
            mode,
            None if cap is None else max(1, cap),
            session=self.session,
            bounds=bounds,
            line=line,
        )

    def reaches_dd(self, result: SearchResult) -> bool:
        return result.complete and result.value == self.dd

    def _search(
        self,
        restriction: Restriction,
        mode: str,
        bounds: Bounds | None = None,
        line: bool = True,
        share: float = 1.0,
    ) -> SearchResult:
        return engine.search(
            self.position,
            restriction,
            mode,
            self._share(share),
            session=self.session,
            bounds=bounds,
            line=line,
        )

    def _share(self, share: float) -> int:
        """At most ``share`` of the ruling's node budget (the session gives a search no
        more than it has left)."""
        return max(1, int(share * self.node_budget))


#: Positions of at most this many tricks take their double-dummy value from the project's
#: own engine, which agrees with DDS on every position the oracle tests try (tests/oracle)
#: and, with no endplay Deal to build, answers a short position in about a seventh of
#: the time (corpus claims of 2-8 tricks: 0.04-0.06 ms against 0.33-0.40 ms) — most of a
#: short claim's ruling.  Longer positions ask DDS, whose search stays the stronger there.
ENGINE_DD_TRICKS = 8


def double_dummy_value(position: ClaimPosition, claimer: Player) -> int:
    """The claimer's side's tricks double dummy: the bound of every normal line."""
    if position.tricks_left <= ENGINE_DD_TRICKS:
        return engine.double_dummy_tricks(position, claimer)
    return dds_tricks(position, claimer)


def proven_lower(result: SearchResult) -> int:
    """The search's value, or the lower bound it proved when it stopped at its budget."""
    return result.value if result.complete and result.value is not None else result.lower
