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

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import (
    ClubRefusal,
    DatabaseBusyError,
    DatabaseUnusableError,
    DatabaseValueError,
    DatabaseWriteError,
    InvalidInput,
    MusterError,
    ServerLoginError,
    ServerUnavailableError,
)
from models.store.files import grouped
from models.store.location import DatabaseLocation

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

# The refusals, in English: translated where they are raised, in the context "ClubServer"
# (JSON_IN_QUERY_MESSAGE, which a file gives too, in "Database").
BUSY_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "Another player is writing to this campaign; try again in a moment. Nothing was changed.",
)
CONNECTION_LOST_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The connection to the club server was lost, so this change was not saved. Nothing was lost: check the network and try again.",  # noqa: E501
)
CONNECTION_LOST_READING = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The connection to the club server was lost, so Muster could not read the campaign. Nothing was lost: check the network and try again.",  # noqa: E501
)
READ_ONLY_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer", "The club server only lets you read this campaign. Nothing was changed."
)
REFUSED_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The club server refused this change: only the campaign's organisers, and a warband's own player for his warband, may make it (has an organiser changed your role?). Nothing was changed.",  # noqa: E501
)
NAME_TAKEN_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The club server already holds a campaign of that name (perhaps one you are not a member of); choose another name. Nothing was changed.",  # noqa: E501
)

# A query that reads into stored JSON (the standings' outcomes) met text that is no JSON.
JSON_IN_QUERY_MESSAGE = QT_TRANSLATE_NOOP(
    "Database",
    "The database holds a value Muster cannot read: a stored JSON value (a game's outcomes or details) is not JSON. The database check (Database ▸ Check… in the app) finds it and says what can be done.",  # noqa: E501
)

# What the report functions of the server refuse (models/store/roles/), each with a
# SQLSTATE of its own (class MU), in Muster's own words: no text of the server's is shown.
# In English; translated where they are raised ("ClubServer").
REPORT_REFUSALS = {
    "MU001": QT_TRANSLATE_NOOP(
        "ClubServer", "Only the players of a game, and the campaign's organisers, may do that."
    ),
    "MU002": QT_TRANSLATE_NOOP("ClubServer", "This game is recorded already."),
    "MU003": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The other side has reported this game already: confirm or dispute that report.",
    ),
    "MU004": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The warbands changed after this game was reported, so the report no longer fits them: report the game again.",  # noqa: E501
    ),
    "MU005": QT_TRANSLATE_NOOP(
        "ClubServer", "A report is confirmed by the other side, not by whoever reported it."
    ),
    "MU006": QT_TRANSLATE_NOOP("ClubServer", "There is no report of this game waiting for that."),
    "MU007": QT_TRANSLATE_NOOP(
        "ClubServer", "The report changed while you looked at it: look at it again."
    ),
}


# SQLSTATE classes and codes (PostgreSQL's appendix A).
_BUSY = {"40001", "40P01", "55P03", "57014"}  # serialization, deadlock, lock timeout, cancel
_READ_ONLY = {"25006"}  # read-only transaction
_REFUSED = "42501"  # insufficient privilege: a grant, or a row-level security policy
_UNIQUE = "23505"
_INVALID_TEXT = "22P02"  # invalid text representation (text that is no JSON)
_DISK = {"53100", "53200", "53300"}  # disk full, out of memory, too many connections
_NUMBER_OUT_OF_RANGE = "22003"
_SEQUENCE_EXHAUSTED = "2200H"  # nextval reached the sequence's largest value
_GONE = {"57P01", "57P02", "57P03"}  # the server shut down, crashed, or is starting up

MAX_INTEGER = 2**63 - 1


def too_large_message() -> str:
    """The refusal of a number past what either engine stores (a 64-bit integer)."""
    return translate(
        "Database", "A number is too large to store; the largest Muster can keep is {largest}."
    ).format(largest=grouped(MAX_INTEGER))


def payload(pid: int, tables: set[str]) -> str:
    """What a committed transaction announces on :data:`CHANNEL`: its server process and the
    tables it wrote, as JSON."""
    return json.dumps({"pid": pid, "tables": sorted(tables)}, separators=(",", ":"))


def _sqlstate(exc: BaseException) -> str:
    """The SQLSTATE of a driver error, whether Peewee kept it as its first argument or as the
    exception it was raised from (psycopg's own checks, before the server, have none)."""
    candidates = [*exc.args[:1], exc, exc.__cause__, exc.__context__]
    for candidate in candidates:
        state = getattr(candidate, "sqlstate", None)
        if state:
            return str(state)
    return ""


HELD_MARK = "muster-held:"  # muster_take_lock's refusal: who holds the campaign, since when


