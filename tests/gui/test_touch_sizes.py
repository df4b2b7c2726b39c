"""Touch (issue 26): every row, field and button a supervisor presses at the table is at least 40 px high, and a
destructive act is never right next to a common one."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from tests.gui.table_view.test_table_window import view_of

TOUCH = 40


def test_the_seat_menu_rows_take_a_finger_and_fold_is_set_apart_from_the_penalty(desk, qtbot):
    menu = view_of(desk).seat_menu(5)
    menu.popup(desk.window.mapToGlobal(desk.window.rect().center()))
    qtbot.waitExposed(menu)
    entries = [action for action in menu.actions() if not action.isSeparator()]
    heights = {action.text(): menu.actionGeometry(action).height() for action in entries}
    assert min(heights.values()) >= TOUCH, heights
    actions = menu.actions()
    texts = [action.text().replace("&", "") for action in actions]
    fold = texts.index("Fold")
    assert actions[fold - 1].isSeparator()
    assert actions[fold + 1].isSeparator()
    assert abs(fold - texts.index("Penalty or warning…")) > 2
    menu.close()


def test_a_combo_box_pop_up_row_takes_a_finger(desk, qtbot):
    box = QComboBox(desk.window)
    box.addItems(["WSOP 2009", "Later TDA practice", "Custom"])
    box.show()
    box.showPopup()
    view = box.view()
    qtbot.waitExposed(view)
    assert all(view.visualRect(view.model().index(row, 0)).height() >= TOUCH for row in range(3))
    box.hidePopup()


def _too_small(host) -> list[tuple[str, int]]:
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLineEdit

    kinds = (QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox)
    return [
        (f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}", w.height())
        for kind in kinds
        for w in host.findChildren(kind)
        if w.isVisible() and w.height() < TOUCH and not isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox))
    ]


def test_the_new_table_dialog_takes_a_finger(desk, qtbot):
    from floordesk.gui.dialogs.new_table import TableNameDialog

    dialog = TableNameDialog("New table", "Table 2", lambda _name: None, desk.window, ask_seats=True)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not _too_small(dialog)
    dialog.reject()


def test_the_staff_window_takes_a_finger(desk, qtbot):
    admin = desk.store.staff.create_first_administrator("Ada Admin", "2468")
    desk.session.sign_in(admin.staff_uid, "2468")
    window = desk.window.staff_controls.show_staff_window()
    qtbot.waitExposed(window)
    assert not _too_small(window)
    assert window.table.rowHeight(0) >= TOUCH
    window.close()


def test_the_log_window_filters_take_a_finger(desk, qtbot):
    window = desk.window.side_windows.show_incident_log()
    qtbot.waitExposed(window)
    assert not _too_small(window.filters)
