"""GUI: the house's settings for disputed rulings, changed signed by a Tournament Director or an administrator.

How long the house keeps its table video (the deadline of a "preserve footage" task)
and whether a reviewed dispute needs a second reviewer. Read and kept by the service
(`floordesk.service.disputes.change_house_settings`), as `floordesk log house` does;
a refusal (a role that may not, a wrong PIN) is said in the dialog and nothing changes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.wizards.widgets import touch
from floordesk.service.disputes import change_house_settings
from floordesk.store.errors import NotAllowedError, StoreError
from floordesk.store.house import RETENTION_DAYS_RANGE, House, house_settings
from floordesk.store.log import IncidentStore


class HouseDialog(QDialog):
    """The video retention and the second reviewer, kept once signed."""

    def __init__(self, store: IncidentStore, config_dir: Path, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House settings for disputed rulings"))
        self._store = store
        self._config_dir = config_dir
        self._signer = signer
        self.problem = field_problem_label()
        try:
            house = house_settings(config_dir)
        except InvalidInput as error:
            house = House()
            say_problem(self, self.problem, self.tr("{reasons} Saving replaces it.").format(reasons=reasons(error)))
        self.days = touch(QSpinBox())
        self.days.setRange(*RETENTION_DAYS_RANGE)
        self.days.setSuffix(self.tr(" days"))
        self.days.setValue(house.video_retention_days)
        self.second = touch(QCheckBox(self.tr("A reviewed dispute needs a &second reviewer's signature")))
        self.second.setChecked(house.second_reviewer_required)
        layout = QFormLayout(self)
        layout.addRow(
            QLabel(self.tr("A ruling that names a camera must have its footage saved before the video is gone."))
        )
        layout.addRow(self.tr("Table &video is kept"), self.days)
        layout.addRow(self.second)
        add_problem_and_buttons(self, layout, self.problem, self.save)

    def save(self) -> None:
        signed = self._signer(self, self.tr("Change the house's settings"))
        if signed is None:
            return
        house = House(self.days.value(), self.second.isChecked())
        try:
            change_house_settings(self._store, self._config_dir, house, lambda: signed)
        except (NotAllowedError, InvalidInput, StoreError, OSError) as error:
            say_problem(self, self.problem, reasons(error) if isinstance(error, InvalidInput) else str(error))
            return
        self.accept()
