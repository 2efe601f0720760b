"""What every command of the command line (``main.py``) shares: the exit codes, the ``--db``
option, the database a command works on (:func:`command_db`, :func:`open_db_or_fail`), and a
refusal in one line on stderr (:func:`fail`, exit code 2).

Nothing here imports Qt, or any of Muster's code but the translation plumbing, as the module
is loaded: a command loads what it needs when it runs, so ``muster --help`` and a command start
light."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from models.store.location import DatabaseLocation


EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2

Handler = Callable[[argparse.Namespace], int]


DB_HELP = QT_TRANSLATE_NOOP(
    "CommandLine",
    "the campaign database: a file (default: muster.sqlite3 in your user data folder), or a club server, postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE]",  # noqa: E501
)


def db_argument(parser: argparse.ArgumentParser, *, help: str | None = None) -> None:
    """``--db`` on a command: the same option as before the command (either place works);
    ``help`` translated already (default: :data:`DB_HELP`)."""
    if help is None:
        help = translate("CommandLine", DB_HELP)
    parser.add_argument("--db", metavar="PATH|URL", default=argparse.SUPPRESS, help=help)
    # --lang is read before parsing (_language_option); accepted after the command too
    parser.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=argparse.SUPPRESS)


def command_db(args: argparse.Namespace) -> DatabaseLocation:
    """The database a command works on: ``--db`` (a file or a server's URL, see
    :func:`models.store.location.parse_location`), else the app's default file, named on
    stderr so the user knows which file was read or changed."""
    from models.store.location import DatabaseLocation, parse_location

    if args.db is not None:
        return parse_location(str(args.db))
    from models.store.connection import default_db_path

    path = default_db_path()
    print(
        translate("CommandLine", "muster: using the default database {path}").format(path=path),
        file=sys.stderr,
    )
    return DatabaseLocation.file(path)


def fail(message: str) -> int:
    """Print one line for the user on stderr and return the usage exit code."""
    print(
        translate("CommandLine", "muster: error: {message}").format(message=message),
        file=sys.stderr,
    )
    return EXIT_USAGE


def open_db_or_fail(
    location: DatabaseLocation,
    *,
    read_only: bool = False,
    create: bool = True,
    judge: bool = True,
    drop_damaged_log: bool = False,
) -> int | None:
    """Open ``location`` for a command; return an exit code when it cannot be used.

    A missing file is created for a command that writes, unless ``create`` is False.
    ``judge`` and ``drop_damaged_log`` are :func:`models.store.lifecycle.open_database`'s.
    """
    from models.errors import DatabaseDamagedError, MusterError
    from models.store.lifecycle import open_database

    try:
        opened = open_database(
            location,
            read_only=read_only,
            create=create,
            judge=judge,
            drop_damaged_log=drop_damaged_log,
        )
    except DatabaseDamagedError as exc:
        return fail_damaged(location.path or Path(), exc)
    except MusterError as exc:
        return fail(location.scrub(str(exc)))
    if opened.set_aside is not None:
        print(
            translate(
                "CommandLine",
                "Kept a copy of the damaged files as {copy} (with its -wal or -journal); the changes SQLite could not read from them are in that copy only.",  # noqa: E501
            ).format(copy=opened.set_aside)
        )
    return None


def fail_damaged(path: Path, problem: str | Exception) -> int:
    """The one line for a damaged database, naming its latest good backup (and, for a
    damaged -wal or -journal, the way to go on without what cannot be read)."""
    from models.errors import DatabaseLogDamagedError
    from models.store.backup import damaged_file_message

    log = isinstance(problem, DatabaseLogDamagedError)
    return fail(damaged_file_message(Path(path).expanduser(), str(problem), log=log))


def fail_explained(exc: Exception) -> int:
    """The one line for a command that failed on the data it read, as the database check
    explains it; an error the check cannot explain is a bug, and is raised again."""
    from models.check import explain_failure

    explained = explain_failure(exc)
    if explained is None:
        raise exc
    return fail(str(explained))
