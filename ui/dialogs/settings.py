"""Campaign settings: house rules, and the campaign's own profiles, specials and scenarios."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.campaigns import (
    DEFAULT_REFUND_AFTER_PLAY,
    EXPERIENCE,
    REFUND_POLICIES,
    ProfileChange,
    profile_changes,
    readable,
    set_house_rules,
    switch,
)
from models.errors import MusterError
from models.store.schema import Campaign
from rules import experience
from rules.games import BEASTRIDER, CALIBURN, load_game
from ui import common
from ui.common import ERROR_STYLE, MusterDialog, message_label, on_edit, scrolling, set_message
from ui.dialogs.list_editor import ListEditor, spin
from ui.live import ChangedBanner, rows_as_data
from ui.undo import Editor
from ui.views import name_for_readers


class CampaignSettingsDialog(MusterDialog):
    """Edits a copy of the campaign's settings; OK saves them as one undoable change."""

    default_size = (720, 560)

    def __init__(self, parent: QWidget | None, editor: Editor, *, campaign: Campaign) -> None:
        readable(campaign)  # never settings made up over house rules that cannot be read
        super().__init__(
            parent,
            "CampaignSettingsDialog",
            translate("CampaignSettingsDialog", "Settings — {campaign}").format(
                campaign=campaign.name
            ),
        )
        self.editor = editor
        self.campaign = campaign
        self.base = load_game(campaign.game)
        self.settings: dict[str, Any] = copy.deepcopy(campaign.house_rules or {})
        self.tabs = QTabWidget()
        self.tabs.addTab(self._general_tab(), translate("CampaignSettingsDialog", "&General"))
        if campaign.game == CALIBURN:
            self.tabs.addTab(self._prices_tab(), translate("CampaignSettingsDialog", "&Prices"))
        self.tabs.addTab(self._profiles_tab(), translate("CampaignSettingsDialog", "P&rofiles"))
        if campaign.game == BEASTRIDER:
            self.tabs.addTab(self._specials_tab(), translate("CampaignSettingsDialog", "&Specials"))
        self.tabs.addTab(self._scenarios_tab(), translate("CampaignSettingsDialog", "S&cenarios"))
        self.tabs.addTab(self._experience_tab(), translate("CampaignSettingsDialog", "E&xperience"))
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # Another player changing these settings meanwhile (live, on a club server).
        self.changed_banner = ChangedBanner(
            editor,
            {"campaign"},
            translate("CampaignSettingsDialog", "What you entered is kept; OK first tells you."),
            state=lambda: rows_as_data(Campaign.select().where(Campaign.id == campaign.id)),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.changed_banner)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        # A message answers what was typed: it goes once the user types again.
        for field in self.findChildren(QLineEdit) + self.findChildren(QPlainTextEdit):
            on_edit(field, lambda: set_message(self.message, ""))

    # --- tabs -------------------------------------------------------------------------

    def _general_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        caliburn = self.campaign.game == CALIBURN
        if caliburn:
            self.lasting_box = QCheckBox(
                translate("CampaignSettingsDialog", "Wounds carry over to later games")
            )
            self.lasting_box.setToolTip(
                translate(
                    "CampaignSettingsDialog",
                    "Ruling K4: wounds heal after the game, unless the campaign keeps them.",
                )
            )
        else:
            self.lasting_box = QCheckBox(
                translate("CampaignSettingsDialog", "Lost dice carry over to later games")
            )
            self.lasting_box.setToolTip(
                translate(
                    "CampaignSettingsDialog",
                    "Ruling K4: lost dice come back after the game, unless the campaign keeps them.",  # noqa: E501
                )
            )
        self.lasting_box.setChecked(bool(self.settings.get("lasting_injuries", False)))
        # Made without a parent, as the others: a child made first would come first for Tab.
        self.gear_box = QCheckBox(
            translate("CampaignSettingsDialog", "A broken shield or weapon is gone after the game")
        )
        self.gear_box.setToolTip(
            translate(
                "CampaignSettingsDialog",
                "Ruling K3: it is taken off his kit, and can be bought again.",
            )
        )
        self.gear_box.setChecked(bool(self.settings.get("lose_broken_gear", True)))
        self.heroes_box = QCheckBox(
            translate("CampaignSettingsDialog", "A named hero who died may be recruited again")
        )
        self.heroes_box.setToolTip(
            translate(
                "CampaignSettingsDialog",
                "Ruling K2: the dead stay dead, and a named hero who died is not recruited again in the campaign, unless this is on.",  # noqa: E501
            )
        )
        self.heroes_box.setChecked(bool(self.settings.get("heroes_return", False)))
        form.addRow(translate("CampaignSettingsDialog", "Lasting injuries:"), self.lasting_box)
        if caliburn:
            form.addRow(translate("CampaignSettingsDialog", "Broken gear:"), self.gear_box)
        else:
            self.gear_box.setParent(page)  # nothing breaks in the Beastrider Wars; the value
            self.gear_box.hide()  # is kept
        form.addRow(translate("CampaignSettingsDialog", "Heroes return:"), self.heroes_box)
        self.move_spin: QSpinBox | None = None
        self.refund_combo: QComboBox | None = None
        if self.campaign.game == CALIBURN:
            self.move_spin = spin(1, 99, int(self.settings.get("base_move", self.base.base_move)))
            self.move_spin.setSuffix('"')
            self.move_spin.setToolTip(
                translate(
                    "CampaignSettingsDialog",
                    "Ruling C12: the text gives no move; a warrior moves this far, less his armour's penalty and 2\" for each leg wound.",  # noqa: E501
                )
            )
            form.addRow(translate("CampaignSettingsDialog", "Base move:"), self.move_spin)
            self.refund_combo = QComboBox()
            for key, label in REFUND_POLICIES.items():
                self.refund_combo.addItem(translate("Campaigns", label), key)
            current = self.settings.get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
            self.refund_combo.setCurrentIndex(max(0, self.refund_combo.findData(current)))
            form.addRow(
                translate("CampaignSettingsDialog", "Refund after a game:"), self.refund_combo
            )
            note = QLabel(
                translate(
                    "CampaignSettingsDialog",
                    "Returning an item always gives the full price until the warrior has played a game with it.",  # noqa: E501
                )
            )
            note.setWordWrap(True)
            form.addRow("", note)
            self.stash_box = QCheckBox(
                translate(
                    "CampaignSettingsDialog",
                    "A warrior killed in a game leaves his kit in the stash",
                )
            )
            self.stash_box.setToolTip(
                translate(
                    "CampaignSettingsDialog",
                    "Ruling K5: what he carried goes to his warband's stash, for a comrade to take.",  # noqa: E501
                )
            )
            self.stash_box.setChecked(switch(self.campaign, "dead_kit_to_stash"))
            form.addRow(translate("CampaignSettingsDialog", "Dead warriors' kit:"), self.stash_box)
            self.over_limit_box = QCheckBox(
                translate(
                    "CampaignSettingsDialog",
                    "A game may be played over the points limit (noted on the game)",
                )
            )
            self.over_limit_box.setChecked(switch(self.campaign, "allow_over_limit"))
            form.addRow(translate("CampaignSettingsDialog", "Points limit:"), self.over_limit_box)
        return page

    def _experience_tab(self) -> QWidget:
        """K6: the switch, what a game awards and what each advance costs, how many at most."""
        page = QWidget()
        form = QFormLayout(page)
        self.experience_box = QCheckBox(
            translate(
                "CampaignSettingsDialog",
                "Warriors earn experience (XP) in games and spend it on advances",
            )
        )
        self.experience_box.setToolTip(
            translate(
                "CampaignSettingsDialog",
                "Ruling K6: switched on, each warrior not dead starts at 0 XP, and his history says so. Switched off, upgrades are free as ruling B8 says.",  # noqa: E501
            )
        )
        self.experience_box.setChecked(switch(self.campaign, EXPERIENCE))
        form.addRow(translate("CampaignSettingsDialog", "Experience:"), self.experience_box)
        awards = experience.xp_awards(self.settings)
        self.award_spins: dict[str, QSpinBox] = {}
        for key, label in (
            ("played", translate("CampaignSettingsDialog", "For playing a game:")),
            ("won", translate("CampaignSettingsDialog", "More if his side won:")),
            ("kill", translate("CampaignSettingsDialog", "For each enemy he killed:")),
            ("relic", translate("CampaignSettingsDialog", "For carrying the relic off:")),
        ):
            box = spin(0, experience.MAX_XP, awards[key])
            box.setSuffix(translate("CampaignSettingsDialog", " XP"))
            self.award_spins[key] = box
            form.addRow(label, box)
        note = QLabel(
            translate(
                "CampaignSettingsDialog",
                "Only a warrior alive at the end of the game earns XP; one who fled earns only the XP for playing.",  # noqa: E501
            )
        )
        note.setWordWrap(True)
        form.addRow("", note)
        self.cost_spins: dict[str, QSpinBox] = {}
        self.limit_spins: dict[str, QSpinBox] = {}
        for kind, advance in experience.advances(self.campaign.game, self.settings).items():
            cost = spin(0, experience.MAX_XP, advance.cost)
            cost.setSuffix(translate("CampaignSettingsDialog", " XP"))
            limit = spin(0, experience.MAX_LIMIT, advance.limit)
            limit.setPrefix(translate("CampaignSettingsDialog", "at most "))
            cost.setAccessibleName(
                translate("CampaignSettingsDialog", "{advance}: cost").format(
                    advance=advance.counted
                )
            )
            limit.setAccessibleName(
                translate("CampaignSettingsDialog", "{advance}: how many at most").format(
                    advance=advance.counted
                )
            )
            self.cost_spins[kind], self.limit_spins[kind] = cost, limit
            row = QHBoxLayout()
            row.addWidget(cost)
            row.addWidget(limit)
            row.addStretch(1)
            label = translate("CampaignSettingsDialog", "{advance}:").format(
                advance=advance.counted
            )
            form.addRow(label, row)
        return page

    def _prices_tab(self) -> QWidget:
        inner = QWidget()
        form = QFormLayout(inner)
        prices = self.settings.get("prices", {})
        self.price_spins: dict[str, QSpinBox] = {}
        for item in self.base.items.values():
            if not item.for_sale:
                continue
            box = spin(0, 999, int(prices.get(item.id, item.cost)))
            box.setSuffix(translate("CampaignSettingsDialog", " gp"))
            box.setToolTip(
                translate("CampaignSettingsDialog", "The rules' price: {price} gp").format(
                    price=item.cost
                )
            )
            self.price_spins[item.id] = box
            form.addRow(f"{item.name}:", box)
        return scrolling(inner)

    def _profiles_tab(self) -> QWidget:
        rows = list(self.settings.get("profiles", []))
        if self.campaign.game == CALIBURN:
            columns = [
                ("name", translate("CampaignSettingsDialog", "Name")),
                ("points", translate("CampaignSettingsDialog", "Points")),
                ("combat_dice", translate("CampaignSettingsDialog", "Combat dice")),
                ("gold", translate("CampaignSettingsDialog", "Gold")),
                ("move", translate("CampaignSettingsDialog", "Move")),
            ]
            # (key, the form's label, lowest, highest, first value)
            fields = [
                ("points", translate("CampaignSettingsDialog", "Points:"), 0, 999, 5),
                ("combat_dice", translate("CampaignSettingsDialog", "Combat dice:"), 1, 10, 2),
                ("gold", translate("CampaignSettingsDialog", "Gold:"), 0, 999, 6),
                # 0: the campaign's base move (None)
                ("move", translate("CampaignSettingsDialog", "Move:"), 0, 99, 0),
            ]
        else:
            columns = [
                ("name", translate("CampaignSettingsDialog", "Name")),
                ("movement", translate("CampaignSettingsDialog", "Movement")),
                ("toughness", translate("CampaignSettingsDialog", "Toughness")),
                ("attack", translate("CampaignSettingsDialog", "Attack")),
                ("defend", translate("CampaignSettingsDialog", "Defend")),
                ("specials", translate("CampaignSettingsDialog", "Specials")),
            ]
            fields = [
                ("movement", translate("CampaignSettingsDialog", "Movement:"), 1, 99, 6),
                ("toughness", translate("CampaignSettingsDialog", "Toughness:"), 1, 20, 10),
                ("attack", translate("CampaignSettingsDialog", "Attack:"), 0, 20, 1),
                ("defend", translate("CampaignSettingsDialog", "Defend:"), 0, 20, 1),
            ]
        self.profiles = ListEditor(
            columns,
            rows,
            prefix="profile",
            taken=set(self.base.profiles),
            read=self._read_profile,
            fill=self._fill_profile,
        )
        name_for_readers(
            self.profiles.view,
            translate("CampaignSettingsDialog", "Campaign's profiles"),
            translate(
                "CampaignSettingsDialog",
                "Profiles this campaign adds to the game's own; select one to change it below.",
            ),
        )
        self.profile_name = QLineEdit()
        self.profile_name.setPlaceholderText(
            translate("CampaignSettingsDialog", "e.g. Saxon spearman")
        )
        self.profiles.form.addRow(translate("CampaignSettingsDialog", "Name:"), self.profile_name)
        self.profile_spins: dict[str, QSpinBox] = {}
        for key, label, low, high, value in fields:
            self.profile_spins[key] = spin(low, high, value)
            self.profiles.form.addRow(label, self.profile_spins[key])
        if "move" in self.profile_spins:
            self.profile_spins["move"].setSpecialValueText(
                translate("CampaignSettingsDialog", "The base move")
            )
        self.profile_special: QComboBox | None = None
        if self.campaign.game == BEASTRIDER:
            self.profile_special = QComboBox()
            self.profile_special.addItem(translate("CampaignSettingsDialog", "None"), "")
            for special in self.base.specials.values():
                self.profile_special.addItem(special.name, special.id)
            self.profiles.form.addRow(
                translate("CampaignSettingsDialog", "Special:"), self.profile_special
            )
        note = QLabel(
            translate(
                "CampaignSettingsDialog",
                "A change applies to new recruits. Changing the figures of a profile in use asks whether those recruited from it change too.",  # noqa: E501
            )
        )
        note.setWordWrap(True)
        self.profiles.form.addRow("", note)
        self.profiles.add_button.setText(translate("CampaignSettingsDialog", "&Add profile"))
        return self.profiles

    def _read_profile(self) -> dict[str, Any] | None:
        name = self.profile_name.text().strip()
        if not name:
            set_message(
                self.message,
                translate("CampaignSettingsDialog", "Give the profile a name first."),
                ERROR_STYLE,
            )
            return None
        row: dict[str, Any] = {"name": name}
        row.update({key: box.value() for key, box in self.profile_spins.items()})
        if row.get("move") == 0:
            row["move"] = None  # the campaign's base move (C12)
        if self.profile_special is not None:
            special = self.profile_special.currentData()
            row["specials"] = [special] if special else []
        set_message(self.message, "")
        return row

    def _fill_profile(self, row: dict[str, Any]) -> None:
        self.profile_name.setText(row.get("name", ""))
        for key, box in self.profile_spins.items():
            value = row.get(key)
            box.setValue(value if isinstance(value, int) else box.minimum())
        if self.profile_special is not None:
            own = row.get("specials") or [""]
            self.profile_special.setCurrentIndex(max(0, self.profile_special.findData(own[0])))

    def _specials_tab(self) -> QWidget:
        rows = [s for s in self.settings.get("specials", []) if s.get("id") != "rally"]
        self.special_name = QLineEdit()
        self.special_text = QLineEdit()
        self.specials = ListEditor(
            [
                ("name", translate("CampaignSettingsDialog", "Name")),
                ("text", translate("CampaignSettingsDialog", "Effect")),
            ],
            rows,
            prefix="special",
            taken=set(self.base.specials),
            read=lambda: self._read_named(
                self.special_name,
                self.special_text,
                translate("CampaignSettingsDialog", "Give the special a name first."),
            ),
            fill=lambda row: self._fill_named(self.special_name, self.special_text, row),
        )
        name_for_readers(
            self.specials.view,
            translate("CampaignSettingsDialog", "Campaign's specials"),
            translate(
                "CampaignSettingsDialog",
                "Specials this campaign adds to the game's own; select one to change it below.",
            ),
        )
        self.specials.form.addRow(translate("CampaignSettingsDialog", "Name:"), self.special_name)
        self.specials.form.addRow(translate("CampaignSettingsDialog", "Effect:"), self.special_text)
        rally: dict[str, Any] = next(
            (s for s in self.settings.get("specials", []) if s.get("id") == "rally"), {}
        )
        self.rally_text = QLineEdit(rally.get("text", ""))
        self.rally_text.setPlaceholderText(
            translate(
                "CampaignSettingsDialog", "The rules never say what Rally does: give it a text"
            )
        )
        self.rally_text.setToolTip(
            translate("CampaignSettingsDialog", "Ruling B6: Rally is named but never described.")
        )
        self.specials.form.addRow(
            translate("CampaignSettingsDialog", "Rally's effect:"), self.rally_text
        )
        self.specials.add_button.setText(translate("CampaignSettingsDialog", "&Add special"))
        return self.specials

    def _scenarios_tab(self) -> QWidget:
        self.scenario_name = QLineEdit()
        self.scenario_text = QPlainTextEdit()
        self.scenario_text.setMaximumHeight(80)
        self.scenario_text.setTabChangesFocus(True)
        self.scenarios = ListEditor(
            [
                ("name", translate("CampaignSettingsDialog", "Name")),
                ("text", translate("CampaignSettingsDialog", "Rules")),
            ],
            list(self.settings.get("scenarios", [])),
            prefix="scenario",
            taken=set(self.base.scenarios),
            read=lambda: self._read_named(
                self.scenario_name,
                self.scenario_text,
                translate("CampaignSettingsDialog", "Give the scenario a name first."),
            ),
            fill=lambda row: self._fill_named(self.scenario_name, self.scenario_text, row),
        )
        name_for_readers(
            self.scenarios.view,
            translate("CampaignSettingsDialog", "Campaign's scenarios"),
            translate(
                "CampaignSettingsDialog",
                "Scenarios this campaign adds to the game's own; select one to change it below.",
            ),
        )
        self.scenarios.form.addRow(translate("CampaignSettingsDialog", "Name:"), self.scenario_name)
        self.scenarios.form.addRow(
            translate("CampaignSettingsDialog", "Rules:"), self.scenario_text
        )
        self.scenarios.add_button.setText(translate("CampaignSettingsDialog", "&Add scenario"))
        return self.scenarios

    def _read_named(
        self, name_edit: QLineEdit, text_edit: QLineEdit | QPlainTextEdit, unnamed: str
    ) -> dict[str, Any] | None:
        """``unnamed``: what to say when the name is empty."""
        name = name_edit.text().strip()
        if not name:
            set_message(self.message, unnamed, ERROR_STYLE)
            return None
        text = (
            text_edit.toPlainText() if isinstance(text_edit, QPlainTextEdit) else text_edit.text()
        )
        set_message(self.message, "")
        return {"name": name, "text": text.strip()}

    @staticmethod
    def _fill_named(
        name_edit: QLineEdit, text_edit: QLineEdit | QPlainTextEdit, row: dict[str, Any]
    ) -> None:
        name_edit.setText(row.get("name", ""))
        if isinstance(text_edit, QPlainTextEdit):
            text_edit.setPlainText(row.get("text", ""))
        else:
            text_edit.setText(row.get("text", ""))

    # --- saving -----------------------------------------------------------------------

    def collected(self) -> dict[str, Any]:
        """The settings as the dialog shows them now."""
        settings = dict(self.settings)
        settings["lasting_injuries"] = self.lasting_box.isChecked()
        settings["lose_broken_gear"] = self.gear_box.isChecked()
        settings["heroes_return"] = self.heroes_box.isChecked()
        if self.move_spin is not None:
            settings["base_move"] = self.move_spin.value()
        if self.refund_combo is not None:
            settings["refund_after_play"] = self.refund_combo.currentData()
            settings["dead_kit_to_stash"] = self.stash_box.isChecked()
            settings["allow_over_limit"] = self.over_limit_box.isChecked()
        if self.campaign.game == CALIBURN:
            settings["prices"] = {
                item_id: box.value()
                for item_id, box in self.price_spins.items()
                if box.value() != self.base.items[item_id].cost
            }
        settings["profiles"] = self.profiles.rows()
        if self.campaign.game == BEASTRIDER:
            specials = list(self.specials.rows())
            if self.rally_text.text().strip():
                specials.append(
                    {"id": "rally", "name": "Rally", "text": self.rally_text.text().strip()}
                )
            settings["specials"] = specials
        settings["scenarios"] = self.scenarios.rows()
        settings[EXPERIENCE] = self.experience_box.isChecked()
        defaults = experience.DEFAULT_XP_AWARDS
        awards = {
            k: box.value() for k, box in self.award_spins.items() if box.value() != defaults[k]
        }
        settings.pop("xp_awards", None)
        if awards:
            settings["xp_awards"] = awards
        offered: dict[str, dict[str, int]] = {}
        for kind, (cost, limit) in experience.DEFAULT_ADVANCES[self.campaign.game].items():
            own = {
                part: box.value()
                for part, box, default in (
                    ("cost", self.cost_spins[kind], cost),
                    ("limit", self.limit_spins[kind], limit),
                )
                if box.value() != default
            }
            if own:
                offered[kind] = own
        settings.pop("advances", None)
        if offered:
            settings["advances"] = offered
        return settings

    def accept(self) -> None:
        stale = self.changed_banner.refuse_stale_save(
            translate("CampaignSettingsDialog", "“{campaign}”").format(campaign=self.campaign.name)
        )
        if stale:
            self.editor.changed_elsewhere()
            set_message(self.message, stale, ERROR_STYLE)
            return
        settings = self.collected()
        try:
            changed = profile_changes(campaign=self.campaign, house_rules=settings)
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        keep = False
        if changed:
            answer = common.ask(
                self,
                translate("CampaignSettingsDialog", "Profiles in use"),
                profile_question(changed),
                [
                    translate("CampaignSettingsDialog", "Update them"),
                    translate("CampaignSettingsDialog", "Keep their figures"),
                ],
            )
            if answer is None:
                return
            keep = answer == 1
        try:
            self.editor.run(
                translate("CampaignSettingsDialog", "change the settings of “{campaign}”").format(
                    campaign=self.campaign.name
                ),
                set_house_rules,
                campaign=self.campaign,
                house_rules=settings,
                keep_figures=keep,
            )
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        super().accept()


def profile_question(changed: list[ProfileChange]) -> str:
    """What the settings dialog asks before changing profiles that characters use."""
    lines = [
        translate("CampaignSettingsDialog", "{profile} ({changes}): used by {characters}.").format(
            profile=change.name,
            changes=", ".join(change.changes),
            characters=", ".join(change.characters),
        )
        for change in changed
    ]
    question = translate(
        "CampaignSettingsDialog",
        "Should the characters recruited from these profiles change too, or keep the figures they were recruited with? Either way their histories say so, and the changed profiles are what new recruits get.",  # noqa: E501
    )
    return "\n".join(lines) + "\n\n" + question
