"""Icons: every toolbar action and main button has one, drawn in the palette's text colour,
light or dark, and the toolbar and the Games tab's buttons keep to a small scaled screen."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPalette
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget, QWidgetAction

from ui.action_table import ActionToolBar
from ui.actions import ACTIONS
from ui.app import apply_colour_scheme
from ui.icons import BADGES, ICONS, badge_icon, icon
from ui.main_window import MainWindow

TEXT = QPalette.ColorRole.WindowText


def ink(image: QImage, area: QRect | None = None) -> Counter[str]:
    """The colours of the fully opaque pixels of ``image`` (in ``area``), by how many."""
    area = area or image.rect()
    return Counter(
        image.pixelColor(x, y).name()
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
        if image.pixelColor(x, y).alpha() == 255
    )


def drawn(shown: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> Counter[str]:
    return ink(shown.pixmap(QSize(32, 32), 1.0, mode).toImage())


def text_colour(group: QPalette.ColorGroup = QPalette.ColorGroup.Active) -> str:
    return QGuiApplication.palette().color(group, TEXT).name()


@pytest.fixture
def dark_then_light() -> Iterator[None]:
    """The palette is the app's; the test leaves it as it found it."""
    before = QPalette(QGuiApplication.palette())
    yield
    QGuiApplication.setPalette(before)


def toolbar_of(window: MainWindow) -> ActionToolBar:
    toolbar = window.findChild(QToolBar, "campaignToolbar")
    assert isinstance(toolbar, ActionToolBar)
    return toolbar


def test_every_toolbar_action_has_an_icon_that_draws(window: MainWindow) -> None:
    toolbar = toolbar_of(window)
    actions = [
        a for a in toolbar.actions() if not isinstance(a, QWidgetAction) and not a.isSeparator()
    ]
    assert [a.iconText() for a in actions] == ["New campaign", "Campaign settings", "Undo", "Redo"]
    for action in actions:
        assert not action.icon().isNull(), action.iconText()
        assert sum(drawn(action.icon()).values()) > 20, action.iconText()


def test_every_action_row_names_an_icon_of_the_set(window: MainWindow) -> None:
    for row in ACTIONS:
        assert row.icon in ICONS, row.name
        action = getattr(window, f"{row.name}_action")
        assert sum(drawn(action.icon()).values()) > 20, row.name
    # Each meaning draws its own glyph (a name missing from the font would draw nothing).
    for meaning in ICONS:
        assert sum(drawn(icon(meaning)).values()) > 20, meaning
    with pytest.raises(KeyError):
        icon("no such icon")


def test_the_main_buttons_have_icons(qtbot, window: MainWindow) -> None:
    for button in window.welcome_buttons:
        assert sum(drawn(button.icon()).values()) > 20, button.text()


def test_icons_are_drawn_in_the_palettes_text_colour_light_and_dark(
    qtbot, window: MainWindow, dark_then_light: None
) -> None:
    toolbar = toolbar_of(window)
    new = toolbar.widgetForAction(window.new_campaign_action)
    undo = toolbar.widgetForAction(window.undo_action)
    assert isinstance(new, QToolButton) and isinstance(undo, QToolButton)
    assert new.isEnabled() and not undo.isEnabled()
    seen = []
    for scheme in (Qt.ColorScheme.Light, Qt.ColorScheme.Dark):
        apply_colour_scheme(scheme)
        normal, disabled = text_colour(), text_colour(QPalette.ColorGroup.Disabled)
        # The icon itself, enabled and disabled.
        assert drawn(window.new_campaign_action.icon()).most_common(1)[0][0] == normal
        assert drawn(window.undo_action.icon(), QIcon.Mode.Disabled).most_common(1)[0][0] == (
            disabled
        )
        # As the toolbar paints it: the icon's square at the left of each button (its text
        # comes after), with no icon set again since the palette changed.
        for button, colour in ((new, normal), (undo, disabled)):
            image = button.grab().toImage()
            square = ink(image, QRect(0, 0, toolbar.iconSize().width(), image.height()))
            del square[image.pixelColor(0, 0).name()]  # the button's own background
            assert square.most_common(1)[0][0] == colour, (scheme, button.text())
        seen.append((normal, disabled))
    light, dark = seen
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 80
    assert light[0] != dark[0] and light[1] != dark[1]


