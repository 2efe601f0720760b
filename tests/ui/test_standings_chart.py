"""The standings chart draws each warband's line in the warband's own colour."""

from __future__ import annotations

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
        lines = window.standings_tab.chart.series()
        # The line and its legend's mark, as the warband's swatch on the roster.
        assert {line.name(): line.pen().color() for line in lines} == {
            name: QColor(colour) for name, colour in colours.items()
        }
        window.tabs.setCurrentIndex(0)
