"""Every table model passes Qt's model tester, filled with real rows."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QSpinBox, QStyleOptionViewItem, QTableView

from models.campaigns import list_campaigns
from models.demo import create_demo_campaigns
from models.game_log import campaign_log
from models.games import game_rows
from models.history import character_history
from models.leaderboards import leaderboards
from models.roster import roster_rows, warband_summaries
from models.standings import standings
from models.store.schema import UNRECORDED, Character, Game, Purchase, Warband
from rules.games import BEASTRIDER, CALIBURN
from ui.campaign_log import LogTableModel
from ui.dialogs.list_editor import DictTableModel
from ui.dialogs.post_battle import PostBattleDialog
from ui.dialogs.settings import CampaignSettingsDialog
from ui.dialogs.shop import KitTableModel, ShopDialog
from ui.dialogs.stash import StashTableModel
from ui.dialogs.upgrades import UpgradesDialog, UpgradeTableModel
from ui.dialogs.warband_history import WarbandHistoryDialog
from ui.games_tab import GameTableModel
from ui.history_table import HistoryTableModel
from ui.item_models import (
    CampaignListModel,
    RecordTableModel,
    RosterTableModel,
    WarbandTableModel,
)
from ui.leaderboards import LeaderTableModel
from ui.standings_tab import StandingsTableModel
from ui.undo import Editor


def test_models_pass_the_model_tester(qtmodeltester, database: Path) -> None:
    create_demo_campaigns()
    campaign = list_campaigns()[0]
    warband = Warband.select().first()
    character = Character.select().first()
    filled: list[tuple[RecordTableModel, Sequence[Any]]] = [
        (CampaignListModel(), list_campaigns()),
        (WarbandTableModel(), warband_summaries(campaign)),
        (RosterTableModel(), roster_rows(warband)),
        (HistoryTableModel(), character_history(character)),
        (KitTableModel(), [(p, p.item, p.price) for p in Purchase.select()]),
        (UpgradeTableModel(), [(0, "+1 attack die"), (1, "New special: Berzerk")]),
        (DictTableModel([("name", "Name"), ("text", "Rules")]), [{"name": "Ambush", "text": "x"}]),
        (LogTableModel(), campaign_log(campaign)),
        (LeaderTableModel("Kills", "Enemies killed"), list(leaderboards(campaign).games)),
        (StashTableModel(), [(p, p.item, "", "") for p in Purchase.select().limit(2)]),
    ]
    for model, rows in filled:
        assert rows, type(model).__name__
        model.set_rows(rows)
        qtmodeltester.check(model, force_py=True)
        model.set_rows([])
        qtmodeltester.check(model, force_py=True)


def test_the_games_and_standings_models_pass_the_model_tester(qtmodeltester, database) -> None:
    create_demo_campaigns()
    for campaign in list_campaigns():
        for model, rows in (
            (GameTableModel(), game_rows(campaign)),
            (StandingsTableModel(), standings(campaign)),
        ):
            assert rows, type(model).__name__
            model.set_rows(rows)
            qtmodeltester.check(model, force_py=True)
            model.set_rows([])
            qtmodeltester.check(model, force_py=True)


def edit(view: QTableView, index: QModelIndex) -> str:
    """Change one cell as a user does, through the view's editor; returns what it now shows."""
    model = view.model()
    if model.flags(index) & Qt.ItemFlag.ItemIsUserCheckable:
        checked = index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
        state = Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked
        assert model.setData(index, state.value, Qt.ItemDataRole.CheckStateRole)
        return state.name
    delegate = view.itemDelegateForIndex(index)
    editor = delegate.createEditor(view.viewport(), QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    if isinstance(editor, QComboBox):
        editor.setCurrentIndex(editor.count() - 1)  # the last choice: a killer, a weapon…
        shown = editor.currentText()
    else:
        assert isinstance(editor, QSpinBox)
        editor.setValue(editor.value() + 1)
        shown = str(editor.value())
    delegate.setModelData(editor, model, index)
    editor.deleteLater()
    return shown


def test_the_outcome_model_passes_the_model_tester_while_edited(
    qtbot, qtmodeltester, database
) -> None:
    """The post-battle table of every demo game, recorded or not, of both games; checked
    again after every editable cell was changed. Qt's own tester (the default) watches each
    change too, and needs nothing of the model afterwards: the dialog owns it."""
    create_demo_campaigns()
    editor = Editor()
    games = list(Game.select().order_by(Game.id))
    assert {g.campaign.game for g in games} == {BEASTRIDER, CALIBURN}
    assert {g.result == UNRECORDED for g in games} == {True, False}
    for game in games:
        dialog = PostBattleDialog(None, editor, game=game)
        qtbot.addWidget(dialog)
        model = dialog.model
        assert model.rowCount() > 1
        qtmodeltester.check(model)
        edited = 0
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                flags = model.flags(index)
                if not flags & (Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable):
                    continue
                shown = edit(dialog.view, index)
                if flags & Qt.ItemFlag.ItemIsUserCheckable:
                    assert index.data(Qt.ItemDataRole.CheckStateRole).name == shown
                else:
                    assert str(index.data()) == shown
                edited += 1
        assert edited >= model.rowCount() * 3
        qtmodeltester.check(model)
        dialog.reject()


def test_the_dialogs_tables_pass_the_model_tester_as_the_dialogs_fill_them(
    qtbot, qtmodeltester, database
) -> None:
    create_demo_campaigns()
    editor = Editor()
    veteran = Character.get(Character.name == "Ulla Greyclaw")  # bought a defend die
    knight = Character.select().join(Purchase).first()
    upgrades = UpgradesDialog(None, editor, character=veteran)
    shop = ShopDialog(None, editor, character=knight)
    settings = CampaignSettingsDialog(None, editor, campaign=knight.warband.campaign)
    history = WarbandHistoryDialog(None, warband=veteran.warband)
    for dialog in (upgrades, shop, settings, history):
        qtbot.addWidget(dialog)
    models = (
        upgrades.upgrade_model,
        shop.kit_model,
        settings.profiles.model,  # the campaign's own footsoldiers
        history.model,
    )
    for model in models:
        assert model.rowCount(), type(model).__name__
        qtmodeltester.check(model)


def test_the_roster_measures_its_columns_as_qt_does(qtbot) -> None:
    """The roster asks its delegate once for each kind of cell (``measure_key``): the widths
    are those Qt's own measuring of every row gives, the dead (italic, struck through) and
    those with a warning sign counted; and measured again when the rows change."""
    from models.roster import RosterRow
    from ui.views import table_view

    def row(number: int, name: str, **fields: object) -> RosterRow:
        values = dict(
            character_id=number,
            name=name,
            profile="levy",
            profile_name="Levy",
            stats="3 pts, 1d6, move 6, protection 0",
            status="active",
            gold=4,
            kit="Spear",
            items=("spear",),
        )
        return RosterRow(**{**values, **fields})  # type: ignore[arg-type]

    model = RosterTableModel()
    view = table_view(model)
    qtbot.addWidget(view)
    view.show()
    rows = [
        row(1, "Wat"),
        row(2, "Wat", status="dead"),
        row(3, "Wat", problems=("Breaks a rule.",)),
        row(4, "Hob", gold=1234, status="retired"),
        row(5, "Sir Kai", profile="sir_kai", profile_name="Sir Kai", hero=True),
    ]
    for shown in (rows, rows[:1], [row(6, "A much longer name than Wat", gold=None)]):
        model.set_rows(shown)
        for column in range(model.columnCount()):
            assert view.sizeHintForColumn(column) == QTableView.sizeHintForColumn(view, column)
