"""Who is who in a campaign on a club server: organisers and players (docs/club-server.md,
*Roles*).

Each person is a PostgreSQL login role. The policies of :mod:`models.store.roles` enforce
what a role may change; this module reads a role's place in a campaign (for the app to show
what one may do) and changes the members (``main.py club …`` and *Campaign ▸ Club members…*).
A SQLite file is single-user: :func:`role_in` is None there and the member commands refuse it.

Membership is the server's, not the campaign's: changing it is not undone with Edit ▸ Undo,
and it is not written into campaign files.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal, cast

import peewee as pw

from i18n import translate
from models.errors import ClubRefusal, InvalidInput, NotFoundError
from models.store.connection import db, is_server
from models.store.roles import name_taken
from models.store.schema import (
    ORGANISER,
    PLAYER,
    Campaign,
    CampaignMember,
    Warband,
    WarbandOwner,
)

Kind = Literal["keeper", "organiser", "player", "none"]

MAX_ROLE_NAME = 63  # PostgreSQL's NAMEDATALEN - 1, in bytes


@dataclass(frozen=True)
class ClubRole:
    """The connected login's place in one campaign on a server.

    ``keeper``: the database's owner, who may change everything (docs/club-server.md);
    ``organiser``; ``player`` of the warbands ``warbands`` (ids); ``none``: not a member.
    """

    role: str
    kind: Kind
    warbands: frozenset[int] = field(default_factory=frozenset)
    warband_names: tuple[str, ...] = ()

    @property
    def organises(self) -> bool:
        """May change everything of the campaign."""
        return self.kind in ("keeper", "organiser")

    def may_change(self, warband_id: int | None) -> bool:
        """May change the warband ``warband_id`` and what hangs from it."""
        return self.organises or (warband_id is not None and warband_id in self.warbands)

    def describe(self) -> str:
        """For the status bar: "you are a player (Grimfang's Raiders)"."""
        if self.kind == "keeper":
            return translate("Club", "you ({role}) own the club's database").format(role=self.role)
        if self.kind == "organiser":
            return translate("Club", "you ({role}) are an organiser").format(role=self.role)
        if self.kind == "player":
            kept = ", ".join(self.warband_names) or translate("Club", "no warband yet")
            return translate("Club", "you ({role}) are a player ({warbands})").format(
                role=self.role, warbands=kept
            )
        return translate("Club", "you ({role}) are not a member of this campaign").format(
            role=self.role
        )


@dataclass(frozen=True)
class Member:
    role: str
    kind: str
    warbands: tuple[str, ...]


def current_role() -> str:
    """The server login role of the bound connection."""
    return str(db.execute_sql("SELECT current_user").fetchone()[0])


def is_keeper() -> bool:
    return bool(db.execute_sql("SELECT muster_keeper()").fetchone()[0])


ROLE_QUERY = """
SELECT current_user::text, muster_keeper(),
    (SELECT kind FROM campaign_member WHERE campaign_id = %s AND role = current_user::text),
    (SELECT coalesce(json_agg(json_build_array(w.id, w.name) ORDER BY w.name), '[]')::text
     FROM warband_owner o
     JOIN campaign_member m ON m.id = o.member_id
     JOIN warband w ON w.id = o.warband_id
     WHERE m.campaign_id = %s AND m.role = current_user::text)
"""


def role_in(campaign: Campaign) -> ClubRole | None:
    """The connected login's place in ``campaign`` (one query); None on SQLite, where
    everything is allowed."""
    if not is_server():
        return None
    role, keeper, kind, kept = db.execute_sql(ROLE_QUERY, (campaign.id, campaign.id)).fetchone()
    owned = [(int(w), str(name)) for w, name in json.loads(kept)]
    ids = frozenset(w for w, _ in owned)
    names = tuple(name for _, name in owned)
    if kind == ORGANISER:
        return ClubRole(role, "organiser", ids, names)
    if keeper:
        return ClubRole(role, "keeper", ids, names)
    if kind == PLAYER:
        return ClubRole(role, "player", ids, names)
    return ClubRole(role, "none")


def members(campaign: Campaign) -> list[Member]:
    """The campaign's members: organisers first, then players, each by role name."""
    rows = list(CampaignMember.select().where(CampaignMember.campaign == campaign))
    kept: dict[int, list[str]] = {row.id: [] for row in rows}
    owners = (
        WarbandOwner.select(WarbandOwner.member, Warband.name)
        .join(Warband)
        .where(Warband.campaign == campaign)
        .order_by(Warband.name)
        .tuples()
    )
    for member_id, name in cast(Iterable[tuple[int, str]], owners):  # rows as .tuples() gives
        kept.setdefault(member_id, []).append(name)
    rows.sort(key=lambda r: (r.kind != ORGANISER, r.role))
    return [Member(row.role, row.kind, tuple(kept[row.id])) for row in rows]


