import {
  KIT_VERSION,
  RUN_FILE_ENV,
  Resources,
  SpecOperations,
  ThrottleState,
  Throttled,
  WRITE_SUITES,
  context,
  createKitClient,
  hideSecret,
  namedIds,
  permissionsOf,
  redact,
  removeLeftovers,
  saveState,
  setContext,
  skillsOf,
  supportedVersionsOf,
  withClient
} from "./lib/chunk-QPZSYT4O.mjs";

// src/checks.ts
import { describe as describe11, it as it2 } from "node:test";

// src/child.ts
import fs2 from "node:fs";

// src/har.ts
import fs from "node:fs";
import path from "node:path";
var BODY_LIMIT = 65536;
var cut = (text) => {
  const t = redact(text);
  return t.length > BODY_LIMIT ? { text: t.slice(0, BODY_LIMIT), comment: `cut at ${BODY_LIMIT} of ${t.length} characters` } : { text: t };
};
var pairs = (h) => [...h].map(([name, value]) => ({ name, value: redact(value) }));
var HarRecorder = class {
  entries = [];
  creator;
  constructor(creator) {
    this.creator = creator;
  }
  add(x, check2) {
    const u = new URL(x.url);
    const reqBody = x.requestBody === void 0 ? void 0 : cut(x.requestBody);
    const resBody = cut(x.responseBody);
    const contentType = x.responseHeaders.get("content-type") ?? "";
    this.entries.push({
      startedDateTime: new Date(x.startedAtMs).toISOString(),
      time: x.elapsedMs,
      request: {
        method: x.method,
        url: redact(x.url),
        httpVersion: "HTTP/1.1",
        cookies: [],
        headers: pairs(Object.entries(x.requestHeaders)),
        queryString: pairs(u.searchParams.entries()),
        ...reqBody ? { postData: { mimeType: x.requestHeaders["content-type"] ?? "application/json", ...reqBody } } : {},
        headersSize: -1,
        bodySize: x.requestBody === void 0 ? 0 : Buffer.byteLength(x.requestBody)
      },
      response: {
        status: x.status,
        statusText: x.statusText,
        httpVersion: "HTTP/1.1",
        cookies: [],
        headers: pairs(x.responseHeaders.entries()),
        content: { size: Buffer.byteLength(x.responseBody), mimeType: contentType, ...resBody },
        redirectURL: "",
        headersSize: -1,
        bodySize: Buffer.byteLength(x.responseBody)
      },
      cache: {},
      timings: { send: 0, wait: x.elapsedMs, receive: 0 },
      comment: `${x.via === "proxy" ? "through Prism" : "straight to the target"}${check2 ? `; check: ${redact(check2)}` : ""}`
    });
  }
  get size() {
    return this.entries.length;
  }
  /** Writes the file (synchronously: it is called from the checks process's exit). */
  write(file) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const har = { log: { version: "1.2", creator: this.creator, entries: this.entries } };
    fs.writeFileSync(file, `${JSON.stringify(har, null, 1)}
`);
  }
};

// src/child.ts
function openRun() {
  const file = process.env[RUN_FILE_ENV];
  const apiKey = process.env.SKC_API_KEY;
  if (!file || !apiKey) throw new Error("checks.mjs is run by the skills-connect-contract bin, not on its own");
  const runFile = JSON.parse(fs2.readFileSync(file, "utf8"));
  const doc = JSON.parse(fs2.readFileSync(runFile.docFile, "utf8"));
  const secondApiKey = process.env.SKC_SECOND_API_KEY || null;
  hideSecret(apiKey);
  hideSecret(secondApiKey);
  const o = runFile.options;
  const operations = new SpecOperations(doc);
  const throttle = new ThrottleState(o.maxThrottleWaitS);
  const har = o.har ? new HarRecorder({ name: "skills-connect-contract", version: KIT_VERSION }) : null;
  const record = har ? { record: (x) => har.add(x, ctx2.currentCheck) } : {};
  const common = { operations, throttle, skewS: o.clockSkewS, timeoutMs: o.requestTimeoutS * 1e3, ...record };
  const ctx2 = {
    options: o,
    runName: runFile.runName,
    apiKey,
    secondApiKey,
    doc,
    operations,
    throttle,
    proxy: createKitClient({ ...common, baseUrl: runFile.prismUrl, via: "proxy" }),
    direct: createKitClient({ ...common, baseUrl: o.baseUrl, via: "direct" }),
    resources: new Resources(),
    throttledChecks: [],
    me: null,
    secondMe: null,
    notes: [],
    currentCheck: null
  };
  const save = () => saveState(ctx2, runFile.stateFile);
  ctx2.resources.onChange = save;
  process.once("exit", () => {
    save();
    if (har && o.har) har.write(o.har);
  });
  setContext(ctx2);
  save();
  return ctx2;
}

// src/suites/auth.ts
import { describe } from "node:test";

// src/define.ts
import { it } from "node:test";
var Skip = class extends Error {
  name = "Skip";
};
function check(name, fn) {
  it(name, async (t) => {
    const ctx2 = context();
    ctx2.currentCheck = name;
    try {
      await fn(t);
    } catch (e) {
      if (e instanceof Skip) {
        t.skip(e.message);
        return;
      }
      if (e instanceof Throttled) {
        context().throttledChecks.push(name);
        t.skip(`throttled: ${e.message}`);
        return;
      }
      throw e;
    } finally {
      ctx2.currentCheck = null;
    }
  });
}
function need(ok, reason) {
  if (!ok) throw new Skip(reason);
}

// src/expect.ts
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";

