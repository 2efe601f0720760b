"""Shared test set-up.

Qt runs offscreen, and every folder the app could write to (data, config, cache) points into
a temporary directory, so no test ever touches the user's real files.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

# Before anything imports Qt or platformdirs.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
_sandbox = Path(tempfile.mkdtemp(prefix="muster-tests-"))
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = str(_sandbox / _var.lower())
os.environ.setdefault("XDG_RUNTIME_DIR", str(_sandbox / "runtime"))
(_sandbox / "runtime").mkdir(mode=0o700, exist_ok=True)

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# No test times anything (speed is measured by make bench): Hypothesis's per-example deadline
# failed runs on a loaded machine, so it is off for every property test.
settings.register_profile("muster", deadline=None)
settings.load_profile("muster")

from models.store.connection import close_database  # noqa: E402
from models.store.lifecycle import open_database  # noqa: E402
from models.store.location import DatabaseLocation, parse_location  # noqa: E402
from tests.postgres_cluster import Cluster  # noqa: E402

SQLITE = "sqlite"
POSTGRES = "postgres"
TEMPLATE = "muster_template"


class Server:
    """The session's PostgreSQL cluster, handing each test a fresh database of its own.

    Each database is a copy of a template that Muster has already created its tables in
    (``CREATE DATABASE ... TEMPLATE``): a few milliseconds, where migrating would take longer.
    """

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self._numbers = itertools.count(1)
        self._templates: dict[str, str] = {}
        with cluster.admin_connection() as conn:
            conn.execute(f"CREATE DATABASE {TEMPLATE}")
        open_database(parse_location(cluster.url(TEMPLATE)))
        close_database()

    def template(self, name: str, populate: Callable[[], object]) -> str:
        """A template database holding what ``populate`` writes (made once per session)."""
        if name not in self._templates:
            location = self.create()
            open_database(location)
            try:
                populate()
            finally:
                close_database()
            self._templates[name] = location.dbname
        return self._templates[name]

    def create(self, *, template: str | None = TEMPLATE) -> DatabaseLocation:
        """A new database: a copy of Muster's empty schema, or empty when ``template`` is None."""
        name = f"test_{next(self._numbers)}"
        with self.cluster.admin_connection() as conn:
            clause = f" TEMPLATE {template}" if template else ""
            conn.execute(f"CREATE DATABASE {name}{clause}")
        return parse_location(self.cluster.url(name))

    def drop(self, location: DatabaseLocation) -> None:
        with self.cluster.admin_connection() as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {location.dbname} WITH (FORCE)")

    @contextlib.contextmanager
    def database(self, *, template: str | None = TEMPLATE) -> Iterator[DatabaseLocation]:
        """A new database (:meth:`create`) for the block; after it, whatever database is
        bound is closed and this one dropped."""
        location = self.create(template=template)
        try:
            yield location
        finally:
            close_database()
            self.drop(location)


@pytest.fixture(autouse=True)
def campaign_files_keep_to_the_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every campaign file a test writes (export, copy) is validated against the published
    JSON Schema by jsonschema (tests/campaign_schema.py) once it is written."""
    from models.exchange import writer
    from tests.campaign_schema import check_written_file

    written = writer.write_lines

    def write_and_validate(path, lines, **kwargs):  # type: ignore[no-untyped-def]
        result = written(path, lines, **kwargs)
        check_written_file(Path(result))
        return result

    monkeypatch.setattr(writer, "write_lines", write_and_validate)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    """A throwaway PostgreSQL server for the whole run; it fails the run if it cannot start."""
    cluster = Cluster()
    try:
        cluster.start()
        yield Server(cluster)
    finally:
        cluster.stop()


@pytest.fixture(scope="module")
def club_db(pg_server: Server) -> Iterator[DatabaseLocation]:
    """A database on the test server holding the club of ``tests/club_data.py`` (its campaign,
    roles and members), for a module's tests that only read; dropped after."""
    from tests.club_data import club_template

    with pg_server.database(template=club_template(pg_server)) as location:
        yield location


@pytest.fixture
def fresh_club_db(pg_server: Server) -> Iterator[DatabaseLocation]:
    """The club's database, one of its own for a test that writes."""
    from tests.club_data import club_template

    with pg_server.database(template=club_template(pg_server)) as location:
        yield location


@pytest.fixture
def pg_database(pg_server: Server) -> Iterator[DatabaseLocation]:
    """A fresh database with Muster's tables on the test server (not bound); dropped after."""
    with pg_server.database() as location:
        yield location


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> str:
    """Which engine the ``database`` fixture gives: SQLite unless parametrised (the models
    suite runs on both, see tests/models/conftest.py)."""
    return getattr(request, "param", SQLITE)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A path for a fresh database file in a temporary folder."""
    return tmp_path / "campaign.sqlite3"


@pytest.fixture
def database(
    engine: str, db_path: Path, request: pytest.FixtureRequest
) -> Iterator[Path | DatabaseLocation]:
    """A freshly created database bound to models.store.connection.db: a SQLite file (yields
    its path) or, for the ``postgres`` engine, a database on the test server (yields its
    location)."""
    if engine == POSTGRES:
        location = request.getfixturevalue("pg_database")
        open_database(location)
        try:
            yield location
        finally:
            close_database()
        return
    open_database(db_path)
    try:
        yield db_path
    finally:
        close_database()
