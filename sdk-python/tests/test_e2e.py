"""The SDK against a real server (issue 12 §3's scenario, the one every SDK runs; the twin of sdk/test/e2e.test.ts):
invoke a skill, page a list, be rate limited and recover with no user code, replay a write safely after a lost
response (on a second instance sharing the store, with Redis), and verify a real signed webhook delivery received by a
local HTTPS receiver. The client is the SDK as a user gets it; the transport given to it passes every request to the
network untouched and records it (the lost-response case also drops one response after the server answered)."""

from __future__ import annotations

import asyncio
import base64
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx2 as httpx
import pytest

from conftest import LiveServer
from skills_connect import (AsyncSkillsConnect, NotFoundError, RateLimitError, SkillsConnect, WebhookVerificationError,
                            webhooks)


@dataclass
class Sent:
    method: str
    url: str
    status: int | str
    idempotency_key: str | None
    at: float
    retry_after: str | None
    content_type: str | None


class Recorder:
    """Shared state of the recording transports: what was sent, and the faults to inject."""

    def __init__(self, live: LiveServer) -> None:
        self.live = live
        self.sent: list[Sent] = []
        self.drop_next_response = False
        self.redirect_to: str | None = None

    def target(self, request: httpx.Request) -> None:
        if self.redirect_to:
            request.url = httpx.URL(str(request.url).replace(self.live.url, self.redirect_to))

    def after(self, request: httpx.Request, response: httpx.Response) -> None:
        entry = Sent(request.method, str(request.url), response.status_code, request.headers.get("idempotency-key"),
                     time.monotonic(), response.headers.get("retry-after"), response.headers.get("content-type"))
        self.sent.append(entry)
        if response.status_code == 403:
            self.live.command("thaw")  # from the refusal on, server time runs with real time again
        if self.drop_next_response:
            self.drop_next_response = False
            entry.status = "dropped"
            # With Redis (idempotency records shared) the retry reaches the other instance, as a load balancer might
            # send it; the embedded store keeps idempotency records per process, so there it stays on the same one.
            if self.live.uses_redis:
                self.redirect_to = self.live.url_b
            raise httpx.ReadError("response lost in transit", request=request)


class RecordingTransport(httpx.BaseTransport):
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.inner = httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.rec.target(request)
        response = self.inner.handle_request(request)
        if "text/event-stream" not in response.headers.get("content-type", ""):
            response.read()
        self.rec.after(request, response)
        return response


class AsyncRecordingTransport(httpx.AsyncBaseTransport):
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.inner = httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.rec.target(request)
        response = await self.inner.handle_async_request(request)
        if "text/event-stream" not in response.headers.get("content-type", ""):
            await response.aread()
        self.rec.after(request, response)
        return response


@pytest.fixture(scope="module")
def rec(live: LiveServer) -> Recorder:
    return Recorder(live)


@pytest.fixture(scope="module")
def client(live: LiveServer, rec: Recorder) -> SkillsConnect:
    return SkillsConnect(api_key=live.api_key, base_url=live.url, transport=RecordingTransport(rec))


def test_invokes_a_skill_typed_end_to_end(client: SkillsConnect) -> None:
    r = client.skills.with_raw_response.invoke("identifiers.validate", {"identifiers": [
        {"scheme": "au_abn", "value": "53 004 085 616"}, {"scheme": "au_abn", "value": "53 004 085 617"}]})
    assert r.data.skill == "identifiers.validate"
    assert [x.valid for x in r.data.output.results] == [True, False]
    assert r.correlation_id == r.data.correlation_id
    assert r.headers["service-version"] == client.service_version
    assert (r.rate_limit.limit or 0) > 0


def test_streams_a_streaming_skill(client: SkillsConnect, rec: Recorder) -> None:
    c = client.clients.create({"name": "Stream Pty Ltd", "currency": "AUD"})
    events = list(client.skills.stream("accruals.suggest", {"client_id": c.id, "period": "2026-03"}))
    assert rec.sent[-1].status == 200 and "text/event-stream" in (rec.sent[-1].content_type or "")
    assert events[-1].event == "result"
    assert events[-1].data["skill"] == "accruals.suggest" and events[-1].data["output"]["suggestions"] == []
    assert all(e.event in ("progress", "delta") for e in events[:-1])


