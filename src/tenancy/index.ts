// Tenancy: organizations, workspaces, users, memberships.
export { bootstrapOrganization, slugify, type BootstrapResult } from './bootstrap.ts'
