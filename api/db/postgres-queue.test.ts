import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/**
 * postgres.js keeps its pool's connections in these queues (open, busy, full…). Unpatched, a
 * connection shifted out of `busy` and pushed back left a hole, `remove` scanned every hole, and
 * under sustained load the array grew by one slot per query: `select 1` at 32 in flight on a
 * pool of 4 fell from 42,000 to 15,000 a second within ten seconds. patches/postgres+3.4.9.patch
 * (applied by `npm install`, patch-package) searches only the live part and drops the holes. This
 * checks the patched queue still behaves as a queue: the same answers as a plain array, and that
 * its storage and the scan of `remove` stay bounded under that load (the test that fails without
 * the patch: revert the `remove` and `shift` hunks of node_modules/postgres/src/queue.js and it
 * sees ~10,000 slots). The throughput is measured by `npm run bench` (direct SQL goes through the
 * same pool). Decision 045.
 */
interface Queue<T> {
  readonly length: number
  push(x: T): T
  shift(): T | undefined
  remove(x: T): T | null
}
const queueUrl = new URL('../../node_modules/postgres/src/queue.js', import.meta.url)
const { default: Queue } = (await import(queueUrl.href)) as {
  default: <T>(initial?: T[]) => Queue<T>
}

type Op = { op: 'push'; value: number } | { op: 'shift' } | { op: 'remove'; value: number }
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('push' as const), value: fc.integer({ min: 0, max: 20 }) }),
  fc.constant({ op: 'shift' as const }),
  fc.record({ op: fc.constant('remove' as const), value: fc.integer({ min: 0, max: 20 }) }),
)

describe('postgres.js connection queue (patched)', () => {
  it('answers every push, shift and remove as an array used as a queue would', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 400 }), (ops) => {
        const queue = Queue<number>()
        const model: number[] = []
        for (const step of ops) {
          if (step.op === 'push') {
            expect(queue.push(step.value)).toBe(step.value)
            model.push(step.value)
          } else if (step.op === 'shift') {
            if (model.length === 0) continue // postgres.js never shifts an empty queue
            expect(queue.shift()).toBe(model.shift())
          } else {
            const at = model.indexOf(step.value)
            expect(queue.remove(step.value)).toBe(at === -1 ? null : step.value)
            if (at !== -1) model.splice(at, 1)
          }
          expect(queue.length).toBe(model.length)
        }
      }),
    )
  })

  it('keeps its order through a pool at full load, where a member is shifted, not found, and pushed back', () => {
    const connections = ['a', 'b', 'c', 'd']
    const busy = Queue(connections)
    for (let query = 0; query < 10_000; query++) {
      const connection = busy.shift()!
      // What postgres.js's move() does with it: remove from its queue (it is no longer there),
      // then push it back.
      expect(busy.remove(connection)).toBeNull()
      busy.push(connection)
    }
    expect(busy.length).toBe(4)
    expect(busy.remove('c')).toBe('c')
    expect([busy.shift(), busy.shift(), busy.shift(), busy.length]).toEqual(['a', 'b', 'd', 0])
  })

  it('under sustained load holds and scans only its live members, not a slot per query served', () => {
    // The queue copies what it is given with slice(), which keeps the array's class: an array
    // that notes how long it is whenever it is searched or grown shows the storage the queue holds
    // and how much of it each remove scans.
    let largestScan = 0
    let largestStorage = 0
    class Watched<T> extends Array<T> {
      override indexOf(x: T, from = 0) {
        largestScan = Math.max(largestScan, this.length - from)
        return super.indexOf(x, from)
      }
      override push(...xs: T[]) {
        const length = super.push(...xs)
        largestStorage = Math.max(largestStorage, length)
        return length
      }
    }
    const busy = Queue(Watched.from(['a', 'b', 'c', 'd']) as string[])
    for (let query = 0; query < 10_000; query++) {
      const connection = busy.shift()!
      busy.remove(connection)
      busy.push(connection)
    }
    expect(busy.length).toBe(4)
    // Unpatched: 10,004 and 10,003 (the holes of every query served).
    expect(largestStorage).toBeLessThanOrEqual(256)
    expect(largestScan).toBeLessThanOrEqual(256)
  })
})
