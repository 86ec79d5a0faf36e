// The permission catalogue (spec: Authentication, "Scopes (11)"). Every skill declares exactly one of these;
// keys, tokens and the registry all read it from here.
export const PERMISSIONS = {
  'accounting:write': 'Bookkeeping writes',
  'ask:execute': 'Conversational entry point, advisory and research skills, topic dispatch',
  'clients:read': 'Read client financial and payroll data, analyses',
  'documents:analyse': 'Analyse documents, compliance review',
  'email:draft': 'Draft client communications',
  'reports:generate': 'Reports, memos, packs',
  'search:read': 'Knowledge-base search',
  'topics:read': 'List and read topics and messages',
  'topics:write': 'Create topics, link conversations',
  'workstreams:read': 'List WorkStreams, cycle status',
  'workstreams:write': 'Run, advance, approve, cancel WorkStreams',
} as const

export type Permission = keyof typeof PERMISSIONS

/** Granted to tokens minted with no scope parameter; satisfies every permission. */
export const WILDCARD_PERMISSION = 'service:full'

/** Retired scope strings: rejected on key creation, inert when left on a migrated key. */
export const RETIRED_PERMISSIONS = [
  'messages:create',
  'conversations:read',
  'documents:read',
  'drafts:write',
  'journal:write',
  'reports:read',
  'standards:read',
  'workstreams:execute',
] as const

export const PERMISSION_SLUGS = Object.keys(PERMISSIONS) as Permission[]

export function isPermission(s: string): s is Permission {
  return Object.hasOwn(PERMISSIONS, s)
}

/** True when a holder of `granted` may use something that needs `needed`. Retired strings grant nothing. */
export function grants(granted: Iterable<string>, needed: Permission): boolean {
  for (const g of granted) if (g === needed || g === WILDCARD_PERMISSION) return true
  return false
}

/** True when `granted` holds every one of the 11 permissions (or the wildcard). */
export function grantsAll(granted: Iterable<string>): boolean {
  const set = new Set(granted)
  return set.has(WILDCARD_PERMISSION) || PERMISSION_SLUGS.every((p) => set.has(p))
}
