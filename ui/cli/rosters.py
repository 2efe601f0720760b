"""``muster rosters``: the printouts (rosters, cards, the game-night pack) as PDF."""

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


def register_rosters(commands: argparse._SubParsersAction) -> None:
    rosters = commands.add_parser(
        "rosters",
        help=translate(
            "CommandLine", "print roster sheets, or a game's game-night pack, to a PDF file"
        ),
        description=translate(
            "CommandLine",
            "Print the roster sheets of a campaign's warbands (every warband unless --warband names some), or with --game the game-night pack of one of its games: the scenario sheet, each side's roster and the quick reference.",  # noqa: E501
        ),
    )
    db_argument(rosters)
    rosters.add_argument(
        "--campaign", required=True, metavar="NAME", help=translate("CommandLine", "the campaign")
    )
    which = rosters.add_mutually_exclusive_group()
    which.add_argument(
        "--warband",
        action="append",
        metavar="NAME",
        help=translate(
            "CommandLine",
            "a warband to print; repeat for more (default: every warband of the campaign)",
        ),
    )
    which.add_argument(
        "--game",
        type=int,
        metavar="N",
        help=translate("CommandLine", "print the game-night pack of game number N"),
    )
    rosters.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="FILE.pdf",
        help=translate("CommandLine", "the PDF file to write"),
    )
    rosters.add_argument(
        "--page-size",
        choices=("a4", "letter"),
        help=translate(
            "CommandLine",
            "paper size (default: a4, or letter where the locale prints on it, as in en_US)",
        ),
    )
    rosters.add_argument(
        "--cards",
        action="store_true",
        help=translate(
            "CommandLine",
            "print a card per warrior able to play, several to a page, to cut out: his figures, kit, specials, injuries, and room for notes and tallies",  # noqa: E501
        ),
    )
    rosters.set_defaults(handler=run_rosters)


def run_rosters(args: argparse.Namespace) -> int:
    from models.collector import collector_paused

    with collector_paused():  # a command's own process only (models/collector.py)
        return _write_rosters(args)


def _write_rosters(args: argparse.Namespace) -> int:
    from models.bad_rows import BadRow, left_out_of_rosters, printable_warbands, refusal
    from models.errors import DatabaseValueError, MusterError
    from models.store.connection import close_database

    error = open_db_or_fail(args.db, read_only=True)
    if error is not None:
        return error
    from models import pdf
    from models.pdf.paper import locale_page_size

    page_size = args.page_size or locale_page_size()
    left_out: list[BadRow] = []
    try:
        campaign = pdf.campaign_named(args.campaign)
        if args.game is not None and args.cards:
            game = pdf.game_numbered(campaign, args.game)
            data = pdf.render_cards(campaign=campaign, game=game, page_size=page_size)
        elif args.game is not None:
            game = pdf.game_numbered(campaign, args.game)
            data = pdf.render_game_pack(game=game, page_size=page_size)
        else:
            warbands = pdf.warbands_named(campaign, args.warband) if args.warband else None
            render = pdf.render_cards if args.cards else pdf.render_rosters
            try:
                data = render(campaign=campaign, warbands=warbands, page_size=page_size)
            except DatabaseValueError:  # a warrior Muster cannot read: every other warband
                warbands, left_out = printable_warbands(campaign, warbands)
                if not left_out or not warbands:
                    raise
                data = render(campaign=campaign, warbands=warbands, page_size=page_size)
        written = pdf.write_pdf(args.out, data)
    except DatabaseValueError as exc:
        return fail(refusal(args.campaign, args.db.text, export=False) or str(exc))
    except MusterError as exc:
        return fail(str(exc))
    except Exception as exc:  # values the database should not hold: the check says which
        return fail_explained(exc)
    finally:
        close_database()
    print(translate("CommandLine", "Wrote {file}").format(file=written))
    for bad in left_out:
        print(left_out_of_rosters(bad, args.db.text), file=sys.stderr)
    return EXIT_FAILURE if left_out else EXIT_OK  # written, but not everything asked for
