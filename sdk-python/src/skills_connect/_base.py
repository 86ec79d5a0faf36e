"""The hand-written part of the synchronous resources: what differs between sync and async beyond an `await`. The
resources themselves, one method per operation, are generated from sdk-python/resources.yaml into
_generated/resources.py (and their async twins into _generated/async_resources.py, whose base is _async_base.py):
they extend `_Resource` (the request helpers below) or one of the bases here (a skill's stream, the multipart upload,
the cycle tail). Lists return a SyncPage (its `.data`, or iterate it for every item of every page); writes get an
Idempotency-Key from the core.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from typing import IO, Any, TypeVar
from urllib.parse import quote

from typing_extensions import Unpack

from . import _http
from ._core import Query, SyncCore
from ._errors import APIConnectionError, StreamError
from ._generated import models
from ._generated.skills import SkillsInvoke
from ._models import BaseModel, parse_model
from ._options import RequestOptions
from ._pagination import SyncPage
from ._raw import RawResponseMixin
from ._retry import backoff_range
from ._sse import ServerSentEvent, SkillStreamEvent, SSEDecoder

M = TypeVar("M", bound=BaseModel)

FileContent = bytes | IO[bytes]

# -- shared with _async_base.py: pure functions, no I/O ---------------------------------------------------------------


def seg(s: str) -> str:
    return quote(s, safe="")


def if_match(version: str | int | None) -> dict[str, str]:
    if version is None:
        return {}
    v = str(version)
    return {"if-match": v if v.startswith('"') or v.startswith("W/") else f'"{v}"'}


def parse(model: type[M], response: _http.Response) -> M:
    return parse_model(model, response.json())


def page_query(limit: int | None, offset: int, extra: Query | None) -> dict[str, Any]:
    return {**(extra or {}), **({"limit": limit} if limit is not None else {}), "offset": offset}


def seq_query(limit: int | None, after_seq: int) -> dict[str, Any]:
    return {**({"limit": limit} if limit is not None else {}), "after_seq": after_seq}


def page_items(item: type[M], body: Any, key: str) -> tuple[dict[str, Any], list[M]]:
    body = body if isinstance(body, dict) else {}
    return body, [parse_model(item, x) for x in body.get(key) or []]


def parse_skill_event(ev: ServerSentEvent) -> SkillStreamEvent:
    data: Any = ev.data
    try:
        data = json.loads(ev.data)
    except ValueError:
        pass
    if ev.event == "error":
        env = data.get("error") if isinstance(data, dict) else None
        raise StreamError(env if isinstance(env, dict) else {"type": "api_error", "code": "stream_error", "message": str(ev.data)})
    return SkillStreamEvent(event=ev.event, data=data, id=ev.id)


def is_terminal_event(event: str, data: Any) -> bool:
    to = data.get("data", {}).get("to") if isinstance(data, dict) and isinstance(data.get("data"), dict) else None
    return event == "cycle.status" and to in ("completed", "failed", "cancelled")


# -- the synchronous parts ---------------------------------------------------------------------------------------------


class _Resource(RawResponseMixin):
    """What every generated method calls: one request through the core, its body parsed into the model."""

    def __init__(self, core: SyncCore) -> None:
        self._core = core

    def _get(self, model: type[M], path: str, opts: RequestOptions, query: Query | None = None) -> M:
        return parse(model, self._core.request("GET", path, query=query, opts=opts))

    def _get_bytes(self, path: str, accept: str, opts: RequestOptions) -> bytes:
        return self._core.request("GET", path, headers={"accept": accept}, opts=opts).content

    def _send(self, model: type[M], method: str, path: str, body: Any, opts: RequestOptions,
              headers: Mapping[str, str] | None = None) -> M:
        return parse(model, self._core.request(method, path, body=body, headers=headers, opts=opts))

    def _send_none(self, method: str, path: str, opts: RequestOptions) -> None:
        self._core.request(method, path, opts=opts)

    def _list(self, item: type[M], path: str, key: str, limit: int | None, offset: int | None,
              extra_query: Query | None, opts: RequestOptions) -> SyncPage[M]:
        def load(at: int) -> SyncPage[M]:
            body, data = page_items(item, self._core.request("GET", path, query=page_query(limit, at, extra_query), opts=opts).json(), key)
            return SyncPage(body, data, at, load)

        return load(offset or 0)

    def _seq_list(self, item: type[M], path: str, key: str, limit: int | None, after_seq: int,
                  opts: RequestOptions) -> SyncPage[M]:
        def load(at: int) -> SyncPage[M]:
            body, data = page_items(item, self._core.request("GET", path, query=seq_query(limit, at), opts=opts).json(), key)
            return SyncPage(body, data, at, load, seq=True)

        return load(after_seq)


def sse_events(response: _http.Response) -> Iterator[ServerSentEvent]:
    """Raw SSE events from a streamed response; the response is closed when the consumer stops (break, return, an
    exception) or the stream ends."""
    decoder = SSEDecoder()
    try:
        for chunk in _http.iter_text(response):
            yield from decoder.push(chunk)
        decoder.end()
    finally:
        response.close()


class SkillsBase(SkillsInvoke, _Resource):
    def _stream(self, name: str, input: Mapping[str, Any], opts: RequestOptions) -> Iterator[SkillStreamEvent]:
        response = self._core.request("POST", f"/api/v1/skills/{seg(name)}/invoke", body=input, stream=True,
                                      headers={"accept": "text/event-stream"}, opts=opts)
        if "text/event-stream" not in response.headers.get("content-type", ""):
            # A skill that does not stream answers with its plain JSON result: one `result` event.
            try:
                yield SkillStreamEvent(event="result", data=json.loads(_http.read(response)), id=None)
            finally:
                response.close()
            return
        for ev in sse_events(response):
            yield parse_skill_event(ev)


class FilesBase(_Resource):
    def upload(self, file: FileContent, *, filename: str, content_type: str = "application/octet-stream",
               **opts: Unpack[RequestOptions]) -> models.File:
        """Uploads a file (multipart). Pass bytes, or a binary file object (read once, so a retry can send it again)."""
        data = file if isinstance(file, bytes) else file.read()
        response = self._core.request("POST", "/api/v1/files", files={"file": (filename, data, content_type)}, opts=opts)
        return parse(models.File, response)


class CyclesBase(_Resource):
    def tail(self, cycle_id: str, *, last_event_id: str | int | None = None, max_reconnects: int = 5,
             **opts: Unpack[RequestOptions]) -> Iterator[SkillStreamEvent]:
        """The live tail (SSE): every event after `last_event_id` (else the whole history), then new ones until the
        cycle's terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends
        before that event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to
        `max_reconnects` times without progress. Each event's `data` is the parsed CycleEvent object."""
        last = None if last_event_id is None else str(last_event_id)
        failures = 0
        while True:
            headers = {"accept": "text/event-stream", **({"last-event-id": last} if last is not None else {})}
            response = self._core.request("GET", f"/api/v1/workstreams/cycles/{seg(cycle_id)}/events", stream=True,
                                          headers=headers, opts=opts)
            dropped: BaseException | None = None
            try:
                for ev in sse_events(response):
                    failures = 0
                    if ev.id is not None:
                        last = ev.id
                    data = json.loads(ev.data)
                    yield SkillStreamEvent(event=ev.event, data=data, id=ev.id)
                    if is_terminal_event(ev.event, data):
                        return
            except _http.NoResponse as e:
                dropped = e
            failures += 1
            if failures > max_reconnects:
                if dropped is not None:
                    raise APIConnectionError(f"The cycle tail dropped: {dropped}") from dropped
                raise APIConnectionError("The cycle tail ended before the cycle did, too many times in a row.")
            time.sleep(backoff_range(failures - 1)[1] / 1000)
