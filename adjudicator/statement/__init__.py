"""The statement language: what the claimer said, parsed into steps the policy layer reads.

Law 68C asks a claimer to state "the order of play"; Law 70D binds him to that statement
(no better line outside it is accepted when a worse normal one exists).  Directors type
the words they heard; this package turns them into a small typed value, and prints that
value back in one canonical wording that the ruling shows ("the claim as understood").

The reader is tolerant (issue 28): a director types what the claimer said and the law
asks for a ruling on it, so every statement is read.  The parts understood become the
line; a word it does not know, or a known word where it makes no sense, is left out and
kept in ``Statement.unread`` (the ruling, the record and the committee report show them
beside the reading: "Statement read as: ..."), so nothing is lost silently.  Only a
statement with nothing understood raises :class:`StatementError`, in one line saying so
and how to type one.  ``parse_statement(text, strict=True)`` is the grammar's own check:
it raises on the first word it cannot read, naming it, its position and what was
expected.

No word segmenter (jieba) is used for Chinese: a statement's Chinese is a closed
vocabulary of bridge terms, and the table's longest match cuts it as a player means it
(将吃飞牌 is one word; a general dictionary cuts 将/吃 and 飞牌 apart, and does not know
清将, 拔将 or 偷牌); characters the table does not know are kept together as one word
left out.  A general segmenter would add a large dependency and a second, disagreeing
cut of the same text.


The package
-----------
===========  ===========================================================================
module       what it holds
===========  ===========================================================================
``model``    the parsed statement (:class:`Statement`, :class:`Part`, :class:`Step`,
             :class:`Condition`) and :class:`StatementError`
``lexicon``  the words, as tables
``tokens``   the text cut into tokens
``parser``   :func:`parse_statement`, reading the tokens with the readers of ``cursor``
             (counts, suits, cards, hands), ``steps`` and ``conditions``
``render``   the canonical wording, English and Chinese
===========  ===========================================================================

The grammar (case-insensitive; ``the``/``my``/``I``/``will``/``claim``... are filler)
---------------------------------------------------------------------------------------
=====================================  ===============================================
said                                   step
=====================================  ===============================================
draw / pull / clear (the) trumps       ``DRAW_TRUMPS`` (``in 2 rounds``, ``draw two rounds
                                       of trumps``: count)
cash / run / take the spades           ``CASH`` suit (always from the top, row 5, 12)
play the hearts from the top           ``CASH`` suit; also ``the spades are good``,
                                       ``cash the top two spades`` (count 2)
cash SA SK / ace and king of spades    ``CASH`` cards (with a cash verb)
SA SK / play ♠A ♠K / ace of spades     ``PLAY`` cards, in the order said
play a diamond / lead two clubs        ``PLAY`` suit and count
ruff a heart in dummy / 2 club ruffs   ``RUFF`` suit, count, hand (``my club with dummy's
                                       trump``; ``the last club``: 1; ``the fourth
                                       round (of clubs)``: ``round``)
heart to the queen / finesse HQ        ``FINESSE`` card (``X to the ace`` is ``PLAY``)
take the club finesse                  ``FINESSE`` suit
finesse against the king of hearts     ``FINESSE`` card, ``against``
crossruff / cross-ruff                 ``CROSSRUFF``
concede a diamond / give up / lose     ``CONCEDE`` suit or count (``to ♠A``: cards; ``the
                                       last trick``: 1; ``the rest``/nothing: all)
unblock the spades / unblock SK        ``UNBLOCK`` (row 14: the statement covers it)
four hearts / a diamond trick          ``TRICKS`` suit and count (a total, row 3)
the rest are high / all mine           ``REST_HIGH`` (also ``they're all good``, ``I'm
                                       high``; ``dummy is high``: hand)
top tricks / cash my winners           ``CASH`` with no suit
ace and king of trumps                 ``PLAY`` ``trumps`` and ``ranks`` ("A", "K")
the ace (after hearts were named)      ``PLAY`` ♥A: a suit carried from context
ruffing finesse in spades / lead the   ``RUFFING_FINESSE`` suit, or the card led (or
SQ for a ruffing finesse               ``against`` the ♠A)
discard my club on dummy's diamonds    ``DISCARD`` suit/cards/count, ``on_suit`` or
                                       ``on_cards``; a possessive names the winners'
                                       hand, so ``hand`` is the other one
squeeze West in the minors / double    ``SQUEEZE`` ``target`` ``suits``;
squeeze                                ``DOUBLE_SQUEEZE``
repeat it                              the step before, again, as a part of its own
                                       ("finesse diamonds twice": the same)
you get one / you can have the last    ``CONCEDE`` count 1 (a concession, not a claim)
cross to dummy (with a club) / 到明手  ``CROSS`` ``ending`` (and ``suit``)
endplay West / throw East in           ``ENDPLAY`` ``target`` (a plan named)
unless ... / if the finesse fails      ``Condition.negated``
if ..., X; otherwise Y                 Y is the line for the other layouts (negated)
I will make the contract               ``Statement.contract``
10 tricks / otherwise 10               ``Statement.tricks``
if clubs break / are 3-2               ``Condition`` ``BREAK``
if the (club) finesse works            ``Condition`` ``FINESSE``
if the king of hearts is onside        ``Condition`` ``ONSIDE`` (``is with West``,
                                       ``if West has the HK``: hand)
if they break / if 4-1                 ``they``, a bare split: the last suit named
11 tricks if ... / if ..., 11          the condition's ``tricks``
if clubs are 4-1, ruff the fourth      ``Part.condition``: a line for that layout (a
round / repeat it if spades are 4-1    condition opening a clause with steps after it,
                                       or after ``repeat it``)
then / and then / after that           a new part (order)
and / , / ; / .                        same part (no order)
in hand / in dummy / from dummy / on   ``hand``; ``ending in hand``: ``ending``
=====================================  ===============================================

A bare object after ``and``/a comma takes the verb of a ruff or a concession before it:
"lose a club and a diamond" concedes two tricks, "ruff a heart in dummy and a club in
hand" is two ruffs.  After ``then``, or after any other step, "four spades" is a count of
tricks (row 3), and "spades" alone is cashing them.  Counts run from 1 to 13.

Cards: ``SA``, ``s10``, ``♠A``, ``A♠``, ``AS`` (rank first only in capitals, so the words
"as", "ah", "ad" are not read as cards), ``♠AKQ``/``SAK`` (several, capitals or symbols),
``ace of spades``, ``spade ace``, ``the ten of hearts``, ``AK of spades``.

Chinese (Simplified or Traditional, mainland or Taiwan words — the table is
``lexicon.SIMPLIFIED_CHINESE``): each word becomes the English words above (清将 "draw
trumps", 明手 "dummy", 将吃 "ruff" ...), so the grammar is the same, with the orders
Chinese uses besides: the hand first (在明手将吃 / 明手将吃), a suit before its count
(♥4墩), 把 before what is thrown, 对 before what a finesse or squeeze is against, 从大到小
before a verb, and a suit with its split as a condition (梅花3-2的话).  In Chinese a
lone ``A`` is the ace and a suit followed by a number is a card (黑桃10) unless 墩
follows.  Errors are written in the statement's language and script.

Canonical form (English, round-trips; Chinese for the ruling, uses the seed laws' terms
將牌 trump, 飛牌 finesse, 明手 dummy, 莊家 declarer, and 將吃 for a ruff — the word the
seed text uses, Law 50 "將吃"):

    draw trumps, then cash ♠ from the top and ruff a ♥ in dummy; 10 tricks; 11 tricks if ♣ break
    清將牌，然後從大到小兌現♠，在明手將吃一張♥；10墩；如果♣分配正常則11墩
"""

from adjudicator.statement.model import (
    Action,
    Condition,
    ConditionKind,
    Part,
    Statement,
    StatementError,
    Step,
)
from adjudicator.statement.parser import parse_statement

__all__ = [
    "Action",
    "Condition",
    "ConditionKind",
    "Part",
    "Statement",
    "StatementError",
    "Step",
    "parse_statement",
]
