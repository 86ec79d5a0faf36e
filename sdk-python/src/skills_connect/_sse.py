"""Server-sent events (spec decisions: streaming skills send `progress`, `delta`, then `result` or `error`; a cycle
tail sends one event per transition with `id:` its seq). SSEDecoder follows the WHATWG parsing rules (CRLF, CR or LF
line ends, `:` comments, multi-line data, `id`, `retry`), pinned by sdk-conformance/sse.json.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_LINES = re.compile(r"\r\n|\r|\n")
_DIGITS = re.compile(r"^[0-9]+$")


@dataclass(frozen=True)
class ServerSentEvent:
    event: str
    data: str
    id: str | None
    retry: int | None


@dataclass(frozen=True)
class SkillStreamEvent:
    """One event of a streaming skill: `progress`, `delta` or `result` (whose data is the invocation result)."""

    event: str
    #: The parsed JSON payload (text when it was not JSON).
    data: Any
    id: str | None


class SSEDecoder:
    def __init__(self) -> None:
        self._buf = ""
        self._data: list[str] = []
        self._event = ""
        self._id: str | None = None
        self._retry: int | None = None
        self._last_was_cr = False

    def push(self, chunk: str) -> list[ServerSentEvent]:
        """Feed decoded text; returns the events completed by it."""
        text = chunk
        if self._last_was_cr and text.startswith("\n"):
            text = text[1:]  # a CRLF split across chunks
        self._last_was_cr = text.endswith("\r")
        self._buf += text
        lines = _LINES.split(self._buf)
        self._buf = lines.pop()
        out: list[ServerSentEvent] = []
        for line in lines:
            ev = self._line(line)
            if ev is not None:
                out.append(ev)
        return out

    def end(self) -> list[ServerSentEvent]:
        """End of stream: an unterminated event is dropped, as the standard says."""
        self._buf = ""
        self._data = []
        self._event = ""
        return []

    def _line(self, line: str) -> ServerSentEvent | None:
        if line == "":
            if not self._data:
                self._event = ""
                return None
            ev = ServerSentEvent(self._event or "message", "\n".join(self._data), self._id, self._retry)
            self._data = []
            self._event = ""
            return ev
        if line.startswith(":"):
            return None
        field, sep, value = line.partition(":")
        if not sep:
            value = ""
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        elif field == "id" and "\0" not in value:
            self._id = value
        elif field == "retry" and _DIGITS.match(value):
            self._retry = int(value)
        return None
