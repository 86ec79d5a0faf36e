// The closed sets the server enforces are published as enums in openapi.yaml, and each enum is kept equal to its
// one source of truth in code (ARCHITECTURE habit 6), so the description cannot drift from the server.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultBaseDocumentPath, readBaseDocument } from '../spec/index.ts'
import { VERSIONS } from '../versioning/index.ts'
import { PERMISSION_SLUGS, RETIRED_PERMISSIONS, WILDCARD_PERMISSION } from '../permissions/index.ts'
import { EVENT_TYPES, subscribableNames } from '../webhooks/index.ts'

type Schema = Record<string, unknown> & {
  enum?: unknown[]
  const?: unknown
  items?: Schema
  properties?: Record<string, Schema>
}

const doc = readBaseDocument(defaultBaseDocumentPath())
const schemas = doc.components.schemas as Record<string, Schema>
const manifestSchema = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'skill-runtime', 'skill-manifest.schema.json'), 'utf8'),
) as {
  properties: Record<string, { enum: string[] }>
}
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

describe('enums in openapi.yaml equal their source in code', () => {
  it("Service-Version: the supported dates of src/versioning (the alpha host's document adds the preview ones)", () => {
    const dates = VERSIONS.filter((v) => !v.preview).map((v) => v.date)
    expect(schemas.ServiceVersionDate!.enum).toEqual(dates)
    const param = (doc.components.parameters as Record<string, { schema: unknown }>).ServiceVersion!
    const header = (doc.components.headers as Record<string, { schema: unknown }>).ServiceVersion!
    expect(param.schema).toEqual(ref('ServiceVersionDate'))
    // Answers name dates by an open date string: a client generated from this document must read a newer one.
    expect(header.schema).toEqual(ref('ServiceVersionAnswered'))
    expect(schemas.ErrorObject!.properties!.supported_versions!.items).toEqual(ref('ServiceVersionAnswered'))
    const answered = new RegExp(String((schemas.ServiceVersionAnswered as { pattern?: string }).pattern))
    for (const d of [...dates, '2099-12-31']) expect(answered.test(d), d).toBe(true)
    // The description's own version (also /health's `version`) is the latest supported date, preview ones aside.
    expect((doc.info as { version: string }).version).toBe(dates.at(-1))
    expect(schemas.Health!.properties!.version).toEqual(ref('ServiceVersionAnswered'))
  })

  it('permissions: the 11 slugs, the retired strings and the wildcard of src/permissions', () => {
    expect(schemas.PermissionSlug!.enum).toEqual(PERMISSION_SLUGS)
    expect(schemas.RetiredPermission!.enum).toEqual([...RETIRED_PERMISSIONS])
    expect(schemas.WildcardPermission!.const).toBe(WILDCARD_PERMISSION)
    expect(schemas.PermissionCatalogEntry!.properties!.permission).toEqual(ref('PermissionSlug'))
    expect(schemas.SkillSummary!.properties!.permission).toEqual(ref('PermissionSlug'))
    const catalogue = schemas.PermissionCatalog!.properties!.data!
    expect([catalogue.minItems, catalogue.maxItems]).toEqual([PERMISSION_SLUGS.length, PERMISSION_SLUGS.length])
    expect(schemas.ErrorObject!.properties!.valid_permissions!.items).toEqual(ref('PermissionSlug'))
  })

  it('permissions on requests stay free strings: unknown slugs are 400 unknown_permissions, not 422', () => {
    for (const name of ['ConnectKeyCreate', 'ConnectKeyUpdate']) {
      const items = schemas[name]!.properties!.permissions!.items!
      expect(items.type, name).toBe('string')
      expect(items, name).not.toHaveProperty('enum')
      expect(items, name).not.toHaveProperty('$ref')
    }
  })

  it('webhook event types: the catalogue of src/webhooks/event-types.ts', () => {
    const all = EVENT_TYPES.flatMap((e) => [e.type, ...e.aliases])
    expect(schemas.WebhookEventType!.enum).toEqual(all)
    expect(schemas.SubscribableEventName!.enum).toEqual(subscribableNames())
    const canonical = EVENT_TYPES.map((e) => e.type)
    expect(schemas.WebhookEventTypeList!.properties!.data!.items!.properties!.type).toEqual(ref('WebhookEventType'))
    expect(schemas.WebhookEventTypeList!.properties!.data!.items!.properties!.alias_of!.enum).toEqual([
      ...canonical.filter((t) => EVENT_TYPES.find((e) => e.type === t)!.aliases.length),
      null,
    ])
    expect(schemas.WebhookEndpoint!.properties!.event_types!.items).toEqual(ref('SubscribableEventName'))
    for (const name of ['WebhookEndpointCreate', 'WebhookEndpointUpdate']) {
      const items = schemas[name]!.properties!.event_types!.items!
      expect(items.type, name).toBe('string')
      expect(items, name).not.toHaveProperty('enum')
    }
  })

  it('skill categories and clusters: the manifest schema', () => {
    expect(schemas.SkillSummary!.properties!.category!.enum).toEqual(manifestSchema.properties.category!.enum)
    expect(schemas.SkillSummary!.properties!.cluster!.enum).toEqual(manifestSchema.properties.cluster!.enum)
  })
})