// ../support/error-types.ts
var ERROR_TYPES = {
  invalid_json: "invalid_request_error",
  unknown_permissions: "invalid_request_error",
  invalid_service_version: "invalid_request_error",
  auth_required: "authentication_error",
  invalid_token: "authentication_error",
  insufficient_scope: "permission_error",
  route_not_found: "invalid_request_error",
  skill_not_found: "invalid_request_error",
  key_not_found: "invalid_request_error",
  method_not_allowed: "invalid_request_error",
  payload_too_large: "invalid_request_error",
  unsupported_media_type: "invalid_request_error",
  validation_error: "invalid_request_error",
  workspace_not_found: "invalid_request_error",
  client_not_found: "invalid_request_error",
  workspace_missing: "invalid_request_error",
  workspace_archived: "invalid_request_error",
  invalid_url: "invalid_request_error",
  unknown_event_types: "invalid_request_error",
  webhook_endpoint_not_found: "invalid_request_error",
  delivery_not_found: "invalid_request_error",
  file_not_found: "invalid_request_error",
  invalid_multipart: "invalid_request_error",
  permissions_immutable: "api_error",
  "RATE_LIMIT.USER": "api_error",
  "RATE_LIMIT.ORG": "api_error",
  rate_limited: "rate_limit_error",
  idempotency_key_reused: "idempotency_error",
  idempotency_in_progress: "idempotency_error",
  workstream_template_not_found: "invalid_request_error",
  workplan_not_found: "invalid_request_error",
  cycle_not_found: "invalid_request_error",
  workstream_draft_not_found: "invalid_request_error",
  task_not_found: "invalid_request_error",
  invalid_state_transition: "invalid_request_error",
  cycle_already_open: "invalid_request_error",
  workplan_archived: "invalid_request_error",
  approval_already_decided: "invalid_request_error",
  version_mismatch: "invalid_request_error",
  self_approval_forbidden: "permission_error",
  approver_not_eligible: "permission_error"
};

// src/expect.ts
function fail(r, what) {
  assert.fail(redact(`${what}
${r.describe()}`));
}
var json = (v, n = 2e3) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > n ? `${s.slice(0, n)}\u2026 (${s.length} chars)` : s;
};
function same(actual, expected, what) {
  if (isDeepStrictEqual(actual, expected)) return;
  assert.fail(redact(`${what}
expected: ${json(expected)}
actual:   ${json(actual)}`));
}
function ensure(ok, r, what) {
  if (!ok) fail(r, what);
}
function expectStatus(r, status) {
  ensure(r.status === status, r, `expected status ${status}, got ${r.status}`);
}
function expectOk(r, status = 200, version) {
  expectStatus(r, status);
  if (version)
    ensure(
      r.headers.get("service-version") === version,
      r,
      `Service-Version ${String(r.headers.get("service-version"))}, expected ${version}`
    );
  if (status === 204) ensure(r.text === "", r, "a 204 with a body");
  else
    ensure(
      /^application\/json/.test(r.headers.get("content-type") ?? ""),
      r,
      `content-type ${String(r.headers.get("content-type"))}, expected application/json`
    );
}
function expectError(r, status, code, o = {}) {
  expectStatus(r, status);
  ensure(/^application\/json/.test(r.headers.get("content-type") ?? ""), r, "an error that is not application/json");
  ensure(
    r.body && typeof r.body === "object" && Object.keys(r.body).join() === "error",
    r,
    "an error body with members other than `error`"
  );
  const e = r.body.error;
  ensure(e.code === code, r, `error code ${String(e.code)}, expected ${code}`);
  if (ERROR_TYPES[code])
    ensure(e.type === ERROR_TYPES[code], r, `error type ${String(e.type)}, expected ${ERROR_TYPES[code]}`);
  ensure(typeof e.message === "string" && e.message.length > 0, r, "an error without a message");
  ensure(
    e.correlation_id === r.headers.get("x-correlation-id"),
    r,
    "error.correlation_id differs from X-Correlation-Id"
  );
  if (o.param === null) ensure(!("param" in e), r, `an error naming param ${String(e.param)}, expected none`);
  else if (o.param !== void 0) ensure(e.param === o.param, r, `error param ${String(e.param)}, expected ${o.param}`);
  ensure(/^\d{4}-\d{2}-\d{2}$/.test(r.headers.get("service-version") ?? ""), r, "an error without Service-Version");
  if (status === 401) {
    const www = r.headers.get("www-authenticate") ?? "";
    ensure(
      /^Bearer\b/.test(www),
      r,
      `a 401 whose WWW-Authenticate is ${JSON.stringify(www)}, expected a Bearer challenge`
    );
    if (code === "invalid_token")
      ensure(
        www.includes('error="invalid_token"'),
        r,
        'a 401 invalid_token whose challenge lacks error="invalid_token"'
      );
  }
  return e;
}
function expectInsufficientScope(r, scope) {
  expectError(r, 403, "insufficient_scope");
  const www = r.headers.get("www-authenticate") ?? "";
  ensure(
    www.includes('error="insufficient_scope"') && www.includes(`scope="${scope}"`),
    r,
    `a 403 whose challenge does not name scope="${scope}"`
  );
}
function expectValidationError(r, param, where = "body") {
  const e = expectError(r, 422, "validation_error", { param });
  const details = e.details;
  ensure(Array.isArray(details) && details.length > 0, r, "a 422 without details");
  ensure(
    JSON.stringify(details[0].loc) === JSON.stringify([where, ...param.split(".")]),
    r,
    `details[0].loc is not [${where}, ${param}]`
  );
}

// src/suites/auth.ts
var ME = "/api/v1/auth/me";
function authChecks() {
  describe("auth", () => {
    check(
      "getMe GET /api/v1/auth/me: 200 for the API key, auth_method api_key, its key id and organization",
      async () => {
        const ctx2 = context();
        const r = await ctx2.proxy(ME, { token: ctx2.apiKey });
        expectOk(r, 200, ctx2.doc.info.version);
        ensure(
          r.body.auth_method === "api_key",
          r,
          `auth_method ${String(r.body.auth_method)}, expected api_key (was the key an sk_ key?)`
        );
        ensure(
          typeof r.body.key_id === "string" && typeof r.body.organization_id === "string",
          r,
          "no key_id or organization_id"
        );
        ensure(Array.isArray(r.body.permissions), r, "permissions is not a list");
        ctx2.me = r.body;
      }
    );
    check("getMe for --second-api-key: another organization", async () => {
      const ctx2 = context();
      need(
        ctx2.secondApiKey,
        "no --second-api-key (SKC_SECOND_API_KEY): cross-tenant checks need a key of another organization"
      );
      const r = await ctx2.proxy(ME, { token: ctx2.secondApiKey });
      expectOk(r, 200, ctx2.doc.info.version);
      ensure(r.body.auth_method === "api_key", r, "the second credential is not an API key");
      ctx2.secondMe = r.body;
      need(ctx2.me, "getMe for the first key did not pass");
      ensure(
        r.body.organization_id !== ctx2.me.organization_id,
        r,
        "the second key belongs to the same organization as the first: give a key of another organization"
      );
    });
  });
}
function holds(me, permission) {
  return Boolean(me && (me.permissions.includes(permission) || me.permissions.includes("service:full")));
}
function administers(me, permissions) {
  return Boolean(
    me && (me.permissions.includes("service:full") || permissions.every((p) => me.permissions.includes(p)))
  );
}

