"""A throwaway PostgreSQL server for the benchmarks' club-server rows (``make bench``).

The same cluster as the tests' (:mod:`tests.postgres_cluster`: a temporary folder, a free
port on localhost, a password over TCP as a club's server asks). :func:`bench_server` starts
it, builds the big campaign on it with ``main.py demo --size big --db URL``, and stops it when
the block ends, whatever happens inside (the cluster's watchdog also stops it if the bench
process is killed). The password travels in ``PGPASSWORD``, as a player's would, never on a
command line.

For the rows measured as each role, :meth:`BenchServer.build_club` builds a club's server as
a club would have it: three login roles (no superuser among them), a database owned by one
of them (the *keeper*, who passes the policies as the owner; a superuser bypasses them),
ten big campaigns imported by the owner from the big campaign's file, and an organiser and a
player (keeping one warband) of one of them; and beside it the same database holding only
the first campaign.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.postgres_cluster import ADMIN, ADMIN_PASSWORD, Cluster, row

ROOT = Path(__file__).resolve().parents[2]
EMPTY = "muster_empty"  # Muster's tables and nothing else: the template of fresh targets
BIG = "muster_big"

# A club's server as each role sees it (build_club): the database's owner, an organiser and
# a player, each a login with a password of its own.
OWNER = "bench_owner"
ORGANISER = "bench_organiser"
PLAYER = "bench_player"
PASSWORDS = {
    ADMIN: ADMIN_PASSWORD,
    OWNER: "bench-owner-pw",
    ORGANISER: "bench-organiser-pw",
    PLAYER: "bench-player-pw",
}
CLUB = "muster_club"  # ten big campaigns, owned by OWNER
ONE = "muster_one"  # the same database holding only its first campaign
CAMPAIGNS = 10
MEMBERS_OF = 5  # the campaign (by order of import) the organiser and the player are members of


@dataclass(frozen=True)
class Club:
    """What :meth:`BenchServer.build_club` built: the campaign the organiser and the player
    are members of on each database, and the warband the player keeps."""

    campaign: dict[str, str]  # database -> the campaign's name there
    warband: str
    seconds: list[float]  # each import of the build, as the owner


class BenchServer:
    """The running cluster, its big campaign's database, and fresh databases on demand."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster

    def url(self, dbname: str, *, user: str = ADMIN, password: bool = False) -> str:
        """The database's URL as ``user``; without the password unless asked (a child process
        gets it in PGPASSWORD, :meth:`env`)."""
        return self.cluster.url(dbname, user=user, password=PASSWORDS[user] if password else None)

    def location(self, dbname: str, *, user: str = ADMIN):
        from models.store.location import parse_location

        return parse_location(self.url(dbname, user=user, password=True))

    @staticmethod
    def env(user: str) -> dict[str, str]:
        """What a child process connecting as ``user`` adds to its environment."""
        return {"PGPASSWORD": PASSWORDS[user]}

    def _admin(self, statement: str) -> None:
        with self.cluster.admin_connection() as conn:
            conn.execute(statement)

    def create(self, name: str, *, template: str | None = None, owner: str | None = None) -> str:
        clause = f" TEMPLATE {template}" if template else ""
        clause += f" OWNER {owner}" if owner else ""
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

    def build_club(self, file: Path, *, progress: Callable[[str], object] = print) -> Club:
        """The club's server of the role rows (see the module): the login roles, :data:`CLUB`
        with :data:`CAMPAIGNS` imports of ``file`` by the owner, :data:`ONE` (a copy of it
        taken after the first), and the organiser and the player in each."""
        for role in (OWNER, ORGANISER, PLAYER):
            self._admin(f"CREATE ROLE {role} LOGIN PASSWORD '{PASSWORDS[role]}'")
        self.create(CLUB, owner=OWNER)  # the first Muster to connect, the owner, creates the tables
        seconds = []
        for n in range(1, CAMPAIGNS + 1):
            start = time.perf_counter()
            url = self.url(CLUB, user=OWNER)
            subprocess.run(
                [sys.executable, str(ROOT / "main.py"), "--db", url, "import", str(file)],
                check=True,
                cwd=ROOT,
                env=dict(os.environ, **self.env(OWNER)),
                stdout=subprocess.DEVNULL,
            )
            seconds.append(time.perf_counter() - start)
            progress(f"  campaign {n} of {CAMPAIGNS} imported as the owner ({seconds[-1]:.0f} s)")
            if n == 1:
                self.create(ONE, template=CLUB, owner=OWNER)
        one, warband = self._add_members(ONE, 1)
        ten, _ = self._add_members(CLUB, MEMBERS_OF)
        self._check_sealed()
        return Club({ONE: one, CLUB: ten}, warband, seconds)

    def _check_sealed(self) -> None:
        """The policies apply to every role measured: the owner reads every campaign, the
        members theirs alone, and none of them passes as a superuser would."""
        import psycopg

        for dbname, campaigns in ((CLUB, CAMPAIGNS), (ONE, 1)):
            for role, expected in ((OWNER, campaigns), (ORGANISER, 1), (PLAYER, 1)):
                with psycopg.connect(self.url(dbname, user=role, password=True)) as conn:
                    superuser = row(conn.execute("SHOW is_superuser"))[0]
                    (seen,) = row(conn.execute("SELECT count(*) FROM campaign"))
                if superuser != "off" or seen != expected:
                    raise RuntimeError(
                        f"{role} on {dbname} reads {seen} campaigns (superuser: {superuser}), "
                        f"not {expected}: the bench would not measure the policies"
                    )

    def _add_members(self, dbname: str, nth: int) -> tuple[str, str]:
        """Make ORGANISER an organiser and PLAYER a player (keeping the first warband) of the
        ``nth`` campaign of ``dbname``, as the owner would: the campaign's and the warband's
        names."""
        from models import club
        from models.store.connection import close_database
        from models.store.lifecycle import open_database
        from models.store.schema import Campaign, Warband

        open_database(self.location(dbname, user=OWNER))
        try:
            campaign = Campaign.select().order_by(Campaign.id).offset(nth - 1).first()
            kept = Warband.select().where(Warband.campaign == campaign).order_by(Warband.id).first()
            club.add_organiser(campaign=campaign, role=ORGANISER)
            club.add_player(campaign=campaign, role=PLAYER, warbands=[kept.name])
            return str(campaign.name), str(kept.name)
        finally:
            close_database()


@contextlib.contextmanager
def bench_server(*, big: bool = True) -> Iterator[BenchServer]:
    """Start the cluster and, unless ``big`` is False, build the big campaign on it; stop the
    cluster at the end."""
    cluster = Cluster()
    previous = os.environ.get("PGPASSWORD")
    try:
        cluster.start()
        os.environ["PGPASSWORD"] = ADMIN_PASSWORD  # for the bench's child processes
        server = BenchServer(cluster)
        if big:
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