def held_message(warning: str | None) -> str | None:
    """The sentence for a write lock another login holds, from the server's warning as the
    wait began (``muster_take_lock``)."""
    if not warning or HELD_MARK not in warning:
        return None
    holder = warning.split(HELD_MARK, 1)[1].splitlines()[0].strip()
    who, _, since = holder.partition(" since ")
    if not who:
        return None
    if since:
        return translate(
            "ClubServer",
            "{who} has held this campaign on the club server since {since}, so Muster cannot change it now; try again in a moment, or ask the server's administrator to end that session. Nothing was changed.",  # noqa: E501
        ).format(who=_printable(who), since=_printable(since))
    return translate(  # when, only the server may see
        "ClubServer",
        "{who} is holding this campaign on the club server, so Muster cannot change it now; try again in a moment, or ask the server's administrator to end that session. Nothing was changed.",  # noqa: E501
    ).format(who=_printable(who))


def _printable(text: str) -> str:
    """A name from the server, shown as plain characters (at most 63 of them)."""
    return "".join(c if c.isprintable() else "?" for c in text[:63])


def translate_error(
    exc: BaseException, location: DatabaseLocation, *, held: str | None = None
) -> MusterError | None:
    """The user-readable error for a failed statement on the server, or None when a bug;
    ``held`` is the server's last word on who holds the lock waited for."""
    state = _sqlstate(exc)
    if state in _BUSY:
        return DatabaseBusyError(held_message(held) or translate("ClubServer", BUSY_MESSAGE))
    if state in _READ_ONLY:
        return DatabaseWriteError(translate("ClubServer", READ_ONLY_MESSAGE))
    if state == _REFUSED:
        return ClubRefusal(translate("ClubServer", REFUSED_MESSAGE))
    if state in REPORT_REFUSALS:
        return InvalidInput(translate("ClubServer", REPORT_REFUSALS[state]))
    if state == _INVALID_TEXT and "json" in str(exc).lower():
        return DatabaseValueError(translate("Database", JSON_IN_QUERY_MESSAGE))
    if state == _UNIQUE and "campaign_name" in str(exc):
        return InvalidInput(translate("ClubServer", NAME_TAKEN_MESSAGE))
    if state == _SEQUENCE_EXHAUSTED:
        return DatabaseWriteError(
            translate(
                "ClubServer",
                "The club server {host} has run out of ids for new rows, so this change was not saved. Nothing was lost; ask the server's administrator (docs/club-server.md).",  # noqa: E501
            ).format(host=location.host)
        )
    if state == _NUMBER_OUT_OF_RANGE or (
        isinstance(exc, peewee.DataError) and "out of range" in str(exc)
    ):
        return InvalidInput(too_large_message())
    if state in _DISK:
        return DatabaseWriteError(
            translate(
                "ClubServer",
                "The club server {host} could not save this change ({reason}). Nothing was lost; try again later.",  # noqa: E501
            ).format(host=location.host, reason=location.scrub(_first_line(exc)))
        )
    if (
        state.startswith("08")
        or state in _GONE
        or (not state and isinstance(exc, peewee.OperationalError))
    ):
        return DatabaseWriteError(translate("ClubServer", CONNECTION_LOST_MESSAGE))
    return None


def connection_error(exc: BaseException, location: DatabaseLocation) -> DatabaseUnusableError:
    """One plain line for a connection the server refused or could not make."""
    state = _sqlstate(exc)
    detail = location.scrub(_first_line(exc))
    where = location.text
    lowered = detail.lower()
    if state == "28P01" or "password authentication failed" in lowered:
        if location.user:
            return ServerLoginError(
                translate(
                    "ClubServer", "{where}: the server refused the password for {user}"
                ).format(where=where, user=location.user)
            )
        return ServerLoginError(
            translate(
                "ClubServer", "{where}: the server refused the password for this user"
            ).format(where=where)
        )
    if "no password supplied" in lowered or "password is required" in lowered:
        return ServerLoginError(
            translate(
                "ClubServer",
                "{where}: the server asks for a password (give it in PGPASSWORD or ~/.pgpass)",
            ).format(where=where)
        )
    if state == "28000" or ("role" in lowered and "does not exist" in lowered):
        return ServerLoginError(
            translate(
                "ClubServer", "{where}: the server does not let this user in ({reason})"
            ).format(where=where, reason=detail)
        )
    if state == "3D000" or ("database" in lowered and "does not exist" in lowered):
        return ServerUnavailableError(
            translate(
                "ClubServer",
                "{where}: there is no database {database} on the server (the club's organiser creates it: see docs/club-server.md)",  # noqa: E501
            ).format(where=where, database=repr(location.dbname))
        )
    return ServerUnavailableError(
        translate("ClubServer", "cannot reach the club server {where} ({reason})").format(
            where=where, reason=detail
        )
    )


def _first_line(exc: BaseException) -> str:
    original = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else exc
    lines = [line.strip() for line in str(original).splitlines() if line.strip()]
    text = lines[0] if lines else type(original).__name__
    # libpq prefixes: 'connection failed: connection to server at "x" (1.2.3.4), port 5432
    # failed: FATAL:  ...' -- keep the part that says what went wrong.
    for marker in ("FATAL:", "ERROR:"):
        if marker in text:
            text = text.split(marker, 1)[1].strip()
    if " failed: " in text:
        text = text.rsplit(" failed: ", 1)[1].strip()
    return text


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
