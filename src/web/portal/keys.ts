// The portal's API key pages (issue 24 §1 "Keys"): list; create with a permission picker built from the permission
// catalogue and a workspace picker; the value shown exactly once (post/redirect/get to a one-time reveal slot);
// rotate with a grace choice, then the reveal; edit name, description, environment, workspace and rate limit
// (permissions cannot change: the page says why); revoke after a confirm step; flush the validator cache.
// Creation is limited to 1 per minute and 5 per day per signed-in user (the createConnectKey operation enforces it
// for every cookie-authenticated call, /api included); the form shows what is left. Rotation does not count: it is
// the remedy for a leaked key and must not be refused for the day's quota, and the old key ends after its grace.
import { AppError, isAppError } from '../../errors/index.ts'
import { html, type Raw } from '../../lib/html.ts'
import { PORTAL, notice, when } from './layout.ts'
import { alreadyShown, graceSelect, readGrace, secretPage } from './parts.ts'
import {
  errorHeaders,
  retryText,
  type PortalAnswer,
  type PortalContext,
  type PortalRequest,
  type PortalRoute,
} from './route.ts'

const KEYS = `${PORTAL}/keys`
const ID = '([A-Za-z0-9_-]{1,80})'

interface Key {
  id: string
  name: string
  obfuscated_value: string
  last_used_at: string | null
  permissions: string[]
  created_at: string
  workspace_id: string | null
  rate_limit_per_minute: number | null
  description: string | null
  environment: string | null
  created_by_user_id: string | null
  rotated_from_key_id: string | null
  expires_at: string | null
  revoked_at: string | null
  value?: string
}
interface Workspace {
  id: string
  name: string
  slug: string
}
interface CatalogueEntry {
  permission: string
  description: string
  skills: { name: string; slug: string }[]
}

export function keyRoutes(): PortalRoute[] {
  return [
    { method: 'GET', pattern: /^\/portal\/keys$/, run: list },
    { method: 'GET', pattern: /^\/portal\/keys\/new$/, run: (r, c) => createForm(r, c) },
    { method: 'POST', pattern: /^\/portal\/keys$/, run: create },
    { method: 'GET', pattern: /^\/portal\/keys\/reveal\/([A-Za-z0-9_-]{1,64})$/, run: reveal },
    { method: 'GET', pattern: new RegExp(`^/portal/keys/${ID}$`), run: (r) => detail(r) },
    { method: 'POST', pattern: new RegExp(`^/portal/keys/${ID}$`), run: edit },
    { method: 'POST', pattern: new RegExp(`^/portal/keys/${ID}/rotate$`), run: rotate },
    { method: 'GET', pattern: new RegExp(`^/portal/keys/${ID}/revoke$`), run: revokeConfirm },
    { method: 'POST', pattern: new RegExp(`^/portal/keys/${ID}/revoke$`), run: revoke },
    { method: 'POST', pattern: new RegExp(`^/portal/keys/${ID}/flush$`), run: flush },
  ]
}

const page = (title: string, body: Raw, status?: number, headers?: Record<string, string>): PortalAnswer => ({
  page: { title, section: 'keys', body },
  ...(status ? { status } : {}),
  ...(headers ? { headers } : {}),
})

async function workspaces(r: PortalRequest): Promise<Workspace[]> {
  return ((await r.call('listKeyWorkspaces', { query: { limit: 100 } })).body as { data: Workspace[] }).data
}

function state(k: Key): Raw {
  if (k.revoked_at) return html`<span class="badge bad">Revoked</span>`
  if (k.expires_at && Date.parse(k.expires_at) <= Date.now()) return html`<span class="badge bad">Expired</span>`
  if (k.expires_at) return html`<span class="badge">Expires ${when(k.expires_at)}</span>`
  return html`<span class="badge ok">Active</span>`
}

const DONE: Record<string, string> = {
  revoked: 'The key is revoked: its next call is refused, on every instance.',
  updated: 'Saved.',
  flushed: 'Cache flushed: the next call with this key is checked again.',
}

