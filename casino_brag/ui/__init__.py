"""The game window: pygame lives only in this package (the engine never imports it)."""
