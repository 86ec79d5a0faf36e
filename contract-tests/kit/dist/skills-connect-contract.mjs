#!/usr/bin/env node
import {
  KIT_VERSION,
  NODE_FLOOR,
  RUN_FILE_ENV,
  Resources,
  SERVICE_VERSION,
  SUITES,
  SpecOperations,
  ThrottleState,
  createKitClient,
  hideSecret,
  readState,
  redact,
  removeLeftovers,
  supportedVersionsOf
} from "./lib/chunk-QPZSYT4O.mjs";

// src/main.ts
import fs2 from "node:fs";
import os2 from "node:os";
import path2 from "node:path";
import { run } from "node:test";
import { junit, spec } from "node:test/reporters";
import { fileURLToPath } from "node:url";

// ../support/prism.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
var require2 = createRequire(import.meta.url);
function prismEntry() {
  const pkg = require2.resolve("@stoplight/prism-cli/package.json");
  const bin = JSON.parse(fs.readFileSync(pkg, "utf8")).bin.prism;
  if (!bin) throw new Error("@stoplight/prism-cli declares no prism bin");
  return path.join(path.dirname(pkg), bin);
}
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var live = /* @__PURE__ */ new Set();
process.once("exit", () => {
  for (const c of live) c.kill("SIGKILL");
});
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    live.delete(child);
    return;
  }
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3e3);
  await exited;
  clearTimeout(timer);
  live.delete(child);
}
async function startOnce(specFile, o, port) {
  const args = [
    prismEntry(),
    "proxy",
    specFile,
    o.upstream,
    "--errors",
    // response violations of severity Error become 500 VIOLATIONS
    "--validate-request",
    "false",
    // forward invalid requests: our server must answer them, not Prism
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--cors",
    "false",
    // no permissive CORS headers added to our responses
    "--verboseLevel",
    "warn"
  ];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...o.env ?? process.env, FORCE_COLOR: "0", NO_COLOR: "1" }
  });
  live.add(child);
  let out = "";
  const keep = (d) => {
    out = (out + d.toString("utf8")).slice(-2e4);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (o.startTimeoutMs ?? 45e3);
  const readiness = o.readinessPath ?? "/health";
  for (; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) {
      live.delete(child);
      throw new Error(`prism exited (${child.exitCode ?? child.signalCode}) before it was ready:
${out}`);
    }
    try {
      const r = await fetch(url + readiness, { signal: AbortSignal.timeout(2e3) });
      await r.arrayBuffer();
      if (r.headers.get("x-correlation-id")) break;
    } catch {
    }
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`prism did not become ready on ${url} within ${o.startTimeoutMs ?? 45e3} ms:
${out}`);
    }
    await sleep(100);
  }
  return { url, output: () => out, close: () => stop(child) };
}
function startPrismProxy(o) {
  return onFreePort(o.spec, (specFile, port) => startOnce(specFile, o, port));
}
async function onFreePort(spec2, start) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-prism-"));
  const specFile = path.join(dir, "openapi.json");
  fs.writeFileSync(specFile, JSON.stringify(spec2, null, 2));
  let last;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const p = await start(specFile, await freePort());
      return {
        ...p,
        async close() {
          await p.close();
          fs.rmSync(dir, { recursive: true, force: true });
        }
      };
    } catch (e) {
      last = e;
      if (!/EADDRINUSE/.test(String(e))) break;
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  throw last;
}

