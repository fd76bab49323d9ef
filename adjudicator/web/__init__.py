"""The director's table page: enter a claim by clicking cards (or from an event file),
see the ruling, strike a doubtful point, print the committee report — and the JSON API
under it (``adjudicate serve``; docs/web.md).

* :mod:`.app` — the Starlette application and its routes;
* :mod:`.request` — a request's JSON read as ``adjudicate claim``'s options, with limits;
* :mod:`.pool` — the worker processes the searches run in, each answer within its budget;
* :mod:`.jobs` — what a worker does (rule, replay, read an event file, print a PDF);
* :mod:`.views` — the page with its words, a record rendered for the page and the printer;
* ``static/`` — the page's HTML, script and style, shipped with the package.

Starlette and uvicorn are an optional extra: ``pip install 'adjudicator[web]'``.
"""
