"""``python -m adjudicator.cli``: the ``adjudicate`` command."""

import sys

from adjudicator.cli import main

sys.exit(main())
