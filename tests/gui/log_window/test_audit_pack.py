"""Report > Auditor's pack… in the log window: a period, an event, a file, a signature; the pack made and proved."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate

from floordesk.gui.log_window.audit_pack import AuditPackDialog
from floordesk.gui.log_window.window import LogWindow
from floordesk.store.audit_pack import check_pack
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, make_floor


@pytest.fixture
def floor(tmp_path: Path) -> Iterator[Floor]:
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    floor.record()
    yield floor
    floor.store.close()


def dialog_for(qtbot, floor: Floor, member: SignedIn, target: Path) -> AuditPackDialog:
    dialog = AuditPackDialog(floor.store, lambda _parent, _purpose: member)
    qtbot.addWidget(dialog)
    dialog.first_day.setDate(QDate(2009, 5, 31))  # around the test clock's day in any machine's zone
    dialog.last_day.setDate(QDate(2009, 6, 3))
    dialog.file.setText(str(target))
    return dialog


def test_the_report_menu_offers_the_pack(qtbot, floor: Floor) -> None:
    window = LogWindow(floor.store, overrule=lambda _uid: None)
    qtbot.addWidget(window)
    (report,) = [menu for menu in window.menuBar().actions() if menu.text() == "&Report"]
    assert window.audit_pack_action in report.menu().actions()
    assert window.audit_pack_action.text() == "&Auditor's pack…"


def test_a_td_makes_a_pack_that_proves_and_is_recorded(qtbot, floor: Floor, tmp_path: Path) -> None:
    target = tmp_path / "pack.zip"
    dialog = dialog_for(qtbot, floor, floor.td, target)
    dialog.make()
    assert dialog.made is not None
    assert dialog.made.incidents == 1
    assert check_pack(target).holds
    assert floor.connection.execute("SELECT count(*) FROM audit_packs").fetchone()[0] == 1


def test_a_supervisor_is_refused_beside_the_fields_and_nothing_is_written(qtbot, floor: Floor, tmp_path: Path) -> None:
    target = tmp_path / "pack.zip"
    dialog = dialog_for(qtbot, floor, floor.supervisor, target)
    dialog.show()
    dialog.make()
    assert dialog.made is None
    assert dialog.problem.isVisible()
    assert "auditor's pack" in dialog.problem.text()
    assert not target.exists()
    assert floor.connection.execute("SELECT count(*) FROM audit_packs").fetchone()[0] == 0


def test_a_period_that_ends_before_it_starts_is_said_beside_the_fields(qtbot, floor: Floor, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, floor, floor.td, tmp_path / "pack.zip")
    dialog.show()
    dialog.last_day.setDate(QDate(2009, 5, 1))
    dialog.make()
    assert dialog.made is None
    assert "before the first" in dialog.problem.text()


def test_everyone_sees_the_retention_period_and_only_an_administrator_changes_it(qtbot, floor: Floor) -> None:
    from floordesk.gui.log_window.retention import RetentionDialog

    refused = RetentionDialog(floor.store, lambda _parent, _purpose: floor.td)
    qtbot.addWidget(refused)
    refused.show()
    assert "5 years (FloorDesk's default)" in refused.current.text()
    assert "never removes a record" in refused.current.text()
    refused.years.setValue(7)
    refused.change()
    assert "reason" in refused.problem.text()
    refused.reason.setText("the commission keeps seven years")
    refused.change()
    assert "Administrator" in refused.problem.text()
    assert floor.store.retention.current().years == 5
    dialog = RetentionDialog(floor.store, lambda _parent, _purpose: floor.admin)
    qtbot.addWidget(dialog)
    dialog.years.setValue(7)
    dialog.reason.setText("the commission keeps seven years")
    dialog.change()
    assert floor.store.retention.current().years == 7
    assert dialog.done_message.startswith("Retention period: 7 years (set by Ada Admin (Administrator)")
