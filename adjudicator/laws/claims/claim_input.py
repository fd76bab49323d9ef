"""A claim as a director types it: :class:`ClaimRequest`, the one list of its fields.

Each field of :class:`ClaimRequest` is one row: its name (the web API's key; the command's
long option with dashes for underscores, ``--class`` for ``player_class``), the kind of
value, its help, its default and its bounds.  ``adjudicate claim``'s options
(:func:`adjudicator.cli.claim.register`) and the web API's keys
(:mod:`adjudicator.web.request`) are generated from these rows: a new claim field is one
new row here (and, if the laws read it, a line in :func:`claim_options` or
:func:`read_claim`).  :func:`adjudicator.laws.claims.request.rule_request` rules on a request.

The fields a claim's facts are read from (:data:`FIELDS`): ``hands``, ``trump``,
``lead``, ``claimer``, ``claims``, ``trick``, ``history``, ``shown_out``, ``statement``,
``after_claim``, ``class``, ``rules``, ``not_normal`` (the doubtful points struck,
``3:S:H2``), and for the result and its score ``contract``, ``declarer``, ``vul``,
``won``.  Text or numbers are accepted where a form would send either; lists where an
option repeats.

:func:`read_claim` reads each field (an error names it in ``error.fact``), fills what one
fact implies for another, and hands the claim to the one check of its facts
(:func:`~adjudicator.laws.claims.validation.validate_claim`):

* ``contract`` implies the trump: its strain is the trump, and a ``trump`` that differs
  is refused;
* a result needs the tricks already won (``won``, declarer's side first).  When no trick
  is complete they are 0-0; when the earlier tricks typed in (``history``) are all the
  completed ones they are counted from them; otherwise ``won`` is required;
* ``claimer`` defaults to declarer when the contract is given.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.cards import parse_card, same_side, seat_of, strain_of
from adjudicator.core.contract import Contract
from adjudicator.core.position import ClaimPosition
from adjudicator.errors import AdjudicatorError, UserError
from adjudicator.io.records import ClaimRecord, EventReading
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring.law77 import MAX_BOARD, ScoringError, parse_vul
from adjudicator.scoring.weights import UNITS

if TYPE_CHECKING:
    from adjudicator.laws.claims.claim import BoardContext, ClaimFacts

# The reading of event files, the claim's facts and their checks are imported by the
# functions that read a claim, not when the rows load: the command's options and its
# --help need only the rows (issue 31: the command's start-up).

#: The kinds of value a field takes (the web API checks a JSON value's type by them; the
#: command reads every kind from text).
TEXT, WHOLE, FLAG, NUMBER, TEXTS, CARDS, WON, EVENT = (
    "text",
    "whole",
    "flag",
    "number",
    "texts",
    "cards",
    "won",
    "event",
)

#: The highest record number, number of layouts and seed a claim may give (the highest
#: board number: Law 77's module, beside the vulnerability of a board number).
MAX_RECORD = 10**7
MAX_LAYOUTS = 100_000
MAX_SEED = 2**31 - 1


def _row(
    kind: str,
    help: str,
    default: Any = None,
    *,
    key: str | None = None,
    bounds: tuple[int, int] | None = None,
    choices: tuple[str, ...] | None = None,
    metavar: str | None = None,
    position: bool = False,
    fact: bool = False,
) -> Any:
    """One field of :class:`ClaimRequest`: ``key``: the API's key and the option's name
    when not the field's own; ``bounds``: a whole number's range; ``position``: it
    describes a typed-in position or board (an event file gives it); ``fact``: the claim's
    facts are read from it (:data:`FIELDS`)."""
    return field(
        default=default,
        metadata={
            "kind": kind,
            "help": help,
            "key": key,
            "bounds": bounds,
            "choices": choices,
            "metavar": metavar,
            "position": position,
            "fact": fact,
        },
    )


@dataclass(frozen=True)
class EventText:
    """An event file sent as its contents (the web page): its name says PBN or LIN."""

    name: str
    text: str


# Longer than 60 lines: one row per field of a claim, in --help's order.
@dataclass(frozen=True)
class ClaimRequest:
    """A claim to rule on, as the command line and the web page give it.  Fields without
    a row's metadata (``facts`` and those after it) are set by a program, not typed."""

    event: str | EventText | None = _row(EVENT, "PBN or LIN event file holding the claim")
    board: int | None = _row(WHOLE, "board number in the event file", bounds=(1, MAX_BOARD))
    table: str | None = _row(TEXT, "table or room (Open/Closed) when a board has several")
    record: int | None = _row(
        WHOLE,
        "the board's record number in the file, when a board has several results "
        "and no table names (as `check` lists them)",
        bounds=(1, MAX_RECORD),
    )
    hands: str | None = _row(
        TEXT,
        'remaining hands, PBN style: "N:<n> <e> <s> <w>"; the first letter names the '
        'first hand\'s seat, the others follow clockwise ("S:<s> <w> <n> <e>")',
        position=True,
        fact=True,
    )
    trump: str | None = _row(
        TEXT, "S, H, D, C or NT (default: the contract's strain)", position=True, fact=True
    )
    lead: str | None = _row(
        TEXT, "seat that led the trick in progress (N E S W)", position=True, fact=True
    )
    claimer: str | None = _row(TEXT, "seat that claimed (default: declarer)", fact=True)
    claims: int | str | None = _row(
        WHOLE, "remaining tricks claimed for the claimer's side", fact=True
    )
    trick: str = _row(
        CARDS, 'cards already on the trick, e.g. "SA S3"', "", position=True, fact=True
    )
    statement: str = _row(TEXT, "what the claimer said", "", fact=True)
    after_claim: str = _row(
        CARDS, "cards played after the claim, as evidence (practice row 17)", "", fact=True
    )
    shown_out: tuple[str, ...] = _row(
        TEXTS, "a show-out the director states", (), metavar="SEAT:SUIT", position=True, fact=True
    )
    history: tuple[str, ...] = _row(
        TEXTS,
        "an earlier trick, its leader first",
        (),
        metavar='"LEADER:C C C C"',
        position=True,
        fact=True,
    )
    contract: str | None = _row(
        TEXT,
        "contract, e.g. 4SX (gives the result and score; its strain is the trump)",
        position=True,
        fact=True,
    )
    declarer: str | None = _row(TEXT, "declarer's seat (with --contract)", position=True, fact=True)
    vul: str | None = _row(TEXT, "None, NS, EW or All (default None)", position=True, fact=True)
    won: str | None = _row(
        WON,
        "tricks won before the claim: DECLARER,DEFENDERS (needed with --contract once a "
        "trick is complete, unless --history gives every completed trick)",
        position=True,
        fact=True,
    )
    player_class: str | None = _row(
        TEXT,
        "class of player (default: expert when the event file names a championship, else club)",
        key="class",
        choices=tuple(c.value for c in PlayerClass),
        fact=True,
    )
    rules: str | None = _row(
        TEXT, "rule set (default: seed1997)", choices=tuple(r.value for r in RuleSet), fact=True
    )
    concession: bool = _row(
        FLAG, "judge a request to cancel the claimer's concession (Law 71)", False
    )
    acquiesced: bool = _row(
        FLAG, "judge the opponents' request to withdraw acquiescence (Law 69)", False
    )
    timely: bool = _row(FLAG, "raised before the next board's call / end of round (71C)", False)
    actually_won: int | str | None = _row(
        WHOLE, "tricks in question the side had in fact already won"
    )
    not_normal: tuple[str, ...] = _row(
        TEXTS,
        "rule a doubtful point not normal for this player and rule again without it: "
        "TRICK:SEAT:CARD as the ruling lists it (3:S:H2; trick 1 is the one at the claim); "
        "repeatable",
        (),
        metavar="POINT",
        fact=True,
    )
    budget_ms: float | None = _row(
        NUMBER,
        "search budget for the ruling in ms of CPU time (default 1800); past it the "
        "ruling is undecided, with bounds (exit status 3)",
        metavar="MS",
    )
    no_outcomes: bool = _row(FLAG, "skip listing every distinct normal-line result", False)
    # Law 12C3's simulation where it is used (issue 31): by default under a rule set whose
    # committees weight; else only when asked for (laws.claims.request.guess_options)
    layouts: int | None = _row(
        WHOLE,
        "layouts simulated for a guess (Law 12C3; default 1000 where the rule set "
        "weights, else none unless asked; 0: none)",
        None,
        bounds=(0, MAX_LAYOUTS),
    )
    seed: int = _row(WHOLE, "the simulation's seed", 1, bounds=(0, MAX_SEED))
    weights: str | None = _row(
        TEXT,
        "simulate a guess and round its weights to sixths or tenths (default sixths)",
        None,
        choices=tuple(UNITS),
    )
    #: the claim already read (an event's record, a ruling record, a program's facts):
    #: the typed fields above are then not read
    facts: ClaimFacts | None = None
    #: the search's nodes, given instead of ``budget_ms`` (a replay, a batch's nodes)
    node_budget: int | None = None
    #: look for the doubtful points a committee could strike (Law 70A)
    with_points: bool = True
    #: processes a guess's simulation may use (None: GuessOptions' own)
    guess_jobs: int | None = None
    #: the engine's positions per ms a server rules at (``web.request.Limits``)
    nodes_per_ms: float | None = None