async function list(r: PortalRequest): Promise<PortalAnswer> {
  const offset = Math.max(0, Number(r.url.searchParams.get('offset')) || 0)
  const { data, has_more } = (await r.call('listConnectKeys', { query: { limit: 50, offset } })).body as {
    data: Key[]
    has_more: boolean
  }
  const spaces = new Map((await workspaces(r)).map((w) => [w.id, w.name]))
  const creators = new Map<string, string>()
  for (const id of new Set(data.map((k) => k.created_by_user_id).filter((x): x is string => !!x))) {
    creators.set(id, id === r.principal.userId ? 'you' : ((await r.users(id)) ?? id))
  }
  const done = DONE[r.url.searchParams.get('done') ?? '']
  const rows = data.map(
    (k) => html`<tr data-key-id="${k.id}">
      <th scope="row"><a href="${KEYS}/${k.id}">${k.name}</a></th>
      <td><code class="masked">${k.obfuscated_value}</code></td>
      <td>${k.created_by_user_id ? (creators.get(k.created_by_user_id) ?? '') : html`<span class="muted">—</span>`}</td>
      <td>${when(k.last_used_at)}</td>
      <td>${k.environment ?? '—'}</td>
      <td>${k.workspace_id ? (spaces.get(k.workspace_id) ?? k.workspace_id) : html`<span class="muted">All</span>`}</td>
      <td>${state(k)}</td></tr>`,
  )
  const table = data.length
    ? html`<table><caption class="visually-hidden">API keys of your organization</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created by</th><th scope="col">Last used</th>
        <th scope="col">Environment</th><th scope="col">Workspace</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p>No keys yet.</p>`
  const more = has_more ? html`<p><a href="${KEYS}?offset=${String(offset + 50)}">Next page</a></p>` : html``
  return page(
    'API keys',
    html`<h1>API keys</h1>${done ? notice('ok', done) : html``}
    <div class="actions"><a class="button" href="${KEYS}/new">Create a key</a></div>${table}${more}`,
  )
}

interface FormValues {
  name: string
  description: string
  environment: string
  workspace_id: string
  expires_in_days: string
  rate_limit_per_minute: string
  permissions: string[]
}
const EMPTY: FormValues = {
  name: '',
  description: '',
  environment: 'sandbox',
  workspace_id: '',
  expires_in_days: '',
  rate_limit_per_minute: '',
  permissions: [],
}

