// Cross-instance coordination: Redis when configured, in-process otherwise.
// keyGenerations: a counter per key that revoke and flush-cache bump; every validator-cache hit compares its
// generation with the current one, so a revocation takes effect on the next call on every instance.
export interface KeyGenerations {
  current(keyId: string): Promise<number>
  bump(keyId: string): Promise<number>
}

export interface Coordination {
  readonly kind: 'redis' | 'in-process'
  readonly keyGenerations: KeyGenerations
  /** 'ok' or a short reason; never throws. */
  health(): Promise<{ status: 'ok' | 'down'; detail?: string }>
  close(): Promise<void>
}
