"""Typed errors (issue 12): one class per status family, the parsed envelope `{error: {type, code, message, param?,
retry_after_seconds?, details?}}` on every API error, with the response headers and the correlation id. Branch on
`code` (or the class), never on the message. A throttling 403 (RATE_LIMIT.USER/ORG) is a RateLimitError, not a
PermissionDeniedError: it is not about permissions, and the SDK already waited and retried it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal


class SkillsConnectError(Exception):
    #: True when a write gave up after a failure that may have come after the server ran it (no answer, a timeout or
    #: a 5xx) and no further retry was safe (the 60 s idempotency replay window would be passed). Check the
    #: resource's state before trying again.
    maybe_executed: bool = False

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def _envelope(parsed: Any) -> dict[str, Any] | None:
    if not isinstance(parsed, Mapping):
        return None
    e = parsed.get("error")
    if isinstance(e, Mapping) and isinstance(e.get("code"), str) and isinstance(e.get("message"), str):
        return dict(e)
    return None


class APIError(SkillsConnectError):
    """The server answered with an error status."""

    def __init__(self, status: int, headers: Mapping[str, str], body: str, parsed: Any) -> None:
        env = _envelope(parsed)
        super().__init__(f"{status} {env['code']}: {env['message']}" if env else f"{status} {body[:200] or 'status code (no body)'}")
        self.status = status
        #: Response headers (names in lower case).
        self.headers: dict[str, str] = {k.lower(): v for k, v in headers.items()}
        #: The raw response body text.
        self.body = body
        #: The envelope's `error` object (None when the body was not an envelope).
        self.error = env
        self.code: str | None = env["code"] if env else None
        self.type: str | None = env.get("type") if env else None
        self.param: str | None = env.get("param") if env else None
        from_body = parsed.get("correlation_id") if isinstance(parsed, Mapping) else None
        #: X-Correlation-Id of the failed response (or the body's correlation_id): quote it to support.
        self.correlation_id: str | None = self.headers.get("x-correlation-id") or (from_body if isinstance(from_body, str) else None)

    @staticmethod
    def generate(status: int, headers: Mapping[str, str], body: str, parsed: Any) -> APIError:
        code = (_envelope(parsed) or {}).get("code") or ""
        cls: type[APIError]
        if status == 429 or (status == 403 and code.startswith("RATE_LIMIT.")):
            cls = RateLimitError
        elif status == 400:
            cls = BadRequestError
        elif status == 401:
            cls = AuthenticationError
        elif status == 403:
            cls = PermissionDeniedError
        elif status == 404:
            cls = NotFoundError
        elif status == 409:
            cls = ConflictError
        elif status == 412:
            cls = PreconditionFailedError
        elif status == 422:
            cls = UnprocessableEntityError
        elif status == 501:
            cls = NotImplementedError_
        elif status >= 500:
            cls = InternalServerError
        else:
            cls = APIError
        return cls(status, headers, body, parsed)


class BadRequestError(APIError):
    """400 (`unknown_permissions`, `invalid_service_version`, ...)."""


class AuthenticationError(APIError):
    """401 (`auth_required`, `invalid_token`)."""


class PermissionDeniedError(APIError):
    """403 other than the request budget (`insufficient_scope`)."""


class NotFoundError(APIError):
    """404."""


class ConflictError(APIError):
    """409."""


class PreconditionFailedError(APIError):
    """412 `version_mismatch`: the `if_match_version` is no longer the resource's (`current_version` says which is)."""

    @property
    def current_version(self) -> int | None:
        v = (self.error or {}).get("current_version")
        return v if isinstance(v, int) and not isinstance(v, bool) else None


class UnprocessableEntityError(APIError):
    """422: `validation_error` (with `details`), `idempotency_key_reused`, `workspace_not_found`..."""

    @property
    def details(self) -> list[dict[str, Any]] | None:
        d = (self.error or {}).get("details")
        return d if isinstance(d, list) else None


class RateLimitError(APIError):
    """429, or 403 RATE_LIMIT.USER / RATE_LIMIT.ORG (the request budget), after the SDK's own retries."""

    @property
    def scope(self) -> Literal["user", "org"] | None:
        return "user" if self.code == "RATE_LIMIT.USER" else "org" if self.code == "RATE_LIMIT.ORG" else None

    @property
    def retry_after(self) -> float | None:
        """Seconds the server asked to wait (Retry-After or retry_after_seconds, the larger)."""
        vals: list[float] = []
        try:
            if "retry-after" in self.headers:
                vals.append(float(self.headers["retry-after"]))
        except ValueError:
            pass
        b = (self.error or {}).get("retry_after_seconds")
        if isinstance(b, (int, float)) and not isinstance(b, bool):
            vals.append(float(b))
        return max(vals) if vals else None


class NotImplementedError_(APIError):
    """501 (named with a trailing underscore so as not to shadow the built-in NotImplementedError)."""


class InternalServerError(APIError):
    """Other 5xx."""


class APIConnectionError(SkillsConnectError):
    """No response: connection refused or reset, DNS, TLS."""

    def __init__(self, message: str = "Connection error.") -> None:
        super().__init__(message)


class APITimeoutError(APIConnectionError):
    def __init__(self, message: str = "Request timed out.") -> None:
        super().__init__(message)


class StreamError(SkillsConnectError):
    """A streaming skill's `error` event: the envelope the server would have sent as a JSON error."""

    def __init__(self, envelope: Mapping[str, Any]) -> None:
        super().__init__(f"{envelope.get('code')}: {envelope.get('message')}")
        self.error = dict(envelope)
        self.code = str(envelope.get("code"))


class WebhookVerificationError(SkillsConnectError):
    """A delivery that does not verify. `code`: missing_header, invalid_timestamp, timestamp_out_of_tolerance,
    no_signature, signature_mismatch, invalid_body, missing_secret."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
