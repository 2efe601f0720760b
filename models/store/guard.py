"""The one guard for every file Muster writes: what it never writes over, and where it never
writes.

Every name Muster writes to passes here, for every command and every save dialog: a file
(:func:`models.store.files.output_file`, and so every whole-file write, a backup's destination
and a new database, which :func:`refuse_beside_database` looks beside too) and every folder
``publish`` and ``screenshots`` make or write into (:func:`output_folder`). Refused in one
sentence, before anything is written:

- **a file Muster reads now**, whatever name, symbolic link or hard link reaches it
  (:func:`protect`, :func:`reading`): the open database, its -wal, -shm and -journal whether or
  not they exist, its backups and their folder, and a database or file being read;
- **any SQLite database**, known by its header (another campaign database, a backup, a copy),
  and **SQLite's log of one** (a WAL or a rollback journal, by theirs);
- **a name where SQLite keeps the -wal, -shm or -journal of a database** there, whether or not
  that file exists: SQLite would take what Muster wrote (or a folder made there) for its own and
  delete it, or refuse to open the database ("disk I/O error");
- **a new database beside a -wal or -journal** already there, which SQLite would replay into it;
- **a symbolic link that leads out of the folder it is in**: a link is written through only
  when what it points at lies inside that folder. (Inside a published site no link is followed
  at all: :mod:`models.publish_folder`.)
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError

SQLITE_MAGIC = b"SQLite format 3\x00"
WAL_MAGICS = (bytes.fromhex("377f0682"), bytes.fromhex("377f0683"))
JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
COMPANIONS = ("-wal", "-shm", "-journal")
BACKUP_FOLDER = "backups"  # beside a database: its backups (models.store.backup)
# What SQLite keeps under each name beside a database, as a refusal names it ("Files").
KEPT = {
    "-wal": QT_TRANSLATE_NOOP("Files", "write-ahead log"),
    "-shm": QT_TRANSLATE_NOOP("Files", "shared-memory index"),
    "-journal": QT_TRANSLATE_NOOP("Files", "rollback journal"),
}

# Where the files Muster reads come from: each a function giving (path, what it is) pairs, added
# by the code that reads them (models.store.lifecycle: the database and its backups).
_PROTECTORS: list[Callable[[], Iterable[tuple[Path, str]]]] = []
_READING: dict[Path, str] = {}  # files being read now (an import's, a copy's source)

READING = QT_TRANSLATE_NOOP("Files", "the file being read")
OPEN = QT_TRANSLATE_NOOP("Files", "the open campaign database")
PART_OPEN = QT_TRANSLATE_NOOP("Files", "a part of the open campaign database")
DATABASE_READ = QT_TRANSLATE_NOOP("Files", "the database being read")
PART_READ = QT_TRANSLATE_NOOP("Files", "a part of the database being read")
BACKUP = QT_TRANSLATE_NOOP("Files", "a backup of the campaign database")
BACKUPS_FOLDER = QT_TRANSLATE_NOOP("Files", "the backups folder of the campaign database")
# What the files Muster reads are, as their readers name them (``what`` of :func:`reading`,
# :func:`models.store.files.open_regular` and the protectors): translated where a sentence
# names them.
WHATS = (
    READING,
    OPEN,
    PART_OPEN,
    DATABASE_READ,
    PART_READ,
    BACKUP,
    BACKUPS_FOLDER,
    QT_TRANSLATE_NOOP("Files", "a campaign file"),
    QT_TRANSLATE_NOOP("Files", "a database file"),
    QT_TRANSLATE_NOOP("Files", "a preferences file"),
)


# The refusals ("Files"), each one line.
READ_BY_MUSTER = QT_TRANSLATE_NOOP(
    "Files",
    "{path} is {what}, which Muster reads: writing over it would lose it, so nothing was written. Choose another name",  # noqa: E501
)
KEPT_BY_SQLITE = QT_TRANSLATE_NOOP(
    "Files",
    "{path} is where SQLite keeps the {kind} of the database {database}: SQLite would take what Muster put there for its own and delete it, or stop opening the database, so nothing was written. Choose another name",  # noqa: E501
)
A_DATABASE = QT_TRANSLATE_NOOP(
    "Files",
    "{path} is a SQLite database: Muster never writes over a database (a campaign database, a backup or a copy), so nothing was written. Choose another name",  # noqa: E501
)
A_LOG = QT_TRANSLATE_NOOP(
    "Files",
    "{path} holds SQLite's log of the latest changes to a database: writing over it would lose them, so nothing was written. Choose another name",  # noqa: E501
)
LINK_OUT = QT_TRANSLATE_NOOP(
    "Files",
    "{path} is a symbolic link that leads out of its folder (to {target}): Muster writes only inside the folder chosen, so nothing was written. Choose another name",  # noqa: E501
)
BESIDE = QT_TRANSLATE_NOOP(
    "Files",
    "beside {path} is {other}, which SQLite would take for the new database's {kind}, so nothing was written. Move it away or choose another name",  # noqa: E501
)


def protect(provider: Callable[[], Iterable[tuple[Path, str]]]) -> None:
    """Register ``provider``: the files it names are never written over."""
    if provider not in _PROTECTORS:
        _PROTECTORS.append(provider)


@contextlib.contextmanager
def reading(path: Path | str, what: str = READING, *, database: bool = False) -> Iterator[None]:
    """While the block runs, ``path`` is a file Muster reads: nothing writes over it. ``what``
    says what the file is, in the user's language (translated where it is shown when it is one
    of :data:`WHATS`). A ``database`` brings its -wal, -shm and -journal with it, and its
    backups folder and the backups in it."""
    key = Path(path).expanduser()
    keys = dict(files_of_database(key, is_open=False)) if database else {key: what}
    added = [k for k in keys if k not in _READING]
    _READING.update({k: keys[k] for k in added})
    try:
        yield
    finally:
        for k in added:
            _READING.pop(k, None)


def files_of_database(path: Path, *, is_open: bool) -> list[tuple[Path, str]]:
    """The database ``path`` (the open one, or one being read), its -wal, -shm and -journal
    whether or not they exist, its backups folder and the backups in it: each with what it
    is, as a refusal names it."""
    part = PART_OPEN if is_open else PART_READ
    found = [(path, OPEN if is_open else DATABASE_READ)]
    found += [(path.with_name(path.name + end), part) for end in COMPANIONS]
    folder = path.parent / BACKUP_FOLDER
    found.append((folder, BACKUPS_FOLDER))
    with contextlib.suppress(OSError):
        found += [(backup, BACKUP) for backup in folder.iterdir()]
    return found


def protected_files() -> list[tuple[Path, str]]:
    """The files no command may write over now, with what each is (the open database's
    first: a file both open and being read is named as the open one)."""
    found: list[tuple[Path, str]] = []
    for provider in _PROTECTORS:
        with contextlib.suppress(Exception):  # a provider that cannot tell protects nothing
            found.extend(provider())
    return found + list(_READING.items())


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` are one file: the same inode (a link or a hard link), or, for
    a file not there yet, the same real path."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        try:
            return os.path.realpath(a) == os.path.realpath(b)
        except (OSError, ValueError):
            return False


def head(path: Path) -> bytes:
    """The first 16 bytes of ``path`` when it is a regular file that can be read; else b"".
    A pipe or a device is never read (nor waited on)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return b""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return b""
        return os.pread(fd, len(SQLITE_MAGIC), 0)
    except OSError:
        return b""
    finally:
        os.close(fd)