async function createForm(
  r: PortalRequest,
  c: PortalContext,
  values: FormValues = EMPTY,
  error?: AppError,
): Promise<PortalAnswer> {
  const [catalogue, spaces, quota] = await Promise.all([
    r.call('getPermissionCatalog').then((x) => (x.body as { data: CatalogueEntry[] }).data),
    workspaces(r),
    c.deps.limiter.portalKeyCreationQuota(r.principal.userId),
  ])
  const quotaLine =
    quota.remainingToday === 0
      ? notice(
          'warn',
          `You have created the 5 keys allowed today. You can create another in ${retryText(quota.nextInSeconds ?? 0)}.`,
        )
      : quota.nextInSeconds
        ? notice(
            'warn',
            `One key per minute: you can create the next in ${retryText(quota.nextInSeconds)} (${quota.remainingToday} left today).`,
          )
        : notice(
            'info',
            `You can create ${quota.remainingToday} more key${quota.remainingToday === 1 ? '' : 's'} today (one per minute).`,
          )
  const err = (field: string): Raw =>
    error?.param === field
      ? html`<p class="hint" id="${field}-error" role="alert"><strong>${error.message}</strong></p>`
      : html``
  const describedBy = (field: string, hint?: string): string =>
    [hint, error?.param === field ? `${field}-error` : ''].filter(Boolean).join(' ')
  const checked = new Set(values.permissions)
  const scopes = catalogue.map((e) => {
    const id = `perm-${e.permission.replace(/[^a-z]/g, '-')}`
    const skills = e.skills.length ? e.skills.map((s) => s.name).join(', ') : 'no installed skill'
    return html`<div class="choice"><input type="checkbox" id="${id}" name="permissions" value="${e.permission}" aria-describedby="${id}-hint"${checked.has(e.permission) ? html` checked` : html``}>
      <label for="${id}"><code>${e.permission}</code>: ${e.description}<span class="hint" id="${id}-hint">Unlocks: ${skills}</span></label></div>`
  })
  const options = spaces.map(
    (w) => html`<option value="${w.id}"${values.workspace_id === w.id ? html` selected` : html``}>${w.name}</option>`,
  )
  const env = (
    v: string,
    label: string,
  ) => html`<div class="choice"><input type="radio" id="env-${v}" name="environment" value="${v}"${values.environment === v ? html` checked` : html``}>
    <label for="env-${v}">${label}</label></div>`
  const general =
    error &&
    !['name', 'description', 'workspace_id', 'expires_in_days', 'rate_limit_per_minute', 'permissions'].includes(
      error.param ?? '',
    )
      ? notice('error', error.message)
      : html``
  const body = html`<h1>Create an API key</h1>${quotaLine}${general}
    <form method="post" action="${KEYS}" novalidate>
      <input type="hidden" name="idempotency_key" value="${r.newId()}">
      <div class="field"><label for="name">Name</label><p class="hint" id="name-hint">So you can tell it apart: where it is used.</p>
        <input type="text" id="name" name="name" required maxlength="200" value="${values.name}" aria-describedby="${describedBy('name', 'name-hint')}">${err('name')}</div>
      <div class="field"><label for="description">Description <span class="muted">(optional)</span></label>
        <textarea id="description" name="description" rows="2" maxlength="2000" aria-describedby="${describedBy('description')}">${values.description}</textarea>${err('description')}</div>
      <fieldset aria-describedby="perm-hint${error?.param === 'permissions' ? ' permissions-error' : ''}"><legend>Permissions</legend>
        <p class="hint" id="perm-hint">A key can call only the skills its permissions unlock. Permissions cannot be changed later: create a new key instead. None selected: the key can call no skill.</p>
        ${err('permissions')}${scopes}</fieldset>
      <div class="field"><label for="workspace_id">Workspace</label>
        <select id="workspace_id" name="workspace_id" aria-describedby="${describedBy('workspace_id')}"><option value="">Every workspace</option>${options}</select>${err('workspace_id')}</div>
      <fieldset><legend>Environment</legend><p class="hint">A label for you; it changes nothing about what the key may do.</p>
        ${env('sandbox', 'Sandbox')}${env('live', 'Live')}</fieldset>
      <div class="field"><label for="expires_in_days">Expires after (days) <span class="muted">(optional)</span></label><p class="hint" id="exp-hint">Empty or 0: never expires.</p>
        <input type="number" id="expires_in_days" name="expires_in_days" min="0" max="3650" inputmode="numeric" value="${values.expires_in_days}" aria-describedby="${describedBy('expires_in_days', 'exp-hint')}">${err('expires_in_days')}</div>
      <div class="field"><label for="rate_limit_per_minute">Rate limit per minute <span class="muted">(optional)</span></label><p class="hint" id="rl-hint">Empty: your organization's limit (60 unless an operator set another). 0 blocks the key.</p>
        <input type="number" id="rate_limit_per_minute" name="rate_limit_per_minute" min="0" max="10000" inputmode="numeric" value="${values.rate_limit_per_minute}" aria-describedby="${describedBy('rate_limit_per_minute', 'rl-hint')}">${err('rate_limit_per_minute')}</div>
      <div class="actions"><button type="submit">Create key</button><a href="${KEYS}">Cancel</a></div>
    </form>`
  return page(
    'Create an API key',
    body,
    error ? (error.status === 429 ? 429 : 422) : undefined,
    error ? errorHeaders(error) : undefined,
  )
}

/** A number field: empty is absent; anything else must be a whole number (the operation checks the bounds). */
function integerField(v: string, param: string): number | undefined {
  const t = v.trim()
  if (t === '') return undefined
  if (!/^-?\d+$/.test(t)) throw new AppError('validation_error', 'Enter a whole number.', { param })
  return Number(t)
}

function readValues(form: URLSearchParams): FormValues {
  return {
    name: (form.get('name') ?? '').trim(),
    description: form.get('description') ?? '',
    environment: form.get('environment') ?? 'sandbox',
    workspace_id: form.get('workspace_id') ?? '',
    expires_in_days: form.get('expires_in_days') ?? '',
    rate_limit_per_minute: form.get('rate_limit_per_minute') ?? '',
    permissions: form.getAll('permissions'),
  }
}

