"""PINs read and staff signed in by name on the command line (cli/signing.py): a PIN from the first line of a file
or the terminal, never echoed or repeated; a name that is one member who can sign in here."""

from __future__ import annotations

import getpass

import pytest

from floordesk.cli import signing
from floordesk.cli.signing import read_new_pin, read_pin, sign_in, staff_named
from floordesk.core.errors import InvalidInput
from floordesk.store.errors import NotAllowedError
from tests.store.conftest import floor

__all__ = ["floor"]  # the store's log fixture, shared


def test_a_pin_is_the_first_line_of_its_file_without_the_spaces_or_the_line_end(tmp_path):
    path = tmp_path / "pin"
    path.write_text(" 2222 \nnot read\n", encoding="utf-8")
    assert read_pin(str(path), "PIN: ") == "2222"
    assert read_new_pin(str(path), "Ann") == "2222"


def test_a_pin_file_that_cannot_be_read_is_said_without_its_content(tmp_path):
    with pytest.raises(InvalidInput, match=r"cannot read the PIN file .*missing"):
        read_pin(str(tmp_path / "missing"), "PIN: ")
    latin = tmp_path / "latin"
    latin.write_bytes(b"\xe92222\n")
    with pytest.raises(InvalidInput, match="is not UTF-8 text") as refused:
        read_pin(str(latin), "PIN: ")
    assert "2222" not in str(refused.value)


def test_without_a_file_the_pin_is_asked_at_the_terminal_and_a_new_one_twice(monkeypatch):
    monkeypatch.setattr(signing, "_has_terminal", lambda: True)
    typed = iter(["1234", "1234", "1234", "1234", "4321"])
    asked: list[str] = []

    def terminal(prompt: str) -> str:
        asked.append(prompt)
        return next(typed)

    monkeypatch.setattr(getpass, "getpass", terminal)
    assert read_pin(None, "PIN for Ann: ") == "1234"
    assert read_new_pin(None, "Ann") == "1234"
    with pytest.raises(InvalidInput, match="the two PINs typed for Ann differ: nothing was changed") as refused:
        read_new_pin(None, "Ann")
    assert "1234" not in str(refused.value)
    assert asked == ["PIN for Ann: ", *["New PIN for Ann: ", "The new PIN for Ann again: "] * 2]


def test_without_a_terminal_or_a_file_the_pin_is_refused(monkeypatch):
    monkeypatch.setattr(signing, "_has_terminal", lambda: False)
    with pytest.raises(InvalidInput, match=r"no terminal to ask for the PIN: give it in a file \(--pin-file FILE\)"):
        read_pin(None, "PIN: ")


def test_a_pin_not_typed_at_all_is_refused(monkeypatch):
    monkeypatch.setattr(signing, "_has_terminal", lambda: True)

    def closed(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr(getpass, "getpass", closed)
    with pytest.raises(InvalidInput, match="no PIN was typed"):
        read_pin(None, "PIN: ")


def test_staff_are_named_as_one_member_who_can_sign_in_here(floor, tmp_path):
    assert staff_named(floor.store, "tom director").uid == floor.td.staff_uid
    with pytest.raises(InvalidInput, match="--by: there is no staff member named 'Tom'"):
        staff_named(floor.store, "Tom")
    floor.store.staff.add("Tom Director", floor.td.role, "5555", floor.admin)
    with pytest.raises(InvalidInput, match="2 staff members are named 'Tom Director': the log cannot tell which"):
        staff_named(floor.store, "Tom Director")


def test_signing_in_by_name_checks_the_pin(floor, tmp_path):
    right, wrong = tmp_path / "right", tmp_path / "wrong"
    right.write_text("4444\n", encoding="utf-8")
    wrong.write_text("9999\n", encoding="utf-8")
    assert sign_in(floor.store, "Sam Supervisor", str(right)).staff_uid == floor.supervisor.staff_uid
    with pytest.raises(NotAllowedError) as refused:
        sign_in(floor.store, "Sam Supervisor", str(wrong))
    assert "9999" not in str(refused.value)