@dataclass(frozen=True)
class Row:
    """A field of :class:`ClaimRequest` as the command and the API present it."""

    name: str  # the field's (and the parsed option's) name
    key: str  # the API's key, and the option's name with underscores
    kind: str
    help: str
    default: Any
    bounds: tuple[int, int] | None
    choices: tuple[str, ...] | None
    metavar: str | None
    position: bool
    fact: bool

    @property
    def flag(self) -> str:
        """The command's option (``--after-claim``)."""
        return "--" + self.key.replace("_", "-")


#: The rows of :class:`ClaimRequest`, in its order.
ROWS: tuple[Row, ...] = tuple(
    Row(
        f.name,
        f.metadata["key"] or f.name,
        f.metadata["kind"],
        f.metadata["help"],
        f.default,
        f.metadata["bounds"],
        f.metadata["choices"],
        f.metadata["metavar"],
        f.metadata["position"],
        f.metadata["fact"],
    )
    for f in dataclasses.fields(ClaimRequest)
    if f.metadata
)

#: The fields :func:`read_claim` reads (by their keys), in the order a director gives them.
FIELDS = tuple(row.key for row in ROWS if row.fact)
#: Fields that describe a typed-in position and board; an event file gives these.
POSITION_FIELDS = tuple(row.name for row in ROWS if row.position)