async function create(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const form = await r.form()
  const v = readValues(form)
  try {
    if (!v.name) throw new AppError('validation_error', 'Give the key a name.', { param: 'name' })
    const expires = integerField(v.expires_in_days, 'expires_in_days')
    const limit = integerField(v.rate_limit_per_minute, 'rate_limit_per_minute')
    const body = {
      name: v.name,
      permissions: v.permissions,
      environment: v.environment,
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      ...(v.workspace_id ? { workspace_id: v.workspace_id } : {}),
      ...(expires !== undefined ? { expires_in_days: expires } : {}),
      ...(limit !== undefined ? { rate_limit_per_minute: limit } : {}),
    }
    const idempotencyKey = form.get('idempotency_key') || undefined
    const res = await r.call('createConnectKey', { body, ...(idempotencyKey ? { idempotencyKey } : {}) })
    const key = res.body as Key
    // The same form sent twice (a double click, a resent post): the key exists and its value was already shown.
    if (res.replayed) return { redirect: `${KEYS}/${key.id}?done=already` }
    const slot = await c.reveals.put(r.principal.userId, {
      kind: 'key',
      refId: key.id,
      label: key.name,
      value: key.value!,
    })
    return { redirect: `${KEYS}/reveal/${slot}` }
  } catch (err) {
    if (!isAppError(err) || ![400, 422, 429].includes(err.status)) throw err
    return createForm(r, c, v, fieldError(err))
  }
}

