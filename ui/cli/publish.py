"""``muster publish``: a campaign published as a folder of static web pages."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from i18n import translate
from ui.cli.common import (
    EXIT_FAILURE,
    EXIT_OK,
    db_argument,
    fail,
    fail_explained,
    open_db_or_fail,
)


def register_publish(commands: argparse._SubParsersAction) -> None:
    publish = commands.add_parser(
        "publish",
        help=translate("CommandLine", "publish a campaign as a folder of static web pages"),
        description=translate(
            "CommandLine",
            "Write a campaign as static web pages (league table, chart, leaderboards, each warband, character and game, and the campaign log) into a folder, for any web host or a phone: no server, script or network needed. Publishing again rewrites only what changed. A folder holding files Muster did not write is refused.",  # noqa: E501
        ),
    )
    db_argument(publish)
    publish.add_argument(
        "--campaign", required=True, metavar="NAME", help=translate("CommandLine", "the campaign")
    )
    publish.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="DIR",
        help=translate("CommandLine", "the folder of the pages"),
    )
    publish.set_defaults(handler=run_publish)


def run_publish(args: argparse.Namespace) -> int:
    from models.errors import MusterError

    error = open_db_or_fail(args.db, read_only=True)
    if error is not None:
        return error
    from models.bad_rows import left_out_of_pages
    from models.pdf import campaign_named
    from models.publish import publish_campaign
    from models.store.connection import close_database

    try:
        result = publish_campaign(campaign=campaign_named(args.campaign), out=args.out)
    except MusterError as exc:
        return fail(str(exc))
    except Exception as exc:  # values the database should not hold: the check says which
        return fail_explained(exc)
    finally:
        close_database()
    print(
        translate(
            "CommandLine",
            "Published “{campaign}” in {folder}: {written} files written, {kept} unchanged, {removed} removed.",  # noqa: E501
        ).format(
            campaign=args.campaign,
            folder=args.out,
            written=len(result.written),
            kept=len(result.kept),
            removed=len(result.removed),
        )
    )
    for bad in result.left_out:
        print(left_out_of_pages(bad, args.db.text), file=sys.stderr)
    return EXIT_FAILURE if result.left_out else EXIT_OK  # published, but not everything
