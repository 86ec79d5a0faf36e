"""The core against a scripted transport (httpx2.MockTransport): headers, retries with one Idempotency-Key, the error
classes, the replay window, timeouts, raw responses, streams and the cycle tail, sync and async. The twin of
sdk/test/client.test.ts. Waits are real but short: the tests ask for `Retry-After: 0` or patch nothing and accept the
first backoff (<= 0.5 s)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx2 as httpx
import pytest

from skills_connect import (SERVICE_VERSION, APIConnectionError, APITimeoutError, AsyncSkillsConnect,
                            AuthenticationError, ConflictError, InternalServerError, NotFoundError, PreconditionFailedError,
                            NotImplementedError_, PermissionDeniedError, RateLimitError, SkillsConnect,
                            SkillsConnectError, StreamError, UnprocessableEntityError, WebhookVerificationError,
                            webhooks, raw_response, araw_response)

Handler = Callable[[httpx.Request], httpx.Response]


def envelope(code: str, message: str = "x", **extra: Any) -> dict[str, Any]:
    return {"error": {"type": "invalid_request_error", "code": code, "message": message, **extra}}


class Script:
    """Answers each request with the next scripted step (a Response, or an exception to raise), recording them."""

    def __init__(self, *steps: httpx.Response | Exception | Handler) -> None:
        self.steps = list(steps)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        step = self.steps.pop(0) if len(self.steps) > 1 else self.steps[0]
        if isinstance(step, Exception):
            raise step
        if isinstance(step, httpx.Response):
            return step
        return step(request)

    def client(self, **kw: Any) -> SkillsConnect:
        return SkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(self), **kw)


@pytest.fixture(autouse=True)
def no_waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Records the waits the core asks for instead of sleeping them (the decision is pinned by the vectors)."""
    waits: list[float] = []
    monkeypatch.setattr("skills_connect._core._sleep", lambda s: waits.append(s))

    async def asleep(s: float) -> None:
        waits.append(s)

    monkeypatch.setattr("skills_connect._core._asleep", asleep)
    return waits


def ok(body: Any = None, status: int = 200, **headers: str) -> httpx.Response:
    return httpx.Response(status, json=body if body is not None else {"ok": True}, headers=headers)


def key_body(i: str = "key_1") -> dict[str, Any]:
    return {"id": i, "name": "ci", "value": "sk_x", "prefix": "sk_x"}


