// `npm run admin -- bootstrap` as an operator runs it: a separate process against the configured store (a fresh
// DATA_DIR, or a fresh MongoDB database when MONGODB_URL is set). SPEC-DECISIONS "Keys": operators and newcomers
// get their first organization and key from the admin command line.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openStores } from '../services.ts'

const ADMIN = path.join(import.meta.dirname, 'admin.ts')
// Each run is a fresh Node process that loads every skill and opens the store: a few seconds on a busy machine.
const CLI_TIMEOUT_MS = 60_000

function environment(): Record<string, string> {
  const id = `admin_${process.pid}_${Date.now()}`
  return {
    ...(process.env as Record<string, string>),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'admin-')),
    MONGODB_DB: id,
    REDIS_KEY_PREFIX: `${id}:`,
    LOG_LEVEL: 'warn',
  }
}

const admin = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [ADMIN, ...args], { env, encoding: 'utf8' })

async function membershipsOf(env: Record<string, string>, email: string) {
  const stores = await openStores(loadConfig(env))
  try {
    const user = await stores.users.getByEmail(email)
    return user ? await stores.memberships.listByUser(user.id) : []
  } finally {
    await stores.close()
  }
}

describe('admin bootstrap', () => {
  it(
    'refuses an email that already exists, with a clear message, a non-zero exit and nothing created',
    async () => {
      const env = environment()
      const first = admin(env, 'bootstrap', '--org', 'First', '--email', 'owner@example.com')
      expect(first.status, first.stderr).toBe(0)
      const created = JSON.parse(first.stdout) as { organization_id: string; user_id: string; api_key: string }
      expect(created.api_key).toMatch(/^sk_/)

      const again = admin(env, 'bootstrap', '--org', 'Second', '--email', 'Owner@Example.com')
      expect(again.status).not.toBe(0)
      expect(again.stdout).toBe('')
      expect(again.stderr).toContain('owner@example.com already exists')
      expect(again.stderr).toContain('--add-organization')
      expect((await membershipsOf(env, 'owner@example.com')).map((m) => m.organizationId)).toEqual([
        created.organization_id,
      ])
    },
    CLI_TIMEOUT_MS,
  )

  it(
    '--add-organization adds a second organization for the same user, explicitly',
    async () => {
      const env = environment()
      const first = JSON.parse(admin(env, 'bootstrap', '--org', 'First', '--email', 'two@example.com').stdout) as {
        organization_id: string
        user_id: string
      }
      const second = admin(env, 'bootstrap', '--org', 'Second', '--email', 'two@example.com', '--add-organization')
      expect(second.status, second.stderr).toBe(0)
      const out = JSON.parse(second.stdout) as { organization_id: string; user_id: string; api_key: string }
      expect(out.user_id).toBe(first.user_id)
      expect(out.organization_id).not.toBe(first.organization_id)
      expect(out.api_key).toMatch(/^sk_/)
      expect((await membershipsOf(env, 'two@example.com')).map((m) => m.organizationId)).toEqual([
        first.organization_id,
        out.organization_id,
      ])
    },
    CLI_TIMEOUT_MS,
  )
})

describe('admin sign-in-link', () => {
  it(
    'prints a one-time link for an existing user, stored only as a digest, and refuses an unknown email',
    async () => {
      const env = environment()
      const boot = JSON.parse(admin(env, 'bootstrap', '--org', 'Links', '--email', 'link@example.com').stdout) as {
        user_id: string
      }
      const r = admin(env, 'sign-in-link', '--email', 'Link@Example.com')
      expect(r.status, r.stderr).toBe(0)
      const out = JSON.parse(r.stdout) as { url: string; expires_at: string; user_id: string }
      expect(out.user_id).toBe(boot.user_id)
      expect(out.url).toMatch(/^http:\/\/localhost:8080\/auth\/sign-in\/link\?token=[A-Za-z0-9_-]{43}$/)
      const token = new URL(out.url).searchParams.get('token')!
      const stores = await openStores(loadConfig(env))
      try {
        expect(await stores.records.get('SignInLink', token, new Date())).toBeNull() // the token itself is not a key
      } finally {
        await stores.close()
      }
      const unknown = admin(env, 'sign-in-link', '--email', 'nobody@example.com')
      expect(unknown.status).not.toBe(0)
      expect(unknown.stderr).toContain('no user with the email nobody@example.com')
    },
    CLI_TIMEOUT_MS,
  )
})

describe('admin workspaces', () => {
  it("creates, lists, renames, archives and restores workspaces through the REST operations' rules", {
    timeout: 6 * CLI_TIMEOUT_MS,
  }, () => {
    const env = environment()
    const boot = admin(env, 'bootstrap', '--org', 'Practice', '--email', 'ws-owner@example.com')
    expect(boot.status, boot.stderr).toBe(0)
    const { organization_id: org, workspace_id: first } = JSON.parse(boot.stdout) as {
      organization_id: string
      workspace_id: string
    }
    const made = admin(env, 'workspaces', 'create', '--org', org, '--name', 'Audit Team')
    expect(made.status, made.stderr).toBe(0)
    const audit = JSON.parse(made.stdout) as { id: string; slug: string; archived_at: string | null }
    expect([audit.slug, audit.archived_at]).toEqual(['audit-team', null])
    // The slug is unique per organization: refused with the operation's code, and nothing made.
    const clash = admin(env, 'workspaces', 'create', '--org', org, '--name', 'Other', '--slug', 'audit-team')
    expect(clash.status).toBe(1)
    expect(clash.stderr).toContain('[workspace_slug_taken slug]')
    const renamed = admin(
      env,
      'workspaces',
      'rename',
      '--org',
      org,
      '--id',
      audit.id,
      '--name',
      'Assurance',
      '--slug',
      'assurance',
    )
    expect(renamed.status, renamed.stderr).toBe(0)
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: 'Assurance', slug: 'assurance' })
    expect(admin(env, 'workspaces', 'archive', '--org', org, '--id', audit.id).status).toBe(0)
    // The last live workspace stays.
    const last = admin(env, 'workspaces', 'archive', '--org', org, '--id', first)
    expect(last.status).toBe(1)
    expect(last.stderr).toContain('[invalid_state_transition')
    const listed = JSON.parse(admin(env, 'workspaces', 'list', '--org', org).stdout) as {
      data: { id: string; archived_at: string | null }[]
    }
    expect(listed.data.map((w) => [w.id, w.archived_at === null])).toEqual([
      [first, true],
      [audit.id, false],
    ])
    expect(admin(env, 'workspaces', 'restore', '--org', org, '--id', audit.id).status).toBe(0)
    expect(admin(env, 'workspaces', 'list', '--org', 'org_missing').stderr).toContain('no organization org_missing')
  })
})
