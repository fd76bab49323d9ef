"""The director's table page and its JSON API, as a Starlette application.

Routes (``docs/web.md`` documents the API):

* ``GET /`` — the page; ``GET /static/…`` its script and style (shipped in the package:
  nothing is fetched from elsewhere, so it works in a playing room without internet);
* ``POST /api/rule`` — a claim, as ``adjudicate claim``'s options → the ruling record,
  the same JSON as ``adjudicate claim --format json``;
* ``POST /api/replay`` — a ruling record → the ruling made again (``--replay``) and the
  claim as the page's form shows it;
* ``POST /api/event`` — an event file's contents → its claims, each ready to rule;
* ``POST /api/view`` — a record and a language → the ruling's sections for the page;
* ``POST /api/report`` — a record, a language and ``html`` or ``pdf`` → the committee
  report (the PDF printed by Chromium, as ``--report FILE.pdf``);
* ``GET /api`` — the API's keys and this server's limits.

Searches run in worker processes (:mod:`adjudicator.web.pool`); this process only reads
requests, renders and waits, so requests never wait on one another's searches.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import asdict, dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from adjudicator.web.jobs import check_facts
from adjudicator.web.pool import Job, PoolError, RulingPool
from adjudicator.web.request import KEYS, Limits, RequestError, claim_arguments
from adjudicator.web.views import (
    about_of,
    candidates_of,
    index_page,
    lang_of,
    page_languages,
    record_of,
    report_page,
    ruling_css,
    ruling_view,
)

#: Headers of every answer: nothing may frame the page or run a script from elsewhere.
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; "
    "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
}


@dataclass
class Settings:
    """How the server runs: its limits and the number of worker processes."""

    limits: Limits = field(default_factory=Limits)
    workers: int | None = None  # None: one per core


def create_app(settings: Settings | None = None) -> Starlette:
    """The application; its worker processes start with it and end with it."""
    settings = settings or Settings()
    pool = RulingPool(size=settings.workers) if settings.workers else RulingPool()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await pool.start()
        try:
            yield
        finally:
            await pool.stop()

    api = Api(pool, settings.limits)
    routes = [
        Route("/", api.page),
        Route("/ruling.css", api.stylesheet),
        Route("/api", api.describe),
        Route("/api/rule", api.rule, methods=["POST"]),
        Route("/api/replay", api.replay, methods=["POST"]),
        Route("/api/event", api.event, methods=["POST"]),
        Route("/api/view", api.view, methods=["POST"]),
        Route("/api/report", api.report, methods=["POST"]),
        Mount("/static", app=StaticFiles(packages=[("adjudicator.web", "static")]), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(_Headers)
    return app


class _Headers:
    """Adds :data:`SECURITY_HEADERS` to every answer."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + [
                    (name.lower().encode(), value.encode())
                    for name, value in SECURITY_HEADERS.items()
                ]
            await send(message)

        await self.app(scope, receive, with_headers)


