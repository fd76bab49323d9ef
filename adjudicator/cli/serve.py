"""``adjudicate serve`` — the director's table page on this computer.

    adjudicate serve [--port 8000] [--host 127.0.0.1] [--workers N] [--budget-ms MS]

Open the address it prints in a browser: enter the position at the claim by clicking
cards (or open an event file), rule, strike a doubtful point, print the committee report.
The page and its JSON API (``POST /api/rule``, docs/web.md) are served from this
computer only (127.0.0.1) unless ``--host`` says otherwise; the page has no login, so a
host other than the loopback lets anyone who can reach it use it (a warning says so).
Everything the page needs ships with the package: it works without internet.

Needs the web extra: ``pip install 'adjudicator[web]'`` (Starlette and uvicorn).
"""

from __future__ import annotations

import argparse
import ipaddress
import sys

from adjudicator.errors import UserError

INSTALL_HINT = "adjudicate serve needs the web extra: pip install 'adjudicator[web]'"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="the director's table page (a local web application)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default: 127.0.0.1, this computer only)",
    )
    parser.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="worker processes for the searches (default: one per core)",
    )
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        metavar="MS",
        help="a ruling's time budget when the request gives none (default: 5000)",
    )
    parser.add_argument(
        "--max-budget-ms",
        type=float,
        default=None,
        metavar="MS",
        help="the largest budget a request may ask for (default: 30000)",
    )
    parser.add_argument(
        "--max-body",
        type=int,
        default=None,
        metavar="BYTES",
        help="the largest request (default: 2 MiB, an event file)",
    )
    parser.add_argument(
        "--nodes-per-ms",
        type=float,
        default=None,
        metavar="N",
        help="search nodes a ruling gets per ms of its budget (default: "
        "half the engine's rate measured in each worker; lower it on a "
        "busy machine)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from adjudicator.web.app import Settings, create_app
        from adjudicator.web.request import Limits
    except ImportError:
        raise UserError(INSTALL_HINT) from None
    limits = _limits(args, Limits())
    if args.workers is not None and args.workers < 1:
        raise UserError(f"--workers {args.workers}: at least one worker")
    if not 0 < args.port < 65536:
        raise UserError(f"--port {args.port}: a port is 1 to 65535")
    if not is_loopback(args.host):
        print(
            f"adjudicate serve: warning: listening on {args.host}: anyone who can reach "
            "this address can use the page (it has no login)",
            file=sys.stderr,
        )
    print(
        f"adjudicate serve: the director's page is at http://{_shown(args.host)}:"
        f"{args.port}/ (Ctrl-C stops it)",
        file=sys.stderr,
    )
    uvicorn.run(
        create_app(Settings(limits, args.workers)),
        host=args.host,
        port=args.port,
        log_level="warning",
    )
    return 0


def _limits(args: argparse.Namespace, defaults):  # -> Limits
    from dataclasses import replace

    changes = {}
    for option, name in (
        ("budget_ms", "budget_ms"),
        ("max_budget_ms", "max_budget_ms"),
        ("max_body", "max_body"),
        ("nodes_per_ms", "nodes_per_ms"),
    ):
        value = getattr(args, option)
        if value is not None:
            if value <= 0:
                raise UserError(f"--{option.replace('_', '-')} {value:g}: give a positive number")
            changes[name] = value
    limits = replace(defaults, **changes)
    if limits.budget_ms > limits.max_budget_ms:
        raise UserError(
            f"--budget-ms {limits.budget_ms:g} is above --max-budget-ms {limits.max_budget_ms:g}"
        )
    return limits


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _shown(host: str) -> str:
    return f"[{host}]" if ":" in host else host
