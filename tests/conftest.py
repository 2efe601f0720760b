"""Shared test set-up.

Qt runs offscreen, and every folder the app could write to (data, config, cache) points into
a temporary directory, so no test ever touches the user's real files.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

# Before anything imports Qt or platformdirs.
# (an offscreen platform given a screen of its own, "offscreen:configfile=...", is kept: make
# club-screenshots renders on a desktop-sized one)
if not os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen:"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
_sandbox = Path(tempfile.mkdtemp(prefix="muster-tests-"))
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = str(_sandbox / _var.lower())
os.environ.setdefault("XDG_RUNTIME_DIR", str(_sandbox / "runtime"))
(_sandbox / "runtime").mkdir(mode=0o700, exist_ok=True)
# The suite reads English (tests/test_translations.py switches language where it means to),
# whatever the developer's own locale; subprocesses inherit this.
for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# No test times anything (speed is measured by make bench): Hypothesis's per-example deadline
# failed runs on a loaded machine, so it is off for every property test.
settings.register_profile("muster", deadline=None)
settings.load_profile("muster")

from ui.language import activate  # noqa: E402

activate("en")  # English's plural forms (resources/i18n/muster_en.ts)

from models.store.connection import close_database  # noqa: E402
from models.store.lifecycle import open_database  # noqa: E402
from models.store.location import DatabaseLocation, parse_location  # noqa: E402
from tests.postgres_cluster import OWNER, OWNER_PASSWORD, Cluster  # noqa: E402

SQLITE = "sqlite"
POSTGRES = "postgres"
TEMPLATE = "muster_template"


# The template's rows: the schema's version (kept: a test that changes it leaves a database
# of another shape) and the lock's first row (put back after emptying the table).
KEPT_ROWS = ("schema_version",)
# Everything of a database but its tables' rows that a test could change, and those rows.
SHAPE = """
SELECT md5(concat_ws('|',
  (SELECT string_agg(format('%s %s %s %s %s %s', c.relname, c.relkind, c.relacl, c.relowner,
                            c.relrowsecurity, c.relforcerowsecurity),
                     ',' ORDER BY c.relname, c.relkind)
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')),
  (SELECT string_agg(format('%s %s %s', a.attrelid::regclass, a.attname, a.atttypid), ','
                     ORDER BY a.attrelid::regclass::text, a.attnum)
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped),
  (SELECT string_agg(format('%s %s %s', polname, pg_get_expr(polqual, polrelid),
                            pg_get_expr(polwithcheck, polrelid)), ',' ORDER BY polname)
     FROM pg_policy),
  (SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal),
  (SELECT string_agg(pg_get_constraintdef(oid), ',' ORDER BY conname) FROM pg_constraint),
  (SELECT string_agg(format('%s %s %s', p.proname, md5(p.prosrc), p.proacl), ','
                     ORDER BY p.proname)
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')),
  (SELECT string_agg(format('%s %s', nspname, nspacl), ',' ORDER BY nspname) FROM pg_namespace),
  (SELECT string_agg(setconfig::text, ',') FROM pg_db_role_setting s
     JOIN pg_database d ON d.oid = s.setdatabase WHERE d.datname = current_database()),
  (SELECT datacl::text FROM pg_database WHERE datname = current_database()),
  (SELECT string_agg(t::text, ',') FROM schema_version t),
  (SELECT count(*) FROM pg_prepared_xacts),
  (SELECT count(*) FROM pg_largeobject_metadata)
))
"""


class Server:
    """The session's PostgreSQL cluster, handing each test a fresh database of its own.

    The cluster's superuser only does what docs/club-server.md's administrator does: it makes
    the club's role (``muster``: LOGIN CREATEROLE, no superuser) and its databases, each
    owned by that role; ``main.py club init``, run as the role, sets the first one up. Each
    database is then a copy of that one (``CREATE DATABASE ... TEMPLATE``): a few
    milliseconds, where migrating would take longer.
    """

    def __init__(self, cluster: Cluster) -> None:
        import main

        self.cluster = cluster
        self._numbers = itertools.count(1)
        self._templates: dict[str, str] = {}
        self._spare: list[DatabaseLocation] = []  # emptied copies of the template
        self._template_shape: str | None = None
        self._template_locks: list[tuple[object, ...]] | None = None
        with cluster.admin_connection() as conn:
            conn.execute(f"CREATE ROLE {OWNER} LOGIN CREATEROLE PASSWORD '{OWNER_PASSWORD}'")
            conn.execute(f"CREATE DATABASE {TEMPLATE} OWNER {OWNER} ENCODING 'UTF8'")
        with contextlib.redirect_stdout(io.StringIO()) as said:
            code = main.main(["club", "init", "--db", cluster.url(TEMPLATE)])
        assert code == 0 and "is ready" in said.getvalue(), said.getvalue()
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
            conn.execute(f"CREATE DATABASE {name}{clause} OWNER {OWNER} ENCODING 'UTF8'")
        return parse_location(self.cluster.url(name))

    def drop(self, location: DatabaseLocation) -> None:
        with self.cluster.admin_connection() as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {location.dbname} WITH (FORCE)")

    @contextlib.contextmanager
    def database(self, *, template: str | None = TEMPLATE) -> Iterator[DatabaseLocation]:
        """A new database (:meth:`create`) for the block; after it, whatever database is
        bound is closed and this one dropped.

        A copy of Muster's empty schema is emptied again instead, and handed to the next
        test, when nothing but its rows changed (:meth:`_emptied`): copying the template
        takes a quarter of a second, emptying the tables a few milliseconds."""
        reusable = template == TEMPLATE
        spare = self._spare.pop() if reusable and self._spare else None
        location = spare or self.create(template=template)
        try:
            yield location
        finally:
            close_database()
            if reusable and self._emptied(location):
                self._spare.append(location)
            else:
                self.drop(location)

    def _lock_rows(self) -> list[tuple[object, ...]]:
        if self._template_locks is None:
            with self.cluster.admin_connection(TEMPLATE) as template:
                self._template_locks = template.execute("SELECT * FROM muster_lock").fetchall()
        return self._template_locks

    def _emptied(self, location: DatabaseLocation) -> bool:
        """Empty the database's tables as the template has them, if its shape is the
        template's: the same objects, columns, grants, policies, functions and settings. A
        test that changed any of them leaves a database that is dropped instead."""
        try:
            with self.cluster.admin_connection(location.dbname) as conn:
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
                if self._template_shape is None:
                    with self.cluster.admin_connection(TEMPLATE) as template:
                        self._template_shape = template.execute(SHAPE).fetchone()[0]
                if conn.execute(SHAPE).fetchone()[0] != self._template_shape:
                    return False
                tables = [
                    row[0]
                    for row in conn.execute(
                        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
                    )
                    if row[0] not in KEPT_ROWS
                ]
                listed = ", ".join(f'"{table}"' for table in tables)
                conn.execute(f"TRUNCATE {listed} RESTART IDENTITY CASCADE")
                for row in self._lock_rows():
                    values = ", ".join(["%s"] * len(row))
                    conn.execute(f"INSERT INTO muster_lock VALUES ({values})", row)
                return True
        except Exception:  # whatever went wrong, a new copy is the safe answer
            return False


@pytest.fixture(autouse=True)
def campaign_files_keep_to_the_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every campaign file a test writes (export, copy) is validated against the published
    JSON Schema by jsonschema (tests/campaign_schema.py) once it is written."""
    from models.exchange import writer
    from tests.campaign_schema import check_written_file

    written = writer.write_lines

    def write_and_validate(path, lines, **kwargs):
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


@pytest.fixture(scope="session")
def big_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The big campaign (24 warbands of 125, 1,200 games), made once a test process: copy
    it before opening it."""
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from tools.demo_big import create_big_campaign

    path = tmp_path_factory.mktemp("big") / "big.sqlite3"
    open_database(path)
    try:
        create_big_campaign()
    finally:
        close_database()
    return path


@pytest.fixture(scope="module")
def autumn_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed database with the campaign "Autumn" (four knights, two warbands), made once a
    module: the tests of the guard and of damaged logs each work on copies of it."""
    from models.store.schema import Character
    from tests.data_safety import populate

    path = tmp_path_factory.mktemp("template") / "campaign.sqlite3"
    open_database(path)
    populate(name="Autumn", characters=4)
    Character.update(notes="Rides at dawn.").execute()  # as the app keeps notes: trimmed
    close_database()
    return path


@pytest.fixture
def never_rendered(monkeypatch: pytest.MonkeyPatch) -> None:
    """screenshots, run in the test process, must refuse before it renders anything:
    rendering would make its application, on a screen of its own, for every test after it."""

    def render_all(*_args: object, **_kwargs: object) -> list[Path]:
        raise AssertionError("screenshots rendered where it should have refused")

    monkeypatch.setattr("ui.screenshots.render_all", render_all)
