"""Every operation of the served description (src/generated/openapi.json) is reachable from both Python clients: the
twin of sdk/test/routes.test.ts. The table is `_generated/operations.py` (sdk-python/resources.yaml as data), checked
here both ways against the served description: an operation with no method (and not left out, with its reason) fails,
and so does a method naming an operation that is not there. A skill's own operation (x-skill-name) is served by
`skills.invoke(name, input)`, typed per skill. Then each method is called on SkillsConnect and on AsyncSkillsConnect
over a scripted transport that records the request: the method and path of its operation's route (the arguments in
their placeholders), its query parameters by name, its body, If-Match, and an Idempotency-Key on every write.
(sdk/test/routes.test.ts also reads resources.yaml, to check that the TypeScript and Python SDKs reach the same
operations.)"""

from __future__ import annotations

import asyncio
import copy
import inspect
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import parse_qs, unquote, urlsplit

import httpx2 as httpx
import pytest

from skills_connect import AsyncSkillsConnect, SkillsConnect
from skills_connect._generated.operations import LEFT_OUT, METHODS, Method
from skills_connect._generated.skills import SKILL_RESULTS

DOC: dict[str, Any] = json.loads((Path(__file__).resolve().parents[2] / "src/generated/openapi.json").read_text("utf-8"))
SKILL = "x-skill-name"


class Route(NamedTuple):
    http: str
    path: str
    skill: str | None


def operations(doc: dict[str, Any]) -> dict[str, Route]:
    return {op["operationId"]: Route(verb.upper(), p, op.get(SKILL)) for p, item in doc["paths"].items()
            for verb, op in item.items() if isinstance(op, dict) and "operationId" in op}


def uncovered(doc: dict[str, Any], methods: dict[str, Method] = METHODS, left_out: dict[str, str] = LEFT_OUT) -> list[str]:
    """What keeps an operation of `doc` from being reachable (or the table from being true), one line each."""
    ops = operations(doc)
    served = {m.op for m in methods.values() if not m.stream}
    problems = [f"{op} ({r.http} {r.path}): no method of the Python SDK serves it; add one to sdk-python/resources.yaml "
                "(or list it in its left_out, with the reason)"
                for op, r in ops.items()
                if op not in left_out and op not in served and not (r.skill and SKILL in served)]
    problems += [f"{name}: serves {m.op}, which is not an operation of the served description"
                 for name, m in methods.items() if m.op != SKILL and m.op not in ops]
    problems += [f"left_out: {op} is not an operation of the served description" for op in left_out if op not in ops]
    return problems


def test_every_operation_has_a_method_or_is_left_out_with_its_reason() -> None:
    assert uncovered(DOC) == []
    # Every skill's own operation is typed in invoke() by the skill's name.
    assert sorted(SKILL_RESULTS) == sorted(r.skill for r in operations(DOC).values() if r.skill)


def test_the_check_fails_for_an_operation_added_without_a_method_and_for_one_removed() -> None:
    doc = copy.deepcopy(DOC)
    doc["paths"]["/api/v1/widgets"] = {"get": {"operationId": "listWidgets", "responses": {"200": {"description": "ok"}}}}
    del doc["paths"]["/health"]
    before = uncovered(DOC)  # empty, unless the real document has an operation without a method (the test above)
    assert [x for x in uncovered(doc) if x not in before] == [
        "listWidgets (GET /api/v1/widgets): no method of the Python SDK serves it; add one to sdk-python/resources.yaml "
        "(or list it in its left_out, with the reason)",
        "health: serves getHealth, which is not an operation of the served description",
    ]
    # A new skill is served by skills.invoke as soon as it is in the description.
    doc["paths"]["/api/v1/skills/widgets.count/invoke"] = {"post": {"operationId": "invoke_widgets_count", SKILL: "widgets.count"}}
    assert len([x for x in uncovered(doc) if x not in before]) == 2


# -- each method, called on both clients -------------------------------------------------------------------------------

BODY = {"k": "v"}
ANSWER = {"data": [], "has_more": False, "skill": "s", "output": {}, "correlation_id": "c", "id": "x"}


class Sent(NamedTuple):
    method: str
    path: str
    query: dict[str, list[str]]
    headers: httpx.Headers
    body: bytes


def sample(p: inspect.Parameter, i: int) -> Any:
    a = str(p.annotation)
    return 7 + i if a == "int" else BODY if p.name in ("body", "input") else b"x" if "FileContent" in a else f"a{i}"