def test_manages_workspaces(client: SkillsConnect, live: LiveServer) -> None:
    w = client.workspaces.create({"name": "Python Audit"})
    assert w.slug == "python-audit" and w.archived_at is None
    assert client.workspaces.update(w.id, {"name": "Python Assurance"}).name == "Python Assurance"
    assert client.workspaces.retrieve(w.id).id == w.id
    assert client.workspaces.archive(w.id).archived_at is not None
    assert w.id not in [x.id for x in client.workspaces.list()]
    assert client.workspaces.restore(w.id).archived_at is None
    # A client of that workspace, and its books' list routes (empty books: empty pages; an unknown entry: 404).
    cl = client.clients.create({"name": "Workspace Books Pty Ltd", "currency": "AUD", "workspace_id": w.id})
    assert cl.workspace_id == w.id
    assert list(client.clients.journal_entries(cl.id, order="newest")) == []
    assert list(client.clients.statement_lines(cl.id, from_="2026-01-01")) == []
    with pytest.raises(NotFoundError):
        client.clients.journal_entry(cl.id, "00000000-0000-4000-8000-000000000000")

    async def run() -> None:
        async with AsyncSkillsConnect(api_key=live.api_key, base_url=live.url, max_retries=0) as c:
            made = await c.workspaces.create({"name": "Async Audit"})
            assert made.id in [x.id async for x in c.workspaces.list()]
            assert (await c.workspaces.archive(made.id)).archived_at is not None

    asyncio.run(run())