class Api:
    """The routes' handlers around one pool of workers and one set of limits."""

    def __init__(self, pool: RulingPool, limits: Limits) -> None:
        self.pool = pool
        self.limits = limits

    async def page(self, request: Request) -> Response:
        return HTMLResponse(index_page(self.limits.min_budget_ms, self.limits.max_budget_ms))

    async def stylesheet(self, request: Request) -> Response:
        return Response(ruling_css(), media_type="text/css")

    async def describe(self, request: Request) -> Response:
        return JSONResponse(
            {
                "rule": {"method": "POST", "keys": list(KEYS)},
                "limits": asdict(self.limits),
                "endpoints": ["/api/rule", "/api/replay", "/api/event", "/api/view", "/api/report"],
            }
        )

    async def rule(self, request: Request) -> Response:
        arrived = time.monotonic()
        lang = "en"
        try:
            body = await self._body(request)
            lang = _lang(body)
            args = claim_arguments(body, self.limits)
            if not args.event:  # typed in: its faults are told at once, not after a queue
                check_facts(args, lang)
            budget_ms = args.budget_ms
            assert budget_ms is not None, "claim_arguments sets it, within the limits"
            return await self._run(Job("rule", args, arrived + budget_ms / 1000, budget_ms, lang))
        except RequestError as exc:
            return _error(exc, lang)

    async def replay(self, request: Request) -> Response:
        return await self._record_job(request, "replay")

    async def event(self, request: Request) -> Response:
        arrived = time.monotonic()
        lang = "en"
        try:
            body = await self._body(request)
            lang = _lang(body)
            if not isinstance(body, dict) or not isinstance(body.get("text"), str):
                raise RequestError(key="text", words="api_event_body", field="event")
            name = body.get("name") or "event.pbn"
            if not isinstance(name, str) or "/" in name or "\\" in name or len(name) > 120:
                raise RequestError(key="name", words="api_file_name", field="name", name=repr(name))
            budget = self.limits.max_budget_ms
            return await self._run(
                Job(
                    "event",
                    {"name": name, "text": body["text"], "lang": lang_of(body.get("lang"))},
                    arrived + budget / 1000,
                    budget,
                    lang,
                )
            )
        except RequestError as exc:
            return _error(exc, lang)

    async def view(self, request: Request) -> Response:
        lang = "en"
        try:
            body = await self._body(request)
            lang = _lang(body)
            lang = lang_of(body.get("lang"))
            return JSONResponse(ruling_view(record_of(body), lang, candidates_of(body, lang)))
        except RequestError as exc:
            return _error(exc, lang)

    async def report(self, request: Request) -> Response:
        arrived = time.monotonic()
        lang = "en"
        try:
            body = await self._body(request)
            lang = _lang(body)
            record, lang = record_of(body), lang_of(body.get("lang"))
            about = about_of(body)
            candidates = candidates_of(body, lang)
            if body.get("format", "html") == "html":
                return HTMLResponse(report_page(record, lang, about, candidates))
            if body.get("format") != "pdf":
                raise RequestError(
                    key="format",
                    words="api_bad_format",
                    field="format",
                    value=repr(body.get("format")),
                )
            budget = self.limits.max_budget_ms
            answer = await self.pool.run(
                Job(
                    "pdf",
                    {"record": record, "lang": lang, "about": about, "candidates": candidates},
                    arrived + budget / 1000,
                    budget,
                    lang,
                )
            )
            if "error" in answer:
                return JSONResponse(
                    {"error": answer["error"], "key": answer["key"]}, status_code=answer["status"]
                )
            return Response(
                answer["ok"],
                media_type="application/pdf",
                headers={"Content-Disposition": 'attachment; filename="committee-report.pdf"'},
            )
        except RequestError as exc:
            return _error(exc, lang)
        except PoolError as exc:
            return JSONResponse({"error": exc.text(lang), "key": None}, status_code=503)

    async def _record_job(self, request: Request, kind: str) -> Response:
        arrived = time.monotonic()
        lang = "en"
        try:
            body = await self._body(request)
            lang = _lang(body)
            record = record_of(body)
            budget = self.limits.max_budget_ms
            return await self._run(
                Job(kind, {"record": record}, arrived + budget / 1000, budget, lang)
            )
        except RequestError as exc:
            return _error(exc, lang)

    async def _run(self, job: Job) -> Response:
        try:
            answer = await self.pool.run(job)
        except PoolError as exc:
            return JSONResponse({"error": exc.text(job.lang), "key": None}, status_code=503)
        if "error" in answer:
            return JSONResponse(
                {"error": answer["error"], "key": answer["key"]}, status_code=answer["status"]
            )
        return JSONResponse(answer["ok"])

    async def _body(self, request: Request) -> Any:
        """The request's JSON, read no further than the size limit."""
        import json

        limit = self.limits.max_body
        declared = request.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > limit:
            raise RequestError(
                status=413, words="api_too_large_declared", size=int(declared), limit=limit
            )
        data = bytearray()
        async for chunk in request.stream():
            data += chunk
            if len(data) > limit:
                raise RequestError(status=413, words="api_too_large", limit=limit)
        try:
            body = json.loads(data.decode("utf-8"))
            if _depth(body) > MAX_DEPTH:
                raise RecursionError
            return body
        except RecursionError:
            raise RequestError(words="api_too_deep") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            where = f" at line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
            reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "not UTF-8"
            raise RequestError(words="api_not_json", reason=reason, where=where) from None


#: How deep a request's JSON may nest (a ruling record is 6 deep; deeper is refused, 400,
#: before any part of the server walks it).
MAX_DEPTH = 32


def _depth(value: Any) -> int:
    """How deep ``value`` nests, counted without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                stack.extend((child, depth + 1) for child in item)
    return deepest


def _error(exc: RequestError, lang: str = "en") -> Response:
    """A refused request's answer, said in its language."""
    return JSONResponse({"error": exc.text(lang), "key": exc.fact or None}, status_code=exc.status)


def _lang(body: Any) -> str:
    """The language a request's errors are said in: its ``lang`` when it is one the page
    offers, else English (a bad ``lang`` is itself refused, in English, by ``lang_of``)."""
    value = body.get("lang") if isinstance(body, dict) else None
    return value if isinstance(value, str) and value in page_languages() else "en"
