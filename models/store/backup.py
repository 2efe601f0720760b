"""Backup files: make, verify, list, rotate and restore copies of a campaign database.

Backups are SQLite files in a ``backups/`` folder beside the database, named after the
database, the local time and the reason::

    muster-20250314-201500-auto.sqlite3      at start-up (the data changed, last one > 1 day)
    muster-20250314-201733-manual.sqlite3    "Back up now"
    muster-20250314-201800-migration.sqlite3 before an upgrade of the schema
    muster-20250314-201900-import.sqlite3    before an import
    muster-20250314-202000-restore.sqlite3   the state replaced by a restore
    muster-20250314-202100-repair.sqlite3    before the database check repairs anything

Every backup is taken with the SQLite backup API into a temporary ``.part`` file beside it
(:mod:`models.store.leftovers`), opened again and integrity-checked, and only then renamed to
its final name: a file with a backup's name is a
verified backup. Rotation keeps 7 daily, 4 weekly and 12 monthly backups of the automatic and
manual ones, and keeps the safety copies (migration, import, restore, repair) for
:data:`SAFETY_KEEP_DAYS` days.

Like :mod:`models.db`, this module knows SQLite: backups are copies of the SQLite file.
"""

from __future__ import annotations

import datetime as dt
import errno
import os
import re
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import BackupError, MusterError
from models.store import journals, verified
from models.store.connection import BUSY_TIMEOUT_MS, close_database
from models.store.files import os_error_text, output_file, sync_folder
from models.store.guard import BACKUP_FOLDER, is_sqlite, reading, refuse_beside_database
from models.store.inspection import (
    check_beside,
    describe_integrity_problems,
    file_integrity_problems,
    file_problems,
    read_schema_version,
)
from models.store.leftovers import clean_leftovers, temporary_beside
from models.store.readonly import disk_full_reading, disk_is_full, looking
from models.store.version import SCHEMA_VERSION

AUTO = "auto"
MANUAL = "manual"
MIGRATION = "migration"
IMPORT = "import"
RESTORE = "restore"
REPAIR = "repair"
# Each reason in words (English; translated where it is shown: "Backups").
REASONS = {
    AUTO: QT_TRANSLATE_NOOP("Backups", "automatic"),
    MANUAL: QT_TRANSLATE_NOOP("Backups", "made by you"),
    MIGRATION: QT_TRANSLATE_NOOP("Backups", "before an upgrade"),
    IMPORT: QT_TRANSLATE_NOOP("Backups", "before an import"),
    RESTORE: QT_TRANSLATE_NOOP("Backups", "before a restore"),
    REPAIR: QT_TRANSLATE_NOOP("Backups", "before repairs"),
}
SAFETY_KEEP_DAYS = 30
STAMP_FORMAT = "%Y%m%d-%H%M%S"


@dataclass(frozen=True)
class BackupInfo:
    """One backup file, as listed for the user."""

    path: Path
    created: dt.datetime  # local time, from the file name
    reason: str
    size: int  # bytes

    @property
    def reason_text(self) -> str:
        """The reason in words, e.g. "before an upgrade", in the user's language."""
        return translate("Backups", REASONS[self.reason]) if self.reason in REASONS else self.reason


def backup_dir_for(db_path: Path) -> Path:
    """Where the backups of ``db_path`` go: a ``backups/`` folder beside the file."""
    return Path(db_path).parent / BACKUP_FOLDER


def _suffix(db_path: Path) -> str:
    return Path(db_path).suffix or ".sqlite3"


def _name_pattern(db_path: Path) -> re.Pattern[str]:
    db_path = Path(db_path)
    return re.compile(
        re.escape(db_path.stem)
        + r"-(?P<stamp>\d{8}-\d{6})(?:-(?P<n>\d+))?-(?P<reason>[a-z]+)"
        + re.escape(_suffix(db_path))
        + "$"
    )


_ANY_BACKUP = re.compile(r"^.+-\d{8}-\d{6}(?:-\d+)?-(?:" + "|".join(REASONS) + r")\.[^.]+$")


