import { randomUUID } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import Dexie, { liveQuery, type EntityTable } from 'dexie'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * patches/dexie+4.4.7.patch (decision 045, first described in 018): every live query keeps the
 * keys written since its last run (`accumMuts`), to tell whether a write touched what it read.
 * Unpatched, a write that did not touch it still left its keys there until the query ran again,
 * which never happens for a query whose tables do not change: the deck's queries held every key
 * the swipes wrote to other tables (0.93 MB of the heap after 500 swipes). Patched, those keys are
 * dropped as soon as they are known not to matter (and no query is running).
 *
 * To see it fail: in node_modules/dexie/dist/dexie.js (what `import 'dexie'` loads, through
 * import-wrapper.mjs), delete the `else if (!querying) { accumMuts = {}; }` branch of
 * mutationListener; the heap held then grows by about the size of the keys written (9 MB held, against under 2 MB allowed).
 */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

function heapAfterCollection() {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

interface Row {
  id: string
}

const db = new Dexie('dexie-live-query-leak') as Dexie & {
  read: EntityTable<Row, 'id'>
  written: EntityTable<Row, 'id'>
}
db.version(1).stores({ read: 'id', written: 'id' })
afterAll(() => db.delete())

/** A 4 KB key of its own (a flat string: no part shared with another key). */
function bigKey(n: number) {
  return [String(n), ...Array.from({ length: 113 }, () => randomUUID())].join('')
}

describe('a live query while other tables are written (Dexie patch)', () => {
  it('keeps none of the keys written to a table it does not read, and still sees its own table change', async () => {
    await db.read.put({ id: 'first' })
    const results: string[][] = []
    let ran = 0
    const subscription = liveQuery(async () => {
      ran++
      return (await db.read.toArray()).map((row) => row.id)
    }).subscribe((ids) => results.push(ids))
    try {
      await expect.poll(() => results.length).toBe(1)
      const before = heapAfterCollection()

      // 2,000 keys of 4 KB (8 MB) written and deleted again, forty a transaction (Dexie notes
      // the keys of a write of under 50 rows, and the whole table for a larger one): the database
      // ends as it started, and nothing the query read changed.
      for (let batch = 0; batch < 50; batch++) {
        const ids = Array.from({ length: 40 }, (_, i) => bigKey(batch * 40 + i))
        await db.written.bulkPut(ids.map((id) => ({ id })))
        await db.written.bulkDelete(ids)
      }
      expect(await db.written.count()).toBe(0)
      const held = heapAfterCollection() - before

      expect(ran).toBe(1)
      expect(held).toBeLessThan(2 * 1024 * 1024)

      // Still live: a write to the table it reads runs it again.
      await db.read.put({ id: 'second' })
      await expect.poll(() => results.at(-1)).toEqual(['first', 'second'])
    } finally {
      subscription.unsubscribe()
    }
  })
})