// src/cleanup.ts
var RUN_NAME = /^contract-kit-[0-9a-z]+(\b|$)/;
async function all(client, token, path3, member) {
  const rows = [];
  for (let offset = 0; ; offset += 100) {
    const r = await client(`${path3}${path3.includes("?") ? "&" : "?"}limit=100&offset=${offset}`, { token });
    if (r.status !== 200) throw new Error(`GET ${path3} answered ${r.status}
${r.describe()}`);
    rows.push(...r.body[member]);
    if (!r.body.has_more || offset > 1e5) return rows;
  }
}
async function runCleanup(o, log) {
  const client = createKitClient({
    baseUrl: o.baseUrl,
    via: "direct",
    operations: new SpecOperations({ paths: {} }),
    throttle: new ThrottleState(300),
    skewS: 60,
    timeoutMs: o.requestTimeoutS * 1e3
  });
  const cutoff = Date.now() - o.olderThanMs;
  const old = (row) => Date.parse(row.created_at) <= cutoff;
  const me = await client("/api/v1/auth/me", { token: o.apiKey });
  if (me.status !== 200) {
    log(`cannot identify the key: GET /api/v1/auth/me answered ${me.status}`);
    return 2;
  }
  const plan = [];
  for (const k of await all(client, o.apiKey, "/api/v1/connect-keys", "data")) {
    if (RUN_NAME.test(String(k.name)) && k.revoked_at === null && k.id !== me.body.key_id && old(k)) {
      plan.push({
        kind: "connect_key",
        row: k,
        label: String(k.name),
        method: "DELETE",
        path: `/api/v1/connect-keys/${encodeURIComponent(k.id)}`,
        ok: 204,
        verb: "delete"
      });
    }
  }
  for (const e of await all(client, o.apiKey, "/api/v1/webhooks/endpoints", "data")) {
    if (RUN_NAME.test(String(e.description ?? "")) && old(e)) {
      plan.push({
        kind: "webhook_endpoint",
        row: e,
        label: String(e.description),
        method: "DELETE",
        path: `/api/v1/webhooks/endpoints/${encodeURIComponent(e.id)}`,
        ok: 204,
        verb: "delete"
      });
    }
  }
  for (const w of await all(client, o.apiKey, "/api/v1/workspaces", "data")) {
    if (RUN_NAME.test(String(w.name)) && w.archived_at === null && old(w)) {
      plan.push({
        kind: "workspace",
        row: w,
        label: String(w.name),
        method: "POST",
        path: `/api/v1/workspaces/${encodeURIComponent(w.id)}/archive`,
        ok: 200,
        verb: "archive"
      });
    }
  }
  let failed = 0;
  for (const p of plan) {
    const what = `${p.kind} ${p.row.id} ${p.label} (created ${p.row.created_at})`;
    if (o.dryRun) {
      log(`would ${p.verb} ${what}`);
      continue;
    }
    const r = await client(p.path, { method: p.method, token: o.apiKey });
    if (r.status === p.ok) log(`${p.verb}d ${what}`);
    else {
      failed++;
      log(`could not ${p.verb} ${what}: ${r.status}
${r.describe()}`);
    }
  }
  const clients = (await all(client, o.apiKey, "/api/v1/clients", "data")).filter((c) => RUN_NAME.test(String(c.name)));
  if (clients.length)
    log(
      `${clients.length} clients named contract-kit-\u2026 remain: the API deletes no client (each is in an archived contract-kit workspace once its run or this cleanup archived it)`
    );
  log(
    `${o.dryRun ? "would remove" : "removed"} ${plan.length - failed} of ${plan.length} leftovers older than ${Math.round(o.olderThanMs / 6e4)} min${failed ? `; ${failed} failed` : ""}`
  );
  return failed ? 1 : 0;
}

// src/options.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var USAGE = `Usage:
  skills-connect-contract [options]            run the contract checks against a deployment
  skills-connect-contract cleanup [options]    remove what earlier runs left (resources named contract-kit-<runid>)

Target and credentials (options, or the environment):
  --base-url <url>          the deployment's origin, e.g. https://api.example.com        (SKC_BASE_URL)
  --api-key <sk_\u2026>          an API key of the organization to check                      (SKC_API_KEY)
  --second-api-key <sk_\u2026>   a key of another organization, for cross-tenant 404 checks   (SKC_SECOND_API_KEY)

