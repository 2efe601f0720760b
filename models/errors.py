"""Errors a user can read.

Anything raised as a :class:`MusterError` carries a sentence meant for the person at the
keyboard; the UI shows it in place and the command line prints it. Any other exception is a
bug and goes to the crash report.
"""

from __future__ import annotations

from pathlib import Path


class MusterError(Exception):
    """A known problem whose text a user can read and act on."""


class DatabaseUnusableError(MusterError):
    """The database file cannot be used: a folder, not a database, read-only, too new."""


class DatabaseDamagedError(DatabaseUnusableError):
    """The file says it is a SQLite database, but its contents are damaged.

    Muster never writes to such a file; it offers the latest good backup instead.
    """

    def __init__(self, message: str, *, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


class DatabaseLogDamagedError(DatabaseDamagedError):
    """The write-ahead log or rollback journal beside the database is one SQLite would not
    replay whole: opening the file would drop changes saved in it. Nothing is written until the
    user chooses (a copy of both kept first: ``open_database(drop_damaged_log=True)``)."""


class DatabaseEmptyError(DatabaseUnusableError):
    """The file is empty (0 bytes): no campaign database, and not made into one unasked."""


class DatabaseValueError(MusterError):
    """The database holds a value Muster cannot use (text that is not JSON, house rules the
    rules refuse, a date that is not one); the database check finds and explains each."""


class ServerUnavailableError(DatabaseUnusableError):
    """A club server cannot be reached, or has no such database; trying again may work."""


class ServerLoginError(DatabaseUnusableError):
    """A club server refused the login: no password given, or a wrong one.

    The app asks for the password and tries again; the message never contains the password.
    """


class DatabaseBusyError(MusterError):
    """Another copy of Muster holds the database; trying again later will work."""


class DatabaseWriteError(MusterError):
    """A change could not be saved (disk full, read-only file, disk error); nothing was lost."""


class ChangedElsewhereError(MusterError):
    """What the user saw was changed by another player meanwhile; nothing was changed.

    The screen re-reads its data and the user decides again.
    """


class ClubRefusal(DatabaseWriteError):
    """The club server's roles do not let this login make the change (docs/club-server.md,
    *Roles*); nothing was changed. Also a club command run by someone who is not an organiser
    of the campaign."""


class BackupError(MusterError):
    """A backup could not be made, verified or restored; nothing was changed."""


class NotFoundError(MusterError):
    """A campaign, warband, character or game the user named does not exist."""


class RuleViolation(MusterError):
    """An action the rules refuse; the message gives the rules' reason."""


class InvalidInput(MusterError):
    """A value the user typed cannot be accepted (empty name, negative number, ...)."""


class DocumentError(InvalidInput):
    """A campaign file that cannot be imported (see docs/campaign-format.md).

    The message starts with the JSON path of the first problem found, for example
    ``warbands[2].characters[0].profile: unknown profile 'sir_lancelot'``.
    """

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem
