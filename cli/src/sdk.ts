// The one door to the TypeScript SDK. In this repository the CLI runs on the SDK's TypeScript source (Node strips the
// types), so the two always match in a commit and nothing needs building first; the published bundle inlines it
// (build.ts).
export * from '../../sdk/src/index.ts'