def test_pages_a_list(client: SkillsConnect, rec: Recorder) -> None:
    for i in range(5):
        client.connect_keys.create({"name": f"page-{i}"})
    before = len(rec.sent)
    ids = [k.id for k in client.connect_keys.list(limit=2)]
    offsets = [parse_qs(urlparse(s.url).query)["offset"][0] for s in rec.sent[before:]]
    assert len(ids) >= 6  # the tenant's admin key and the five
    assert len(set(ids)) == len(ids)
    assert offsets == [str(i * 2) for i in range((len(ids) + 1) // 2)]
    first = client.connect_keys.list(limit=2)
    assert len(first.data) == 2 and first.has_next_page()
    assert [k.id for k in first.get_next_page().data] == ids[2:4]


def test_rate_limited_and_recovers_by_itself(live: LiveServer, client: SkillsConnect, rec: Recorder) -> None:
    limited = client.connect_keys.create({"name": "tiny", "permissions": ["documents:analyse"], "rate_limit_per_minute": 1})
    slow = SkillsConnect(api_key=limited.value, base_url=live.url, transport=RecordingTransport(rec))
    t1 = live.command("now")["now_ms"]
    slow.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_acn", "value": "004 085 616"}]})
    live.command("freeze", at_ms=t1 + 59_000)  # the next call is refused with Retry-After 1 or 2 s; thawed at the refusal
    before = len(rec.sent)
    r = slow.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_acn", "value": "004 085 616"}]})
    assert r.output.results[0].valid
    attempts = rec.sent[before:]
    assert [a.status for a in attempts] == [403, 200]
    refused, admitted = attempts
    assert int(refused.retry_after or 0) >= 1
    # It waited out Retry-After (a floor above the 0.5 s first backoff), not less.
    assert admitted.at - refused.at >= int(refused.retry_after or 0) - 0.005
    with pytest.raises(RateLimitError) as ei:
        slow.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_acn", "value": "004 085 616"}]}, max_retries=0)
    assert (ei.value.status, ei.value.code, ei.value.scope) == (403, "RATE_LIMIT.USER", "user")
    assert (ei.value.retry_after or 0) > 0


def test_replays_a_write_whose_response_was_lost(live: LiveServer, client: SkillsConnect, rec: Recorder) -> None:
    before = len(rec.sent)
    rec.drop_next_response = True
    r = client.connect_keys.with_raw_response.create({"name": "exactly-once"})
    rec.redirect_to = None
    attempts = rec.sent[before:]
    assert [a.status for a in attempts] == ["dropped", 201]
    assert (attempts[0].idempotency_key or "").startswith("sdk-py-")
    assert attempts[1].idempotency_key == attempts[0].idempotency_key
    assert urlparse(attempts[1].url).netloc == urlparse(live.url_b if live.uses_redis else live.url).netloc
    assert r.replayed
    named = [k.id for k in client.connect_keys.list(limit=100) if k.name == "exactly-once"]
    assert named == [r.data.id]


def test_verifies_a_real_webhook_delivery(live: LiveServer, client: SkillsConnect) -> None:
    ep = client.webhooks.endpoints.create({"url": f"https://localhost:{live.receiver_port}/hooks", "event_types": ["api_key.created"]})
    before = live.command("received")["count"]
    key = client.connect_keys.create({"name": "hooked"})
    live.command("dispatch", times=5)
    got = live.command("received", since=before)["requests"]
    assert len(got) == 1
    body = base64.b64decode(got[0]["body_b64"])
    ev = webhooks.verify(body, got[0]["headers"], ep.secret)
    assert ev.event == "api_key.created" and ev.data["id"] == key.id and ev.data["name"] == "hooked"
    assert (ev.delivery_id or "").startswith("whd_")
    with pytest.raises(WebhookVerificationError) as ei:
        webhooks.verify(body.replace(b"hooked", b"hacked"), got[0]["headers"], ep.secret)
    assert ei.value.code == "signature_mismatch"
    deliveries = client.webhooks.endpoints.deliveries.list(ep.id)
    assert deliveries.data[0].status == "succeeded" and deliveries.data[0].last_response_code == 204


def test_async_client_end_to_end(live: LiveServer) -> None:
    rec = Recorder(live)

    async def run() -> None:
        async with AsyncSkillsConnect(api_key=live.api_key, base_url=live.url, transport=AsyncRecordingTransport(rec)) as c:
            r = await c.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_abn", "value": "53 004 085 616"}]})
            assert r.output.results[0].valid
            made = await asyncio.gather(*(c.connect_keys.create({"name": f"async-{i}"}) for i in range(3)))
            ids = [k.id async for k in c.connect_keys.list(limit=2)]
            assert {k.id for k in made} <= set(ids) and len(set(ids)) == len(ids)
            page = await c.connect_keys.list(limit=2)
            assert len(page.data) == 2 and page.has_next_page()
            rec.drop_next_response = True
            raw = await c.connect_keys.with_raw_response.create({"name": "async-once"})
            rec.redirect_to = None
            assert raw.replayed and [s.status for s in rec.sent[-2:]] == ["dropped", 201]
            cl = await c.clients.create({"name": "Async Stream Pty Ltd", "currency": "AUD"})
            events = [e async for e in c.skills.stream("accruals.suggest", {"client_id": cl.id, "period": "2026-03"})]
            assert events[-1].event == "result"
            me = await c.me()
            assert me.model_dump()
            f = await c.files.upload(b"a,b\n1,2\n", filename="async.csv", content_type="text/csv")
            assert await c.files.content(f.id) == b"a,b\n1,2\n"

    asyncio.run(run())


def test_uploads_a_file_and_reads_it_back(client: SkillsConnect) -> None:
    data = b"code,name,type\n100,Bank,asset\n200,Sales,revenue\n"
    f = client.files.upload(data, filename="chart.csv", content_type="text/csv")
    assert (f.filename, f.size_bytes) == ("chart.csv", len(data))
    assert client.files.retrieve(f.id).sha256 == f.sha256
    assert client.files.content(f.id) == data


def test_workstream_writes_approval_gate_with_if_match_pause_resume_cancel(client: SkillsConnect) -> None:
    from skills_connect import PreconditionFailedError

    c = client.clients.create({"name": "Gate Pty Ltd", "currency": "AUD"})
    abn = {"identifiers": [{"scheme": "au_abn", "value": "51 824 753 556"}]}
    template = client.workstreams.templates.create({"name": "Gated", "tasks": [
        {"key": "check_abn", "skill": "identifiers.validate", "input": abn},
        {"key": "review", "skill": "identifiers.validate", "depends_on": ["check_abn"], "input": abn,
         "approval": {"required": 1, "distinct_from_preparer": False}},
    ]})
    plan = client.workstreams.workplans.create({"name": "Gated plan", "client_id": c.id, "template_id": template.id})
    cycle = client.workstreams.cycles.create({"workplan_id": plan.id, "period": "2026-02"}, idempotency_key=f"gate-{plan.id}")
    again = client.workstreams.cycles.create({"workplan_id": plan.id, "period": "2026-02"}, idempotency_key=f"gate-{plan.id}")
    assert again.id == cycle.id  # the same key replays the start

    last = None
    for ev in client.workstreams.cycles.tail(cycle.id):  # until the gate holds it
        last = ev.id
        if ev.event == "cycle.status" and ev.data["data"]["to"] == "waiting":
            break
    waiting = client.workstreams.cycles.retrieve(cycle.id)
    assert waiting.status == "waiting"
    with pytest.raises(PreconditionFailedError) as ei:
        client.workstreams.cycles.approve(cycle.id, {"task_key": "review", "comment": "stale"}, if_match_version=waiting.version + 1)
    assert (ei.value.status, ei.value.code, ei.value.current_version) == (412, "version_mismatch", waiting.version)
    approved = client.workstreams.cycles.approve(cycle.id, {"task_key": "review", "comment": "ABN checks out"}, if_match_version=waiting.version)
    assert approved.id == cycle.id
    rest = [ev for ev in client.workstreams.cycles.tail(cycle.id, last_event_id=last)]
    assert rest[0].data["seq"] == int(last or 0) + 1  # resumed after the last event seen, not from the start
    assert (rest[-1].event, rest[-1].data["data"]["to"]) == ("cycle.status", "completed")
    tasks = {t.key: t.status for t in client.workstreams.cycles.tasks(cycle.id)}
    assert tasks == {"check_abn": "succeeded", "review": "succeeded"}

    second = client.workstreams.cycles.create({"workplan_id": plan.id, "period": "2026-03"})
    paused = client.workstreams.cycles.pause(second.id, {"mode": "immediate", "reason": "hold"})
    assert paused.id == second.id and paused.pause is not None
    client.workstreams.cycles.resume(second.id)
    client.workstreams.cycles.cancel(second.id, {"reason": "not needed"})
    end = list(client.workstreams.cycles.tail(second.id))
    assert (end[-1].event, end[-1].data["data"]["to"]) == ("cycle.status", "cancelled")


def test_the_methods_the_typescript_sdk_had_first(live: LiveServer, client: SkillsConnect) -> None:
    """health, connect_keys.workspaces, connections, model_usage, templates.retrieve_version, workplans.triggers,
    topics.conversation and the drafts: entries of resources.yaml, generated for both clients."""
    from skills_connect import PreconditionFailedError

    assert client.health().status == "ok"
    assert isinstance(list(client.connect_keys.workspaces()), list)
    assert list(client.connections.list()) == []
    usage = client.model_usage.retrieve(since="2026-01-01T00:00:00Z")
    assert usage.calls >= 0 and usage.since is not None
    c = client.clients.create({"name": "Triggers Pty Ltd", "currency": "AUD"})
    template = client.workstreams.templates.create({"name": "Versions", "tasks": [
        {"key": "check_abn", "skill": "identifiers.validate", "input": {"identifiers": [{"scheme": "au_abn", "value": "51 824 753 556"}]}}]})
    assert client.workstreams.templates.retrieve_version(template.id, 1).version == 1
    plan = client.workstreams.workplans.create({"name": "Triggers plan", "client_id": c.id, "template_id": template.id})
    assert isinstance(list(client.workstreams.workplans.triggers(plan.id)), list)
    with pytest.raises(NotFoundError):
        client.topics.conversation("top_nope", "cv_nope")

    drafts = client.workstreams.drafts
    d = drafts.create({"name": "Draft"})
    assert d.id in [x.id for x in drafts.list()] and drafts.retrieve(d.id).version == d.version
    with pytest.raises(PreconditionFailedError):
        drafts.update(d.id, {"name": "Stale"}, if_match_version=d.version + 1)
    assert drafts.update(d.id, {"name": "Draft 2"}, if_match_version=d.version).version == d.version + 1
    assert drafts.validate(d.id).draft_id == d.id
    drafts.delete(d.id)
    with pytest.raises(NotFoundError):
        drafts.retrieve(d.id)

    async def run() -> None:
        async with AsyncSkillsConnect(api_key=live.api_key, base_url=live.url, max_retries=0) as a:
            assert (await a.health()).status == "ok"
            assert [x.id async for x in a.connections.list()] == []
            made = await a.workstreams.drafts.create({"name": "Async draft"})
            assert (await a.workstreams.drafts.validate(made.id)).draft_id == made.id
            await a.workstreams.drafts.delete(made.id)
            assert (await a.workstreams.templates.retrieve_version(template.id, 1)).template_id == template.id

    asyncio.run(run())
