// The money room's door (ARCHITECTURE "Layout": a room is entered through its index.ts): money.ts re-exported whole.
export * from './money.ts'
