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

from i18n import QT_TRANSLATE_NOOP, translate
from ui.cli.backup import register_backup
from ui.cli.check import register_check
from ui.cli.club import register_club
from ui.cli.common import DB_HELP, EXIT_FAILURE, Handler, command_db, fail
from ui.cli.demo import register_demo, register_screenshots, run_screenshots
from ui.cli.exchange import register_copy, register_export, register_import
from ui.cli.gui import register_gui, run_gui
from ui.cli.publish import register_publish
from ui.cli.rosters import register_rosters


def build_parser() -> argparse.ArgumentParser:
    """The one argparse command line; each command registers itself (``COMMANDS``: ui/cli/)."""
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


COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [
    register_gui,
    register_demo,
    register_screenshots,
    register_backup,
    register_check,
    register_rosters,
    register_publish,
    register_export,
    register_import,
    register_copy,
    register_club,
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
