"""The shared conformance vectors (sdk-conformance/*.json at the repository root, read by the TypeScript SDK's suite
too): webhook signatures, retry decisions, pagination walks (through the real client on a MockTransport, so they pin
what a user's `for` and `async for` send) and SSE parsing. Every case of every file runs here."""

from __future__ import annotations

import asyncio
import base64
import json
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx2 as httpx
import pytest

from skills_connect import (AsyncSkillsConnect, FailedAttempt, RetryPolicy, SkillsConnect, SSEDecoder,
                            WebhookVerificationError, decide_retry, webhooks)

VECTORS = Path(__file__).resolve().parents[2] / "sdk-conformance"


def load(name: str) -> Any:
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))


def test_every_vector_file_is_read_here() -> None:
    # A new vector file must get a runner in this suite (and the TypeScript one), not be skipped silently.
    assert sorted(p.name for p in VECTORS.glob("*.json")) == ["pagination-seq.json", "pagination.json", "retry-decisions.json", "sse.json",
                                                                "webhook-signatures.json"]


SIG = load("webhook-signatures.json")


def test_signature_vectors_have_cases() -> None:
    assert len(SIG["cases"]) >= 20


@pytest.mark.parametrize("case", SIG["cases"], ids=[c["name"] for c in SIG["cases"]])
def test_webhook_signature(case: dict[str, Any]) -> None:
    body = base64.b64decode(case["body_b64"])
    tol = case.get("tolerance_seconds", SIG["default_tolerance_seconds"])
    if case["expect"]["valid"]:
        ev = webhooks.verify(body, case["headers"], SIG["secret"], tolerance_seconds=tol, now_seconds=SIG["now_seconds"])
        assert ev.event == case["expect"]["event"]
    else:
        with pytest.raises(WebhookVerificationError) as ei:
            webhooks.verify(body, case["headers"], SIG["secret"], tolerance_seconds=tol, now_seconds=SIG["now_seconds"])
        assert ei.value.code == case["expect"]["error"]


RETRY = load("retry-decisions.json")


def test_retry_vectors_have_cases() -> None:
    assert len(RETRY["cases"]) >= 30


@pytest.mark.parametrize("case", RETRY["cases"], ids=[c["name"] for c in RETRY["cases"]])
def test_retry_decision(case: dict[str, Any]) -> None:
    p = case.get("policy") or RETRY["default_policy"]
    a = case["attempt"]
    d = decide_retry(FailedAttempt(method=a["method"], status=a["status"], error=a["error"], headers=a["headers"],
                                   body=a["body"], retries_done=a["retries_done"], elapsed_ms=a["elapsed_ms"]),
                     RetryPolicy(max_retries=p["max_retries"], max_retry_after_seconds=p["max_retry_after_seconds"]))
    e = case["expect"]
    got = {"retry": d.retry, "reason": d.reason, "delay": list(d.delay_ms) if d.delay_ms else None,
           "maybe_executed": d.maybe_executed, "retry_after": d.retry_after_seconds}
    want = {"retry": e["retry"], "reason": e["reason"], "delay": e.get("delay_ms"),
            "maybe_executed": e.get("maybe_executed", False), "retry_after": e.get("retry_after_seconds")}
    assert got == want


PAGES = load("pagination.json")


def page_server(case: dict[str, Any], offsets: list[int]) -> Any:
    served = iter(case["pages"])

    def handler(request: httpx.Request) -> httpx.Response:
        q = parse_qs(urlparse(str(request.url)).query)
        offset = int(q["offset"][0])
        offsets.append(offset)
        assert q["limit"] == [str(case["limit"])]
        page = next(served, None)
        if page is None:
            raise AssertionError("asked for a page past the end")
        data = [{"id": f"key_{offset + i}"} for i in range(page["count"])]
        return httpx.Response(200, json={"data": data, "has_more": page["has_more"]})

    return handler