def is_sqlite(path: Path) -> bool:
    """Whether ``path`` is a SQLite database, by its header."""
    return head(path) == SQLITE_MAGIC


def kept_beside(path: Path) -> tuple[str, Path] | None:
    """When ``path`` is a name where SQLite keeps a file of a database there (its -wal, -shm
    or -journal): which one, and the database."""
    name = path.name
    for end in COMPANIONS:
        if name.endswith(end) and len(name) > len(end):
            database = path.with_name(name[: -len(end)])
            if is_sqlite(database):
                return end, database
    return None


def _refused(text: str, error: type[MusterError], **fields: object) -> MusterError:
    return error(translate("Files", text).format(**fields))


def _refuse_among(
    path: Path, target: Path, error: type[MusterError], found: Iterable[tuple[Path, str]]
) -> None:
    for protected, what in found:
        if same_file(target, protected):
            raise _refused(
                READ_BY_MUSTER,
                error,
                path=path,
                what=translate("Files", what),
            )


def refuse_read(path: Path, error: type[MusterError]) -> None:
    """Raise ``error`` when ``path``, a database about to be opened for writing, is a file a
    command is reading now (:func:`reading`): a copy's source, its log or its backups."""
    _refuse_among(path, path, error, list(_READING.items()))


def refuse_protected(
    path: Path, target: Path, error: type[MusterError], *, folder: bool = False
) -> None:
    """Raise ``error`` when ``target``, the file (or with ``folder`` the folder) the name
    ``path`` writes, is one Muster must not write over (see the module's docstring)."""
    for name in dict.fromkeys((path, target)):
        kept = kept_beside(name)
        if kept is not None:
            raise _refused(
                KEPT_BY_SQLITE,
                error,
                path=path,
                kind=translate("Files", KEPT[kept[0]]),
                database=kept[1],
            )
    _refuse_among(path, target, error, protected_files())
    if folder:
        return
    first = head(target)
    if first == SQLITE_MAGIC:
        raise _refused(
            A_DATABASE,
            error,
            path=path,
        )
    if first[:4] in WAL_MAGICS or first[:8] == JOURNAL_MAGIC:
        raise _refused(
            A_LOG,
            error,
            path=path,
        )