// src/suites/clients.ts
import { describe as describe4 } from "node:test";

// src/suites/keys.ts
import { describe as describe3 } from "node:test";

// src/suites/tenancy.ts
import { describe as describe2 } from "node:test";
function secondKey(what) {
  const ctx2 = context();
  need(ctx2.secondApiKey, "no --second-api-key (SKC_SECOND_API_KEY)");
  need(ctx2.secondMe, "getMe for the second key did not pass");
  need(ctx2.me && ctx2.secondMe.organization_id !== ctx2.me.organization_id, "the second key is of the same organization");
  if (what === "administer")
    need(
      administers(ctx2.secondMe, permissionsOf(ctx2.doc)),
      "the second key does not hold every permission (key management)"
    );
  else need(holds(ctx2.secondMe, what), `the second key lacks ${what}`);
  return ctx2.secondApiKey;
}
function tenancyChecks() {
  describe2("tenancy", () => {
    check(
      "getConnectKey: another organization's key is 404 key_not_found, and listConnectKeys never shows it",
      async () => {
        const ctx2 = context();
        const other = secondKey("administer");
        need(ctx2.me?.key_id, "getMe did not pass");
        expectError(
          await ctx2.proxy(`/api/v1/connect-keys/${encodeURIComponent(ctx2.me.key_id)}`, { token: other }),
          404,
          "key_not_found",
          { param: "key_id" }
        );
        for (let offset = 0; ; offset += 100) {
          const r = await ctx2.proxy(`/api/v1/connect-keys?limit=100&offset=${offset}`, { token: other });
          expectOk(r);
          ensure(
            !r.body.data.some((k) => k.id === ctx2.me.key_id),
            r,
            "another organization's key is listed"
          );
          if (!r.body.has_more || offset > 5e3) break;
        }
      }
    );
    check(
      "getWorkspace: another organization's workspace is 404 workspace_missing, and listWorkspaces never shows it",
      async () => {
        const ctx2 = context();
        need(holds(ctx2.me, "clients:read"), "the key lacks clients:read (listWorkspaces)");
        const other = secondKey("clients:read");
        const mine = await ctx2.proxy("/api/v1/workspaces?limit=1", { token: ctx2.apiKey });
        expectOk(mine);
        const id = mine.body.data[0]?.id;
        need(id, "the organization lists no workspace");
        expectError(await ctx2.proxy(`/api/v1/workspaces/${id}`, { token: other }), 404, "workspace_missing", {
          param: "workspace_id"
        });
        const theirs = await ctx2.proxy("/api/v1/workspaces?limit=100&include_archived=true", { token: other });
        expectOk(theirs);
        ensure(
          !theirs.body.data.some((w) => w.id === id),
          theirs,
          "another organization's workspace is listed"
        );
      }
    );
  });
}

