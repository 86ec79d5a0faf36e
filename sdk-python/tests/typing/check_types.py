"""Type tests, checked by `mypy --strict` (never executed; pytest does not collect this folder's files). Each
expected failure carries `# type: ignore[code]`: with warn_unused_ignores, mypy fails when a call stops being an
error, so a loosened type cannot slip through. The Python twin of sdk/test/types.check.ts."""

from __future__ import annotations

from typing import Literal

from typing_extensions import assert_type

from skills_connect import (APIResponse, AsyncPage, AsyncSkillsConnect, SkillName, SkillsConnect, SyncPage,
                            araw_response, models, params, raw_response)
from skills_connect._generated.skills import IdentifiersValidateResult

UUID = "00000000-0000-4000-8000-000000000000"


def typed(client: SkillsConnect) -> None:
    r = client.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_abn", "value": "53 004 085 616"}]})
    assert_type(r, IdentifiersValidateResult)
    skill: Literal["identifiers.validate"] = r.skill
    corr: str = r.correlation_id
    valid: bool = r.output.results[0].valid
    out: models.IdentifiersValidateOutput = r.output
    del skill, corr, valid, out

    client.skills.invoke("identifiers.validat", {"identifiers": []})  # type: ignore[call-overload]
    client.skills.invoke("identifiers.validate", {})  # type: ignore[call-overload]
    client.skills.invoke("identifiers.validate", {"identifiers": "abn"})  # type: ignore[call-overload]
    client.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "xx_nope", "value": "1"}]})  # type: ignore[call-overload]
    client.skills.invoke("accruals.suggest", {"client_id": UUID, "period": "2026-03", "nope": True})  # type: ignore[call-overload]
    # The same inputs against the skill's TypedDict name the precise error (the overload only says none matched).
    i1: params.IdentifiersValidateInput = {}  # type: ignore[typeddict-item]
    i2: params.IdentifiersValidateInput = {"identifiers": "abn"}  # type: ignore[typeddict-item]
    i3: params.AccrualsSuggestInput = {"client_id": UUID, "period": "2026-03", "nope": True}  # type: ignore[typeddict-unknown-key]
    del i1, i2, i3
    # Fields with a default stay optional.
    inp: params.AccrualsSuggestInput = {"client_id": UUID, "period": "2026-03"}
    client.skills.invoke("accruals.suggest", inp)
    # A skill this version does not know goes through invoke_raw.
    client.skills.invoke_raw("some.future-skill", {"anything": 1})
    # Streams are keyed by the same names.
    for ev in client.skills.stream("accruals.suggest", inp):
        del ev
    client.skills.stream("no.such-skill", {})  # type: ignore[call-overload]

    k = client.connect_keys.create({"name": "ci", "permissions": ["clients:read"]})
    value: str = k.value
    del value
    client.connect_keys.create({"permissions": []})  # type: ignore[typeddict-item]
    client.connect_keys.create({"name": "x", "environment": "prod"})  # type: ignore[typeddict-item]
    for key in client.connect_keys.list(limit=50):
        assert_type(key, models.ConnectKey)
    client.connect_keys.list(limit="50")  # type: ignore[arg-type]
    client.connect_keys.retrieve("k", timeout=5, max_retries=0, idempotency_key="x")
    client.connect_keys.retrieve("k", timout=5)  # type: ignore[call-arg]

    raw = raw_response(lambda: client.connect_keys.create({"name": "raw"}))
    assert_type(raw, APIResponse[models.ConnectKeyWithValue])
    assert_type(raw_response(lambda: client.connect_keys.list()).data, SyncPage[models.ConnectKey])

    names: list[SkillName] = ["identifiers.validate", "workstream.run"]
    bad: SkillName = "no.such-skill"  # type: ignore[assignment]
    del names, bad


async def typed_async(client: AsyncSkillsConnect) -> None:
    r = await client.skills.invoke("identifiers.validate", {"identifiers": [{"scheme": "au_abn", "value": "1"}]})
    assert_type(r, IdentifiersValidateResult)
    await client.skills.invoke("identifiers.validate", {})  # type: ignore[call-overload]
    page = await client.connect_keys.list(limit=2)
    assert_type(page.data, list[models.ConnectKey])
    async for key in client.connect_keys.list():
        assert_type(key, models.ConnectKey)
    async for ev in client.skills.stream("accruals.suggest", {"client_id": UUID, "period": "2026-03"}):
        del ev
    raw = await araw_response(lambda: client.skills.invoke("identifiers.validate", {"identifiers": []}))
    assert_type(raw.data, IdentifiersValidateResult)
    assert_type((await araw_response(lambda: client.connect_keys.list())).data, AsyncPage[models.ConnectKey])
