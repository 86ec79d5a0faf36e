// Tenancy: organizations, workspaces, users, memberships.
export {
  bootstrapOrganization,
  slugify,
  UserExistsError,
  type BootstrapInput,
  type BootstrapResult,
} from './bootstrap.ts'
export { landingWorkspace, listFilter, reaches, usableWorkspace, type Scope } from './scope.ts'
export * as workspaces from './workspaces.ts'