// src/suites/keys.ts
var KEYS = "/api/v1/connect-keys";
var KIT_KEY_PERMISSION = "search:read";
function adoptKey(r) {
  if (r.status !== 201 || typeof r.body?.id !== "string") return null;
  hideSecret(r.body.value);
  if (!context().resources.all.some((x) => x.kind === "connect_key" && x.id === r.body.id))
    context().resources.add("connect_key", r.body.id);
  return { id: r.body.id, value: String(r.body.value), body: r.body };
}
function needAdmin() {
  const ctx2 = context();
  need(ctx2.me, "getMe did not pass");
  need(administers(ctx2.me, permissionsOf(ctx2.doc)), "the key does not hold every permission, so it may not manage keys");
}
function keyChecks() {
  describe3("keys", () => {
    let key = null;
    let rotated = null;
    const version = () => context().doc.info.version;
    check(
      `createConnectKey POST ${KEYS}: 201, named contract-kit-{runid}, a one-time sk_ value that works at once`,
      async () => {
        needAdmin();
        const ctx2 = context();
        const r = await ctx2.proxy(KEYS, {
          token: ctx2.apiKey,
          body: {
            name: ctx2.runName,
            permissions: [KIT_KEY_PERMISSION],
            description: "skills-connect-contract run; deleted in its teardown",
            expires_in_days: 1
          }
        });
        key = adoptKey(r);
        expectOk(r, 201, version());
        ensure(key && /^sk_[0-9A-Za-z]+$/.test(key.value), r, "no sk_ value");
        ensure(r.body.name === ctx2.runName && r.body.revoked_at === null, r, "name or revoked_at");
        same(r.body.permissions, [KIT_KEY_PERMISSION], `permissions of the new key
${r.describe()}`);
        ensure(
          typeof r.body.obfuscated_value === "string" && !r.body.obfuscated_value.includes(key.value.slice(3, 20)),
          r,
          "obfuscated_value shows the secret"
        );
        const me = await ctx2.proxy("/api/v1/auth/me", { token: key.value });
        expectOk(me);
        ensure(me.body.key_id === key.id, me, "getMe with the new key names another key");
      }
    );
    check(
      `getConnectKey GET ${KEYS}/{key_id}: 200, the key as created (last_used_at now set), without its value`,
      async () => {
        need(key, "createConnectKey did not pass");
        const ctx2 = context();
        const r = await ctx2.proxy(`${KEYS}/${key.id}`, { token: ctx2.apiKey });
        expectOk(r);
        const { value: _v, last_used_at: _u, ...rest } = key.body;
        const { last_used_at: used, ...got } = r.body;
        same(got, rest, `getConnectKey differs from the 201
${r.describe()}`);
        ensure(typeof used === "string", r, "last_used_at is not set after the key was used");
      }
    );
    check(`listConnectKeys GET ${KEYS}: the new key is listed first (newest first), without a value`, async () => {
      need(key, "createConnectKey did not pass");
      const ctx2 = context();
      const r = await ctx2.proxy(`${KEYS}?limit=10`, { token: ctx2.apiKey });
      expectOk(r);
      const listed = r.body.data.find((k) => k.id === key.id);
      ensure(listed && !("value" in listed), r, "the new key is not on the first page, or shows its value");
    });
    check(`updateConnectKey PATCH ${KEYS}/{key_id}: 200, the description changes`, async () => {
      need(key, "createConnectKey did not pass");
      const ctx2 = context();
      const r = await ctx2.proxy(`${KEYS}/${key.id}`, {
        method: "PATCH",
        token: ctx2.apiKey,
        body: { description: `${ctx2.runName}: updated` }
      });
      expectOk(r);
      ensure(
        r.body.description === `${ctx2.runName}: updated` && r.body.name === ctx2.runName,
        r,
        "the description did not change, or the name did"
      );
    });
    check(
      `a key holding only ${KIT_KEY_PERMISSION}: 403 insufficient_scope for key management and for a skill needing another permission`,
      async () => {
        need(key, "createConnectKey did not pass");
        const ctx2 = context();
        expectInsufficientScope(await ctx2.proxy(KEYS, { token: key.value }), "service:full");
        const other = skillsOf(ctx2.doc).find(
          (s) => !s.writes && s.permission !== KIT_KEY_PERMISSION && s.examples.length
        );
        need(other, "no read-only skill needs another permission");
        expectInsufficientScope(
          await ctx2.proxy(other.path, { token: key.value, body: other.examples[0].value }),
          other.permission
        );
      }
    );
    check(
      "another organization: 404 key_not_found for the new key, and its DELETE (204) leaves the key working",
      async () => {
        need(key, "createConnectKey did not pass");
        const ctx2 = context();
        const other = secondKey("administer");
        expectError(await ctx2.proxy(`${KEYS}/${key.id}`, { token: other }), 404, "key_not_found", { param: "key_id" });
        expectOk(await ctx2.proxy(`${KEYS}/${key.id}`, { method: "DELETE", token: other }), 204);
        expectOk(await ctx2.proxy("/api/v1/auth/me", { token: key.value }));
      }
    );
    check(
      `rotateConnectKey POST ${KEYS}/{key_id}/rotate with grace_period_hours 0: 201, a new value pointing back; the old one is refused`,
      async () => {
        need(key, "createConnectKey did not pass");
        const ctx2 = context();
        const r = await ctx2.proxy(`${KEYS}/${key.id}/rotate`, {
          method: "POST",
          token: ctx2.apiKey,
          body: { grace_period_hours: 0 }
        });
        rotated = adoptKey(r);
        expectOk(r, 201);
        ensure(rotated && rotated.id !== key.id && rotated.value !== key.value, r, "the rotation returned the same key");
        ensure(
          r.body.rotated_from_key_id === key.id && r.body.name === ctx2.runName,
          r,
          "rotated_from_key_id or the inherited name"
        );
        expectError(await ctx2.proxy("/api/v1/auth/me", { token: key.value }), 401, "invalid_token");
        const me = await ctx2.proxy("/api/v1/auth/me", { token: rotated.value });
        expectOk(me);
        ensure(me.body.key_id === rotated.id, me, "getMe with the rotated key");
      }
    );
    check(
      `deleteConnectKey DELETE ${KEYS}/{key_id}: 204, idempotent; the key is refused from the next call and shows revoked_at`,
      async () => {
        need(rotated ?? key, "createConnectKey did not pass");
        const ctx2 = context();
        for (const k of [rotated, key]) {
          if (!k) continue;
          expectOk(await ctx2.proxy(`${KEYS}/${k.id}`, { method: "DELETE", token: ctx2.apiKey }), 204);
          ctx2.resources.removed("connect_key", k.id, "deleted");
          expectError(await ctx2.proxy("/api/v1/auth/me", { token: k.value }), 401, "invalid_token");
          expectOk(await ctx2.proxy(`${KEYS}/${k.id}`, { method: "DELETE", token: ctx2.apiKey }), 204);
          const got = await ctx2.proxy(`${KEYS}/${k.id}`, { token: ctx2.apiKey });
          expectOk(got);
          if (typeof got.body.revoked_at !== "string") fail(got, "a deleted key without revoked_at");
        }
      }
    );
  });
}

