"""The Event menu: the structure's levels stepped as undo steps and offered only where the structure has them,
events created elsewhere chosen from the menu, and a cancelled event (rule 45) closed with its banner."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QMenu, QWidget

from floordesk.core.event_standing import Cancellation
from floordesk.core.structure import Level
from floordesk.core.table import SeatStatus, Table
from floordesk.gui.event_controls import EventControls
from tests.gui.table_view.table_helpers import bench
from tests.store.event_state import WriteLock

LEVELS = (Level(25, 50), Level(50, 100), Level(100, 200))
CANCELLED = Cancellation(1, "Demo Event", "the room flooded", "Tom Director", "2026-12-02 21:04")


@pytest.fixture
def controls(desk):
    return desk.window.event_controls


def with_levels(desk) -> None:
    event = desk.window.model.current_event
    desk.window.model.apply_event(event.with_details(event.name, event.game, event.chip_set, LEVELS, event.rules))


def offered(controls) -> tuple[bool, bool]:
    return controls.previous_level_action.isEnabled(), controls.next_level_action.isEnabled()


def test_without_a_structure_no_level_step_is_offered(controls):
    assert offered(controls) == (False, False)


def test_levels_are_stepped_as_undo_steps_and_offered_only_within_the_structure(desk, controls):
    with_levels(desk)
    assert offered(controls) == (False, True)
    controls.next_level_action.trigger()
    assert desk.window.model.current_event.level == 1
    assert desk.window.undo_stack.undoText() == "Level 2"
    assert offered(controls) == (True, True)
    controls.next_level_action.trigger()
    assert offered(controls) == (True, False)
    controls.previous_level_action.trigger()
    assert desk.window.model.current_event.level == 1
    desk.window.undo_stack.undo()
    assert desk.window.model.current_event.level == 2


def test_another_event_saved_is_offered_with_the_current_one_checked_and_chosen(desk, controls):
    current = desk.window.model.current_event
    other = replace(current, number=current.number + 1, name="Event 2: Stud", tables=(Table("Final", 8),))
    controls._events.save(other)
    controls.fill_choose_event_menu()
    entries = [(action.text(), action.isChecked()) for action in controls.choose_event_menu.actions()]
    assert entries == [(f"#1 {current.name}", True), ("#2 Event 2: Stud", False)]
    controls.choose_event_menu.actions()[1].trigger()
    assert desk.window.model.current_event.name == "Event 2: Stud"
    assert desk.window.statusBar().currentMessage() == "Now running Event 2: Stud"
    assert desk.window.model.table_names() == ("Final",)


def test_a_cancelled_event_shows_its_banner_and_takes_no_change_until_it_stands_again(desk, controls):
    with_levels(desk)
    controls.next_level_action.trigger()  # a level each way to step to, but for the cancellation
    controls.show_cancellation(CANCELLED)
    assert not controls.banner.isHidden()
    assert controls.banner.text() == CANCELLED.banner()
    assert desk.window.statusBar().currentMessage() == CANCELLED.banner()
    actions = (controls.edit_event_action, controls.cancel_event_action, controls.alter_event_action)
    assert [action.isEnabled() for action in actions] == [False, False, False]
    assert offered(controls) == (False, False)
    assert not desk.window.operations.set_absent("Table 1", 1, True)
    assert desk.window.operations.last_refusal == CANCELLED.refusal("changes to its tables")
    controls.show_cancellation(None)
    assert controls.banner.isHidden()
    assert [action.isEnabled() for action in actions] == [True, True, True]
    assert offered(controls) == (True, True)
    assert desk.window.operations.set_absent("Table 1", 1, True)


def test_with_only_this_event_no_other_is_offered(qtbot):
    b = bench()
    window = QWidget()
    qtbot.addWidget(window)
    controls = EventControls(window, b.model, b.operations, None, b.messages.append)
    controls.build_menu(QMenu(window))
    assert not controls.new_event_action.isEnabled()
    assert not controls.choose_event_menu.isEnabled()
    controls.fill_choose_event_menu()
    controls.choose_event(2)
    assert controls.choose_event_menu.actions() == []
    assert b.messages == []


def test_the_event_chosen_right_after_a_change_is_read_back_with_it(desk, controls, paths):
    lock = WriteLock(paths.database)  # the change's save waits for it: reading the event must wait for the save
    desk.window.operations.set_absent("Table 1", 1, True)
    lock.release_after(0.3)
    controls.choose_event(desk.window.model.current_event.number)  # read back from the log
    assert desk.window.model.current_event.session("Table 1").occupant(1).status is SeatStatus.ABSENT
