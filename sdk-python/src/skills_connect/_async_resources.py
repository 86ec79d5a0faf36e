"""The asynchronous resources: the twins of _resources.py, same names and signatures, every call awaited. Lists
return an AsyncPager: `await` it for the first page, or `async for` it for every item of every page.
"""

from __future__ import annotations

import json
import asyncio
from collections.abc import AsyncIterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from typing_extensions import Unpack

from . import _http
from ._core import AsyncCore, Query
from ._errors import APIConnectionError
from ._generated import models
from ._generated.skills import AsyncSkillsInvoke
from ._models import BaseModel, parse_model
from ._options import RequestOptions
from ._pagination import AsyncPage, AsyncPager
from ._raw import RawResponseMixin
from ._retry import backoff_range
from ._resources import FileContent, if_match, is_terminal_event, page_query, parse, parse_skill_event, seg
from ._sse import ServerSentEvent, SkillStreamEvent, SSEDecoder

if TYPE_CHECKING:  # the TypedDict inputs are only types: not imported at run time (a faster import)
    from ._generated import params

M = TypeVar("M", bound=BaseModel)


class _Resource(RawResponseMixin):
    _is_async = True

    def __init__(self, core: AsyncCore) -> None:
        self._core = core

    async def _get(self, model: type[M], path: str, opts: RequestOptions, query: Query | None = None) -> M:
        return parse(model, await self._core.request("GET", path, query=query, opts=opts))

    async def _send(self, model: type[M], method: str, path: str, body: Any, opts: RequestOptions,
                    headers: Mapping[str, str] | None = None) -> M:
        return parse(model, await self._core.request(method, path, body=body, headers=headers, opts=opts))

    async def _send_none(self, method: str, path: str, opts: RequestOptions) -> None:
        await self._core.request(method, path, opts=opts)

    def _list(self, item: type[M], path: str, key: str, limit: int | None, offset: int | None,
              extra_query: Query | None, opts: RequestOptions) -> AsyncPager[M]:
        async def load(at: int) -> AsyncPage[M]:
            r = await self._core.request("GET", path, query=page_query(limit, at, extra_query), opts=opts)
            body = r.json()
            body = body if isinstance(body, dict) else {}
            return AsyncPage(body, [parse_model(item, x) for x in body.get(key) or []], at, load)

        return AsyncPager(lambda: load(offset or 0))


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


class AsyncSkills(AsyncSkillsInvoke, _Resource):
    async def _invoke(self, name: str, input: Mapping[str, Any], result: type[BaseModel], opts: RequestOptions) -> Any:
        return await self._send(result, "POST", f"/api/v1/skills/{seg(name)}/invoke", input, opts)

    async def invoke_raw(self, name: str, input: Mapping[str, Any], **opts: Unpack[RequestOptions]) -> models.SkillInvocationResult:
        """A skill this SDK version does not know yet (by name or slug); the result is untyped."""
        return await self._send(models.SkillInvocationResult, "POST", f"/api/v1/skills/{seg(name)}/invoke", input, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.Skill]:
        """The catalogue (never throttled)."""
        return self._list(models.Skill, "/api/v1/skills", "skills", limit, offset, extra_query, opts)

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


class AsyncConnectKeys(_Resource):
    async def create(self, body: params.ConnectKeyCreate, **opts: Unpack[RequestOptions]) -> models.ConnectKeyWithValue:
        return await self._send(models.ConnectKeyWithValue, "POST", "/api/v1/connect-keys", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.ConnectKey]:
        return self._list(models.ConnectKey, "/api/v1/connect-keys", "data", limit, offset, extra_query, opts)

    async def retrieve(self, key_id: str, **opts: Unpack[RequestOptions]) -> models.ConnectKey:
        return await self._get(models.ConnectKey, f"/api/v1/connect-keys/{seg(key_id)}", opts)

    async def update(self, key_id: str, body: params.ConnectKeyUpdate, **opts: Unpack[RequestOptions]) -> models.ConnectKey:
        return await self._send(models.ConnectKey, "PATCH", f"/api/v1/connect-keys/{seg(key_id)}", body, opts)

    async def delete(self, key_id: str, **opts: Unpack[RequestOptions]) -> None:
        await self._send_none("DELETE", f"/api/v1/connect-keys/{seg(key_id)}", opts)

    async def rotate(self, key_id: str, body: params.ConnectKeyRotate | None = None, **opts: Unpack[RequestOptions]) -> models.ConnectKeyWithValue:
        return await self._send(models.ConnectKeyWithValue, "POST", f"/api/v1/connect-keys/{seg(key_id)}/rotate", body or {}, opts)

    async def flush_cache(self, key_id: str, **opts: Unpack[RequestOptions]) -> None:
        await self._send_none("POST", f"/api/v1/connect-keys/{seg(key_id)}/flush-cache", opts)

    async def permission_catalog(self, **opts: Unpack[RequestOptions]) -> models.PermissionCatalog:
        return await self._get(models.PermissionCatalog, "/api/v1/connect-keys/_helpers/permission-catalog", opts)


