// Offset pagination (SPEC-DECISIONS "Lists and money": limit default 20, max 100; responses carry has_more).
export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100

export interface PageRequest {
  limit?: number
  offset?: number
}

export function page<T>(items: readonly T[], req: PageRequest): { data: T[]; has_more: boolean } {
  const limit = Math.min(Math.max(req.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT)
  const offset = Math.max(req.offset ?? 0, 0)
  return { data: items.slice(offset, offset + limit), has_more: offset + limit < items.length }
}
