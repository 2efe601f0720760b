"""The issue's walk (K6), through the window, once for each game: a new campaign whose
organiser made advances cheap, a game recorded in the post-battle dialog, the survivors' XP on
their roster cards, one advance bought in its dialog, his dice changed on his roster card and on
his printed card; the campaign exported, imported into a fresh file, and checked clean."""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from models.store.schema import Campaign, Character, Warband
from tests.models.pdf_support import flat, pdf_pages
from tests.test_command_line import run_muster
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from tests.ui.test_export import Desktop
from tests.ui.test_games_ui import open_setup
from tests.ui.test_settings_ui import open_settings
from ui.dialogs.advance import AdvanceDialog
from ui.dialogs.post_battle import PostBattleDialog
from ui.dialogs.upgrades import UpgradesDialog
from ui.main_window import MainWindow


@dataclass(frozen=True)
class Walk:
    game: str
    scenario: str
    winners: tuple[str, str, str]  # warband, profile, warrior
    losers: tuple[str, str, str]
    advance: str  # the kind the winner buys
    figure: str  # the roster card's box it changes
    before: str
    after: str
    printed: str  # the figure on his printed card, after
    first: str  # the printed card's first figure


WALKS = [
    Walk(
        "Caliburn's Wrath",
        "duel",
        ("Camelot", "Sir Kai", "Kai"),
        ("Kent", "Sir Gawain", "Gawain"),
        "combat",
        "Combat",
        "4d6",
        "5d6",
        "5d6",
        "Combat",
    ),
    Walk(
        "The Beastrider Wars",
        "skirmish",
        ("Stags", "Stag Rider", "Eldric"),
        ("Bears", "Bear Rider", "Brann"),
        "attack",
        "Attack",
        "3",
        "4",
        "☐☐☐☐",  # a box a die
        "Move",
    ),
]


def card_figures(qtbot, window: MainWindow, warband: str, name: str) -> tuple[dict[str, str], str]:
    """His roster card's figures, by box, and its XP line."""
    tab = window.roster_tab
    window.tabs.setCurrentWidget(tab)
    tab.show_roster_view(0)  # the cards
    tab.warband_view.selectRow(tab.warband_model.row_of(lambda r: r.warband.name == warband))
    cards = tab.roster_cards
    qtbot.waitUntil(lambda: any(c.row.name == name for c in cards.cards))
    card = next(c for c in cards.cards if c.row.name == name)
    assert card.xp_label is not None and card.xp_label.isVisible()
    return {b.label.text(): b.value.text() for b in card.stat_boxes}, card.xp_label.text()


def printed_figures(page: str, first: str) -> dict[str, str]:
    """A printed card's figures, by box: the boxes' titles from ``first`` on, one a line, then
    their values, one a line, as the card's text reads."""
    lines = [line.strip() for line in page.splitlines()]
    start = lines.index(first)
    titles = list(
        itertools.takewhile(lambda line: re.fullmatch(r"[A-Za-z ]+", line), lines[start:])
    )
    return dict(zip(titles, lines[start + len(titles) : start + 2 * len(titles)], strict=True))


@pytest.mark.parametrize("walk", WALKS, ids=["caliburn", "beastrider"])
def test_a_game_then_an_advance_shows_prints_exports_and_checks_clean(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, walk: Walk
) -> None:
    new_campaign(qtbot, window, "Short", walk.game)
    # A short campaign: its organiser makes the advance cost 2 XP (Campaign settings ▸ Experience).
    settings = open_settings(qtbot, window)
    assert settings.experience_box.isChecked()  # on in a new campaign (K6)
    settings.cost_spins[walk.advance].setValue(2)
    with qtbot.waitSignal(settings.finished):
        qtbot.mouseClick(settings.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    for warband, profile, name in (walk.winners, walk.losers):
        new_warband(qtbot, window, warband)
        recruit(qtbot, window, profile, name)
    band, _profile, hero = walk.winners
    foe = walk.losers[2]

    # The game, set up and recorded: the post-battle table shows the XP before it is recorded.
    setup = open_setup(qtbot, window)
    setup.select_scenario(walk.scenario)
    with qtbot.waitSignal(setup.finished):
        qtbot.mouseClick(setup.ok_button, Qt.MouseButton.LeftButton)
    window.record_game_action.trigger()
    post = current_dialog(qtbot, window, PostBattleDialog)
    post.set_winner(Warband.get(Warband.name == band).id)
    model = post.model
    xp = {r.name: model.index(i, model.column_of("xp")).data() for i, r in enumerate(model.rows())}
    assert xp == {hero: 2, foe: 1}  # played and won; played (K6)
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)

    figures, xp_line = card_figures(qtbot, window, walk.losers[0], foe)
    assert xp_line == "XP: 1 left (1 earned, 0 spent)"
    figures, xp_line = card_figures(qtbot, window, band, hero)
    assert xp_line == "XP: 2 left (2 earned, 0 spent)"
    assert figures[walk.figure] == walk.before

    # One advance, bought in its dialog with the XP of the game.
    kai = Character.get(Character.name == hero)
    window.roster_tab.select_character(kai.id)
    dialog: QDialog
    if walk.advance == "combat":
        window.advance_action.trigger()
        dialog = current_dialog(qtbot, window, AdvanceDialog)
        qtbot.mouseClick(dialog.combat_button, Qt.MouseButton.LeftButton)
    else:
        window.action_table["upgrades"].trigger()
        dialog = current_dialog(qtbot, window, UpgradesDialog)
        qtbot.mouseClick(dialog.attack_button, Qt.MouseButton.LeftButton)
    assert Character.get_by_id(kai.id).upgrades == [{"kind": walk.advance}]
    with qtbot.waitSignal(dialog.finished):
        dialog.close()
    figures, xp_line = card_figures(qtbot, window, band, hero)
    assert figures[walk.figure] == walk.after
    assert xp_line == "XP: 0 left (2 earned, 2 spent)"

    # His printed card (Export warrior cards…) shows his new dice.
    desktop = Desktop(tmp_path / "cards.pdf")
    monkeypatch.setattr("ui.common.ask_save_path", desktop.ask_save_path)
    monkeypatch.setattr("ui.common.open_file", desktop.open_file)
    window.export_cards_action.trigger()
    qtbot.waitUntil(lambda: bool(desktop.opened), timeout=30_000)
    (page,) = pdf_pages((tmp_path / "cards.pdf").read_bytes())
    assert printed_figures(page, walk.first)[walk.figure] == walk.printed, flat(page)

    # The campaign file, exported from the window, imports into a fresh file and checks clean.
    exported = tmp_path / "short.json"
    desktop.answer = exported
    window.export_campaign_action.trigger()
    qtbot.waitUntil(exported.exists, timeout=30_000)
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["settings"]["experience"] is True
    fresh = tmp_path / "fresh.sqlite3"
    imported = run_muster("import", "--db", str(fresh), str(exported))
    assert imported.returncode == 0, imported.stderr
    checked = run_muster("check", "--db", str(fresh))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert Campaign.select().count() == 1  # the window's own file is as it was
