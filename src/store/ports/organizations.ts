// Organizations: the tenancy root. rateLimitPerMinute is the operator-set override (spec: Limits).
export interface Organization {
  id: string
  name: string
  rateLimitPerMinute: number | null
  createdAt: Date
}

export interface OrganizationStore {
  insert(org: Organization): Promise<void>
  get(id: string): Promise<Organization | null>
  /** null clears the override. Returns false when the organization does not exist. */
  setRateLimit(id: string, perMinute: number | null): Promise<boolean>
}
