"""A campaign database on a PostgreSQL server (a club's shared campaign; docs/club-server.md).

:class:`MusterPostgresDatabase` is Peewee's PostgreSQL database (psycopg 3) with what Muster
needs on a server:

- **One writer at a time in each campaign.** Every transaction begins by taking its
  campaign's write lock (``muster_lock_campaign``, a row lock of a table no login may touch,
  taken for members only; :mod:`models.store.roles`): the server's counterpart of SQLite's
  ``BEGIN IMMEDIATE``. The campaign is the one the app or the command works on
  (:meth:`MusterPostgresDatabase.use_campaign`); a transaction with none (starting or
  importing a campaign) takes the server's lock instead, which only those who may start
  campaigns take. An operation's checks and its writes therefore see every change committed
  before it, and no other player's change can slip in between: two purchases for one
  warrior can never spend his gold twice, the second recording of a game sees the first and
  is refused. A write in one campaign never waits for a write in another. A player who
  waits longer than :data:`LOCK_TIMEOUT_MS` is told who holds the lock, and nothing is
  written.
- **Failures in words.** An unreachable server, a refused login, a missing database, a
  serialization failure or a lost connection each become a :class:`MusterError` with one plain
  line that never contains the password.
- **Ids.** Rows that carry their own ids (an import, an undo that puts rows back) move the
  table's id sequence past them (:func:`advance_sequences`), so the next ordinary insert never
  collides.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Iterator
from typing import Any

import peewee

from i18n import translate
from models.errors import (
    DatabaseWriteError,
    InvalidInput,
    MusterError,
    ServerUnavailableError,
)
from models.store.location import DatabaseLocation
from models.store.server_errors import (
    CONNECTION_LOST_MESSAGE,
    CONNECTION_LOST_READING,
    HELD_MARK,
    _sqlstate,
    connection_error,
    too_large_message,
    translate_error,
)

# pg_advisory_xact_lock key held for a whole schema upgrade (only the keeper upgrades; a
# login holding it makes the keeper's upgrade wait, never anyone's reads or writes).
MIGRATION_LOCK = 0x4D5553_0002

LOCK_TIMEOUT_MS = 5000  # as SQLite's busy timeout

# Change notifications (models/store/notify.py): the channel of a server not yet sealed (a sealed
# one sends each login's on a channel of his own, muster_notify), and the tables a statement
# writes.
CHANNEL = "muster_changes"
_WRITES = re.compile(r'^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"([^"]+)"', re.IGNORECASE)
CONNECT_TIMEOUT_S = 5
APPLICATION_NAME = "Muster"


def payload(pid: int, tables: set[str]) -> str:
    """What a committed transaction announces on :data:`CHANNEL`: its server process and the
    tables it wrote, as JSON."""
    return json.dumps({"pid": pid, "tables": sorted(tables)}, separators=(",", ":"))


def load_postgres_driver() -> None:
    """Give Peewee the PostgreSQL driver (psycopg 3) hidden from its import, before a server
    is opened; a no-op once done. Raises ImportError when the driver is not installed.

    Peewee looks for the driver as it is imported, into names of its module that its psycopg
    3 adapter reads when called (``psycopg``, ``TransactionStatus``, ``Json_pg3``,
    ``Jsonb_pg3``): those are set here. The adapter's class also took the driver's transaction
    states then (None, with the driver hidden), so Muster's database uses a subclass that
    has them (:data:`MusterPostgresDatabase.psycopg3_adapter`, Peewee's own place for an
    adapter); without them Peewee could not tell a usable connection from a lost one.
    ``tests/models/test_lost_connection.py`` fails if a Peewee release moves any of this.
    """
    if getattr(peewee, "psycopg", None) is not None:
        return
    import psycopg
    from psycopg.pq import TransactionStatus
    from psycopg.types.json import Json, Jsonb

    # Names of Peewee's module that its adapter reads, which its type stubs leave out.
    peewee.psycopg = psycopg  # type: ignore[attr-defined]
    peewee.TransactionStatus = TransactionStatus  # type: ignore[attr-defined]
    peewee.Json_pg3 = Json  # type: ignore[attr-defined]
    peewee.Jsonb_pg3 = Jsonb  # type: ignore[attr-defined]

    class Psycopg3Adapter(peewee.Psycopg3Adapter):
        """Peewee's adapter, with the transaction states of the driver it did not see."""

        txn_idle = TransactionStatus.IDLE
        txn_inerror = TransactionStatus.INERROR
        txn_unknown = TransactionStatus.UNKNOWN

    MusterPostgresDatabase.psycopg3_adapter = Psycopg3Adapter


