"""GUI: the house's settings for disputed rulings, changed signed by a Tournament Director or an administrator.

How long the house keeps its table video (the deadline of a "preserve footage" task)
and whether a reviewed dispute needs a second reviewer. A change is a record of the log
(who, when, the settings before and after, why), made by the service
(`floordesk.service.disputes.change_house_settings`) as `floordesk log house` does; a
refusal (no reason, a role that may not, a wrong PIN) is said in the dialog and nothing
changes.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.touch import touch
from floordesk.service.disputes import change_house_settings
from floordesk.store.errors import StoreError
from floordesk.store.house import RETENTION_DAYS_RANGE, House
from floordesk.store.log import IncidentStore


class HouseDialog(QDialog):
    """The video retention and the second reviewer in force, and new ones with their reason, recorded once signed."""

    def __init__(self, store: IncidentStore, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House settings for disputed rulings"))
        self._store = store
        self._signer = signer
        self.problem = field_problem_label()
        house = store.house.current()
        source = (
            self.tr("FloorDesk's defaults")
            if house.set_by is None
            else self.tr("set by {name} on {moment}").format(name=house.set_by, moment=house.set_local)
        )
        self.current = QLabel(self.tr("In force: {source}.").format(source=source))
        self.current.setWordWrap(True)
        self.days = touch(QSpinBox())
        self.days.setRange(*RETENTION_DAYS_RANGE)
        self.days.setSuffix(self.tr(" days"))
        self.days.setValue(house.video_retention_days)
        self.second = touch(QCheckBox(self.tr("A reviewed dispute needs a &second reviewer's signature")))
        self.second.setChecked(house.second_reviewer_required)
        self.reason = touch(QLineEdit())
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("Why (recorded): the house's rule or contract that asks it"))
        layout = QFormLayout(self)
        layout.addRow(
            QLabel(self.tr("A ruling that names a camera must have its footage saved before the video is gone."))
        )
        layout.addRow(self.current)
        layout.addRow(self.tr("Table &video is kept"), self.days)
        layout.addRow(self.second)
        layout.addRow(self.tr("&Reason"), self.reason)
        add_problem_and_buttons(self, layout, self.problem, self.save)

    def save(self) -> None:
        house = House(self.days.value(), self.second.isChecked())
        if house == self._store.house.current():
            self.accept()  # nothing to change, nothing to sign
            return
        if not self.reason.text().strip():
            say_problem(self, self.problem, self.tr("Give the reason for the change: it is recorded."))
            return
        signed = self._signer(self, self.tr("Change the house's settings"))
        if signed is None:
            return
        try:
            change_house_settings(self._store, house, self.reason.text(), lambda: signed)
        except (InvalidInput, StoreError) as error:  # another role, a log in use
            say_problem(self, self.problem, reasons(error) if isinstance(error, InvalidInput) else str(error))
            return
        self.accept()
