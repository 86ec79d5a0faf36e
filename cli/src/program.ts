// The command tree (commander). Each action gets the SDK client from context.ts and writes through io.ts; nothing
// here retries, pages, signs or sets idempotency keys by itself: the SDK does (cli/README.md).
import { createInterface } from 'node:readline/promises'
import { Command, CommanderError, Option } from 'commander'
import { readConfig, writeConfig, configPath } from './config.ts'
import { makeClient, resolve, requireBaseUrl } from './context.ts'
import { buildBody, collect, ordered, type FieldArgs, type FieldSpec } from './fields.ts'
import {
  AuthError,
  CommandFailed,
  describeError,
  EXIT,
  maskKey,
  readAll,
  UsageError,
  type Io,
  type Output,
} from './io.ts'
import { optsOf, out, withOutput, type Ctx } from './kit.ts'
import { SkillsConnect, AuthenticationError, nextOffset, type SkillName } from './sdk.ts'
import { forwardCommand } from './commands/forward.ts'
import { doctorCommand } from './commands/doctor.ts'
import { workstreamsCommands } from './commands/workstreams.ts'

export const CLI_VERSION = '0.1.0'

const int =
  (name: string) =>
  (v: string): number => {
    if (!/^-?\d+$/.test(v)) throw new UsageError(`${name} must be a whole number, not "${v}"`)
    return Number(v)
  }
const num =
  (name: string) =>
  (v: string): number => {
    if (!Number.isFinite(Number(v)) || v.trim() === '') throw new UsageError(`${name} must be a number, not "${v}"`)
    return Number(v)
  }
// commander turns a parsed null into '', so "null" stays a string until the action reads it
const nullableInt =
  (name: string) =>
  (v: string): number | 'null' =>
    v === 'null' ? 'null' : int(name)(v)
const list = (v: string, prev: string[] = []): string[] => [
  ...prev,
  ...v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
]

async function confirm(ctx: Ctx, question: string, yes: unknown): Promise<void> {
  if (yes || !(ctx.io.stdin as { isTTY?: boolean }).isTTY) return
  const rl = createInterface({ input: ctx.io.stdin, output: ctx.io.stderr })
  try {
    const a = (await rl.question(`${question} [y/N] `)).trim().toLowerCase()
    if (a !== 'y' && a !== 'yes') throw new CommandFailed('cancelled', EXIT.USAGE)
  } finally {
    rl.close()
  }
}

/** An API key typed at a terminal, not echoed. */
async function promptHidden(ctx: Ctx, question: string): Promise<string> {
  const stdin = ctx.io.stdin as NodeJS.ReadStream
  ctx.io.stderr.write(question)
  stdin.setRawMode?.(true)
  stdin.resume()
  let value = ''
  try {
    for await (const chunk of stdin) {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return value
        if (ch === '\u0003') throw new CommandFailed('cancelled', EXIT.USAGE)
        if (ch === '\u007f') value = value.slice(0, -1)
        else value += ch
      }
    }
    return value
  } finally {
    stdin.setRawMode?.(false)
    stdin.pause()
    ctx.io.stderr.write('\n')
  }
}

