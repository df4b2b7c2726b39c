"""Core: the dispute record of a ruling, as a surveillance room and a regulator need it.

Who asked for the ruling (a player by seat, the dealer, the floor), at what time and
whether before the next deal; the camera or console and the time window to review;
the review done (none, replayed at the podium, in the surveillance room) and its
finding; whose error it was (a player's, the dealer's, nobody's). Each field is read
with a problem of its own (`dispute.seat`, `dispute.window.to`...), for the window's
field and the command line's flag alike.

Times are the clock on the wall, `HH:MM` or `HH:MM:SS`, on the ruling's day; a review
window whose end is earlier than its start runs past midnight. A ruling that names a
camera keeps its footage only as long as the house's video retention: the service
gives it the moment by which it must be preserved (`preserve_by`, UTC), which opens a
"preserve footage" task until someone records where the footage was saved.

The second reviewer is a signature, not a field: the store keeps who signed, and the
name here says only whom to ask.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta
from enum import Enum
from typing import Any

from floordesk.core.errors import Problem
from floordesk.core.fields import Field, Problems
from floordesk.core.table import MAX_SEATS
from floordesk.i18n import grouped, noop, translate

CAMERA_MAX = 100
FINDING_MAX = 2_000
REVIEWER_MAX = 100
WINDOW_MAX = timedelta(hours=6)
"""The longest review window: footage is asked for by the minute, never a whole shift."""
_TIME = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?")
_UTC = "%Y-%m-%dT%H:%M:%SZ"


class RequestedBy(Enum):
    """Who asked for the ruling."""

    PLAYER = "player"
    DEALER = "dealer"
    FLOOR = "floor"


class Review(Enum):
    """The review of the footage that was done."""

    NONE = "none"
    PODIUM = "podium"
    SURVEILLANCE = "surveillance"


class ErrorType(Enum):
    """Whose error the dispute came from."""

    PLAYER = "player"
    DEALER = "dealer"
    NONE = "none"


# In English as marked for the catalogue; said with translate("core", ...) where they are shown.
REQUESTED_BY_WORDS = {
    RequestedBy.PLAYER: noop("core", "a player"),
    RequestedBy.DEALER: noop("core", "the dealer"),
    RequestedBy.FLOOR: noop("core", "the floor"),
}
REVIEW_WORDS = {
    Review.NONE: noop("core", "none"),
    Review.PODIUM: noop("core", "replayed at the podium"),
    Review.SURVEILLANCE: noop("core", "in the surveillance room"),
}
ERROR_WORDS = {
    ErrorType.PLAYER: noop("core", "a player's error"),
    ErrorType.DEALER: noop("core", "the dealer's error"),
    ErrorType.NONE: noop("core", "no error"),
}


@dataclass(frozen=True)
class Dispute:
    """A ruling's dispute record (see the module's description)."""

    requested_by: RequestedBy
    requested_at: time
    before_next_deal: bool
    seat: int | None = None
    """the seat of the player who asked (only, and always, when a player asked)"""
    camera: str | None = None
    """the camera or console to review; named together with the window"""
    window: tuple[time, time] | None = None
    review: Review = Review.NONE
    finding: str | None = None
    """what the review found: required when a review was done, refused when none was"""
    error: ErrorType | None = None
    second_reviewer: str | None = None
    """whom to ask for the second signature (a staff member's name); not part of the record's JSON"""
    preserve_by: datetime | None = None
    """when the footage is lost (UTC), set by the service for a named camera"""

    @classmethod
    def read(cls, value: object, path: str = "dispute") -> Dispute:
        """A dispute record from its JSON (`to_json`'s form); InvalidInput names each wrong field under `path`."""
        field = Field(value, path, Problems())
        dispute = _read(field)
        field.problems.raise_if_any()
        assert dispute is not None  # no problem recorded means every field was read
        return dispute

    @property
    def reviewed(self) -> bool:
        return self.review is not Review.NONE

    def with_deadline(self, now: datetime, retention: timedelta) -> Dispute:
        """The record with the moment its camera's footage is lost (`now` + the house's retention); unchanged
        without a camera."""
        if self.camera is None:
            return self
        return replace(self, preserve_by=(now + retention).astimezone(UTC).replace(microsecond=0))

    def to_json(self) -> dict[str, Any]:
        """The record as kept in the incident (canonical JSON there): absent fields left out."""
        data: dict[str, Any] = {
            "requested_by": self.requested_by.value,
            "requested_at": _time_text(self.requested_at),
            "before_next_deal": self.before_next_deal,
            "review": self.review.value,
        }
        optional = {
            "seat": self.seat,
            "camera": self.camera,
            "window": None
            if self.window is None
            else {"from": _time_text(self.window[0]), "to": _time_text(self.window[1])},
            "finding": self.finding,
            "error": None if self.error is None else self.error.value,
            "preserve_by": None if self.preserve_by is None else utc_deadline(self.preserve_by),
        }
        data.update({name: value for name, value in optional.items() if value is not None})
        return data

    def answers(self) -> dict[str, Any]:
        """The record as a form's answers (a draft keeps it so): `to_json` with the second reviewer's name."""
        data = self.to_json()
        data.pop("preserve_by", None)
        if self.second_reviewer is not None:
            data["second_reviewer"] = self.second_reviewer
        return data


def utc_deadline(moment: datetime) -> str:
    """A deadline's stored form (UTC, to the second)."""
    return moment.astimezone(UTC).strftime(_UTC)


def read_deadline(text: str) -> datetime:
    """A stored `preserve_by` (UTC) as an aware moment."""
    return datetime.strptime(text, _UTC).replace(tzinfo=UTC)


def _time_text(moment: time) -> str:
    return moment.strftime("%H:%M:%S" if moment.second else "%H:%M")


def _clock_time(member: Field) -> time | None:
    text = member.as_str()
    if text is None:
        return None
    found = _TIME.fullmatch(text.strip())
    if found is None:
        member.fail(
            translate("core", "must be a time of day as HH:MM or HH:MM:SS (21:40), not {strip!r}").format(
                strip=text.strip()
            )
        )
        return None
    hours, minutes, seconds = found.groups()
    return time(int(hours), int(minutes), int(seconds or 0))


def _short_text(member: Field, limit: int) -> str | None:
    text = member.as_str()
    if text is None:
        return None
    if len(text.strip()) > limit:
        member.fail(translate("core", "must be at most {limit} characters long").format(limit=grouped(limit)))
        return None
    if "\x00" in text:
        member.fail(translate("core", "must not contain a NUL character"))
        return None
    return text.strip()


def _window(member: Field) -> tuple[time, time] | None:
    if not member.is_object():
        return None
    start = member.read_key("from", _clock_time)
    end = member.read_key("to", _clock_time)
    if start is None or end is None:
        return None
    length = (datetime.combine(datetime.min, end) - datetime.combine(datetime.min, start)) % timedelta(days=1)
    if not length:
        member.problems.add(
            f"{member.path}.to", translate("core", "must differ from the start: a window of no time shows nothing")
        )
        return None
    if length > WINDOW_MAX:
        member.problems.add(
            f"{member.path}.to",
            translate("core", "makes a window of {duration}: name at most {duration2} to review").format(
                duration=_duration(length), duration2=_duration(WINDOW_MAX)
            ),
        )
        return None
    return start, end


def _duration(length: timedelta) -> str:
    minutes = int(length.total_seconds()) // 60
    return f"{minutes // 60} h {minutes % 60:02d} min"


def _read(field: Field) -> Dispute | None:
    if not field.is_object():
        return None
    assert isinstance(field.value, dict)
    known = {
        "requested_by",
        "requested_at",
        "before_next_deal",
        "seat",
        "camera",
        "window",
        "review",
        "finding",
        "error",
        "second_reviewer",
        "preserve_by",
    }
    for name in sorted(set(field.value) - known):
        field.problems.add(f"{field.path}.{name}", translate("core", "is not part of a dispute record"))
    requested_by = field.read_key("requested_by", Field.as_enum, RequestedBy)
    requested_at = field.read_key("requested_at", _clock_time)
    before_next_deal = field.read_key("before_next_deal", Field.as_bool)
    seat_field = field.optional("seat")
    seat = None if seat_field is None else seat_field.as_int(minimum=1, maximum=MAX_SEATS)
    if requested_by is RequestedBy.PLAYER and seat_field is None:
        field.problems.add(
            f"{field.path}.seat", translate("core", "is required: name the seat of the player who asked")
        )
    if requested_by not in (RequestedBy.PLAYER, None) and seat_field is not None:
        seat_field.fail(
            translate("core", "is only for a player's request, not {REQUESTED_BY_WORDS}'s").format(
                REQUESTED_BY_WORDS=translate("core", REQUESTED_BY_WORDS[requested_by])
            )
        )
    camera = field.read_optional("camera", None, _short_text, CAMERA_MAX)
    window = field.read_optional("window", None, _window)
    if camera is not None and field.optional("window") is None:
        field.problems.add(
            f"{field.path}.window", translate("core", "is required with a camera: the time window to review")
        )
    if field.optional("camera") is None and field.optional("window") is not None:
        field.problems.add(
            f"{field.path}.camera", translate("core", "is required with a time window: the camera or console to review")
        )
    review = field.read_optional("review", Review.NONE, Field.as_enum, Review)
    finding = field.read_optional("finding", None, _short_text, FINDING_MAX)
    if review not in (Review.NONE, None) and field.optional("finding") is None:
        field.problems.add(f"{field.path}.finding", translate("core", "is required: say what the review found"))
    if review is Review.NONE and field.optional("finding") is not None:
        field.problems.add(
            f"{field.path}.finding", translate("core", "is only for a review that was done: choose the review first")
        )
    error = field.read_optional("error", None, Field.as_enum, ErrorType)
    reviewer = field.read_optional("second_reviewer", None, _short_text, REVIEWER_MAX)
    preserve_by = field.read_optional("preserve_by", None, _deadline)
    if preserve_by is not None and camera is None:
        field.problems.add(f"{field.path}.preserve_by", translate("core", "is only for a record that names a camera"))
    if None in (requested_by, requested_at, before_next_deal, review) or field.problems.items:
        return None
    assert requested_by is not None
    assert requested_at is not None
    assert before_next_deal is not None
    assert review is not None
    return Dispute(
        requested_by,
        requested_at,
        before_next_deal,
        seat,
        camera,
        window,
        review,
        finding,
        error,
        reviewer or None,
        preserve_by,
    )


def _deadline(member: Field) -> datetime | None:
    text = member.as_str()
    if text is None:
        return None
    try:
        return read_deadline(text)
    except ValueError:
        member.fail(translate("core", "must be a UTC time as YYYY-MM-DDTHH:MM:SSZ"))
        return None


def read_dispute(value: object) -> Dispute | None:
    """A form's dispute answers: None when nothing was entered (an empty object or none), else the record
    (InvalidInput naming each field under `dispute`)."""
    if value is None or value == {}:
        return None
    return Dispute.read(value)


def describe(dispute: dict[str, Any]) -> list[tuple[str, str]]:
    """A stored dispute record in words, one (label, text) per field present: for reports, the log window and
    `log show` alike. Reads what the store holds, so a field it lacks is simply not shown."""
    lines: list[tuple[str, str]] = []
    asked = _words(REQUESTED_BY_WORDS, RequestedBy, dispute.get("requested_by"))
    if dispute.get("seat") is not None:
        asked = translate("core", "the player in seat {seat}").format(seat=dispute["seat"])
    if asked:
        when = (
            translate("core", " at {time}").format(time=dispute["requested_at"]) if dispute.get("requested_at") else ""
        )
        deal = dispute.get("before_next_deal")
        timing = (
            ""
            if deal is None
            else translate("core", ", before the next deal")
            if deal
            else translate("core", ", after the next deal")
        )
        lines.append((translate("core", "Requested by"), f"{asked}{when}{timing}"))
    if dispute.get("camera"):
        window = dispute.get("window") or {}
        span = (
            translate("core", ", {start} to {end}").format(start=window.get("from"), end=window.get("to"))
            if window
            else ""
        )
        lines.append((translate("core", "Camera"), f"{dispute['camera']}{span}"))
    review = _words(REVIEW_WORDS, Review, dispute.get("review"))
    if review:
        lines.append((translate("core", "Review"), review))
    if dispute.get("finding"):
        lines.append((translate("core", "Finding"), str(dispute["finding"])))
    error = _words(ERROR_WORDS, ErrorType, dispute.get("error"))
    if error:
        lines.append((translate("core", "Error"), error))
    if dispute.get("preserve_by"):
        lines.append((translate("core", "Preserve footage by"), _local_deadline(str(dispute["preserve_by"]))))
    return lines


def _words(words: dict[Any, str], enum: type[Enum], value: object) -> str:
    try:
        return translate("core", words[enum(value)])
    except ValueError:
        return "" if value is None else str(value)


def _local_deadline(text: str) -> str:
    try:
        return read_deadline(text).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return text


def second_reviewer_problems(dispute: Dispute | None, required: bool) -> list[Problem]:
    """A reviewed dispute without a second reviewer, where the house asks for one (`required`)."""
    if dispute is not None and required and dispute.reviewed and dispute.second_reviewer is None:
        message = translate(
            "core", "is required: the house asks a second reviewer to sign a dispute whose footage was reviewed"
        )
        return [Problem("dispute.second_reviewer", message)]
    return []