// src/suites/clients.ts
function clientChecks() {
  describe4("clients", () => {
    let workspace = null;
    let client = null;
    check("createWorkspace POST /api/v1/workspaces: 201, the kit's own workspace contract-kit-{runid}", async () => {
      needAdmin();
      const ctx2 = context();
      need(ctx2.me.workspace_id === null, "the key is pinned to a workspace: it may not create one");
      const r = await ctx2.proxy("/api/v1/workspaces", {
        token: ctx2.apiKey,
        body: { name: ctx2.runName, slug: ctx2.runName }
      });
      if (r.status === 201 && typeof r.body?.id === "string") {
        workspace = r.body.id;
        ctx2.resources.add("workspace", r.body.id);
      }
      expectOk(r, 201);
      ensure(
        r.body.name === ctx2.runName && r.body.slug === ctx2.runName && r.body.archived_at === null,
        r,
        "name, slug or archived_at"
      );
    });
    check("createClient POST /api/v1/clients: 201, contract-kit-{runid} in that workspace", async () => {
      need(workspace, "createWorkspace did not pass");
      const ctx2 = context();
      const r = await ctx2.proxy("/api/v1/clients", {
        token: ctx2.apiKey,
        body: { name: ctx2.runName, currency: "AUD", workspace_id: workspace }
      });
      if (r.status === 201)
        ctx2.notes.push(
          `client ${String(r.body?.id)} (${ctx2.runName}) stays in the archived workspace ${workspace}: the API deletes no client`
        );
      expectOk(r, 201);
      ensure(
        r.body.name === ctx2.runName && r.body.workspace_id === workspace && r.body.currency === "AUD",
        r,
        "name, workspace or currency"
      );
      client = r.body;
    });
    check("getClient, listClients (by workspace) and updateClient: the client as created, then renamed", async () => {
      need(client, "createClient did not pass");
      const ctx2 = context();
      const got = await ctx2.proxy(`/api/v1/clients/${String(client.id)}`, { token: ctx2.apiKey });
      expectOk(got);
      same(got.body, client, `getClient differs from the 201
${got.describe()}`);
      const list = await ctx2.proxy(`/api/v1/clients?workspace_id=${workspace}`, { token: ctx2.apiKey });
      expectOk(list);
      same(
        list.body.data.map((c) => c.id),
        [client.id],
        `listClients of the kit's workspace
${list.describe()}`
      );
      const renamed = await ctx2.proxy(`/api/v1/clients/${String(client.id)}`, {
        method: "PATCH",
        token: ctx2.apiKey,
        body: { name: `${ctx2.runName} renamed` }
      });
      expectOk(renamed);
      ensure(renamed.body.name === `${ctx2.runName} renamed`, renamed, "the name did not change");
    });
    check("another organization: 404 client_not_found for the client", async () => {
      need(client, "createClient did not pass");
      const ctx2 = context();
      const other = secondKey("clients:read");
      expectError(await ctx2.proxy(`/api/v1/clients/${String(client.id)}`, { token: other }), 404, "client_not_found", {
        param: "client_id"
      });
    });
    const ctx0 = context();
    for (const s of skillsOf(ctx0.doc).filter((x) => x.writes)) {
      for (const ex of s.examples) {
        const ids = namedIds(ex.value);
        if (ids.length !== 1 || ids[0] !== "client_id") continue;
        check(
          `${s.name} (${s.operationId}, writes): example ${ex.key} into the kit's client answers 200 with the invocation result`,
          async () => {
            need(client, "createClient did not pass");
            const ctx2 = context();
            const r = await ctx2.proxy(s.path, { token: ctx2.apiKey, body: withClient(ex.value, String(client.id)) });
            if (!holds(ctx2.me, s.permission)) {
              expectInsufficientScope(r, s.permission);
              return;
            }
            expectOk(r, 200, ctx2.doc.info.version);
            ensure(r.body.skill === s.name, r, `result names skill ${String(r.body.skill)}`);
            ensure(
              Array.isArray(r.body.output?.stub_fields) && Array.isArray(r.body.output?.warnings),
              r,
              "output lacks the stub_fields and warnings lists"
            );
          }
        );
      }
    }
    check(
      "archiveWorkspace POST /api/v1/workspaces/{id}/archive: 200 archived; it then takes no new client (409 workspace_archived)",
      async () => {
        need(workspace, "createWorkspace did not pass");
        const ctx2 = context();
        const r = await ctx2.proxy(`/api/v1/workspaces/${workspace}/archive`, { method: "POST", token: ctx2.apiKey });
        expectOk(r);
        ensure(typeof r.body.archived_at === "string", r, "no archived_at");
        ctx2.resources.removed("workspace", workspace, "archived");
        const refused = await ctx2.proxy("/api/v1/clients", {
          token: ctx2.apiKey,
          body: { name: ctx2.runName, currency: "AUD", workspace_id: workspace }
        });
        if (refused.status === 201)
          ctx2.notes.push(`a second client ${String(refused.body?.id)} was created in the archived workspace`);
        expectError(refused, 409, "workspace_archived");
      }
    );
  });
}

// src/suites/errors.ts
import { describe as describe5 } from "node:test";
var UNKNOWN_KEY = `sk_${"0".repeat(49)}`;
function errorChecks() {
  describe5("errors", () => {
    check("404 route_not_found for an unknown path, with and without a key (direct)", async () => {
      const ctx2 = context();
      expectError(await ctx2.direct("/api/v1/contract-kit-no-such-route"), 404, "route_not_found");
      expectError(
        await ctx2.direct("/api/v1/connect-keys/x/contract-kit", { token: ctx2.apiKey }),
        404,
        "route_not_found"
      );
    });
    check("405 method_not_allowed with Allow: GET, HEAD for POST /health (direct)", async () => {
      const r = await context().direct("/health", { method: "POST" });
      expectError(r, 405, "method_not_allowed");
      same((r.headers.get("allow") ?? "").split(/,\s*/).sort(), ["GET", "HEAD"], `Allow
${r.describe()}`);
    });
    check("401 auth_required without a credential, with a Bearer challenge and no error= (direct)", async () => {
      const r = await context().direct("/api/v1/auth/me");
      expectError(r, 401, "auth_required", { param: null });
      ensure(
        !(r.headers.get("www-authenticate") ?? "").includes("error="),
        r,
        "the challenge without a credential names an error"
      );
    });
    check("401 invalid_token for a key the target never issued", async () => {
      expectError(await context().proxy("/api/v1/auth/me", { token: UNKNOWN_KEY }), 401, "invalid_token");
    });
    check(
      "400 invalid_service_version for an unsupported and a malformed Service-Version, listing the supported dates",
      async () => {
        const ctx2 = context();
        const r = await ctx2.proxy("/health", { headers: { "Service-Version": "1999-01-01" } });
        const e = expectError(r, 400, "invalid_service_version", { param: "Service-Version" });
        same(e.supported_versions, supportedVersionsOf(ctx2.doc), `supported_versions
${r.describe()}`);
        expectError(
          await ctx2.proxy("/openapi.json", { headers: { "Service-Version": "latest" } }),
          400,
          "invalid_service_version",
          { param: "Service-Version" }
        );
        expectError(
          await ctx2.proxy("/api/v1/auth/me", { token: ctx2.apiKey, headers: { "Service-Version": "2099-12-31" } }),
          400,
          "invalid_service_version",
          { param: "Service-Version" }
        );
      }
    );
    check("422 validation_error naming a query parameter out of range", async () => {
      const ctx2 = context();
      need(ctx2.me, "getMe did not pass");
      expectValidationError(await ctx2.proxy("/api/v1/skills?limit=0", { token: ctx2.apiKey }), "limit", "query");
      expectValidationError(await ctx2.proxy("/api/v1/skills?offset=-1", { token: ctx2.apiKey }), "offset", "query");
    });
  });
}