def is_backup(path: Path) -> bool:
    """Whether ``path`` (or what its link points at) is a backup in the backups folder of a
    database: a SQLite file named as Muster names its backups there."""
    real = Path(os.path.realpath(Path(path).expanduser()))
    return (
        real.parent.name == BACKUP_FOLDER
        and _ANY_BACKUP.match(real.name) is not None
        and is_sqlite(real)
    )


def unique_backup_path(
    db_path: Path, reason: str, *, folder: Path | None = None, now: dt.datetime | None = None
) -> Path:
    """A new backup file name for ``db_path`` in ``folder`` (default: its backups folder)."""
    if reason not in REASONS:
        raise ValueError(f"unknown backup reason {reason!r}")
    db_path = Path(db_path)
    folder = folder if folder is not None else backup_dir_for(db_path)
    stamp = (now or dt.datetime.now()).strftime(STAMP_FORMAT)
    suffix = _suffix(db_path)

    def taken(prefix: str) -> bool:
        # Unique per second whatever the reason, so the order of a listing is well defined.
        return any((folder / f"{prefix}-{other}{suffix}").exists() for other in REASONS)

    prefix = f"{db_path.stem}-{stamp}"
    n = 1
    while taken(prefix):
        n += 1
        prefix = f"{db_path.stem}-{stamp}-{n}"
    return folder / f"{prefix}-{reason}{suffix}"


def verify_backup(path: Path) -> list[str]:
    """What is wrong with the backup at ``path``; [] when it opens and passes integrity_check."""
    try:
        return file_integrity_problems(path)
    except MusterError as exc:  # busy, a disk error: not a backup to rely on now either
        return [str(exc)]


def make_backup(
    db_path: Path,
    *,
    reason: str,
    dest: Path | None = None,
    now: dt.datetime | None = None,
) -> Path:
    """Copy ``db_path`` with the SQLite backup API and verify the copy; return its path.

    The copy goes to ``dest`` (a file, or a folder to put it in) or to the backups folder,
    named by ``now`` and ``reason``. It is written to a temporary file beside it
    (:mod:`models.store.leftovers`), opened again and integrity-checked, and only then renamed,
    so a failed or damaged copy never takes the name of a backup (and never replaces an older
    one). ``dest`` passes the guard (:mod:`models.store.guard`): a device, a FIFO, any SQLite
    database (an older backup included), where SQLite keeps a database's -wal, -shm or
    -journal, or beside a -wal or -journal of another is refused and left alone; a symbolic
    link writes the file it points at inside its folder (:func:`output_file`). The database and
    its log are judged first, as opening judges them. Safe while Muster has the database open.
    Raises :class:`BackupError` with a sentence for the user.
    """
    with reading(db_path, database=True):
        return _make_backup(Path(db_path), reason=reason, dest=dest, now=now)


def _make_backup(db_path: Path, *, reason: str, dest: Path | None, now: dt.datetime | None) -> Path:
    db_path = Path(db_path)
    if not db_path.is_file():
        raise BackupError(
            translate("Backups", "there is no database at {path} to back up").format(path=db_path)
        )
    if dest is None:
        dest = unique_backup_path(db_path, reason, now=now)
    else:
        dest = Path(dest).expanduser()
        try:
            if dest.is_dir():
                dest = unique_backup_path(db_path, reason, folder=dest, now=now)
        except OSError as exc:
            raise _backup_error(db_path, dest, exc) from None
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _backup_error(db_path, dest, exc) from None
    dest = output_file(dest, error=BackupError)
    refuse_beside_database(dest, BackupError)
    clean_leftovers(dest.parent, backups=dest.parent == backup_dir_for(db_path))
    try:
        # A copy of a cut file would be whole, and wrong; a log SQLite would not replay whole
        # would lose what it holds in the copy too.
        cut = file_problems(db_path)
        check_beside(db_path, finish=False)
    except MusterError as exc:
        raise BackupError(str(exc)) from None
    if cut:
        raise BackupError(
            translate(
                "Backups",
                "{path} is damaged: {problems}. No backup was made; restore the latest good backup",
            ).format(path=db_path, problems=describe_integrity_problems(cut))
        )
    try:
        with temporary_beside(dest) as (part, _fd):
            _copy_pages(db_path, part)
            problems = verify_backup(part)
            if problems:
                raise BackupError(
                    translate(
                        "Backups",
                        "the copy of {name} failed its integrity check ({problems}), so it was not kept. The database itself may be damaged: run the database check",  # noqa: E501
                    ).format(name=db_path.name, problems=describe_integrity_problems(problems))
                )
            os.replace(part, dest)
        sync_folder(dest.parent)
    except BackupError:
        raise
    except MusterError as exc:  # the database could not be read (busy, a read-only place)
        raise BackupError(str(exc)) from None
    except (OSError, sqlite3.Error) as exc:
        raise _backup_error(db_path, dest, exc) from None
    return dest


