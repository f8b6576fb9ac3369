import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

describe('npm run backup without a PostgreSQL database', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'oh-backup-cli-'))
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it('says why it cannot back up the embedded database, and makes no folder', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder }
    delete env.DATABASE_URL
    delete env.DATABASE_LISTEN_URL
    const run = promisify(execFile)(
      'npx',
      ['tsx', 'api/backup/backup-cli.ts', join(folder, 'backups')],
      {
        env,
      },
    )
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^Backup refused: Backups are of a PostgreSQL database: set DATABASE_URL\./,
      ),
    })
    expect(await readdir(folder)).toEqual([])
  }, 30_000)
})
