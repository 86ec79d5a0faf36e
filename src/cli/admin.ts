// Operator command line: `npm run admin -- <command>`. Talks to the configured store directly (the same
// MONGODB_URL / DATA_DIR the server uses) and prints one JSON object per command on stdout.
import { Command, InvalidArgumentError } from 'commander'
import { loadConfig } from '../config.ts'
import { buildServices, openStores, type Services } from '../services.ts'
import { createLogger } from '../lib/logger.ts'
import { bootstrapOrganization } from '../tenancy/index.ts'
import { createKey } from '../keys/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import { issueSignInLink } from '../signin/index.ts'
import type { Principal } from '../auth/index.ts'
import { importDocuments } from '../knowledge/index.ts'
import { systemClock } from '../lib/clock.ts'

async function withServices<T>(fn: (s: Services) => Promise<T>): Promise<void> {
  // Logs go to stderr so stdout stays one JSON object.
  const s = await buildServices(loadConfig(), { logger: createLogger('warn', process.stderr) })
  try {
    const out = await fn(s)
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`)
  } finally {
    await s.close()
  }
}

const email = (v: string) => {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw new InvalidArgumentError('not an email address')
  return v
}
const perMinute = (v: string) => {
  if (v === 'null') return null
  if (!/^\d+$/.test(v) || Number(v) > 10_000)
    throw new InvalidArgumentError('a whole number from 0 to 10000, or null to clear')
  return Number(v)
}

const program = new Command('admin').description('Skills Connect operator commands').showHelpAfterError()

program
  .command('bootstrap')
  .description(
    'create an organization, a workspace and an owner, and print a first API key holding all 11 permissions; ' +
      'an email that already belongs to a user is refused unless --add-organization is given',
  )
  .requiredOption('--org <name>', 'organization name')
  .requiredOption('--email <email>', "owner's email", email)
  .option('--workspace <name>', 'workspace name', 'Default')
  .option('--key-name <name>', 'name of the first key', 'Bootstrap key')
  .option(
    '--add-organization',
    'the email belongs to an existing user: create another organization owned by that user',
    false,
  )
  .action((o: { org: string; email: string; workspace: string; keyName: string; addOrganization: boolean }) =>
    withServices(async (s) => {
      const t = await bootstrapOrganization(s.stores, s.ids, s.clock, {
        organizationName: o.org,
        email: o.email,
        workspaceName: o.workspace,
        addOrganization: o.addOrganization,
      })
      const owner: Principal = {
        method: 'session_jwt',
        userId: t.userId,
        organizationId: t.organizationId,
        workspaceId: null,
        permissions: ['service:full'],
        keyId: null,
        sessionId: null,
        keyRateLimitPerMinute: null,
      }
      const key = await createKey(s.keysDeps, owner, { name: o.keyName, permissions: [...PERMISSION_SLUGS] })
      return {
        organization_id: t.organizationId,
        workspace_id: t.workspaceId,
        user_id: t.userId,
        key_id: key.id,
        api_key: key.value,
      }
    }),
  )

program
  .command('set-org-rate-limit')
  .description("set an organization's requests-per-minute override (null clears it)")
  .requiredOption('--org <id>', 'organization id')
  .requiredOption('--per-minute <n>', 'requests per minute, or null', perMinute)
  .action((o: { org: string; perMinute: number | null }) =>
    withServices(async (s) => {
      if (!(await s.stores.organizations.setRateLimit(o.org, o.perMinute))) throw new Error(`no organization ${o.org}`)
      return { organization_id: o.org, rate_limit_per_minute: o.perMinute }
    }),
  )

program
  .command('create-session')
  .description('sign a user in without the portal: print a session token (bearer or cookie) for testing')
  .requiredOption('--email <email>', "the user's email", email)
  .option('--org <id>', 'organization (default: the oldest membership)')
  .action((o: { email: string; org?: string }) =>
    withServices(async (s) => {
      const user = await s.stores.users.getByEmail(o.email.toLowerCase())
      if (!user) throw new Error(`no user ${o.email}`)
      const ms = await s.stores.memberships.listByUser(user.id)
      const m = o.org ? ms.find((x) => x.organizationId === o.org) : ms[0]
      if (!m) throw new Error('the user is not a member of that organization')
      const t = await s.sessionTokens.mint(user.id, m.organizationId)
      return {
        token: t.token,
        session_id: t.sessionId,
        expires_at: t.expiresAt.toISOString(),
        organization_id: m.organizationId,
      }
    }),
  )

program
  .command('sign-in-link')
  .description(
    'print a one-time link that signs the user in (a server-side session and the session cookie); valid 15 minutes',
  )
  .requiredOption('--email <email>', "the user's email", email)
  .action((o: { email: string }) =>
    withServices(async (s) => {
      const l = await issueSignInLink(
        { stores: s.stores, clock: s.clock, sessionTokens: s.sessionTokens, baseUrl: s.config.signInBaseUrl },
        o.email,
      )
      return { url: l.url, expires_at: l.expiresAt.toISOString(), user_id: l.userId }
    }),
  )

// Workspaces: through the in-process door as the organization's operator (unpinned, every permission), so the
// rules of the REST operations (unique slug, the last live workspace, validation) hold here too.
const operator = (organizationId: string): Principal => ({
  method: 'session_jwt',
  userId: `svc_admin_${organizationId}`,
  organizationId,
  workspaceId: null,
  permissions: ['service:full'],
  keyId: null,
  sessionId: null,
  keyRateLimitPerMinute: null,
})
async function workspaceOp(
  s: Services,
  org: string,
  operationId: string,
  c: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
) {
  if (!(await s.stores.organizations.get(org))) throw new Error(`no organization ${org}`)
  return (await s.inProcess.call(operationId, { principal: operator(org), ...c })).body
}
const workspaces = program
  .command('workspaces')
  .description("an organization's workspaces (the REST operations under /api/v1/workspaces)")
workspaces
  .command('list')
  .description('list the workspaces, archived ones included')
  .requiredOption('--org <id>', 'organization id')
  .action((o: { org: string }) =>
    withServices((s) => workspaceOp(s, o.org, 'listWorkspaces', { query: { limit: 100, include_archived: true } })),
  )
workspaces
  .command('create')
  .description('create a workspace (the slug defaults to one made from the name)')
  .requiredOption('--org <id>', 'organization id')
  .requiredOption('--name <name>', 'workspace name')
  .option('--slug <slug>', 'unique slug')
  .action((o: { org: string; name: string; slug?: string }) =>
    withServices((s) =>
      workspaceOp(s, o.org, 'createWorkspace', { body: { name: o.name, ...(o.slug ? { slug: o.slug } : {}) } }),
    ),
  )
workspaces
  .command('rename')
  .description('rename a workspace or change its slug')
  .requiredOption('--org <id>', 'organization id')
  .requiredOption('--id <workspace_id>', 'workspace id')
  .option('--name <name>', 'new name')
  .option('--slug <slug>', 'new slug')
  .action((o: { org: string; id: string; name?: string; slug?: string }) =>
    withServices((s) =>
      workspaceOp(s, o.org, 'updateWorkspace', {
        params: { workspace_id: o.id },
        body: { ...(o.name ? { name: o.name } : {}), ...(o.slug ? { slug: o.slug } : {}) },
      }),
    ),
  )
for (const [verb, operationId, what] of [
  ['archive', 'archiveWorkspace', 'archive a workspace (its data stays readable)'],
  ['restore', 'restoreWorkspace', 'bring an archived workspace back'],
] as const) {
  workspaces
    .command(verb)
    .description(what)
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--id <workspace_id>', 'workspace id')
    .action((o: { org: string; id: string }) =>
      withServices((s) => workspaceOp(s, o.org, operationId, { params: { workspace_id: o.id } })),
    )
}

const knowledge = program
  .command('knowledge')
  .description('the knowledge base searched by search_knowledge and the advisory skills (src/knowledge/README.md)')
knowledge
  .command('import')
  .description(
    'import openly licensed documents (a .json or .jsonl file, or a directory of them) into the shared store; every ' +
      'document is checked first (id, jurisdiction, standard, section, title, text, https url, licence, attribution, asAt, kind) ' +
      'and nothing is written when one is bad; an id imported again is replaced. Every instance picks them up within KNOWLEDGE_REFRESH_MS',
  )
  .argument('<path>', 'file or directory')
  .action(async (target: string) => {
    const stores = await openStores(loadConfig())
    try {
      const r = await importDocuments(stores.knowledge, systemClock, target)
      process.stdout.write(
        `${JSON.stringify({ imported: r.imported, ids: r.ids, imported_total: r.total }, null, 2)}\n`,
      )
    } finally {
      await stores.close()
    }
  })

program.parseAsync(process.argv).catch((err: unknown) => {
  // An operation's refusal carries its code and param (the envelope a REST caller would get).
  const e = err as { code?: unknown; param?: unknown }
  const tag = typeof e.code === 'string' ? ` [${e.code}${typeof e.param === 'string' ? ` ${e.param}` : ''}]` : ''
  process.stderr.write(`admin: ${err instanceof Error ? err.message : String(err)}${tag}\n`)
  process.exit(1)
})
