"""*Campaign ▸ Club members…*: the campaign's organisers and players on a club server, and
the warbands each player keeps; organisers add and remove them (as ``main.py club`` does).

Changing members is the server's, not the campaign's: it is saved at once and not undone
with Edit ▸ Undo (docs/club-server.md, *Roles*).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models import club
from models.campaigns import list_warbands
from models.errors import MusterError
from models.store.schema import Campaign
from ui import common
from ui.common import MusterDialog
from ui.dialogs import set_password
from ui.dialogs.set_password import GENERATE, PasswordChoice, SetPasswordDialog
from ui.views import name_for_readers

ONLY_ORGANISERS = QT_TRANSLATE_NOOP(
    "ClubMembersDialog", "Only the campaign's organisers can change its members"
)
# A member's kind as the list says it.
KINDS = {
    club.PLAYER: QT_TRANSLATE_NOOP("ClubMembersDialog", "Player"),
    club.ORGANISER: QT_TRANSLATE_NOOP("ClubMembersDialog", "Organiser"),
}
INFO_STYLE = "color: palette(text);"


class ClubMembersDialog(MusterDialog):
    default_size = (640, 560)

    def __init__(self, parent: QWidget | None, *, campaign: Campaign) -> None:
        super().__init__(
            parent,
            "ClubMembersDialog",
            translate("ClubMembersDialog", "Club members — {campaign}").format(
                campaign=campaign.name
            ),
        )
        self.campaign = campaign
        self.changed = False  # members were changed: the window reads your role again
        role = club.role_in(campaign)
        self.may_change = role is not None and role.organises
        said = [
            translate(
                "ClubMembersDialog",
                "Each member is a login of the club server. Organisers change everything in the campaign; a player changes only the warbands he keeps. Everyone else sees nothing of it.",  # noqa: E501
            )
        ]
        if role is not None:
            said.append(
                translate("ClubMembersDialog", "Here, {role}.").format(role=role.describe())
            )
        intro = QLabel(" ".join(said))
        intro.setWordWrap(True)
        self.members = QTreeWidget()
        self.members.setHeaderLabels(
            [
                translate("ClubMembersDialog", "Login"),
                translate("ClubMembersDialog", "Kind"),
                translate("ClubMembersDialog", "Warbands"),
            ]
        )
        self.members.setRootIsDecorated(False)
        self.members.setColumnWidth(0, 160)
        self.members.setColumnWidth(1, 90)
        name_for_readers(
            self.members,
            translate("ClubMembersDialog", "Members"),
            translate("ClubMembersDialog", "The campaign's members, their kind and warbands"),
        )
        self.members.itemSelectionChanged.connect(self._selection_changed)
        self.remove_button = QPushButton(translate("ClubMembersDialog", "&Remove member…"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.password_button = QPushButton(translate("ClubMembersDialog", "Set &password…"))
        self.password_button.clicked.connect(self.set_password)

        self.role_edit = QLineEdit()
        self.role_edit.setPlaceholderText(
            translate("ClubMembersDialog", "their login on the server")
        )
        self.kind_combo = QComboBox()
        for kind in (club.PLAYER, club.ORGANISER):
            self.kind_combo.addItem(translate("ClubMembersDialog", KINDS[kind]), kind)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        self.warband_list = QListWidget()
        for warband in list_warbands(campaign):
            item = QListWidgetItem(warband.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.warband_list.addItem(item)
        name_for_readers(
            self.warband_list,
            translate("ClubMembersDialog", "Warbands"),
            translate("ClubMembersDialog", "The warbands the player keeps"),
        )
        rows = min(max(self.warband_list.count(), 2), 6)
        self.warband_list.setMaximumHeight(
            rows * self.warband_list.sizeHintForRow(0) + 2 * self.warband_list.frameWidth() + 4
        )
        # A login created now gets a password (one that exists keeps its own: Set password…)
        self.password_choice = PasswordChoice()
        self.add_button = QPushButton(translate("ClubMembersDialog", "&Add member"))
        self.add_button.clicked.connect(self.add_member)
        self.message = common.message_label()

        adding = QGroupBox(translate("ClubMembersDialog", "Add a member"))
        form = QFormLayout(adding)
        form.addRow(translate("ClubMembersDialog", "&Login:"), self.role_edit)
        form.addRow(translate("ClubMembersDialog", "&Kind:"), self.kind_combo)
        form.addRow(translate("ClubMembersDialog", "&Warbands:"), self.warband_list)
        form.addRow(translate("ClubMembersDialog", "A new login's password:"), self.password_choice)
        form.addRow("", self.add_button)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.password_button)
        row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.members, 1)
        layout.addLayout(row)
        layout.addWidget(adding)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        for widget in (adding, self.remove_button, self.password_button):
            widget.setEnabled(self.may_change)
            if not self.may_change:
                widget.setToolTip(translate("ClubMembersDialog", ONLY_ORGANISERS))
        self.reload()

    def reload(self) -> None:
        self.members.clear()
        for member in club.members(self.campaign):
            kind = translate("ClubMembersDialog", KINDS.get(member.kind, member.kind.capitalize()))
            item = QTreeWidgetItem([member.role, kind, ", ".join(member.warbands)])
            item.setData(0, Qt.ItemDataRole.UserRole, member.role)
            self.members.addTopLevelItem(item)
        self._selection_changed()

    def _selection_changed(self) -> None:
        chosen = self.may_change and self.selected_role() is not None
        self.remove_button.setEnabled(chosen)
        self.password_button.setEnabled(chosen)

    def _kind_changed(self) -> None:
        self.warband_list.setEnabled(self.kind_combo.currentData() == club.PLAYER)

    def selected_role(self) -> str | None:
        items = self.members.selectedItems()
        return items[0].data(0, Qt.ItemDataRole.UserRole) if items else None

    def checked_warbands(self) -> list[str]:
        return [
            self.warband_list.item(i).text()
            for i in range(self.warband_list.count())
            if self.warband_list.item(i).checkState() == Qt.CheckState.Checked
        ]

    def add_member(self) -> None:
        role = self.role_edit.text()
        how, password = "", None
        try:
            if role.strip() and not club.login_exists(role):
                how, password = self.password_choice.chosen()
            if self.kind_combo.currentData() == club.ORGANISER:
                added = club.add_organiser(campaign=self.campaign, role=role, password=password)
            else:
                added = club.add_player(
                    campaign=self.campaign,
                    role=role,
                    warbands=self.checked_warbands(),
                    password=password,
                )
        except MusterError as exc:
            common.set_message(self.message, str(exc))
            return
        self.changed = True
        self.role_edit.clear()
        self.password_choice.clear()
        self.reload()
        if added.created:
            said = translate(
                "ClubMembersDialog", "{login} was added, a new login with its password."
            )
        elif password is None:
            said = translate(
                "ClubMembersDialog",
                "{login} was added; their login keeps its password (Set password… changes it).",
            )
        else:
            said = translate("ClubMembersDialog", "{login} was added.")
        common.set_message(self.message, said.format(login=added.role), INFO_STYLE)
        if how == GENERATE and password is not None:
            set_password.show_password(self, added.role, password)

    def set_password(self) -> None:
        """Set the selected member's password: made and shown once, or typed."""
        role = self.selected_role()
        if role is None:
            return
        dialog = SetPasswordDialog(self, campaign=self.campaign, role=role)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(
            lambda: common.set_message(
                self.message,
                translate("ClubMembersDialog", "The password of {login} is set.").format(
                    login=role
                ),
                INFO_STYLE,
            )
        )
        self.password_dialog = dialog  # (tests reach it)
        dialog.open()

    def remove_selected(self) -> None:
        role = self.selected_role()
        if role is None or not common.confirm(
            self,
            translate("ClubMembersDialog", "Remove member"),
            translate(
                "ClubMembersDialog",
                "Take {login} out of “{campaign}”? They will see nothing of it any more; their warbands stay in the campaign, kept by nobody.",  # noqa: E501
            ).format(login=role, campaign=self.campaign.name),
            ok=translate("ClubMembersDialog", "Remove"),
        ):
            return
        try:
            club.remove(campaign=self.campaign, role=role)
        except MusterError as exc:
            common.set_message(self.message, str(exc))
            return
        self.changed = True
        self.reload()
        common.set_message(
            self.message,
            translate("ClubMembersDialog", "{login} was removed.").format(login=role),
            INFO_STYLE,
        )