def request_fields(request: ClaimRequest) -> dict[str, Any]:
    """The request's claim fields by their keys (``class``), as :func:`read_claim` reads
    them."""
    return {row.key: getattr(request, row.name) for row in ROWS if row.fact}


def claim_of_request(request: ClaimRequest) -> ClaimFacts:
    """The claim a request describes: its facts if given, else from an event file or from
    the position typed in — not yet checked (:func:`~.validation.validate_claim` is the
    caller's, once)."""
    if request.facts is not None:
        return request.facts
    fields = request_fields(request)
    if request.event is None:
        return _read_fields(fields)
    typed = [name for name in POSITION_FIELDS if fields.get(name)]
    if typed:
        raise UserError(key="cli_event_and_position", options=typed)
    return _claim_from_event(request, claim_options(fields, from_event=True))


def _claim_from_event(request: ClaimRequest, options: dict[str, Any]) -> ClaimFacts:
    """The claim of an event file: the one the board (and table, or record) names."""
    from adjudicator.io.events import read_event, read_event_bytes
    from adjudicator.laws.claims.claim import claim_from_record

    event = request.event
    assert event is not None
    if isinstance(event, str) and not Path(event).is_file():
        raise UserError(key="cli_no_such_file", path=event)
    if request.board is None:
        raise UserError(key="claim_needs_board")
    if isinstance(event, EventText):
        reading, name = read_event_bytes(event.name, event.text.encode("utf-8")), event.name
    else:
        reading, name = read_event(event), event
    facts = claim_from_record(_one_claim(reading, name, request), **options)
    if request.claimer:
        facts = dataclasses.replace(
            facts, claimer=read_seat(request.claimer, "claimer"), claimer_inferred=False
        )
    if request.claims is not None:
        facts = dataclasses.replace(facts, claimed=count(request.claims, "claims"))
    return facts


