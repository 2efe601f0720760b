"""Every table model passes Qt's model tester, filled with real rows."""

from __future__ import annotations

from pathlib import Path

from models.campaigns import list_campaigns, warband_summaries
from models.demo import create_demo_campaigns
from models.history import character_history
from models.roster import roster_rows
from models.store.schema import Character, Purchase, Warband
from ui.character_panel import HistoryTableModel
from ui.dialogs.settings import DictTableModel
from ui.dialogs.shop import KitTableModel
from ui.dialogs.upgrades import UpgradeTableModel
from ui.item_models import CampaignListModel, RosterTableModel, WarbandTableModel


def test_models_pass_the_model_tester(qtmodeltester, database: Path) -> None:
    create_demo_campaigns()
    campaign = list_campaigns()[0]
    warband = Warband.select().first()
    character = Character.select().first()
    filled = [
        (CampaignListModel(), list_campaigns()),
        (WarbandTableModel(), warband_summaries(campaign)),
        (RosterTableModel(), roster_rows(warband)),
        (HistoryTableModel(), character_history(character)),
        (KitTableModel(), [(p, p.item, p.price) for p in Purchase.select()]),
        (UpgradeTableModel(), [(0, "+1 attack die"), (1, "New special: Berzerk")]),
        (DictTableModel([("name", "Name"), ("text", "Rules")]), [{"name": "Ambush", "text": "x"}]),
    ]
    for model, rows in filled:
        assert rows, type(model).__name__
        model.set_rows(rows)
        qtmodeltester.check(model, force_py=True)
        model.set_rows([])
        qtmodeltester.check(model, force_py=True)
