"""The hand-written part of the asynchronous resources: the twin of _base.py (the same helpers and bases, every call
awaited). The resources themselves are generated from sdk-python/resources.yaml into _generated/async_resources.py.
Lists return an AsyncPager: `await` it for the first page, or `async for` it for every item of every page.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Mapping
from typing import Any, TypeVar

from typing_extensions import Unpack

from . import _http
from ._base import FileContent, is_terminal_event, page_items, page_query, parse, parse_skill_event, seg, seq_query
from ._core import AsyncCore, Query
from ._errors import APIConnectionError
from ._generated import models
from ._generated.skills import AsyncSkillsInvoke
from ._models import BaseModel
from ._options import RequestOptions
from ._pagination import AsyncPage, AsyncPager
from ._raw import RawResponseMixin
from ._retry import backoff_range
from ._sse import ServerSentEvent, SkillStreamEvent, SSEDecoder

M = TypeVar("M", bound=BaseModel)


class _Resource(RawResponseMixin):
    """What every generated method calls: one request through the core, its body parsed into the model."""

    _is_async = True

    def __init__(self, core: AsyncCore) -> None:
        self._core = core

    async def _get(self, model: type[M], path: str, opts: RequestOptions, query: Query | None = None) -> M:
        return parse(model, await self._core.request("GET", path, query=query, opts=opts))

    async def _get_bytes(self, path: str, accept: str, opts: RequestOptions) -> bytes:
        return (await self._core.request("GET", path, headers={"accept": accept}, opts=opts)).content

    async def _send(self, model: type[M], method: str, path: str, body: Any, opts: RequestOptions,
                    headers: Mapping[str, str] | None = None) -> M:
        return parse(model, await self._core.request(method, path, body=body, headers=headers, opts=opts))

    async def _send_none(self, method: str, path: str, opts: RequestOptions) -> None:
        await self._core.request(method, path, opts=opts)

    def _list(self, item: type[M], path: str, key: str, limit: int | None, offset: int | None,
              extra_query: Query | None, opts: RequestOptions) -> AsyncPager[M]:
        async def load(at: int) -> AsyncPage[M]:
            r = await self._core.request("GET", path, query=page_query(limit, at, extra_query), opts=opts)
            body, data = page_items(item, r.json(), key)
            return AsyncPage(body, data, at, load)

        return AsyncPager(lambda: load(offset or 0))

    def _seq_list(self, item: type[M], path: str, key: str, limit: int | None, after_seq: int,
                  opts: RequestOptions) -> AsyncPager[M]:
        async def load(at: int) -> AsyncPage[M]:
            r = await self._core.request("GET", path, query=seq_query(limit, at), opts=opts)
            body, data = page_items(item, r.json(), key)
            return AsyncPage(body, data, at, load, seq=True)

        return AsyncPager(lambda: load(after_seq))


async def sse_events(response: _http.Response) -> AsyncIterator[ServerSentEvent]:
    """Raw SSE events from a streamed response; the response is closed when the consumer stops or the stream ends."""
    decoder = SSEDecoder()
    try:
        async for chunk in _http.aiter_text(response):
            for ev in decoder.push(chunk):
                yield ev
        decoder.end()
    finally:
        await response.aclose()


class AsyncSkillsBase(AsyncSkillsInvoke, _Resource):
    async def _stream(self, name: str, input: Mapping[str, Any], opts: RequestOptions) -> AsyncIterator[SkillStreamEvent]:
        response = await self._core.request("POST", f"/api/v1/skills/{seg(name)}/invoke", body=input, stream=True,
                                            headers={"accept": "text/event-stream"}, opts=opts)
        if "text/event-stream" not in response.headers.get("content-type", ""):
            # A skill that does not stream answers with its plain JSON result: one `result` event.
            try:
                yield SkillStreamEvent(event="result", data=json.loads(await _http.aread(response)), id=None)
            finally:
                await response.aclose()
            return
        async for ev in sse_events(response):
            yield parse_skill_event(ev)


class AsyncFilesBase(_Resource):
    async def upload(self, file: FileContent, *, filename: str, content_type: str = "application/octet-stream",
                     **opts: Unpack[RequestOptions]) -> models.File:
        """Uploads a file (multipart). Pass bytes, or a binary file object (read once, so a retry can send it again)."""
        data = file if isinstance(file, bytes) else file.read()
        response = await self._core.request("POST", "/api/v1/files", files={"file": (filename, data, content_type)}, opts=opts)
        return parse(models.File, response)


class AsyncCyclesBase(_Resource):
    async def tail(self, cycle_id: str, *, last_event_id: str | int | None = None, max_reconnects: int = 5,
                   **opts: Unpack[RequestOptions]) -> AsyncIterator[SkillStreamEvent]:
        """The live tail (SSE): every event after `last_event_id` (else the whole history), then new ones until the
        cycle's terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends
        before that event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to
        `max_reconnects` times without progress. Each event's `data` is the parsed CycleEvent object."""
        last = None if last_event_id is None else str(last_event_id)
        failures = 0
        while True:
            headers = {"accept": "text/event-stream", **({"last-event-id": last} if last is not None else {})}
            response = await self._core.request("GET", f"/api/v1/workstreams/cycles/{seg(cycle_id)}/events", stream=True,
                                                headers=headers, opts=opts)
            dropped: BaseException | None = None
            try:
                async for ev in sse_events(response):
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
            await asyncio.sleep(backoff_range(failures - 1)[1] / 1000)
