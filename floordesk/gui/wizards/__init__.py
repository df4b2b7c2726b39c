"""GUI: the ruling wizards: `RulingWizard` renders any core flow (`floordesk.core.flows`), a page per step."""
