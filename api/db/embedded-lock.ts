import lockfile from 'proper-lockfile'

/**
 * One process per embedded database. PGlite takes no lock of its own: two processes that open one
 * directory (a second `npm start` beside the first, `npm run set-role` beside a running server)
 * both write, and the directory no longer opens (`RuntimeError: Aborted()`), its data lost. So
 * the directory is locked (proper-lockfile: a `<directory>.lock` beside it, kept fresh while the
 * process lives). A process that died without unlocking leaves a lock that goes stale after
 * STALE_MS; the next start waits that long at most and takes it over.
 */
const STALE_MS = 10_000

/** Locks `directory` for this process; answers the unlock. Refuses while another holds it. */
export async function lockEmbeddedDirectory(directory: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(directory, {
      stale: STALE_MS,
      update: STALE_MS / 2,
      realpath: false,
      // Long enough for a crashed process's lock to go stale, and no longer.
      retries: { retries: 4, factor: 1, minTimeout: STALE_MS / 4, maxTimeout: STALE_MS / 4 },
      // Not kept fresh in time (a long synchronous statement held the event loop): the lock may
      // be taken over, so say so; the server goes on rather than fall over mid-request.
      onCompromised: (error) => {
        console.error(`The lock of the embedded database in ${directory} was lost:`, error.message)
      },
    })
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ELOCKED') throw error
    throw new Error(
      `The embedded database in ${directory} is open in another process of Orthodox Hearts. ` +
        'Stop that one first: two processes writing one embedded database damage it.',
      { cause: error },
    )
  }
}