def _copy_pages(src: Path, dest: Path) -> None:
    """The SQLite online backup: a consistent copy even while another connection writes.

    ``dest`` is a new, empty file (SQLite takes a 0-byte file as an empty database).
    """
    with looking(src) as source:
        target = sqlite3.connect(dest)
        try:
            source.backup(target)
            # A backup is one self-contained file: no -wal beside it when it is opened.
            target.execute("PRAGMA journal_mode=DELETE")
        finally:
            target.close()


def _backup_error(db_path: Path, dest: Path, exc: BaseException) -> BackupError:
    name = getattr(exc, "sqlite_errorname", "") or ""
    full = name == "SQLITE_FULL" or "disk is full" in str(exc)
    if full or (isinstance(exc, OSError) and exc.errno == errno.ENOSPC):
        return BackupError(
            translate(
                "Backups",
                "there is not enough disk space in {folder} to back up {name}. Nothing was changed: free some space and try again",  # noqa: E501
            ).format(folder=dest.parent, name=db_path.name)
        )
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in str(exc):
        return BackupError(
            translate(
                "Backups", "{name} is busy: another copy of Muster is writing to it. Try again"
            ).format(name=db_path.name)
        )
    if isinstance(exc, OSError):
        return BackupError(
            translate("Backups", "cannot write the backup {file}: {reason}").format(
                file=dest, reason=os_error_text(exc, dest)
            )
        )
    if name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")) and disk_is_full(db_path):
        return BackupError(disk_full_reading(db_path))
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM")):
        return BackupError(
            translate(
                "Backups",
                "cannot write the backup {file}: the folder {folder} cannot be written to",
            ).format(file=dest, folder=dest.parent)
        )
    return BackupError(
        translate("Backups", "cannot back up {name} to {file}: {reason}").format(
            name=db_path.name, file=dest, reason=exc
        )
    )


def list_backups(db_path: Path) -> list[BackupInfo]:
    """The backups of ``db_path`` in its backups folder, newest first."""
    folder = backup_dir_for(db_path)
    if not folder.is_dir():
        return []
    pattern = _name_pattern(db_path)
    found = []
    for path in folder.iterdir():
        match = pattern.match(path.name)
        if match is None or not path.is_file():
            continue
        try:
            created = dt.datetime.strptime(match["stamp"], STAMP_FORMAT)
            size = path.stat().st_size
        except (ValueError, OSError):
            continue
        found.append(
            (created, int(match["n"] or 1), BackupInfo(path, created, match["reason"], size))
        )
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [info for _created, _n, info in found]


def latest_good_backup(db_path: Path) -> Path | None:
    """The newest backup of ``db_path`` that passes its integrity check and this Muster reads."""
    for backup in list_backups(db_path):
        if verify_backup(backup.path):
            continue
        try:
            version = read_schema_version(backup.path)
        except MusterError:
            continue
        if 0 < version <= SCHEMA_VERSION:
            return backup.path
    return None


