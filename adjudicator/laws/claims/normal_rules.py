"""Law 70A's normal-play rules, one row each: the engine's bit, the practice rows the rule
stands for, and the catalog key of its name.

Law 70A resolves a doubtful point against the claimer, but only among *normal* lines
(the footnote to Laws 69–71); each rule below takes from the claimer's side the cards
that are not normal in one situation (docs/restriction.md, "The normal set at a
claimer's-side node", says what each one removes and why).  This is the only table of
them: the bit is ``engine.Rule``'s, which mirrors ``enum adj_rule`` in
native/include/adj_search.h; the rows are those of ``claim-practice.md``, cited by a
ruling when the rule took a card from the claimer's side along the worst line
(:mod:`adjudicator.laws.claims.citations`, which for ``TOP_DOWN`` and ``WIN_LAST`` cites only
the rows of the situation the rule acted in); the key names the rule's plan in the
message catalog ("the evident plan" of a careless deviation, in every language).  Rules
that never take a card themselves — a free choice (``NO_LOSER_LEAD``, ``KNOWN_LAYOUT``)
or a switch of another rule (``COUNTS_SPOTS``, ``SAFETY_RUFF``, ``UNBLOCK``,
``LONE_WINNERS``) — list the
rows they stand for, for the reader; no line cites them.

docs/restriction.md ends with this table for readers ("The rules, one row each");
``tests/unit/test_normal_rules.py`` checks that it, the header and ``engine.Rule`` agree,
and that every key is in the catalog.  A new rule is a bit in the header and in
``engine.Rule``, a row here and there, and its name in the catalog.
"""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.engine import Rule

__all__ = ["NORMAL_RULES", "NormalRule", "rule_key"]


@dataclass(frozen=True)
class NormalRule:
    """One normal-play rule: its engine bit, the practice rows (claim-practice.md) it
    stands for, and the catalog key of its name."""

    rule: Rule
    rows: tuple[int, ...]
    key: str

    @property
    def name(self) -> str:
        """The rule's name, as the engine, the header (``ADJ_`` + name) and the ruling
        record (a doubtful point's ``deviated``) spell it."""
        return str(self.rule.name)


#: Every rule of ``engine.Rule``, in bit order.
NORMAL_RULES: dict[Rule, NormalRule] = {
    row.rule: row
    for row in (
        NormalRule(Rule.STATEMENT, (2,), "rule_STATEMENT"),  # Law 70D: the stated line binds
        NormalRule(Rule.DRAW_TRUMPS, (6,), "rule_DRAW_TRUMPS"),  # Law 70C, found aware
        NormalRule(Rule.TOP_DOWN, (4, 5, 8), "rule_TOP_DOWN"),  # 8: a trump held back
        NormalRule(Rule.NO_LOSER_LEAD, (13, 22), "rule_NO_LOSER_LEAD"),  # a free choice
        # fourth hand 12; second or third 4, 5, 10; partner winning 23
        NormalRule(Rule.WIN_LAST, (4, 5, 10, 12, 23), "rule_WIN_LAST"),
        NormalRule(Rule.RUFF_LOW, (8,), "rule_RUFF_LOW"),
        NormalRule(Rule.KEEP_MASTERS, (15,), "rule_KEEP_MASTERS"),
        NormalRule(Rule.KNOWN_LAYOUT, (9, 10), "rule_KNOWN_LAYOUT"),  # Law 70E; a free choice
        NormalRule(Rule.COUNTS_SPOTS, (22,), "rule_COUNTS_SPOTS"),  # which masters are evident
        NormalRule(Rule.CHEAP_WIN, (23,), "rule_CHEAP_WIN"),
        NormalRule(Rule.SURE_RUFF, (22,), "rule_SURE_RUFF"),
        NormalRule(Rule.SAFETY_RUFF, (8,), "rule_SAFETY_RUFF"),  # the 1992 guideline's switch
        NormalRule(Rule.UNBLOCK, (14,), "rule_UNBLOCK"),  # the best line only
        NormalRule(Rule.ALERT, (24,), "rule_ALERT"),
        NormalRule(Rule.SLIPS, (21,), "rule_SLIPS"),  # careless deviations, within a budget
        # (trace only) a choice the director struck: his ruling, no practice row
        NormalRule(Rule.STRUCK, (), "rule_STRUCK"),
        # the claimer's evident plan (issue 27): a run is cashed, not stranded
        NormalRule(Rule.NO_STRAND, (13, 22, 23), "rule_NO_STRAND"),
        NormalRule(Rule.SEQUENCE, (), "rule_SEQUENCE"),  # experts; issue 27 G, no practice row
        NormalRule(Rule.RESERVE_RUFFS, (22,), "rule_RESERVE_RUFFS"),  # experts, the count
        NormalRule(Rule.SHOWN_TRUMPS, (9,), "rule_SHOWN_TRUMPS"),  # row 9 as written (novice)
        NormalRule(Rule.SHORT_FIRST, (14, 25), "rule_SHORT_FIRST"),  # experts unblock
        # experts: a single winner is a run of the plan (a switch of NO_STRAND)
        NormalRule(Rule.LONE_WINNERS, (14, 25), "rule_LONE_WINNERS"),
        NormalRule(Rule.BOTTOM_DISCARD, (15, 25), "rule_BOTTOM_DISCARD"),  # experts
        # experts: no block, no clash within a suit (row 23: aces not clashed on kings)
        NormalRule(Rule.SUIT_RUN, (14, 23, 25), "rule_SUIT_RUN"),
    )
}


def rule_key(name: str) -> str:
    """The catalog key of the rule named ``name`` (``"WIN_LAST"``), as a ruling record
    spells it; ``KeyError`` for a name that is no rule."""
    return NORMAL_RULES[Rule[name]].key