// src/suites/idempotency.ts
import { describe as describe6 } from "node:test";
function idempotencyChecks() {
  describe6("idempotency", () => {
    check(
      "createConnectKey with Idempotency-Key: the replay answers the same 201 with X-Idempotent-Replayed: true; another body is 422 idempotency_key_reused",
      async () => {
        needAdmin();
        const ctx2 = context();
        const idem = `${ctx2.runName}-idempotency`;
        const body = { name: ctx2.runName, permissions: [KIT_KEY_PERMISSION], expires_in_days: 1 };
        const first = await ctx2.proxy("/api/v1/connect-keys", {
          token: ctx2.apiKey,
          body,
          headers: { "Idempotency-Key": idem }
        });
        const key = adoptKey(first);
        expectOk(first, 201);
        ensure(first.headers.get("x-idempotent-replayed") !== "true", first, "the first answer says it is a replay");
        const again = await ctx2.proxy("/api/v1/connect-keys", {
          token: ctx2.apiKey,
          body,
          headers: { "Idempotency-Key": idem }
        });
        const replayed = adoptKey(again);
        expectOk(again, 201);
        ensure(
          again.headers.get("x-idempotent-replayed") === "true",
          again,
          "no X-Idempotent-Replayed: true on the replay"
        );
        ensure(again.headers.get("idempotency-key") === idem, again, "the replay does not echo Idempotency-Key");
        ensure(replayed?.id === key.id && replayed?.value === key.value, again, "the replay made another key");
        const reused = await ctx2.proxy("/api/v1/connect-keys", {
          token: ctx2.apiKey,
          body: { ...body, name: `${ctx2.runName}-other` },
          headers: { "Idempotency-Key": idem }
        });
        adoptKey(reused);
        expectError(reused, 422, "idempotency_key_reused");
        need(key, "no key to delete");
        expectOk(await ctx2.proxy(`/api/v1/connect-keys/${key.id}`, { method: "DELETE", token: ctx2.apiKey }), 204);
        ctx2.resources.removed("connect_key", key.id, "deleted");
      }
    );
  });
}

// src/suites/service.ts
import { describe as describe7 } from "node:test";
function serviceChecks() {
  describe7("service", () => {
    check("getHealth GET /health: 200 without a credential, status ok, the latest Service-Version", async () => {
      const ctx2 = context();
      const r = await ctx2.proxy("/health");
      expectOk(r, 200, ctx2.doc.info.version);
      ensure(r.body.status === "ok", r, 'health status is not "ok"');
      ensure(
        r.body.version === ctx2.doc.info.version,
        r,
        `health names version ${String(r.body.version)}, the document ${ctx2.doc.info.version}`
      );
      ensure(typeof r.body.store?.kind === "string", r, "health does not name its store");
    });
    check("HEAD /health (direct): 200, no body, the headers of GET", async () => {
      const r = await context().direct("/health", { method: "HEAD" });
      expectOk(r);
      ensure(r.text === "", r, "a HEAD answer with a body");
      ensure(r.headers.get("x-correlation-id"), r, "a HEAD answer without X-Correlation-Id");
    });
    check("getOpenApi GET /openapi.json: 200, OpenAPI 3.1, the document the run started from", async () => {
      const ctx2 = context();
      const r = await ctx2.proxy("/openapi.json");
      expectOk(r);
      ensure(/^3\.1\./.test(String(r.body?.openapi)), r, "not an OpenAPI 3.1 document");
      same(r.body, ctx2.doc, "the served document changed during the run");
    });
    check("Service-Version: a pinned supported date is echoed; absent, the latest", async () => {
      const ctx2 = context();
      const pinned = await ctx2.proxy("/health", { headers: { "Service-Version": ctx2.doc.info.version } });
      expectOk(pinned, 200, ctx2.doc.info.version);
      const absent = await ctx2.proxy("/openapi.json");
      expectOk(absent, 200, ctx2.doc.info.version);
    });
  });
}