def test_environment_and_missing_options(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_CONNECT_API_KEY", "sk_env")
    monkeypatch.setenv("SKILLS_CONNECT_BASE_URL", "http://env.test/")
    c = SkillsConnect()
    assert c.base_url == "http://env.test"
    monkeypatch.delenv("SKILLS_CONNECT_API_KEY")
    with pytest.raises(SkillsConnectError, match="SKILLS_CONNECT_API_KEY"):
        SkillsConnect()
    monkeypatch.delenv("SKILLS_CONNECT_BASE_URL")
    with pytest.raises(SkillsConnectError, match="SKILLS_CONNECT_BASE_URL"):
        SkillsConnect(api_key="sk_x")


def test_headers_and_get_without_idempotency_key() -> None:
    s = Script(ok({"data": [], "has_more": False}), ok(key_body(), 201))
    c = s.client()
    c.connect_keys.list(limit=5)
    c.connect_keys.create({"name": "ci"})
    get, post = s.requests
    assert get.headers["authorization"] == "Bearer sk_test"
    assert get.headers["service-version"] == SERVICE_VERSION
    assert "idempotency-key" not in get.headers
    assert str(get.url) == "http://sdk.test/api/v1/connect-keys?limit=5&offset=0"
    assert post.headers["content-type"] == "application/json"
    assert post.headers["idempotency-key"].startswith("sdk-py-")
    assert json.loads(post.content) == {"name": "ci"}


def test_write_retried_on_503_and_dropped_connection_with_the_same_key(no_waits: list[float]) -> None:
    s = Script(ok(envelope("store_unavailable"), 503), httpx.ConnectError("reset"), ok(key_body(), 201))
    k = s.client().connect_keys.create({"name": "ci"})
    assert k.id == "key_1"
    keys = {r.headers["idempotency-key"] for r in s.requests}
    assert len(s.requests) == 3 and len(keys) == 1
    assert len(no_waits) == 2 and 0.375 <= no_waits[0] <= 0.5 and 0.75 <= no_waits[1] <= 1.0


def test_callers_idempotency_key_and_a_new_one_per_call() -> None:
    s = Script(ok(key_body(), 201))
    c = s.client()
    c.connect_keys.create({"name": "a"}, idempotency_key="mine-1")
    c.connect_keys.create({"name": "b"})
    c.connect_keys.create({"name": "c"})
    k = [r.headers["idempotency-key"] for r in s.requests]
    assert k[0] == "mine-1" and k[1] != k[2]


@pytest.mark.parametrize("status,code,cls", [
    (409, "already_linked", ConflictError), (422, "validation_error", UnprocessableEntityError),
    (501, "not_implemented", NotImplementedError_), (404, "not_found", NotFoundError),
    (401, "invalid_token", AuthenticationError), (403, "insufficient_scope", PermissionDeniedError),
    (412, "version_mismatch", PreconditionFailedError),
])
def test_final_statuses_map_to_classes(status: int, code: str, cls: type[Exception]) -> None:
    details = [{"loc": ["body", "name"], "msg": "required", "type": "missing"}]
    s = Script(httpx.Response(status, json={**envelope(code, param="name", details=details)}, headers={"x-correlation-id": "corr_1"}))
    with pytest.raises(cls) as ei:
        s.client().connect_keys.create({"name": "x"})
    e: Any = ei.value
    assert len(s.requests) == 1
    assert (e.status, e.code, e.param, e.correlation_id) == (status, code, "name", "corr_1")
    assert e.headers["x-correlation-id"] == "corr_1"
    if cls is UnprocessableEntityError:
        assert e.details == details
    assert not isinstance(e, RateLimitError)


def test_rate_limit_403_is_a_rate_limit_error_after_retries(no_waits: list[float]) -> None:
    refused = httpx.Response(403, json=envelope("RATE_LIMIT.USER", retry_after_seconds=2), headers={"retry-after": "1"})
    s = Script(refused)
    with pytest.raises(RateLimitError) as ei:
        s.client(max_retries=1).skills.invoke("identifiers.validate", {"identifiers": []})
    assert len(s.requests) == 2
    assert no_waits == [pytest.approx(2.0)]  # Retry-After as a floor: the larger of header and body
    assert ei.value.scope == "user" and ei.value.retry_after == 2 and not isinstance(ei.value, PermissionDeniedError)
    assert not ei.value.maybe_executed


def test_write_past_the_replay_window_is_not_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter([0.0, 56.0, 56.0, 56.0])
    monkeypatch.setattr("skills_connect._core._monotonic", lambda: next(clock))
    s = Script(ok(envelope("internal_error"), 500))
    with pytest.raises(InternalServerError) as ei:
        s.client().connect_keys.create({"name": "x"})
    assert len(s.requests) == 1
    assert ei.value.maybe_executed and "may have executed" in str(ei.value) and "replay window" in str(ei.value)


def test_timeout_is_retried_then_raised() -> None:
    s = Script(httpx.ReadTimeout("slow"))
    with pytest.raises(APITimeoutError) as ei:
        s.client(max_retries=1, timeout=0.5).connect_keys.retrieve("k")
    assert len(s.requests) == 2 and isinstance(ei.value, APIConnectionError)
    assert not ei.value.maybe_executed  # a GET


def test_connection_error_on_a_write_says_it_may_have_executed() -> None:
    s = Script(httpx.ConnectError("refused"))
    with pytest.raises(APIConnectionError) as ei:
        s.client(max_retries=0).clients.create({"name": "x", "currency": "AUD"})
    assert ei.value.maybe_executed


def test_raw_response() -> None:
    s = Script(ok(key_body(), 201, **{"x-correlation-id": "corr_9", "x-idempotent-replayed": "true",
                                       "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": "1767225600"}))
    r = s.client().connect_keys.with_raw_response.create({"name": "ci"})
    assert r.data.id == "key_1" and r.status_code == 201
    assert (r.correlation_id, r.replayed) == ("corr_9", True)
    assert (r.rate_limit.limit, r.rate_limit.remaining, r.rate_limit.reset) == (60, 59, 1767225600)
    typed = raw_response(lambda: s.client().connect_keys.create({"name": "ci"}))
    assert typed.data.id == "key_1" and typed.replayed
    page = s.client().webhooks.with_raw_response.endpoints.list()
    assert page.http_response.status_code == 201  # the scripted answer, read through a nested resource


def sse(*events: str) -> httpx.Response:
    return httpx.Response(200, content="".join(events).encode(), headers={"content-type": "text/event-stream"})


def test_stream_progress_result_and_error() -> None:
    s = Script(sse("event: progress\ndata: {\"step\":1}\n\n", "event: result\ndata: {\"skill\":\"accruals.suggest\"}\n\n"),
               sse("event: progress\ndata: {}\n\n", 'event: error\ndata: {"error":{"type":"api_error","code":"skill_failed","message":"no"}}\n\n'))
    c = s.client()
    evs = list(c.skills.stream("accruals.suggest", {"client_id": "c", "period": "2026-03"}))
    assert [e.event for e in evs] == ["progress", "result"] and evs[1].data == {"skill": "accruals.suggest"}
    assert s.requests[0].headers["accept"] == "text/event-stream"
    with pytest.raises(StreamError) as ei:
        list(c.skills.stream("accruals.suggest", {"client_id": "c", "period": "2026-03"}))
    assert ei.value.code == "skill_failed"


def test_a_non_streaming_skill_gives_one_result_event() -> None:
    s = Script(ok({"skill": "identifiers.validate", "output": {}, "correlation_id": "c"}))
    evs = list(s.client().skills.stream("identifiers.validate", {"identifiers": []}))
    assert [(e.event, e.data["skill"]) for e in evs] == [("result", "identifiers.validate")]


def cycle_event(seq: int, to: str | None = None) -> str:
    data = {"seq": seq, "type": "cycle.status" if to else "task.status", "data": {"to": to} if to else {}}
    return f"id: {seq}\nevent: {data['type']}\ndata: {json.dumps(data)}\n\n"


def test_cycle_tail_resumes_with_last_event_id_and_stops_at_the_terminal_event() -> None:
    s = Script(sse(cycle_event(1), cycle_event(2)), httpx.ConnectError("dropped"), sse(cycle_event(3, "completed"), cycle_event(4)))
    seqs = [e.data["seq"] for e in s.client().workstreams.cycles.tail("cyc_1")]
    assert seqs == [1, 2, 3]
    assert [r.headers.get("last-event-id") for r in s.requests] == [None, "2", "2"]


def test_cycle_tail_gives_up_after_max_reconnects() -> None:
    s = Script(sse(""))
    with pytest.raises(APIConnectionError):
        list(s.client().workstreams.cycles.tail("cyc_1", max_reconnects=2))
    assert len(s.requests) == 3


def test_webhook_signer_round_trip() -> None:
    body = json.dumps({"event": "api_key.created", "data": {"id": "k"}})
    headers = webhooks.sign(body, "whsec_test", event="api_key.created", delivery_id="whd_1")
    ev = webhooks.verify(body, headers, "whsec_test")
    assert (ev.event, ev.data, ev.delivery_id) == ("api_key.created", {"id": "k"}, "whd_1")
    with pytest.raises(WebhookVerificationError) as ei:
        webhooks.verify(json.loads(body), headers, "whsec_test")
    assert ei.value.code == "invalid_body"
    stale = webhooks.sign(body, "whsec_test", timestamp=1_000_000_000)
    with pytest.raises(WebhookVerificationError) as ei:
        webhooks.verify(body, stale, "whsec_test")
    assert ei.value.code == "timestamp_out_of_tolerance"


# The async client: the same core behaviour through AsyncSkillsConnect.

def aclient(s: Script, **kw: Any) -> AsyncSkillsConnect:
    async def handler(request: httpx.Request) -> httpx.Response:
        await request.aread()
        return s(request)

    return AsyncSkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(handler), **kw)