def restore_backup(db_path: Path, backup: Path, *, now: dt.datetime | None = None) -> Path:
    """Put the contents of ``backup`` in place of ``db_path``; return the safety copy.

    The backup is verified first. The bound database is closed (:func:`close_database`): the
    caller reopens it with :func:`models.db.open_database` (which upgrades an older backup,
    backing it up first). Before anything is replaced, the current state is kept:

    - a sound database is backed up (reason "restore") and the safety copy's path returned;
      the backup's pages are then loaded into the file with the SQLite backup API, so a WAL
      or another reader stays consistent;
    - a damaged database is never overwritten: it is renamed aside, with its -wal and -shm,
      to ``<name>.damaged-YYYYmmdd-HHMMSS``, and that path is returned.

    Raises :class:`BackupError` and changes nothing when the backup is unusable.
    """
    db_path, backup = Path(db_path), Path(backup)
    if not backup.is_file():
        raise BackupError(translate("Backups", "there is no backup at {file}").format(file=backup))
    if db_path.exists() and backup.samefile(db_path):
        raise BackupError(translate("Backups", "{file} is the database itself").format(file=backup))
    problems = verify_backup(backup)
    if problems:
        raise BackupError(
            translate(
                "Backups",
                "the backup {name} is damaged ({problems}) and was not restored; nothing was changed",  # noqa: E501
            ).format(name=backup.name, problems=describe_integrity_problems(problems))
        )
    try:
        version = read_schema_version(backup)
    except MusterError as exc:
        raise BackupError(
            translate("Backups", "{name} cannot be restored: {reason}").format(
                name=backup.name, reason=exc
            )
        ) from None
    if not 0 < version <= SCHEMA_VERSION:
        raise BackupError(
            translate(
                "Backups",
                "{name} is not a backup this Muster can restore (database version {version}); nothing was changed",  # noqa: E501
            ).format(name=backup.name, version=version)
        )
    if not db_path.exists():
        raise BackupError(
            translate("Backups", "there is no database at {path} to restore into").format(
                path=db_path
            )
        )
    close_database()
    try:
        damaged = bool(file_integrity_problems(db_path))
    except MusterError as exc:
        raise BackupError(
            translate("Backups", "{name} was not restored: {reason}").format(
                name=backup.name, reason=exc
            )
        ) from None
    if damaged:
        return _replace_damaged(db_path, backup, now=now)
    safety = make_backup(db_path, reason=RESTORE, now=now)
    try:
        _load_into(backup, db_path)
    except (OSError, sqlite3.Error) as exc:
        raise BackupError(
            translate(
                "Backups",
                "cannot restore {name} ({reason}); the database was not changed, and its state before the restore is also in {safety}",  # noqa: E501
            ).format(name=backup.name, reason=exc, safety=safety.name)
        ) from None
    return safety