// src/suites/skills.ts
import { describe as describe8 } from "node:test";
function expectInvocation(r, skill, version) {
  expectOk(r, 200, version);
  same(
    Object.keys(r.body ?? {}).sort(),
    ["correlation_id", "output", "skill"],
    `invocation result members
${r.describe()}`
  );
  ensure(r.body.skill === skill, r, `result names skill ${String(r.body.skill)}`);
  ensure(r.body.correlation_id === r.headers.get("x-correlation-id"), r, "correlation_id differs from X-Correlation-Id");
  ensure(
    Array.isArray(r.body.output?.stub_fields) && Array.isArray(r.body.output?.warnings),
    r,
    "output lacks the stub_fields and warnings lists"
  );
}
var selfContained = (s) => s.examples.find((e) => namedIds(e.value).length === 0);
function skillChecks() {
  const ctx2 = context();
  const skills = skillsOf(ctx2.doc);
  const invoked = skills.filter((s) => !s.writes && !(ctx2.options.skipAdvisory && s.advisory));
  const writes = skills.filter((s) => s.writes);
  if (!ctx2.options.allowWrites && writes.length)
    ctx2.notes.push(`${writes.length} write skills not invoked (read-only run)`);
  if (ctx2.options.skipAdvisory)
    ctx2.notes.push(
      `${skills.filter((s) => !s.writes && s.advisory).length} advisory skills not invoked (--skip-advisory)`
    );
  describe8("skills", () => {
    check(
      `listSkills GET /api/v1/skills: the ${skills.length} skills of the document, sorted, with slug, permission and invoke link`,
      async () => {
        const listed = [];
        for (let offset = 0; ; offset += 100) {
          const r = await ctx2.proxy(`/api/v1/skills?limit=100&offset=${offset}`, { token: ctx2.apiKey });
          expectOk(r, 200, ctx2.doc.info.version);
          listed.push(...r.body.skills);
          if (!r.body.has_more) break;
          ensure(offset < 1e4, r, "has_more never ends");
        }
        const names = listed.map((s) => String(s.name));
        same(
          names,
          [...names].sort((a, b) => a.localeCompare(b)),
          "listSkills is not sorted by name"
        );
        same(
          names,
          skills.map((s) => s.name),
          "listSkills and the document name different skills"
        );
        for (const s of skills) {
          const item = listed.find((x) => x.name === s.name);
          same(
            [item.slug, item.permission, item.links?.invoke],
            [s.slug, s.permission, s.path],
            `listSkills entry of ${s.name}`
          );
        }
      }
    );
    check("listSkills: limit and offset page the catalogue, with has_more", async () => {
      const first = await ctx2.proxy("/api/v1/skills?limit=1", { token: ctx2.apiKey });
      expectOk(first);
      ensure(
        first.body.skills.length === Math.min(1, skills.length) && first.body.has_more === skills.length > 1,
        first,
        "limit=1 page"
      );
      const last = await ctx2.proxy(`/api/v1/skills?limit=1&offset=${Math.max(0, skills.length - 1)}`, {
        token: ctx2.apiKey
      });
      expectOk(last);
      ensure(last.body.has_more === false, last, "the last page says has_more");
    });
    for (const s of invoked) {
      for (const ex of s.examples) {
        const ids = namedIds(ex.value);
        check(
          `${s.name} (${s.operationId}): example ${ex.key} answers 200${ids.length ? `, or 404 for the ${ids.join(", ")} it names` : ""}`,
          async (t) => {
            need(ctx2.me, "getMe did not pass");
            const r = await ctx2.proxy(s.path, { token: ctx2.apiKey, body: ex.value });
            if (!holds(ctx2.me, s.permission)) {
              expectInsufficientScope(r, s.permission);
              t.diagnostic(`the key lacks ${s.permission}: 403 checked`);
              return;
            }
            if (r.status === 200) {
              expectInvocation(r, s.name, ctx2.doc.info.version);
              return;
            }
            const code = String(r.body?.error?.code ?? "");
            if (ids.length && (r.status === 404 || r.status === 422) && code.endsWith("_not_found")) {
              expectError(r, r.status, code);
              t.diagnostic(
                `${r.status} ${code}: this organization does not hold the ${ids.join(", ")} the example names`
              );
              return;
            }
            fail(
              r,
              `expected 200${ids.length ? ` or a 404 *_not_found for the ${ids.join(", ")} the example names` : ""}`
            );
          }
        );
      }
      if (!s.examples.length) ctx2.notes.push(`${s.name} has no request example in the document: not invoked`);
    }
    if (ctx2.options.allowWrites) {
      for (const s of writes) {
        if (!s.firstRequired) continue;
        check(
          `${s.name} (${s.operationId}, writes): 422 validation_error naming ${s.firstRequired} for {} `,
          async () => {
            need(ctx2.me, "getMe did not pass");
            const r = await ctx2.proxy(s.path, { token: ctx2.apiKey, body: {} });
            if (!holds(ctx2.me, s.permission)) {
              expectInsufficientScope(r, s.permission);
              return;
            }
            expectValidationError(r, s.firstRequired);
          }
        );
      }
    }
    const bySlug = invoked.find((s) => selfContained(s));
    check(
      `invokeSkillByNameOrSlug POST /api/v1/skills/{skill}/invoke: 200 by slug${bySlug ? ` (${bySlug.slug})` : ""}`,
      async () => {
        need(bySlug, "no read-only skill has an example naming no resource");
        need(holds(ctx2.me, bySlug.permission), `the key lacks ${bySlug.permission}`);
        const r = await ctx2.proxy(`/api/v1/skills/${bySlug.slug}/invoke`, {
          token: ctx2.apiKey,
          body: selfContained(bySlug).value
        });
        expectInvocation(r, bySlug.name, ctx2.doc.info.version);
      }
    );
    check("invokeSkillByNameOrSlug: 404 skill_not_found for an unknown skill, naming param skill", async () => {
      const r = await ctx2.proxy("/api/v1/skills/contract-kit.no-such-skill/invoke", { token: ctx2.apiKey, body: {} });
      expectError(r, 404, "skill_not_found", { param: "skill" });
    });
  });
}

// src/suites/teardown.ts
import { describe as describe9 } from "node:test";
function teardownChecks() {
  describe9("teardown", () => {
    check("every resource the run created is removed", async (t) => {
      const ctx2 = context();
      const problems = await removeLeftovers(ctx2.resources, ctx2.apiKey, ctx2.proxy);
      if (problems.length) throw new Error(`could not remove:
${problems.join("\n")}`);
      t.diagnostic(`${ctx2.resources.all.length} resources created and removed`);
    });
    check(
      "nothing the run created is left: keys revoked, endpoints gone, workspaces archived, no live resource named for the run",
      async () => {
        const ctx2 = context();
        need(ctx2.options.allowWrites, "a read-only run creates nothing");
        for (const r of ctx2.resources.all) {
          if (r.kind === "connect_key") {
            const got = await ctx2.proxy(`/api/v1/connect-keys/${encodeURIComponent(r.id)}`, { token: ctx2.apiKey });
            expectOk(got);
            ensure(typeof got.body.revoked_at === "string", got, "a key the run made is not revoked");
          } else if (r.kind === "webhook_endpoint") {
            expectError(
              await ctx2.proxy(`/api/v1/webhooks/endpoints/${encodeURIComponent(r.id)}`, { token: ctx2.apiKey }),
              404,
              "webhook_endpoint_not_found"
            );
          } else {
            const got = await ctx2.proxy(`/api/v1/workspaces/${encodeURIComponent(r.id)}`, { token: ctx2.apiKey });
            expectOk(got);
            ensure(typeof got.body.archived_at === "string", got, "a workspace the run made is not archived");
          }
        }
        if (!ctx2.resources.all.length) return;
        const keys = await ctx2.proxy("/api/v1/connect-keys?limit=100", { token: ctx2.apiKey });
        expectOk(keys);
        ensure(
          !keys.body.data.some(
            (k) => k.name === ctx2.runName && k.revoked_at === null
          ),
          keys,
          "a live key carries the run's name"
        );
        const endpoints = await ctx2.proxy("/api/v1/webhooks/endpoints?limit=100", { token: ctx2.apiKey });
        expectOk(endpoints);
        ensure(
          !endpoints.body.data.some(
            (e) => (e.description ?? "").startsWith(ctx2.runName)
          ),
          endpoints,
          "an endpoint carries the run's name"
        );
      }
    );
    check(
      "rate limits: every answer of the run carried consistent rate-limit headers (throttling reported apart)",
      (t) => {
        const ctx2 = context();
        if (ctx2.throttle.answers === 0) throw new Error("no answer of the target was seen");
        t.diagnostic(
          `${ctx2.throttle.answers} answers checked; ${ctx2.throttle.events.length} throttle answers; waited ${(ctx2.throttle.waitedMs / 1e3).toFixed(1)} s; ${ctx2.throttledChecks.length} checks skipped as throttled`
        );
      }
    );
  });
}

