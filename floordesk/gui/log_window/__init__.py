"""GUI: the incident log window: a keyset-paged browser, filters, the detail of one ruling, its amendments, printing."""