class MusterPostgresDatabase(peewee.PostgresqlDatabase):
    """PostgreSQL with Muster's write lock and its failures in words (see the module)."""

    # Set by Peewee (Database.__init__, PostgresqlDatabase.init); its type stubs leave them out.
    _state: peewee._ConnectionState  # this thread's connection
    _adapter: peewee._BasePsycopgAdapter  # the driver's adapter (psycopg3_adapter)

    def __init__(self, location: DatabaseLocation, *, read_only: bool = False) -> None:
        load_postgres_driver()  # hidden from Peewee's import (models/__init__.py)
        self.location = location
        self.read_only = read_only
        self._writes = threading.local()  # the tables this thread's transaction wrote
        self.sealed = False  # the schema has the write locks (set once opened and migrated)
        self.campaign_id: int | None = None  # whose write lock transactions take
        options = f"-c lock_timeout={LOCK_TIMEOUT_MS} -c client_min_messages=warning"
        if read_only:
            options += " -c default_transaction_read_only=on"
        params = {k: v for k, v in location.connect_params().items() if k != "dbname"}
        super().__init__(
            location.dbname,
            # Whole numbers and ids are 64-bit, as in SQLite: the same values fit on both.
            field_types={"INT": "BIGINT", "AUTO": "BIGSERIAL"},
            prefer_psycopg3=True,
            autoconnect=True,
            connect_timeout=CONNECT_TIMEOUT_S,
            application_name=APPLICATION_NAME,
            options=options,
            # connect_params() is typed dict[str, object] (models/store/location.py): its keys
            # are libpq's (host, port, ...), never one of Peewee's own parameters.
            **params,  # type: ignore[arg-type]
        )

    def _connect(self) -> Any:
        import psycopg

        try:
            # Peewee's Database._connect (opens the driver's connection): not in its type stubs.
            conn = super()._connect()  # type: ignore[misc]
        except (peewee.DatabaseError, psycopg.Error, OSError) as exc:
            raise connection_error(exc, self.location) from None
        _load_sums_as_int(conn)
        conn.add_notice_handler(self._noticed)
        return conn

    def _noticed(self, diagnostic: Any) -> None:
        """Keep the server's word on who holds a lock this thread waits for."""
        text = getattr(diagnostic, "message_primary", None)
        if isinstance(text, str) and text.startswith(HELD_MARK):
            self._writes.held = text

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        self._drop_lost_connection()
        with self.translated():
            cursor = super().execute_sql(sql, params)
        written = _WRITES.match(sql)
        if written:
            self.note_written(written.group(1))
        return cursor

    def note_written(self, table: str) -> None:
        """Remember that ``table`` was written, to announce it when the transaction commits
        (at once when there is no transaction)."""
        if self.in_transaction():
            self._tables().add(table)
        else:
            self._announce({table})

    def in_write_transaction(self) -> bool:
        """Whether this thread is inside a transaction that may write (not a read snapshot)."""
        return self.in_transaction() and not getattr(self._writes, "snapshot", False)

    def _tables(self) -> set[str]:
        if not hasattr(self._writes, "tables"):
            self._writes.tables = set()
        return self._writes.tables

    def _announce(self, tables: set[str]) -> None:
        with self.translated():
            super().execute_sql(self._notify_sql(tables))

    def _drop_lost_connection(self) -> None:
        """A connection the server dropped (it restarted, the network went) is let go between
        transactions, so the next statement connects again: the change that met the loss was
        refused in words, and the one after works once the server is back."""
        conn = self._state.conn
        if conn is not None and (conn.closed or conn.broken) and not self.in_transaction():
            self._state.reset()

    def _notify_sql(self, tables: set[str]) -> str:
        """The notice of the tables as a statement with its values quoted in (to travel in
        one round trip with COMMIT: several statements in one call take no parameters). On a
        sealed server ``muster_notify`` sends it to the members of the campaign written alone
        (docs/club-server.md, *Change notices*)."""
        from psycopg import sql

        if self.sealed:
            statement = sql.SQL("SELECT muster_notify({}, {})").format(
                sql.Literal(self.campaign_id), sql.Literal(sorted(tables))
            )
        else:
            pid = self.connection().info.backend_pid
            statement = sql.SQL("SELECT pg_notify({}, {})").format(
                sql.Literal(CHANNEL), sql.Literal(payload(pid, tables))
            )
        return statement.as_string(self.connection())

    def use_campaign(self, campaign_id: int | None) -> None:
        """The campaign the app or command now works on: its transactions take its write
        lock (None: the server's, for starting or importing a campaign)."""
        self.campaign_id = campaign_id if isinstance(campaign_id, int) else None

    def _write_lock(self) -> str:
        """The statement that takes this transaction's write lock ('' for none)."""
        if self.read_only or not self.sealed:
            return ""
        if self.campaign_id is not None:
            return f"; SELECT muster_lock_campaign({int(self.campaign_id):d})"
        return "; SELECT muster_lock_server()"

    @contextlib.contextmanager
    def repeatable(self) -> Iterator[None]:
        """Write transactions begun inside the block are REPEATABLE READ: what they read is one
        snapshot, as the database check's repairs need (a change committed meanwhile makes
        their write fail as busy, rather than be repaired as a problem)."""
        self._writes.repeatable = True
        try:
            yield
        finally:
            self._writes.repeatable = False

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """Read inside one REPEATABLE READ, READ ONLY transaction, without the write lock:
        every statement sees the server as it was at the first one (the database check, which
        must not mistake a change being made for a problem). Inside a transaction already,
        that one is used."""
        if self.in_transaction():
            yield
            return
        self._writes.snapshot = True
        try:
            with self.atomic():
                yield
        finally:
            self._writes.snapshot = False

    def begin(self, isolation_level: Any = None) -> None:
        # BEGIN and the write lock travel together: one round trip to the server, not two.
        self._drop_lost_connection()
        if self.is_closed():
            self.connect()
        if getattr(self._writes, "snapshot", False):
            # Peewee's own wrapper of driver errors, which its type stubs leave out.
            with self.translated(), peewee.__exception_wrapper__:  # type: ignore[attr-defined]
                self.cursor().execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            return
        start = "BEGIN"
        if isolation_level is None and getattr(self._writes, "repeatable", False):
            isolation_level = "REPEATABLE READ"
        if isolation_level:
            start += (
                f" TRANSACTION ISOLATION LEVEL {self._adapter.isolation_level_str(isolation_level)}"
            )
        self._writes.starting = True  # a change begins: a lost connection did not save it
        self._writes.held = None
        try:
            with self.translated(), peewee.__exception_wrapper__:  # type: ignore[attr-defined]
                self.cursor().execute(f"{start}{self._write_lock()}")
        finally:
            self._writes.starting = False

    def commit(self) -> None:
        tables = self._tables()
        statement = "COMMIT"
        if tables:  # NOTIFY inside the transaction: delivered only if it commits
            statement = f"{self._notify_sql(tables)}; COMMIT"
            tables.clear()
        with self.translated(), peewee.__exception_wrapper__:  # type: ignore[attr-defined]
            self.cursor().execute(statement)
        self._refresh_statistics()

    def note_bulk_load(self, table: str) -> None:
        """Many rows were just written to ``table`` (an import, a copy, the demo): refresh the
        planner's statistics of it once the transaction commits (:meth:`_refresh_statistics`)."""
        if not hasattr(self._writes, "bulk"):
            self._writes.bulk = set()
        self._writes.bulk.add(table)

    def _refresh_statistics(self) -> None:
        """``ANALYZE`` the tables of a bulk load just committed. The server's autovacuum does
        it too, but up to a minute or more later; until then its plans for the big tables are
        made for empty ones (the roster's query of a freshly built big campaign's dead took 126 ms
        instead of 9).
        Best effort: a player who may not analyze a table gets a warning from the server, and
        a failure here changes nothing of what was committed."""
        bulk = getattr(self._writes, "bulk", None)
        if not bulk:
            return
        tables = ", ".join(f'"{table}"' for table in sorted(bulk))
        bulk.clear()
        with contextlib.suppress(peewee.DatabaseError):
            super().execute_sql(f"ANALYZE {tables}")

    def rollback(self) -> None:
        self._tables().clear()
        if getattr(self._writes, "bulk", None):
            self._writes.bulk.clear()
        if self.is_closed():
            return
        with contextlib.suppress(Exception):  # a lost connection has nothing to roll back
            super().rollback()

    @contextlib.contextmanager
    def translated(self) -> Iterator[None]:
        """Driver and Peewee errors raised inside as the :class:`MusterError` they mean."""
        try:
            yield
        except OverflowError:
            raise InvalidInput(too_large_message()) from None
        except peewee.InterfaceError as exc:
            raise self._lost() from exc
        except peewee.DatabaseError as exc:
            held, self._writes.held = getattr(self._writes, "held", None), None
            if held is None and _sqlstate(exc) == "55P03":
                held = self._table_lock_holder()
            translated = translate_error(exc, self.location, held=held)
            if translated is None:
                raise
            if str(translated) == translate("ClubServer", CONNECTION_LOST_MESSAGE):
                translated = self._lost()
            raise translated from None

    def _table_lock_holder(self) -> str | None:
        """Who holds a lock on Muster's tables that stops reads or writes (a login's
        ``LOCK TABLE`` in psql), in :func:`held_message`'s words; asked on a connection of
        its own, since this one's transaction may have failed. None when nobody does."""
        import psycopg

        sql = (
            "SELECT a.usename || coalesce(' since ' || to_char(a.xact_start AT TIME ZONE "
            "'UTC', 'YYYY-MM-DD HH24:MI \"UTC\"'), '') FROM pg_locks l "
            "JOIN pg_stat_activity a ON a.pid = l.pid "
            "JOIN pg_class c ON c.oid = l.relation "
            "WHERE l.granted AND l.locktype = 'relation' AND l.pid <> %s "
            "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
            "AND l.mode IN ('ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', "
            "'AccessExclusiveLock') ORDER BY a.xact_start LIMIT 1"
        )
        try:
            mine = self._state.conn.info.backend_pid if self._state.conn else 0
            with psycopg.connect(
                # connect_params() is typed dict[str, object]: libpq's keys (see __init__).
                **self.location.connect_params(),  # type: ignore[arg-type]
                connect_timeout=CONNECT_TIMEOUT_S,
                autocommit=True,
                options="-c lock_timeout=1000",
            ) as other:
                row = other.execute(sql, (mine,)).fetchone()
        except Exception:  # best effort: the message says "busy" without a name
            return None
        return f"{HELD_MARK}{row[0]}" if row and row[0] else None

    def _lost(self) -> MusterError:
        """The connection was lost: a change (in a transaction) was not saved; outside one,
        Muster was reading, and says so rather than speak of a change."""
        if self.in_transaction() or getattr(self._writes, "starting", False):
            return DatabaseWriteError(translate("ClubServer", CONNECTION_LOST_MESSAGE))
        return ServerUnavailableError(translate("ClubServer", CONNECTION_LOST_READING))

    @property
    def server_pid(self) -> int:
        """This thread's server process: the ``pid`` of the changes it announces."""
        return int(self.connection().info.backend_pid)

    @property
    def role(self) -> str:
        """The login role this connection uses (club roles, issue 13, key on it)."""
        return str(self.execute_sql("SELECT current_user").fetchone()[0])


