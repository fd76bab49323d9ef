"""The words of the statement language, as tables (no logic).

The grammar (:mod:`adjudicator.statement.parser`) reads English words by their role: a
suit, a number, a rank, a filler to skip, a word that separates steps with or without an
order, the verbs of each step, and the words conditions are made of.  Each role is one
table here.  ``KNOWN_WORDS`` is every word of every table, for telling a misplaced word
from an unknown one and for suggesting the nearest known word.  The ``*_EXPECTED``
tuples are what an error says would have been understood where it stopped.
"""

from __future__ import annotations

from endplay.types import Denom

SYMBOLS = "♠♥♦♣"
SUIT_WORDS = {
    "spade": Denom.spades, "spades": Denom.spades,
    "heart": Denom.hearts, "hearts": Denom.hearts,
    "diamond": Denom.diamonds, "diamonds": Denom.diamonds,
    "club": Denom.clubs, "clubs": Denom.clubs,
}  # fmt: skip
NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
FILLERS = {
    "i", "we", "will", "i'll", "we'll", "shall", "am", "i'm", "going", "the", "my", "our",
    "claim", "claims", "claiming", "just", "now", "first", "please", "simply",
    "low", "small", "little", "ok", "okay", "so", "can", "you", "me", "us", "let's",
    "have", "make", "making", "get",
}  # fmt: skip
THEN_WORDS = {"then", "next", "afterwards", "finally", "later"}
AND_WORDS = {"and", "plus", "also"}
CASH_VERBS = {"cash", "cashing", "run", "running", "take", "taking"}
PLAY_VERBS = {"play", "playing", "lead", "leading"}
DRAW_VERBS = {"draw", "drawing", "pull", "pulling", "clear", "clearing", "extract"}
RUFF_VERBS = {"ruff", "ruffing", "trump", "trumping"}
CONCEDE_VERBS = {"concede", "conceding", "lose", "losing", "give", "giving", "duck",
                 "ducking", "yield"}  # fmt: skip
REST_HEADS = {"rest", "remaining", "remainder", "everything", "all"}
REST_TAILS = {"are", "is", "high", "good", "mine", "ours", "winners", "winning", "tricks",
              "of", "them", "rest", "remaining", "top", "masters", "cards", "trick"}  # fmt: skip
IF_WORDS = {"if", "provided", "assuming", "when"}
BREAK_WORDS = {"break", "breaks", "split", "splits", "behave", "behaves", "divide",
               "divides", "are", "is", "go", "run"}  # fmt: skip
WORKS_WORDS = {"works", "work", "wins", "win", "succeeds", "succeed", "holds", "on",
               "is", "right", "onside"}  # fmt: skip
ONSIDE_WORDS = {"onside", "right", "well"}
HAND_WORDS = {
    "hand": "hand", "dummy": "dummy", "table": "dummy", "board": "dummy",
    "north": "N", "east": "E", "south": "S", "west": "W",
    "n": "N", "e": "E", "s": "S", "w": "W",
}  # fmt: skip
OTHER_WORDS = {
    "to", "toward", "towards", "of", "in", "from", "on", "ending", "finishing", "end",
    "ends", "top", "down", "rounds", "round", "trick", "tricks", "winners", "winner",
    "finesse", "finesses", "against", "up", "ruffs", "crossruff", "cross-ruff", "cross",
    "unblock", "unblocking", "otherwise", "else", "no", "statement", "with", "placed",
    "closed", "own", "crossruffing", "cross-ruffing", "after", "that", "followed", "by",
    "out", "last", "outstanding", "their", "opponents'", "side", "they", "it", "suit",
    "evenly", "kindly", "normally", "has", "holds", "lies", "sits",
}  # fmt: skip
KNOWN_WORDS = (
    set(SUIT_WORDS)
    | set(NUMBER_WORDS)
    | set(RANK_WORDS)
    | FILLERS
    | THEN_WORDS
    | AND_WORDS
    | CASH_VERBS
    | PLAY_VERBS
    | DRAW_VERBS
    | RUFF_VERBS
    | CONCEDE_VERBS
    | REST_HEADS
    | REST_TAILS
    | IF_WORDS
    | BREAK_WORDS
    | WORKS_WORDS
    | set(HAND_WORDS)
    | OTHER_WORDS
    | {"trumps"}
)

CLAUSE_EXPECTED = (
    "draw", "cash", "run", "play", "lead", "ruff", "finesse", "take", "crossruff", "concede",
    "give up", "lose", "unblock", "the rest", "all mine", "a card (SA, ♠A, ace of spades)",
    "a suit (heart to the queen)", "a count (four hearts, 10 tricks)", "if",
)  # fmt: skip
AFTER_STEP_EXPECTED = ("then", "and", ",", "in hand", "in dummy", "ending in", "if",
                       "the end of the statement")  # fmt: skip
SUIT_EXPECTED = ("spades", "hearts", "diamonds", "clubs", "♠", "♥", "♦", "♣")
CARD_EXPECTED = ("a card (SA, ♠A, ace of spades)",)
HAND_EXPECTED = ("hand", "dummy", "North", "East", "South", "West")
