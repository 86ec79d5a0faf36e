"""Webhook signatures (spec: Events, "Delivery"): X-Webhook-Signature is `v1=` + hex HMAC-SHA256, keyed with the
endpoint secret (the whole `whsec_...` string as UTF-8), over `{X-Webhook-Timestamp}.{raw body}`; during a secret
rotation the header lists several `v1=` values, comma-separated. `verify` compares with hmac.compare_digest, refuses a
timestamp more than 300 s from now, and never skips: a missing header is an error. Pass the raw bytes received, never
re-serialised JSON. Pinned by sdk-conformance/webhook-signatures.json.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Union

from ._errors import WebhookVerificationError

__all__ = ["verify", "sign", "WebhookEvent", "WebhookVerificationError", "TOLERANCE_SECONDS"]

#: spec: Limits, "Webhook timestamp tolerance".
TOLERANCE_SECONDS = 300

_SIG = re.compile(r"^v1=[0-9a-f]{64}$")
_TS = re.compile(r"^[0-9]{1,12}$")

Headers = Union[Mapping[str, str], Mapping[str, list[str]], Iterable[tuple[str, str]]]


@dataclass(frozen=True)
class WebhookEvent:
    event: str
    data: Any
    #: X-Webhook-Id: the delivery id, the same on every retry of a delivery; use it to drop duplicates.
    delivery_id: str | None


def _header(headers: Headers, name: str) -> str | None:
    items: Iterable[tuple[str, Any]] = headers.items() if isinstance(headers, Mapping) else headers
    found: list[str] = []
    for k, v in items:
        if k.lower() == name:
            found.extend(v if isinstance(v, list) else [str(v)])
    return ",".join(found) if found else None


def _bytes(raw_body: object) -> bytes:
    if isinstance(raw_body, str):
        return raw_body.encode("utf-8")
    if isinstance(raw_body, (bytes, bytearray, memoryview)):
        return bytes(raw_body)
    raise WebhookVerificationError(
        "invalid_body",
        "The body must be the raw request body (bytes or str), not parsed JSON: re-serialising changes the bytes the "
        "signature covers.")


def _mac(secret: str, timestamp: str, body: bytes) -> str:
    return hmac.new(secret.encode("utf-8"), timestamp.encode("ascii") + b"." + body, hashlib.sha256).hexdigest()


def verify(raw_body: bytes | str, headers: Headers, secret: str, *, tolerance_seconds: float = TOLERANCE_SECONDS,
           now_seconds: float | None = None) -> WebhookEvent:
    """Checks a delivery and returns its event. Raises WebhookVerificationError with `code`: missing_header,
    invalid_timestamp, timestamp_out_of_tolerance, no_signature (no well-formed `v1=`), signature_mismatch or
    invalid_body. `headers` may be any mapping (names matched case-insensitively) or a list of pairs."""
    body = _bytes(raw_body)
    if not secret:
        raise WebhookVerificationError("missing_secret", "No webhook secret given.")
    sig = _header(headers, "x-webhook-signature")
    ts = _header(headers, "x-webhook-timestamp")
    if not sig or not ts:
        raise WebhookVerificationError(
            "missing_header", f"Missing {'X-Webhook-Signature' if not sig else 'X-Webhook-Timestamp'} header.")
    ts = ts.strip()
    if not _TS.match(ts):
        raise WebhookVerificationError("invalid_timestamp", "X-Webhook-Timestamp is not Unix seconds.")
    now = int(time.time()) if now_seconds is None else now_seconds
    skew = now - int(ts)
    if abs(skew) > tolerance_seconds:
        raise WebhookVerificationError(
            "timestamp_out_of_tolerance",
            f"The timestamp is {abs(skew):g} s {'old' if skew > 0 else 'in the future'} (tolerance "
            f"{tolerance_seconds:g} s): a replayed delivery, or a clock out of sync.")
    candidates = [s[3:] for s in (p.strip() for p in sig.split(",")) if _SIG.match(s)]
    if not candidates:
        raise WebhookVerificationError(
            "no_signature", "X-Webhook-Signature carries no v1= signature (64 lower-case hex digits).")
    expected = _mac(secret, ts, body)
    ok = False
    for c in candidates:  # no early exit: the same work per candidate
        ok = hmac.compare_digest(expected, c) or ok
    if not ok:
        raise WebhookVerificationError(
            "signature_mismatch",
            "No signature matches: a wrong secret, or a body changed (re-serialised?) after it was signed.")
    try:
        parsed = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise WebhookVerificationError("invalid_body", "The signed body is not JSON.") from None
    if not isinstance(parsed, dict):
        raise WebhookVerificationError("invalid_body", "The signed body is not a JSON object.")
    return WebhookEvent(event=str(parsed.get("event")), data=parsed.get("data"), delivery_id=_header(headers, "x-webhook-id"))


def sign(raw_body: bytes | str, secret: str, *, timestamp: int | None = None, event: str | None = None,
         delivery_id: str | None = None) -> dict[str, str]:
    """Headers for a test delivery signed like the server's, to unit-test your webhook handler."""
    ts = str(int(time.time()) if timestamp is None else timestamp)
    out = {"x-webhook-signature": f"v1={_mac(secret, ts, _bytes(raw_body))}", "x-webhook-timestamp": ts,
           "content-type": "application/json"}
    if event:
        out["x-webhook-event"] = event
    if delivery_id:
        out["x-webhook-id"] = delivery_id
    return out
