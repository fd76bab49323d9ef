"""``python -m adjudicator``: the ``adjudicate`` command."""

import sys

from adjudicator.cli import main

sys.exit(main())