class AsyncWebhookDeliveries(_Resource):
    def list(self, endpoint_id: str, *, limit: int | None = None, offset: int | None = None,
             extra_query: Query | None = None, **opts: Unpack[RequestOptions]) -> AsyncPager[models.WebhookDelivery]:
        return self._list(models.WebhookDelivery, f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}/deliveries", "data",
                          limit, offset, extra_query, opts)

    async def redeliver(self, endpoint_id: str, delivery_id: str, **opts: Unpack[RequestOptions]) -> models.WebhookDelivery:
        return await self._send(models.WebhookDelivery, "POST",
                          f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}/deliveries/{seg(delivery_id)}/redeliver", None, opts)

    async def retrieve(self, endpoint_id: str, delivery_id: str, **opts: Unpack[RequestOptions]) -> models.WebhookDeliveryDetail:
        """A delivery with its recorded attempts (code, duration, the start of the receiver's answer), newest first."""
        return await self._get(models.WebhookDeliveryDetail,
                               f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}/deliveries/{seg(delivery_id)}", opts)


class AsyncWebhookEndpoints(_Resource):
    def __init__(self, core: AsyncCore) -> None:
        super().__init__(core)
        self.deliveries = AsyncWebhookDeliveries(core)

    async def create(self, body: params.WebhookEndpointCreate, **opts: Unpack[RequestOptions]) -> models.WebhookEndpointWithSecret:
        return await self._send(models.WebhookEndpointWithSecret, "POST", "/api/v1/webhooks/endpoints", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.WebhookEndpoint]:
        return self._list(models.WebhookEndpoint, "/api/v1/webhooks/endpoints", "data", limit, offset, extra_query, opts)

    async def retrieve(self, endpoint_id: str, **opts: Unpack[RequestOptions]) -> models.WebhookEndpoint:
        return await self._get(models.WebhookEndpoint, f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}", opts)

    async def update(self, endpoint_id: str, body: params.WebhookEndpointUpdate, **opts: Unpack[RequestOptions]) -> models.WebhookEndpoint:
        return await self._send(models.WebhookEndpoint, "PATCH", f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}", body, opts)

    async def delete(self, endpoint_id: str, **opts: Unpack[RequestOptions]) -> None:
        await self._send_none("DELETE", f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}", opts)

    async def rotate_secret(self, endpoint_id: str, body: params.WebhookSecretRotate | None = None,
                      **opts: Unpack[RequestOptions]) -> models.WebhookEndpointWithSecret:
        return await self._send(models.WebhookEndpointWithSecret, "POST", f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}/rotate-secret",
                          body or {}, opts)

    async def send_test_event(self, endpoint_id: str, **opts: Unpack[RequestOptions]) -> models.WebhookDelivery:
        """Queues one `webhook.test` delivery to this endpoint only."""
        return await self._send(models.WebhookDelivery, "POST", f"/api/v1/webhooks/endpoints/{seg(endpoint_id)}/test", None, opts)


class AsyncWebhooks(_Resource):
    def __init__(self, core: AsyncCore) -> None:
        super().__init__(core)
        self.endpoints = AsyncWebhookEndpoints(core)

    async def event_types(self, **opts: Unpack[RequestOptions]) -> models.WebhookEventTypeList:
        return await self._get(models.WebhookEventTypeList, "/v1/webhooks/event-types", opts)


