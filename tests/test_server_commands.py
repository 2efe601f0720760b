"""Every command against a club server (--db postgresql://…), as the README shows them."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from models.campaigns import create_warband, rename_campaign
from models.demo import BEASTRIDER_DEMO, CALIBURN_DEMO
from models.store.connection import close_database, default_db_path
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation, parse_location
from models.store.schema import Campaign, Character
from tests.conftest import Server
from tests.postgres_cluster import ADMIN_PASSWORD, OWNER, free_port


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def url(pg_database: DatabaseLocation, pg_server: Server) -> str:
    """The URL of an empty Muster database on the test server, password included."""
    return pg_server.cluster.url(pg_database.dbname)


@pytest.fixture
def demo_url(url: str, capsys: pytest.CaptureFixture[str]) -> str:
    code, out, _ = run(capsys, "demo", "--db", url)
    assert code == 0 and CALIBURN_DEMO in out
    return url


def test_demo_export_import_and_rosters_work_against_a_server(
    demo_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    exported = tmp_path / "caliburn.json"
    code, out, _ = run(
        capsys, "export", "--db", demo_url, "--campaign", CALIBURN_DEMO, "--out", str(exported)
    )
    assert code == 0 and out.strip() == str(exported)
    code, out, _ = run(capsys, "import", "--db", demo_url, str(exported))
    assert code == 0 and out.strip() == f"Created the campaign “{CALIBURN_DEMO} (2)”."
    pdf = tmp_path / "rosters.pdf"
    code, out, _ = run(
        capsys, "rosters", "--db", demo_url, "--campaign", CALIBURN_DEMO, "--out", str(pdf)
    )
    assert code == 0 and pdf.read_bytes().startswith(b"%PDF")


def test_a_campaign_exported_from_a_server_is_byte_identical_to_one_from_a_file(
    demo_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same campaigns copied to a file, exported from both: the same bytes."""
    local = tmp_path / "local.sqlite3"
    code, out, err = run(capsys, "copy", "--from", demo_url, "--to", str(local))
    assert code == 0, err
    assert out.splitlines() == [  # by name
        f"Copied the campaign “{CALIBURN_DEMO}” to {local}.",
        f"Copied the campaign “{BEASTRIDER_DEMO}” to {local}.",
    ]
    for name in (BEASTRIDER_DEMO, CALIBURN_DEMO):
        files = []
        for where, source in (("server", demo_url), ("file", str(local))):
            path = tmp_path / f"{where}.json"
            assert (
                run(capsys, "export", "--db", source, "--campaign", name, "--out", str(path))[0]
                == 0
            )
            files.append(path.read_bytes())
        assert files[0] == files[1]


