// Hosts (SPEC-DECISIONS "Hosts"): /openapi.json's `servers` names this deployment (PUBLIC_BASE_URL) and, on
// production, the alpha host (ALPHA_BASE_URL); the alpha host (SERVICE_CHANNEL=alpha) also serves the skills and
// Service-Version dates marked preview, which production answers as absent. Over real HTTP.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { loadSkills, SkillRegistry } from '../skill-runtime/index.ts'
import { Versioning, VERSIONS } from '../versioning/index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { servedDocument } from '../../codegen/served-document.ts'
import { ALPHA_DESCRIPTION, publishedServers } from './index.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')
const PREVIEW_SKILL = 'identifiers.validate'
const PREVIEW_DATE = '2099-01-01'
const PROD = 'https://api.skills.invalid'
const ALPHA = 'https://alpha.skills.invalid'
const INPUT = { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }

type Doc = {
  servers: { url: string; description: string }[]
  paths: Record<string, Record<string, Record<string, unknown>>>
  components: { schemas: Record<string, { enum?: string[] }> }
}

describe('servers', () => {
  it('lists PUBLIC_BASE_URL first, then the alpha host on production; the alpha host lists itself', () => {
    expect(
      publishedServers({ publicBaseUrl: 'http://localhost:8080', alphaBaseUrl: null, serviceChannel: 'production' }),
    ).toEqual([{ url: 'http://localhost:8080', description: 'Local development (npm start)' }])
    expect(publishedServers({ publicBaseUrl: PROD, alphaBaseUrl: null, serviceChannel: 'production' })).toEqual([
      { url: PROD, description: 'Production' },
    ])
    expect(publishedServers({ publicBaseUrl: PROD, alphaBaseUrl: ALPHA, serviceChannel: 'production' })).toEqual([
      { url: PROD, description: 'Production' },
      { url: ALPHA, description: ALPHA_DESCRIPTION },
    ])
    expect(publishedServers({ publicBaseUrl: ALPHA, alphaBaseUrl: ALPHA, serviceChannel: 'alpha' })).toEqual([
      { url: ALPHA, description: ALPHA_DESCRIPTION },
    ])
  })

  it('reads SERVICE_CHANNEL and ALPHA_BASE_URL, refusing what cannot be meant', () => {
    expect(loadConfig({})).toMatchObject({ serviceChannel: 'production', alphaBaseUrl: null })
    expect(loadConfig({ PUBLIC_BASE_URL: PROD, ALPHA_BASE_URL: `${ALPHA}/` })).toMatchObject({
      serviceChannel: 'production',
      alphaBaseUrl: ALPHA,
    })
    expect(loadConfig({ SERVICE_CHANNEL: 'alpha', PUBLIC_BASE_URL: ALPHA })).toMatchObject({
      serviceChannel: 'alpha',
      alphaBaseUrl: ALPHA,
    })
    expect(() => loadConfig({ SERVICE_CHANNEL: 'beta' })).toThrow(/SERVICE_CHANNEL: must be production or alpha/)
    expect(() => loadConfig({ SERVICE_CHANNEL: 'alpha', PUBLIC_BASE_URL: ALPHA, ALPHA_BASE_URL: PROD })).toThrow(
      /ALPHA_BASE_URL: with SERVICE_CHANNEL=alpha/,
    )
    expect(() => loadConfig({ ALPHA_BASE_URL: 'ftp://alpha' })).toThrow(/ALPHA_BASE_URL/)
  })
})

describe('preview Service-Version dates', () => {
  const versions = [...VERSIONS, { date: PREVIEW_DATE, changes: [], preview: true }]
  it('are refused on production and accepted on the alpha channel; absent means the latest date not marked preview', () => {
    const prod = new Versioning(versions, 'production')
    const alpha = new Versioning(versions, 'alpha')
    const stable = VERSIONS.at(-1)!.date
    expect(prod.supported).toEqual(VERSIONS.map((v) => v.date))
    expect(alpha.supported).toEqual([...VERSIONS.map((v) => v.date), PREVIEW_DATE])
    expect(() => prod.resolve(PREVIEW_DATE)).toThrow(/Unsupported Service-Version/)
    expect(alpha.resolve(PREVIEW_DATE)).toBe(PREVIEW_DATE)
    expect([prod.resolve(undefined), alpha.resolve(undefined)]).toEqual([stable, stable])
    expect(() => new Versioning([...versions, { date: '2099-02-01', changes: [] }])).toThrow(
      /preview versions come after every other/,
    )
  })
})