class AsyncClients(_Resource):
    async def create(self, body: params.ClientCreate, **opts: Unpack[RequestOptions]) -> models.Client:
        return await self._send(models.Client, "POST", "/api/v1/clients", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.Client]:
        return self._list(models.Client, "/api/v1/clients", "data", limit, offset, extra_query, opts)

    async def retrieve(self, client_id: str, **opts: Unpack[RequestOptions]) -> models.Client:
        return await self._get(models.Client, f"/api/v1/clients/{seg(client_id)}", opts)

    async def update(self, client_id: str, body: params.ClientUpdate, **opts: Unpack[RequestOptions]) -> models.Client:
        return await self._send(models.Client, "PATCH", f"/api/v1/clients/{seg(client_id)}", body, opts)

    def journal_entries(self, client_id: str, *, limit: int | None = None, offset: int | None = None, from_: str | None = None,
                        to: str | None = None, order: str | None = None, extra_query: Query | None = None,
                        **opts: Unpack[RequestOptions]) -> AsyncPager[models.JournalEntry]:
        """The client's journal entries with their lines (the ids a reconciliation names), a page at a time."""
        q = {k: v for k, v in {"from": from_, "to": to, "order": order}.items() if v is not None}
        return self._list(models.JournalEntry, f"/api/v1/clients/{seg(client_id)}/journal-entries", "data", limit, offset,
                          {**q, **(extra_query or {})}, opts)

    async def journal_entry(self, client_id: str, entry_id: str, **opts: Unpack[RequestOptions]) -> models.JournalEntry:
        return await self._get(models.JournalEntry, f"/api/v1/clients/{seg(client_id)}/journal-entries/{seg(entry_id)}", opts)

    def statement_lines(self, client_id: str, *, limit: int | None = None, offset: int | None = None, bank_account_id: str | None = None,
                        from_: str | None = None, to: str | None = None, order: str | None = None, extra_query: Query | None = None,
                        **opts: Unpack[RequestOptions]) -> AsyncPager[models.StatementLine]:
        """The client's bank statement lines, a page at a time."""
        q = {k: v for k, v in {"bank_account_id": bank_account_id, "from": from_, "to": to, "order": order}.items() if v is not None}
        return self._list(models.StatementLine, f"/api/v1/clients/{seg(client_id)}/statement-lines", "data", limit, offset,
                          {**q, **(extra_query or {})}, opts)


class AsyncWorkspaces(_Resource):
    """The organization's workspaces; clients, files, workplans and topics belong to one."""

    async def create(self, body: params.WorkspaceCreate, **opts: Unpack[RequestOptions]) -> models.WorkspaceRecord:
        return await self._send(models.WorkspaceRecord, "POST", "/api/v1/workspaces", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.WorkspaceRecord]:
        return self._list(models.WorkspaceRecord, "/api/v1/workspaces", "data", limit, offset, extra_query, opts)

    async def retrieve(self, workspace_id: str, **opts: Unpack[RequestOptions]) -> models.WorkspaceRecord:
        return await self._get(models.WorkspaceRecord, f"/api/v1/workspaces/{seg(workspace_id)}", opts)

    async def update(self, workspace_id: str, body: params.WorkspaceUpdate, **opts: Unpack[RequestOptions]) -> models.WorkspaceRecord:
        return await self._send(models.WorkspaceRecord, "PATCH", f"/api/v1/workspaces/{seg(workspace_id)}", body, opts)

    async def archive(self, workspace_id: str, **opts: Unpack[RequestOptions]) -> models.WorkspaceRecord:
        return await self._send(models.WorkspaceRecord, "POST", f"/api/v1/workspaces/{seg(workspace_id)}/archive", None, opts)

    async def restore(self, workspace_id: str, **opts: Unpack[RequestOptions]) -> models.WorkspaceRecord:
        return await self._send(models.WorkspaceRecord, "POST", f"/api/v1/workspaces/{seg(workspace_id)}/restore", None, opts)


class AsyncFiles(_Resource):
    async def upload(self, file: FileContent, *, filename: str, content_type: str = "application/octet-stream",
               **opts: Unpack[RequestOptions]) -> models.File:
        """Uploads a file (multipart). Pass bytes, or a binary file object (read once, so a retry can send it again)."""
        data = file if isinstance(file, bytes) else file.read()
        response = await self._core.request("POST", "/api/v1/files", files={"file": (filename, data, content_type)}, opts=opts)
        return parse(models.File, response)

    async def retrieve(self, file_id: str, **opts: Unpack[RequestOptions]) -> models.File:
        return await self._get(models.File, f"/api/v1/files/{seg(file_id)}", opts)

    async def content(self, file_id: str, **opts: Unpack[RequestOptions]) -> bytes:
        """The file's bytes."""
        return (await self._core.request("GET", f"/api/v1/files/{seg(file_id)}/content", headers={"accept": "*/*"}, opts=opts)).content