def require_server() -> None:
    if not is_server():
        raise InvalidInput(
            translate(
                "Club",
                "Club members belong to campaigns on a club server; a local file is single-user, and whoever opens it may change everything.",  # noqa: E501
            )
        )


def require_organiser(campaign: Campaign) -> ClubRole:
    """The caller's role, when an organiser of ``campaign`` (or the database's owner)."""
    require_server()
    role = role_in(campaign)
    assert role is not None
    if not role.organises:
        raise ClubRefusal(
            translate(
                "Club",
                "You ({role}) are not an organiser of the campaign “{campaign}”: only its organisers can change its members. Nothing was changed.",  # noqa: E501
            ).format(role=role.role, campaign=campaign.name)
        )
    return role


@dataclass(frozen=True)
class Added:
    """What adding a member did: whether the login role was created, and whether a password
    was set for it (never the password itself: Muster keeps none)."""

    role: str
    created: bool
    password_set: bool = False

    def advice(self) -> str:
        """What the organiser does next, when the login was created without a password."""
        if not self.created or self.password_set:
            return ""
        return translate(
            "Club",
            "The login role {role} was created without a password: set one with muster club password (or in Campaign ▸ Club members…), or its owner with \\password {quoted} in psql.",  # noqa: E501
        ).format(role=self.role, quoted=quote_ident(self.role))


# Passwords Muster makes: letters and digits no one mistakes for another when reading them
# out (no 0/o, 1/l/i), in groups of four; 16 of 31 signs, some 79 bits.
PASSWORD_SIGNS = "abcdefghjkmnpqrstuvwxyz23456789"
PASSWORD_GROUPS = 4
MIN_PASSWORD = 8
MAX_PASSWORD = 200


def generated_password() -> str:
    """A new password to hand over, from the operating system's random source."""
    groups = (
        "".join(secrets.choice(PASSWORD_SIGNS) for _ in range(4)) for _ in range(PASSWORD_GROUPS)
    )
    return "-".join(groups)


def check_password(password: str) -> str:
    """``password`` when it will do for a login, else :class:`InvalidInput` saying why (the
    password itself is never in the message)."""
    if len(password) < MIN_PASSWORD:
        raise InvalidInput(
            translate(
                "Club", "A password needs at least {minimum} characters; this one has {length}."
            ).format(minimum=MIN_PASSWORD, length=len(password))
        )
    if len(password) > MAX_PASSWORD or "\x00" in password or password != password.strip():
        raise InvalidInput(
            translate(
                "Club",
                "A password is at most {maximum} characters, without spaces at either end and without a NUL character.",  # noqa: E501
            ).format(maximum=MAX_PASSWORD)
        )
    return password


def set_password(*, campaign: Campaign, role: str, password: str) -> None:
    """Give the login ``role``, a member of ``campaign``, the password ``password`` (an
    organiser of the campaign, whose login may change that role: CREATEROLE).

    The password never reaches the server as text: the connection turns it into the SCRAM
    verifier the server keeps (as psql's ``\\password`` does), so no statement, log or
    message on either side holds it; Muster keeps no copy."""
    role = _clean_role(role)
    check_password(password)
    with db.atomic():
        require_organiser(campaign)
        if _member(campaign, role) is None:
            raise NotFoundError(
                translate("Club", "{role} is not a member of the campaign “{campaign}”.").format(
                    role=role, campaign=campaign.name
                )
            )
        _set_password(role, password)


def _set_password(role: str, password: str) -> None:
    connection = db.connection()
    verifier = connection.pgconn.encrypt_password(password.encode(), role.encode(), None)
    statement = "ALTER ROLE {role} PASSWORD '{verifier}'".format(
        role=quote_ident(role), verifier=verifier.decode("ascii").replace("'", "''")
    )
    try:
        with db.atomic():
            # (a verifier has no % and no placeholder: the statement goes as it is)
            db.execute_sql(statement.replace("%", "%%"))
    except (ClubRefusal, pw.ProgrammingError):
        raise ClubRefusal(
            translate(
                "Club",
                "Your login ({login}) may not set the password of {role}: a login with CREATEROLE may (the club database's owner, made as docs/club-server.md says), or the server's administrator. Nothing was changed.",  # noqa: E501
            ).format(login=current_role(), role=role)
        ) from None


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _clean_role(name: str) -> str:
    role = name.strip()
    if not role:
        raise InvalidInput(
            translate("Club", "A role name is needed (the login the person connects with).")
        )
    if len(role.encode()) > MAX_ROLE_NAME or "\x00" in role:
        raise InvalidInput(
            translate(
                "Club", "“{role}” cannot be a PostgreSQL role name (at most 63 bytes)."
            ).format(role=role[:70])
        )
    return role


def login_exists(role: str) -> bool:
    """Whether the server has a role called ``role``."""
    found = db.execute_sql("SELECT 1 FROM pg_roles WHERE rolname = %s", (role.strip(),))
    return found.fetchone() is not None


