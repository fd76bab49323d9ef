"""The laws the adjudicator applies, one module per law or rule family.

Each module turns one part of a law and the directors' working rules that interpret it
(``claim-practice.md``, cited by row number) into either a piece of the engine's
restriction — what counts as a *normal* card for the claimer at a moment of the play — or
a finding reported in the ruling.

The laws live in two rooms, each a package whose ``__init__`` lists its modules in the
order a ruling uses them:

* :mod:`.claims` — claims and concessions (Laws 68-71, Law 12C3 for a claim ruling);
* :mod:`.revokes` — revokes (Laws 61-64).

Beside them, what both rooms share:

* :mod:`.findings` — a finding: what a law module decided, and the facts it rests on;
* :mod:`.rulesets` — the rule set (authority) and the class of player.
"""
