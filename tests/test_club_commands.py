"""``main.py club …`` and the data commands for each club role, on the real server."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from models.store.location import DatabaseLocation
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    NINA,
    ORGANISER,
    PASSWORD,
    raw,
)
from tests.conftest import Server
from tests.postgres_cluster import OWNER

NEWCOMER = "club_newcomer"


def url_of(location: DatabaseLocation, role: str) -> str:
    return f"postgresql://{role}:{PASSWORD}@{location.host}:{location.port}/{location.dbname}"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def club(capsys, location: DatabaseLocation, role: str, *args: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
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
        assert bob.execute("SELECT count(*) FROM campaign").fetchone()[0] == 0
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
            assert newcomer.execute("SELECT count(*) FROM campaign").fetchone()[0] == 1
    finally:
        with pg_server.cluster.admin_connection() as admin:
            admin.execute(f"ALTER ROLE {ORGANISER} NOCREATEROLE")
            admin.execute(f"DROP ROLE IF EXISTS {NEWCOMER}")
