"""``muster club``: a club server set up (``club init``) and its members: organisers and
players added, removed, listed, their passwords set."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from ui.cli.common import EXIT_OK, db_argument, fail, open_db_or_fail

if TYPE_CHECKING:
    from models.store.location import DatabaseLocation


def register_club(commands: argparse._SubParsersAction) -> None:
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
    db_argument(
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
        db_argument(
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
    db_argument(move, help=translate("CommandLine", "the club database the campaign is in"))
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
