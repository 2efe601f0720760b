"""The roster's filter: which warriors the cards and the table show (everyone, the living, those
able to play, the dead, the retired) and a search by name, profile or kit as you type,
remembered for each warband."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models.roster import RosterRow
from models.store.schema import ACTIVE, DEAD, RETIRED
from ui import common
from ui.views import name_for_readers

EVERYONE, LIVING, ABLE, DEAD_ONLY, RETIRED_ONLY = "all", "living", "able", "dead", "retired"
# Each choice and its words, shown as translate("RosterFilter", words).
CHOICES = (
    (EVERYONE, QT_TRANSLATE_NOOP("RosterFilter", "Everyone")),
    (LIVING, QT_TRANSLATE_NOOP("RosterFilter", "The living")),
    (ABLE, QT_TRANSLATE_NOOP("RosterFilter", "Able to play")),
    (DEAD_ONLY, QT_TRANSLATE_NOOP("RosterFilter", "The dead")),
    (RETIRED_ONLY, QT_TRANSLATE_NOOP("RosterFilter", "The retired")),
)
_STATUSES = {
    EVERYONE: None,
    LIVING: {ACTIVE, RETIRED},
    ABLE: {ACTIVE},
    DEAD_ONLY: {DEAD},
    RETIRED_ONLY: {RETIRED},
}


@dataclass(frozen=True)
class Filter:
    """Who is shown: a status choice (``CHOICES``) and words each shown warrior's name,
    profile or kit holds."""

    status: str = EVERYONE
    words: str = ""

    @property
    def active(self) -> bool:
        return self.status != EVERYONE or bool(self.words.strip())

    def keeps(self, row: RosterRow) -> bool:
        if row.unreadable:
            return True  # what cannot be read is never hidden: it needs repairing
        statuses = _STATUSES.get(self.status)
        if statuses is not None and row.status not in statuses:
            return False
        wanted = self.words.casefold().split()
        if not wanted:
            return True
        said = " ".join(
            (row.name, row.profile_name, row.kit, *(name for name, _rule in row.specials))
        ).casefold()
        return all(word in said for word in wanted)

    def applied(self, rows: Sequence[RosterRow]) -> list[RosterRow]:
        return [row for row in rows if self.keeps(row)] if self.active else list(rows)


class RosterFilter(QWidget):
    """The search field and the status choice above the roster. ``changed`` when either
    changes; :meth:`show_warband` puts in the filter kept for a warband."""

    changed = Signal()

    def __init__(self, where: Callable[[], str], parent: QWidget | None = None) -> None:
        """``where``: the database's location as text, so that each database's warbands keep
        their own filters (their ids are only unique within it)."""
        super().__init__(parent)
        self._where = where
        self._warband: int | None = None
        self.search = QLineEdit()
        self.search.setObjectName("rosterSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(translate("RosterFilter", "Find by name, profile or kit"))
        name_for_readers(self.search, translate("RosterFilter", "Find warriors"))
        self.status = QComboBox()
        self.status.setObjectName("rosterShows")
        for key, words in CHOICES:
            self.status.addItem(translate("RosterFilter", words), key)
        self.status.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        name_for_readers(self.status, translate("RosterFilter", "Warriors shown"))
        self.count = QLabel()
        self.count.setObjectName("rosterShown")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.count)
        self.search.textChanged.connect(self._edited)
        self.status.currentIndexChanged.connect(self._edited)

    def current(self) -> Filter:
        return Filter(self.status.currentData() or EVERYONE, self.search.text())

    def show_warband(self, warband_id: int | None) -> None:
        """Put in the filter last used on ``warband_id``'s roster (none: everyone)."""
        if warband_id == self._warband:
            return
        self._warband = warband_id
        kept = self._kept(warband_id)
        blocked = (self.search.blockSignals(True), self.status.blockSignals(True))
        try:
            self.search.setText(kept.words)
            index = self.status.findData(kept.status)
            self.status.setCurrentIndex(max(index, 0))
        finally:
            self.search.blockSignals(blocked[0])
            self.status.blockSignals(blocked[1])

    def show_count(self, shown: int, total: int) -> None:
        """How many of the roster's warriors the filter lets through, when it holds some back."""
        self.count.setText(
            translate("RosterFilter", "{shown} of {total}").format(shown=shown, total=total)
            if self.current().active
            else ""
        )
        self.count.setToolTip(
            translate("RosterFilter", "{shown} of the warband's {total} characters shown").format(
                shown=shown, total=total
            )
        )

    def _edited(self, *_args: object) -> None:
        if self._warband is not None:
            chosen = self.current()
            value = json.dumps({"status": chosen.status, "words": chosen.words})
            QSettings().setValue(self._key(self._warband), value)
        self.changed.emit()

    def _key(self, warband_id: int) -> str:
        place = hashlib.sha1(self._where().encode()).hexdigest()
        return f"roster_filter/{place}/{warband_id}"

    def _kept(self, warband_id: int | None) -> Filter:
        if warband_id is None:
            return Filter()
        try:
            kept = json.loads(common.setting_text(self._key(warband_id)) or "{}")
        except ValueError:
            return Filter()  # a settings file edited by hand: start afresh
        if not isinstance(kept, dict):
            return Filter()
        status, words = kept.get("status"), kept.get("words")
        return Filter(
            status if status in _STATUSES else EVERYONE,
            words if isinstance(words, str) else "",
        )