def test_async_retry_errors_raw_and_stream() -> None:
    s = Script(ok(envelope("store_unavailable"), 503), ok(key_body(), 201, **{"x-idempotent-replayed": "true"}),
               ok({"user_id": "usr_1"}, 201), httpx.Response(409, json=envelope("already_linked")),
               sse("event: result\ndata: {\"ok\":1}\n\n"), sse(cycle_event(1, "cancelled")))

    async def run() -> None:
        async with aclient(s) as c:
            r = await araw_response(lambda: c.connect_keys.create({"name": "ci"}))
            assert r.data.id == "key_1" and r.replayed
            assert s.requests[0].headers["idempotency-key"] == s.requests[1].headers["idempotency-key"]
            untyped = await c.with_raw_response.me()
            assert untyped.status_code == 201
            with pytest.raises(ConflictError):
                await c.topics.link_artifact("top_1", {"artifact_id": "f"})
            evs = [e async for e in c.skills.stream("accruals.suggest", {"client_id": "c", "period": "2026-03"})]
            assert [e.event for e in evs] == ["result"]
            tail = [e.event async for e in c.workstreams.cycles.tail("cyc_1")]
            assert tail == ["cycle.status"]

    asyncio.run(run())
    assert len(s.requests) == 6


def test_request_escape_hatch_parses_json_text_and_204() -> None:
    s = Script(ok({"status": "ok"}), httpx.Response(200, text="plain"), httpx.Response(204))
    c = s.client()
    assert c.request("GET", "/health") == {"status": "ok"}
    assert c.request("GET", "/x", query={"a": 1, "b": True, "c": None}) == "plain"
    assert c.request("POST", "/api/v1/connect-keys/k/flush-cache") is None
    assert str(s.requests[1].url) == "http://sdk.test/x?a=1&b=true"
    assert "idempotency-key" in s.requests[2].headers


def test_get_next_page_past_the_last_page_is_an_error() -> None:
    s = Script(ok({"data": [key_body()], "has_more": False}))
    page = s.client().connect_keys.list()
    assert not page.has_next_page()
    with pytest.raises(SkillsConnectError, match="No next page"):
        page.get_next_page()
