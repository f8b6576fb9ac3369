import { describe, expect, it } from 'vitest'
import { connectionOf } from './pg-tools.ts'

describe('the address pg_dump and pg_restore are given', () => {
  it('carries the password in PGPASSWORD, never in the arguments the process list shows', () => {
    const { url, env } = connectionOf(
      'postgres://backup:s%40cret@db.internal:5432/hearts?sslmode=require',
    )
    expect(url).toBe('postgres://backup@db.internal:5432/hearts?sslmode=require')
    expect(env.PGPASSWORD).toBe('s@cret')
  })

  it('sets no password when the address has none (trust, .pgpass or a client certificate)', () => {
    const { url, env } = connectionOf('postgres://postgres@127.0.0.1:5432/hearts')
    expect(url).toBe('postgres://postgres@127.0.0.1:5432/hearts')
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD)
  })
})
