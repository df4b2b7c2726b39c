"""The house's settings for disputed rulings: the defaults without a file or a key, kept whole and read back, and a
file FloorDesk cannot read said, never guessed at."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.house import (
    FILE_NAME,
    RETENTION_DAYS_DEFAULT,
    RETENTION_DAYS_RANGE,
    House,
    house_settings,
    save_house_settings,
)


def test_without_a_file_the_defaults_seven_days_and_no_second_reviewer(tmp_path: Path):
    house = house_settings(tmp_path / "config")
    assert house == House(RETENTION_DAYS_DEFAULT, False)
    assert house.video_retention == timedelta(days=7)


def test_settings_kept_are_read_back_and_no_partial_file_stays(tmp_path: Path):
    config = tmp_path / "config"
    save_house_settings(config, House(30, True))
    assert house_settings(config) == House(30, True)
    assert [p.name for p in config.iterdir()] == [FILE_NAME]


def test_a_key_missing_is_its_default(tmp_path: Path):
    (tmp_path / FILE_NAME).write_text(json.dumps({"second_reviewer_required": True}), encoding="utf-8")
    assert house_settings(tmp_path) == House(RETENTION_DAYS_DEFAULT, True)


@pytest.mark.parametrize("days", [0, RETENTION_DAYS_RANGE[1] + 1, 7.5, "7", True, None])
def test_a_retention_outside_one_to_365_whole_days_is_refused(days: object):
    with pytest.raises(InvalidInput, match="video_retention_days: must be a whole number of days from 1 to 365"):
        House(days)  # type: ignore[arg-type]


@pytest.mark.parametrize("days", RETENTION_DAYS_RANGE)
def test_the_ends_of_the_range_are_kept(tmp_path: Path, days: int):
    save_house_settings(tmp_path, House(days))
    assert house_settings(tmp_path).video_retention_days == days


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        json.dumps({"second_reviewer_required": "yes"}),
        json.dumps({"video_retention_days": 0}),
        json.dumps({"video_retention_days": "a week"}),
    ],
)
def test_a_file_floordesk_cannot_read_is_said_never_guessed_at(tmp_path: Path, text: str):
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    with pytest.raises(InvalidInput, match="is not FloorDesk's house settings") as refused:
        house_settings(tmp_path)
    assert str(tmp_path / FILE_NAME) in str(refused.value)
