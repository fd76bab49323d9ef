"""adjudicator: rules on disputed bridge claims the way the laws require.

The package is organised one concern per module:

* :mod:`adjudicator.position` — the claim position (remaining hands, trick in progress).
* :mod:`adjudicator.events` — reading claims out of PBN and LIN event files.
* :mod:`adjudicator.engine` — the native search (double dummy and normal-line search).
* :mod:`adjudicator.scoring` — Law 77/78 scores, matchpoints, IMPs; Law 12 adjustments.
* :mod:`adjudicator.cli` — the ``adjudicate`` command.
"""

__version__ = "0.1.0"
