"""A campaign published as a folder of static web pages (``main.py publish``).

The pages need no server, no script and no network: the style sheet and the fonts come with
the folder, and the league chart is inline SVG. They are made from Jinja2 templates
(``resources/site/templates``) with autoescaping on, so every name and note a user typed is
text on the page, whatever it holds.

The folder is Muster's: a ``.muster-site`` file in it lists what Muster wrote there, read as
strictly as a campaign file (a regular file of bounded size, every name one Muster writes:
:class:`SiteMarker`). A folder that holds anything without it is refused (Muster never writes
over files it did not write), and so is one the guard refuses (:mod:`models.store.guard`: where
SQLite keeps a database's journal, say). Publishing again makes only the pages whose inputs
changed (their digests are kept in the marker: :mod:`models.publish_inputs`), rewrites only
those whose text changed, and removes the pages of what was deleted since. Every page is
written whole, every file name is made of numbers Muster chose, never of a name a user typed,
and no symbolic link inside the folder is ever followed (each of its folders is opened without
following one, and pages are moved into it and removed from it through those), so nothing is
written or removed outside the folder.

The pages are made in a hidden folder beside the site, ``.SITE.muster-staging-XXXXXXXX``, and
moved in once all are made: a publish stopped halfway leaves nothing half made in the folder
people upload (the next publish removes what it left beside). Only where nothing can be made
beside the site (a folder above it that cannot be written, or another disk mounted on the
site) does it go inside, as the hidden ``.muster-staging-XXXXXXXX``, which the README says not
to upload.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from i18n import translate
from models.bad_rows import BadRow
from models.publish_folder import (
    FOLDERS,
    PublishError,
    _folders,
    _LinkInSite,
    _mark,
    _previous,
    _Site,
    _staging,
    _synced,
    _write_page,
)
from models.publish_inputs import Fresh, Kept, Page
from models.publish_pages import FONTS, RESOURCES, _pages
from models.store.guard import output_folder
from models.store.schema import Campaign


@dataclass(frozen=True)
class Published:
    """What publishing did: the files written (new or changed), those left as they were, and
    those removed (pages of what was deleted)."""

    written: tuple[str, ...]
    kept: tuple[str, ...]
    removed: tuple[str, ...]
    # The warriors whose rows hold a value Muster cannot read: their pages were not made
    # (one published before is kept as it was); everything else was.
    left_out: tuple[BadRow, ...] = ()
    # The pages made from the database (written or found as they were): those whose inputs
    # changed since the site's marker recorded them; the others were not read or made.
    made: tuple[str, ...] = ()


def publish_campaign(
    *,
    campaign: Campaign,
    out: Path,
    progress: Callable[[str], object] | None = None,
) -> Published:
    """Write the pages of ``campaign`` into the folder ``out`` (made if missing): only those
    whose text changed; the pages of what was deleted since go. Refused, writing nothing,
    when ``out`` holds files Muster did not write, when its marker is not Muster's, and where
    the guard refuses a folder.

    The changed pages are made first into a hidden folder beside ``out`` (see the module's
    docstring), and moved into place only once every page is made: a page that cannot be made
    (a value the database should not hold) leaves the published site as it was."""
    out = Path(out).expanduser()
    if out.exists() and not out.is_dir():
        raise PublishError(
            translate("Site", "{out} is not a folder; choose a folder for the pages.").format(
                out=out
            )
        )
    output_folder(out, error=PublishError)
    with _folders(out) as site:
        previous = _previous(out, site.fd)
        before = set(previous.files)
        with _staging(out, site.fd) as staging:
            left_out: list[BadRow] = []
            fresh = Fresh(
                previous.inputs, previous.pages, site.key, previous.source, previous.files
            )
            made = _stage(campaign, site, staging, progress, left_out, fresh)
            # The marker lists every page that may be in the folder before any is moved in
            # (with the digests it had: a page moved in has a new file, so it is made again),
            # so a publish stopped halfway (a full disk, a killed process) leaves none the
            # next one does not know of. (Without the database's key: a publish stopped
            # halfway is never taken for one that made its pages. With nothing to move in,
            # the marker is left as it is until the end.)
            if made.written:
                _mark(out, campaign, before | made.now, staging, previous.inputs, previous.pages)
            removed = _move_in(site, staging, before, made)
            _mark(out, campaign, made.now, staging, made.inputs, made.files, fresh.source_now)
    return Published(
        tuple(made.written), tuple(made.kept), tuple(removed), tuple(left_out), tuple(made.made)
    )


@dataclass
class _Made:
    """What :func:`_stage` made: the pages written into the staging folder, those left as
    they are in the site, every page's name; each page's digest and its file's key, for the
    marker."""

    written: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    made: list[str] = field(default_factory=list)  # the pages made from the database
    now: set[str] = field(default_factory=set)
    inputs: dict[str, str] = field(default_factory=dict)
    files: dict[str, tuple[int, int, int]] = field(default_factory=dict)


def _move_in(site: _Site, staging: Path, before: set[str], made: _Made) -> list[str]:
    """Move the pages made into the site and remove those of what was deleted: what was
    removed."""
    out = site.out
    for name in made.written:  # every page made: each moved into place whole
        try:
            held = site.holding(name, make=True)
            assert held is not None  # made when missing
            os.replace(staging / name, held[1], dst_dir_fd=held[0])
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=out / name, reason=exc.strerror or exc
                )
            ) from None
    if made.written:
        site.sync()
    removed = []
    for name in sorted(before - made.now):
        try:
            found = site.holding(name, make=False)
            if found is not None:
                os.unlink(found[1], dir_fd=found[0])  # a link itself, never what it points at
                removed.append(name)
        except _LinkInSite:
            continue  # never followed: what is behind it is not the site's
        except (FileNotFoundError, IsADirectoryError):
            continue
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot remove {path}: {reason}.").format(
                    path=out / name, reason=exc.strerror or exc
                )
            ) from None
    for sub in FOLDERS:
        site.remove_if_empty(sub)
    if made.written or removed:
        site.sync()
    return removed


def _stage(
    campaign: Campaign,
    site: _Site,
    staging: Path,
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
    fresh: Fresh,
) -> _Made:
    """Make the pages ``fresh`` says are needed, one at a time; those whose text differs
    from the site's go into ``staging``."""
    made = _Made()
    static: list[Page] = [("site.css", (RESOURCES / "site" / "site.css").read_bytes(), None)]
    static += [(f"fonts/{name}", (RESOURCES / "fonts" / name).read_bytes(), None) for name in FONTS]
    folders: set[str] = set()  # the folders made in staging
    for name, text, digest in itertools.chain(static, _pages(campaign, progress, left_out, fresh)):
        try:
            if text is None:  # a page that cannot be made: the one published before stays
                if site.read(name) is not None:
                    made.now.add(name)
                    made.kept.append(name)
                continue
            made.now.add(name)
            if digest is not None:
                made.inputs[name] = digest
            if isinstance(text, Kept):  # not made: the site's file is the one Muster left
                made.kept.append(name)
                made.files[name] = fresh.files[name]
                continue
            if isinstance(text, str):
                made.made.append(name)
            data = text if isinstance(text, bytes) else text.encode("utf-8")
            there = site.read_keyed(name)
            if there is not None and there[0] == data:
                made.kept.append(name)
                made.files[name] = there[1]
                continue
            sub = name.rpartition("/")[0]
            if sub and sub not in folders:
                (staging / sub).mkdir(parents=True, exist_ok=True)
                folders.add(sub)
            # The staging folder is Muster's own (locked, named afresh): a page is written
            # plainly, and every page is synced at once before any is moved into the site.
            made.files[name] = _write_page(staging / name, data)
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=site.out / name, reason=exc.strerror or exc
                )
            ) from None
        made.written.append(name)
    made.inputs.update(fresh.groups)
    _synced(staging, made.written, folders)
    return made


__all__ = ["Published", "publish_campaign"]
