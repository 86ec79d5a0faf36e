export {
  createFallbackSwitch,
  withConcurrencyFallback,
  withFallback,
  type FallbackConcurrencyStore,
  type FallbackOptions,
  type FallbackSlidingWindowStore,
  type FallbackState,
  type FallbackSwitch,
} from './rate-limits.ts'