/** An operation's refusal, pointed at the form field it concerns. */
function fieldError(e: AppError): AppError {
  if (e.code === 'unknown_permissions') return new AppError('unknown_permissions', e.message, { param: 'permissions' })
  if (e.code === 'validation_error' && e.param) {
    const field = e.param.replace(/^body\./, '').split(/[.[]/)[0]!
    return new AppError('validation_error', e.details?.[0]?.msg ? `${e.details[0].msg}.` : e.message, { param: field })
  }
  return e
}

async function reveal(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const content = await c.reveals.take(r.principal.userId, r.params[0]!)
  if (content?.kind !== 'key') {
    return page(
      'Already shown',
      alreadyShown(
        "This key's value was shown once and cannot be shown again. If you did not store it, rotate the key to get a new value.",
        { href: KEYS, label: 'Back to your keys' },
      ),
      410,
    )
  }
  return page(
    'Your new key',
    secretPage({
      heading: `Your new key: ${content.label}`,
      label: 'Key value',
      value: content.value,
      continueTo: `${KEYS}/${content.refId}`,
      warning: html`<strong>This is the only time the full key is shown.</strong> Store it now, in a secret manager or your CI's secrets. Later you will see only its first and last characters.`,
    }),
  )
}

async function getKey(r: PortalRequest, id: string): Promise<Key> {
  return (await r.call('getConnectKey', { params: { key_id: id } })).body as Key
}

async function detail(r: PortalRequest, error?: AppError, status?: number): Promise<PortalAnswer> {
  const k = await getKey(r, r.params[0]!)
  const spaces = await workspaces(r)
  const doneKey = r.url.searchParams.get('done') ?? ''
  const done =
    doneKey === 'already'
      ? notice('info', 'This key was already created by the same form; its value was shown then.')
      : DONE[doneKey]
        ? notice('ok', DONE[doneKey]!)
        : html``
  const err = error ? notice('error', error.message) : html``
  const live = !k.revoked_at
  const options = spaces.map(
    (w) => html`<option value="${w.id}"${k.workspace_id === w.id ? html` selected` : html``}>${w.name}</option>`,
  )
  const env = (
    v: string,
    label: string,
  ) => html`<div class="choice"><input type="radio" id="env-${v}" name="environment" value="${v}"${k.environment === v ? html` checked` : html``}>
    <label for="env-${v}">${label}</label></div>`
  const perms = k.permissions.length
    ? k.permissions.map((p) => html`<code>${p}</code> `)
    : [html`<span class="muted">none: the key can call no skill</span>`]
  const manage = live
    ? html`
    <h2 id="edit">Edit</h2>
    <form method="post" action="${KEYS}/${k.id}" novalidate>
      <div class="field"><label for="name">Name</label><input type="text" id="name" name="name" required maxlength="200" value="${k.name}"></div>
      <div class="field"><label for="description">Description</label><textarea id="description" name="description" rows="2" maxlength="2000">${k.description ?? ''}</textarea></div>
      <div class="field"><label for="workspace_id">Workspace</label><select id="workspace_id" name="workspace_id"><option value="">Every workspace</option>${options}</select></div>
      <fieldset><legend>Environment</legend>${env('sandbox', 'Sandbox')}${env('live', 'Live')}</fieldset>
      <div class="field"><label for="rate_limit_per_minute">Rate limit per minute</label><p class="hint" id="rl-hint">Empty: the organization's limit. 0 blocks the key.</p>
        <input type="number" id="rate_limit_per_minute" name="rate_limit_per_minute" min="0" max="10000" value="${k.rate_limit_per_minute === null ? '' : String(k.rate_limit_per_minute)}" aria-describedby="rl-hint"></div>
      <p class="muted">Permissions cannot be edited: a key's permissions are fixed when it is created, so anyone holding it knows what it can do. To change them, create a new key and revoke this one.</p>
      <div class="actions"><button type="submit">Save</button></div>
    </form>
    <h2 id="rotate">Rotate</h2>
    <p>Rotating makes a new value with the same name, permissions and settings. The old value keeps working for the grace period you choose, so you can switch over without downtime.</p>
    <form method="post" action="${KEYS}/${k.id}/rotate">
      ${graceSelect('Old value keeps working for')}
      <div class="actions"><button type="submit">Rotate key</button></div>
    </form>
    <h2 id="more">More</h2>
    <div class="actions">
      <form method="post" action="${KEYS}/${k.id}/flush" class="inline"><button type="submit" class="secondary" aria-label="Flush cache of key ${k.name}">Flush cache</button></form>
      <a class="button danger" href="${KEYS}/${k.id}/revoke" aria-label="Revoke key ${k.name}">Revoke…</a>
    </div>`
    : html``
  return page(
    `Key ${k.name}`,
    html`<p><a href="${KEYS}">All keys</a></p><h1>Key: ${k.name}</h1>${done}${err}
    <dl class="props">
      <dt>Key</dt><dd><code class="masked">${k.obfuscated_value}</code></dd>
      <dt>State</dt><dd>${state(k)}</dd>
      <dt>Permissions</dt><dd>${perms}</dd>
      <dt>Created</dt><dd>${when(k.created_at)}</dd>
      <dt>Last used</dt><dd>${when(k.last_used_at)}</dd>
      <dt>Expires</dt><dd>${k.expires_at ? when(k.expires_at) : html`never`}</dd>
      ${k.revoked_at ? html`<dt>Revoked</dt><dd>${when(k.revoked_at)}</dd>` : html``}
      ${k.rotated_from_key_id ? html`<dt>Rotated from</dt><dd><a href="${KEYS}/${k.rotated_from_key_id}">the previous key</a></dd>` : html``}
    </dl>${manage}`,
    status,
  )
}

async function edit(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const id = r.params[0]!
  try {
    const limit = integerField(form.get('rate_limit_per_minute') ?? '', 'rate_limit_per_minute')
    const body = {
      name: (form.get('name') ?? '').trim(),
      description: (form.get('description') ?? '').trim() || null,
      workspace_id: form.get('workspace_id') || null,
      rate_limit_per_minute: limit ?? null,
      ...(form.get('environment') ? { environment: form.get('environment') } : {}),
    }
    await r.call('updateConnectKey', { params: { key_id: id }, body })
    return { redirect: `${KEYS}/${id}?done=updated` }
  } catch (err) {
    if (!isAppError(err) || ![400, 422].includes(err.status)) throw err
    return detail(r, fieldError(err), 422)
  }
}

async function rotate(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const grace = readGrace(await r.form())
  const key = (
    await r.call('rotateConnectKey', { params: { key_id: r.params[0]! }, body: { grace_period_hours: grace } })
  ).body as Key
  const slot = await c.reveals.put(r.principal.userId, {
    kind: 'key',
    refId: key.id,
    label: key.name,
    value: key.value!,
  })
  return { redirect: `${KEYS}/reveal/${slot}` }
}

async function revokeConfirm(r: PortalRequest): Promise<PortalAnswer> {
  const k = await getKey(r, r.params[0]!)
  return page(
    `Revoke ${k.name}`,
    html`<h1>Revoke key ${k.name}?</h1>
    ${notice('warn', html`Every program using <code>${k.obfuscated_value}</code> is refused from its next call, on every instance. This cannot be undone.`)}
    <form method="post" action="${KEYS}/${k.id}/revoke" class="actions">
      <button type="submit" class="danger">Revoke key ${k.name}</button><a href="${KEYS}/${k.id}">Cancel</a></form>`,
  )
}

async function revoke(r: PortalRequest): Promise<PortalAnswer> {
  await r.form()
  await r.call('deleteConnectKey', { params: { key_id: r.params[0]! } })
  return { redirect: `${KEYS}?done=revoked` }
}

async function flush(r: PortalRequest): Promise<PortalAnswer> {
  await r.form()
  await r.call('flushConnectKeyCache', { params: { key_id: r.params[0]! } })
  return { redirect: `${KEYS}/${r.params[0]!}?done=flushed` }
}
