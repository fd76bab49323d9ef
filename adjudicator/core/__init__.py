"""The bridge vocabulary every other layer speaks: cards and seats, the contract, the
claim position and its tricks.  It imports nothing else of adjudicator's."""
