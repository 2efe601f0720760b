"""The window shows what your club role may do: actions you may not take are disabled and say
why, the status bar says your role, *Campaign ▸ Club members…* lists and changes members, and
a refusal by the server is one plain message."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from models.campaigns import campaign_named, delete_campaign
from models.club_queue import AT_THE_TABLE, REPORTED
from models.reports import REPORT_KIND
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Character, GameCharacter, Warband
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    NINA,
    ORGANISER,
    as_role,
    drop_login,
    raw,
)
from tests.conftest import Server
from tests.postgres_cluster import OWNER, row
from ui.dialogs.club_members import ONLY_ORGANISERS, ClubMembersDialog
from ui.dialogs.confirm_report import ConfirmReportDialog
from ui.main_window import MainWindow
from ui.selection import FILE_MEMBERS, WATCHING_AS_MEMBER

NOT_YOURS = "Only the warband's player and the campaign's organisers can change this warband"
WARBAND_ACTIONS = ("edit_warband", "recruit", "rename_character", "notes", "shop", "retire")
ORGANISERS_ACTIONS = {
    "new_warband": "add warbands",
    "delete_warband": "delete warbands",
    "rename_campaign": "rename the campaign",
    "settings": "change the campaign's settings",
}


@pytest.fixture
def open_as(qtbot, fresh_club_db: DatabaseLocation, prompts) -> Callable[[str], MainWindow]:
    def opened(role: str) -> MainWindow:
        location = as_role(fresh_club_db, role)
        open_database(location)
        window = MainWindow(location)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return opened


def show_warband(window: MainWindow, name: str) -> None:
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.roster_tab.select_warband(Warband.get(Warband.name == name).id)
    band = Warband.get(Warband.name == name)
    living = band.characters.where(Character.status == "active").order_by(Character.id)
    window.roster_tab.select_character(living.first().id)


def test_a_player_may_change_only_his_own_warband(open_as) -> None:
    window = open_as(ALICE)
    show_warband(window, BOBS)
    assert window.statusBar().currentMessage().endswith(f" — you ({ALICE}) are a player ({ALICES})")
    for name in WARBAND_ACTIONS:
        action = window.action_table[name]
        if action.isVisible():
            assert not action.isEnabled() and action.toolTip() == NOT_YOURS, name
    for name, what in ORGANISERS_ACTIONS.items():
        action = window.action_table[name]
        assert not action.isEnabled(), name
        assert action.toolTip() == f"Only the campaign's organisers can {what}"
    show_warband(window, ALICES)
    for name in ("edit_warband", "recruit", "rename_character", "notes"):
        assert window.action_table[name].isEnabled(), name


def test_an_organiser_may_do_everything(open_as) -> None:
    window = open_as(ORGANISER)
    show_warband(window, BOBS)
    assert window.statusBar().currentMessage().endswith(f" — you ({ORGANISER}) are an organiser")
    for name in ("edit_warband", "recruit", "new_game", "new_warband", "rename_campaign"):
        assert window.action_table[name].isEnabled(), name


def test_a_non_member_sees_no_campaign_in_the_switcher(open_as) -> None:
    window = open_as(NINA)
    assert window.campaign_combo.count() == 0 and window.campaign is None


def test_club_members_for_a_player_lists_and_changes_nothing(open_as, qtbot) -> None:
    window = open_as(BOB)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    assert window.club_members_action.isEnabled()
    window.club_members_action.trigger()
    dialog = window.open_dialog
    assert isinstance(dialog, ClubMembersDialog)
    items = [dialog.members.topLevelItem(i) for i in range(dialog.members.topLevelItemCount())]
    rows = [[item.text(c) for c in range(3)] for item in items if item is not None]
    assert len(rows) == len(items)
    assert [ALICE, "Player", ALICES] in rows and [BOB, "Player", BOBS] in rows
    assert not dialog.add_button.isEnabled() and not dialog.remove_button.isEnabled()
    role_row = dialog.role_edit.parentWidget()
    assert role_row is not None and role_row.toolTip() == ONLY_ORGANISERS


def test_an_organiser_adds_and_removes_a_member(open_as, prompts) -> None:
    window = open_as(ORGANISER)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.club_members_action.trigger()
    dialog = window.open_dialog
    dialog.role_edit.setText(NINA)
    dialog.kind_combo.setCurrentIndex(1)  # organiser
    dialog.add_button.click()
    assert dialog.message.text() == (
        f"{NINA} was added; their login keeps its password (Set password… changes it)."
    )
    roles = [
        dialog.members.topLevelItem(i).text(0) for i in range(dialog.members.topLevelItemCount())
    ]
    assert NINA in roles
    item = next(
        dialog.members.topLevelItem(i)
        for i in range(dialog.members.topLevelItemCount())
        if dialog.members.topLevelItem(i).text(0) == BOB
    )
    dialog.members.setCurrentItem(item)
    dialog.remove_button.click()
    assert prompts.confirmations and BOB in prompts.confirmations[0]
    roles = [
        dialog.members.topLevelItem(i).text(0) for i in range(dialog.members.topLevelItemCount())
    ]
    assert BOB not in roles
    dialog.role_edit.setText(ALICE)
    dialog.kind_combo.setCurrentIndex(0)  # player, but no warband ticked
    dialog.add_button.click()
    assert dialog.message.text() == "A player keeps at least one warband: name it with --warband."


NEWCOMERS = ("club_newcomer_one", "club_newcomer_two")


@pytest.fixture
def newcomers(pg_server: Server) -> Iterator[tuple[str, ...]]:
    """Two logins the test makes, gone after it (roles are the cluster's)."""
    yield NEWCOMERS
    with pg_server.cluster.admin_connection() as admin:
        for role in NEWCOMERS:
            drop_login(admin, role)


def test_passwords_are_set_in_the_app_shown_once_and_kept_nowhere(
    open_as, qtbot, monkeypatch, fresh_club_db: DatabaseLocation, newcomers
) -> None:
    """The database's owner (who may create logins) adds a member with a password Muster
    makes and shows once, and one with a password he types; sets another's later; the
    passwords work, and none is kept in Muster's settings or shown again."""
    from ui.dialogs import set_password

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(set_password, "show_password", lambda _p, r, pw: shown.append((r, pw)))
    window = open_as(OWNER)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.club_members_action.trigger()
    dialog = window.open_dialog
    made, typed = newcomers
    dialog.role_edit.setText(made)
    dialog.kind_combo.setCurrentIndex(1)  # organiser (each warband has its player)
    dialog.add_button.click()
    assert dialog.message.text() == f"{made} was added, a new login with its password."
    ((role, password),) = shown
    assert role == made and password not in dialog.message.text()
    with raw(fresh_club_db, made, password) as newcomer:
        assert row(newcomer.execute("SELECT count(*) FROM campaign"))[0] == 1

    dialog.role_edit.setText(typed)
    choice = dialog.password_choice
    choice.type_button.setChecked(True)
    choice.password_edit.setText("a long secret")
    choice.again_edit.setText("a long secreT")
    dialog.add_button.click()
    assert dialog.message.text() == "The two passwords differ; type the same twice."
    assert choice.password_edit.text() == "a long secret"  # nothing typed is lost
    choice.again_edit.setText("a long secret")
    dialog.add_button.click()
    assert dialog.message.text() == f"{typed} was added, a new login with its password."
    assert len(shown) == 1 and choice.password_edit.text() == ""
    with raw(fresh_club_db, typed, "a long secret") as newcomer:
        assert row(newcomer.execute("SELECT current_user"))[0] == typed

    # later: a new one for the first, made and shown once
    item = next(
        dialog.members.topLevelItem(i)
        for i in range(dialog.members.topLevelItemCount())
        if dialog.members.topLevelItem(i).text(0) == made
    )
    dialog.members.setCurrentItem(item)
    dialog.password_button.click()
    setting = dialog.password_dialog
    qtbot.waitExposed(setting)
    with qtbot.waitSignal(setting.finished):
        setting.ok_button.click()
    assert dialog.message.text() == f"The password of {made} is set."
    (_first, (role, again)) = shown
    assert role == made and again != password
    with raw(fresh_club_db, made, again) as newcomer:
        assert row(newcomer.execute("SELECT current_user"))[0] == made
    from tests.ui.test_connect import settings_text

    for secret in (password, again, "a long secret"):
        assert secret not in settings_text()


def test_an_organiser_without_createrole_is_told_who_may_set_a_password(open_as, qtbot) -> None:
    window = open_as(ORGANISER)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.club_members_action.trigger()
    dialog = window.open_dialog
    item = next(
        dialog.members.topLevelItem(i)
        for i in range(dialog.members.topLevelItemCount())
        if dialog.members.topLevelItem(i).text(0) == BOB
    )
    dialog.members.setCurrentItem(item)
    dialog.password_button.click()
    setting = dialog.password_dialog
    setting.choice.type_button.setChecked(True)
    setting.choice.password_edit.setText("bobs new secret")
    setting.choice.again_edit.setText("bobs new secret")
    setting.ok_button.click()
    assert setting.isVisible()
    assert setting.message.text() == (
        f"Your login ({ORGANISER}) may not set the password of {BOB}: a login with CREATEROLE "
        "may (the club database's owner, made as docs/club-server.md says), or the server's "
        "administrator. Nothing was changed."
    )
    assert "bobs new secret" not in setting.message.text()
    setting.reject()


def test_a_refusal_by_the_server_is_one_plain_message(
    open_as, prompts, pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    from models.campaigns import WarbandEdit, edit_warband

    window = open_as(ALICE)
    show_warband(window, ALICES)
    band = window.roster_tab.selection().warband
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        admin.execute(f"DELETE FROM campaign_member WHERE role = '{ALICE}'")  # meanwhile
    window.editor.attempt(
        "Edit warband", edit_warband, warband=band, edit=WarbandEdit(name="X", player="", notes="")
    )
    assert prompts.errors == [
        f"{ALICES} is gone from the club server: another player deleted it, or your membership "
        "of the campaign was changed. Nothing was changed."
    ]


def test_on_a_file_club_members_say_why_not(qtbot, tmp_path: Path, prompts) -> None:
    open_database(tmp_path / "mine.sqlite3")
    try:
        window = MainWindow(tmp_path / "mine.sqlite3")
        qtbot.addWidget(window)
        assert not window.club_members_action.isEnabled()
        assert window.club_members_action.toolTip() == FILE_MEMBERS
        assert window.club_role is None
    finally:
        close_database()


def test_a_game_at_the_table_is_its_players_and_other_members_watch_it(
    open_as, qtbot, fresh_club_db
) -> None:
    """A game at the table is its players' and the organisers' (docs/club-server.md, *Roles*):
    Alice, who keeps one of its warbands, takes its table; a member who plays in it with no
    warband watches it, live, and changes nothing."""
    from models import campaigns, club
    from models.store.schema import Game
    from ui.tracker.window import TrackerWindow

    open_database(as_role(fresh_club_db, ORGANISER))
    campaign = campaign_named(CAMPAIGN)
    campaigns.create_warband(campaign=campaign, name="Outsiders")
    club.add_player(campaign=campaign, role=NINA, warbands=["Outsiders"])
    close_database()

    playing = None
    for role, watching in ((ALICE, False), (NINA, True)):
        window = open_as(role)
        window.select_campaign(campaign_named(CAMPAIGN).id)
        window.tabs.setCurrentWidget(window.games_tab)
        playing = playing or Game.get(Game.result == "unrecorded")
        window.games_tab.select_game(playing.id)
        action = window.action_table["play_game"]
        expected = "&Watch the game at the table…" if watching else "Resume &playing…"
        assert action.isEnabled() and action.text() == expected, role
        action.trigger()
        tracker = window.commands.trackers[playing.id]
        assert isinstance(tracker, TrackerWindow)
        if watching:
            assert not tracker.holds_table
            assert tracker.read_only and tracker.watching_label.text() == WATCHING_AS_MEMBER
        else:
            assert tracker.holds_table and not tracker.read_only
        tracker.close()
        window.close()
        close_database()


def test_a_removed_player_is_told_so_and_what_he_can_still_open(open_as, fresh_club_db) -> None:
    window = open_as(ALICE)
    show_warband(window, ALICES)
    with raw(fresh_club_db, ORGANISER) as olga:
        olga.execute("DELETE FROM campaign_member WHERE role = %s", (ALICE,))
    window.refresh()  # as a live update of the member tables does
    assert window.campaign is None and window.pages.currentIndex() == 0
    assert window.notice.isVisible()
    assert window.notice.text() == (
        f"An organiser removed you from {CAMPAIGN}: its warbands and games are no longer shown "
        "to you. You are in no other campaign on this server: ask an organiser to add you, or "
        "open a file on this computer (Campaign ▸ Open local file…)."
    )


def test_a_campaign_deleted_is_no_removal(open_as) -> None:
    window = open_as(ORGANISER)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    delete_campaign(campaign=campaign_named(CAMPAIGN))
    window.refresh()
    assert window.campaign is None  # she is in no other campaign
    assert not window.notice.isVisible()


def disabled_without_a_reason(window: MainWindow) -> list[str]:
    """The disabled actions and buttons whose tooltip is empty or only says what they do."""
    from ui.actions import ACTIONS

    generic = {row.name: row.tip for row in ACTIONS}
    silent = [
        name
        for name, action in window.action_table.items()
        if action.isVisible()
        and not action.isEnabled()
        and action.toolTip() in ("", generic[name], action.text().replace("&", ""))
    ]
    for button in window.findChildren(QPushButton):
        if button.isVisibleTo(window) and not button.isEnabled():
            action = next(
                (
                    a
                    for a in window.action_table.values()
                    if a.text().replace("&", "") == button.text()
                ),
                None,
            )
            if action is not None and button.toolTip() != action.toolTip():
                silent.append(f"button {button.text()}")
    return silent


def test_every_disabled_action_says_why_to_a_club_player(open_as, qtbot) -> None:
    window = open_as(ALICE)
    show_warband(window, BOBS)
    assert disabled_without_a_reason(window) == []
    assert window.undo_action.toolTip() == "Nothing to undo yet"
    shop = next(b for b in window.roster_tab.findChildren(QPushButton) if b.text() == "Shop…")
    assert shop.toolTip() == NOT_YOURS
    window.tabs.setCurrentWidget(window.games_tab)
    assert disabled_without_a_reason(window) == []


def test_a_disabled_actions_key_says_why_in_the_status_bar(open_as, qtbot) -> None:
    window = open_as(ALICE)
    show_warband(window, BOBS)
    view = window.roster_tab.roster_view
    window.roster_tab.show_roster_view(1)
    view.setFocus()
    assert not window.rename_character_action.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert window.statusBar().currentMessage() == f"Rename…: {NOT_YOURS}"
    qtbot.keyClick(view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage().endswith(NOT_YOURS)
    assert window.statusBar().currentMessage().startswith("Shop")


def test_alice_reports_the_game_at_the_table_and_bob_confirms_it(open_as, qtbot, prompts) -> None:
    """Two players record their game with no organiser (docs/club-server.md, *Two players
    record their own game*): Alice reports it on the post-battle screen; the Games tab says
    it waits for the other side; Bob confirms it, and it is recorded."""
    from models.store.schema import Game
    from tests.ui.helpers import current_dialog
    from ui.dialogs.post_battle import PostBattleDialog

    game = None

    def select_the_game(window: MainWindow) -> None:
        nonlocal game
        window.select_campaign(campaign_named(CAMPAIGN).id)
        window.tabs.setCurrentWidget(window.games_tab)
        game = game or Game.get(Game.result == "unrecorded")
        window.games_tab.select_game(game.id)

    window = open_as(ALICE)
    select_the_game(window)
    assert game is not None
    action = window.action_table["record_game"]
    assert action.isEnabled() and action.text() == "&Report outcome…"
    assert not window.action_table["confirm_report"].isEnabled()
    action.trigger()
    dialog = current_dialog(qtbot, window, PostBattleDialog)
    assert dialog.windowTitle().startswith(f"Report game {game.number}")
    dialog.set_winner(None)  # a draw
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    row = window.games_tab.selected()
    assert row is not None and row.result == (
        f"Reported by {ALICE}, waiting for the other side to confirm"
    )
    assert window.action_table["discard_report"].isEnabled()
    # opened again, the screen shows her report, to change
    action.trigger()
    dialog = current_dialog(qtbot, window, PostBattleDialog)
    assert dialog.winner() is None  # the draw she reported, not "unset"
    dialog.reject()
    confirm = window.action_table["confirm_report"]
    assert not confirm.isEnabled()
    assert confirm.toolTip() == "The other side confirms or disputes a report, not its reporter"
    window.close()
    close_database()

    window = open_as(BOB)
    select_the_game(window)
    queue = window.games_tab.queue
    assert queue.isVisible()
    # (its table, where nobody plays now, waits for the report: the report's row says it)
    (waiting,) = queue.model.rows()
    assert (waiting.game_id, waiting.who, waiting.action) == (game.id, ALICE, "confirm_report")
    queue.view.selectRow(queue.model.row_of(lambda item: item is waiting))
    confirm = window.action_table["confirm_report"]
    assert confirm.isEnabled() and window.action_table["dispute_report"].isEnabled()
    report = window.action_table["record_game"]  # his own report would replace hers
    assert not report.isEnabled() and report.toolTip().startswith(f"{ALICE} reported this game")
    assert not window.action_table["discard_report"].isEnabled()
    queue.view.setFocus()
    qtbot.keyClick(queue.view, Qt.Key.Key_Return)  # the queue's step: look at it, confirm
    confirming = current_dialog(qtbot, window, ConfirmReportDialog)
    assert "A draw between" in confirming.text_view.toPlainText()
    # what confirming awards (K6): a draw, so 1 XP each for playing
    first = GameCharacter.select().where(GameCharacter.game == game.id).first()
    shown = confirming.text_view.toPlainText()
    assert "Experience confirming awards (K6)" in shown and f"\n{first.name}: 1 XP" in shown
    with qtbot.waitSignal(confirming.finished):
        qtbot.mouseClick(confirming.ok_button, Qt.MouseButton.LeftButton)
    assert prompts.errors == []
    assert Game.get_by_id(game.id).result == "draw"
    row = window.games_tab.selected()
    assert row is not None and row.result == "Draw"
    assert not queue.isVisible()
    window.games_tab.log.filter_by(kind=REPORT_KIND)
    said = [
        window.games_tab.log.model.record(r).text
        for r in range(window.games_tab.log.model.rowCount())
    ]
    assert (
        said[0] == f"Game {game.number}: {ALICE}'s report confirmed by {BOB}: the game is recorded"
    )


def test_on_a_file_there_are_no_reports(window) -> None:
    for name in ("confirm_report", "dispute_report", "discard_report"):
        assert not window.action_table[name].isVisible(), name


REPORTER = """
import sys
from models.reports import report_outcome
from models.store.lifecycle import open_database
from models.store.schema import Game
open_database(sys.argv[1])
report_outcome(game=Game.get_by_id(int(sys.argv[2])), winner=None, outcomes={})
"""


def test_the_other_side_sees_a_report_at_once(open_as, qtbot, fresh_club_db) -> None:
    """Alice reports in her Muster; Bob's, open on the Games tab, shows the report waiting
    for him within a moment, as other players' changes arrive (docs/club-server.md)."""
    import os
    import subprocess
    import sys

    from models.store.schema import Game
    from tests.club_data import PASSWORD

    window = open_as(BOB)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.tabs.setCurrentWidget(window.games_tab)
    game = Game.get(Game.result == "unrecorded")
    window.games_tab.select_game(game.id)
    assert window.live is not None
    qtbot.waitUntil(lambda: window.live.running)
    assert [item.kind for item in window.games_tab.queue.model.rows()] == [AT_THE_TABLE]
    alice = f"postgresql://{ALICE}@{fresh_club_db.host}:{fresh_club_db.port}/{fresh_club_db.dbname}"
    subprocess.run(
        [sys.executable, "-c", REPORTER, alice, str(game.id)],
        cwd=Path(__file__).resolve().parents[2],
        env=dict(os.environ, PGPASSWORD=PASSWORD),
        check=True,
        timeout=60,
    )
    # within a moment (the coalescing timer's); the wait allows for a loaded machine
    qtbot.waitUntil(
        lambda: [item.kind for item in window.games_tab.queue.model.rows()] == [REPORTED],
        timeout=30_000,
    )
    assert [item.who for item in window.games_tab.queue.model.rows() if item.kind == REPORTED] == [
        ALICE
    ]
    assert window.action_table["confirm_report"].isEnabled()


def test_a_player_reports_a_correction_of_a_recorded_game(open_as, qtbot) -> None:
    from models.store.schema import Game
    from tests.ui.helpers import current_dialog
    from ui.dialogs.post_battle import PostBattleDialog

    window = open_as(ALICE)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    window.tabs.setCurrentWidget(window.games_tab)
    recorded = Game.get(Game.number == 1)
    window.games_tab.select_game(recorded.id)
    action = window.action_table["record_game"]
    assert action.isEnabled() and action.text() == "&Report a correction…"
    action.trigger()
    dialog = current_dialog(qtbot, window, PostBattleDialog)
    assert dialog.windowTitle().startswith("Report a correction of game 1")
    dialog.set_winner(None)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    row = window.games_tab.selected()
    assert row is not None and row.result.endswith(
        f"; correction reported by {ALICE}, waiting for the other side"
    )
    assert Game.get_by_id(recorded.id).result == recorded.result  # not yet


def test_a_player_sets_up_a_game_of_his_own_warband(open_as, qtbot) -> None:
    from models.store.schema import Game
    from tests.ui.helpers import current_dialog
    from ui.dialogs.game_setup import OWN_SIDE, GameSetupDialog

    window = open_as(BOB)
    window.select_campaign(campaign_named(CAMPAIGN).id)
    action = window.action_table["new_game"]
    assert action.isEnabled()
    action.trigger()
    dialog = current_dialog(qtbot, window, GameSetupDialog)
    assert dialog.sides[0].warband_combo.currentText() == BOBS  # his first
    assert OWN_SIDE not in dialog.errors_label.text(), dialog.errors_label.text()
    dialog.sides[0].warband_combo.setCurrentIndex(dialog.sides[0].warband_combo.findText(ALICES))
    dialog.sides[1].warband_combo.setCurrentIndex(dialog.sides[1].warband_combo.findText(ALICES))
    assert not dialog.ok_button.isEnabled() and OWN_SIDE in dialog.errors_label.text()
    dialog.sides[1].warband_combo.setCurrentIndex(dialog.sides[1].warband_combo.findText(BOBS))
    assert OWN_SIDE not in dialog.errors_label.text()
    dialog.select_scenario("pitched_battle")
    dialog.limit_spin.setValue(0)
    assert dialog.ok_button.isEnabled(), dialog.errors_label.text()
    games_before = Game.select().count()
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Game.select().count() == games_before + 1


def test_an_organiser_takes_over_the_table_and_the_player_then_watches(
    open_as, qtbot, fresh_club_db
) -> None:
    from models.store.schema import Game
    from models.tracker import TAKEN
    from ui.live import WATCHING_ELSEWHERE

    def tracker_of(role: str):
        window = open_as(role)
        window.select_campaign(campaign_named(CAMPAIGN).id)
        window.tabs.setCurrentWidget(window.games_tab)
        game = Game.get(Game.result == "unrecorded")
        window.games_tab.select_game(game.id)
        window.action_table["play_game"].trigger()
        return window, window.commands.trackers[game.id], game

    window, tracker, game = tracker_of(ALICE)
    assert tracker.holds_table and not tracker.take_over_button.isVisible()
    with raw(fresh_club_db, ORGANISER) as olga:
        assert row(olga.execute("SELECT muster_take_claim(1, %s)", (game.id,)))[0]
        tracker.roll()  # her next change is refused: she watches
        assert tracker.read_only and not tracker.holds_table
        assert tracker.watching_label.text() == TAKEN
        assert not tracker.take_over_button.isVisible()  # a player does not take it back
    tracker.close()
    window.close()
    close_database()

    with raw(fresh_club_db, ALICE) as alice:
        assert row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        window, tracker, game = tracker_of(ORGANISER)
        assert tracker.read_only and tracker.watching_label.text() == WATCHING_ELSEWHERE
        assert tracker.take_over_button.isVisible()
        qtbot.mouseClick(tracker.take_over_button, Qt.MouseButton.LeftButton)
        assert tracker.holds_table and not tracker.read_only
        assert not tracker.take_over_button.isVisible()