def _load_sums_as_int(conn: Any) -> None:
    """SUM() of integers is ``numeric`` on PostgreSQL; read whole numbers back as ``int``
    (as SQLite gives them), so the screens and campaign files see the same values."""
    from decimal import Decimal

    from psycopg.types.numeric import NumericLoader

    class WholeNumericLoader(NumericLoader):
        def load(self, data: Any) -> Any:
            value = super().load(data)
            if isinstance(value, Decimal) and value == value.to_integral_value():
                return int(value)
            return value

    conn.adapters.register_loader("numeric", WholeNumericLoader)


def advance_sequences(database: peewee.Database, tables: list[str]) -> None:
    """Move each table's id sequence past its largest id (after inserts with explicit ids).

    On a sealed server the tables' seal triggers already did, row by row, and no login but the
    keeper may move a sequence (:mod:`models.store.roles`)."""
    if not isinstance(database, peewee.PostgresqlDatabase):
        return
    for table in tables:
        if isinstance(database, MusterPostgresDatabase):
            database.note_written(table)  # rows written past execute_sql (executemany)
            if database.sealed:
                continue
        # Never backwards: under club roles MAX(id) counts only the rows this role reads.
        database.execute_sql(
            "SELECT setval(pg_get_serial_sequence(%s, 'id'), "
            f'GREATEST((SELECT MAX(id) FROM "{table}"), '
            "pg_sequence_last_value(pg_get_serial_sequence(%s, 'id')::regclass), 1), "
            f'(SELECT MAX(id) FROM "{table}") IS NOT NULL OR '
            "pg_sequence_last_value(pg_get_serial_sequence(%s, 'id')::regclass) IS NOT NULL)",
            (f'"{table}"',) * 3,
        )


def next_free_id(database: peewee.Database, model: type[peewee.Model]) -> int:
    """The id after every row of ``model``, those this role cannot read included (its id
    sequence has passed them all); for rows written with their own ids, such as an import,
    under the write lock."""
    table = model._meta.table_name
    # The id column (model.id; the type stubs' Model declares no id).
    visible = model.select(peewee.fn.MAX(model._meta.fields["id"])).scalar() or 0
    if not isinstance(database, peewee.PostgresqlDatabase):
        return visible + 1
    issued = database.execute_sql(
        "SELECT pg_sequence_last_value(pg_get_serial_sequence(%s, 'id')::regclass)",
        (f'"{table}"',),
    ).fetchone()[0]
    return max(visible, issued or 0) + 1


def server_tables(database: peewee.Database) -> list[str]:
    """The tables of the connection's schema (to tell Muster's from a foreign database's)."""
    return list(database.get_tables())
