"""Standings: the league table per warband, and a chart of league points over the games."""

from __future__ import annotations

import html
import itertools
import operator
from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import readable
from models.changed import Changed
from models.standings import (
    POINTS_FOR_DRAW,
    POINTS_FOR_WIN,
    Standing,
    standings,
    standings_over_time,
)
from models.store.schema import Campaign
from ui.common import WARNING_STYLE, set_message
from ui.item_models import RecordTableModel
from ui.leaderboards import LeaderboardsView
from ui.text import escaped, plain_label
from ui.unreadable import shown_or_unreadable
from ui.views import keyboard_friendly, name_for_readers, sortable

# translate()'s unused fourth argument before a count: pyside6-lupdate reads the call as a
# plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None
# What the league, its chart and the leaderboards show (models.changed): of the warriors
# only their names, warbands and whether they live.
STANDINGS_SHOW = ("campaign", "warband", "character", "game", "game_side", "game_character")
STANDINGS_FIELDS = {"character": ("name", "status", "warband")}
TOP = 8  # lines the chart draws unless warbands are picked: a legend of 24 is unreadable
LEGEND_BESIDE = 4  # more lines than this: the legend stands beside the chart, a name a line


class StandingsTableModel(RecordTableModel):
    (
        COL_WARBAND,
        COL_PLAYER,
        COL_PLAYED,
        COL_WON,
        COL_DRAWN,
        COL_LOST,
        COL_KILLS,
        COL_LOSSES,
        COL_POINTS,
    ) = range(9)
    headers = (
        QT_TRANSLATE_NOOP("StandingsTableModel", "Warband"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Player"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Played"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Won"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Drawn"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Lost"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Kills"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Fallen"),
        QT_TRANSLATE_NOOP("StandingsTableModel", "Points"),
    )
    header_context = "StandingsTableModel"
    figures = range(COL_PLAYED, COL_POINTS + 1)
    most_first = tuple(figures)

    def cell(self, record: Standing, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                record.name,
                record.player,
                record.played,
                record.won,
                record.drawn,
                record.lost,
                record.kills,
                record.losses,
                record.points,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.COL_PLAYED:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.COL_LOST:
                return translate("StandingsTableModel", "Games lost")
            if column == self.COL_KILLS:
                return translate("StandingsTableModel", "Enemies its characters killed")
            if column == self.COL_LOSSES:
                return translate("StandingsTableModel", "Its own characters killed")
            if column == self.COL_POINTS:
                return translate("StandingsTableModel", "{win} a win, {draw} a draw").format(
                    win=POINTS_FOR_WIN, draw=POINTS_FOR_DRAW
                )
        return None


def corners(xs: list[int], ys: list[int]) -> list[tuple[int, int]]:
    """The points of a line where it changes direction, with both ends: the same drawing."""
    if len(xs) <= 2:
        return list(zip(xs, ys, strict=True))
    # each step's rise and run; a point is kept where the step after it differs
    steps = list(zip(map(operator.sub, ys[1:], ys), map(operator.sub, xs[1:], xs), strict=False))
    bends = itertools.compress(range(1, len(xs) - 1), map(operator.ne, steps, steps[1:]))
    return [(xs[0], ys[0]), *((xs[i], ys[i]) for i in bends), (xs[-1], ys[-1])]


class StandingsTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StandingsTableModel(self)
        self.view = QTableView()
        self.view.setObjectName("standings")
        name_for_readers(
            self.view,
            translate("StandingsTab", "League table"),
            translate(
                "StandingsTab",
                "Each warband's games won, drawn and lost, and its league points, best first.",
            ),
        )
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        keyboard_friendly(self.view)
        sortable(self.view)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(StandingsTableModel.COL_WARBAND, QHeaderView.ResizeMode.Stretch)
        self._fitted_for: int | None = None  # the widest figure's text when last measured
        self._fit_figures()
        # The campaign, league table and chart shown (see _show); None when none is.
        self._shown: tuple[int | None, list, list[int], list] | None = None
        self.chart = self._new_chart()
        self.chart_view = QChartView(self.chart)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        name_for_readers(
            self.chart_view,
            translate("StandingsTab", "League points chart"),
            translate(
                "StandingsTab",
                "Each warband's league points after each game; the league table above has the figures.",  # noqa: E501
            ),
        )
        self.chart_view.setMinimumHeight(190)  # under its tab: 220 with the tab bar
        # Which warbands the chart draws: the league's top, or those picked in the table.
        self.chart_note = plain_label()
        self.chart_note.setObjectName("chartNote")
        self.chart_note.setWordWrap(True)
        self._numbers: list[int] = []
        self._lines: list[Any] = []
        # The lines the chart draws: their warbands, names and colours, the axes, each
        # warband's series with the points it was given, the games' numbers it drew, and
        # what the axes were fitted to (the last game, the games, the most points).
        self._drawn: tuple[tuple, QValueAxis, QValueAxis, dict, list[int], Any] | None = None
        self.view.selectionModel().selectionChanged.connect(lambda *_a: self._draw_chart())
        self.model.layoutChanged.connect(lambda *_a: self._draw_chart())  # sorted: its top
        chart_page = QWidget()
        chart_layout = QVBoxLayout(chart_page)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        chart_layout.addWidget(self.chart_note)
        chart_layout.addWidget(self.chart_view, 1)
        self.note = plain_label()
        self.note.setWordWrap(True)
        self.leaderboards = LeaderboardsView()
        # The chart and the characters' leaderboards share the lower half, a tab each.
        self.lower_tabs = QTabWidget()
        self.lower_tabs.setObjectName("standingsLower")
        self.lower_tabs.addTab(chart_page, translate("StandingsTab", "League &points"))
        self.lower_tabs.addTab(self.leaderboards, translate("StandingsTab", "&Leaderboards"))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.lower_tabs)
        splitter.setSizes([200, 400])
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(splitter, 1)

    def _fit_figures(self, *, again: bool = False) -> None:
        """The figures' columns one width, the widest title's or figure's with room to spare:
        a league table's columns, not squeezed beside the warband's name, which takes the
        rest. Measured only when the widest figure's text is not as wide as it was when last
        measured (or ``again``: a new font or style)."""
        figures = StandingsTableModel.figures
        locale, metrics = self.view.locale(), self.view.fontMetrics()
        values = {
            value
            for row in self.model.given_rows()
            for value in (
                row.played,
                row.won,
                row.drawn,
                row.lost,
                row.kills,
                row.losses,
                row.points,
            )
        }
        widest_text = max(
            (metrics.horizontalAdvance(locale.toString(v)) for v in values), default=0
        )
        if widest_text == getattr(self, "_fitted_for", None) and not again:
            return
        self._fitted_for = widest_text
        header = self.view.horizontalHeader()
        widest = max(
            max(header.sectionSizeHint(column), self.view.sizeHintForColumn(column))
            for column in figures
        )
        width = widest + self.view.fontMetrics().horizontalAdvance("00")
        for column in figures:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_figures(again=True)

    @staticmethod
    def _new_chart() -> QChart:
        chart = QChart()
        chart.setTitle(translate("StandingsTab", "League points after each game"))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        return chart

    def show_campaign(self, campaign: Campaign | None) -> None:
        with shown_or_unreadable(translate("StandingsTab", "The standings"), self._unreadable):
            self._show(campaign)

    def show_changes(self, campaign: Campaign | None, changed: Changed) -> bool:
        """Read again if ``changed`` wrote what the standings show; whether it did."""
        if not changed.touches(STANDINGS_SHOW, STANDINGS_FIELDS):
            return False
        self.show_campaign(campaign)
        return True

    def _unreadable(self, words: str) -> None:
        self._shown = None
        self.model.set_rows([])
        self.leaderboards.show_campaign(None)
        set_message(self.note, words, WARNING_STYLE)
        self._numbers, self._lines = [], []
        self._draw_chart()

    def _show(self, campaign: Campaign | None) -> None:
        rows = standings(readable(campaign)) if campaign is not None else []
        numbers, lines = standings_over_time(campaign) if campaign else ([], [])
        self.leaderboards.show_campaign(campaign)
        # What the models keep until the next change (models.store.kept) comes back as it was
        # when nothing was recorded since: the table, with the user's sorting and selection,
        # and the chart stay as they are.
        shown = (campaign.id if campaign else None, rows, numbers, lines)
        if shown == self._shown:
            return
        self._shown = shown
        self.note.setStyleSheet("")
        self.model.set_rows(rows)
        self._fit_figures()  # three figures where there were two
        games = len(numbers)
        self.note.setText(
            translate("StandingsTab", "{games} {win} a win, {draw} a draw.").format(
                games=translate("StandingsTab", "%n recorded game(s).", None, PLURAL, games),
                win=translate("StandingsTab", "%n point(s)", None, PLURAL, POINTS_FOR_WIN),
                draw=translate("StandingsTab", "%n point(s)", None, PLURAL, POINTS_FOR_DRAW),
            )
            if numbers
            else translate("StandingsTab", "No recorded games yet.")
        )
        self._numbers, self._lines = numbers, lines
        self._draw_chart()

    def drawn_warbands(self) -> list[int]:
        """The warbands whose lines the chart draws: those selected in the league table, or
        else the top ``TOP`` of it as it is sorted."""
        rows = self.model.rows()
        picked = {
            rows[index.row()].warband_id
            for index in self.view.selectionModel().selectedRows()
            if 0 <= index.row() < len(rows)
        }
        if picked:
            return [row.warband_id for row in rows if row.warband_id in picked]
        return [row.warband_id for row in rows[:TOP]]

    def _draw_chart(self) -> None:
        numbers = self._numbers
        drawn = self.drawn_warbands()
        by_id = {line.warband_id: line for line in self._lines}
        lines = [by_id[w] for w in drawn if w in by_id]
        total = len(self._lines)
        if self.view.selectionModel().hasSelection() and total > 1:
            self.chart_note.setText(
                translate(
                    "StandingsTab",
                    "The warbands selected in the league table: {shown} of {total}.",
                ).format(shown=len(lines), total=total)
            )
        elif total > TOP:
            self.chart_note.setText(
                translate(
                    "StandingsTab",
                    "The top {shown} of {total} warbands. Select warbands in the league table (Ctrl+click for several) to draw theirs.",  # noqa: E501
                ).format(shown=len(lines), total=total)
            )
        else:
            self.chart_note.setText("")
        self.chart_note.setVisible(bool(self.chart_note.text()))
        # The same lines as drawn (the same warbands, names and colours, in the same order):
        # the chart stays, and only the lines whose points moved, and the axes, are drawn
        # again (after a recorded game, its warbands' lines, or each a point longer).
        key = tuple((line.warband_id, line.name, line.colour) for line in lines)
        if numbers and self._drawn is not None and self._drawn[0] == key:
            self._move_lines(numbers, lines)
            return
        if numbers and self._drawn is not None and sorted(self._drawn[0]) == sorted(key):
            # The same lines in another order (the league's top reordered): each series is
            # taken off and put back in the new order, for the legend, with its points.
            _key, x_axis, y_axis, kept_series, *_rest = self._drawn
            for league_line in lines:
                line = kept_series[league_line.warband_id][0]
                pen = QPen(line.pen())
                self.chart.removeSeries(line)
                self.chart.addSeries(line)
                line.setPen(pen)
                line.attachAxis(x_axis)
                line.attachAxis(y_axis)
            self._drawn = (key, *self._drawn[1:])
            self._move_lines(numbers, lines)
            return
        # A fresh chart: the view deletes the old one with its axes.
        self.chart = self._new_chart()
        self.chart_view.setChart(self.chart)
        self._drawn = None
        if not numbers:
            return
        if len(lines) > LEGEND_BESIDE:
            self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        x_axis = QValueAxis()
        x_axis.setTitleText(translate("StandingsTab", "Game"))
        x_axis.setLabelFormat("%d")
        y_axis = QValueAxis()
        y_axis.setTitleText(translate("StandingsTab", "Points"))
        y_axis.setLabelFormat("%d")
        self.chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series: dict[int, tuple[QLineSeries, list[int]]] = {}
        for league_line in lines:
            line = QLineSeries()
            line.setName(escaped(league_line.name))  # the legend is rich text (ui.text)
            self.chart.addSeries(line)  # (which gives it the chart theme's colour: then ours)
            pen = QPen(line.pen())
            pen.setColor(QColor(league_line.colour))  # the warband's, as on its roster
            line.setPen(pen)
            line.attachAxis(x_axis)
            line.attachAxis(y_axis)
            series[league_line.warband_id] = (line, [])
        self._drawn = (key, x_axis, y_axis, series, [], None)
        self._move_lines(numbers, lines)

    def _move_lines(self, numbers: list[int], lines: list[Any]) -> None:
        """Give the chart's lines their points, those that moved, and fit the axes."""
        assert self._drawn is not None
        _key, x_axis, y_axis, series, drawn_numbers, drawn_ranges = self._drawn
        same_games = drawn_numbers is numbers or drawn_numbers == numbers
        for league_line in lines:
            line, points = series[league_line.warband_id]
            if same_games and (points is league_line.points or points == league_line.points):
                continue
            # One call with every point, and only the points where the line bends: a long
            # campaign's flat stretches add nothing to the picture.
            bends = corners([0, *numbers], [0, *league_line.points])
            line.replace([QPointF(n, v) for n, v in bends])
            series[league_line.warband_id] = (line, league_line.points)
        top = max((max(line.points, default=0) for line in lines), default=0)
        ranges = (max(numbers), len(numbers), top)
        self._drawn = (_key, x_axis, y_axis, series, numbers, ranges)
        if ranges == drawn_ranges:
            return  # the axes as they were (fitting them lays out every line again)
        x_axis.setRange(0, max(numbers))
        x_axis.setTickCount(min(len(numbers) + 1, 11))
        y_axis.setRange(0, max(top, 1))
        y_axis.setTickCount(min(max(top, 1), 10) + 1)
        y_axis.applyNiceNumbers()  # 0, 20, 40 … rather than 0, 12, 25, 37 …

    def series_names(self) -> list[str]:
        return [html.unescape(s.name()) for s in self.chart.series()]
