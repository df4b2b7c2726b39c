"""Store: the house's settings for disputed rulings, as FloorDesk keeps them.

One small JSON file in the configuration folder, `house.json`, read without Qt by the
window and the command line alike: how long the house's table video is kept (the
deadline of a "preserve footage" task; Nevada's minimum is 7 days, the default), and
whether a reviewed dispute needs a second reviewer's signature. No file, or a key
missing: the defaults. A file FloorDesk cannot read is said, never guessed at.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import is_whole_number

FILE_NAME = "house.json"
RETENTION_DAYS_DEFAULT = 7
RETENTION_DAYS_RANGE = (1, 365)


@dataclass(frozen=True)
class House:
    """The house's settings (see the module's description)."""

    video_retention_days: int = RETENTION_DAYS_DEFAULT
    second_reviewer_required: bool = False

    def __post_init__(self) -> None:
        low, high = RETENTION_DAYS_RANGE
        if not is_whole_number(self.video_retention_days, minimum=low, maximum=high):
            raise InvalidInput.at("video_retention_days", f"must be a whole number of days from {low} to {high}")

    @property
    def video_retention(self) -> timedelta:
        return timedelta(days=self.video_retention_days)

    def to_json(self) -> dict[str, object]:
        return {
            "video_retention_days": self.video_retention_days,
            "second_reviewer_required": self.second_reviewer_required,
        }


def house_settings(config_dir: Path) -> House:
    """The house's settings kept here (the defaults without a file); InvalidInput for a file that is not FloorDesk's."""
    path = config_dir / FILE_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return House()
    except (OSError, ValueError) as error:
        raise InvalidInput.at(str(path), f"is not FloorDesk's house settings ({error})") from None
    if not isinstance(data, dict) or not isinstance(data.get("second_reviewer_required", False), bool):
        raise InvalidInput.at(str(path), "is not FloorDesk's house settings")
    try:
        return House(
            data.get("video_retention_days", RETENTION_DAYS_DEFAULT), data.get("second_reviewer_required", False)
        )
    except InvalidInput as error:
        raise InvalidInput.at(str(path), f"is not FloorDesk's house settings: {error}") from None


def save_house_settings(config_dir: Path, house: House) -> None:
    """Keep the house's settings (written whole, then renamed: a crash leaves the old file or the new one)."""
    path = config_dir / FILE_NAME
    config_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = path.with_name(f"{FILE_NAME}.{os.getpid()}.partial")
    partial.write_text(json.dumps(house.to_json()) + "\n", encoding="utf-8")
    os.replace(partial, path)
