"""``muster check``: the database check, and its repairs."""

from __future__ import annotations

import argparse
from pathlib import Path

from i18n import translate
from ui.cli.common import EXIT_FAILURE, EXIT_OK, db_argument, fail, fail_damaged, open_db_or_fail


def register_check(commands: argparse._SubParsersAction) -> None:
    check = commands.add_parser(
        "check",
        help=translate(
            "CommandLine",
            "check the database and report problems in plain words (exit code 0: all is well, 1: problems remain, 2: the file cannot be used)",  # noqa: E501
        ),
    )
    db_argument(check, help=translate("CommandLine", "the campaign database file to check"))
    check.add_argument(
        "--repair",
        action="store_true",
        help=translate(
            "CommandLine",
            "repair what is safe to repair, after a backup (without it nothing is changed)",
        ),
    )
    check.add_argument(
        "--drop-damaged-log",
        action="store_true",
        help=translate(
            "CommandLine",
            "with --repair, when the database's -wal or -journal is damaged: keep a copy of the file and of it, then go on without the changes SQLite cannot read from it",  # noqa: E501
        ),
    )
    check.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    """Report on --db (read-only), or repair what is safe with --repair."""
    from models.check import check_database
    from models.errors import MusterError
    from models.store.connection import close_database
    from models.store.inspection import describe_integrity_problems
    from models.store.integrity import integrity_problems

    path = args.db.path
    if args.db_is_default and path is not None and not path.exists():
        print(
            translate(
                "CommandLine",
                "There is no database yet at {path}: Muster creates it when the app first starts.",
            ).format(path=path)
        )
        return EXIT_OK
    if args.drop_damaged_log and not args.repair:
        return fail(translate("CommandLine", "--drop-damaged-log goes with --repair"))
    error = open_db_or_fail(
        args.db,
        read_only=not args.repair,
        create=False,
        judge=False,  # the check reports on a damaged file itself
        drop_damaged_log=args.drop_damaged_log,
    )
    if error is not None:
        return error
    try:
        report = check_database(repair=args.repair)
        damage = integrity_problems() if report.damaged else []
    except MusterError as exc:
        return fail(str(exc))
    finally:
        close_database()
    print(report.render())
    if report.damaged:
        where = path or args.db.text
        return fail_damaged(
            path or Path(),
            translate("CommandLine", "{where} is damaged: {problems}").format(
                where=where, problems=describe_integrity_problems(damage)
            ),
        )
    if report.repairable and not args.repair:
        print(
            translate(
                "CommandLine",
                "Run the check again with --repair to repair them (a backup is taken first).",
            )
        )
    return EXIT_OK if report.ok else EXIT_FAILURE
