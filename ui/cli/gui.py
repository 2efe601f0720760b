"""``muster gui`` (the default): the app's window, on ``--db`` or a FILE given alone (the
desktop's *Open with*), the file checked ahead while Qt loads."""

from __future__ import annotations

import argparse
from pathlib import Path

from i18n import translate
from ui.cli.common import db_argument, fail, fail_damaged


def register_gui(commands: argparse._SubParsersAction) -> None:
    gui = commands.add_parser(
        "gui", help=translate("CommandLine", "open the app (the default when no command is given)")
    )
    db_argument(gui)
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
    and, when it cannot be opened, offers to retry or to open the local file.

    The cycle collector is paused for the start, until the window shows the roster
    (``models/collector.py``); it runs again however the start ends."""
    from models.collector import pause_for_start, resume_after_start

    pause_for_start()
    try:
        return _run_gui(args)
    finally:
        resume_after_start(freeze=False)


def _run_gui(args: argparse.Namespace) -> int:
    """:func:`run_gui`, the collector paused."""
    from models.errors import DatabaseDamagedError, MusterError
    from models.store.lifecycle import open_database
    from models.store.location import parse_location
    from ui.qt_imports import quicken_pyside_import_hook

    _check_ahead(args)
    quicken_pyside_import_hook(load=True)  # Qt's binding, before ui.app's modules
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