def _one_claim(reading: EventReading, name: str, request: ClaimRequest) -> ClaimRecord:
    assert request.board is not None
    records = reading.select(request.board, request.table, request.record)
    if not records:
        errors = [e for e in reading.errors if e.board == request.board]
        if errors:
            raise UserError(str(errors[0]), key="cli_problem", problem=errors[0])
        raise UserError(key="claim_no_claim", path=name, board=request.board)
    if len(records) > 1:
        raise UserError(key="claim_several", path=name, board=request.board, records=tuple(records))
    return records[0]


#: A count typed in: ASCII digits only (``int()`` would take "٣" and "３"), two at most.
_COUNT = re.compile(r"\s*([0-9]{1,2})\s*")
_WON = re.compile(r"\s*([0-9]{1,2})\s*[,/-]\s*([0-9]{1,2})\s*")


def read_claim(fields: Mapping[str, Any]) -> ClaimFacts:
    """The claim the fields describe, once its facts are checked against each other.

    Raises an :class:`~adjudicator.errors.AdjudicatorError` whose ``fact`` names the field
    at fault.  Fields not in :data:`FIELDS` are not read (a form may carry others)."""
    from adjudicator.laws.claims.validation import validate_claim

    facts = _read_fields(fields)
    validate_claim(facts)
    return facts


def _read_fields(fields: Mapping[str, Any]) -> ClaimFacts:
    """The claim the fields describe, its facts not yet checked against each other."""
    from adjudicator.laws.claims.claim import ClaimFactError, ClaimFacts

    given = {
        name: value
        for name, value in fields.items()
        if name in FIELDS and value not in (None, "", [], ())
    }
    if "player_class" in fields and "class" not in given and fields["player_class"]:
        given["class"] = fields["player_class"]
    missing = [name for name in ("hands", "lead") if name not in given]
    if "trump" not in given and "contract" not in given:
        missing.append("trump")
    if missing:
        raise ClaimFactError("fields_missing", fact=missing[0], names=missing)
    contract = (
        _field("contract", lambda: Contract.parse(str(given["contract"])))
        if "contract" in given
        else None
    )
    trump = _trump(given, contract)
    position = ClaimPosition.from_text(
        str(given["hands"]),
        trump,
        str(given["lead"]),
        str(given.get("trick", "")),
        _texts(given.get("history", ())),
        _texts(given.get("shown_out", ())),
    )
    context = _context(given, contract, position)
    claimer = (
        read_seat(given["claimer"], "claimer")
        if "claimer" in given
        else (context.declarer if context else None)
    )
    if claimer is None or "claims" not in given:
        raise ClaimFactError(
            "fields_missing",
            fact="claimer" if claimer is None else "claims",
            names=[n for n in ("claimer", "claims") if n not in given],
        )
    return ClaimFacts(
        position, claimer, count(given["claims"], "claims"), context=context, **claim_options(given)
    )


def claim_options(fields: Mapping[str, Any], *, from_event: bool = False) -> dict[str, Any]:
    """What a claim adds to its position, from the fields: the statement, the play after
    the claim, the class of player and why it is judged, the rule set and the doubtful
    points struck (``ClaimFacts``'s keywords).  A claim read from an event file takes
    these from the director too, except the class when none is given: the event's name
    decides it then (``from_event``; :func:`~adjudicator.laws.claims.claim.claim_from_record`)."""
    from adjudicator.laws.claims.class_of_player import class_from_event, stated_class
    from adjudicator.laws.claims.doubtful import parse_point
    from adjudicator.statement import parse_statement

    def get(name: str, default: str) -> str:
        value = fields.get(name)
        return default if value is None else value

    statement_text = str(get("statement", ""))
    options: dict[str, Any] = {
        "statement": _field("statement", lambda: parse_statement(statement_text)),
        "statement_text": statement_text,
        "after_claim": _field(
            "after_claim",
            lambda: tuple(parse_card(word) for word in _words(get("after_claim", ""))),
        ),
        "ruleset": _field("rules", lambda: RuleSet.parse(str(get("rules", "seed1997")))),
        "not_normal": tuple(
            point
            for text in _texts(fields.get("not_normal") or ())
            for point in _field("not_normal", lambda t=text: parse_point(t))
        ),
    }
    stated = fields.get("class") or fields.get("player_class")
    if stated:
        player_class = _field("class", lambda: PlayerClass.parse(str(stated)))
        options["player_class"], options["class_reason"] = stated_class(player_class)
    elif not from_event:  # typed in: no event's name to tell the class
        options["player_class"], options["class_reason"] = class_from_event("")
    return options