describe('over HTTP', () => {
  let registry: SkillRegistry
  const servers: TestServer[] = []
  const start = async (env: Record<string, string>, channel: 'production' | 'alpha') => {
    const srv = await startTestServer({
      env,
      registry,
      versioning: new Versioning([...VERSIONS, { date: PREVIEW_DATE, changes: [], preview: true }], channel),
    })
    servers.push(srv)
    return { srv, t: await createTenant(srv.services) }
  }
  beforeAll(async () => {
    const all = await loadSkills(path.join(ROOT, 'skills'))
    // One real skill marked preview, as a skill.json with "preview": true would be.
    registry = new SkillRegistry(
      all
        .list()
        .map((s) => (s.manifest.name === PREVIEW_SKILL ? { ...s, manifest: { ...s.manifest, preview: true } } : s)),
    )
  })
  afterAll(async () => {
    for (const s of servers) await s.close()
  })

  const invoke = (srv: TestServer, t: Tenant, headers: Record<string, string> = {}) =>
    call(srv.url, `/api/v1/skills/${PREVIEW_SKILL}/invoke`, { token: t.adminKey, body: INPUT, headers })

  it('production: PUBLIC_BASE_URL and the alpha host in servers; the preview skill and date are absent', async () => {
    const { srv, t } = await start({ PUBLIC_BASE_URL: PROD, ALPHA_BASE_URL: ALPHA }, 'production')
    const doc = (await call<Doc>(srv.url, '/openapi.json')).body
    expect(doc.servers).toEqual([
      { url: PROD, description: 'Production' },
      { url: ALPHA, description: ALPHA_DESCRIPTION },
    ])
    expect(doc.paths).not.toHaveProperty(`/api/v1/skills/${PREVIEW_SKILL}/invoke`)
    expect(doc.components.schemas.ServiceVersionDate!.enum).not.toContain(PREVIEW_DATE)
    const r = await invoke(srv, t)
    expect([r.status, (r.body as { error: { code: string } }).error.code]).toEqual([404, 'skill_not_found'])
    const catalogue = await call<{ skills: { name: string }[] }>(srv.url, '/api/v1/skills?limit=100', {
      token: t.adminKey,
    })
    expect(catalogue.body.skills.map((s) => s.name)).not.toContain(PREVIEW_SKILL)
    const pinned = await call(srv.url, '/api/v1/skills', {
      token: t.adminKey,
      headers: { 'Service-Version': PREVIEW_DATE },
    })
    expect([pinned.status, (pinned.body as { error: { code: string } }).error.code]).toEqual([
      400,
      'invalid_service_version',
    ])
  })

  it('alpha: its own address in servers; serves and describes the preview skill and date', async () => {
    const { srv, t } = await start({ SERVICE_CHANNEL: 'alpha', PUBLIC_BASE_URL: ALPHA }, 'alpha')
    const doc = (await call<Doc>(srv.url, '/openapi.json')).body
    expect(doc.servers).toEqual([{ url: ALPHA, description: ALPHA_DESCRIPTION }])
    const op = doc.paths[`/api/v1/skills/${PREVIEW_SKILL}/invoke`]!.post!
    expect(op['x-skill-preview']).toBe(true)
    expect(op.description).toContain('Preview: served by the alpha host only')
    expect(doc.components.schemas.ServiceVersionDate!.enum).toContain(PREVIEW_DATE)
    const r = await invoke(srv, t, { 'Service-Version': PREVIEW_DATE })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('service-version')).toBe(PREVIEW_DATE)
    const catalogue = await call<{ skills: { name: string }[] }>(srv.url, '/api/v1/skills?limit=100', {
      token: t.adminKey,
    })
    expect(catalogue.body.skills.map((s) => s.name)).toContain(PREVIEW_SKILL)
  })

  it('serves what codegen/served-document.ts builds for the same environment', async () => {
    const env = { PUBLIC_BASE_URL: PROD, ALPHA_BASE_URL: ALPHA }
    const srv = await startTestServer({ env })
    servers.push(srv)
    expect((await call(srv.url, '/openapi.json')).body).toEqual(JSON.parse(JSON.stringify(await servedDocument(env))))
  })
})