Run options:
  --allow-writes            also create (and remove) a connect key, a workspace with a client, a webhook endpoint,
                            and check an Idempotency-Key replay; without it only reads are sent
  --junit <file>            write JUnit XML there
  --har <file>              write every request and answer of the run there (HAR 1.2, secrets cut), each naming its check
  --only <suites>           comma-separated: ${SUITES.join(", ")}
  --webhook-url <https url> the (disabled) endpoint's URL with --allow-writes (default https://example.com/contract-kit/<runid>)
  --skip-advisory           do not invoke advisory skills (they may call the deployment's model provider)
  --max-throttle-wait <s>   seconds the run may spend waiting out rate limits in all (default 300)
  --clock-skew <s>          tolerated clock difference with the target for X-RateLimit-Reset (default 5)
  --request-timeout <s>     per request (default 60)
  --ignore-version          run even though the target serves a Service-Version this kit was not built for

Cleanup options:
  --older-than <duration>   only what was created longer ago than this: 30m, 2h, 1d, 0 for all (default 1h)
  --dry-run                 list what would be removed, remove nothing

  -h, --help                this text
  --version                 the kit's version and the Service-Version it checks

Exit status: 0 passed; 1 a check failed; 2 usage error or the run could not start; 3 the target's Service-Version is
not the kit's; 4 nothing failed but throttling kept checks from running.`;
function seconds(name, v, dflt) {
  if (v === void 0) return dflt;
  if (!/^\d+(\.\d+)?$/.test(v)) throw new UsageError(`--${name} takes a number of seconds, not ${JSON.stringify(v)}`);
  return Number(v);
}
function duration(v) {
  if (v === "0") return 0;
  const m = /^(\d+)(s|m|h|d)$/.exec(v);
  if (!m) throw new UsageError(`--older-than takes a duration such as 30m, 2h or 1d (or 0), not ${JSON.stringify(v)}`);
  return Number(m[1]) * { s: 1e3, m: 6e4, h: 36e5, d: 864e5 }[m[2]];
}
function baseUrl(v) {
  if (!v) throw new UsageError("no target: pass --base-url or set SKC_BASE_URL");
  let u;
  try {
    u = new URL(v);
  } catch {
    throw new UsageError(`--base-url is not a URL: ${JSON.stringify(v)}`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new UsageError("--base-url must be http:// or https://");
  if (u.username || u.password) throw new UsageError("--base-url must not carry credentials");
  if (u.pathname !== "/" && u.pathname !== "" || u.search || u.hash)
    throw new UsageError("--base-url must be an origin (scheme, host and port), without a path, query or fragment");
  return u.origin;
}
function parseOptions(argv, env) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.replace(/\. To specify a positional.*$/s, "") : String(e));
  }
  const { values: v, positionals } = parsed;
  if (v.help) return { command: "help" };
  if (v.version) return { command: "version" };
  const command = positionals[0] ?? "run";
  if (command !== "run" && command !== "cleanup")
    throw new UsageError(`unknown command ${JSON.stringify(command)} (commands: run, cleanup)`);
  if (positionals.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1])}`);
  const apiKey = v["api-key"] ?? env.SKC_API_KEY;
  if (!apiKey) throw new UsageError("no API key: set SKC_API_KEY (or pass --api-key)");
  const secondApiKey = v["second-api-key"] ?? env.SKC_SECOND_API_KEY ?? null;
  if (secondApiKey !== null && secondApiKey === apiKey)
    throw new UsageError("--second-api-key is the same key as --api-key");
  const common = {
    baseUrl: baseUrl(v["base-url"] ?? env.SKC_BASE_URL),
    apiKey,
    secondApiKey: secondApiKey || null
  };
  const requestTimeoutS = seconds("request-timeout", v["request-timeout"], 60);
  if (command === "cleanup") {
    for (const o of [
      "allow-writes",
      "junit",
      "har",
      "only",
      "webhook-url",
      "skip-advisory",
      "max-throttle-wait",
      "ignore-version"
    ]) {
      if (v[o] !== void 0) throw new UsageError(`--${o} is an option of a run, not of cleanup`);
    }
    return {
      command,
      ...common,
      olderThanMs: duration(v["older-than"] ?? "1h"),
      dryRun: Boolean(v["dry-run"]),
      requestTimeoutS
    };
  }
  for (const o of ["older-than", "dry-run"])
    if (v[o] !== void 0) throw new UsageError(`--${o} is an option of cleanup`);
  let only = null;
  if (v.only !== void 0) {
    only = v.only.split(",").map((s) => s.trim()).filter(Boolean);
    const bad = only.filter((s) => !SUITES.includes(s));
    if (bad.length || !only.length)
      throw new UsageError(`--only takes suites among ${SUITES.join(", ")}; not ${bad.join(", ") || "(none)"}`);
  }
  const webhookUrl = v["webhook-url"] ?? null;
  if (webhookUrl !== null && !/^https:\/\//.test(webhookUrl))
    throw new UsageError("--webhook-url must be an https:// URL");
  return {
    command,
    ...common,
    run: {
      baseUrl: common.baseUrl,
      allowWrites: Boolean(v["allow-writes"]),
      only,
      junit: v.junit ?? null,
      har: v.har ?? null,
      webhookUrl,
      skipAdvisory: Boolean(v["skip-advisory"]),
      maxThrottleWaitS: seconds("max-throttle-wait", v["max-throttle-wait"], 300),
      clockSkewS: seconds("clock-skew", v["clock-skew"], 5),
      requestTimeoutS,
      ignoreVersion: Boolean(v["ignore-version"])
    }
  };
}
var OPTIONS = {
  "base-url": { type: "string" },
  "api-key": { type: "string" },
  "second-api-key": { type: "string" },
  "allow-writes": { type: "boolean" },
  junit: { type: "string" },
  har: { type: "string" },
  only: { type: "string" },
  "webhook-url": { type: "string" },
  "skip-advisory": { type: "boolean" },
  "max-throttle-wait": { type: "string" },
  "clock-skew": { type: "string" },
  "request-timeout": { type: "string" },
  "ignore-version": { type: "boolean" },
  "older-than": { type: "string" },
  "dry-run": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" }
};

// src/main.ts
var say = (line) => {
  process.stderr.write(`${redact(line)}