// src/suites/webhooks.ts
import { describe as describe10 } from "node:test";
var ENDPOINTS = "/api/v1/webhooks/endpoints";
var PREFERRED_EVENT = "workstream.run.cancelled";
function webhookChecks() {
  describe10("webhooks", () => {
    let eventType = null;
    let endpoint = null;
    check("listWebhookEventTypes GET /v1/webhooks/event-types: 200, the catalogue", async () => {
      needAdmin();
      const ctx2 = context();
      const r = await ctx2.proxy("/v1/webhooks/event-types", { token: ctx2.apiKey });
      expectOk(r);
      const usable = r.body.data.filter((e) => !e.reserved && !e.deprecated && e.alias_of === null);
      ensure(usable.length > 0, r, "no event type can be subscribed to");
      eventType = usable.find((e) => e.type === PREFERRED_EVENT)?.type ?? usable[0].type;
    });
    check(`createWebhookEndpoint POST ${ENDPOINTS}: 201 with a one-time whsec_ secret`, async () => {
      need(eventType, "listWebhookEventTypes did not pass");
      const ctx2 = context();
      const url = ctx2.options.webhookUrl ?? `https://example.com/contract-kit/${ctx2.runName}`;
      const r = await ctx2.proxy(ENDPOINTS, {
        token: ctx2.apiKey,
        body: { url, event_types: [eventType], description: ctx2.runName, enabled: false }
      });
      if (r.status === 201 && typeof r.body?.id === "string") {
        ctx2.resources.add("webhook_endpoint", r.body.id);
        hideSecret(r.body.secret);
      }
      expectOk(r, 201);
      ensure(/^whsec_/.test(String(r.body.secret)), r, "no whsec_ secret");
      ensure(r.body.description === ctx2.runName && r.body.enabled === false, r, "description or enabled");
      same(r.body.event_types, [eventType], `event_types of the new endpoint
${r.describe()}`);
      const { secret: _s, ...rest } = r.body;
      endpoint = rest;
    });
    check("getWebhookEndpoint and listWebhookEndpoints: the endpoint as created, without its secret", async () => {
      need(endpoint, "createWebhookEndpoint did not pass");
      const ctx2 = context();
      const got = await ctx2.proxy(`${ENDPOINTS}/${String(endpoint.id)}`, { token: ctx2.apiKey });
      expectOk(got);
      same(got.body, endpoint, `getWebhookEndpoint differs from the 201
${got.describe()}`);
      let found = false;
      for (let offset = 0; !found; offset += 100) {
        const list = await ctx2.proxy(`${ENDPOINTS}?limit=100&offset=${offset}`, { token: ctx2.apiKey });
        expectOk(list);
        found = list.body.data.some((e) => e.id === endpoint.id);
        if (!list.body.has_more) break;
      }
      ensure(found, got, "the endpoint is not listed");
    });
    check(
      "updateWebhookEndpoint, rotateWebhookSecret and listWebhookDeliveries: 200 each; no delivery to a disabled endpoint",
      async () => {
        need(endpoint, "createWebhookEndpoint did not pass");
        const ctx2 = context();
        const id = String(endpoint.id);
        const patched = await ctx2.proxy(`${ENDPOINTS}/${id}`, {
          method: "PATCH",
          token: ctx2.apiKey,
          body: { description: `${ctx2.runName} updated` }
        });
        expectOk(patched);
        ensure(
          patched.body.description === `${ctx2.runName} updated` && patched.body.enabled === false,
          patched,
          "description or enabled"
        );
        const rotated = await ctx2.proxy(`${ENDPOINTS}/${id}/rotate-secret`, {
          method: "POST",
          token: ctx2.apiKey,
          body: { grace_period_hours: 0 }
        });
        hideSecret(rotated.body?.secret);
        expectOk(rotated);
        ensure(/^whsec_/.test(String(rotated.body.secret)), rotated, "no new secret");
        const deliveries = await ctx2.proxy(`${ENDPOINTS}/${id}/deliveries`, { token: ctx2.apiKey });
        expectOk(deliveries);
        same(deliveries.body.data, [], `deliveries to a disabled endpoint
${deliveries.describe()}`);
      }
    );
    check("another organization: 404 webhook_endpoint_not_found for the endpoint", async () => {
      need(endpoint, "createWebhookEndpoint did not pass");
      const ctx2 = context();
      const other = secondKey("administer");
      expectError(
        await ctx2.proxy(`${ENDPOINTS}/${String(endpoint.id)}`, { token: other }),
        404,
        "webhook_endpoint_not_found",
        { param: "endpoint_id" }
      );
    });
    check(`deleteWebhookEndpoint DELETE ${ENDPOINTS}/{id}: 204, idempotent, then 404`, async () => {
      need(endpoint, "createWebhookEndpoint did not pass");
      const ctx2 = context();
      const id = String(endpoint.id);
      expectOk(await ctx2.proxy(`${ENDPOINTS}/${id}`, { method: "DELETE", token: ctx2.apiKey }), 204);
      ctx2.resources.removed("webhook_endpoint", id, "deleted");
      expectOk(await ctx2.proxy(`${ENDPOINTS}/${id}`, { method: "DELETE", token: ctx2.apiKey }), 204);
      expectError(await ctx2.proxy(`${ENDPOINTS}/${id}`, { token: ctx2.apiKey }), 404, "webhook_endpoint_not_found", {
        param: "endpoint_id"
      });
    });
  });
}

// src/checks.ts
var SUITE_CHECKS = {
  service: serviceChecks,
  auth: authChecks,
  errors: errorChecks,
  skills: skillChecks,
  tenancy: tenancyChecks,
  keys: keyChecks,
  idempotency: idempotencyChecks,
  clients: clientChecks,
  webhooks: webhookChecks
};
var ctx = openRun();
var wanted = (s) => s === "auth" || !ctx.options.only || ctx.options.only.includes(s);
var writesWanted = WRITE_SUITES.filter(wanted);
for (const [suite, register] of Object.entries(SUITE_CHECKS)) {
  if (!wanted(suite)) continue;
  if (WRITE_SUITES.includes(suite) && !ctx.options.allowWrites) continue;
  register();
}
if (!ctx.options.allowWrites && writesWanted.length) {
  describe11("writes", () => {
    it2(`${writesWanted.join(", ")}: not run (read-only; pass --allow-writes)`, (t) => {
      t.skip("read-only run");
    });
  });
}
teardownChecks();
