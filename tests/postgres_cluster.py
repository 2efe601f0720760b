"""A throwaway PostgreSQL cluster for the tests: a temporary folder, a free port on localhost.

``initdb`` refuses to run as root, and CI runs as root: then the cluster belongs to the
``postgres`` user (the folder is handed to it and every server program runs through
``runuser``). The cluster is tuned for tests (no fsync), listens only on 127.0.0.1, and asks
for a password over TCP (scram-sha-256), as a club's server would.

It is stopped by :meth:`Cluster.stop` (the session fixture's finaliser), at interpreter exit,
on SIGTERM, and by a watchdog process if the test process dies without cleaning up, so no
server outlives the run. A server that cannot be started raises :class:`ClusterError`: the
run fails, it is never skipped.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

# The cluster's superuser (what ``postgres`` is on a Debian server): it only creates the club's
# role and its databases, as docs/club-server.md's administrator does.
ADMIN = "muster_admin"
ADMIN_PASSWORD = "s3cret-test-pw"
# The club's role, made as docs/club-server.md makes it (LOGIN CREATEROLE, no superuser): it
# owns every database the tests use, and Muster connects as it unless a test says otherwise.
OWNER = "muster"
OWNER_PASSWORD = ADMIN_PASSWORD
SERVER_USER = "postgres"


class ClusterError(RuntimeError):
    """The test server could not be set up."""


def bin_dir() -> Path:
    """The folder of PostgreSQL's server programs (``PG_BIN``, else Debian's newest)."""
    if os.environ.get("PG_BIN"):
        return Path(os.environ["PG_BIN"])
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: int(Path(p).parent.parent.name),
    )
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise ClusterError(
        "PostgreSQL is not installed: run `make test` (it installs Debian's postgresql "
        "package) or set PG_BIN to the folder of initdb and pg_ctl"
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def row(cursor: psycopg.Cursor[Any]) -> Any:
    """The first row a statement returns, in psql's sense (a test's ``SELECT`` that returns
    no row fails here, saying so, rather than on indexing ``None``)."""
    found = cursor.fetchone()
    assert found is not None, "the statement returned no row"
    return found


class Cluster:
    """One PostgreSQL server for one test session."""

    def __init__(self) -> None:
        self.bin = bin_dir()
        self.folder = Path(tempfile.mkdtemp(prefix="muster-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0
        self.running = False
        self._watchdog: subprocess.Popen | None = None

    def _run(self, *args: str, timeout: float = 120) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.as_root:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        result = subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, cwd=self.folder
        )
        if result.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ClusterError(
                f"{' '.join(args[:2])} failed ({result.returncode}): "
                f"{result.stderr.strip() or result.stdout.strip()}\n{tail}"
            )

    def start(self) -> None:
        if self.as_root:
            shutil.chown(self.folder, SERVER_USER, SERVER_USER)
        pwfile = self.folder / "pw"
        pwfile.write_text(ADMIN_PASSWORD + "\n")
        if self.as_root:
            shutil.chown(pwfile, SERVER_USER, SERVER_USER)
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            ADMIN,
            f"--pwfile={pwfile}",
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )
        pwfile.unlink()
        options = " ".join(
            [
                f"-p {self.port}",
                "-c listen_addresses=127.0.0.1",
                f"-c unix_socket_directories={self.folder}",
                "-c fsync=off",
                "-c synchronous_commit=off",
                "-c full_page_writes=off",
                "-c max_connections=60",
                "-c shared_buffers=32MB",
            ]
        )
        atexit.register(self.stop)
        previous = signal.getsignal(signal.SIGTERM)
        if previous in (signal.SIG_DFL, None):
            signal.signal(signal.SIGTERM, _exit_on_sigterm)
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
            "-o", options, "-w", "-t", "60", "start",
        )  # fmt: skip
        self.running = True
        self._start_watchdog()

    def _start_watchdog(self) -> None:
        """Stops the server if this process dies without running its finalisers (kill -9)."""
        stop = [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"]
        if self.as_root:
            stop = ["runuser", "-u", SERVER_USER, "--", *stop]
        script = (
            f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 2; done; "
            f"{' '.join(stop)} >/dev/null 2>&1; rm -rf {self.folder}"
        )
        self._watchdog = subprocess.Popen(
            ["sh", "-c", script],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    def stop(self) -> None:
        if self.running:
            self.running = False
            with contextlib.suppress(ClusterError, subprocess.TimeoutExpired):
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        if self._watchdog is not None:
            self._watchdog.kill()
            self._watchdog.wait()
            self._watchdog = None
        shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, dbname: str, *, user: str = OWNER, password: str | None = OWNER_PASSWORD) -> str:
        secret = f":{password}" if password else ""
        return f"postgresql://{user}{secret}@127.0.0.1:{self.port}/{dbname}"

    def admin_connection(self, dbname: str = "postgres"):
        """A psycopg connection as the cluster's administrator, in autocommit mode."""
        import psycopg

        return psycopg.connect(
            host="127.0.0.1",
            port=self.port,
            user=ADMIN,
            password=ADMIN_PASSWORD,
            dbname=dbname,
            autocommit=True,
        )


def _exit_on_sigterm(_signum: int, _frame: object) -> None:
    raise SystemExit(143)
