// Small named values the service generates once and shares between instances (for example the
// session-signing secret when none is configured).
export interface SettingsStore {
  /** Returns the stored value, or stores `candidate` and returns it when none exists (first writer wins). */
  getOrInsert(name: string, candidate: string): Promise<string>
}
