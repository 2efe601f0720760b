"""The campaign's log on the Games tab: everything that happened, newest first, filtered by
warband and by kind; an entry a correction superseded struck through, as in every history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, date_text, translate
from models.campaigns import list_warbands
from models.game_log import KIND_NAMES, LogRow, MergedLog, campaign_log, log_size
from models.reports import REPORT_KIND, report_log
from models.store.connection import is_server
from models.store.schema import Campaign
from ui.history_table import HistoryTextDelegate, SupersededRole
from ui.item_models import NATURAL, RESIZE_PRECISION, Index, RecordTableModel
from ui.views import keyboard_friendly, name_for_readers, sortable

ALL = None

# translate()'s unused fourth argument before a count: pyside6-lupdate reads the call as a
# plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None


PAGE = 400  # entries read at a time: a long campaign's log has tens of thousands
# The kind of the entries saying what happened to a game's report, on a club server; shown
# as translate("CampaignLog", REPORTS).
REPORTS = QT_TRANSLATE_NOOP("CampaignLog", "Reports")


# Reads the log's entries from an offset: so many, or (None) all the rest.
Reader = Callable[[int, int | None], list[LogRow]]


class LogTableModel(RecordTableModel):
    """The log, read a page at a time as the view scrolls down (Qt's fetchMore); all of it
    once the user sorts it, since a sort of the pages read so far would show the oldest entry
    read as the oldest of all."""

    COL_WHEN, COL_WARBAND, COL_WHO, COL_KIND, COL_TEXT = range(5)
    headers = (
        QT_TRANSLATE_NOOP("LogTableModel", "When"),
        QT_TRANSLATE_NOOP("LogTableModel", "Warband"),
        QT_TRANSLATE_NOOP("LogTableModel", "Who"),
        QT_TRANSLATE_NOOP("LogTableModel", "Kind"),
        QT_TRANSLATE_NOOP("LogTableModel", "What happened"),
    )
    header_context = "LogTableModel"
    time_columns = (COL_WHEN,)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.total = 0
        self._more: Reader | None = None

    def set_log(self, rows: list[LogRow], total: int, more: Reader | None) -> None:
        """The first page, how many there are in all, and how to read more from an offset."""
        self.total = total
        self._more = more
        if self.sort_column != NATURAL and more is not None and len(rows) < total:
            rows = [*rows, *more(len(rows), None)]
        self.set_rows(rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if column != NATURAL and self.canFetchMore():
            self._read_more(None)
        super().sort(column, order)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._more is not None and self.rowCount() < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            self._read_more(PAGE)

    def _read_more(self, limit: int | None) -> None:
        assert self._more is not None
        more = self._more(self.rowCount(), limit)
        if not more or limit is None:
            self.total = self.rowCount() + len(more)  # the log is shorter than it was
        self.append_rows(more)

    def cell(self, record: LogRow, column: int, role: int) -> Any:
        corrected = (
            translate("LogTableModel", "corrected on {date}").format(
                date=date_text(record.corrected)
            )
            if record.corrected
            else ""
        )
        if role == SupersededRole:
            return corrected if column == self.COL_TEXT else ""
        if role == Qt.ItemDataRole.ForegroundRole and corrected:
            return QColor("#8a8a8a")
        if role == Qt.ItemDataRole.ToolTipRole and corrected and column == self.COL_TEXT:
            return translate("LogTableModel", "{text}\n(Superseded: {corrected}.)").format(
                text=record.text, corrected=corrected
            )
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (
                date_text(record.when),
                record.warband or translate("LogTableModel", "The campaign"),
                record.who,
                kind_name(record.kind),
                record.text,
            )[column]
        return None


def kind_name(kind: str) -> str:
    """A log entry's kind in words: a history entry's, or a report's."""
    if kind == REPORT_KIND:
        return translate("CampaignLog", REPORTS)
    return translate("GameLog", KIND_NAMES[kind]) if kind in KIND_NAMES else kind


class CampaignLog(QWidget):
    """The log and its two filters; re-read whenever the campaign changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.campaign: Campaign | None = None
        self.warband_combo = QComboBox()
        self.warband_combo.setObjectName("logWarband")
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("logKind")
        self.kind_combo.addItem(translate("CampaignLog", "All kinds"), ALL)
        for kind, name in KIND_NAMES.items():
            self.kind_combo.addItem(translate("GameLog", name), kind)
        every_warband = translate("CampaignLog", "All warbands")
        for combo, least in ((self.warband_combo, every_warband), (self.kind_combo, "")):
            # Room for "All warbands" as the language writes it ("Alle Kriegerscharen").
            least = least or combo.itemText(0)
            combo.setMinimumContentsLength(max(10, len(least) + 1))
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
        self.count_label = QLabel()
        self.model = LogTableModel(self)
        self.view = QTableView()
        self.view.setObjectName("campaignLog")
        name_for_readers(
            self.view,
            translate("CampaignLog", "Campaign log"),
            translate(
                "CampaignLog",
                "Everything that happened in the campaign, newest first, a page at a time; corrected entries are marked.",  # noqa: E501
            ),
        )
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        keyboard_friendly(self.view)
        sortable(self.view)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setSectionResizeMode(LogTableModel.COL_TEXT, QHeaderView.ResizeMode.Stretch)
        # A superseded entry struck through, "corrected on" its date, on one line.
        self.view.setItemDelegateForColumn(
            LogTableModel.COL_TEXT, HistoryTextDelegate(self.view, wrap=False)
        )
        title = QLabel("<b>{}</b>".format(translate("CampaignLog", "Campaign log")))
        warband_label = QLabel(translate("CampaignLog", "War&band:"))
        warband_label.setBuddy(self.warband_combo)
        kind_label = QLabel(translate("CampaignLog", "&Kind:"))
        kind_label.setBuddy(self.kind_combo)
        filters = QHBoxLayout()
        filters.addWidget(title)
        filters.addStretch(1)
        filters.addWidget(warband_label)
        filters.addWidget(self.warband_combo)
        filters.addWidget(kind_label)
        filters.addWidget(self.kind_combo)
        filters.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        self.warband_combo.currentIndexChanged.connect(self._read)
        self.kind_combo.currentIndexChanged.connect(self._read)

    def show_campaign(self, campaign: Campaign | None) -> None:
        """Re-read the log of ``campaign``, keeping the filters where they still apply."""
        self.campaign = campaign
        chosen = self.warband_combo.currentData()
        self.warband_combo.blockSignals(True)
        self.warband_combo.clear()
        self.warband_combo.addItem(translate("CampaignLog", "All warbands"), ALL)
        for warband in list_warbands(campaign) if campaign is not None else []:
            self.warband_combo.addItem(warband.name, warband.id)
        self.warband_combo.setCurrentIndex(max(0, self.warband_combo.findData(chosen)))
        self.warband_combo.blockSignals(False)
        self._read()

    def filter_by(self, *, warband_id: int | None = ALL, kind: str | None = ALL) -> None:
        """Choose the filters as a user would (tests use it)."""
        self.warband_combo.setCurrentIndex(max(0, self.warband_combo.findData(warband_id)))
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind)))

    def _offer_reports(self) -> None:
        """The kind filter offers the reports' entries on a club server (a file has none)."""
        offered = self.kind_combo.findData(REPORT_KIND) >= 0
        if is_server() and not offered:
            self.kind_combo.addItem(translate("CampaignLog", REPORTS), REPORT_KIND)
        elif offered and not is_server():
            self.kind_combo.removeItem(self.kind_combo.findData(REPORT_KIND))

    def _read(self, *_args: Any) -> None:
        self._offer_reports()
        if self.campaign is None:
            self.model.set_rows([])
            self.count_label.setText("")
            return
        kind = self.kind_combo.currentData()
        warband_id = self.warband_combo.currentData()
        filters = {"warband_id": warband_id, "kinds": [kind] if kind else []}
        campaign = self.campaign
        # On a club server, what happened to the games' reports, one entry each, among the
        # history's (the server keeps them apart from the warbands' histories).
        events = report_log(campaign, warband_id=warband_id) if kind in (ALL, REPORT_KIND) else []

        def history(offset: int, limit: int | None) -> list[LogRow]:
            if kind == REPORT_KIND:
                return []
            return campaign_log(campaign, offset=offset, limit=limit, **filters)

        read = MergedLog(history, events)
        total = (0 if kind == REPORT_KIND else log_size(campaign, **filters)) + len(events)
        self.model.set_log(read(0, PAGE), total, read)
        self.count_label.setText(translate("CampaignLog", "%n entry(s)", None, PLURAL, total))
