"""The auditor's pack's files read from records alone: records.jsonl's lines, the ledger they make (who signed, how
each incident stands), the gap report and the CSVs. Records are made here as the pack writes them, no log needed."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.audit_pack import (
    INCIDENTS_CSV,
    OVERRULES_CSV,
    RECORDS,
    VOIDS_CSV,
    Ledger,
    PackRecord,
    derived_files,
    gap_report,
    read_records,
    segment_spans,
    summary_counts,
)

DEVICE = "device-a"
GAP_FREE = {"device_id": DEVICE, "first_seq": 1, "last_seq": 20, "first_held_seq": 1}


def made(seq: int, record_type: str, uid: str, *, in_period: bool = True, **fields: Any) -> PackRecord:
    return PackRecord(DEVICE, seq, record_type, uid, "0" * 64, f"{seq:064x}", None, in_period, fields)


def a_floor(*more: PackRecord) -> list[PackRecord]:
    """A laptop labelled Floor 1, Sam a supervisor made manager at noon, an event and a table, then `more`."""
    return [
        made(1, "device", "dev", label="Floor 1"),
        made(2, "staff", "sam", name="Sam Supervisor", role="supervisor"),
        made(3, "staff_change", "promoted", staff_uid="sam", change="role", role="manager", recorded_utc="12:00"),
        made(4, "event", "ev", number=12, name="No-Limit Hold'em"),
        made(5, "table", "t7", name="Table 7"),
        *more,
    ]


def incident(seq: int, number: int, uid: str = "", **fields: Any) -> PackRecord:
    values = {"number": number, "recorded_by": "sam", "recorded_utc": "11:00", "rule": 46, "kind": "chip-race"}
    return made(seq, "incident", uid or f"i{number}", **{**values, **fields})


def rows(files: dict[str, bytes], name: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(files[name].decode("utf-8"))))


def test_records_read_back_from_their_lines_as_written() -> None:
    records = a_floor(incident(6, 1, decision='{"stacks_after":{}}'))
    data = "".join(record.to_line() + "\n" for record in records).encode("utf-8")
    read = read_records(data)
    assert [(r.uid, r.record_type, r.seq, r.fields, r.line) for r in read] == [
        (r.uid, r.record_type, r.seq, r.fields, line) for line, r in enumerate(records, start=1)
    ]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (b"not json", "line 2 is not a record ("),
        (b'{"device": "d"}', "line 2 is not a record of the pack's form"),
        (made(0, "incident", "zero").to_line().encode(), "line 2 is not a record of the pack's form"),
    ],
)
def test_a_line_that_is_no_record_is_refused_by_its_number(line: bytes, said: str) -> None:
    first = made(1, "device", "dev", label="Floor 1").to_line().encode()
    with pytest.raises(InvalidInput) as refused:
        read_records(first + b"\n" + line + b"\n")
    assert refused.value.problems[0].path == RECORDS
    assert refused.value.problems[0].message.startswith(said)


def test_a_signer_is_named_with_the_role_held_when_signing() -> None:
    ledger = Ledger.of(a_floor())
    assert ledger.signer("sam", "11:59") == "Sam Supervisor (Supervisor)"
    assert ledger.signer("sam", "12:00") == "Sam Supervisor (Manager)"
    assert ledger.signer("nobody", "12:00") == "unknown staff member nobody"


def test_an_incident_stands_as_its_amendments_leave_it_in_time_order() -> None:
    ledger = Ledger.of(
        a_floor(
            incident(6, 1, table_uid="t7", decision='{"stacks_after":{"A":{"100":1}}}'),
            made(8, "amendment", "late", incident_uid="i1", kind="void", recorded_utc="13:00"),
            made(
                7,
                "amendment",
                "early",
                incident_uid="i1",
                kind="overrule",
                recorded_utc="12:30",
                changes='{"decision":{"x":1}}',
            ),
        )
    )
    standing = ledger.standing(ledger.incidents()[0])
    assert [a.uid for a in ledger.amendments["i1"]] == ["early", "late"]
    assert (standing["decision"], standing["status"], standing["table"]) == ({"x": 1}, "voided", "t7")


def test_the_incidents_of_the_period_are_listed_by_number_and_by_event() -> None:
    ledger = Ledger.of(
        a_floor(incident(6, 2, event_uid="ev"), incident(7, 1, event_uid="other"), incident(8, 3, in_period=False))
    )
    assert [r.uid for r in ledger.incidents()] == ["i1", "i2"]
    assert [r.uid for r in ledger.incidents("ev")] == ["i2"]
    assert summary_counts(ledger, ledger.incidents())["staff"] == {"Sam Supervisor (Supervisor)": 2}


def test_a_number_never_written_is_a_gap_and_a_void_is_present() -> None:
    ledger = Ledger.of(
        a_floor(
            incident(6, 1),
            incident(7, 2),
            incident(8, 4),
            made(9, "amendment", "v", incident_uid="i2", kind="void", recorded_utc="12:00"),
        )
    )
    [numbers] = gap_report(ledger, [GAP_FREE])
    assert (numbers.label, numbers.first, numbers.last, numbers.present, numbers.voided) == ("Floor 1", 1, 4, 3, 1)
    assert [number for number, _why in numbers.missing] == [3]
    assert numbers.missing[0][1].startswith("never recorded: device Floor 1's chain is whole from #2 (position 7)")


def test_a_number_on_positions_never_held_is_said_to_be_on_the_other_laptop() -> None:
    ledger = Ledger.of(a_floor(incident(6, 1), incident(9, 3)))
    [numbers] = gap_report(ledger, [{**GAP_FREE, "not_held": [[7, 8]]}])
    assert numbers.missing[0][0] == 2
    assert numbers.missing[0][1].startswith("not held in this log: positions 7 to 8 of device Floor 1's chain")


def test_the_period_numbers_from_the_last_incident_before_it() -> None:
    ledger = Ledger.of(a_floor(incident(6, 7, in_period=False), incident(7, 9)))
    [numbers] = gap_report(ledger, [{**GAP_FREE, "first_seq": 7}])
    assert (numbers.first, numbers.last, [n for n, _why in numbers.missing]) == (8, 9, [8])


def test_the_csvs_name_signers_and_decisions_and_no_cell_is_a_formula() -> None:
    records = a_floor(
        incident(6, 1, table_uid="t7", event_uid="ev", witnesses='["=HYPERLINK(\\"x\\")", "Bob"]'),
        made(
            7,
            "amendment",
            "o",
            incident_uid="i1",
            kind="overrule",
            recorded_by="sam",
            recorded_utc="12:30",
            reason="+ wrong count",
            changes='{"decision":{"b":2,"a":1}}',
        ),
        made(
            8,
            "amendment",
            "v",
            incident_uid="i1",
            kind="void",
            recorded_by="sam",
            second_staff="sam",
            recorded_utc="13:00",
            reason="recorded twice",
        ),
    )
    files = derived_files(records, {"period": {"event_uid": None}, "chains": [GAP_FREE]})
    [row] = rows(files, INCIDENTS_CSV)
    assert (row["event"], row["table"], row["decided_by"], row["status"]) == (
        "#12 No-Limit Hold'em",
        "Table 7",
        "Sam Supervisor (Supervisor)",
        "voided",
    )
    assert row["witnesses"] == '\'=HYPERLINK("x"); Bob'
    [overrule] = rows(files, OVERRULES_CSV)
    assert overrule["reason"] == "'+ wrong count"
    assert '{"a":1,"b":2}' in overrule.values()
    assert "Sam Supervisor (Manager)" in overrule.values()  # he overruled after noon, as a manager
    [void] = rows(files, VOIDS_CSV)
    assert void["reason"] == "recorded twice"


def test_an_import_records_segments_are_read_and_what_is_not_one_is_left_out() -> None:
    text = '[{"device":"d","first_seq":3,"last_seq":9},{"device":"e","first_seq":0,"last_seq":2},"x"]'
    assert segment_spans(text) == [("d", 3, 9)]
    assert segment_spans("not json") == segment_spans(None) == segment_spans('{"device":"d"}') == []