`);
};
function olderNode(version, floor) {
  const [a, b] = [version.split(".").map(Number), floor.split(".").map(Number)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}
function checksFile() {
  const here = path2.dirname(fileURLToPath(import.meta.url));
  for (const f of ["checks.mjs", "../checks.mjs", "checks.ts"])
    if (fs2.existsSync(path2.join(here, f))) return path2.resolve(here, f);
  throw new Error(`checks file not found beside ${here}`);
}
async function fetchDocument(baseUrl2, timeoutMs) {
  let res;
  try {
    res = await fetch(`${baseUrl2}/openapi.json`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new Error(
      `cannot reach ${baseUrl2}/openapi.json: ${e instanceof Error ? `${e.message}${e.cause ? ` (${String(e.cause)})` : ""}` : String(e)}`
    );
  }
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${baseUrl2}/openapi.json answered ${res.status}: ${text.slice(0, 300)}`);
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new Error(`${baseUrl2}/openapi.json is not JSON: ${text.slice(0, 300)}`);
  }
  if (!doc || typeof doc.openapi !== "string" || typeof doc.info?.version !== "string" || typeof doc.paths !== "object") {
    throw new Error(`${baseUrl2}/openapi.json is not an OpenAPI document`);
  }
  return doc;
}
function prismEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(SKC_|npm_)/i.test(k)));
}
async function runChecks(o) {
  const opts = o.run;
  let doc;
  try {
    doc = await fetchDocument(o.baseUrl, opts.requestTimeoutS * 1e3);
  } catch (e) {
    say(`skills-connect-contract: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const served = doc.info.version;
  const notes = [];
  if (served !== SERVICE_VERSION) {
    const supported = supportedVersionsOf(doc);
    const why = `${o.baseUrl} serves Service-Version ${served} (supported: ${supported.join(", ")}); this kit (${KIT_VERSION}) checks ${SERVICE_VERSION}`;
    if (!opts.ignoreVersion) {
      say(
        `skills-connect-contract: refusing to run: ${why}. Use the kit release built for ${served}, or pass --ignore-version to run anyway.`
      );
      return 3;
    }
    say(
      `skills-connect-contract: warning: ${why}; running anyway (--ignore-version): failures may be the kit's, not the target's`
    );
    notes.push(`ran with --ignore-version: target ${served}, kit ${SERVICE_VERSION}`);
  }
  const runName = `contract-kit-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let prism;
  try {
    prism = await startPrismProxy({
      spec: doc,
      upstream: o.baseUrl,
      readinessPath: "/health",
      env: prismEnv(),
      startTimeoutMs: 6e4
    });
  } catch (e) {
    say(
      `skills-connect-contract: Prism's validating proxy did not start in front of ${o.baseUrl}:
${e instanceof Error ? e.message : String(e)}`
    );
    return 2;
  }
  say(
    `skills-connect-contract ${KIT_VERSION}: ${o.baseUrl} (Service-Version ${served}), ${opts.allowWrites ? `with writes (resources named ${runName})` : "read-only"}, through Prism at ${prism.url}`
  );
  const dir = fs2.mkdtempSync(path2.join(os2.tmpdir(), "skills-connect-contract-"));
  const runFile = {
    options: opts,
    runName,
    prismUrl: prism.url,
    docFile: path2.join(dir, "openapi.json"),
    stateFile: path2.join(dir, "state.json")
  };
  fs2.writeFileSync(runFile.docFile, JSON.stringify(doc), { mode: 384 });
  fs2.writeFileSync(path2.join(dir, "run.json"), JSON.stringify(runFile), { mode: 384 });
  process.env[RUN_FILE_ENV] = path2.join(dir, "run.json");
  process.env.SKC_API_KEY = o.apiKey;
  if (o.secondApiKey) process.env.SKC_SECOND_API_KEY = o.secondApiKey;
  else delete process.env.SKC_SECOND_API_KEY;
  const abort = new AbortController();
  let signalled = null;
  const onSignal = (s) => {
    signalled = s;
    abort.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const tally = { tests: 0, passed: 0, failed: 0, skipped: 0, failing: [] };
  const stream = run({
    files: [checksFile()],
    concurrency: 1,
    signal: abort.signal,
    timeout: (opts.maxThrottleWaitS + opts.requestTimeoutS * 4) * 1e3
  });
  stream.on("test:pass", (d) => {
    if (d.details.type !== "suite") {
      tally.tests++;
      if (d.skip !== void 0 && d.skip !== false) tally.skipped++;
      else tally.passed++;
    }
  });
  stream.on("test:fail", (d) => {
    const error = d.details.error;
    if (d.details.type === "suite" && error?.failureType === "subtestsFailed") return;
    tally.tests++;
    tally.failed++;
    tally.failing.push(d.name);
  });
  const done = [new Promise((resolve) => stream.on("end", () => resolve()))];
  stream.compose(spec).pipe(process.stdout);
  if (opts.junit) {
    fs2.mkdirSync(path2.dirname(path2.resolve(opts.junit)), { recursive: true });
    const file = fs2.createWriteStream(opts.junit);
    stream.compose(junit).pipe(file);
    done.push(
      new Promise((resolve, reject) => {
        file.on("finish", () => resolve());
        file.on("error", reject);
      })
    );
  }
  await Promise.all(done);
  const state = readState(runFile.stateFile) ?? {
    resources: [],
    throttledChecks: [],
    notes: ["the checks process left no state"],
    throttle: { answers: 0, waitedMs: 0, events: [] }
  };
  const resources = new Resources(state.resources);
  const operations = new SpecOperations(doc);
  const leftovers = resources.left().length ? await removeLeftovers(
    resources,
    o.apiKey,
    createKitClient({
      operations,
      throttle: new ThrottleState(120),
      skewS: opts.clockSkewS,
      timeoutMs: opts.requestTimeoutS * 1e3,
      baseUrl: o.baseUrl,
      via: "direct"
    })
  ) : [];
  await prism.close().catch(() => void 0);
  fs2.rmSync(dir, { recursive: true, force: true });
  const throttle = state.throttle;
  const throttledChecks = state.throttledChecks;
  const waited = (throttle.waitedMs / 1e3).toFixed(1);
  say(
    `
${tally.tests} checks: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${throttledChecks.length} of them throttled)`
  );
  say(
    `rate limits: ${throttle.answers} answers checked, ${throttle.events.length} throttle answers (${[...new Set(throttle.events.map((e) => `${e.status} ${e.code}`))].join(", ") || "none"}), ${waited} s waited`
  );
  for (const n of [...notes, ...state.notes]) say(`note: ${n}`);
  if (resources.all.length)
    say(`resources: ${resources.all.length} created, ${resources.all.length - resources.left().length} removed`);
  for (const p of leftovers) say(`LEFT BEHIND: ${p}`);
  if (tally.failing.length) say(`failed: ${tally.failing.join("; ")}`);
  if (throttledChecks.length)
    say(`throttled (not run to the end; the target's rate limits, not its contract): ${throttledChecks.join("; ")}`);
  if (opts.junit) say(`JUnit XML: ${opts.junit}`);
  if (signalled) return signalled === "SIGINT" ? 130 : 143;
  if (tally.failed || leftovers.length) return 1;
  if (tally.tests === 0) {
    say("no check ran");
    return 1;
  }
  if (throttledChecks.length) return 4;
  return 0;
}
async function main(argv) {
  let parsed;
  try {
    parsed = parseOptions(argv, process.env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    say(`skills-connect-contract: ${e.message}

${USAGE}`);
    return 2;
  }
  if (parsed.command === "help") {
    process.stdout.write(`${USAGE}
`);
    return 0;
  }
  if (parsed.command === "version") {
    process.stdout.write(`${KIT_VERSION} (Service-Version ${SERVICE_VERSION})
`);
    return 0;
  }
  if (olderNode(process.versions.node, NODE_FLOOR)) {
    say(
      `skills-connect-contract needs Node.js >= ${NODE_FLOOR} (Prism 5.16's floor); this is ${process.versions.node}. Run it with a newer Node (in GitHub Actions: actions/setup-node with node-version: 24).`
    );
    return 2;
  }
  hideSecret(parsed.apiKey);
  hideSecret(parsed.secondApiKey);
  if (parsed.command === "cleanup") {
    try {
      return await runCleanup(parsed, say);
    } catch (e) {
      say(`skills-connect-contract cleanup: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    }
  }
  return runChecks(parsed);
}
var code = await main(process.argv.slice(2)).catch((e) => {
  say(`skills-connect-contract: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  return 1;
});
process.exitCode = code;
process.stdout.write("", () => process.exit(code));
