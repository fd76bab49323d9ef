"""Batch-checking every claim of many event files: in parallel, resumable, on a cluster.

A federation checking a season points the tool at hundreds of PBN/LIN files.  The
package, one concern a module:

* :mod:`~adjudicator.batch.check` -- one claim checked against double dummy and ruled;
* :mod:`~adjudicator.batch.plan` -- the options, and the files cut into tasks (a big
  file into parts of at most a megabyte, a repeated file once, a pipe read once);
* :mod:`~adjudicator.batch.worker` -- one task: a file read and its claims checked, every
  board accounted for (ruled, an error with its reason, or undecided with bounds);
* :mod:`~adjudicator.batch.runners` -- where tasks run: in this process, a local pool of
  processes (a crash of the native code costs one file), or a Dask cluster;
* :mod:`~adjudicator.batch.results` -- the lines, their resume keys, the resumable,
  self-describing ``--out`` file and the per-file summaries;
* :mod:`~adjudicator.batch.progress` -- the progress line on a terminal;
* :mod:`~adjudicator.batch.run` -- :func:`check_events`, which ties them together.

The planning function and the share sizes are not re-exported: ``plan`` names the
module, and a copy of a tunable here would not change what the planner reads.
"""

from adjudicator.batch.check import (
    EXACT,
    LESS_THAN_DD,
    MORE_THAN_DD,
    ClaimCheck,
    check_claim,
    error_json,
)
from adjudicator.batch.plan import CheckOptions, FileTask, Plan, content_digest, shares_for
from adjudicator.batch.progress import Progress
from adjudicator.batch.results import (
    UNCHANGED,
    UNDECIDED_PREFIX,
    BatchResult,
    EventSummary,
    ResultsLog,
    Resumed,
    Row,
    RowKey,
    board_key,
    row_key,
    row_kind,
    ruling_changes,
)
from adjudicator.batch.run import check_events
from adjudicator.batch.runners import default_jobs, run_dask, run_in_process, run_local_pool
from adjudicator.batch.worker import FileResult, check_event_file

__all__ = [
    "EXACT",
    "LESS_THAN_DD",
    "MORE_THAN_DD",
    "UNCHANGED",
    "UNDECIDED_PREFIX",
    "BatchResult",
    "CheckOptions",
    "ClaimCheck",
    "EventSummary",
    "FileResult",
    "FileTask",
    "Plan",
    "Progress",
    "ResultsLog",
    "Resumed",
    "Row",
    "RowKey",
    "board_key",
    "check_claim",
    "check_event_file",
    "check_events",
    "content_digest",
    "default_jobs",
    "error_json",
    "row_key",
    "row_kind",
    "ruling_changes",
    "run_dask",
    "run_in_process",
    "run_local_pool",
    "shares_for",
]
