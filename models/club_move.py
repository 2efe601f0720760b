"""Moving a campaign, with its members, from one club database into another
(``main.py club move``; docs/club-server.md, *Clubs apart: a database per club*).

A server set up with several clubs in one database is split club by club: the campaign is
copied whole into the club's own database and verified as ``copy`` verifies
(:func:`models.copying.copy_campaigns`), its members are made members there again (the same
logins: a login is the server's, not a database's) and compared with the old ones, and only
then is the campaign deleted from the old database, and checked gone. Membership grants
``CONNECT`` on the new database and, once a login is a member of nothing left in the old one,
takes it away there (:mod:`models.store.roles.connect`).

Run as the databases' owner (``muster``), who may read every campaign's members, start a
campaign in the new database and delete one in the old.
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import translate
from models import club
from models.campaigns import campaign_named, delete_campaign
from models.copying import copy_campaigns
from models.errors import InvalidInput, MusterError
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.roles import name_taken
from models.store.schema import ORGANISER, Campaign, CampaignMember, Game, GameReport, db


class MoveError(MusterError):
    """A move that did not finish; its words say what was done and what was not."""


@dataclass(frozen=True)
class Moved:
    """What a move did: the campaign, and its members as they now are in the new database."""

    name: str
    members: tuple[club.Member, ...]


def _members_in(location: DatabaseLocation, name: str) -> tuple[club.Member, ...]:
    open_database(location)
    try:
        campaign = campaign_named(name)
        club.require_organiser(campaign)
        # (a report is a row only while it waits: confirming or discarding deletes it)
        if GameReport.select().join(Game).where(Game.campaign == campaign).exists():
            raise InvalidInput(
                translate(
                    "ClubMove",
                    "“{campaign}” has reports of games waiting for the other side (they are the server's, not in a campaign file): confirm or discard them first. Nothing was moved.",  # noqa: E501
                ).format(campaign=name)
            )
        return tuple(club.members(campaign))
    finally:
        close_database()


def _compared(members: tuple[club.Member, ...]) -> set[tuple[str, str, tuple[str, ...]]]:
    return {(m.role, m.kind, tuple(sorted(m.warbands))) for m in members}


def move_campaign(*, source: DatabaseLocation, target: DatabaseLocation, name: str) -> Moved:
    """Move the campaign ``name`` of the club database ``source`` into ``target`` (both on
    club servers), with its members; verified at each step, deleted from ``source`` last.
    Raises :class:`MusterError` in words; what was done before a failure is said."""
    if not (source.is_server and target.is_server):
        raise InvalidInput(
            translate(
                "ClubMove",
                "club move moves a campaign between two club databases (postgresql://…); copy and import are for files.",  # noqa: E501
            )
        )
    before = _members_in(source, name)
    open_database(target)
    try:
        if name_taken(db.obj, name):
            raise InvalidInput(
                translate(
                    "ClubMove",
                    "{database} already holds a campaign called “{campaign}”: rename one of them first. Nothing was moved.",  # noqa: E501
                ).format(database=target.text, campaign=name)
            )
    finally:
        close_database()
    (copied,) = copy_campaigns(source=source, target=target, names=[name])
    assert copied.target_name == name
    open_database(target)
    try:
        campaign = campaign_named(name)
        with db.atomic():
            for member in before:
                if member.kind == ORGANISER:
                    club.add_organiser(campaign=campaign, role=member.role)
                if member.warbands:
                    bands = list(member.warbands)
                    club.add_player(campaign=campaign, role=member.role, warbands=bands)
                elif member.kind != ORGANISER:  # a player keeping nothing just now
                    CampaignMember.create(campaign=campaign, role=member.role, kind=member.kind)
            creator = club.current_role()
            if creator not in {m.role for m in before}:  # the mover became its organiser
                club.remove(campaign=campaign, role=creator)
        after = tuple(club.members(campaign))
    except MusterError as exc:
        raise MoveError(
            translate(
                "ClubMove",
                "“{campaign}” was copied to {target}, but its members could not be added there: {problem} It is still in {source}, as it was.",  # noqa: E501
            ).format(campaign=name, target=target.text, source=source.text, problem=exc)
        ) from None
    finally:
        close_database()
    if _compared(after) != _compared(before):
        raise MoveError(
            translate(
                "ClubMove",
                "“{campaign}” was copied to {target}, but its members there differ from those in {source}, where it still is, as it was.",  # noqa: E501
            ).format(campaign=name, target=target.text, source=source.text)
        )
    open_database(source)
    try:
        delete_campaign(campaign=campaign_named(name))
        gone = Campaign.get_or_none(Campaign.name == name) is None
    except MusterError as exc:
        raise MoveError(
            translate(
                "ClubMove",
                "“{campaign}” is now in {target} with its members, but could not be deleted from {source}: {problem} Delete it there once the club plays on the new database.",  # noqa: E501
            ).format(campaign=name, target=target.text, source=source.text, problem=exc)
        ) from None
    finally:
        close_database()
    assert gone
    return Moved(name, after)
