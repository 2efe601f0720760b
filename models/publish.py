"""A campaign published as a folder of static web pages (``main.py publish``).

The pages need no server, no script and no network: the style sheet and the fonts come with
the folder, and the league chart is inline SVG. They are made from Jinja2 templates
(``resources/site/templates``) with autoescaping on, so every name and note a user typed is
text on the page, whatever it holds.

The folder is Muster's: a ``.muster-site`` file in it lists what Muster wrote there, read as
strictly as a campaign file (a regular file of bounded size, every name one Muster writes:
:class:`SiteMarker`). A folder that holds anything without it is refused (Muster never writes
over files it did not write), and so is one the guard refuses (:mod:`models.store.guard`: where
SQLite keeps a database's journal, say). Publishing again rewrites only the pages whose text
changed, and removes the pages of what was deleted since. Every page is written whole, every
file name is made of numbers Muster chose, never of a name a user typed, and no symbolic link
inside the folder is ever followed (each of its folders is opened without following one, and
pages are moved into it and removed from it through those), so nothing is written or removed
outside the folder.

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
from dataclasses import dataclass
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
        before = set(_previous(out, site.fd))
        with _staging(out, site.fd) as staging:
            left_out: list[BadRow] = []
            written, kept, now, removed = _publish(
                campaign, site, staging, before, progress, left_out
            )
            _mark(out, campaign, now, staging)
    return Published(tuple(written), tuple(kept), tuple(removed), tuple(left_out))


def _publish(
    campaign: Campaign,
    site: _Site,
    staging: Path,
    before: set[str],
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
) -> tuple[list[str], list[str], set[str], list[str]]:
    """Make the pages, mark them, move the changed ones in and remove those of what was
    deleted: what was written, kept and removed."""
    out = site.out
    written, kept, now = _stage(campaign, site, staging, progress, left_out)
    # The marker lists every page that may be in the folder before any is moved in, so a
    # publish stopped halfway (a full disk, a killed process) leaves none the next one does
    # not know of.
    _mark(out, campaign, before | now, staging)
    for name in written:  # every page made: each moved into place whole
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
    site.sync()
    removed = []
    for name in sorted(before - now):
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
    site.sync()
    return written, kept, now, removed


def _stage(
    campaign: Campaign,
    site: _Site,
    staging: Path,
    progress: Callable[[str], object] | None,
    left_out: list[BadRow],
) -> tuple[list[str], list[str], set[str]]:
    """Make every page, one at a time; those whose text differs from the site's go into
    ``staging``. The names written there, those left as they are, and every name."""
    written: list[str] = []
    kept: list[str] = []
    now: set[str] = set()
    static = [("site.css", (RESOURCES / "site" / "site.css").read_bytes())]
    static += [(f"fonts/{name}", (RESOURCES / "fonts" / name).read_bytes()) for name in FONTS]
    pages = (
        (name, None if text is None else text.encode("utf-8"))
        for name, text in _pages(campaign, progress, left_out)
    )
    made: set[str] = set()  # the folders made in staging
    for name, data in itertools.chain(static, pages):
        try:
            if data is None:  # a page that cannot be made: the one published before stays
                if site.read(name) is not None:
                    now.add(name)
                    kept.append(name)
                continue
            now.add(name)
            if site.read(name) == data:
                kept.append(name)
                continue
            sub = name.rpartition("/")[0]
            if sub and sub not in made:
                (staging / sub).mkdir(parents=True, exist_ok=True)
                made.add(sub)
            # The staging folder is Muster's own (locked, named afresh): a page is written
            # plainly, and every page is synced at once before any is moved into the site.
            _write_page(staging / name, data)
        except OSError as exc:
            raise PublishError(
                translate("Site", "Cannot write {path}: {reason}.").format(
                    path=site.out / name, reason=exc.strerror or exc
                )
            ) from None
        written.append(name)
    _synced(staging, written, made)
    return written, kept, now


__all__ = ["Published", "publish_campaign"]
