"""``muster demo`` (the demo campaigns, or the benchmarks' big one) and ``muster screenshots``
(every screen rendered offscreen)."""

from __future__ import annotations

import argparse
from pathlib import Path

from i18n import translate
from ui.cli.common import EXIT_OK, db_argument, fail, open_db_or_fail


def register_demo(commands: argparse._SubParsersAction) -> None:
    demo = commands.add_parser(
        "demo",
        help=translate("CommandLine", "add the demo campaigns (one per game) to a database"),
    )
    db_argument(demo)
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


def register_screenshots(commands: argparse._SubParsersAction) -> None:
    shots = commands.add_parser(
        "screenshots",
        help=translate("CommandLine", "render every screen to PNG files, offscreen"),
    )
    db_argument(shots)
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
