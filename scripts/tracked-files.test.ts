import { describe, expect, it } from 'vitest'
import { MAX_TRACKED_BYTES, trackedFileProblems, type TrackedFile } from './tracked-files.ts'

const text = (path: string, bytes = 100): TrackedFile => ({
  path,
  bytes,
  head: new TextEncoder().encode('import x from y'),
})

describe('the files the repository may track', () => {
  it('source files pass', () => {
    expect(
      trackedFileProblems([
        text('api/app.ts'),
        text('web/index.html'),
        text('package-lock.json', 900_000),
      ]),
    ).toEqual([])
  })

  it('a PGlite or PostgreSQL data directory is refused, as committed once (pglite/)', () => {
    expect(
      trackedFileProblems([
        text('pglite/PG_VERSION'),
        text('pglite/base/1/1259'),
        text('data/pglite/global/pg_control'),
      ]),
    ).toEqual([
      "pglite/PG_VERSION: part of a database's data directory",
      "pglite/base/1/1259: part of a database's data directory",
      "data/pglite/global/pg_control: part of a database's data directory",
    ])
  })

  it('database files are refused by name or by their first bytes', () => {
    const sqlite = {
      path: 'fixtures/members',
      bytes: 4096,
      head: new TextEncoder().encode('SQLite format 3\0'),
    }
    const dump = {
      path: 'backup/latest',
      bytes: 4096,
      head: new TextEncoder().encode('PGDMP\x01\x0e'),
    }
    expect(trackedFileProblems([sqlite, dump, text('demo.db')])).toEqual([
      'fixtures/members: a database file',
      'backup/latest: a database file',
      'demo.db: a database file',
    ])
  })

  it('a file over 1 MB is refused unless allowed', () => {
    expect(trackedFileProblems([text('docs/huge.svg', MAX_TRACKED_BYTES + 1)])).toEqual([
      expect.stringMatching(/^docs\/huge\.svg: 1\.0 MB, over the 1 MB allowed/),
    ])
    expect(trackedFileProblems([text('docs/edge.svg', MAX_TRACKED_BYTES)])).toEqual([])
  })
})
