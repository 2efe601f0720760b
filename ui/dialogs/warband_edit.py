"""New or edited warband: name, player and notes."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QWidget

from i18n import translate
from models.campaigns import WarbandEdit, create_warband, edit_warband, warband_fields
from models.errors import ChangedElsewhereError
from models.store.schema import Campaign, Warband
from ui.dialogs.form import FormDialog
from ui.live import ChangedBanner
from ui.undo import Editor


class WarbandDialog(FormDialog):
    default_size = (480, 320)

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        campaign: Campaign,
        warband: Warband | None = None,
    ) -> None:
        title = (
            translate("WarbandDialog", "New warband")
            if warband is None
            else translate("WarbandDialog", "Edit {warband}").format(warband=warband.name)
        )
        super().__init__(parent, editor, "WarbandDialog", title)
        self.campaign = campaign
        self.warband = warband
        # The warband as this dialog found it: another player's change to it meanwhile is said
        # at once (live, on a club server), and saving over it is refused once.
        self.shown = warband_fields(warband) if warband else None
        given = self.shown or WarbandEdit(name="")
        self.name_edit = QLineEdit(given.name)
        self.player_edit = QLineEdit(given.player)
        self.notes_edit = QPlainTextEdit(given.notes)
        self.notes_edit.setTabChangesFocus(True)
        self.form.addRow(translate("WarbandDialog", "&Name:"), self.name_edit)
        self.form.addRow(translate("WarbandDialog", "&Player:"), self.player_edit)
        self.form.addRow(translate("WarbandDialog", "N&otes:"), self.notes_edit)
        if warband is not None:
            self.changed_banner = ChangedBanner(
                editor,
                {"warband"},
                translate(
                    "WarbandDialog", "What you typed is kept; OK first tells you what they changed."
                ),
                differs=self._changed_elsewhere,
            )
            self.outer_layout.insertWidget(0, self.changed_banner)

    def _changed_elsewhere(self) -> bool:
        assert self.warband is not None
        now = Warband.get_or_none(Warband.id == self.warband.id)
        return now is None or warband_fields(now) != self.shown

    def edited(self) -> WarbandEdit:
        """The warband as the fields say; what they do not show, as it was."""
        return (self.shown or WarbandEdit(name="")).replace(
            name=self.name_edit.text(),
            player=self.player_edit.text(),
            notes=self.notes_edit.toPlainText(),
        )

    def submit(self) -> Warband:
        if self.warband is None:
            return self.editor.run(
                lambda warband: translate("WarbandDialog", "new warband “{warband}”").format(
                    warband=warband.name
                ),
                create_warband,
                campaign=self.campaign,
                edit=self.edited(),
            )
        try:
            self.editor.run(
                translate("WarbandDialog", "edit warband “{warband}”").format(
                    warband=self.warband.name
                ),
                edit_warband,
                warband=self.warband,
                edit=self.edited(),
                expected=self.shown,
            )
        except ChangedElsewhereError:
            # Told what changed, the user may press OK again to save over it.
            now = Warband.get_or_none(Warband.id == self.warband.id)
            if now is not None:
                self.shown = warband_fields(now)
            self.editor.changed_elsewhere()
            raise
        return self.warband
