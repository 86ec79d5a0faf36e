// The operation one skill adds to the bundled spec (spec: Skill invocation): POST /api/v1/skills/<name>/invoke with
// its x-skill-* metadata, required permission, request examples, and the result and error responses. The schemas it
// points to are hoisted into components/schemas by bundle.ts.
import { skillInvokePath, type LoadedSkill } from '../skill-runtime/index.ts'

export const MAX_EMBEDDED_EXAMPLE_BYTES = 8192

export const SKILL_ERROR_STATUSES = ['400', '401', '403', '404', '413', '415', '422', '429', '500', '504'] as const

const ERROR_RESPONSE_REF: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '422': 'ValidationFailed',
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '504': 'GatewayTimeout',
}

/** The 200 body of an invocation, around a recorded output; the correlation id is the redacted one (req_0…01). */
export const invocationResult = (skill: string, output: unknown) => ({
  skill,
  output,
  correlation_id: `req_${'1'.padStart(32, '0')}`,
})

export function skillOperation(s: LoadedSkill): Record<string, unknown> {
  const m = s.manifest
  const notes = [
    m.description,
    `Requires the \`${m.permission}\` permission (or \`service:full\`).`,
    m.advisory ? 'Advisory: the output is model-generated; verify it against authoritative sources.' : '',
    m.streaming
      ? 'Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` ' +
        '(`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error ' +
        'envelope). Refusals before the skill starts are ordinary error responses.'
      : '',
    m.max_body_bytes
      ? `Accepts bodies up to ${m.max_body_bytes} bytes (\`x-max-body-bytes\`), or BODY_LIMIT_BYTES when that is larger.`
      : '',
    m.writes ? 'A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.' : '',
    m.deprecated ? `Deprecated since ${m.deprecated.since}: use \`${m.deprecated.successor}\`.` : '',
    m.preview
      ? 'Preview: served by the alpha host only (SERVICE_CHANNEL=alpha); production answers 404 `skill_not_found`.'
      : '',
  ].filter(Boolean)
  // Examples larger than this stay in the skill folder (tests use them) but out of the served document. A response
  // example (examples/outputs/<file>, recorded) goes with its request's, under the same name; when none fits, the
  // smallest output still goes in, so every skill's 200 has one.
  const examples: Record<string, unknown> = {}
  const outputs: Record<string, unknown> = {}
  const fits = (v: unknown) => JSON.stringify(v).length <= MAX_EMBEDDED_EXAMPLE_BYTES
  for (const ex of s.examples) {
    if (!fits(ex.input)) continue
    const name = ex.file.replace(/\.json$/, '')
    examples[name] = { summary: ex.summary, value: ex.input }
    if (ex.output && fits(ex.output))
      outputs[name] = { summary: ex.summary, value: invocationResult(m.name, ex.output) }
  }
  const smallest = s.examples
    .filter((ex) => ex.output)
    .sort((a, b) => JSON.stringify(a.output).length - JSON.stringify(b.output).length)[0]
  if (!Object.keys(outputs).length && smallest) {
    outputs[smallest.file.replace(/\.json$/, '')] = {
      summary: smallest.summary,
      value: invocationResult(m.name, smallest.output!),
    }
  }
  const responses: Record<string, unknown> = {
    '200': {
      description: 'The skill ran.',
      headers: { 'Service-Version': { $ref: '#/components/headers/ServiceVersion' } },
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['skill', 'output', 'correlation_id'],
            properties: {
              skill: { type: 'string', const: m.name },
              output: { $ref: `#/components/schemas/${s.componentName}Output` },
              correlation_id: { type: 'string' },
            },
          },
          ...(Object.keys(outputs).length ? { examples: outputs } : {}),
        },
        ...(m.streaming
          ? {
              'text/event-stream': {
                schema: {
                  type: 'string',
                  description: 'Server-sent events: progress, delta, then result or error (see the description).',
                },
              },
            }
          : {}),
      },
    },
  }
  for (const status of SKILL_ERROR_STATUSES)
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSE_REF[status]}` }
  return {
    operationId: `invoke_${m.slug}`,
    tags: [m.category],
    summary: m.summary,
    description: notes.join('\n\n'),
    'x-skill-name': m.name,
    'x-skill-slug': m.slug,
    'x-skill-category': m.category,
    'x-skill-cluster': m.cluster,
    'x-skill-streaming': m.streaming,
    'x-skill-advisory': m.advisory,
    'x-skill-writes': m.writes,
    'x-required-permission': m.permission,
    ...(m.writes ? { 'x-idempotent': true } : {}),
    ...(m.preview ? { 'x-skill-preview': true } : {}),
    ...(m.max_body_bytes ? { 'x-max-body-bytes': m.max_body_bytes } : {}),
    ...(m.deprecated
      ? {
          deprecated: true,
          'x-deprecated-since': m.deprecated.since,
          'x-successor': skillInvokePath(m.deprecated.successor),
        }
      : {}),
    security: [{ bearerApiKey: [m.permission] }, { bearerJwt: [m.permission] }, { sessionCookie: [m.permission] }],
    parameters: [{ $ref: '#/components/parameters/ServiceVersion' }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${s.componentName}Input` },
          ...(Object.keys(examples).length ? { examples } : {}),
        },
      },
    },
    responses,
  }
}