def read_seat(value: Any, fact: str):  # -> Player
    """A seat typed in (``N``, ``south``), the field at fault named if it is none."""
    return _field(fact, lambda: seat_of(str(value)))


def count(value: Any, fact: str) -> int:
    """A number of tricks typed in (``3``, ``"3"``): ASCII digits, 0 to 99; the laws'
    check decides whether the number is possible."""
    from adjudicator.laws.claims.claim import ClaimFactError

    if isinstance(value, int) and not isinstance(value, bool):
        return value
    match = _COUNT.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ClaimFactError("not_a_count", fact=fact, text=str(value))
    return int(match.group(1))


def read_won(value: Any) -> tuple[int, int]:
    """Tricks won before the claim, declarer's side first: ``"6,3"`` or ``[6, 3]``."""
    from adjudicator.laws.claims.claim import ClaimFactError

    if isinstance(value, list | tuple) and len(value) == 2:
        return count(value[0], "won"), count(value[1], "won")
    match = _WON.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ClaimFactError("won_format", fact="won", text=str(value))
    return int(match.group(1)), int(match.group(2))


def _trump(given: Mapping[str, Any], contract: Contract | None) -> str:
    """The trump: typed, or the contract's strain; the two must agree."""
    from adjudicator.laws.claims.claim import ClaimFactError

    if contract is None:
        return str(given["trump"])
    if "trump" in given:
        stated = _field("trump", lambda: strain_of(str(given["trump"])))
        if stated != contract.denom:
            raise ClaimFactError(
                "contract_trump",
                fact="trump",
                contract=str(contract),
                strain=contract.denom,
                trump=stated,
            )
    return contract.strain


def _context(
    given: Mapping[str, Any], contract: Contract | None, position: ClaimPosition
) -> BoardContext | None:
    """The board's facts for the result and its score, when the contract is given."""
    from adjudicator.laws.claims.claim import BoardContext, ClaimFactError

    if contract is None:
        extra = [name for name in ("declarer", "won") if name in given]
        if extra:
            raise ClaimFactError("needs_contract", fact=extra[0], name=extra[0])
        return None
    if "declarer" not in given:
        raise ClaimFactError("fields_missing", fact="declarer", names=["declarer"])
    declarer = read_seat(given["declarer"], "declarer")
    try:
        vul = parse_vul(str(given.get("vul", "None")))
    except ScoringError:
        raise ClaimFactError("vul_unknown", fact="vul", text=str(given.get("vul"))) from None
    if "won" in given:
        won = read_won(given["won"])
    else:
        won = _won_from_history(position, declarer)
    return BoardContext(contract, declarer, None if vul == "None" else vul, *won)


def _won_from_history(position: ClaimPosition, declarer: Any) -> tuple[int, int]:
    """The tricks won before the claim when they need not be typed: none complete, or
    every completed trick typed in as history."""
    from adjudicator.laws.claims.claim import ClaimFactError

    completed = 13 - position.tricks_left
    if len(position.history) != completed:
        raise ClaimFactError(
            "won_needed", fact="won", completed=completed, typed=len(position.history)
        )
    declaring = sum(
        1 for trick in position.history if same_side(trick.winner(position.trump), declarer)
    )
    return declaring, completed - declaring


def _field(name: str, read):  # -> the value read
    try:
        return read()
    except AdjudicatorError as error:
        error.fact = error.fact or name
        raise


def _texts(value: Any) -> list[str]:
    """A repeated field: a list of texts, or one text."""
    if isinstance(value, str):
        return [value]
    return [str(item) for item in value]


def _words(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        return value.split()
    return [str(item) for item in value]