def test_badges_for_each_status(dark_then_light: None) -> None:
    assert set(BADGES) == {"dead", "injured", "retired", "breaks-rule"}
    for scheme in (Qt.ColorScheme.Light, Qt.ColorScheme.Dark):
        apply_colour_scheme(scheme)
        for kind in BADGES:
            badge = badge_icon(kind)
            assert not badge.isNull()
            colours = drawn(badge)
            assert sum(colours.values()) > 20, kind
        # The dead and the retired in the text colour; the others in a colour of their own,
        # the same on light and dark (chosen to read on both).
        assert drawn(badge_icon("dead")).most_common(1)[0][0] == text_colour()
        assert drawn(badge_icon("retired")).most_common(1)[0][0] == text_colour()
        assert drawn(badge_icon("breaks-rule")).most_common(1)[0][0] == "#d8403a"
        assert drawn(badge_icon("injured")).most_common(1)[0][0] == "#b7791f"
    # Four different pictures.
    shapes = [
        badge_icon(k).pixmap(32, 32).toImage().convertToFormat(QImage.Format.Format_Alpha8)
        for k in BADGES
    ]
    assert all(a != b for i, a in enumerate(shapes) for b in shapes[i + 1 :])
    with pytest.raises(KeyError):
        badge_icon("asleep")


def on_the_bar(toolbar: QToolBar, action) -> bool:
    """Shown on the bar itself, not in its "»" menu."""
    button = toolbar.widgetForAction(action)
    return button.isVisible() and toolbar.rect().contains(button.geometry())


def test_the_toolbar_shows_texts_when_it_can_and_keeps_undo_on_a_small_screen(
    qtbot, window: MainWindow
) -> None:
    toolbar = toolbar_of(window)
    actions = [window.new_campaign_action, window.settings_action]
    actions += [window.undo_action, window.redo_action]
    window.commands.create_demo()  # the game's name shows beside the campaign's
    assert window.game_label.text().strip()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: toolbar.width() >= 1200)
    assert toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert all(on_the_bar(toolbar, a) for a in actions)
    # 1600 pixels wide at QT_SCALE_FACTOR=2: the icons alone, every one on the bar.
    window.resize(800, 600)
    qtbot.waitUntil(lambda: toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly)
    assert window.width() == 800
    qtbot.waitUntil(lambda: all(on_the_bar(toolbar, a) for a in actions))
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()
    for action in actions:
        assert toolbar.widgetForAction(action).toolTip()  # what it does, without its text
    window.resize(1280, 800)
    qtbot.waitUntil(
        lambda: toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    )


def test_the_games_buttons_drop_their_icons_rather_than_widen_the_window(
    qtbot, window: MainWindow
) -> None:
    window.commands.create_demo()
    window.resize(1280, 800)
    window.tabs.setCurrentIndex(1)
    row = window.games_tab.button_row
    buttons = [b for b in window.games_tab.buttons.values() if b.isVisible()]
    qtbot.waitUntil(lambda: row.width() > 1000)
    assert row.icons_shown and all(not b.icon().isNull() for b in buttons)
    play = window.games_tab.buttons["play_game"]
    assert play.icon().cacheKey() == window.play_game_action.icon().cacheKey()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: not row.icons_shown)
    assert window.width() == 800
    assert all(b.icon().isNull() for b in buttons)

    def inside(button: QWidget) -> bool:
        corner = button.mapTo(window, button.rect().bottomRight())
        return window.rect().contains(corner)

    qtbot.waitUntil(lambda: all(inside(b) for b in buttons))
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: row.icons_shown)
    assert all(not b.icon().isNull() for b in buttons)


def test_the_roster_tables_status_column_shows_each_warriors_badge(
    qtbot, window: MainWindow
) -> None:
    from tests.demo_data import demo_campaigns

    demo_campaigns()
    window.refresh()
    model = window.roster_tab.roster_model
    seen = set()
    for campaign in range(window.campaign_combo.count()):
        window.campaign_combo.setCurrentIndex(campaign)
        for band in range(window.roster_tab.warband_model.rowCount()):
            window.roster_tab.warband_view.selectRow(band)
            for row in range(model.rowCount()):
                record = model.record(row)
                shown = model.data(
                    model.index(row, model.COL_STATUS), Qt.ItemDataRole.DecorationRole
                )
                kind = (
                    "dead"
                    if record.dead
                    else "retired"
                    if record.status == "retired"
                    else "injured"
                    if record.injuries
                    else None
                )
                if kind is None:
                    assert shown is None, record.name
                    continue
                seen.add(kind)
                picture = shown.pixmap(32, 32).toImage()
                assert picture == badge_icon(kind).pixmap(32, 32).toImage(), record.name
    assert "dead" in seen  # the demo campaigns keep no lasting injuries (a house rule)
    healthy = next(
        model.record(row) for row in range(model.rowCount()) if not model.record(row).dead
    )
    hurt = dataclasses.replace(healthy, injuries=("1 leg wound",))
    shown = model.cell(hurt, model.COL_STATUS, Qt.ItemDataRole.DecorationRole)
    assert shown.pixmap(32, 32).toImage() == badge_icon("injured").pixmap(32, 32).toImage()