def _load_into(backup: Path, db_path: Path) -> None:
    """Copy the backup's pages into the live database file, in one locked step."""
    target = sqlite3.connect(db_path, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        with looking(backup) as source:
            source.backup(target)
    finally:
        target.close()


def _aside_name(db_path: Path, now: dt.datetime | None) -> Path:
    """A new name beside ``db_path`` for the damaged file kept aside: NAME.damaged-STAMP."""
    stamp = (now or dt.datetime.now()).strftime(STAMP_FORMAT)
    aside = db_path.with_name(f"{db_path.name}.damaged-{stamp}")
    n = 1
    while any(aside.with_name(aside.name + end).exists() for end in ("", *journals.COMPANIONS)):
        n += 1
        aside = db_path.with_name(f"{db_path.name}.damaged-{stamp}-{n}")
    return aside


def set_aside_damaged_log(db_path: Path, *, now: dt.datetime | None = None) -> Path | None:
    """When the -wal or -journal beside ``db_path`` is one SQLite would not replay whole (or a
    folder or pipe stands in its place): keep a copy of the database and of it, as
    ``NAME.damaged-STAMP`` and ``NAME.damaged-STAMP-wal`` (or ``-journal``: opened together,
    they are the files as they were), move aside what is no file, and let SQLite take what it
    can read of the log (it replays the WAL up to its damage, and folds it into the file). The
    copy's path; None, changing nothing, when nothing beside the file is damaged.

    The user's choice, never Muster's: the changes SQLite cannot read are in the copy only.
    """
    db_path = Path(db_path)
    verdict = journals.judge(db_path)
    if not verdict.damage and not verdict.unusable:
        return None
    aside = _aside_name(db_path, now)
    folder = db_path.parent if str(db_path.parent) else Path(".")
    try:
        for end in ("", *journals.COMPANIONS):
            source = db_path.with_name(db_path.name + end)
            kept = aside.with_name(aside.name + end)
            if end and not os.path.lexists(source):
                continue
            if end and not source.is_file():
                os.replace(source, kept)  # a folder or a pipe in the way: moved, not read
                continue
            if end == "-shm":
                continue  # an index SQLite makes again
            with temporary_beside(kept) as (part, fd):
                with open(source, "rb") as src, open(fd, "wb", closefd=False) as out:
                    shutil.copyfileobj(src, out)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(part, kept)
        sync_folder(folder)
        conn = sqlite3.connect(db_path, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # a journal undone
            if db_path.with_name(db_path.name + "-wal").exists():
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        finally:
            conn.close()
    except (OSError, sqlite3.Error) as exc:
        raise BackupError(
            translate(
                "Backups",
                "cannot keep a copy of {name} and its damaged log ({reason}); nothing else was changed",  # noqa: E501
            ).format(name=db_path.name, reason=exc)
        ) from None
    verified.forget(db_path)
    return aside


def _replace_damaged(db_path: Path, backup: Path, *, now: dt.datetime | None) -> Path:
    aside = _aside_name(db_path, now)
    try:
        with temporary_beside(db_path) as (fresh, _fd):
            _copy_pages(backup, fresh)
            if verify_backup(fresh):
                raise BackupError(
                    translate(
                        "Backups", "the copy of {name} could not be verified; not restored"
                    ).format(name=backup.name)
                )
            # The damaged file keeps its bytes under another name; its -wal (if any) must go
            # with it, or SQLite would replay it into the restored file.
            os.replace(db_path, aside)
            for extra in journals.COMPANIONS:
                companion = db_path.with_name(db_path.name + extra)
                if companion.exists():
                    os.replace(companion, aside.with_name(aside.name + extra))
            os.replace(fresh, db_path)
        sync_folder(db_path.parent)
    except BackupError:
        raise
    except (OSError, sqlite3.Error) as exc:
        raise _backup_error(backup, db_path, exc) from None
    return aside


def damaged_file_message(db_path: Path, problem: str, *, log: bool = False) -> str:
    """One line for a damaged database: what is wrong, that it is untouched, the way back.
    ``log``: the damage is in its -wal or -journal, and going on without what cannot be read
    of it is the user's choice too."""
    problem = " ".join(problem.split()).rstrip(".")
    good = latest_good_backup(db_path)
    if log:
        choice = translate(
            "Backups",
            "To go on without the changes SQLite cannot read, run the database check with --repair --drop-damaged-log: it keeps a copy of both files first",  # noqa: E501
        )
        if good is None:
            return translate(
                "Backups",
                "{problem}. Muster has not changed the file or its log. {choice}; there is no good backup of it in {folder}",  # noqa: E501
            ).format(problem=problem, choice=choice, folder=backup_dir_for(db_path))
        return translate(
            "Backups",
            "{problem}. Muster has not changed the file or its log. {choice}; or restore the latest good backup, {backup}",  # noqa: E501
        ).format(problem=problem, choice=choice, backup=good)
    if good is None:
        return translate(
            "Backups",
            "{problem}. Muster has not changed the file, and found no good backup of it in {folder}",  # noqa: E501
        ).format(problem=problem, folder=backup_dir_for(db_path))
    return translate(
        "Backups",
        "{problem}. Muster has not changed the file. The latest good backup is {backup} (copy it to a new name to use it)",  # noqa: E501
    ).format(problem=problem, backup=good)


def backup_info(path: Path, db_path: Path) -> BackupInfo | None:
    """The listing entry of the backup at ``path``, if it is one of ``db_path``'s backups."""
    for info in list_backups(db_path):
        if info.path == Path(path):
            return info
    return None
