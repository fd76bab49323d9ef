"""The laws of claims and concessions (Laws 68-71, and Law 12C3 for a claim ruling).

A claim is ruled on the cards as they lie when it was made (Law 68: a claim of some of
the remaining tricks concedes the rest).  The director hears the statement again, faces
the hands and adjudicates "as equitably as possible to both sides, but any doubtful point
is resolved against the claimer" (Law 70A, in the order of 70B): the statement binds him
(70D), *normal* play includes the careless but not the irrational for his class (footnote
to Laws 69-71), an outstanding trump he did not mention may cost tricks (70C), and an
unstated finesse or drop is not credited (70E).  A concession, or a claim the opponents
acquiesced in, is undone only under Laws 69 and 71.  Each module decides one part and
returns findings (:mod:`adjudicator.laws.findings`); the practice rows cited are those of
``claim-practice.md``.

The modules, in the order a ruling uses them:

* :mod:`.request` — the one route into a ruling (:func:`~.request.rule_request`);
* :mod:`.claim_input` — the claim as a director types it, the one list of its fields;
* :mod:`.claim` — the claim as the laws see it (Law 68): ``ClaimFacts``;
* :mod:`.class_of_player` — the class judged (footnote to 69-71, row 25);
* :mod:`.validation` — one check of the facts before any search; a contradiction is
  refused, never ruled;
* :mod:`.statement_phases` — the statement's steps as the engine's phases;
* :mod:`.law70d` — what the statement binds (Law 70D; rows 2, 3, 16, 17, 19);
* :mod:`.normal_rules` — Law 70A's normal-play rules, one row each (the engine's bit,
  the practice rows, the catalog key);
* :mod:`.normal_play` — Law 70A's searches: normal play for the claimer's class against
  the best defence (rows 1, 4, 5, 8, 9, 12-15);
* :mod:`.count_evidence` — the claim count as evidence of what he saw (rows 11, 22);
* :mod:`.law70c` — an outstanding trump he did not mention (Law 70C; rows 6, 7, 11);
* :mod:`.law70e` — an unstated finesse or drop (Law 70E; row 10);
* :mod:`.citations` — the practice rows that shaped the worst line;
* :mod:`.doubtful` — the doubtful points a committee may strike (Law 70A);
* :mod:`.weighting` — Law 12C3 for claims (row 20): may the ruling be weighted, and by
  what;
* :mod:`.law69_71` — withdrawn acquiescence and cancelled concessions (Laws 69, 71);
* :mod:`.ruling` — puts them in the order of Law 70B, nothing more: the ``Ruling``.
"""
