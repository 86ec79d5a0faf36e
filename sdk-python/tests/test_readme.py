"""Every Python example in sdk-python/README.md and in the root README's "Python SDK" section runs here, in order
(one namespace per README, as a reader would paste them), against the live local server, with the environment a
reader would have (SKILLS_CONNECT_API_KEY, SKILLS_CONNECT_BASE_URL). And the README's table of resources is the
clients' (the twin of sdk/test/readme.test.ts's table check)."""

from __future__ import annotations

import re

import pytest

from conftest import LiveServer
from readme_examples import REPO, SOURCES, python_blocks
from skills_connect import AsyncSkillsConnect, SkillsConnect
from skills_connect._generated.operations import METHODS
from skills_connect._raw import RawResponseMixin


def readme_methods(text: str) -> set[str]:
    """The methods the README's resource table names, by their path from the client (`webhooks.endpoints.create`)."""
    table = text.split("| Resource | Methods |", 1)[1].split("\n\n", 1)[0]
    out: set[str] = set()
    for row in table.splitlines()[2:]:
        resource, methods = (c.strip() for c in row.strip("|").split("|"))
        prefix = resource.strip("`").removeprefix("client").lstrip(".")
        for span in re.findall(r"`([^`]+)`", methods):
            name = re.sub(r"\(.*\)$", "", span)
            m = re.fullmatch(r"(.*)\.\{(.*)\}", name)
            for n in ([f"{m[1]}.{x.strip()}" for x in m[2].split(",")] if m else [name]):
                out.add(f"{prefix}.{n}" if prefix else n)
    return out


def client_methods(client: object, prefix: str = "") -> set[str]:
    out: set[str] = set()
    for name in dir(client):
        if name.startswith("_") or name in ("with_raw_response", "close", "aclose", "base_url", "service_version"):
            continue
        attr = getattr(client, name)
        if isinstance(attr, RawResponseMixin):
            out |= client_methods(attr, f"{prefix}{name}.")
        elif callable(attr):
            out.add(prefix + name)
    return out


def test_the_readme_table_names_every_method_of_both_clients() -> None:
    named = readme_methods((REPO / "sdk-python" / "README.md").read_text(encoding="utf-8"))
    assert named == client_methods(SkillsConnect(api_key="k", base_url="http://x"))
    assert named == client_methods(AsyncSkillsConnect(api_key="k", base_url="http://x"))
    assert named == set(METHODS) | {"request"}


def test_no_python_block_outside_the_tested_places() -> None:
    everywhere = python_blocks((REPO / "README.md").read_text(encoding="utf-8"))
    assert len(everywhere) == len(SOURCES["README.md#python-sdk"])
    assert len(SOURCES["sdk-python/README.md"]) >= 8


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_readme_examples_run(source: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch,
                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SKILLS_CONNECT_API_KEY", live.api_key)
    monkeypatch.setenv("SKILLS_CONNECT_BASE_URL", live.url)
    namespace: dict[str, object] = {"__name__": "readme"}
    for i, block in enumerate(SOURCES[source]):
        code = compile(block, f"{source} (python block {i + 1})", "exec")
        exec(code, namespace)  # noqa: S102 - the README's own examples
    out = capsys.readouterr().out
    assert out.strip(), "the examples printed nothing"