def _ensure_login(role: str) -> bool:
    """Create ``role`` as a login role without a password when it does not exist; whether it
    was created."""
    if login_exists(role):
        return False
    may = db.execute_sql(
        "SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname = current_user"
    ).fetchone()
    if not (may and may[0]):
        raise ClubRefusal(
            translate(
                "Club",
                "There is no login role {role} on the server, and your role may not create one (it needs CREATEROLE): ask the server's administrator to run CREATE ROLE {quoted} LOGIN; (docs/club-server.md, Roles).",  # noqa: E501
            ).format(role=role, quoted=quote_ident(role))
        )
    db.execute_sql(f"CREATE ROLE {quote_ident(role)} LOGIN")
    return True


def _member(campaign: Campaign, role: str) -> CampaignMember | None:
    return CampaignMember.get_or_none(
        (CampaignMember.campaign == campaign) & (CampaignMember.role == role)
    )


def add_organiser(*, campaign: Campaign, role: str, password: str | None = None) -> Added:
    """Make ``role`` an organiser of ``campaign`` (a player keeps his warbands); with
    ``password``, his login gets it (:func:`set_password`)."""
    role = _clean_role(role)
    if password is not None:
        check_password(password)
    with db.atomic():
        require_organiser(campaign)
        created = _ensure_login(role)
        member = _member(campaign, role)
        if member is None:
            CampaignMember.create(campaign=campaign, role=role, kind=ORGANISER)
        elif member.kind != ORGANISER:
            CampaignMember.update(kind=ORGANISER).where(CampaignMember.id == member.id).execute()
        if password is not None:
            _set_password(role, password)
    return Added(role, created, password is not None)


def add_player(
    *, campaign: Campaign, role: str, warbands: list[str], password: str | None = None
) -> Added:
    """Make ``role`` a player of ``campaign`` keeping the warbands named (an organiser stays
    an organiser, and keeps them too); with ``password``, his login gets it
    (:func:`set_password`)."""
    role = _clean_role(role)
    if password is not None:
        check_password(password)
    if not warbands:
        raise InvalidInput(
            translate("Club", "A player keeps at least one warband: name it with --warband.")
        )
    with db.atomic():
        require_organiser(campaign)
        bands = [_warband_named(campaign, name) for name in warbands]
        created = _ensure_login(role)
        member = _member(campaign, role)
        if member is None:
            member = CampaignMember.create(campaign=campaign, role=role, kind=PLAYER)
        for band in bands:
            owner = WarbandOwner.get_or_none(WarbandOwner.warband == band)
            if owner is not None and owner.member_id != member.id:
                raise InvalidInput(
                    translate(
                        "Club",
                        "The warband “{warband}” is kept by {role}: remove them first (or keep it as it is).",  # noqa: E501
                    ).format(warband=band.name, role=owner.member.role)
                )
            if owner is None:
                WarbandOwner.create(warband=band, member=member)
        if password is not None:
            _set_password(role, password)
    return Added(role, created, password is not None)


def out_of(name: str) -> bool:
    """Whether the campaign called ``name`` is on the server though this login no longer
    reads it: he was taken out of it (a deleted campaign's name is free). False on SQLite."""
    return is_server() and name_taken(db.obj, name)


def remove(*, campaign: Campaign, role: str) -> None:
    """Take ``role`` out of ``campaign`` (his warbands stay, kept by nobody)."""
    role = _clean_role(role)
    with db.atomic():
        require_organiser(campaign)
        member = _member(campaign, role)
        if member is None:
            raise NotFoundError(
                translate("Club", "{role} is not a member of the campaign “{campaign}”.").format(
                    role=role, campaign=campaign.name
                )
            )
        if member.kind == ORGANISER:
            others = (
                CampaignMember.select()
                .where(
                    (CampaignMember.campaign == campaign)
                    & (CampaignMember.kind == ORGANISER)
                    & (CampaignMember.id != member.id)
                )
                .exists()
            )
            if not others:
                raise InvalidInput(
                    translate(
                        "Club",
                        "{role} is the only organiser of “{campaign}”: add another organiser first.",  # noqa: E501
                    ).format(role=role, campaign=campaign.name)
                )
        CampaignMember.delete().where(CampaignMember.id == member.id).execute()


def _warband_named(campaign: Campaign, name: str) -> Warband:
    band = Warband.get_or_none((Warband.campaign == campaign) & (Warband.name == name.strip()))
    if band is None:
        bands = Warband.select(Warband.name).where(Warband.campaign == campaign)
        names = ", ".join(w.name for w in bands.order_by(Warband.name))
        if names:
            raise NotFoundError(
                translate(
                    "Club",
                    "The campaign “{campaign}” has no warband named “{name}” (its warbands: {names}).",  # noqa: E501
                ).format(campaign=campaign.name, name=name, names=names)
            )
        raise NotFoundError(
            translate("Club", "The campaign “{campaign}” has no warband named “{name}”.").format(
                campaign=campaign.name, name=name
            )
        )
    return band
