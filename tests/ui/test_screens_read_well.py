"""Small things a long campaign's user meets: an empty campaign says what to do next, the
shop's unavailable items read in dark, his kit keeps its rows at twice the scale, the shop's
action does not read as "Load…" in German, the Games tab gives a game's log its room, and
the screens and printouts name things one way."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette

from models.campaigns import create_campaign, create_warband
from models.pdf import render_rosters
from models.roster import card_row
from models.store.schema import Character
from rules.games import BEASTRIDER, CALIBURN, load_game
from tests.demo_data import demo_campaigns
from tests.models.pdf_support import pdf_pages
from ui.app import apply_colour_scheme
from ui.main_window import GAMES, MainWindow
from ui.shortcuts import key_text
from ui.views import contrast, muted_text


def test_an_empty_campaign_and_an_empty_warband_say_what_to_do_next(
    qtbot, language: str, window: MainWindow
) -> None:
    campaign = create_campaign(name="Autumn", game=CALIBURN)
    window.refresh()
    window.select_campaign(campaign.id)
    said = window.roster_tab.totals_label.text()
    assert ("New…" if language == "en" else "Neu…") in said
    assert key_text("Ctrl+Shift+N") in said  # as the shortcuts list writes it
    warband = create_warband(campaign=campaign, name="Camelot")
    window.refresh()
    window.roster_tab.select_warband(warband.id)
    said = window.roster_tab.totals_label.text()
    assert key_text("Ctrl+R") in said


def test_what_he_may_not_buy_reads_in_either_scheme(qtbot) -> None:
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    before = QPalette(app.palette())
    try:
        for scheme in (Qt.ColorScheme.Dark, Qt.ColorScheme.Light):
            apply_colour_scheme(scheme)
            palette = app.palette()
            muted = muted_text(palette)
            for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
                assert contrast(muted, palette.color(role)) >= 4.5, (scheme, role)
            # And it still looks other than what he may buy.
            assert contrast(muted, palette.color(QPalette.ColorRole.Text)) > 1.5
    finally:
        app.setPalette(before)


def test_his_kit_keeps_four_rows_however_small_the_shop(qtbot, window: MainWindow) -> None:
    from ui.dialogs.shop import ShopDialog

    demo_campaigns()
    arthur = Character.get(Character.name == "King Arthur")
    shop = ShopDialog(window, window.editor, character=arthur)
    qtbot.addWidget(shop)
    shop.resize(400, 300)  # smaller than any screen: what a scaled one leaves, and less
    shop.show()
    qtbot.waitExposed(shop)
    view = shop.kit_view
    assert view.height() >= view.horizontalHeader().height() + 4 * view.rowHeight(0)
    shop.close()


def test_the_shops_action_is_not_load_in_german(qtbot, language: str, window: MainWindow) -> None:
    text = window.shop_action.text().replace("&", "")
    assert text == ("Shop…" if language == "en" else "Einkaufen…")


def test_the_games_tab_gives_a_games_log_the_larger_share(qtbot, window: MainWindow) -> None:
    demo_campaigns()
    window.refresh()
    window.resize(1280, 800)
    window.tabs.setCurrentIndex(GAMES)
    side = window.games_tab.side
    qtbot.waitUntil(lambda: side.isVisible() and sum(side.sizes()) > 0)
    story, log = side.sizes()
    assert log > story


def test_profiles_and_figures_are_named_one_way(database: Path, language: str) -> None:
    from ui.dialogs.recruit import profile_summary

    beasts = load_game(BEASTRIDER)
    names = [profile.english_name or profile.name for profile in beasts.profiles.values()]
    assert "Stag Rider" in names and "Bear Rider" in names  # not "Stag rider" beside them
    stag = beasts.profiles["stagrider"]
    summary = profile_summary(beasts, stag)
    # As his card says it: 'Move 14"', not "Movement 14".
    assert summary.startswith('Move 14"' if language == "en" else 'Bewegung 14"'), summary
    card = dict(card_row(beasts, Character(name="Eldric", profile="stagrider")).figures)
    assert "Move" in card  # the card's box, "Bewegung" in German: the same word


def test_a_roster_sheet_names_the_game_once(database: Path, language: str) -> None:
    for campaign in demo_campaigns():  # "Demo: Caliburn's Wrath" holds its game's name
        data = render_rosters(campaign=campaign)
        for page in pdf_pages(data):
            campaign_word = "Campaign:" if language == "en" else "Kampagne:"
            header = next(line for line in page.split("\n") if campaign_word in line)
            game = "Caliburn's Wrath" if campaign.game == CALIBURN else "The Beastrider Wars"
            assert header.count(game) == 1, header
