"""`floordesk rule VERB [FILE]`: the verbs are the computed kinds, the answer the core's, refusals one line each."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from floordesk.cli.main import main
from floordesk.cli.rule import VERBS, read_request, ruling_kind, run_rule
from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import RulingKind, recommend

FOUND = {
    "smallest_denomination_in_play": 100,
    "removed_denomination": 25,
    "found_after_race": {"player": "C", "chips": {"25": 5}},
}


def _rule(verb: str, source: str, *, explain: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_rule(verb, source, explain=explain, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _file(folder: Path, content: object) -> str:
    path = folder / "request.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    return str(path)


def test_the_verbs_are_the_computed_kinds_and_each_names_its_kind():
    assert set(VERBS) == {kind.value for kind in RulingKind.computed()}
    assert all(ruling_kind(verb) is RulingKind(verb) for verb in VERBS)


@pytest.mark.parametrize("verb", [RulingKind.OTHER.value, RulingKind.DISPUTE.value, "Chip-Race", ""])
def test_a_kind_the_core_does_not_compute_is_not_a_verb(verb: str):
    with pytest.raises(InvalidInput, match="unknown rule verb") as refused:
        ruling_kind(verb)
    assert "chip-race" in str(refused.value)


def test_the_answer_is_the_cores_recommendation_as_json(tmp_path: Path):
    code, out, err = _rule("found-chips", _file(tmp_path, FOUND))
    assert (code, err) == (0, "")
    assert json.loads(out) == recommend(RulingKind.FOUND_CHIPS, FOUND).result
    assert json.loads(out)["exchanged"] == {"100": 1}


def test_the_explanation_goes_to_stderr_only_when_asked(tmp_path: Path):
    source = _file(tmp_path, FOUND)
    explanation = recommend(RulingKind.FOUND_CHIPS, FOUND).result["explanation"]
    assert _rule("found-chips", source)[2] == ""
    code, out, err = _rule("found-chips", source, explain=True)
    assert code == 0
    assert err.splitlines() == explanation
    assert json.loads(out)["explanation"] == explanation


def test_a_batch_is_answered_with_a_list_in_order(tmp_path: Path):
    other = {**FOUND, "found_after_race": {"player": "D", "chips": {"25": 8}}}
    code, out, _err = _rule("found-chips", _file(tmp_path, [FOUND, other]))
    assert code == 0
    assert [answer["player"] for answer in json.loads(out)] == ["C", "D"]


def test_a_bad_request_prints_nothing_on_stdout_and_exits_2(tmp_path: Path):
    code, out, err = _rule("found-chips", _file(tmp_path, {**FOUND, "removed_denomination": -25}))
    assert (code, out) == (2, "")
    assert err.startswith("floordesk: error: removed_denomination")
    assert err.count("\n") == 1


def test_an_unknown_verb_is_refused_before_the_file_is_read(tmp_path: Path):
    code, out, err = _rule("no-such-verb", str(tmp_path / "missing.json"))
    assert (code, out) == (2, "")
    assert "unknown rule verb 'no-such-verb'" in err
    assert "cannot read" not in err


def test_the_request_is_read_from_standard_input_for_a_dash(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(FOUND)))
    assert read_request("-") == FOUND


def test_a_file_that_is_not_utf8_is_refused_by_name(tmp_path: Path):
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"player": "Jos\xe9"}')
    with pytest.raises(InvalidInput, match=r"latin\.json is not UTF-8 text"):
        read_request(str(path))


def test_a_folder_is_not_a_request(tmp_path: Path):
    with pytest.raises(InvalidInput, match="cannot read"):
        read_request(str(tmp_path))


def test_the_file_may_follow_explain(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    # `floordesk rule VERB --explain FILE`, as a user writes it after the contract's `rule VERB --explain`.
    code = main(["rule", "found-chips", "--explain", _file(tmp_path, FOUND)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert json.loads(out)["player"] == "C"
