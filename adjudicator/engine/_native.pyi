"""Types of the native search engine (native/python/engine_module.c; the C API is
native/include/adj_search.h).  Card numbers are 0..51, seats 0..3 (N E S W), sides 0 (NS)
and 1 (EW); every function raises ValueError (or TypeError, OverflowError) on bad input."""

from typing import Any

# (lead, play, done, done_left, out) of one statement phase
_Phase = tuple[int, int, int, int, int]
# (counted ranks, unseen suits, careless budget, ((trick, seat, card), ...), visible seat)
_Model = tuple[int, int, int, tuple[tuple[int, int, int], ...], int]

def search(
    hands: tuple[int, int, int, int],
    trump: int,
    leader: int,
    trick: tuple[int, ...],
    side: int,
    mode: int,
    rules: int,
    evident_min_rank: int,
    shown_out: int,
    phases: tuple[_Phase, ...],
    budget: int,
    want_line: bool,
    model: _Model | None = None,
    time_budget_ms: float = 0.0,
    session: int = 0,
    bounds: tuple[int | bool, ...] | None = None,
    /,
) -> tuple[
    int,  # value (-1 when a budget ran out)
    int,  # lower
    int,  # upper
    int,  # complete (0 or 1)
    tuple[int, ...],  # line: card numbers in play order
    int,  # nodes
    dict[int, tuple[int, ...]] | None,  # outcomes mode: value -> line
    float,  # elapsed_ms
    int,  # stopped_by: 0 finished, 1 nodes, 2 time
    tuple[int, ...],  # stats (adj_result.stats)
]: ...
def forget_tables() -> None: ...
def release_tables() -> None: ...
def explain(
    hands: tuple[int, int, int, int],
    trump: int,
    leader: int,
    trick: tuple[int, ...],
    side: int,
    mode: int,
    rules: int,
    evident_min_rank: int,
    shown_out: int,
    phases: tuple[_Phase, ...],
    model: _Model | None,
    line: tuple[int, ...],
    /,
) -> tuple[
    # (trick, seat, card, legal, normal, careless, is_normal, is_careless, slips_before,
    #  deviated, excluded (per rule bit the mask of cards it removed), free)
    tuple[int, int, int, int, int, int, int, int, int, int, tuple[int, ...], int],
    ...,
]: ...
def all_cards(
    hands: tuple[int, int, int, int],
    trump: int,
    leader: int,
    trick: tuple[int, ...],
    side: int,
    budget: int,
    /,
) -> tuple[
    tuple[int, ...],  # values: card number -> the side's tricks after it, -1 not playable
    int,  # value of the position
    int,  # complete (0 or 1)
    int,  # nodes
    float,  # elapsed_ms
]: ...
def solve_layouts(
    known: tuple[int, ...],
    trump: int,
    leader: int,
    trick: tuple[int, ...],
    side: int,
    layouts: Any,  # numpy uint64 array (count, 4), C-contiguous
    count: int,
    threads: int,
    values: Any,  # numpy int8 array (count,), written
    card_values: Any,  # numpy int8 array (count, 52) or None, written
    /,
) -> int: ...  # nodes searched