def call_args(name: str, m: Method, fn: Callable[..., Any], skill: str | None) -> tuple[list[Any], dict[str, Any]]:
    args: list[Any] = []
    kwargs: dict[str, Any] = {"max_retries": 0}
    for i, p in enumerate(inspect.signature(fn).parameters.values()):
        if p.kind is p.POSITIONAL_OR_KEYWORD and p.default is p.empty:
            args.append(skill if skill is not None and i == 0 else sample(p, i))
        elif p.kind is p.KEYWORD_ONLY and p.default is p.empty:
            kwargs[p.name] = "f.bin"
    for py, _ in m.query:
        kwargs[py] = 3 if "int" in str(inspect.signature(fn).parameters[py].annotation) else f"q-{py}"
    if m.if_match:
        kwargs["if_match_version"] = 4
    if name == "workstreams.cycles.tail":
        kwargs["max_reconnects"] = 0
    return args, kwargs


def resolve(client: object, dotted: str) -> Callable[..., Any]:
    target: Any = client
    for part in dotted.split("."):
        target = getattr(target, part)
    assert callable(target), dotted
    return target  # type: ignore[no-any-return]


def first_request(dotted: str, m: Method, asyn: bool, skill: str | None) -> tuple[Sent, list[Any], dict[str, Any]]:
    seen: list[Sent] = []

    def handler(request: httpx.Request) -> httpx.Response:
        request.read()
        u = urlsplit(str(request.url))
        seen.append(Sent(request.method, unquote(u.path), parse_qs(u.query), request.headers, request.content))
        return httpx.Response(200, json=ANSWER)

    transport = httpx.MockTransport(handler)
    if asyn:
        async def run() -> tuple[list[Any], dict[str, Any]]:
            async with AsyncSkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=transport) as c:
                fn = resolve(c, dotted)
                args, kwargs = call_args(dotted, m, fn, skill)
                try:
                    r = fn(*args, **kwargs)
                    if inspect.isawaitable(r):
                        await r
                    elif hasattr(r, "__aiter__"):
                        async for _ in r:
                            pass
                except Exception:  # the request is what counts (the scripted answer fits no model in particular)
                    pass
                return args, kwargs

        args, kwargs = asyncio.run(run())
    else:
        with SkillsConnect(api_key="sk_test", base_url="http://sdk.test", transport=transport) as c:
            fn = resolve(c, dotted)
            args, kwargs = call_args(dotted, m, fn, skill)
            try:
                r = fn(*args, **kwargs)
                if inspect.isgenerator(r):
                    for _ in r:
                        pass
            except Exception:
                pass
    assert seen, f"{dotted} sent no request"
    return seen[0], args, kwargs


def expected_path(route: str, args: list[Any]) -> str:
    values = iter(str(a) for a in args if not isinstance(a, (dict, bytes)))
    return re.sub(r"\{[^}]+\}", lambda _: next(values), route)


ROUTES = operations(DOC)
CASES = [pytest.param(name, m, asyn, id=f"{m.op}: {'async ' if asyn else ''}{name}")
         for name, m in METHODS.items() if m.op != SKILL for asyn in (False, True)]
SKILL_CASES = [pytest.param(name, m, op, asyn, id=f"{op}: {'async ' if asyn else ''}{name}({r.skill!r})")
               for name, m in METHODS.items() if m.op == SKILL
               for op, r in ROUTES.items() if r.skill for asyn in (False, True)]


def check_request(sent: Sent, args: list[Any], kwargs: dict[str, Any], name: str, m: Method, route: Route) -> None:
    assert (sent.method, sent.path) == (route.http, expected_path(route.path, args)), name
    for py, wire in m.query:
        assert sent.query.get(wire) == [str(kwargs[py])], (name, wire)
    if m.if_match:
        assert sent.headers.get("if-match") == '"4"'
    else:
        assert "if-match" not in sent.headers
    if sent.method in ("POST", "PATCH", "DELETE"):
        assert sent.headers.get("idempotency-key", "").startswith("sdk-py-"), name
    if not m.hand:
        body = json.loads(sent.body) if sent.body else None
        assert body == {"required": BODY, "optional": {}, None: None}[m.body], name


@pytest.mark.parametrize(("name", "m", "asyn"), CASES)
def test_each_method_sends_its_operation_s_route(name: str, m: Method, asyn: bool) -> None:
    route = ROUTES[m.op]
    sent, args, kwargs = first_request(name, m, asyn, None)
    check_request(sent, args, kwargs, name, m, route)


@pytest.mark.parametrize(("name", "m", "op", "asyn"), SKILL_CASES)
def test_each_skill_is_invoked_and_streamed_on_its_own_route(name: str, m: Method, op: str, asyn: bool) -> None:
    route = ROUTES[op]
    sent, args, kwargs = first_request(name, m, asyn, route.skill)
    check_request(sent, args, kwargs, name, m, route)
    assert sent.headers["accept"] == ("text/event-stream" if m.stream else "application/json")
