"""Every ruling kind has all its parts, each registered once in its own layer.

The core's `KINDS` gives a kind its rule, its request (the reader and the rule's computation) and its
wizard flow; the window's `WIZARDS` its menu entry and its own pages; the reports' `DETAIL` the layout
of its situation and result. Adding a kind is one entry in each, and this test names what is missing.
"""

from __future__ import annotations

import importlib

import pytest

from floordesk.core.flows import flow_class, wizard_kinds
from floordesk.core.ruling import KINDS, RulingKind, request_handler
from floordesk.gui.wizards import WIZARDS, pages_module
from floordesk.gui.wizards.pages import FlowPage
from floordesk.reports.content import DETAIL


def test_every_kind_is_in_the_core_registry_in_menu_order() -> None:
    assert list(KINDS) == list(RulingKind)


@pytest.mark.parametrize("kind", RulingKind.computed(), ids=lambda kind: kind.value)
def test_a_computed_kind_has_its_rule_its_request_and_its_report_detail(kind: RulingKind) -> None:
    assert kind.rule is not None
    assert callable(request_handler(kind))
    assert kind in DETAIL, f"reports/content.DETAIL has no layout for {kind.value!r}"


@pytest.mark.parametrize("kind", wizard_kinds(), ids=lambda kind: kind.value)
def test_a_kind_with_a_flow_has_its_page_and_is_computed(kind: RulingKind) -> None:
    assert flow_class(kind).kind is kind
    assert kind.is_computed
    assert kind in WIZARDS, f"gui/wizards.WIZARDS has no entry for {kind.value!r}"
    pages = importlib.import_module(pages_module(kind)).PAGES
    assert pages
    assert all(issubclass(page, FlowPage) for page in pages.values())


def test_the_window_offers_only_kinds_with_a_flow_and_the_reports_lay_out_only_computed_kinds() -> None:
    assert set(WIZARDS) == set(wizard_kinds())
    assert set(DETAIL) == set(RulingKind.computed())
    shortcuts = [entry.shortcut for entry in WIZARDS.values()]
    assert len(set(shortcuts)) == len(shortcuts)


def test_a_kind_without_a_flow_has_no_wizard() -> None:
    from floordesk.core.errors import InvalidInput

    with pytest.raises(InvalidInput, match="there is no wizard for 'split' rulings yet"):
        flow_class(RulingKind.SPLIT)
