// Tenancy: organizations, workspaces, users, memberships.
export { bootstrapOrganization, slugify, UserExistsError, type BootstrapInput, type BootstrapResult } from './bootstrap.ts'
