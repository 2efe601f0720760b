"""The roster as warrior cards: figures in labelled boxes, kit with its effects, specials with
their rules, badges; a click selects the warrior; the table stays a click away."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette

from models.demo import create_demo_campaigns
from tests.ui.helpers import selected_name
from ui.item_models import RecordRole
from ui.main_window import MainWindow


def shown(window: MainWindow, game: int, warband: str) -> None:
    campaigns = create_demo_campaigns()
    window.refresh()
    window.select_campaign(campaigns[game].id)
    tab = window.roster_tab
    row = tab.warband_model.row_of(lambda r: r.warband.name == warband)
    tab.warband_view.selectRow(row)


def card_named(window: MainWindow, name: str):
    return next(c for c in window.roster_tab.roster_cards.cards if c.row.name == name)


def test_caliburn_warriors_show_as_cards(qtbot, window: MainWindow) -> None:
    shown(window, 1, "Knights of Camelot")
    tab = window.roster_tab
    assert tab.roster_views.currentWidget() is tab.roster_cards  # cards first
    arthur = card_named(window, "King Arthur")
    assert arthur.isVisible() and arthur.points_label.text() == "20 pts"
    assert arthur.profile_label.text() == "King Arthur Pendragon"
    assert [(b.label.text(), b.value.text()) for b in arthur.stat_boxes] == [
        ("Combat", "4d6"),
        ("Move", '6"'),
        ("Run", '12"'),
        ("Protection", "4"),
        ("Gold", "2 gp"),
    ]
    assert arthur.kit_labels[0].text() == "Excalibur — +2 damage; never breaks"
    # In the warband's colour, as the warband list shows it.
    summary = tab.warband_view.currentIndex().data(RecordRole)
    assert arthur.colour == summary.colour and summary.colour in arthur.styleSheet()
    swatch = tab.warband_view.currentIndex().data(Qt.ItemDataRole.DecorationRole)
    assert swatch.toImage().pixelColor(6, 6) == QColor(summary.colour)
    # A click on a card selects him, for the panel and the menus.
    kai = card_named(window, "Sir Kai")
    qtbot.mouseClick(kai, Qt.MouseButton.LeftButton)
    assert selected_name(tab) == "Sir Kai"
    assert kai.property("selected") and not arthur.property("selected")
    assert window.roster_tab.character_panel.isVisible()
    # Every card within the width: nothing behind a horizontal scrollbar.
    room = tab.roster_cards.viewport().width()
    assert all(card.geometry().right() <= room for card in tab.roster_cards.cards)


def test_beastrider_cards_have_their_figures_specials_and_badges(qtbot, window) -> None:
    shown(window, 0, "Bear Riders of Helles")
    brann = card_named(window, "Brann Ironhide")
    assert [b.label.text() for b in brann.stat_boxes] == ["Move", "Toughness", "Attack", "Defend"]
    assert [label.text() for label in brann.special_labels] == ["★ Berzerk"]
    assert "After wounding an enemy" in brann.special_labels[0].toolTip()
    jory = card_named(window, "Jory Quarrel")
    assert [badge.text() for badge in jory.badges] == ["Dead"]
    assert jory.property("out")
    # The badge keeps its white type on his greyed card.
    white = jory.badges[0].palette().color(QPalette.ColorRole.WindowText)
    assert white == QColor("white")


def test_the_table_is_a_click_away_and_stays_chosen(qtbot, window: MainWindow) -> None:
    shown(window, 1, "Knights of Camelot")
    tab = window.roster_tab
    qtbot.mouseClick(tab.view_buttons["table"], Qt.MouseButton.LeftButton)
    assert tab.roster_views.currentWidget() is tab.roster_view and tab.roster_view.isVisible()
    assert tab.view_buttons["table"].isChecked() and not tab.view_buttons["cards"].isChecked()
    assert QSettings().value("roster/view", type=int) == 1
    tab.select_character(card_named(window, "Sir Gawain").row.character_id)
    qtbot.mouseClick(tab.view_buttons["cards"], Qt.MouseButton.LeftButton)
    assert card_named(window, "Sir Gawain").property("selected")


def test_the_character_panel_shows_his_card(qtbot, window: MainWindow) -> None:
    shown(window, 1, "Knights of Camelot")
    tab = window.roster_tab
    kai = card_named(window, "Sir Kai")
    qtbot.mouseClick(kai, Qt.MouseButton.LeftButton)
    panel = tab.character_panel
    card = panel.card
    assert card is not None and card.isVisibleTo(panel)
    assert not panel.title.isVisibleTo(panel)  # the card names him
    assert card.name_label.text() == "Sir Kai" and card.points_label.text() == "10 pts"
    boxes = [(b.label.text(), b.value.text()) for b in card.stat_boxes]
    assert boxes == [(b.label.text(), b.value.text()) for b in kai.stat_boxes]
    assert [label.text() for label in card.kit_labels] == [k.text() for k in kai.kit_labels]
    assert card.colour == kai.colour != ""
    # Every box shows its figure whole, in the panel's narrow width.
    qtbot.waitUntil(
        lambda: all(
            box.height() >= box.sizeHint().height() and box.width() >= box.minimumSizeHint().width()
            for box in card.stat_boxes
        )
    )
    # What the card has no room for is below it, and his kit's effects are not said twice.
    assert panel.field_text("Damage bonus") == "none"
    assert panel.field_text("Special effects") == ""  # his card lists them


def test_the_warband_list_shows_whole_names_at_1280_by_800(
    language: str, qtbot, window: MainWindow
) -> None:
    """In English and in German (wider figures' titles), beside the roster's XP column."""
    window.resize(1280, 800)
    shown(window, 1, "Knights of Camelot")
    view = window.roster_tab.warband_view
    qtbot.waitUntil(lambda: view.columnWidth(0) > 0)
    needed = view.fontMetrics().horizontalAdvance("Knights of Camelot") + 12 + 8  # and swatch
    assert view.columnWidth(0) >= needed


def test_the_roster_buttons_have_their_actions_icons(qtbot, window: MainWindow) -> None:
    window.resize(1280, 800)
    shown(window, 1, "Knights of Camelot")
    tab = window.roster_tab
    qtbot.waitUntil(lambda: not tab.shop_button.icon().isNull())
    assert tab.shop_button.icon().cacheKey() == window.shop_action.icon().cacheKey()


def test_a_narrow_cards_figures_go_on_to_another_line(qtbot, window: MainWindow) -> None:
    shown(window, 1, "Knights of Camelot")
    arthur = card_named(window, "King Arthur")
    from ui.roster_cards import WarriorCard

    card = WarriorCard(arthur.row, 0, None, arthur.colour)
    qtbot.addWidget(card)
    card.resize(200, card.heightForWidth(200))
    card.show()
    qtbot.waitExposed(card)
    assert card.heightForWidth(200) > card.heightForWidth(600)
    lines = {box.y() for box in card.stat_boxes}
    assert len(lines) > 1  # on more than one line, each box whole within the card
    assert all(box.geometry().right() < card.width() for box in card.stat_boxes)


def test_a_card_whose_figures_wrap_keeps_its_kit_below_them(qtbot, window: MainWindow) -> None:
    """In the roster's own view, narrower than the figures' one line: the card grows to its
    wrapped figures, and his kit starts below the last of them, not over it."""
    from ui.roster_cards import RosterCards

    shown(window, 1, "Knights of Camelot")
    cards = RosterCards(window.roster_tab.roster_model, lambda _row: None)
    qtbot.addWidget(cards)
    cards.resize(230, 700)
    cards.show()
    qtbot.waitExposed(cards)
    arthur = next(c for c in cards.cards if c.row.name == "King Arthur")
    qtbot.waitUntil(lambda: len({box.y() for box in arthur.stat_boxes}) > 2)  # three lines
    last_box = max(box.geometry().bottom() for box in arthur.stat_boxes)
    assert arthur.kit_labels[0].geometry().top() > last_box
    # Each line whole: none squeezed under its own height, the last within the card.
    assert all(label.height() >= label.heightForWidth(label.width()) for label in arthur.kit_labels)
    assert arthur.kit_labels[-1].geometry().bottom() < arthur.height()
    # The next card down starts below this one.
    below = cards.cards[cards.cards.index(arthur) + cards.columns]
    assert below.geometry().top() > arthur.geometry().bottom()


def test_the_character_panel_is_no_wider_than_his_card_needs(qtbot, window) -> None:
    shown(window, 1, "Knights of Camelot")
    panel = window.roster_tab.character_panel
    assert panel.card is not None
    # Nothing below the card (his record, the history) holds the panel wider: at twice the
    # scale it fits its pane without a sideways scrollbar.
    assert panel.minimumSizeHint().width() <= panel.card.minimumSizeHint().width() + 40


def test_the_roster_table_cuts_no_column_at_1280_by_800(
    language: str, qtbot, window: MainWindow
) -> None:
    """In English and in German, the XP column (K6) of the Caliburn demo's campaign too."""
    window.resize(1280, 800)
    campaigns = create_demo_campaigns()
    window.refresh()
    tab = window.roster_tab
    view = tab.roster_view
    header = view.horizontalHeader()
    for campaign in campaigns:
        window.select_campaign(campaign.id)
        qtbot.mouseClick(tab.view_buttons["table"], Qt.MouseButton.LeftButton)
        for row in range(tab.warband_model.rowCount()):
            tab.warband_view.selectRow(row)
            view.selectRow(0)  # his card in the panel beside, as the screenshots show it
            name = tab.warband_model.record(row).warband.name
            # Nothing behind a sideways scrollbar, and every column at least as wide as its
            # title and its longest word (the figures and the kit wrap).
            bar = view.horizontalScrollBar()
            qtbot.waitUntil(lambda b=bar: b.maximum() == 0, timeout=2000)  # once laid out
            for column in range(view.model().columnCount()):
                if not view.isColumnHidden(column):
                    title = view.model().headerData(column, Qt.Orientation.Horizontal)
                    wanted = tab.roster_sharer._floor(column)
                    assert header.sectionSize(column) >= wanted, (name, title)
            # Each row tall enough for its wrapped figures.
            for line in range(view.model().rowCount()):
                assert view.rowHeight(line) >= view.verticalHeader().defaultSectionSize()


def test_a_long_roster_makes_its_cards_a_screenful_at_a_time(qtbot, window: MainWindow) -> None:
    """A warband of a hundred and more shows its first cards at once; the rest are made as
    the view scrolls near them, and the keys reach every warrior."""
    from models import characters
    from models.store.schema import Warband

    campaigns = create_demo_campaigns()
    camelot = Warband.get(Warband.name == "Knights of Camelot")
    for batch in range(6):
        characters.recruit_several(
            warband=camelot,
            profile="saxon_spearman",
            names=[f"Levy {batch}-{n}" for n in range(20)],
        )
    window.refresh()
    window.select_campaign(campaigns[1].id)
    tab = window.roster_tab
    tab.warband_view.selectRow(tab.warband_model.row_of(lambda r: r.warband.name == camelot.name))
    cards = tab.roster_cards
    total = tab.roster_model.rowCount()
    assert total > 120 and cards.count() == total
    assert 0 < len(cards.cards) < 60  # a screenful or two, not all of them
    # The scrollbar spans the whole roster; scrolled halfway, the cards there are made.
    made = len(cards.cards)
    bar = cards.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 3 * cards.viewport().height())
    bar.setValue(bar.maximum() // 2)
    assert made < len(cards.cards) < total
    halfway = cards.cards[-1]
    assert halfway.geometry().bottom() >= bar.value()  # the view shows made cards
    bar.setValue(bar.maximum())
    assert len(cards.cards) == total
    # End selects the last warrior, whose card is then made and shown.
    cards.setFocus()
    qtbot.waitUntil(cards.hasFocus)
    qtbot.keyClick(cards, Qt.Key.Key_End)
    last = tab.roster_model.index(total - 1, 0).data(RecordRole)
    assert selected_name(tab) == last.name
    assert len(cards.cards) == total and cards.cards[-1].property("selected")
    # Another warband starts again from its first screenful.
    tab.warband_view.selectRow(tab.warband_model.row_of(lambda r: r.warband.name != camelot.name))
    assert cards.count() == tab.roster_model.rowCount() == len(cards.cards)


def test_the_table_behind_the_cards_is_measured_only_once_shown(qtbot, window) -> None:
    """Reading a roster shown as cards does not measure each cell of the table behind them
    (most of what showing a roster cost); the table fits its columns when it is shown."""
    window.resize(1280, 800)
    window.show()
    tab = window.roster_tab
    sharer = tab.roster_sharer
    measured: list[int] = []
    natural = sharer._natural

    def counted(column: int) -> int:
        measured.append(column)
        return natural(column)

    sharer._natural = counted
    shown(window, 1, "Knights of Camelot")
    qtbot.waitUntil(lambda: bool(tab.roster_cards.cards))
    qtbot.waitUntil(lambda: not sharer.timer.isActive())  # the fit the new rows asked for
    assert tab.roster_views.currentWidget() is tab.roster_cards
    assert measured == []
    qtbot.mouseClick(tab.view_buttons["table"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(measured))
    view = tab.roster_view
    columns = [c for c in range(view.model().columnCount()) if not view.isColumnHidden(c)]
    width = sum(view.horizontalHeader().sectionSize(c) for c in columns)
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() == 0)
    assert width <= view.viewport().width()  # fitted: nothing behind a sideways scrollbar