def refuse_link_out(path: Path, error: type[MusterError]) -> Path:
    """The file to write for the name ``path``: ``path``, or what its symbolic link points at
    when that lies inside the folder of the link. A link out of it raises ``error``."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    folder = os.path.realpath(path.parent if str(path.parent) else ".")
    if os.path.commonpath([folder, target]) != folder:
        raise _refused(
            LINK_OUT,
            error,
            path=path,
            target=target,
        )
    return target


def refuse_beside_database(path: Path, error: type[MusterError]) -> None:
    """Raise ``error`` when a new database at ``path`` would find a -wal or -journal of
    another beside it (SQLite would replay it into the new one), or a -shm it cannot use."""
    for end in COMPANIONS:
        other = path.with_name(path.name + end)
        try:
            mode = other.lstat().st_mode
        except OSError:
            continue
        if end == "-shm" and stat.S_ISREG(mode):
            continue  # SQLite makes a stale index anew
        raise _refused(
            BESIDE,
            error,
            path=path,
            other=other.name,
            kind=translate("Files", KEPT[end]),
        )


def output_folder(path: Path | str, *, error: type[MusterError] = MusterError) -> Path:
    """The folder ``path``, made if need be (with its parents), when Muster may write into it:
    a folder (or a name for one) that is none of the names :func:`refuse_protected` guards, nor
    any parent it makes. Raises ``error`` and makes nothing otherwise."""
    path = Path(path).expanduser()
    missing = []
    step = path
    while True:
        try:
            mode = step.stat().st_mode
        except FileNotFoundError:
            missing.append(step)
            if step.parent == step:
                break
            step = step.parent
            continue
        except OSError as exc:
            raise error(
                translate("Files", "cannot write into {folder}: {reason}").format(
                    folder=path, reason=exc.strerror or exc
                )
            ) from None
        if not stat.S_ISDIR(mode):
            raise error(
                translate("Files", "{path} is not a folder; choose a folder to write in").format(
                    path=step
                )
            )
        break
    for folder in (path, *missing):
        target = Path(os.path.realpath(folder))
        refuse_protected(folder, target, error, folder=True)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise error(
            translate("Files", "cannot write into {folder}: {reason}").format(
                folder=path, reason=exc.strerror or exc
            )
        ) from None
    return path
