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
  campaign and never loop;
- the log of every game being played at the table adds up to the table kept with it.

Repairs are made only where the right answer is certain and nothing is lost; each repaired
record says what was changed. Everything else is reported for a person to decide. All repairs
happen in one transaction, after a backup; without ``repair`` nothing is written.
"""

from __future__ import annotations

from i18n import translate
from models.check.report import (
    BAD_VALUE,
    CHECK_FAILED,
    DAMAGED,
    PLURAL,
    RULES_SKIPPED,
    UNREADABLE,
    CheckReport,
    Problem,
)
from models.errors import (
    DatabaseDamagedError,
    DatabaseUnusableError,
    DatabaseValueError,
    MusterError,
)
from models.store.backup import REPAIR
from models.store.connection import DRIVER_ERRORS, read_snapshot, snapshot_write_transaction
from models.store.inspection import describe_integrity_problems
from models.store.integrity import integrity_problems
from models.store.server_copy import safety_backup

# A check that could not finish, in words: Muster's own errors and the driver's.
KNOWN_FAILURES: tuple[type[Exception], ...] = (MusterError, *DRIVER_ERRORS)


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
    with snapshot_write_transaction():
        report = _find_problems()
        for problem in report.repairable:
            assert problem.fix is not None
            problem.fix()
    for problem in report.repairable:
        problem.repaired = True
    report.backup = backup
    if any(p.kind == RULES_SKIPPED for p in report.problems):
        # The repairs may have made every value readable: run the checks that were skipped,
        # and report what they find (nothing more is repaired without asking again).
        again = _find_problems()
        report.problems = [p for p in report.problems if p.repaired] + again.problems
    return report


def _find_problems() -> CheckReport:
    report = CheckReport()
    damage = integrity_problems()
    if damage:
        report.problems.append(
            Problem(
                DAMAGED,
                translate("DatabaseCheck", "SQLite finds the file damaged: {problems}.").format(
                    problems=describe_integrity_problems(damage)
                ),
            )
        )
        return report
    try:
        # The record checks are read only when a check runs: importing a campaign file
        # shares the check's invariants without loading the whole check.
        from models.check.records import Finder
        from models.collector import collector_paused

        # One snapshot for every table: a campaign someone is changing meanwhile (a
        # recording, a purchase) is read as it was at one moment, never half before and half
        # after. The check builds a whole campaign's small objects, none in cycles
        # (models.collector: 10 to 15 % of a command-line check of the big campaign).
        with read_snapshot(), collector_paused():
            Finder(report.problems).run()
    except KNOWN_FAILURES as exc:
        report.problems.append(
            Problem(
                CHECK_FAILED,
                translate("DatabaseCheck", "The check could not finish: {error}.").format(
                    error=exc
                ),
            )
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        # Values of the wrong type (reported above) can trip the checks that read records
        # through the tables; anything else is a bug.
        if not any(p.kind in (BAD_VALUE, UNREADABLE) for p in report.problems):
            raise
        report.problems.append(
            Problem(
                CHECK_FAILED,
                translate(
                    "DatabaseCheck",
                    "The check could not finish because of the values above; once they are corrected, check again.",  # noqa: E501
                ),
            )
        )
    return report


def explain_failure(exc: BaseException) -> MusterError | None:
    """Why reading the campaign failed with ``exc``, an error that is not a MusterError, as one
    error a user can read: what the check finds wrong with the data (or the file), or what
    SQLite said. None when the check finds nothing and SQLite said nothing: then the failure
    is a bug, and stays one."""
    if isinstance(exc, MusterError):
        return exc
    try:
        report: CheckReport | None = _find_problems()
    except KNOWN_FAILURES:
        report = None
    found = [p for p in report.problems if p.kind != CHECK_FAILED] if report else []
    if report is not None and report.damaged:
        return DatabaseDamagedError(
            translate(
                "DatabaseCheck",
                "{problem} Restore the latest good backup (Backups / Restore… in the app).",
            ).format(problem=found[0].text)
        )
    if len(found) > 1:
        more = len(found) - 1
        sentence = translate("DatabaseCheck", "Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} (and %n more problem(s)) Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.", None, PLURAL, more)  # noqa: E501  # fmt: skip
        return DatabaseValueError(sentence.format(problem=found[0].text))
    if found:
        return DatabaseValueError(
            translate(
                "DatabaseCheck",
                "Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.",  # noqa: E501
            ).format(problem=found[0].text)
        )
    if isinstance(exc, DRIVER_ERRORS):
        return DatabaseUnusableError(
            translate("DatabaseCheck", "SQLite could not read the campaign: {error}").format(
                error=exc
            )
        )
    return None


__all__ = ["CheckReport", "Problem", "check_database", "explain_failure"]