def test_copy_brings_a_local_campaign_back_to_the_server_under_a_free_name(
    demo_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    local = tmp_path / "offline.sqlite3"
    assert run(capsys, "copy", "--from", demo_url, "--to", str(local))[0] == 0
    open_database(local)
    try:
        played = Campaign.get(name=CALIBURN_DEMO)
        create_warband(campaign=played, name="Joined offline")
        rename_campaign(campaign=Campaign.get(name=CALIBURN_DEMO), name="Played offline")
    finally:
        close_database()
    code, out, err = run(
        capsys, "copy", "--from", str(local), "--to", demo_url,
        "--campaign", "Played offline", "--campaign", BEASTRIDER_DEMO,
    )  # fmt: skip
    assert code == 0, err
    assert out.splitlines() == [
        f"Copied the campaign “Played offline” to {parse_location(demo_url).text}.",
        f"Copied the campaign “{BEASTRIDER_DEMO}” as “{BEASTRIDER_DEMO} (2)” to "
        f"{parse_location(demo_url).text}.",
    ]
    assert ADMIN_PASSWORD not in out + err


def test_copy_of_a_campaign_the_source_lacks_changes_nothing(
    demo_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(
        capsys, "copy", "--from", demo_url, "--to", str(tmp_path / "x.sqlite3"),
        "--campaign", "Nowhere",
    )  # fmt: skip
    assert code == 2
    assert err.startswith("muster: error: there is no campaign named “Nowhere”")
    assert not (tmp_path / "x.sqlite3").exists()


def test_backup_of_a_server_is_a_verified_file_muster_opens(
    demo_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "club.sqlite3"
    code, out, err = run(capsys, "backup", "--db", demo_url, "--out", str(out_file))
    assert code == 0, err
    assert out.strip() == str(out_file)
    assert not list(tmp_path.glob("*.part"))
    code, out, _ = run(capsys, "check", "--db", str(out_file))
    assert code == 0 and out.startswith("No problems found.")
    for name in (BEASTRIDER_DEMO, CALIBURN_DEMO):
        files = []
        for source in (demo_url, str(out_file)):
            path = tmp_path / "doc.json"
            assert (
                run(capsys, "export", "--db", source, "--campaign", name, "--out", str(path))[0]
                == 0
            )
            files.append(path.read_bytes())
        assert files[0] == files[1]
    # A folder: the file is named after the server's database.
    code, out, _ = run(capsys, "backup", "--db", demo_url, "--out", str(tmp_path))
    written = Path(out.strip())
    assert code == 0 and written.parent == tmp_path and written.name.endswith("-manual.sqlite3")
    assert written.name.startswith(parse_location(demo_url).dbname)


def test_check_and_repair_on_a_server_back_up_first(
    demo_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "check", "--db", demo_url)
    assert code == 0 and out.startswith("No problems found.")
    open_database(parse_location(demo_url))
    try:
        Character.update(gold=-4).where(Character.name == "Sir Kai").execute()
    finally:
        close_database()
    code, out, _ = run(capsys, "check", "--db", demo_url)
    assert code == 1 and "has -4 gold" in out and "--repair" in out
    code, out, _ = run(capsys, "check", "--db", demo_url, "--repair")
    assert "Repaired: " in out, out
    # The backup of a server goes to the backups folder of the user's data folder.
    taken = sorted((default_db_path().parent / "backups").glob("*-repair.sqlite3"))
    assert taken
    assert run(capsys, "check", "--db", str(taken[-1]))[0] == 1  # the state before repairs


@pytest.mark.parametrize(
    "problem",
    ["unreachable", "wrong password", "no password", "missing database", "foreign tables"],
)
def test_a_server_that_cannot_be_used_is_one_line_and_exit_2(
    problem: str, pg_server: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    cluster = pg_server.cluster
    secret = "do-not-print-me"
    if problem == "unreachable":
        url = f"postgresql://kai:{secret}@127.0.0.1:{free_port()}/club"
        expected = "cannot reach the club server postgresql://kai@127.0.0.1:"
    elif problem == "wrong password":
        url = cluster.url("postgres", password=secret)
        expected = f"the server refused the password for {OWNER}"
    elif problem == "no password":
        url = cluster.url("postgres", password=None)
        expected = "the server asks for a password"
    elif problem == "missing database":
        url = cluster.url("nowhere")
        expected = "there is no database 'nowhere' on the server"
    else:
        foreign = pg_server.create(template=None)
        with cluster.admin_connection(foreign.dbname) as conn:
            conn.execute("CREATE TABLE invoices (id int)")
        url = cluster.url(foreign.dbname)
        expected = "holds other tables than Muster's (invoices)"
    for command in (["check"], ["rosters", "--campaign", "X", "--out", "x.pdf"], ["demo"]):
        code, out, err = run(capsys, *command, "--db", url)
        assert code == 2
        assert out == ""
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("muster: error: ")
        assert expected in lines[0]
        assert secret not in err and ADMIN_PASSWORD not in err


def test_a_url_muster_cannot_use_is_refused_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    cases = {
        "postgresql://kai:pw@/club": "names no server",
        "postgresql://kai:pw@host:5432/": "names no database",
        "postgresql://kai:pw@host:5432/club?sslmode=maybe": "sslmode=maybe is not a TLS mode",
        "postgresql://kai:pw@host:5432/club?timeout=3": "does not know the option 'timeout'",
        "mysql://kai:pw@host/club": "give a file path or postgresql://",
        "postgresql://kai:pw@host:99999/club": "not a server address",
    }
    for url, expected in cases.items():
        code, _, err = run(capsys, "check", "--db", url)
        assert code == 2 and expected in err, (url, err)
        assert ":pw@" not in err


def test_a_location_never_shows_its_password() -> None:
    location = parse_location(
        "postgresql://kai:hunter%2F2@club.example:5433/autumn?sslmode=require"
    )
    assert location.password == "hunter/2"
    assert location.text == "postgresql://kai@club.example:5433/autumn?sslmode=require"
    assert "hunter" not in repr(location) and "hunter" not in str(location)
    assert location.scrub("password=hunter/2 and hunter%2F2") == "password=*** and ***"
    assert location.short_name == "autumn on club.example"
    assert location.connect_params()["password"] == "hunter/2"


def test_a_server_backup_is_written_to_a_hidden_temporary_file_cleared_if_left(
    demo_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Like every file Muster writes whole, the copy is written to a hidden, locked temporary
    file beside it, which a later start clears if the writer was killed (leftovers.py)."""
    from models.errors import BackupError
    from models.store import leftovers, server_copy

    written: list[Path] = []

    def refuse(part: Path, _tables: object) -> None:
        written.append(part)
        assert part.exists()
        raise BackupError("the copy failed its integrity check")

    monkeypatch.setattr(server_copy, "_verify", refuse)
    open_database(parse_location(demo_url))
    try:
        with pytest.raises(BackupError):
            server_copy.backup_server(tmp_path / "club.sqlite3")
    finally:
        close_database()
    assert leftovers.TEMPORARY.match(written[0].name), written[0].name
    assert written[0].parent == tmp_path
    assert list(tmp_path.iterdir()) == []
