"""The engine's calls: the only module that imports ``adjudicator.engine._native``.

Three kinds of search over the rest of the play of a claim position:

* ``double_dummy`` — plain double dummy, equal to ``endplay.dds.solve_board`` (tricks for
  the side of the player to play next, counting the trick in progress);
* ``search`` — the claimer's side's tricks when its moves are limited to the normal set
  described by a ``Restriction`` (docs/restriction.md), chosen worst (``"worst"``, Law 70A)
  or best (``"best"``) for it, or unrestricted (``"dd"``), with a witness line;
* ``outcomes`` — every distinct result of the normal lines, one witness line each.

A search in a :class:`~.types.Session` is given at most what the session has left and is
charged what it spent.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from endplay.types import Card, Deal, Denom, Player

import adjudicator.engine._native as _native
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.conversions import (
    NativePosition,
    card_index,
    cards_of,
    index_card,
    line_cards,
    native_position,
    restriction_args,
    seat_number,
    time_budget,
)
from adjudicator.engine.types import (
    DEFAULT_BUDGET,
    UNLIMITED,
    Bounds,
    EngineError,
    LineStep,
    Outcomes,
    Restriction,
    Rule,
    SearchResult,
    SearchStats,
    Session,
)

_MODES = {"dd": 0, "worst": 1, "best": 2}
_OUTCOMES_MODE = 3
_STOPPED = {0: None, 1: "nodes", 2: "time"}


def _call(
    pos: NativePosition,
    side: int,
    mode: int,
    restriction: Restriction | None,
    budget: int | None,
    want_line: bool = True,
    time_budget_ms: float | None = None,
    session: Session | None = None,
    bounds: Bounds | None = None,
) -> tuple:
    """One native search; in a session, within what it has left and charged to it."""
    rules, emin, shown, phases, model = restriction_args(restriction)
    time_budget(time_budget_ms)  # the caller's own budget, checked before the session's
    number = 0
    if session is not None:
        if not isinstance(session, Session):
            raise EngineError(f"session must be an engine.Session, not {session!r}")
        number = session.number
        budget, time_budget_ms = session.allowance(budget, time_budget_ms)
    elif budget is None:
        budget = DEFAULT_BUDGET
    if budget <= 0:
        raise EngineError("node_budget must be positive")
    ms = time_budget(time_budget_ms)
    try:
        found = _native.search(
            pos.hands,
            pos.trump,
            pos.leader,
            pos.trick,
            side,
            mode,
            rules,
            emin,
            shown,
            phases,
            min(budget, UNLIMITED),
            want_line,
            model,
            ms,
            number,
            None if bounds is None else tuple(bounds),
        )
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None
    if session is not None:
        session.charge(found[5], found[7])  # the positions and CPU ms it spent
    return found


# ---- public API ------------------------------------------------------------------------


def double_dummy(
    deal: str | Deal, trump: str | Denom, leader: str | Player, trick: Iterable[Card | str] = ()
) -> int:
    """Remaining tricks (counting the one in progress) won by the side of the player to
    play next, both sides playing their best (the DDS convention).

    ``deal`` holds the cards still held (PBN string or endplay ``Deal``; a ``Deal``'s own
    trick in progress is used when ``trick`` is not given); ``leader`` led the current
    trick; ``trick`` its cards so far."""
    trick = tuple(trick)
    if isinstance(deal, Deal) and not trick and len(deal.curtrick) > 0:
        trick = tuple(deal.curtrick)  # a Deal holds the trick in progress apart from its hands
    pos = native_position((deal, trump, leader, trick))
    return _dd_value(pos, pos.to_play % 2)


def double_dummy_tricks(position: ClaimPosition, side_of: Player) -> int:
    """Remaining tricks (counting the one in progress) of the side of ``side_of``, both
    sides playing their best — as :func:`double_dummy`, from a ``ClaimPosition``."""
    return _dd_value(native_position(position), seat_number(side_of) % 2)


def _dd_value(pos: NativePosition, side: int) -> int:
    """The plain double-dummy value for ``side`` (0 NS, 1 EW), without a witness line."""
    value, *_ = _call(pos, side, _MODES["dd"], None, UNLIMITED, want_line=False)
    return value


def search(
    position: Any,
    restriction: Restriction,
    mode: str = "worst",
    node_budget: int | None = None,
    time_budget_ms: float | None = None,
    session: Session | None = None,
    bounds: Bounds | None = None,
    line: bool = True,
) -> SearchResult:
    """The claimer's side's tricks over normal lines: ``worst`` (Law 70A), ``best``, or
    ``dd`` (no restriction, both sides best), with a witness line (``line=False``: none,
    for a caller who wants the value alone).

    The search stops after ``node_budget`` positions (None: ``DEFAULT_BUDGET``, or all a
    session's budget has left) or ``time_budget_ms`` of this thread's CPU time, whichever
    comes first (the line gets the same budgets again); a
    search stopped early returns the bounds it proved and says which budget stopped it.
    ``session``: see :class:`Session`; ``bounds``: see :class:`Bounds`."""
    if mode not in _MODES:
        raise EngineError(f"unknown mode {mode!r} (expected worst, best or dd)")
    pos = native_position(position)
    side = seat_number(restriction.claimer) % 2
    value, lower, upper, complete, witness, nodes, _, elapsed, stopped, stats = _call(
        pos,
        side,
        _MODES[mode],
        restriction,
        node_budget,
        want_line=line,
        time_budget_ms=time_budget_ms,
        session=session,
        bounds=bounds,
    )
    return SearchResult(
        value=value if complete else None,
        lower=lower,
        upper=upper,
        complete=bool(complete),
        line=line_cards(witness),
        nodes=nodes,
        elapsed_ms=elapsed,
        stopped=_STOPPED[stopped],
        stats=SearchStats(*stats[:7]),
    )


def forget_tables() -> None:
    """Make this thread's search tables forget what earlier searches stored (they keep
    their memory).  A search outside a session starts on emptied tables anyway; this is for
    a caller ending a session early."""
    _native.forget_tables()


def release_tables() -> None:
    """Free this thread's search tables now (they are freed anyway when the thread
    exits; a later search allocates them again)."""
    _native.release_tables()


def outcomes(
    position: Any,
    restriction: Restriction,
    node_budget: int | None = None,
    time_budget_ms: float | None = None,
    session: Session | None = None,
    window: Bounds | None = None,
) -> Outcomes:
    """Every distinct result of the claimer's normal lines against best defence, each with
    one witness line.  When a budget runs out (nodes, or this thread's CPU time),
    ``results`` is empty, ``complete`` False and ``stopped`` says which.  ``session``: see
    :class:`Session`.  ``window``: look only for the results in ``lower..upper`` (each
    result is one search for a line taking exactly that many, so a narrow window asks
    fewer; docs/restriction.md)."""
    pos = native_position(position)
    side = seat_number(restriction.claimer) % 2
    _, _, _, complete, _, nodes, results, elapsed, stopped, _ = _call(
        pos,
        side,
        _OUTCOMES_MODE,
        restriction,
        node_budget,
        time_budget_ms=time_budget_ms,
        session=session,
        bounds=window,
    )
    return Outcomes(
        results={v: line_cards(line) for v, line in sorted(results.items())} if complete else {},
        complete=bool(complete),
        nodes=nodes,
        elapsed_ms=elapsed,
        stopped=_STOPPED[stopped],
    )


def explain(
    position: Any, restriction: Restriction, line: Iterable[Card | str]
) -> tuple[LineStep, ...]:
    """Walk ``line`` (cards in play order from the position) under the restriction and
    describe each card the claimer's side plays: its trick and seat, the legal, normal and
    careless cards there, whether the card played was normal and careless, and which rules
    removed which legal cards (docs/restriction.md).  A card that is not legal raises
    ``EngineError``."""
    pos = native_position(position)
    side = seat_number(restriction.claimer) % 2
    cards = tuple(card_index(c) for c in line)
    rules, emin, shown, phases, model = restriction_args(restriction)
    try:
        steps = _native.explain(
            pos.hands,
            pos.trump,
            pos.leader,
            pos.trick,
            side,
            _MODES["worst"],
            rules,
            emin,
            shown,
            phases,
            model,
            cards,
        )
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None
    return tuple(_step(step) for step in steps)


def _step(step: tuple) -> LineStep:
    (
        trick,
        seat,
        card,
        legal,
        normal,
        careless,
        is_normal,
        is_careless,
        slips,
        deviated,
        excluded,
        free,
    ) = step
    removed = {Rule(1 << bit): cards_of(mask) for bit, mask in enumerate(excluded) if mask}
    return LineStep(
        trick=trick,
        seat=Player(seat),
        card=index_card(card),
        legal=cards_of(legal),
        normal=cards_of(normal),
        careless=cards_of(careless),
        is_normal=bool(is_normal),
        is_careless=bool(is_careless),
        slips_before=slips,
        deviated=Rule(deviated),
        excluded=removed,
        free=cards_of(free),
    )


def native_all_cards(pos: NativePosition, side: int) -> list[int]:
    """Every card's value in one native call (see :func:`.layouts.all_cards`): per engine
    card number, the side's tricks after that card, -1 for a card that cannot be played."""
    try:
        values, *_ = _native.all_cards(pos.hands, pos.trump, pos.leader, pos.trick, side, UNLIMITED)
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None
    return list(values)


def native_solve_layouts(
    hands: tuple[int, ...],
    strain: int,
    first: int,
    trick: tuple[int, ...],
    side: int,
    layouts: Any,
    threads: int,
    values: Any,
    card_values: Any,
) -> int:
    """A batch of layouts solved in one native call (see :func:`.layouts.solve_layouts`),
    its answers written into ``values`` (and ``card_values``); the positions searched."""
    try:
        return int(
            _native.solve_layouts(
                hands,
                strain,
                first,
                trick,
                side,
                layouts,
                layouts.shape[0],
                threads,
                values,
                card_values,
            )
        )
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None
