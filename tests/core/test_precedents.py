"""The precedents' pattern (issue 30): the last three comparable rulings all one way set it; a decision the other
way needs the difference named, and only then; what is recorded is what was shown."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.precedents import LAST_COMPARABLE, Precedent, PrecedentList, consider
from floordesk.core.ruling import Direction

RECOMMENDED = {"rule": 50, "button_seat": 5}


def precedent(number: int, departed: bool | None) -> Precedent:
    """Incident `number`; `departed` None: a ruling with nothing recommended (it follows nothing)."""
    decided = {"button_seat": 6} if departed else RECOMMENDED
    return Precedent(
        uid=f"{number:032x}",
        number=number,
        device_label="floor-1",
        event="#12 Main",
        recorded_local="2009-06-01T21:00:00.000000-07:00",
        recommended=None if departed is None else RECOMMENDED,
        decided=decided,
        departure_reason="the dealer moved it" if departed else None,
        overruled=False,
        decided_by="Sam Supervisor",
        role="Supervisor",
    )


histories = st.lists(st.one_of(st.none(), st.booleans()), max_size=6)


@given(histories, st.booleans(), st.one_of(st.none(), st.text(min_size=1, max_size=20)))
def test_a_difference_is_asked_exactly_when_the_decision_goes_against_three_alike(
    history: list[bool | None], departs: bool, difference: str | None
) -> None:
    log = tuple(precedent(n, departed) for n, departed in enumerate(history, 1))
    listed = PrecedentList("button", log[:2], log)
    last = history[:LAST_COMPARABLE]
    alike = len(last) == LAST_COMPARABLE and None not in last and len(set(last)) == 1
    against = alike and last[0] != departs

    considered, problems = consider(listed, departs, difference)

    named = bool((difference or "").strip())
    assert [p.path for p in problems] == (["difference"] if against != named else [])
    assert considered.shown == tuple(dict.fromkeys(p.uid for p in (*log[:2], *log)))
    if against:
        assert considered.against is Direction.of(bool(last[0]))
        assert considered.difference == ((difference or "").strip() or None)
    else:
        assert considered.against is None


def test_three_followed_then_a_departure_names_which_way_they_went() -> None:
    listed = PrecedentList("button", (), tuple(precedent(n, False) for n in (3, 2, 1)))
    considered, problems = consider(listed, True, None)
    assert [p.message for p in problems] == [
        "is required: the last 3 comparable rulings all followed the recommendation and this one departs from it: "
        "say what is different here"
    ]
    considered, problems = consider(listed, True, "  the dealer moved it early ")
    assert problems == []
    assert considered.to_json() == {
        "shown": [f"{n:032x}" for n in (3, 2, 1)],
        "against": "followed",
        "difference": "the dealer moved it early",
    }
