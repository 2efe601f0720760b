"""A value the database holds but Muster cannot use is shown as unreadable where it appears.

The models raise :class:`~models.errors.DatabaseValueError` for such a value (its fields read
nothing of the wrong type, see ``models/store/schema.py``). Each view reads inside
:func:`shown_or_unreadable`: what it cannot read is left empty and says so in words, with the
way to repair it; every other view still shows, and the actions that act on what is not shown
have nothing selected to act on.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import DatabaseValueError

# Shown as translate("Unreadable", text).
UNREADABLE = QT_TRANSLATE_NOOP("Unreadable", "unreadable (bad value in the database)")
REPAIR = QT_TRANSLATE_NOOP(
    "Unreadable", "Database ▸ Check… (or `python main.py check --repair`) repairs what it can."
)


def unreadable_words(what: str, exc: DatabaseValueError | str) -> str:
    """``what`` (in the user's language: "This warband") is unreadable, why, and what to do
    (said once: the models' words end with their own pointer to the check). ``exc`` may be the
    words of a row that stands in for one that could not be read
    (:mod:`models.store.tolerant`)."""
    # the models' words end with their own pointer to the check, which begins so
    pointer = translate(
        "Unreadable", "The database check", "how the models' sentence pointing to the check begins"
    )
    why = str(exc).split(" " + pointer, 1)[0]
    return translate("Unreadable", "{what}: {unreadable}. {why} {repair}").format(
        what=what,
        unreadable=translate("Unreadable", UNREADABLE),
        why=why,
        repair=translate("Unreadable", REPAIR),
    )


@contextlib.contextmanager
def shown_or_unreadable(what: str, on_error: Callable[[str], None]) -> Iterator[None]:
    """Run the block that reads and shows ``what`` (words in the user's language: "This
    character"); if it meets a value it cannot read, call
    ``on_error`` with the words to show in its place instead of failing."""
    try:
        yield
    except DatabaseValueError as exc:
        on_error(unreadable_words(what, exc))
