"""A throwaway PostgreSQL server for the benchmarks' club-server rows (``make bench``).

The same cluster as the tests' (:mod:`tests.postgres_cluster`: a temporary folder, a free
port on localhost, a password over TCP as a club's server asks). :func:`bench_server` starts
it, builds the big campaign on it with ``main.py demo --size big --db URL``, and stops it when
the block ends, whatever happens inside (the cluster's watchdog also stops it if the bench
process is killed). The password travels in ``PGPASSWORD``, as a player's would, never on a
command line.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.postgres_cluster import ADMIN_PASSWORD, Cluster

ROOT = Path(__file__).resolve().parents[2]
EMPTY = "muster_empty"  # Muster's tables and nothing else: the template of fresh targets
BIG = "muster_big"


class BenchServer:
    """The running cluster, its big campaign's database, and fresh databases on demand."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster

    def url(self, dbname: str, *, password: bool = False) -> str:
        """The database's URL; without its password unless asked (it is in PGPASSWORD)."""
        return self.cluster.url(dbname, password=ADMIN_PASSWORD if password else None)

    def location(self, dbname: str):  # type: ignore[no-untyped-def]
        from models.store.location import parse_location

        return parse_location(self.url(dbname, password=True))

    def _admin(self, statement: str) -> None:
        with self.cluster.admin_connection() as conn:
            conn.execute(statement)

    def create(self, name: str, *, template: str | None = None) -> str:
        clause = f" TEMPLATE {template}" if template else ""
        self._admin(f"CREATE DATABASE {name}{clause}")
        return name

    def drop(self, name: str) -> None:
        self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def build(self) -> None:
        """The empty template, and the big campaign built as a club would (``demo --db``)."""
        from models.store.connection import close_database
        from models.store.lifecycle import open_database

        self.create(EMPTY)
        open_database(self.location(EMPTY))  # Muster's schema, as the first player's start
        close_database()
        self.create(BIG)
        subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "demo", "--size", "big", "--db", self.url(BIG)],
            check=True,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
        )


@contextlib.contextmanager
def bench_server() -> Iterator[BenchServer]:
    """Start the cluster and build the big campaign on it; stop the cluster at the end."""
    cluster = Cluster()
    previous = os.environ.get("PGPASSWORD")
    try:
        cluster.start()
        os.environ["PGPASSWORD"] = ADMIN_PASSWORD  # for the bench's child processes
        server = BenchServer(cluster)
        server.build()
        yield server
    finally:
        from models.store.connection import close_database

        close_database()
        if previous is None:
            os.environ.pop("PGPASSWORD", None)
        else:
            os.environ["PGPASSWORD"] = previous
        cluster.stop()