export function buildProgram(ctx: Ctx): Command {
  const { io } = ctx
  const program = new Command('skills-connect')
    .description(
      'The Skills Connect API from a shell: skills, connect keys, webhooks, WorkStreams and raw calls (built on the TypeScript SDK).',
    )
    .version(CLI_VERSION, '-V, --version')
    .option(
      '-p, --profile <name>',
      'profile in the config file (default: SKILLS_CONNECT_PROFILE, then default_profile)',
    )
    .option('--api-key <key>', "API key (default: SKILLS_CONNECT_API_KEY, then the profile's)")
    .option('--base-url <url>', "API base URL (default: SKILLS_CONNECT_BASE_URL, then the profile's)")
    .option('-v, --verbose', 'correlation ids and request facts on stderr')
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })

  // ---- login / logout / whoami ----
  program
    .command('login')
    .description(
      'check an API key against the server and save it in a profile (config file mode 0600); the key comes from --api-key, SKILLS_CONNECT_API_KEY, stdin when it is not a terminal, or a hidden prompt',
    )
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const r = resolve(o, io)
      if (!r.baseUrl) throw new UsageError('login needs the server: --base-url <url> (or SKILLS_CONNECT_BASE_URL)')
      const baseUrl = requireBaseUrl(r)
      let key = o.apiKey ?? io.env.SKILLS_CONNECT_API_KEY
      if (!key)
        key = (io.stdin as { isTTY?: boolean }).isTTY
          ? await promptHidden(ctx, 'API key (sk_…): ')
          : (await readAll(io.stdin)).trim()
      if (!key) throw new UsageError('no API key given')
      const client = new SkillsConnect({ apiKey: key, baseUrl })
      let me
      try {
        me = await client.me({ signal: ctx.signal })
      } catch (err) {
        if (err instanceof AuthenticationError)
          throw new AuthError(`the key was refused by ${baseUrl} (${err.code ?? err.status}); nothing saved`)
        throw err
      }
      const cfg = readConfig(io.env)
      cfg.profiles[r.profile] = { base_url: baseUrl, api_key: key }
      cfg.default_profile ??= r.profile
      const file = writeConfig(io.env, cfg)
      io.stderr.write(
        `Logged in to ${baseUrl} as ${me.user_id} (organization ${me.organization_id}, key ${maskKey(key)}); profile "${r.profile}" saved in ${file}\n`,
      )
    })

  program
    .command('logout')
    .description('remove a profile (its key and base URL) from the config file')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const cfg = readConfig(io.env)
      const profile = o.profile ?? io.env.SKILLS_CONNECT_PROFILE ?? cfg.default_profile ?? 'default'
      if (!cfg.profiles[profile]) throw new CommandFailed(`no profile "${profile}" in ${configPath(io.env)}`)
      delete cfg.profiles[profile]
      if (cfg.default_profile === profile) delete cfg.default_profile
      writeConfig(io.env, cfg)
      io.stderr.write(`Logged out: profile "${profile}" removed from ${configPath(io.env)}\n`)
    })

  withOutput(program.command('whoami'))
    .description('who the key belongs to: user, organization, permissions, and where the key came from')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client, r } = makeClient(o, io)
      const me = await client.me({ signal: ctx.signal })
      const data = {
        ...me,
        base_url: r.baseUrl,
        profile: r.profile,
        key_source: r.keySource,
        key: maskKey(r.apiKey ?? ''),
      }
      await out(io, o).object(data, [
        'user_id',
        'organization_id',
        'workspace_id',
        'auth_method',
        'key_id',
        'key',
        'key_source',
        'profile',
        'base_url',
        'permissions',
      ])
    })

  // ---- skills ----
  const skills = program.command('skills').description('the skill catalogue: list, describe, invoke')
  withOutput(skills.command('list'))
    .description('every installed skill (all pages)')
    .option('--category <name>', 'only this category')
    .option('--streaming', 'only skills that stream')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const rows = []
      for await (const s of client.skills.list({ limit: 100 }, { signal: ctx.signal })) {
        if (o.category && s.category !== o.category) continue
        if (o.streaming && !s.streaming) continue
        rows.push(s)
      }
      await out(io, o).list(rows, ['name', 'category', 'permission', 'streaming', 'writes', 'summary'])
    })

  withOutput(skills.command('describe').argument('<skill>', 'name or slug'))
    .description(
      "a skill's input fields (type, required, default), output schema and required permission, from the served /openapi.json",
    )
    .action(async (name: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      let summary: Record<string, unknown> | undefined
      for await (const s of client.skills.list({ limit: 100 }, { signal: ctx.signal }))
        if (s.name === name || s.slug === name) {
          summary = s
          break
        }
      if (!summary) throw new CommandFailed(`no skill named "${name}" (see: skills-connect skills list)`)
      const doc = await client.request<OpenApiDoc>('GET', '/openapi.json', { signal: ctx.signal })
      const schemaName = (ref: unknown) =>
        String(ref ?? '')
          .split('/')
          .pop() ?? ''
      const links = summary.links as { input_schema: string; output_schema: string }
      const input = doc.components?.schemas?.[schemaName(links.input_schema)] ?? {}
      const output = doc.components?.schemas?.[schemaName(links.output_schema)] ?? {}
      const required = new Set((input.required as string[] | undefined) ?? [])
      const fields = Object.entries(
        (input.properties as Record<string, Record<string, unknown>> | undefined) ?? {},
      ).map(([field, s]) => ({
        field,
        type: typeOf(s),
        required: required.has(field),
        default: s.default === undefined ? null : s.default,
        description: typeof s.description === 'string' ? s.description.split('\n')[0] : '',
      }))
      const data = { ...summary, input: fields, input_schema: input, output_schema: output }
      const p = out(io, o)
      await p.emit(data, () => {
        p.pairs(summary!, ['name', 'slug', 'category', 'permission', 'streaming', 'writes', 'advisory', 'summary'])
        p.line('')
        p.table(fields, ['field', 'type', 'required', 'default', 'description'])
      })
    })

  const invokeFields: FieldSpec[] = []
  withOutput(skills.command('invoke').argument('<skill>', 'name or slug'))
    .description(
      'run a skill: input from -F/-f fields, --input file.json, or --input - (stdin); prints the output (--json: the whole result)',
    )
    .option(
      '-F, --field <key=value>',
      'a typed input field (true, false, null, numbers, JSON, @file), repeatable',
      ordered(invokeFields, true),
    )
    .option('-f, --raw-field <key=value>', 'a string input field, repeatable', ordered(invokeFields, false))
    .option('--input <file>', 'the input as a JSON object from a file, or - for stdin')
    .option('--stream', 'print events as they come (NDJSON with --json)')
    .option('--idempotency-key <key>', 'reuse this key (for a write you may retry across runs)')
    .action(async (name: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const input = await buildBody({ input: o.input as string | undefined } satisfies FieldArgs, io, invokeFields)
      const { client } = makeClient(o, io)
      const p = out(io, o)
      const reqOpts = { signal: ctx.signal, ...(o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {}) }
      if (o.stream) {
        // cast: the user's JSON for the skill named; the server validates it against that skill's input schema
        for await (const ev of client.skills.stream(name as SkillName, input as never, reqOpts)) {
          const rec = { event: ev.event, data: ev.data }
          await p.emitRecord(rec, () => {
            const d = ev.data as Record<string, unknown>
            if (ev.event === 'progress') p.note(p.err.dim(`progress ${d.fraction ?? ''} ${d.message ?? ''}`.trimEnd()))
            else if (ev.event === 'result') p.line(JSON.stringify((d as { output?: unknown }).output ?? d, null, 2))
            else p.line(`${ev.event}\t${JSON.stringify(d)}`)
          })
        }
        return
      }
      const r = await client.skills.invokeRaw(name, input, reqOpts).withResponse()
      if (o.verbose) p.note(`correlation id: ${r.correlationId ?? ''}${r.replayed ? ' (replayed)' : ''}`)
      await p.emit(r.data, () => p.line(JSON.stringify(r.data.output, null, 2)))
    })

  // ---- keys ----
  const keys = program
    .command('keys')
    .description('connect keys (sk_…): create, list, get, update, rotate, revoke, flush-cache')
  const KEY_COLUMNS = [
    'id',
    'name',
    'obfuscated_value',
    'permissions',
    'rate_limit_per_minute',
    'last_used_at',
    'expires_at',
    'revoked_at',
  ]
  const secretNote = (p: Output) => p.note(p.err.yellow('The key value is shown only this once: store it now.'))

  withOutput(keys.command('create'))
    .description('create a key; its value is printed this once')
    .requiredOption('--name <name>', 'a name to recognise it by')
    .option('--permission <slug>', 'a permission (repeatable or comma-separated; see the permission catalogue)', list)
    .option('--rate-limit <n>', 'requests per minute for this key', int('--rate-limit'))
    .option('--expires-in-days <n>', 'expire after N days (default: never)', int('--expires-in-days'))
    .option('--description <text>', 'free text')
    .option('--workspace <id>', 'workspace id')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const key = await client.connectKeys.create(
        {
          name: String(o.name),
          ...(o.permission ? { permissions: o.permission as string[] } : {}),
          ...(o.rateLimit !== undefined ? { rate_limit_per_minute: o.rateLimit as number } : {}),
          ...(o.expiresInDays !== undefined ? { expires_in_days: o.expiresInDays as number } : {}),
          ...(o.description !== undefined ? { description: String(o.description) } : {}),
          ...(o.workspace !== undefined ? { workspace_id: String(o.workspace) } : {}),
        },
        { signal: ctx.signal },
      )
      const p = out(io, o)
      await p.object(key, ['id', 'name', 'value', ...KEY_COLUMNS.slice(2)])
      secretNote(p)
    })

  withOutput(keys.command('list'))
    .description('every key of the organization (all pages), newest first')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const rows = []
      for await (const k of client.connectKeys.list({ limit: 100 }, { signal: ctx.signal })) rows.push(k)
      await out(io, o).list(rows, KEY_COLUMNS)
    })

  withOutput(keys.command('get').argument('<key_id>'))
    .description('one key')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      await out(io, o).object(await client.connectKeys.retrieve(id, { signal: ctx.signal }))
    })

  withOutput(keys.command('update').argument('<key_id>'))
    .description('rename, re-describe, move or re-limit a key (permissions cannot change: rotate or create another)')
    .option('--name <name>')
    .option('--description <text>', 'free text ("null" clears it)')
    .option('--rate-limit <n>', 'requests per minute ("null" clears it)', nullableInt('--rate-limit'))
    .option('--workspace <id>', 'workspace id ("null" clears it)')
    .option(
      '--permission <slug>',
      "the key's current permissions (anything else answers 501 permissions_immutable)",
      list,
    )
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const body: Record<string, unknown> = {}
      if (o.name !== undefined) body.name = o.name
      if (o.description !== undefined) body.description = o.description === 'null' ? null : o.description
      if (o.rateLimit !== undefined) body.rate_limit_per_minute = o.rateLimit === 'null' ? null : o.rateLimit
      if (o.workspace !== undefined) body.workspace_id = o.workspace === 'null' ? null : o.workspace
      if (o.permission !== undefined) body.permissions = o.permission
      if (Object.keys(body).length === 0)
        throw new UsageError('nothing to update: give --name, --description, --rate-limit, --workspace or --permission')
      const { client } = makeClient(o, io)
      // cast: a body built from the flags given; the server validates it (422 naming the field)
      await out(io, o).object(await client.connectKeys.update(id, body as never, { signal: ctx.signal }))
    })

  withOutput(keys.command('rotate').argument('<key_id>'))
    .description(
      'a new key with the same settings; the old one keeps working for the grace period. The new value is printed this once',
    )
    .option(
      '--grace-period-hours <h>',
      'how long the old key keeps working (default 24; 0 ends it now)',
      num('--grace-period-hours'),
    )
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const key = await client.connectKeys.rotate(
        id,
        o.gracePeriodHours !== undefined ? { grace_period_hours: Number(o.gracePeriodHours) } : {},
        { signal: ctx.signal },
      )
      const p = out(io, o)
      await p.object(key, ['id', 'name', 'value', 'rotated_from_key_id', ...KEY_COLUMNS.slice(2)])
      secretNote(p)
    })

  keys
    .command('revoke')
    .argument('<key_id>')
    .description('revoke (delete) a key: it stops working at once')
    .option('-y, --yes', 'do not ask for confirmation on a terminal')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      await confirm(ctx, `Revoke key ${id}?`, o.yes)
      await client.connectKeys.delete(id, { signal: ctx.signal })
      io.stderr.write(`Revoked ${id}\n`)
    })

  keys
    .command('flush-cache')
    .argument('<key_id>')
    .description("drop the servers' cached copy of a key, so a change applies at once")
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      await client.connectKeys.flushCache(id, { signal: ctx.signal })
      io.stderr.write(`Flushed the cache of ${id}\n`)
    })

  // ---- webhooks ----
  const webhooks = program.command('webhooks').description('webhook endpoints, and a local verifying forwarder')
  const endpoints = webhooks
    .command('endpoints')
    .description('registered receivers: create, list, get, update, delete, rotate-secret')
  const EP_COLUMNS = ['id', 'url', 'event_types', 'enabled', 'description', 'created_at']
  const secretOnce = (p: Output) =>
    p.note(p.err.yellow('The signing secret is shown only this once: store it (verify deliveries with it).'))

  withOutput(endpoints.command('create'))
    .description('register a public HTTPS receiver; its signing secret is printed this once')
    .requiredOption('--url <url>', 'public https:// URL (loopback and private addresses are refused)')
    .requiredOption(
      '--event <type>',
      'an event type (repeatable or comma-separated; GET /v1/webhooks/event-types lists them)',
      list,
    )
    .option('--description <text>')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const ep = await client.webhooks.endpoints.create(
        {
          url: String(o.url),
          event_types: o.event as string[],
          ...(o.description !== undefined ? { description: String(o.description) } : {}),
        },
        { signal: ctx.signal },
      )
      const p = out(io, o)
      await p.object(ep, ['id', 'url', 'event_types', 'enabled', 'secret', 'created_at'])
      secretOnce(p)
    })

  withOutput(endpoints.command('list'))
    .description('every endpoint (all pages)')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const rows = []
      for await (const e of client.webhooks.endpoints.list({ limit: 100 }, { signal: ctx.signal })) rows.push(e)
      await out(io, o).list(rows, EP_COLUMNS)
    })

  withOutput(endpoints.command('get').argument('<endpoint_id>'))
    .description('one endpoint')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      await out(io, o).object(await client.webhooks.endpoints.retrieve(id, { signal: ctx.signal }))
    })

  withOutput(endpoints.command('update').argument('<endpoint_id>'))
    .description('change the URL, the event types, the description, or enable/disable')
    .option('--url <url>')
    .option('--event <type>', 'the new event types (repeatable or comma-separated)', list)
    .option('--description <text>', '"null" clears it')
    .addOption(new Option('--enable', 'resume deliveries').conflicts('disable'))
    .option('--disable', 'pause deliveries')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const body: Record<string, unknown> = {}
      if (o.url !== undefined) body.url = o.url
      if (o.event !== undefined) body.event_types = o.event
      if (o.description !== undefined) body.description = o.description === 'null' ? null : o.description
      if (o.enable) body.enabled = true
      if (o.disable) body.enabled = false
      if (Object.keys(body).length === 0)
        throw new UsageError('nothing to update: give --url, --event, --description, --enable or --disable')
      const { client } = makeClient(o, io)
      // cast: a body built from the flags given; the server validates it (422 naming the field)
      await out(io, o).object(await client.webhooks.endpoints.update(id, body as never, { signal: ctx.signal }))
    })

  endpoints
    .command('delete')
    .argument('<endpoint_id>')
    .description('delete an endpoint')
    .option('-y, --yes', 'do not ask for confirmation on a terminal')
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      await confirm(ctx, `Delete endpoint ${id}?`, o.yes)
      await client.webhooks.endpoints.delete(id, { signal: ctx.signal })
      io.stderr.write(`Deleted ${id}\n`)
    })

  withOutput(endpoints.command('rotate-secret').argument('<endpoint_id>'))
    .description('a new signing secret, printed this once; deliveries carry both signatures for the grace period')
    .option(
      '--grace-period-hours <h>',
      'how long the old secret still signs (default 24, at most 168)',
      num('--grace-period-hours'),
    )
    .action(async (id: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const { client } = makeClient(o, io)
      const ep = await client.webhooks.endpoints.rotateSecret(
        id,
        o.gracePeriodHours !== undefined ? { grace_period_hours: Number(o.gracePeriodHours) } : {},
        { signal: ctx.signal },
      )
      const p = out(io, o)
      await p.object(ep)
      secretOnce(p)
    })

  webhooks.addCommand(forwardCommand(ctx))

  // ---- cycles, workstreams ----
  for (const c of workstreamsCommands(ctx)) program.addCommand(c)

  // ---- api ----
  const apiFields: FieldSpec[] = []
  withOutput(
    program
      .command('api')
      .argument('<method>', 'GET, POST, PATCH, PUT or DELETE')
      .argument('<path>', 'e.g. /api/v1/connect-keys'),
  )
    .description(
      "any route, with the SDK's headers, retries, idempotency keys and errors (fields go to the query string for GET, to the JSON body otherwise)",
    )
    .option(
      '-F, --field <key=value>',
      'a typed field (true, false, null, numbers, JSON, @file), repeatable',
      ordered(apiFields, true),
    )
    .option('-f, --raw-field <key=value>', 'a string field, repeatable', ordered(apiFields, false))
    .option('--input <file>', 'the JSON body from a file, or - for stdin')
    .option('--paginate', 'GET every page (limit/offset/has_more) and print the items of all of them as one array')
    .option('-H, --header <name:value>', 'an extra request header, repeatable', collect)
    .option('--idempotency-key <key>', 'reuse this key for a write')
    .action(async (method: string, path: string, _o, cmd: Command) => {
      const o = optsOf(cmd)
      const m = method.toUpperCase()
      if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD'].includes(m))
        throw new UsageError(`unknown method "${method}"`)
      if (!path.startsWith('/')) throw new UsageError(`the path must start with /: "${path}"`)
      const fields = await buildBody({ input: o.input as string | undefined }, io, apiFields)
      const headers: Record<string, string> = {}
      for (const h of (o.header as string[] | undefined) ?? []) {
        const i = h.indexOf(':')
        if (i < 1) throw new UsageError(`--header "${h}" is not name:value`)
        headers[h.slice(0, i).trim().toLowerCase()] = h.slice(i + 1).trim()
      }
      if ('authorization' in headers)
        throw new UsageError('--header authorization: use --api-key (the key is never taken from a header)')
      const { client } = makeClient(o, io)
      const reqOpts = {
        signal: ctx.signal,
        headers,
        ...(o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {}),
      }
      const p = out(io, o)
      const isRead = m === 'GET' || m === 'HEAD'
      const query = isRead
        ? Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [
              k,
              typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as string | number | boolean),
            ]),
          )
        : undefined
      if (o.paginate) {
        if (m !== 'GET') throw new UsageError('--paginate is for GET lists')
        const items: unknown[] = []
        let offset = typeof query?.offset === 'number' ? query.offset : Number(query?.offset ?? 0)
        for (;;) {
          const page = await client.request<Record<string, unknown>>('GET', path, {
            ...reqOpts,
            query: { ...query, offset },
          })
          const key = Object.keys(page ?? {}).find((k) => Array.isArray(page[k]))
          if (!key)
            throw new CommandFailed(
              `${path} did not answer a list (no array in the response): --paginate needs limit/offset/has_more`,
            )
          const got = page[key] as unknown[]
          items.push(...got)
          if (o.verbose) p.note(`offset ${offset}: ${got.length} items`)
          const next = nextOffset(offset, got.length, page.has_more === true)
          if (next === null) break
          offset = next
        }
        await p.emit(items, () => p.line(JSON.stringify(items, null, 2)))
        return
      }
      const hasBody = !isRead && (Object.keys(fields).length > 0 || o.input !== undefined)
      const r = await client
        .request<unknown>(m, path, { ...reqOpts, ...(query ? { query } : {}), ...(hasBody ? { body: fields } : {}) })
        .withResponse()
      if (o.verbose)
        p.note(`${r.response.status} correlation id: ${r.correlationId ?? ''}${r.replayed ? ' (replayed)' : ''}`)
      if (r.data === undefined) return
      await p.emit(r.data, () => p.line(typeof r.data === 'string' ? r.data : JSON.stringify(r.data, null, 2)))
    })

  program.addCommand(doctorCommand(ctx))
  // Commands made apart and added with addCommand() do not inherit these: every command throws instead of exiting and
  // writes where the program writes.
  const inherit = (c: Command) => {
    for (const sub of c.commands) {
      sub
        .exitOverride()
        .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
        .showHelpAfterError('(add --help for usage)')
      inherit(sub)
    }
  }
  inherit(program)
  return program
}

