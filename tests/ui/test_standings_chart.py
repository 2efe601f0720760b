"""The standings chart draws each warband's line in the warband's own colour."""

from __future__ import annotations

from PySide6.QtCharts import QLineSeries
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from models.demo import create_demo_campaigns
from ui.main_window import MainWindow


def test_each_warbands_line_is_in_its_colour(qtbot, window: MainWindow) -> None:
    campaigns = create_demo_campaigns()
    window.refresh()
    for campaign in campaigns:
        window.select_campaign(campaign.id)
        colours = {
            summary.warband.name: summary.colour
            for summary in window.roster_tab.warband_model.rows()
        }
        assert len(set(colours.values())) == len(colours) >= 2
        window.tabs.setCurrentWidget(window.standings_tab)
        series = window.standings_tab.chart.series()
        lines = [line for line in series if isinstance(line, QLineSeries)]
        assert len(lines) == len(series)  # the chart draws lines
        # The line and its legend's mark, as the warband's swatch on the roster.
        assert {line.name(): line.pen().color() for line in lines} == {
            name: QColor(colour) for name, colour in colours.items()
        }
        window.tabs.setCurrentIndex(0)


def test_a_league_of_24_draws_its_top_8_and_those_picked_in_the_table(
    qtbot, big_file, tmp_path, prompts, language: str
) -> None:
    """The big campaign's chart: a legend of 24 read "W… W… W…"; the top 8 are drawn, named
    whole in a legend beside the chart, and warbands selected in the league table in their
    place."""
    import shutil

    from PySide6.QtCore import QItemSelectionModel, Qt

    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.schema import Campaign
    from ui.standings_tab import TOP

    big = tmp_path / "big.sqlite3"
    shutil.copy(big_file, big)
    open_database(big)
    try:
        window = MainWindow(big)
        qtbot.addWidget(window)
        window.show()
        window.resize(1280, 800)
        window.select_campaign(Campaign.get().id)
        window.tabs.setCurrentWidget(window.standings_tab)
        tab = window.standings_tab
        qtbot.waitUntil(tab.chart_view.isVisible)
        league = [row.name for row in tab.model.rows()]
        assert len(league) == 24
        assert tab.series_names() == league[:TOP]
        assert tab.chart.legend().alignment() == Qt.AlignmentFlag.AlignRight
        assert ("8" in tab.chart_note.text()) and ("24" in tab.chart_note.text())
        # The legend's names are whole: each as wide as it needs, within the chart.
        legend = tab.chart.legend()
        metrics = tab.chart_view.fontMetrics()
        widest = max(metrics.horizontalAdvance(name) for name in league[:TOP])
        qtbot.waitUntil(lambda: legend.geometry().width() > widest)
        # Picked in the table: the 3rd, the 20th and the last.
        selection = tab.view.selectionModel()
        for row in (2, 19, 23):
            selection.select(
                tab.model.index(row, 0),
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
            )
        assert tab.series_names() == [league[2], league[19], league[23]]
        selection.clearSelection()
        assert tab.series_names() == league[:TOP]
        window.close()
    finally:
        close_database()


def _drawn(tab) -> tuple:
    """What the chart shows: each line's name, colour and points, and the axes' ranges."""
    axes = tab.chart.axes()
    return (
        [
            (
                line.name(),
                line.pen().color().name(),
                [(line.at(i).x(), line.at(i).y()) for i in range(line.count())],
            )
            for line in tab.chart.series()
        ],
        sorted((axis.min(), axis.max(), axis.tickCount()) for axis in axes),
    )


def test_after_a_correction_undone_and_a_sort_the_chart_is_as_drawn_afresh(
    qtbot, window: MainWindow
) -> None:
    """The chart kept after a recorded change (its lines' points moved, its lines put in the
    table's new order) shows what a chart drawn afresh shows."""
    from models import outcomes
    from models.store.schema import UNRECORDED, Game, GameSide, Warband

    campaign = next(c for c in create_demo_campaigns() if c.game == "caliburns_wrath")
    window.refresh()
    window.select_campaign(campaign.id)
    window.tabs.setCurrentWidget(window.standings_tab)
    tab = window.standings_tab
    game = (
        Game.select()
        .where((Game.campaign == campaign) & (Game.result != UNRECORDED))
        .order_by(Game.number)
        .first()
    )
    sides = [side.warband_id for side in GameSide.select().where(GameSide.game == game)]
    other = next(w for w in sides if w != game.winner_id)
    before = _drawn(tab)
    window.editor.run(
        "Correct", outcomes.record_outcome, game=game, winner=Warband.get_by_id(other), outcomes={}
    )
    after = _drawn(tab)
    assert after != before  # its two warbands' lines moved
    tab._drawn = None  # drawn afresh
    tab._draw_chart()
    assert _drawn(tab) == after
    window.editor.stack.undo()
    assert _drawn(tab) == before
    tab.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # by name, Z first: another order
    reordered = _drawn(tab)
    assert [name for name, *_ in reordered[0]] == [row.name for row in tab.model.rows()][:8]
    tab._drawn = None
    tab._draw_chart()
    assert _drawn(tab) == reordered
