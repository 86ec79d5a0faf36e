import { describe } from 'vitest'
import { coordinationSuite } from '../suites/index.ts'
import { createInProcessCoordination } from './coordination.ts'

describe('in-process coordination', () => {
  // One process is one instance: both "handles" are the same object.
  coordinationSuite(async () => {
    const c = createInProcessCoordination()
    return [c, c]
  })
})
