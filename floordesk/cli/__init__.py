"""CLI: the `floordesk` command. Its `rule` and `log` verbs never import Qt."""
