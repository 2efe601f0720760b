"""``muster export``, ``import`` and ``copy``: campaigns written to and read from campaign files,
and copied whole between databases."""

from __future__ import annotations

import argparse
from pathlib import Path

from i18n import translate
from ui.cli.common import EXIT_OK, db_argument, fail, fail_explained, open_db_or_fail


def register_export(commands: argparse._SubParsersAction) -> None:
    export = commands.add_parser(
        "export",
        help=translate(
            "CommandLine",
            "write a campaign to a JSON campaign file (the format: docs/campaign-format.md)",
        ),
    )
    db_argument(export, help=translate("CommandLine", "the campaign database file to read"))
    export.add_argument(
        "--campaign",
        required=True,
        metavar="NAME",
        help=translate("CommandLine", "the name of the campaign to export"),
    )
    export.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="FILE",
        help=translate(
            "CommandLine",
            "the JSON file to write (replaced, once the new one is complete, if it exists)",
        ),
    )
    export.set_defaults(handler=run_export)


def run_export(args: argparse.Namespace) -> int:
    """Write the campaign --campaign of --db to --out; print the file written."""
    from models.bad_rows import refusal
    from models.campaigns import campaign_named
    from models.errors import DatabaseValueError, MusterError
    from models.exchange import write_campaign_file
    from models.store.connection import close_database

    error = open_db_or_fail(args.db, read_only=True)
    if error is not None:
        return error
    try:
        written = write_campaign_file(campaign_named(args.campaign), args.out)
    except DatabaseValueError as exc:  # one line naming the row
        return fail(refusal(args.campaign, args.db.text, export=True) or str(exc))
    except MusterError as exc:
        return fail(str(exc))
    except Exception as exc:  # values the database should not hold: the check says which
        return fail_explained(exc)
    finally:
        close_database()
    print(written)
    return EXIT_OK


def register_import(commands: argparse._SubParsersAction) -> None:
    imported = commands.add_parser(
        "import",
        help=translate(
            "CommandLine",
            "add the campaign of a JSON campaign file as a new campaign (after a backup)",
        ),
    )
    db_argument(
        imported,
        help=translate(
            "CommandLine", "the campaign database file to add it to (created if missing)"
        ),
    )
    imported.add_argument(
        "file",
        type=Path,
        metavar="FILE.json",
        help=translate("CommandLine", "the campaign file to import"),
    )
    imported.set_defaults(handler=run_import)


def run_import(args: argparse.Namespace) -> int:
    """Import FILE.json into --db as a new campaign; print its name."""
    from models.errors import MusterError
    from models.exchange import import_campaign, open_campaign_file
    from models.store.connection import close_database

    try:
        data = open_campaign_file(args.file)
    except MusterError as exc:
        return fail(str(exc))
    error = open_db_or_fail(args.db)
    if error is not None:
        return error
    try:
        # A file is backed up before the import; a server keeps its own backups (pg_dump,
        # `main.py backup`), and the import is one transaction either way.
        campaign = import_campaign(data, db_path=args.db.path)
    except MusterError as exc:
        return fail(
            translate("CommandLine", "{file}: {problem}").format(file=args.file, problem=exc)
        )
    finally:
        close_database()
    print(translate("CommandLine", "Created the campaign “{name}”.").format(name=campaign.name))
    return EXIT_OK


def register_copy(commands: argparse._SubParsersAction) -> None:
    copy = commands.add_parser(
        "copy",
        help=translate(
            "CommandLine",
            "copy campaigns whole from one database to another (files or club servers), and verify each copy",  # noqa: E501
        ),
        description=translate(
            "CommandLine",
            "Copy campaigns, with their history, purchases, games and effects, from SOURCE to TARGET, each a file path or a postgresql:// URL. Each copy is verified against the original (their campaign files must match); a name already taken in TARGET gets a suffix, as import gives it.",  # noqa: E501
        ),
    )
    copy.add_argument(
        "--from",
        dest="source",
        required=True,
        metavar="SOURCE",
        help=translate("CommandLine", "read from"),
    )
    copy.add_argument(
        "--to",
        dest="target",
        required=True,
        metavar="TARGET",
        help=translate("CommandLine", "copy into"),
    )
    copy.add_argument(
        "--campaign",
        action="append",
        metavar="NAME",
        help=translate(
            "CommandLine",
            "a campaign to copy; repeat for more (default: every campaign of SOURCE)",
        ),
    )
    copy.set_defaults(handler=run_copy, needs_db=False)


def run_copy(args: argparse.Namespace) -> int:
    """Copy campaigns from --from to --to; print one line per campaign copied."""
    from models.copying import copy_campaigns
    from models.errors import MusterError
    from models.store.location import parse_location

    try:
        source = parse_location(args.source)
        target = parse_location(args.target)
        copied = copy_campaigns(source=source, target=target, names=args.campaign or ())
    except MusterError as exc:
        return fail(str(exc))
    for one in copied:
        if one.target_name != one.source_name:
            line = translate(
                "CommandLine", "Copied the campaign “{name}” as “{new_name}” to {target}."
            )
        else:
            line = translate("CommandLine", "Copied the campaign “{name}” to {target}.")
        print(line.format(name=one.source_name, new_name=one.target_name, target=target.text))
    return EXIT_OK
