"""docs/club-server.md's walk from an empty server to the first game night, every step as
written: on a throwaway PostgreSQL server made as a Debian package makes one (its
superuser ``postgres``, reached as the ``postgres`` system user; TLS on), the administrator's
lines run in ``psql`` as that user, ``pg_hba.conf`` holds the docs' lines and nothing else for
the network, the organiser's shell lines run in ``bash`` (``muster`` is ``python main.py``; the
docs' ``club.example.org`` is this server), the app's steps are taken in real windows, and the
game night is played by alice and bob through the operations the app calls.

The blocks are read from the docs themselves (``<!-- walk: NAME -->`` before each), so a change
to them is walked too."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from models import club, reports, tracker
from models.campaigns import campaign_named
from models.games import SidePlan, able_to_play, create_game
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Game, GameCharacter, Warband
from tests.postgres_cluster import SERVER_USER, Cluster, ClusterError
from tests.ui.helpers import current_dialog, new_campaign, new_warband, press_ok, recruit, type_into
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "club-server.md"
PASSWORD = "choose-a-long-password"  # the docs' own
HOST = "club.example.org"


def walk_block(name: str) -> str:
    """The code block after ``<!-- walk: NAME -->`` in docs/club-server.md."""
    text = DOCS.read_text(encoding="utf-8")
    found = re.search(
        rf"<!-- walk: {re.escape(name)} -->\s*\n([ \t]*)```[a-z]*\n(.*?)\n[ \t]*```", text, re.S
    )
    assert found, f"docs/club-server.md has no walk block {name!r}"
    indent = found.group(1)
    return textwrap.dedent(
        "\n".join(line.removeprefix(indent) for line in found.group(2).splitlines())
    )


class DebianServer(Cluster):
    """A server as ``apt install postgresql`` leaves one: the superuser ``postgres``, who
    logs in through the local socket as the system user of that name; TLS on; the network
    reached only through what ``pg_hba.conf`` says (the docs' lines)."""

    def start(self) -> None:
        if self.as_root:
            shutil.chown(self.folder, SERVER_USER, SERVER_USER)
        local = "peer" if self.as_root else "trust"  # (a non-root run has no postgres user)
        self._run(
            "initdb", "-D", str(self.data), "-U", "postgres", f"--auth-local={local}",
            "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip
        key, cert = self.folder / "server.key", self.folder / "server.crt"
        subprocess.run(
            ["openssl", "req", "-new", "-x509", "-days", "2", "-nodes", "-subj", "/CN=" + HOST,
             "-keyout", str(key), "-out", str(cert)],
            check=True, capture_output=True,
        )  # fmt: skip
        key.chmod(0o600)
        if self.as_root:
            for path in (key, cert):
                shutil.chown(path, SERVER_USER, SERVER_USER)
        hba = self.data / "pg_hba.conf"
        hba.write_text(f"local all postgres {local}\n")  # the administrator's own, only
        if self.as_root:
            shutil.chown(hba, SERVER_USER, SERVER_USER)
        options = " ".join(
            [
                f"-p {self.port}",
                "-c listen_addresses=127.0.0.1",
                f"-c unix_socket_directories={self.folder}",
                "-c fsync=off",
                "-c ssl=on",
                f"-c ssl_cert_file={cert}",
                f"-c ssl_key_file={key}",
            ]
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
            "-o", options, "-w", "-t", "60", "start",
        )  # fmt: skip
        self.running = True
        self._start_watchdog()

    def as_administrator(self, program: str, *args: str, stdin: str = "") -> str:
        """``program`` (psql, pg_ctl) as the ``postgres`` system user (``sudo -u postgres``)."""
        command = [str(self.bin / program), *args]
        if self.as_root:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        done = subprocess.run(
            command, input=stdin, capture_output=True, text=True, timeout=120, cwd=self.folder
        )
        if done.returncode != 0:
            raise ClusterError(f"{program} failed: {done.stderr.strip() or done.stdout.strip()}")
        return done.stdout

    def psql(self, sql: str) -> str:
        return self.as_administrator(
            "psql", "-h", str(self.folder), "-p", str(self.port), "-U", "postgres",
            "-v", "ON_ERROR_STOP=1", "-f", "-", stdin=sql,
        )  # fmt: skip

    def allow(self, lines: str) -> None:
        """The docs' ``pg_hba.conf`` lines added, and the server reloaded."""
        hba = self.data / "pg_hba.conf"
        hba.write_text(hba.read_text() + lines + "\n")
        self.as_administrator("pg_ctl", "-D", str(self.data), "reload")
        # a reload is taken when the server next reads its files: wait for it to have
        self.psql("SELECT 1")


@pytest.fixture(scope="module")
def server() -> Iterator[DebianServer]:
    if shutil.which("openssl") is None:
        raise ClusterError("the walk's server needs openssl for its TLS certificate")
    cluster = DebianServer()
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


def shell(server: DebianServer, script: str) -> str:
    """The docs' shell lines, as written, in bash: ``muster`` is this checkout's main.py, and
    ``club.example.org`` this server."""
    here = f"127.0.0.1:{server.port}"
    preamble = f'muster() {{ "{sys.executable}" "{ROOT / "main.py"}" "$@"; }}\nset -e\n'
    done = subprocess.run(
        ["bash", "-c", preamble + script.replace(HOST, here)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env={**os.environ, "PGSSLROOTCERT": str(server.folder / "server.crt")},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def connect(
    qtbot, monkeypatch, window: MainWindow, server: DebianServer, user: str, password: str
) -> None:
    """*Campaign ▸ Connect to a club server…*, as section 3 says: server, port, database,
    user, *Always encrypted (require)*, and the password when asked."""
    from ui.dialogs import connect as questions
    from ui.dialogs.connect import ConnectDialog

    window.connect_action.trigger()
    dialog = current_dialog(qtbot, window, ConnectDialog)
    type_into(qtbot, dialog.host_edit, "127.0.0.1")
    dialog.port_spin.setValue(server.port)
    type_into(qtbot, dialog.database_edit, "muster")
    type_into(qtbot, dialog.user_edit, user)
    dialog.tls_combo.setCurrentIndex(dialog.tls_combo.findData("require"))
    asked = []

    def answer(_parent, _location, _problem):
        asked.append(user)
        return password

    monkeypatch.setattr(questions, "ask_password", answer)
    with qtbot.waitSignal(window.database_switched, timeout=60_000):
        press_ok(qtbot, dialog)
    assert asked == [user]  # Muster asked for it, and keeps none
    assert window.location.user == user and window.location.password is None


def test_the_docs_walk_from_an_empty_server_to_the_first_game_night(
    qtbot, monkeypatch, server: DebianServer, db_path: Path, prompts
) -> None:
    # 1. The administrator: the role, the database, pg_hba.conf, a reload.
    server.psql(walk_block("administrator"))
    assert server.psql("SELECT rolsuper, rolcreaterole FROM pg_roles WHERE rolname = 'muster'")
    server.allow(walk_block("pg_hba.conf"))

    # 2. The organiser sets the database up, as muster.
    said = shell(server, walk_block("organiser"))
    assert said.replace("127.0.0.1", HOST) == walk_block("organiser, what it says") + "\n"
    flags = server.psql(
        "SELECT rolsuper, rolcreaterole, pg_has_role('muster', 'pg_read_all_stats', 'MEMBER') "
        "FROM pg_roles WHERE rolname = 'muster'"
    )
    assert " f        | t             | f" in flags  # no superuser, no statistics reader

    # 3. She starts the campaign in the app, as muster: the campaign, a warband each.
    open_database(db_path)
    window = MainWindow(db_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    connect(qtbot, monkeypatch, window, server, "muster", PASSWORD)
    new_campaign(qtbot, window, "Autumn", "Caliburn's Wrath")
    new_warband(qtbot, window, "Grimfang's Raiders", "Alice")
    new_warband(qtbot, window, "Knights", "Bob")
    window.close()
    close_database()

    # 4. She adds the players: a login each, a password made and shown once.
    # (in the terminal of step 2: its exports still hold)
    exports = [line for line in walk_block("organiser").splitlines() if line.startswith("export ")]
    said = shell(server, "\n".join([*exports, walk_block("players")]))
    passwords = dict(re.findall(r"The password of (\w+), shown this once \(.*?\): (\S+)", said))
    assert set(passwords) == {"alice", "bob"}
    assert "alice is a player of “Autumn”." in said and "bob is a player of “Autumn”." in said

    # 5. Each player connects, in the app, and recruits into his warband.
    for player, band, profile in (
        ("alice", "Grimfang's Raiders", "Sir Kai"),
        ("bob", "Knights", "Sir Gawain"),
    ):
        open_database(db_path)
        window = MainWindow(db_path)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        connect(qtbot, monkeypatch, window, server, player, passwords[player])
        assert window.campaign is not None and window.campaign.name == "Autumn"
        window.roster_tab.select_warband(Warband.get(Warband.name == band).id)
        recruit(qtbot, window, profile, f"{player.title()}'s {profile}")
        assert prompts.errors == []
        window.close()
        close_database()

    # 6. Game night: alice sets up and holds the table, bob cannot; she reports, he confirms.
    url = f"postgresql://{{}}:{{}}@127.0.0.1:{server.port}/muster?sslmode=require"
    open_database(parse_location(url.format("alice", passwords["alice"])))
    campaign = campaign_named("Autumn")
    mine, his = (Warband.get(Warband.name == n) for n in ("Grimfang's Raiders", "Knights"))
    game = create_game(
        campaign=campaign,
        scenario="pitched_battle",
        sides=[SidePlan(w.id, "", tuple(c.id for c in able_to_play(w))) for w in (mine, his)],
    )
    tracker.start_tracking(game=game)
    assert tracker.claim_table(game)
    alices = parse_location(url.format("alice", passwords["alice"]))
    with bobs_muster(url.format("bob", passwords["bob"]), game.id) as bob:
        assert bob.ask("claim") == "False"  # while she holds it
        everyone = {
            gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == game)
        }
        reports.report_outcome(
            game=game,
            winner=mine,
            outcomes={
                everyone["Bob's Sir Gawain"]: {
                    "fate": "slain",
                    "killed_by": everyone["Alice's Sir Kai"],
                }
            },
        )
        tracker.release_table(game.id)
        assert bob.ask("confirm") == "recorded"
    close_database()
    open_database(alices)
    recorded = Game.get_by_id(game.id)
    assert (recorded.result, recorded.winner_id) == ("winner", mine.id)
    assert [m.role for m in club.members(campaign_named("Autumn"))] == ["muster", "alice", "bob"]
    close_database()


BOB = """
import sys
from models import reports, tracker
from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Game

open_database(parse_location(sys.argv[1]))
game = Game.get_by_id(int(sys.argv[2]))
for line in sys.stdin:
    if line.strip() == "claim":
        print(tracker.claim_table(game), flush=True)
    elif line.strip() == "confirm":
        reports.confirm_outcome(game=Game.get_by_id(game.id))
        print("recorded", flush=True)
"""


class Bob:
    """Bob's Muster, another process on his own login, told what to do a line at a time."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process

    def ask(self, what: str) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(what + "\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip()


@contextlib.contextmanager
def bobs_muster(url: str, game_id: int) -> Iterator[Bob]:
    with subprocess.Popen(
        [sys.executable, "-c", BOB, url, str(game_id)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as process:
        yield Bob(process)
        assert process.stdin is not None
        process.stdin.close()
        process.wait(timeout=60)
