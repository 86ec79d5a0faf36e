// The permission catalogue lives in src/permissions; re-exported here for skill authors and their tests.
export * from '../permissions/index.ts'
