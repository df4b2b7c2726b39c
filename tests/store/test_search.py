"""Listing and searching: filters, full-text search over narratives, names and rulings, keyset paging."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store import search
from floordesk.store.incidents import Party
from floordesk.store.search import IncidentQuery, count, fts_query
from floordesk.store.tournament import EventDraft

from .conftest import DISPUTED, VEGAS, Floor, merge


@pytest.fixture
def busy(floor: Floor) -> Floor:
    """Seven incidents, a second apart from 2009-06-01 21:00:xx Las Vegas time, with varied facts."""
    store = floor.store
    other_table = store.tournament.register_table(floor.event, "Table 8", 9, floor.td)
    ana, ben, chen = floor.players
    floor.record(narrative="José Álvarez disputed the colour-up.", parties=[Party(3, ana)])  # 1
    floor.record(kind="clock", rule=49, narrative="Clock called on seat 5.", parties=[Party(5, ben)])  # 2
    store.incidents.record(
        floor.draft(
            kind="penalty",
            rule=51,
            narrative="Exposed a card with action pending.",
            table=other_table,
            parties=[Party(2, chen)],
            witnesses=["Dealer Farid"],
        ),
        floor.manager,
    )  # 3
    floor.record(
        kind="pots",
        rule=47,
        narrative="Side pot split.",
        decision={"award": "seat 4 takes the side pot"},
        departure_reason="Miscount of the all-in amount",
        parties=[Party(4, ben)],
    )  # 4
    store.incidents.record(
        floor.draft(kind="clock", rule=49, narrative="Second clock on seat 5.", parties=[]), floor.td
    )
    floor.record(kind="split", rule=48, narrative="Odd chip to the high hand.", parties=[Party(7, chen)])  # 6
    floor.record(kind="button", rule=50, narrative="Dead button after an elimination.", parties=[])  # 7
    return floor


def numbers(floor: Floor, query: IncidentQuery, **options: object) -> list[int]:
    return [row.number for row in floor.store.page(query, **options).rows]  # type: ignore[arg-type]


def test_a_listing_is_newest_first(busy: Floor) -> None:
    page = busy.store.page(IncidentQuery())
    assert [row.number for row in page.rows] == [7, 6, 5, 4, 3, 2, 1]
    assert page.next is None
    newest = page.rows[0]
    assert (newest.event, newest.table, newest.kind, newest.decided_by, newest.status) == (
        "#12 No-Limit Hold'em",
        "Table 7",
        "button",
        "Sam Supervisor",
        "recorded",
    )
    assert [row.departs for row in page.rows] == [False, False, False, True, False, False, False]


def test_pages_follow_each_other_without_gaps_or_repeats_even_while_incidents_arrive(busy: Floor) -> None:
    seen: list[int] = []
    page = busy.store.page(IncidentQuery(), limit=3)
    seen += [row.number for row in page.rows]
    busy.record(narrative="Recorded while someone was paging.")  # newer than every page still to come
    while page.next:
        page = busy.store.page(IncidentQuery(), after=page.next, limit=3)
        seen += [row.number for row in page.rows]
    assert seen == [7, 6, 5, 4, 3, 2, 1]


def test_each_filter_narrows_the_listing(busy: Floor) -> None:
    ana, ben, chen = busy.players
    store = busy.store
    assert numbers(busy, IncidentQuery(kinds=("clock",))) == [5, 2]
    assert numbers(busy, IncidentQuery(rules=(47, 48))) == [6, 4]
    assert numbers(busy, IncidentQuery(players=(ben,))) == [4, 2]
    assert numbers(busy, IncidentQuery(players=(chen, ana))) == [6, 3, 1]
    assert numbers(busy, IncidentQuery(staff=(busy.manager.staff_uid, busy.td.staff_uid))) == [5, 3]
    assert numbers(busy, IncidentQuery(tables=store.tournament.tables_named("Table 8"))) == [3]
    assert numbers(busy, IncidentQuery(events=(busy.event,))) == [7, 6, 5, 4, 3, 2, 1]
    assert numbers(busy, IncidentQuery(events=())) == []  # a name that matched nothing finds nothing
    assert numbers(busy, IncidentQuery(kinds=("clock",), staff=(busy.td.staff_uid,))) == [5]


def test_a_date_range_is_from_inclusive_until_exclusive(busy: Floor) -> None:
    times = {row.number: row.recorded_local for row in busy.store.page(IncidentQuery()).rows}
    since = datetime.fromisoformat(times[3])
    until = datetime.fromisoformat(times[6])
    assert numbers(busy, IncidentQuery(since=since, until=until)) == [5, 4, 3]
    assert numbers(busy, IncidentQuery(since=since.astimezone(VEGAS).replace(year=2010))) == []


def test_a_corrected_player_is_found_under_the_new_and_the_old_name(busy: Floor) -> None:
    ana, ben, _chen = busy.players
    first = busy.store.incidents.get("1")
    busy.store.incidents.correct(first.uid, {"parties": [{"seat": 3, "player": ben}]}, "wrong player", busy.supervisor)
    assert numbers(busy, IncidentQuery(players=(ben,))) == [4, 2, 1]
    assert numbers(busy, IncidentQuery(players=(ana,))) == [1]


def test_full_text_finds_narratives_names_and_rulings(busy: Floor) -> None:
    def found(text: str) -> list[int]:
        return numbers(busy, IncidentQuery(text=text))

    assert found("clock") == [5, 2]  # narratives and the ruling kind
    assert found("jose alvarez") == [1]  # accents need not be typed
    assert found("Okafor") == [4, 2]  # a player's name
    assert found("farid") == [3]  # a witness
    assert found("Mia Manager") == [3]  # the deciding staff member
    assert found("miscount") == [4]  # a departure reason
    assert found("side pot seat 4") == [4]  # the decision's words
    assert found("colo*") == [1]  # a prefix
    assert found('seat "5') == [5, 2]  # quotes are searched as words, never as syntax
    assert found("nothing-like-this") == []


def test_amendments_are_searchable_and_keep_the_incident_in_place(busy: Floor) -> None:
    third = busy.store.incidents.get("3")
    busy.store.incidents.overrule(third.uid, {"penalty": "warning only"}, "Leniency for a first offence", busy.td)
    busy.store.incidents.correct(third.uid, {"narrative": "Exposed the Ah."}, "card named", busy.supervisor)
    assert numbers(busy, IncidentQuery(text="leniency")) == [3]
    assert numbers(busy, IncidentQuery(text="warning only")) == [3]
    assert numbers(busy, IncidentQuery(text="exposed")) == [3]
    assert numbers(busy, IncidentQuery(text="Tom Director")) == [5, 3]
    assert busy.store.page(IncidentQuery(kinds=("penalty",))).rows[0].status == "overruled"


def test_a_listing_shows_the_narrative_as_corrected_cut_to_160_characters(busy: Floor) -> None:
    """Read from the records for the page's rows (issue 28: the facts keep no copy of it)."""
    third = busy.store.incidents.get("3")
    corrected = "Exposed the Ah; " + "the dealer saw it " * 12
    busy.store.incidents.correct(third.uid, {"narrative": corrected}, "what the dealer saw", busy.supervisor)
    for query in (IncidentQuery(), IncidentQuery(text="dealer")):
        listed = {row.number: row.narrative for row in busy.store.page(query).rows}
        assert listed[3] == corrected[:160]
    assert {row.number: row.narrative for row in busy.store.page(IncidentQuery()).rows}[1] == (
        "José Álvarez disputed the colour-up."
    )