class AsyncTemplates(_Resource):
    async def create(self, body: params.WorkstreamTemplateCreate, **opts: Unpack[RequestOptions]) -> models.WorkstreamTemplate:
        return await self._send(models.WorkstreamTemplate, "POST", "/api/v1/workstreams/templates", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.WorkstreamTemplate]:
        return self._list(models.WorkstreamTemplate, "/api/v1/workstreams/templates", "data", limit, offset, extra_query, opts)

    async def retrieve(self, template_id: str, **opts: Unpack[RequestOptions]) -> models.WorkstreamTemplate:
        return await self._get(models.WorkstreamTemplate, f"/api/v1/workstreams/templates/{seg(template_id)}", opts)

    async def publish_version(self, template_id: str, body: params.WorkstreamTemplateVersionCreate,
                        **opts: Unpack[RequestOptions]) -> models.WorkstreamTemplateVersion:
        return await self._send(models.WorkstreamTemplateVersion, "POST", f"/api/v1/workstreams/templates/{seg(template_id)}/versions", body, opts)


class AsyncWorkplans(_Resource):
    async def create(self, body: params.WorkplanCreate, **opts: Unpack[RequestOptions]) -> models.Workplan:
        return await self._send(models.Workplan, "POST", "/api/v1/workstreams/workplans", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.Workplan]:
        return self._list(models.Workplan, "/api/v1/workstreams/workplans", "data", limit, offset, extra_query, opts)

    async def retrieve(self, workplan_id: str, **opts: Unpack[RequestOptions]) -> models.Workplan:
        return await self._get(models.Workplan, f"/api/v1/workstreams/workplans/{seg(workplan_id)}", opts)

    async def update(self, workplan_id: str, body: params.WorkplanUpdate, *, if_match_version: str | int | None = None,
               **opts: Unpack[RequestOptions]) -> models.Workplan:
        return await self._send(models.Workplan, "PATCH", f"/api/v1/workstreams/workplans/{seg(workplan_id)}", body, opts, if_match(if_match_version))

    async def archive(self, workplan_id: str, **opts: Unpack[RequestOptions]) -> models.Workplan:
        return await self._send(models.Workplan, "POST", f"/api/v1/workstreams/workplans/{seg(workplan_id)}/archive", None, opts)

    async def write_status(self, workplan_id: str, **opts: Unpack[RequestOptions]) -> models.WorkplanWriteStatus:
        return await self._get(models.WorkplanWriteStatus, f"/api/v1/workstreams/workplans/{seg(workplan_id)}/write-status", opts)

    async def enable_writes(self, workplan_id: str, **opts: Unpack[RequestOptions]) -> models.WorkplanWriteStatus:
        return await self._send(models.WorkplanWriteStatus, "POST", f"/api/v1/workstreams/workplans/{seg(workplan_id)}/enable-writes", None, opts)

    async def disable_writes(self, workplan_id: str, **opts: Unpack[RequestOptions]) -> models.WorkplanWriteStatus:
        return await self._send(models.WorkplanWriteStatus, "POST", f"/api/v1/workstreams/workplans/{seg(workplan_id)}/disable-writes", None, opts)


