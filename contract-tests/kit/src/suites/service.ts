// getHealth, getOpenApi (the document served is the one Prism validates against) and the Service-Version echo; HEAD,
// which the document does not list (it works wherever GET does), straight to the target.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check } from '../define.ts'
import { ensure, expectOk, same } from '../expect.ts'

export function serviceChecks(): void {
  describe('service', () => {
    check('getHealth GET /health: 200 without a credential, status ok, the latest Service-Version', async () => {
      const ctx = context()
      const r = await ctx.proxy('/health')
      expectOk(r, 200, ctx.doc.info.version)
      ensure(r.body.status === 'ok', r, 'health status is not "ok"')
      ensure(
        r.body.version === ctx.doc.info.version,
        r,
        `health names version ${String(r.body.version)}, the document ${ctx.doc.info.version}`,
      )
      ensure(typeof r.body.store?.kind === 'string', r, 'health does not name its store')
    })

    check('HEAD /health (direct): 200, no body, the headers of GET', async () => {
      const r = await context().direct('/health', { method: 'HEAD' })
      expectOk(r)
      ensure(r.text === '', r, 'a HEAD answer with a body')
      ensure(r.headers.get('x-correlation-id'), r, 'a HEAD answer without X-Correlation-Id')
    })

    check('getOpenApi GET /openapi.json: 200, OpenAPI 3.1, the document the run started from', async () => {
      const ctx = context()
      const r = await ctx.proxy('/openapi.json')
      expectOk(r)
      ensure(/^3\.1\./.test(String(r.body?.openapi)), r, 'not an OpenAPI 3.1 document')
      same(r.body, ctx.doc, 'the served document changed during the run')
    })

    check('Service-Version: a pinned supported date is echoed; absent, the latest', async () => {
      const ctx = context()
      const pinned = await ctx.proxy('/health', { headers: { 'Service-Version': ctx.doc.info.version } })
      expectOk(pinned, 200, ctx.doc.info.version)
      const absent = await ctx.proxy('/openapi.json')
      expectOk(absent, 200, ctx.doc.info.version)
    })
  })
}