interface OpenApiDoc {
  components?: { schemas?: Record<string, Record<string, unknown>> }
}

function typeOf(s: Record<string, unknown>): string {
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop() ?? 'object'
  if (Array.isArray(s.type)) return s.type.join('|')
  if (s.type === 'array') return `${typeOf((s.items as Record<string, unknown> | undefined) ?? {})}[]`
  if (Array.isArray(s.enum)) return s.enum.map(String).join('|')
  if (typeof s.type === 'string') return s.type
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(s[k])) return (s[k] as Array<Record<string, unknown>>).map(typeOf).join('|')
  return 'any'
}

/** Runs the command line; the exit code is returned, never thrown. */
export async function run(argv: string[], io: Io): Promise<number> {
  const ctl = new AbortController()
  let interrupted = false
  const onSignal = () => {
    interrupted = true
    ctl.abort()
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const ctx: Ctx = { io, signal: ctl.signal }
  const program = buildProgram(ctx)
  try {
    await program.parseAsync(argv, { from: 'user' })
    return interrupted ? EXIT.USAGE : EXIT.OK
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help')
        return EXIT.OK
      return err.exitCode === 0 ? EXIT.OK : EXIT.USAGE // commander already printed the message and the help hint
    }
    if (err instanceof CommandFailed && err.exitCode === EXIT.OK) return EXIT.OK // a listener stopped by Ctrl-C
    if (interrupted) {
      io.stderr.write('cancelled\n')
      return EXIT.USAGE
    }
    const d = describeError(err)
    io.stderr.write(`error: ${d.message}\n`)
    return d.code
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}