def test_search_pages_and_filters_combine(busy: Floor) -> None:
    query = IncidentQuery(text="seat 5")
    page = busy.store.page(query, limit=1)
    seen = [row.number for row in page.rows]
    while page.next:
        page = busy.store.page(query, after=page.next, limit=1)
        seen += [row.number for row in page.rows]
    assert seen == [5, 2]
    assert numbers(busy, IncidentQuery(text="seat", rules=(49, 47))) == [5, 4, 2]


def _page_statement(floor: Floor, query: IncidentQuery, *, limit: int, lead: str | None = None) -> str:
    """The statement that chose a page's rows (not the counts that chose its plan), led as `lead` asks (None: as the
    store chooses)."""
    statements: list[str] = []
    floor.connection.set_trace_callback(statements.append)
    try:
        search.page(floor.connection, query, limit=limit, lead=lead)  # type: ignore[arg-type]
    finally:
        floor.connection.set_trace_callback(None)
    (chosen,) = [statement for statement in statements if "MATCH" in statement and "page_key" in statement]
    return chosen


def _plan(floor: Floor, statement: str) -> list[str]:
    return [row[3] for row in floor.connection.execute(f"EXPLAIN QUERY PLAN {statement}")]


@pytest.fixture
def look_ups_cheap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A look-up in the index costs what a hit read costs: in a log of seven incidents a filter can lead only so."""
    monkeypatch.setattr(search, "LOOK_UP_COST", 1)


@pytest.mark.usefixtures("look_ups_cheap")
def test_a_search_walks_the_index_in_its_order_and_sorts_nothing(busy: Floor) -> None:
    """A search led by its words is one statement that walks the full-text index in the page's order, each hit's
    facts found (not by trying each of the players' incidents) and its columns worked out as it comes: nothing
    sorted, no hit read past the page, whatever the filters that do not lead (a dispute, a filter broader than the
    page's share of the log, or one the words have fewer hits than), which SQLite would otherwise take the lead, the
    index then asked for each of their incidents."""
    ana = busy.players[0]
    for query in (
        IncidentQuery(text="seat"),
        IncidentQuery(text="seat", oldest_first=True),
        IncidentQuery(text="seat", disputed=True),
        IncidentQuery(text="farid", players=(ana,)),  # no more hits than her incidents
        IncidentQuery(text="farid", players=(ana, busy.players[1])),
        IncidentQuery(text="seat", rules=(48,), events=(busy.event,)),  # the event: every incident of the log
    ):
        plan = _plan(busy, _page_statement(busy, query, limit=2))
        assert plan[0].startswith("SCAN x VIRTUAL TABLE"), (query, plan)
        assert not plan[1].startswith("SEARCH f USING INTEGER PRIMARY KEY"), (query, plan)  # not by the players' list
        assert not [step for step in plan if "TEMP B-TREE" in step], (query, plan)


@pytest.mark.usefixtures("look_ups_cheap")
def test_a_common_word_with_a_narrow_filter_walks_the_filter_and_looks_each_incident_up(busy: Floor) -> None:
    """Issue 28: a filter with fewer incidents than the words have hits, and fewer than the page's share of the log,
    leads: its index walked, each of its incidents looked up in the full-text index by its document's rowid, and only
    those found sorted (by their documents' keys), then the page's columns worked out. A prefix never leads. A table
    or a player leads so only in a log whose documents hold no filter words (read as it is), as `lead="filter"`."""
    ana, ben, _chen = busy.players
    (table_8,) = busy.store.tournament.tables_named("Table 8")
    for query, lead, walked in (
        (IncidentQuery(text="seat", kinds=("penalty",)), None, "SEARCH f USING INDEX incident_facts_by_kind"),
        (
            IncidentQuery(text="seat", staff=(busy.manager.staff_uid,)),
            None,
            "SEARCH f USING INDEX incident_facts_by_st",
        ),
        (IncidentQuery(text="seat", players=(ana,)), "filter", "SEARCH pp USING PRIMARY KEY (player_key=?)"),
        (IncidentQuery(text="seat", players=(ana, ben), oldest_first=True), "filter", "SEARCH p USING PRIMARY KEY"),
        (
            IncidentQuery(text="seat", tables=(table_8,), rules=(51,)),
            "filter",
            "SEARCH f USING INDEX incident_facts_by_t",
        ),
    ):
        statement = _page_statement(busy, query, limit=50, lead=lead)
        plan = _plan(busy, statement)
        assert [step for step in plan if step.startswith(walked)], (query, plan)
        assert [step for step in plan if step.startswith("SCAN x VIRTUAL TABLE INDEX 0:=M")], (query, plan)
        assert not [step for step in plan if step.startswith("SCAN x VIRTUAL TABLE INDEX 0:M")], (query, plan)
    prefix = _plan(busy, _page_statement(busy, IncidentQuery(text="sea*", kinds=("penalty",)), limit=50))
    assert prefix[0].startswith("SCAN x VIRTUAL TABLE"), prefix


def test_a_word_with_a_table_or_player_is_asked_of_the_index_with_their_filter_words(busy: Floor) -> None:
    """Issue 28: a search within tables or players asks FTS5 for its words and their filter words together, which
    FTS5 intersects itself: the index walked in the page's order, nothing looked up, nothing sorted."""
    ana, ben, _chen = busy.players
    (table_8,) = busy.store.tournament.tables_named("Table 8")
    keys = dict(busy.connection.execute("SELECT uid, id FROM fact_keys"))
    for query, words in (
        (IncidentQuery(text="seat", players=(ana,)), f"(p{keys[ana]})"),
        (IncidentQuery(text="seat", players=(ana, ben)), f"(p{keys[ana]} OR p{keys[ben]})"),
        (IncidentQuery(text="seat", tables=(table_8,), players=(ben,)), f"(t{keys[table_8]}) AND (p{keys[ben]})"),
    ):
        for oldest_first in (False, True):
            statements: list[str] = []
            busy.connection.set_trace_callback(statements.append)
            try:
                search.page(busy.connection, replace(query, oldest_first=oldest_first), limit=50)
            finally:
                busy.connection.set_trace_callback(None)
            (statement,) = [statement for statement in statements if "MATCH" in statement]  # no count chose the plan
            assert f"""'{{document}} : ("seat") AND facts : ({words})'""" in statement, statement
            plan = _plan(busy, statement)
            assert plan[0].startswith("SCAN x VIRTUAL TABLE"), (query, plan)
            assert "=M" not in plan[0], (query, plan)  # not a look-up by rowid
            assert not [step for step in plan if "TEMP B-TREE" in step], (query, plan)


def test_no_typed_word_finds_a_filter_word(busy: Floor) -> None:
    """A user's words are searched in the documents' text alone: the filter words of a table and a player, typed,
    find nothing, though the index holds them."""
    ana = busy.players[0]
    keys = dict(busy.connection.execute("SELECT uid, id FROM fact_keys"))
    for word in (f"t{keys[busy.table]}", f"p{keys[ana]}"):
        held = "SELECT count(*) FROM search_index WHERE search_index MATCH ?"
        assert busy.connection.execute(held, (f"facts : {word}",)).fetchone()[0] > 0
        assert numbers(busy, IncidentQuery(text=word)) == []
        assert numbers(busy, IncidentQuery(text=f"{word}*")) == []
        assert numbers(busy, IncidentQuery(text=word, players=(ana,))) == []


@pytest.fixture
def crowded(floor: Floor) -> Floor:
    """60 incidents where one word, "seat", has many hits under every filter: two events, three tables, three deciding
    staff, five players, four kinds, some disputed. The first 20 are recorded within one second (its documents past
    the 16th overflow into negative rowids), the others four to a second; five are amended, their documents made
    again in their seconds' next slots, so that within a second the documents' order is not the incidents'."""
    store = floor.store
    ana, ben, chen = floor.players
    table_8 = store.tournament.register_table(floor.event, "Table 8", 9, floor.td)
    other_event = store.tournament.register_event(
        EventDraft(13, "Pot-Limit Omaha", "omaha", "2009-06-01", [{"value": 25}]), floor.td
    )
    table_1 = store.tournament.register_table(other_event, "Table 1", 9, floor.td)
    dana, eli = (
        store.tournament.register_player(other_event, registration, name, floor.supervisor)
        for registration, name in (("P-201", "Dana Ito"), ("P-202", "Eli Park"))
    )
    deciders = (floor.supervisor, floor.manager, floor.td)
    rulings = (("clock", 49), ("penalty", 52), ("split", 48), ("chip-race", 46))
    start = datetime(2009, 6, 2, 4, 0, tzinfo=VEGAS)
    uids = []
    for number in range(60):
        second = 0 if number < 20 else 1 + number // 4
        floor.clock.now = start + timedelta(seconds=second - 1, microseconds=number)  # one reading a record
        kind, rule = rulings[number % 4]
        if number % 5 == 0:
            event, table, parties = other_event, table_1, [Party(2, (dana, eli)[number % 2])]
        else:
            event, table = floor.event, (floor.table, table_8)[number % 2]
            parties = [Party(3, (ana, ben, chen)[number % 3]), Party(6, (ana, ben, chen)[(number + 1) % 3])]
        narrative = f"Seat {number % 9} called the dealer." if number % 3 else f"The dealer misread hand {number}."
        draft = floor.draft(
            event=event,
            table=table,
            parties=parties,
            kind=kind,
            rule=rule,
            narrative=narrative,
            dispute=DISPUTED if number % 7 == 0 else None,
        )
        uids.append(store.incidents.record(draft, deciders[number // 2 % 3]).uid)
    floor.clock.now = start + timedelta(hours=1)
    for number in (1, 4, 17, 22, 41):
        store.incidents.correct(uids[number], {"narrative": f"Seat {number} again."}, "retold", floor.manager)
    store.incidents.correct(uids[3], {"table": floor.table}, "the other table", floor.manager)
    return floor


def _every_page(floor: Floor, query: IncidentQuery, lead: str, limit: int) -> list[tuple[tuple[str, ...], str | None]]:
    pages = []
    after = None
    while True:
        page = search.page(floor.connection, query, after=after, limit=limit, lead=lead)  # type: ignore[arg-type]
        pages.append((tuple(row.uid for row in page.rows), page.next))
        if page.next is None:
            return pages
        after = page.next


def test_a_search_led_by_its_filter_pages_the_rows_its_words_would(crowded: Floor) -> None:
    """The same rows, in the same order, page for page and cursor for cursor, whichever leads: filters of every kind,
    alone and together, newest or oldest first, pages of 1, 4 and 100."""
    store = crowded.store
    ana, ben, _chen = crowded.players
    (table_8,) = store.tournament.tables_named("Table 8")
    (other_event,) = store.tournament.events_numbered(13)
    start = datetime(2009, 6, 2, 4, 0, tzinfo=VEGAS)
    queries = [
        IncidentQuery(text="seat", players=(ana,)),
        IncidentQuery(text="seat", players=(ben, ana)),
        IncidentQuery(text="seat", tables=(table_8,)),
        IncidentQuery(text="seat", tables=(crowded.table,), disputed=True),
        IncidentQuery(text="seat", staff=(crowded.manager.staff_uid,)),
        IncidentQuery(text="seat", events=(other_event,)),
        IncidentQuery(text="seat", rules=(49, 48)),
        IncidentQuery(text="seat", kinds=("penalty",)),
        IncidentQuery(text="seat", players=(ben,), since=start, until=start + timedelta(seconds=8)),
        IncidentQuery(text="seat", rules=(49,), kinds=("clock",), staff=(crowded.supervisor.staff_uid,)),
        IncidentQuery(text="dealer seat", events=(crowded.event,)),
    ]
    for query in queries:
        for oldest_first in (False, True):
            ordered = replace(query, oldest_first=oldest_first)
            for limit in (1, 4, 100):
                by_words = _every_page(crowded, ordered, "words", limit)
                assert _every_page(crowded, ordered, "filter", limit) == by_words, (ordered, limit)
                if query.tables or query.players:
                    assert _every_page(crowded, ordered, "filter words", limit) == by_words, (ordered, limit)
            assert len(by_words[0][0]) >= 4, ordered  # many hits: the order within a second is tested
    with pytest.raises(RuntimeError, match="no filter of facts to lead with"):
        search.page(crowded.connection, IncidentQuery(text="seat", since=start), lead="filter")
    with pytest.raises(RuntimeError, match="no table or player to lead with"):
        search.page(crowded.connection, IncidentQuery(text="seat", rules=(49,)), lead="filter words")


def test_bad_paging_input_is_named(busy: Floor) -> None:
    with pytest.raises(InvalidInput, match=r"^after: is not a cursor of a listing$"):
        busy.store.page(IncidentQuery(), after="s12")
    with pytest.raises(InvalidInput, match=r"^after: is not a cursor of a search$"):
        busy.store.page(IncidentQuery(text="clock"), after="t2009-06-02T04:00:01.000000Z~1")
    with pytest.raises(InvalidInput, match=r"^limit: must be a whole number from 1 to 500$"):
        busy.store.page(IncidentQuery(), limit=0)
    with pytest.raises(InvalidInput, match=r"^text: must contain a word to search for$"):
        busy.store.page(IncidentQuery(text=' " * '))


def test_user_words_become_quoted_fts_terms() -> None:
    assert fts_query('ana "ribeiro" ko*') == '"ana" "ribeiro" "ko"*'
    assert fts_query("AND OR NOT NEAR(") == '"AND" "OR" "NOT" "NEAR("'


def test_filters_search_and_rows_show_the_incident_as_it_stands(busy: Floor) -> None:
    store = busy.store
    _ana, _ben, chen = busy.players
    (table_8,) = store.tournament.tables_named("Table 8")
    table_7 = busy.table
    changes = {
        "rule": 49,
        "kind": "clock",
        "table": table_8,
        "parties": [{"seat": 4, "player": chen}],
        "witnesses": ["Floor Zed"],
    }
    store.incidents.correct(store.incidents.get("1").uid, changes, "wrong form filled", busy.supervisor)
    store.incidents.correct(store.incidents.get("7").uid, {"table": None}, "at no table after all", busy.supervisor)
    unseated = busy.record(narrative="Recorded at no table.", table=None)  # 8
    store.incidents.correct(unseated.uid, {"table": table_8}, "it was table 8", busy.supervisor)
    assert numbers(busy, IncidentQuery(rules=(49,))) == [5, 2, 1]
    assert numbers(busy, IncidentQuery(rules=(46,))) == [8]
    assert numbers(busy, IncidentQuery(kinds=("clock",))) == [5, 2, 1]
    assert numbers(busy, IncidentQuery(kinds=("chip-race",))) == [8]
    assert numbers(busy, IncidentQuery(tables=(table_8,))) == [8, 3, 1]
    assert numbers(busy, IncidentQuery(tables=(table_7,))) == [6, 5, 4, 2]
    assert numbers(busy, IncidentQuery(rules=(49,), tables=(table_7,))) == [5, 2]
    assert numbers(busy, IncidentQuery(rules=(49,), tables=(table_8,))) == [1]
    assert numbers(busy, IncidentQuery(text="clock", tables=(table_8,))) == [1]
    assert numbers(busy, IncidentQuery(text="Wei")) == [6, 3, 1]  # the party added
    assert numbers(busy, IncidentQuery(text="Ribeiro")) == [8]  # no longer 1: the party removed
    assert numbers(busy, IncidentQuery(text="zed")) == [1]
    assert numbers(busy, IncidentQuery(text="chip-race")) == [8]
    row = store.page(IncidentQuery(rules=(49,)), after=None, limit=3).rows[2]
    assert (row.number, row.rule, row.kind, row.table, row.status) == (1, 49, "clock", "Table 8", "amended")
    assert store.page(IncidentQuery(), limit=2).rows[1].table is None  # incident 7
    seen: list[int] = []
    page = store.page(IncidentQuery(tables=(table_8,)), limit=1)  # across both ways of finding them
    while True:
        seen += [row.number for row in page.rows]
        if page.next is None:
            break
        page = store.page(IncidentQuery(tables=(table_8,)), after=page.next, limit=1)
    assert seen == [8, 3, 1]


def test_search_finds_the_decision_in_force(busy: Floor) -> None:
    assert numbers(busy, IncidentQuery(text="takes")) == [4]
    busy.store.incidents.overrule(busy.store.incidents.get("4").uid, "chop it", "Agreed by both", busy.td)
    assert numbers(busy, IncidentQuery(text="takes")) == []
    assert numbers(busy, IncidentQuery(text="chop")) == [4]


def test_dates_and_cursors_the_log_cannot_hold_are_named(busy: Floor) -> None:
    with pytest.raises(InvalidInput, match=r"^since: must be from 1900-01-01 to 9999-12-30$"):
        busy.store.page(IncidentQuery(since=datetime(999, 6, 1, tzinfo=VEGAS)))  # its year would sort wrongly
    with pytest.raises(InvalidInput, match=r"^until: must be from 1900-01-01 to 9999-12-30$"):
        busy.store.page(IncidentQuery(until=datetime(9999, 12, 31, 23, tzinfo=VEGAS)))  # past 9999 in UTC
    with pytest.raises(InvalidInput, match=r"^after: is not a cursor of a search$"):
        busy.store.page(IncidentQuery(text="clock"), after="s9223372036854775808")
    with pytest.raises(InvalidInput, match=r"^after: is not a cursor of a listing$"):
        busy.store.page(IncidentQuery(), after="t2009-06-02T04:00:01.000000Z~9223372036854775808")
    assert numbers(busy, IncidentQuery(since=datetime(1900, 1, 1, tzinfo=VEGAS))) == [7, 6, 5, 4, 3, 2, 1]


def test_search_is_newest_first_after_a_merge_of_older_incidents(floor_factory: Callable[..., Floor]) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    here.clock.now += timedelta(days=1)
    for floor in (here, there, here, there):
        floor.record(narrative=f"Race at {floor.store.path.parent.name}.")  # here: a day after there
    there.store.export(there.store.path.parent / "there.fdlog")
    merge(here.store, there.store.path.parent / "there.fdlog")
    newest_first = [row.recorded_utc for row in here.store.page(IncidentQuery()).rows]
    assert [row.recorded_utc for row in here.store.page(IncidentQuery(text="race")).rows] == newest_first
    query, seen = IncidentQuery(text="race"), []
    page = here.store.page(query, limit=1)
    while True:
        seen += [row.recorded_utc for row in page.rows]
        if page.next is None:
            break
        page = here.store.page(query, after=page.next, limit=1)
    assert seen == newest_first


def test_listings_by_number_or_time_either_way_page_without_gaps(busy: Floor) -> None:
    for order in ("number", "time"):
        for oldest_first, expected in ((True, [1, 2, 3, 4, 5, 6, 7]), (False, [7, 6, 5, 4, 3, 2, 1])):
            query = IncidentQuery(order=order, oldest_first=oldest_first)  # type: ignore[arg-type]
            seen: list[int] = []
            page = busy.store.page(query, limit=2)
            seen += [row.number for row in page.rows]
            while page.next:
                assert page.next.startswith(order[0])
                page = busy.store.page(query, after=page.next, limit=2)
                seen += [row.number for row in page.rows]
            assert seen == expected, (order, oldest_first)
    assert count(busy.connection, IncidentQuery(kinds=("clock",))) == 2
    assert count(busy.connection, IncidentQuery()) == 7


def test_a_row_names_its_parties_and_whether_the_rules_computed_it(busy: Floor) -> None:
    rows = {row.number: row for row in busy.store.page(IncidentQuery()).rows}
    assert rows[4].parties == "4 Ben Okafor"
    assert rows[5].parties == ""
    assert rows[1].computed
    assert len(rows[1].device_id) == 32
    floor_decided = busy.record(recommended=None, decision="split the pot", kind="dispute", rule=44)
    (row,) = busy.store.page(IncidentQuery(kinds=("dispute",))).rows
    assert (row.uid, row.computed) == (floor_decided.uid, False)


def _pot_ruling(floor: Floor, odd_chips: list[dict[str, object]]) -> int:
    pots = [{"name": "Main pot", "amount": 1025, "odd_chips": odd_chips}, {"name": "Side pot 1", "odd_chips": []}]
    return floor.record(
        kind="pots", rule=47, narrative="Split pot.", recommended={"rule": 47, "pots": pots, "explanation": []}
    ).number


def test_a_pot_ruling_with_odd_chips_is_found_under_rule_47_and_rule_48(floor: Floor) -> None:
    with_odd = _pot_ruling(floor, [{"player": "A", "amount": 25, "reason": "first seat left of the button"}])
    without = _pot_ruling(floor, [])
    split = floor.record(kind="split", rule=48, narrative="Odd chip to the high hand.").number
    assert numbers(floor, IncidentQuery(rules=(48,))) == [split, with_odd]
    assert numbers(floor, IncidentQuery(rules=(47,))) == [without, with_odd]
    assert numbers(floor, IncidentQuery(rules=(47, 48))) == [split, without, with_odd]
    assert count(floor.store.connection, IncidentQuery(rules=(48,))) == 2
    assert numbers(floor, IncidentQuery(rules=(48,), kinds=("pots",))) == [with_odd]


def test_times_a_microsecond_apart_are_filtered_ordered_and_paged_apart(floor: Floor) -> None:
    """The listing holds times as microseconds (schema 19): a date bound, the order and a cursor each tell incidents
    a microsecond apart, as the records' text times do."""
    start = datetime(2009, 6, 2, 4, 0, 0, 999_998, tzinfo=VEGAS)
    uids = []
    for offset in range(3):
        floor.clock.now = (
            start + timedelta(microseconds=offset) - timedelta(seconds=1)
        )  # it moves on a second a reading
        uids.append(floor.record(narrative=f"Incident {offset}.").uid)
    (moment,) = floor.connection.execute(
        "SELECT moment FROM incident_facts WHERE incident_uid = ?", (uids[1],)
    ).fetchone()
    assert moment == round(start.timestamp() * 1_000_000) + 1
    assert [row.uid for row in floor.store.page(IncidentQuery(since=start + timedelta(microseconds=1))).rows] == [
        uids[2],
        uids[1],
    ]
    assert [row.uid for row in floor.store.page(IncidentQuery(until=start + timedelta(microseconds=1))).rows] == [
        uids[0]
    ]
    first = floor.store.page(IncidentQuery(oldest_first=True), limit=1)
    assert first.rows[0].uid == uids[0]
    assert [row.uid for row in floor.store.page(IncidentQuery(oldest_first=True), after=first.next).rows] == uids[1:]
