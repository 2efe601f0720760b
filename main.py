"""Muster's command line: opens the database, then starts the window or runs a command.

    python main.py [--db PATH|URL]            the app
    python main.py [--db PATH|URL] COMMAND …  a command without a window (see --help)
    python main.py FILE                       the app on a database FILE, or offering to
                                              import a campaign FILE (desktop's Open with)

``--db`` may come before or after the command. It is a SQLite file, or a club's PostgreSQL
server: ``postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]`` (docs/club-server.md). Without it,
the app and every command use the default database in the user's data folder (a command says
which file that is). An unusable database (or an unreachable server, a refused login) is
reported in one line on stderr with exit code 2, before any window opens and without changing
anything; no line ever shows a password.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate

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


def _db_argument(parser: argparse.ArgumentParser, *, help: str | None = None) -> None:
    """``--db`` on a command: the same option as before the command (either place works);
    ``help`` translated already (default: :data:`DB_HELP`)."""
    if help is None:
        help = translate("CommandLine", DB_HELP)
    parser.add_argument("--db", metavar="PATH|URL", default=argparse.SUPPRESS, help=help)
    # --lang is read before parsing (_language_option); accepted after the command too
    parser.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=argparse.SUPPRESS)


def build_parser() -> argparse.ArgumentParser:
    """The one argparse command line; each command registers itself below."""
    from models import __version__

    parser = argparse.ArgumentParser(
        prog="muster",
        description=translate(
            "CommandLine",
            "Muster: a campaign manager for The Beastrider Wars and Caliburn's Wrath.",
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"muster {__version__}",
        help=translate("argparse", "show program's version number and exit"),
    )
    parser.add_argument(
        "--db", metavar="PATH|URL", default=None, help=translate("CommandLine", DB_HELP)
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        default=None,
        help=translate(
            "CommandLine",
            "the language to speak (en, de); by default the one chosen in Preferences, or the system's",  # noqa: E501
        ),
    )
    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", title=translate("CommandLine", "commands")
    )
    for register in COMMANDS:
        register(commands)
    parser.set_defaults(command_names=tuple(commands.choices))
    return parser


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


# --- commands -------------------------------------------------------------------------------


def _register_gui(commands: argparse._SubParsersAction) -> None:
    gui = commands.add_parser(
        "gui", help=translate("CommandLine", "open the app (the default when no command is given)")
    )
    _db_argument(gui)
    gui.add_argument(
        "file",
        nargs="?",
        type=Path,
        help=translate(
            "CommandLine",
            "a file to open (what `muster FILE` and the desktop's Open with do): a Muster database opens as --db, a campaign file (.json) is offered for import",  # noqa: E501
        ),
    )
    gui.set_defaults(handler=run_gui)


SQLITE_HEADER = b"SQLite format 3\x00"


def opened_file(args: argparse.Namespace) -> tuple[str, Path] | str:
    """What ``muster FILE`` was given: ("db", path) or ("campaign", path), or the one line
    that says why the file cannot be opened. A file is known by its first bytes, not its name:
    a SQLite database, or JSON text (a campaign file is checked when it is imported)."""
    path: Path = args.file.expanduser()
    try:
        if path.is_dir():
            return translate("CommandLine", "{path}: is a folder, not a file").format(path=path)
        with path.open("rb") as stream:
            head = stream.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return translate("CommandLine", "{path}: no such file").format(path=path)
    except OSError as exc:
        return translate("CommandLine", "{path}: cannot be read ({reason})").format(
            path=path, reason=exc.strerror or exc
        )
    if head == SQLITE_HEADER:
        return ("db", path)
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{") or (not text and path.suffix.lower() == ".json"):
        return ("campaign", path)
    return translate(
        "CommandLine",
        "{path}: is neither a Muster database nor a campaign file; open a .sqlite3 database or a .json campaign file",  # noqa: E501
    ).format(path=path)


def _check_ahead(args: argparse.Namespace) -> None:
    """Begin the quick check of the file the app will open while Qt loads
    (:func:`models.store.inspection.check_ahead`)."""
    from models.store.connection import default_db_path
    from models.store.inspection import check_ahead
    from models.store.location import parse_location

    try:
        given = parse_location(str(args.db)) if args.db is not None else None
    except Exception:  # said in words when the file is opened
        return
    path = given.path if given is not None else default_db_path()
    if path is None:
        return  # a server
    if getattr(args, "file", None) is not None:
        return  # a file given alone: what it is is found out first
    check_ahead(path)


def run_gui(args: argparse.Namespace) -> int:
    """Open the app. An unusable ``--db`` file, or a URL that names no server, is one line and
    exit 2, before any window; a server is opened by the app, which asks for its password
    and, when it cannot be opened, offers to retry or to open the local file."""
    from models.errors import DatabaseDamagedError, MusterError
    from models.store.lifecycle import open_database
    from models.store.location import parse_location

    _check_ahead(args)
    from ui.app import run_app

    opened = None
    location = None
    import_file = None
    if getattr(args, "file", None) is not None:
        given = opened_file(args)
        if isinstance(given, str):
            return fail(given)
        kind, path = given
        if kind == "db" and args.db is None:
            args.db = path
        elif kind == "db":
            return fail(
                translate(
                    "CommandLine", "{path}: give one database, either --db or the file"
                ).format(path=path)
            )
        else:
            import_file = path
    if args.db is not None:
        try:
            location = parse_location(str(args.db))
            if location.is_server:
                return run_app(None, server=location, import_file=import_file)
            opened = open_database(location)
        except DatabaseDamagedError as exc:
            return fail_damaged(Path(args.db), exc)
        except MusterError as exc:
            return fail(location.scrub(str(exc)) if location else str(exc))
    # The campaign file to offer once the window is up (only when one was given).
    return run_app(opened, import_file=import_file)


def _register_demo(commands: argparse._SubParsersAction) -> None:
    demo = commands.add_parser(
        "demo",
        help=translate("CommandLine", "add the demo campaigns (one per game) to a database"),
    )
    _db_argument(demo)
    demo.add_argument(
        "--size",
        choices=("small", "big", "huge"),
        default="small",
        help=translate(
            "CommandLine",
            "small: one campaign per game (the default); big: a ten-year club campaign of 24 warbands, 3,000 characters and 1,200 games, for benchmarks; huge: the big one three times over (9,000 characters, 3,600 games)",  # noqa: E501
        ),
    )
    demo.set_defaults(handler=run_demo)


def run_demo(args: argparse.Namespace) -> int:
    from models.demo import create_demo_campaigns
    from models.errors import MusterError

    error = open_db_or_fail(args.db)
    if error is not None:
        return error
    try:
        if args.size in ("big", "huge"):
            try:  # the benchmark campaign: a tool of the project, not installed with Muster
                from tools.demo_big import create_big_campaign
            except ImportError:
                return fail(
                    translate(
                        "CommandLine",
                        "--size {size} is made from Muster's source folder (tools/demo_big.py), not an installed Muster",  # noqa: E501
                    ).format(size=args.size)
                )
            created = [create_big_campaign(scale=3 if args.size == "huge" else 1)]
        else:
            created = create_demo_campaigns()
    except MusterError as exc:
        return fail(str(exc))
    for campaign in created:
        print(translate("CommandLine", "Created the campaign “{name}”.").format(name=campaign.name))
    return EXIT_OK


def _register_screenshots(commands: argparse._SubParsersAction) -> None:
    shots = commands.add_parser(
        "screenshots",
        help=translate("CommandLine", "render every screen to PNG files, offscreen"),
    )
    _db_argument(shots)
    shots.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="DIR",
        help=translate("CommandLine", "folder for the PNG files (created if missing)"),
    )
    shots.add_argument(
        "--screen",
        type=_screen_size,
        default=(1920, 1200),
        metavar="WxH",
        help=translate(
            "CommandLine",
            "the size of the screen the windows open on, in pixels (default 1920x1200); with QT_SCALE_FACTOR=2 they see half of it, as on a scaled desktop",  # noqa: E501
        ),
    )
    shots.set_defaults(handler=run_screenshots)


def _screen_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    wrong = translate("CommandLine", "{text} is not a screen size such as 1600x1000").format(
        text=repr(text)
    )
    if not (width.isdigit() and height.isdigit() and 320 <= int(width) <= 10000 >= int(height)):
        raise argparse.ArgumentTypeError(wrong)
    if int(height) < 240:
        raise argparse.ArgumentTypeError(wrong)
    return int(width), int(height)


def run_screenshots(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.db.is_server:
        return fail(
            translate("CommandLine", "screenshots are rendered from a file: give --db a file path")
        )
    error = open_db_or_fail(args.db)
    if error is not None:
        return error
    from models.errors import MusterError
    from models.store.guard import output_folder
    from ui.screenshots import render_all

    try:
        output_folder(args.out)
        for path in render_all(args.db.path, args.out, screen=args.screen):
            print(path)
    except MusterError as exc:
        return fail(str(exc))
    return EXIT_OK


def _register_backup(commands: argparse._SubParsersAction) -> None:
    backup = commands.add_parser(
        "backup",
        help=translate(
            "CommandLine",
            "copy the database to a file and verify the copy (safe while Muster is open)",
        ),
    )
    _db_argument(backup, help=translate("CommandLine", "the campaign database file to back up"))
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
        written = make_backup(path, reason=MANUAL, dest=args.out.expanduser())
    except DatabaseDamagedError as exc:
        return fail_damaged(path, exc)
    except MusterError as exc:
        return fail(str(exc))
    print(written)
    return EXIT_OK


def _backup_server(args: argparse.Namespace) -> int:
    from models.errors import MusterError
    from models.store.connection import close_database
    from models.store.server_copy import backup_server

    error = open_db_or_fail(args.db, read_only=True)
    if error is not None:
        return error
    try:
        written = backup_server(args.out.expanduser())
    except MusterError as exc:
        return fail(args.db.scrub(str(exc)))
    finally:
        close_database()
    print(written)
    return EXIT_OK


def _register_check(commands: argparse._SubParsersAction) -> None:
    check = commands.add_parser(
        "check",
        help=translate(
            "CommandLine",
            "check the database and report problems in plain words (exit code 0: all is well, 1: problems remain, 2: the file cannot be used)",  # noqa: E501
        ),
    )
    _db_argument(check, help=translate("CommandLine", "the campaign database file to check"))
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


def _register_rosters(commands: argparse._SubParsersAction) -> None:
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
    _db_argument(rosters)
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


def _register_export(commands: argparse._SubParsersAction) -> None:
    export = commands.add_parser(
        "export",
        help=translate(
            "CommandLine",
            "write a campaign to a JSON campaign file (the format: docs/campaign-format.md)",
        ),
    )
    _db_argument(export, help=translate("CommandLine", "the campaign database file to read"))
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


def _register_import(commands: argparse._SubParsersAction) -> None:
    imported = commands.add_parser(
        "import",
        help=translate(
            "CommandLine",
            "add the campaign of a JSON campaign file as a new campaign (after a backup)",
        ),
    )
    _db_argument(
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


def _register_copy(commands: argparse._SubParsersAction) -> None:
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


def _register_club(commands: argparse._SubParsersAction) -> None:
    club = commands.add_parser(
        "club",
        help=translate(
            "CommandLine",
            "set up a club server, and a campaign's organisers and players on it",
        ),
    )
    actions = club.add_subparsers(dest="club_action", metavar="ACTION", required=True)
    init = actions.add_parser(
        "init",
        help=translate(
            "CommandLine",
            "set up the club's database, as the role that owns it (once; again after an upgrade)",
        ),
    )
    _db_argument(
        init,
        help=translate("CommandLine", "the club server, postgresql://USER@HOST:PORT/DBNAME"),
    )
    init.set_defaults(handler=run_club)
    password_help = translate(
        "CommandLine",
        "set the login's password: ask (typed twice, hidden; one line of standard input when it is not a terminal) or generate (made here and shown once, to hand over); Muster keeps no copy",  # noqa: E501
    )
    for name, helped in (
        ("add-organiser", translate("CommandLine", "make a login role an organiser of the campaign")),  # noqa: E501
        ("add-player", translate("CommandLine", "make a login role a player keeping one or more warbands")),  # noqa: E501
        ("password", translate("CommandLine", "set the password of a member's login")),
        ("remove", translate("CommandLine", "take a login role out of the campaign")),
        ("list", translate("CommandLine", "print each member, their kind and their warbands")),
    ):  # fmt: skip
        action = actions.add_parser(name, help=helped)
        _db_argument(
            action,
            help=translate("CommandLine", "the club server, postgresql://USER@HOST:PORT/DBNAME"),
        )
        action.add_argument("--campaign", metavar="NAME", required=True)
        if name != "list":
            action.add_argument(
                "--role",
                metavar="ROLE",
                required=True,
                help=translate("CommandLine", "a login role"),
            )
        if name == "add-player":
            action.add_argument(
                "--warband", metavar="NAME", action="append", required=True,
                help=translate(
                    "CommandLine", "a warband the player keeps (give it again for another)"
                ),
            )  # fmt: skip
        if name in ("add-organiser", "add-player", "password"):
            action.add_argument(
                "--password",
                choices=(ASK, GENERATE),
                default=ASK if name == "password" else None,
                help=password_help
                + (
                    " "
                    + translate(
                        "CommandLine",
                        "(default: generate for a login created now; an existing login keeps its password)",  # noqa: E501
                    )
                    if name != "password"
                    else ""
                ),
            )
        action.set_defaults(handler=run_club)
    move = actions.add_parser(
        "move",
        help=translate(
            "CommandLine",
            "move a campaign with its members into another club database, verified, and delete it from this one",  # noqa: E501
        ),
    )
    _db_argument(move, help=translate("CommandLine", "the club database the campaign is in"))
    move.add_argument("--campaign", metavar="NAME", required=True)
    move.add_argument(
        "--to",
        metavar="URL",
        required=True,
        help=translate("CommandLine", "the club database to move it into"),
    )
    move.set_defaults(handler=run_club_move)


def run_club_move(args: argparse.Namespace) -> int:
    from models.club_move import move_campaign
    from models.errors import MusterError
    from models.store.location import parse_location

    try:
        target = parse_location(args.to)
        moved = move_campaign(source=args.db, target=target, name=args.campaign)
    except MusterError as exc:
        return fail(args.db.scrub(str(exc)))
    said = translate(
        "CommandLine",
        "Moved “{campaign}” to {target} with its %n member(s); it is no longer in {source}.",
        None,
        PLURAL,
        len(moved.members),
    )
    print(said.format(campaign=moved.name, target=target.text, source=args.db.text))
    return EXIT_OK


# A member's kind as the server keeps it, and as ``club list`` shows it.
MEMBER_KINDS = {
    "organiser": QT_TRANSLATE_NOOP("CommandLine", "organiser"),
    "player": QT_TRANSLATE_NOOP("CommandLine", "player"),
}
ASK, GENERATE = "ask", "generate"  # how club's --password sets a password


def run_club(args: argparse.Namespace) -> int:
    """Set up the club server --db (init), or change or list the members of --campaign."""
    from models import club
    from models.campaigns import campaign_named
    from models.errors import MusterError
    from models.store.connection import close_database

    if not args.db.is_server:
        return fail(
            translate(
                "CommandLine", "{file} is a local file: club members are for a club server"
            ).format(file=args.db.text)
        )
    if args.club_action == "init":
        return _club_init(args.db)
    error = open_db_or_fail(args.db, create=False)
    if error is not None:
        return error
    try:
        campaign = campaign_named(args.campaign)
        if args.club_action == "list":
            club.require_organiser(campaign)
            for member in club.members(campaign):
                kind = translate("CommandLine", MEMBER_KINDS.get(member.kind, member.kind))
                print(f"{member.role:<20} {kind:<10} {', '.join(member.warbands)}".rstrip())
            return EXIT_OK
        if args.club_action == "remove":
            club.remove(campaign=campaign, role=args.role)
            print(
                translate("CommandLine", "{role} is no longer a member of “{campaign}”.").format(
                    role=args.role, campaign=campaign.name
                )
            )
            return EXIT_OK
        if args.club_action == "password":
            club.require_organiser(campaign)
            password = _new_password(args.password, args.role)
            club.set_password(campaign=campaign, role=args.role, password=password)
            _say_password(args.password, args.role, password)
            return EXIT_OK
        club.require_organiser(campaign)
        how: str | None = args.password
        if how is None and not club.login_exists(args.role):
            how = GENERATE  # a new login can do nothing without one
        new_password = _new_password(how, args.role) if how is not None else None
        if args.club_action == "add-organiser":
            added = club.add_organiser(campaign=campaign, role=args.role, password=new_password)
            line = translate("CommandLine", "{role} is an organiser of “{campaign}”.")
        else:
            added = club.add_player(
                campaign=campaign, role=args.role, warbands=args.warband, password=new_password
            )
            line = translate("CommandLine", "{role} is a player of “{campaign}”.")
        print(line.format(role=added.role, campaign=campaign.name))
        if new_password is not None:
            _say_password(how, added.role, new_password)
        if added.advice():
            print(added.advice())
        return EXIT_OK
    except MusterError as exc:
        return fail(str(exc))
    finally:
        close_database()


def _club_init(location: DatabaseLocation) -> int:
    from models.errors import MusterError
    from models.store.connection import close_database
    from models.store.migrations import SCHEMA_VERSION
    from models.store.server import init_server

    try:
        done = init_server(location)
    except MusterError as exc:
        return fail(location.scrub(str(exc)))
    finally:
        close_database()
    if done.created:
        said = translate(
            "CommandLine",
            "The club's database {database} is ready: Muster's tables (version {version}) were created, owned by {owner}.",  # noqa: E501
        )
    elif done.migrated_from is not None:
        said = translate(
            "CommandLine",
            "The club's database {database} is ready: Muster's tables were brought up to version {version}, owned by {owner}.",  # noqa: E501
        )
    else:
        said = translate(
            "CommandLine",
            "The club's database {database} is ready: Muster's tables are up to date (version {version}), owned by {owner}.",  # noqa: E501
        )
    print(said.format(database=location.short_name, version=SCHEMA_VERSION, owner=done.owner))
    print(
        translate(
            "CommandLine",
            "Only {owner} and the members of its campaigns may connect to {database}; club add-player and club add-organiser let a member in, club remove lets him out.",  # noqa: E501
        ).format(owner=done.owner, database=location.dbname)
    )
    if done.creates_logins:
        print(
            translate(
                "CommandLine",
                "{owner} may create the club's logins. Next: start or import a campaign, then give it its organisers and players with club add-organiser and club add-player (docs/club-server.md).",  # noqa: E501
            ).format(owner=done.owner)
        )
    else:
        print(
            translate(
                "CommandLine",
                "{owner} may not create logins (it has no CREATEROLE): the administrator creates each member's login (CREATE ROLE name LOGIN;), or gives it the right: ALTER ROLE {owner} CREATEROLE;",  # noqa: E501
            ).format(owner=done.owner)
        )
    return EXIT_OK


def _new_password(how: str, role: str) -> str:
    """A password for ``role``: typed (twice, hidden, at a terminal; one line of standard
    input otherwise) or generated."""
    from models import club
    from models.errors import InvalidInput

    if how == GENERATE:
        return club.generated_password()
    if not sys.stdin.isatty():
        typed = sys.stdin.readline().rstrip("\r\n")
        return club.check_password(typed)
    import getpass

    typed = getpass.getpass(translate("CommandLine", "New password for {role}: ").format(role=role))
    club.check_password(typed)
    again = getpass.getpass(translate("CommandLine", "The same again: "))
    if again != typed:
        raise InvalidInput(
            translate("CommandLine", "The two passwords differ; nothing was changed.")
        )
    return typed


def _say_password(how: str | None, role: str, password: str) -> None:
    """Show a generated password, once; a typed one is never repeated."""
    if how == GENERATE:
        print(
            translate(
                "CommandLine",
                "The password of {role}, shown this once (Muster keeps no copy; hand it over): {password}",  # noqa: E501
            ).format(role=role, password=password)
        )
    else:
        print(translate("CommandLine", "The password of {role} is set.").format(role=role))


def _register_publish(commands: argparse._SubParsersAction) -> None:
    publish = commands.add_parser(
        "publish",
        help=translate("CommandLine", "publish a campaign as a folder of static web pages"),
        description=translate(
            "CommandLine",
            "Write a campaign as static web pages (league table, chart, leaderboards, each warband, character and game, and the campaign log) into a folder, for any web host or a phone: no server, script or network needed. Publishing again rewrites only what changed. A folder holding files Muster did not write is refused.",  # noqa: E501
        ),
    )
    _db_argument(publish)
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


COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [
    _register_gui,
    _register_demo,
    _register_screenshots,
    _register_backup,
    _register_check,
    _register_rosters,
    _register_publish,
    _register_export,
    _register_import,
    _register_copy,
    _register_club,
]


def _file_given_alone(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str]:
    """``muster FILE`` (``Exec=muster %f``) is ``muster gui FILE``: an argument that is no
    command and no option, where a command would be, names a file to open."""
    args = list(argv)
    commands = parser.get_default("command_names")
    index = 0
    while index < len(args):
        arg = args[index]
        if arg in ("--db", "--lang"):
            index += 2
            continue
        if arg.startswith("-"):
            index += 1
            continue
        if arg not in commands:
            args.insert(index, "gui")
        break
    return args


def _language_option(argv: Sequence[str]) -> str | None:
    """``--lang CODE`` (or ``--lang=CODE``) wherever it is, read before the parser is built so
    that its help is in that language too."""
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


# argparse's own words ("usage:", "options", its error messages), which it reads through
# gettext's functions in its module: they are looked up in Muster's catalogue instead.
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
)


def speak(argv: Sequence[str]) -> str:
    """Choose and load the language (``--lang``, the Preferences' setting, the system's):
    the command line, the window and the printouts speak it. The language in effect."""
    from i18n import translate
    from ui.language import activate, wanted

    code = activate(wanted(_language_option(argv)))
    argparse._ = lambda text: translate("argparse", text)  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: translate(  # type: ignore[attr-defined]
        "argparse", one if n == 1 else many
    )
    return code


def main(argv: Sequence[str] | None = None, *, as_process: bool = False) -> int:
    """Parse ``argv`` and run the command it names; return the exit code. ``as_process``: the
    command is this process, which ends with it (``python main.py``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    speak(argv)
    parser = build_parser()
    args = parser.parse_args(_file_given_alone(parser, argv))
    handler: Handler = getattr(args, "handler", run_gui)
    if as_process and handler not in (run_gui, run_screenshots):
        from models.collector import pause_in_this_process

        pause_in_this_process()  # one thread, no Qt: bulk work may pause the collector
    if handler is not run_gui and getattr(args, "needs_db", True):
        from models.errors import MusterError

        args.db_is_default = args.db is None
        try:
            args.db = command_db(args)
        except MusterError as exc:
            return fail(str(exc))
    try:
        return handler(args)
    except KeyboardInterrupt:
        return EXIT_FAILURE


def run() -> None:
    """The ``muster`` command installed by ``pip install .``: ``main()`` as the process."""
    sys.exit(main(as_process=True))


if __name__ == "__main__":
    run()
