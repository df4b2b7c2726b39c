"""The footage to preserve in the window: the log window's list (overdue in red, marked saved with a signature),
the dispute in the detail and the filter, and the main window's count, from a ruling signed in the wizard to the
task done, on a fixed clock."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from floordesk.gui.footage_status import OVERDUE_STYLE
from floordesk.gui.log_window.window import LogWindow
from floordesk.service.disputes import FootageTasks
from tests.gui.log_window.conftest import refused_overrule, signer_of
from tests.gui.wizards.test_dispute_group import fill, to_decision
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, next_page, open_race, sign, staff_of
from tests.store.conftest import Clock, Floor
from tests.store.test_disputes import DISPUTE


def test_the_log_window_lists_the_tasks_overdue_in_red_and_marks_one_saved(qtbot, floor: Floor):
    first = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    later = {**DISPUTE, "camera": "Console 2", "preserve_by": "2009-06-30T11:00:00Z"}
    floor.store.incidents.record(floor.draft(dispute=later), floor.supervisor)
    floor.record()
    floor.clock.now += timedelta(days=10)  # the first one's footage was lost on 2009-06-09
    window = LogWindow(floor.store, overrule=refused_overrule, signer=signer_of(floor.supervisor))
    qtbot.addWidget(window)
    window.show()
    tasks = window.footage.list
    assert tasks.topLevelItemCount() == 2
    overdue, due = tasks.topLevelItem(0), tasks.topLevelItem(1)
    assert overdue.text(1) == "Cam 14 21:38–21:41"
    assert overdue.text(3).startswith("OVERDUE since 2009-06-09")
    assert overdue.foreground(0).color() == Qt.GlobalColor.red
    assert due.text(1).startswith("Console 2")
    assert due.foreground(0).color() != Qt.GlobalColor.red
    tasks.setCurrentItem(overdue)
    assert window.detail.incident is not None
    assert window.detail.incident.uid == first.uid
    assert "Second reviewer" in window.detail.text.toPlainText()
    assert "Finding" in window.detail.text.toPlainText()
    dialog = window.footage.mark_saved()
    assert dialog is not None
    dialog.save()  # nothing typed: said beside the field, nothing written
    assert dialog.problem.text() == "Say where the footage was saved."
    qtbot.keyClicks(dialog.place, "Surveillance NAS, case 118")
    dialog.save()
    assert tasks.topLevelItemCount() == 1
    assert tasks.topLevelItem(0).text(1).startswith("Console 2")
    assert floor.store.incidents.get(first.uid).footage_saved_to == "Surveillance NAS, case 118"
    assert window.statusBar().currentMessage().startswith("The footage of incident #1 is saved to")


def test_the_dispute_filter_lists_disputed_rulings_and_their_error_type(qtbot, floor: Floor):
    floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    floor.record()
    window = LogWindow(floor.store, overrule=refused_overrule, signer=signer_of(floor.supervisor))
    qtbot.addWidget(window)
    assert window.model.rowCount() == 2
    window.filters.dispute.setCurrentIndex(window.filters.dispute.findData(""))
    assert [window.model.summary(row).number for row in range(window.model.rowCount())] == [1]
    window.filters.dispute.setCurrentIndex(window.filters.dispute.findData("player"))
    assert window.model.rowCount() == 0


def test_a_ruling_s_footage_task_shows_in_the_status_bar_goes_overdue_and_leaves_when_saved(desk, qtbot):
    staff_of(desk)
    clock = Clock()
    desk.store.journal.clock = clock
    status = desk.window.findChild(QLabel, "footage_status")
    status.refresh()
    assert not status.isVisible()
    wizard = open_race(desk, qtbot)
    to_decision(qtbot, wizard)
    fill(qtbot, wizard.currentPage().dispute, reviewer=None)
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.currentPage().page_problem.text()
    assert status.isVisible()  # the signed ruling's undo step counts it again
    assert status.text() == "Footage to preserve: 1"
    assert status.styleSheet() == ""
    clock.now += timedelta(days=7, minutes=1)  # the house's default retention, past
    status.refresh()
    assert status.text() == "Footage to preserve: 1 (1 overdue)"
    assert status.styleSheet() == OVERDUE_STYLE
    supervisor = desk.session.current
    FootageTasks(desk.store).mark_saved("1", "Surveillance NAS, case 118", lambda: supervisor)
    status.refresh()
    assert not status.isVisible()


def test_the_house_s_settings_are_recorded_with_a_reason_signed_by_a_director_only(qtbot, floor: Floor):
    from floordesk.store.house import House

    signer = {"member": floor.supervisor}
    window = LogWindow(floor.store, overrule=refused_overrule, signer=lambda _parent, _why: signer["member"])
    qtbot.addWidget(window)
    dialog = window.footage.house_settings()
    assert (dialog.days.value(), dialog.second.isChecked()) == (7, False)
    assert dialog.current.text() == "In force: FloorDesk's defaults."
    dialog.days.setValue(30)
    dialog.second.setChecked(True)
    dialog.save()
    assert dialog.problem.text() == "Give the reason for the change: it is recorded."
    dialog.reason.setText("surveillance keeps a month")
    dialog.save()
    assert "only an Administrator or a Tournament Director may" in dialog.problem.text()
    assert floor.store.house.current() == House()
    signer["member"] = floor.td
    dialog.save()
    assert floor.store.house.current() == House(30, True)
    assert floor.store.house.current().reason == "surveillance keeps a month"
    assert window.statusBar().currentMessage() == "The house's settings are recorded."
    assert window.footage.house_settings().current.text().startswith("In force: set by Tom Director")