@pytest.mark.parametrize("case", PAGES["cases"], ids=[c["name"] for c in PAGES["cases"]])
def test_pagination_sync(case: dict[str, Any]) -> None:
    offsets: list[int] = []
    client = SkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(page_server(case, offsets)))
    items = [k.id for k in client.connect_keys.list(limit=case["limit"], offset=case["start_offset"])]
    assert offsets == case["expect_offsets"]
    assert len(items) == case["expect_items"]
    assert len(set(items)) == len(items)


@pytest.mark.parametrize("case", PAGES["cases"], ids=[c["name"] for c in PAGES["cases"]])
def test_pagination_async(case: dict[str, Any]) -> None:
    offsets: list[int] = []
    handler = page_server(case, offsets)

    async def ahandler(request: httpx.Request) -> httpx.Response:
        return handler(request)  # type: ignore[no-any-return]

    async def run() -> list[str]:
        async with AsyncSkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(ahandler)) as c:
            return [k.id async for k in c.connect_keys.list(limit=case["limit"], offset=case["start_offset"])]

    items = asyncio.run(run())
    assert offsets == case["expect_offsets"]
    assert len(items) == case["expect_items"]


SEQ = load("pagination-seq.json")
SEQ_PATH = "/api/v1/topics/top_1/conversations/conv_1/messages"


def seq_server(case: dict[str, Any], after_seqs: list[int]) -> Any:
    served = iter(case["pages"])

    def handler(request: httpx.Request) -> httpx.Response:
        u = urlparse(str(request.url))
        assert u.path == SEQ_PATH
        q = parse_qs(u.query)
        after = int(q["after_seq"][0])
        after_seqs.append(after)
        assert q["limit"] == [str(case["limit"])]
        page = next(served, None)
        if page is None:
            raise AssertionError("asked for a page past the end")
        messages = [{"id": f"msg_{after}_{i}"} for i in range(page["count"])]
        return httpx.Response(200, json={"conversation_id": "conv_1", "messages": messages, "has_more": page["has_more"],
                                         "next_after_seq": page["next_after_seq"], "pending": []})

    return handler


def test_seq_vectors_have_cases() -> None:
    assert len(SEQ["cases"]) >= 6


@pytest.mark.parametrize("case", SEQ["cases"], ids=[c["name"] for c in SEQ["cases"]])
def test_seq_pagination_sync(case: dict[str, Any]) -> None:
    after_seqs: list[int] = []
    client = SkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(seq_server(case, after_seqs)))
    items = [m.id for m in client.topics.conversation_messages("top_1", "conv_1", limit=case["limit"], after_seq=case["start_after_seq"])]
    assert after_seqs == case["expect_after_seqs"]
    assert len(items) == case["expect_items"]


@pytest.mark.parametrize("case", SEQ["cases"], ids=[c["name"] for c in SEQ["cases"]])
def test_seq_pagination_async(case: dict[str, Any]) -> None:
    after_seqs: list[int] = []
    handler = seq_server(case, after_seqs)

    async def ahandler(request: httpx.Request) -> httpx.Response:
        return handler(request)  # type: ignore[no-any-return]

    async def run() -> list[str]:
        async with AsyncSkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=httpx.MockTransport(ahandler)) as c:
            return [m.id async for m in c.topics.conversation_messages("top_1", "conv_1", limit=case["limit"], after_seq=case["start_after_seq"])]

    items = asyncio.run(run())
    assert after_seqs == case["expect_after_seqs"]
    assert len(items) == case["expect_items"]


SSE = load("sse.json")


@pytest.mark.parametrize("case", SSE["cases"], ids=[c["name"] for c in SSE["cases"]])
def test_sse_parsing(case: dict[str, Any]) -> None:
    d = SSEDecoder()
    got = [ev for ch in case["chunks"] for ev in d.push(ch)] + d.end()
    assert [{"event": e.event, "data": e.data, "id": e.id} for e in got] == case["expect"]
