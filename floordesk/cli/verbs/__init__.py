"""CLI: one module per `floordesk rule` verb; each has `handle(request: Field)`."""
