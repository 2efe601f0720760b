"""The database check: is the file sound, and do the campaign's records agree?

:func:`check_database` runs SQLite's integrity check and the foreign key check (both through
:mod:`models.store.integrity`), then Muster's own invariants through the Peewee models:

- no character has negative gold;
- no dead character is fielded in a later game of his campaign;
- every purchase has a price of 0 or more;
- every history entry's character exists, and belongs to the entry's campaign;
- every warband on a game's side, every fielded character and every winner belongs to the
  game's campaign (and side);
- game numbers are 1 or more and unique within a campaign, and ``follows`` links stay in the
  campaign and never loop.

Repairs are made only where the right answer is certain and nothing is lost; each repaired
record says what was changed. Everything else is reported for a person to decide. All repairs
happen in one transaction, after a backup; without ``repair`` nothing is written.
"""

from __future__ import annotations

from models.check.records import Finder
from models.check.report import CHECK_FAILED, DAMAGED, CheckReport, Problem
from models.errors import MusterError
from models.store.backup import REPAIR
from models.store.connection import DRIVER_ERRORS, write_transaction
from models.store.inspection import describe_integrity_problems
from models.store.integrity import integrity_problems
from models.store.server_copy import safety_backup


def check_database(*, repair: bool) -> CheckReport:
    """Check the bound database and, with ``repair``, fix what is safe.

    Without ``repair`` nothing is written. With it, and only when the file is sound and there
    is something to repair, a backup is taken (reason "repair"), then the problems are found
    again and the safe ones repaired in one transaction: all of them or, on any error, none.
    """
    report = _find_problems()
    if not repair or report.damaged or not report.repairable:
        return report

    backup = safety_backup(REPAIR)
    with write_transaction():
        report = _find_problems()
        for problem in report.repairable:
            assert problem.fix is not None
            problem.fix()
    for problem in report.repairable:
        problem.repaired = True
    report.backup = backup
    return report


def _find_problems() -> CheckReport:
    report = CheckReport()
    damage = integrity_problems()
    if damage:
        report.problems.append(
            Problem(
                DAMAGED, f"SQLite finds the file damaged: {describe_integrity_problems(damage)}."
            )
        )
        return report
    try:
        Finder(report.problems).run()
    except (MusterError, *DRIVER_ERRORS) as exc:
        report.problems.append(Problem(CHECK_FAILED, f"The check could not finish: {exc}."))
    return report


__all__ = ["CheckReport", "Problem", "check_database"]
