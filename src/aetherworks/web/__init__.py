"""Play in the browser: a FastAPI game server whose wire protocol is the engine's one door.

Layers, each importing only the ones above it in this list:

* :mod:`.protocol` — the typed, versioned messages (pydantic) the page and the server exchange;
* :mod:`.present` — what one seat may see, rendered in one language (the one place engine
  text becomes words on the page);
* :mod:`.store` — every game, event by event, in SQLite (WAL), so a killed server resumes;
* :mod:`.sessions` — live games: seats, tokens, AI seats, stops, recovery;
* :mod:`.app` — the FastAPI application (HTTP + WebSockets) and the static page;
* :mod:`.bench` — the load run (many concurrent games over loopback WebSockets).

See docs/web.md.
"""
