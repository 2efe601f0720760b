"""``main.py club …`` and the data commands for each club role, on the real server."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import main
from models.store.location import DatabaseLocation
from models.store.migrations import SCHEMA_VERSION
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    NINA,
    ORGANISER,
    PASSWORD,
    drop_login,
    raw,
)
from tests.conftest import Server
from tests.postgres_cluster import OWNER, row

NEWCOMER = "club_newcomer"


def url_of(location: DatabaseLocation, role: str) -> str:
    return f"postgresql://{role}:{PASSWORD}@{location.host}:{location.port}/{location.dbname}"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def club(capsys, location: DatabaseLocation, role: str, *args: str) -> tuple[int, str, str]:
    action, *rest = args
    return run(
        capsys, "club", action, "--db", url_of(location, role), "--campaign", CAMPAIGN, *rest
    )


@pytest.mark.parametrize("role", [ORGANISER, ALICE, BOB])
def test_every_member_exports_and_prints_rosters(
    club_db: DatabaseLocation, role: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = url_of(club_db, role)
    out_file = tmp_path / "campaign.json"
    code, _, _ = run(capsys, "export", "--db", url, "--campaign", CAMPAIGN, "--out", str(out_file))
    assert code == 0 and ALICES in out_file.read_text() and BOBS in out_file.read_text()
    pdf = tmp_path / "rosters.pdf"
    code, _, _ = run(capsys, "rosters", "--db", url, "--campaign", CAMPAIGN, "--out", str(pdf))
    assert code == 0 and pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("command", ["export", "rosters"])
def test_a_non_member_is_told_there_is_no_such_campaign(
    club_db: DatabaseLocation, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = url_of(club_db, NINA)
    out_file = tmp_path / "out"
    code, out, err = run(
        capsys, command, "--db", url, "--campaign", CAMPAIGN, "--out", str(out_file)
    )
    assert code == 2 and out == ""
    assert (
        err == f"muster: error: there is no campaign named “{CAMPAIGN}” (the database has none)\n"
    )
    assert not out_file.exists()


def test_list_prints_each_member_their_kind_and_warbands(
    club_db: DatabaseLocation, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = club(capsys, club_db, ORGANISER, "list")
    assert code == 0 and err == ""
    assert [line.split(maxsplit=2) for line in out.splitlines()] == [
        [ORGANISER, "organiser"],
        [OWNER, "organiser"],
        [ALICE, "player", ALICES],
        [BOB, "player", BOBS],
    ] or [line.split(maxsplit=2) for line in out.splitlines()] == [
        [OWNER, "organiser"],
        [ORGANISER, "organiser"],
        [ALICE, "player", ALICES],
        [BOB, "player", BOBS],
    ]


@pytest.mark.parametrize(
    "args",
    [
        ("list",),
        ("add-organiser", "--role", ALICE),
        ("add-player", "--role", NINA, "--warband", BOBS),
        ("remove", "--role", BOB),
    ],
)
def test_only_organisers_run_the_club_commands(
    club_db: DatabaseLocation, args: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = club(capsys, club_db, ALICE, *args)
    assert code == 2 and out == ""
    assert err == (
        f"muster: error: You ({ALICE}) are not an organiser of the campaign “{CAMPAIGN}”: only "
        "its organisers can change its members. Nothing was changed.\n"
    )
    code, out, err = club(capsys, club_db, NINA, *args)
    assert code == 2 and err.startswith("muster: error: there is no campaign named")


def test_a_file_is_not_a_club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.sqlite3"
    code, out, err = run(capsys, "club", "list", "--db", str(path), "--campaign", CAMPAIGN)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "is a local file: club members are for a club server" in err
    assert not path.exists()


def test_adding_and_removing_members(
    fresh_club_db: DatabaseLocation, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = club(
        capsys, fresh_club_db, ORGANISER, "add-player", "--role", NINA, "--warband", ALICES
    )
    assert code == 2 and out == ""  # Alice keeps it
    code, out, err = club(capsys, fresh_club_db, ORGANISER, "add-organiser", "--role", ALICE)
    assert (code, out, err) == (0, f"{ALICE} is an organiser of “{CAMPAIGN}”.\n", "")
    code, out, _ = club(capsys, fresh_club_db, ORGANISER, "remove", "--role", BOB)
    assert (code, out) == (0, f"{BOB} is no longer a member of “{CAMPAIGN}”.\n")
    code, out, _ = club(
        capsys, fresh_club_db, ALICE, "add-player", "--role", NINA, "--warband", BOBS
    )
    assert (code, out) == (0, f"{NINA} is a player of “{CAMPAIGN}”.\n")
    with raw(fresh_club_db, BOB) as bob, raw(fresh_club_db, NINA) as nina:
        assert row(bob.execute("SELECT count(*) FROM campaign"))[0] == 0
        assert nina.execute("UPDATE warband SET notes = 'Nina''s now'").rowcount == 1
    code, out, _ = club(capsys, fresh_club_db, ORGANISER, "list")
    assert f"{NINA}" in out and BOB not in out and f"{ALICE:<20} organiser  {ALICES}" in out
    code, _, err = club(
        capsys, fresh_club_db, ORGANISER, "add-player", "--role", NINA, "--warband", "Nope"
    )
    assert code == 2 and "has no warband named “Nope”" in err


def test_a_new_role_is_created_when_the_organiser_may(
    pg_server: Server, fresh_club_db: DatabaseLocation, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = club(capsys, fresh_club_db, ORGANISER, "add-organiser", "--role", NEWCOMER)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "it needs CREATEROLE" in err and f'CREATE ROLE "{NEWCOMER}" LOGIN' in err
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(f"ALTER ROLE {ORGANISER} CREATEROLE")
    try:
        code, out, err = club(
            capsys, fresh_club_db, ORGANISER, "add-player", "--role", NEWCOMER, "--warband", BOBS,
            "--warband", ALICES,
        )  # fmt: skip
        assert code == 2 and "is kept by" in err  # nothing was made: the role neither
        with pg_server.cluster.admin_connection() as admin:
            assert not admin.execute(
                "SELECT 1 FROM pg_roles WHERE rolname = %s", (NEWCOMER,)
            ).fetchone()
        code, out, err = club(capsys, fresh_club_db, ORGANISER, "add-organiser", "--role", NEWCOMER)
        assert code == 0 and err == ""
        made, given = out.splitlines()
        assert made == f"{NEWCOMER} is an organiser of “{CAMPAIGN}”."
        shown = (
            f"The password of {NEWCOMER}, shown this once (Muster keeps no copy; hand it over): "
        )
        assert given.startswith(shown)
        with raw(fresh_club_db, NEWCOMER, given.removeprefix(shown)) as newcomer:
            assert row(newcomer.execute("SELECT count(*) FROM campaign"))[0] == 1
    finally:
        with pg_server.cluster.admin_connection() as admin:
            admin.execute(f"ALTER ROLE {ORGANISER} NOCREATEROLE")
            drop_login(admin, NEWCOMER)


def empty_database(pg_server: Server, owner: str, encoding: str = "UTF8") -> str:
    """A new empty database owned by ``owner``, as the administrator makes it."""
    name = f"init_{owner}_{encoding}".lower()
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name}")
        admin.execute(
            f"CREATE DATABASE {name} OWNER {owner} ENCODING '{encoding}' TEMPLATE template0"
        )
    return name


def test_club_init_sets_the_database_up_as_its_owner_once_and_again(
    pg_server: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    name = empty_database(pg_server, OWNER)
    url = pg_server.cluster.url(name)
    code, out, err = run(capsys, "club", "init", "--db", url)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"The club's database {name} on 127.0.0.1 is ready: Muster's tables (version "
        f"{SCHEMA_VERSION}) were created, owned by {OWNER}.",
        f"Only {OWNER} and the members of its campaigns may connect to {name}; club add-player "
        "and club add-organiser let a member in, club remove lets him out.",
        f"{OWNER} may create the club's logins. Next: start or import a campaign, then give it "
        "its organisers and players with club add-organiser and club add-player "
        "(docs/club-server.md).",
    ]
    code, out, _ = run(capsys, "club", "init", "--db", url)
    assert code == 0 and f"Muster's tables are up to date (version {SCHEMA_VERSION})" in out


def test_club_init_refuses_a_superuser_another_owner_and_a_database_not_in_utf8(
    pg_server: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.postgres_cluster import ADMIN, ADMIN_PASSWORD

    cluster = pg_server.cluster
    mine = empty_database(pg_server, ADMIN)
    code, out, err = run(
        capsys, "club", "init", "--db", cluster.url(mine, user=ADMIN, password=ADMIN_PASSWORD)
    )
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert f"{ADMIN} is a superuser of the server" in err and "Nothing was changed." in err
    theirs = empty_database(pg_server, OWNER)
    code, out, err = run(capsys, "club", "init", "--db", url_of_db(cluster, theirs, ORGANISER))
    assert (code, out) == (2, "")
    assert f"{theirs} belongs to {OWNER}, not to {ORGANISER}: run club init as {OWNER}" in err
    ascii_only = empty_database(pg_server, OWNER, "SQL_ASCII")
    code, out, err = run(capsys, "club", "init", "--db", cluster.url(ascii_only))
    assert (code, out) == (2, "") and "keeps its text as SQL_ASCII" in err
    with cluster.admin_connection(theirs) as admin, cluster.admin_connection(ascii_only) as other:
        for conn in (admin, other):  # nothing was made
            assert conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
                                ).fetchone()[0] == 0  # fmt: skip


def test_club_init_says_when_the_owner_cannot_make_logins(
    pg_server: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    owner = "club_no_createrole"
    with pg_server.cluster.admin_connection() as admin:
        if not admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (owner,)).fetchone():
            admin.execute(f"CREATE ROLE {owner} LOGIN PASSWORD '{PASSWORD}'")
    name = empty_database(pg_server, owner)
    code, out, _ = run(capsys, "club", "init", "--db", url_of_db(pg_server.cluster, name, owner))
    assert code == 0
    assert out.splitlines()[2] == (
        f"{owner} may not create logins (it has no CREATEROLE): the administrator creates each "
        f"member's login (CREATE ROLE name LOGIN;), or gives it the right: ALTER ROLE {owner} "
        "CREATEROLE;"
    )


def url_of_db(cluster: object, dbname: str, role: str) -> str:
    return f"postgresql://{role}:{PASSWORD}@127.0.0.1:{cluster.port}/{dbname}"  # type: ignore[attr-defined]


@pytest.fixture
def newcomer(pg_server: Server) -> Iterator[str]:
    """A login the test makes (roles are the cluster's: another test must not find its
    password changed), gone after it."""
    yield NEWCOMER
    with pg_server.cluster.admin_connection() as admin:
        drop_login(admin, NEWCOMER)


def test_club_password_sets_a_members_password_typed_or_made_and_shows_it_once(
    fresh_club_db: DatabaseLocation,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    newcomer: str,
) -> None:
    import io

    owner = pg_url(fresh_club_db)  # muster, who may change logins
    code, _, _ = run(
        capsys, "club", "add-organiser", "--db", owner, "--campaign", CAMPAIGN, "--role", newcomer
    )
    assert code == 0
    args = ("club", "password", "--db", owner, "--campaign", CAMPAIGN, "--role", newcomer)
    monkeypatch.setattr("sys.stdin", io.StringIO("a new secret\n"))
    code, out, err = run(capsys, *args, "--password", "ask")
    assert (code, err) == (0, "") and out == f"The password of {newcomer} is set.\n"
    assert "a new secret" not in out
    with raw(fresh_club_db, newcomer, "a new secret") as conn:
        assert row(conn.execute("SELECT current_user"))[0] == newcomer
    code, out, _ = run(capsys, *args, "--password", "generate")
    (made,) = re.findall(rf"The password of {newcomer}, shown this once \(.*\): (\S+)\n", out)
    with raw(fresh_club_db, newcomer, made) as conn:
        assert row(conn.execute("SELECT current_user"))[0] == newcomer
    monkeypatch.setattr("sys.stdin", io.StringIO("short\n"))
    code, out, err = run(capsys, *args, "--password", "ask")
    assert (code, out) == (2, "")
    assert err == "muster: error: A password needs at least 8 characters; this one has 5.\n"
    code, out, err = run(
        capsys, "club", "password", "--db", url_of(fresh_club_db, ORGANISER), "--campaign",
        CAMPAIGN, "--role", newcomer, "--password", "generate",
    )  # fmt: skip
    assert (code, out) == (2, "") and f"may not set the password of {newcomer}" in err
    with raw(fresh_club_db, newcomer, made) as conn:  # unchanged
        assert row(conn.execute("SELECT current_user"))[0] == newcomer


def pg_url(location: DatabaseLocation) -> str:
    from tests.postgres_cluster import OWNER_PASSWORD

    return (
        f"postgresql://{OWNER}:{OWNER_PASSWORD}@{location.host}:{location.port}/{location.dbname}"
    )