class AsyncCycles(_Resource):
    async def create(self, body: params.CycleStart, **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._send(models.Cycle, "POST", "/api/v1/workstreams/cycles", body, opts)

    def list(self, *, limit: int | None = None, offset: int | None = None, extra_query: Query | None = None,
             **opts: Unpack[RequestOptions]) -> AsyncPager[models.Cycle]:
        return self._list(models.Cycle, "/api/v1/workstreams/cycles", "data", limit, offset, extra_query, opts)

    async def retrieve(self, cycle_id: str, **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._get(models.Cycle, f"/api/v1/workstreams/cycles/{seg(cycle_id)}", opts)

    def tasks(self, cycle_id: str, *, limit: int | None = None, offset: int | None = None,
              extra_query: Query | None = None, **opts: Unpack[RequestOptions]) -> AsyncPager[models.CycleTask]:
        return self._list(models.CycleTask, f"/api/v1/workstreams/cycles/{seg(cycle_id)}/tasks", "data", limit, offset, extra_query, opts)

    async def events(self, cycle_id: str, *, after_seq: int | None = None, limit: int | None = None,
               **opts: Unpack[RequestOptions]) -> models.CycleEventList:
        """One page of the cycle's event log after `after_seq`."""
        return await self._get(models.CycleEventList, f"/api/v1/workstreams/cycles/{seg(cycle_id)}/events", opts,
                         {"after_seq": after_seq, "limit": limit})

    async def _write(self, cycle_id: str, action: str, body: Any, version: str | int | None, opts: RequestOptions) -> models.Cycle:
        return await self._send(models.Cycle, "POST", f"/api/v1/workstreams/cycles/{seg(cycle_id)}/{action}", body, opts, if_match(version))

    async def pause(self, cycle_id: str, body: params.CyclePause | None = None, *, if_match_version: str | int | None = None,
              **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, "pause", body or {}, if_match_version, opts)

    async def resume(self, cycle_id: str, *, if_match_version: str | int | None = None, **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, "resume", None, if_match_version, opts)

    async def cancel(self, cycle_id: str, body: params.CycleCancel | None = None, *, if_match_version: str | int | None = None,
               **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, "cancel", body or {}, if_match_version, opts)

    async def approve(self, cycle_id: str, body: params.CycleApproval, *, if_match_version: str | int | None = None,
                **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, "approve", body, if_match_version, opts)

    async def retry_task(self, cycle_id: str, task_key: str, *, if_match_version: str | int | None = None,
                   **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, f"tasks/{seg(task_key)}/retry", None, if_match_version, opts)

    async def skip_task(self, cycle_id: str, task_key: str, body: params.TaskSkip, *, if_match_version: str | int | None = None,
                  **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, f"tasks/{seg(task_key)}/skip", body, if_match_version, opts)

    async def supply_task_input(self, cycle_id: str, task_key: str, body: params.TaskInputSupply, *,
                          if_match_version: str | int | None = None, **opts: Unpack[RequestOptions]) -> models.Cycle:
        return await self._write(cycle_id, f"tasks/{seg(task_key)}/input", body, if_match_version, opts)

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


class AsyncWorkstreams(_Resource):
    def __init__(self, core: AsyncCore) -> None:
        super().__init__(core)
        self.templates = AsyncTemplates(core)
        self.workplans = AsyncWorkplans(core)
        self.cycles = AsyncCycles(core)

    def pending_approvals(self, *, limit: int | None = None, offset: int | None = None,
                          extra_query: Query | None = None, **opts: Unpack[RequestOptions]) -> AsyncPager[models.PendingApproval]:
        return self._list(models.PendingApproval, "/api/v1/workstreams/approvals", "data", limit, offset, extra_query, opts)


class AsyncTopics(_Resource):
    def artifacts(self, topic_id: str, *, limit: int | None = None, offset: int | None = None,
                  extra_query: Query | None = None, **opts: Unpack[RequestOptions]) -> AsyncPager[models.TopicArtifact]:
        return self._list(models.TopicArtifact, f"/api/v1/topics/{seg(topic_id)}/artifacts", "data", limit, offset, extra_query, opts)

    async def link_artifact(self, topic_id: str, body: params.TopicArtifactLink, **opts: Unpack[RequestOptions]) -> models.TopicArtifact:
        return await self._send(models.TopicArtifact, "POST", f"/api/v1/topics/{seg(topic_id)}/artifacts", body, opts)

    def conversations(self, topic_id: str, *, limit: int | None = None, offset: int | None = None,
                      extra_query: Query | None = None, **opts: Unpack[RequestOptions]) -> AsyncPager[models.Conversation]:
        return self._list(models.Conversation, f"/api/v1/topics/{seg(topic_id)}/conversations", "data", limit, offset, extra_query, opts)

    def conversation_messages(self, topic_id: str, conversation_id: str, *, limit: int | None = None, after_seq: int = 0,
                              **opts: Unpack[RequestOptions]) -> AsyncPager[models.TopicMessage]:
        """A conversation's messages by `seq` after `after_seq`; `async for` walks on with `next_after_seq`."""
        path = f"/api/v1/topics/{seg(topic_id)}/conversations/{seg(conversation_id)}/messages"

        async def load(at: int) -> AsyncPage[models.TopicMessage]:
            query: dict[str, Any] = {**({"limit": limit} if limit is not None else {}), "after_seq": at}
            body = (await self._core.request("GET", path, query=query, opts=opts)).json()
            body = body if isinstance(body, dict) else {}
            return AsyncPage(body, [parse_model(models.TopicMessage, x) for x in body.get("messages") or []], at, load, seq=True)

        return AsyncPager(lambda: load(after_seq))


__all__ = ["AsyncSkills", "AsyncConnectKeys", "AsyncWebhooks", "AsyncWebhookEndpoints", "AsyncWebhookDeliveries", "AsyncClients", "AsyncFiles",
           "AsyncWorkstreams", "AsyncTemplates", "AsyncWorkplans", "AsyncCycles", "AsyncTopics"]
