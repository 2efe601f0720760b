"""``muster backup``: the database copied to a file and the copy verified (a server's row by row
into a new SQLite file)."""

from __future__ import annotations

import argparse
from pathlib import Path

from i18n import translate
from ui.cli.common import EXIT_OK, db_argument, fail, fail_damaged, open_db_or_fail


def register_backup(commands: argparse._SubParsersAction) -> None:
    backup = commands.add_parser(
        "backup",
        help=translate(
            "CommandLine",
            "copy the database to a file and verify the copy (safe while Muster is open)",
        ),
    )
    db_argument(backup, help=translate("CommandLine", "the campaign database file to back up"))
    backup.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="FILE",
        help=translate(
            "CommandLine",
            "the backup file to write (a new file: a database there is never replaced), or a folder to write it in (the backup then gets a name of its own)",  # noqa: E501
        ),
    )
    backup.set_defaults(handler=run_backup)


def run_backup(args: argparse.Namespace) -> int:
    """Copy --db to --out with the SQLite backup API (a server: row by row into a new SQLite
    file), verify the copy, and print the file written."""
    from models.errors import DatabaseDamagedError, MusterError
    from models.store.backup import MANUAL, make_backup
    from models.store.inspection import ensure_sound, inspect_file

    if args.db.is_server:
        return _backup_server(args)
    path = args.db.path
    try:
        if not inspect_file(path, writable=False):
            return fail(
                translate("CommandLine", "{path} is empty: there is nothing to back up").format(
                    path=path
                )
            )
        ensure_sound(path)
        refused = _unreadable(args)
        if refused is not None:
            return fail(refused)
        written = make_backup(path, reason=MANUAL, dest=args.out.expanduser())
    except DatabaseDamagedError as exc:
        return fail_damaged(path, exc)
    except MusterError as exc:
        return fail(str(exc))
    print(written)
    return EXIT_OK


def _unreadable(args: argparse.Namespace) -> str | None:
    """The line refusing to back up the file --db, when one of its rows holds a value Muster
    cannot read (a file Muster cannot open to look is backed up as it is)."""
    from models.errors import MusterError
    from models.store.connection import close_database
    from models.store.lifecycle import open_database

    try:
        open_database(args.db, read_only=True)
    except MusterError:
        return None
    try:
        return _refusal(args.db.text)
    finally:
        close_database()


def _refusal(db_text: str) -> str | None:
    from models.bad_rows import cannot_back_up

    return cannot_back_up(db_text)


def _backup_server(args: argparse.Namespace) -> int:
    from models.errors import MusterError
    from models.store.connection import close_database
    from models.store.server_copy import backup_server

    error = open_db_or_fail(args.db, read_only=True)
    if error is not None:
        return error
    try:
        refused = _refusal(args.db.text)
        if refused is not None:
            return fail(args.db.scrub(refused))
        written = backup_server(args.out.expanduser())
    except MusterError as exc:
        return fail(args.db.scrub(str(exc)))
    finally:
        close_database()
    print(written)
    return EXIT_OK
