import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { runPrimary } from './cluster.ts'
import { loadConfig } from './config.ts'
import { configuredDatabase, migrate, openDatabase } from './db/connect.ts'
import { databaseUnavailable } from './db/errors.ts'
import { letterStoreFor, mailerFor, photoStoreFor } from './http/deps.ts'
import { keepConnectionsAlive } from './http/keep-alive.ts'
import { serveBuiltApp, shellScriptHashes } from './http/static-files.ts'
import { moveLegacyPhotos } from './photos/legacy-photos.ts'
import { createNotifier } from './realtime/notifier.ts'
import { createPublisher } from './realtime/publisher.ts'
import { scheduleBoostSweep } from './membership/boost-sweep.ts'
import { scheduleEventReminders } from './parishes/event-reminders.ts'
import { createPushSender } from './push/sender.ts'
import { scheduleHitSweep } from './rate-limits/hit-sweep.ts'
import { scheduleSessionSweep } from './auth/session-sweep.ts'
import { scheduleDeckSweep } from './discover/deck-sweep.ts'
import { scheduleLetterSweep } from './uploads/letter-sweep.ts'

// The one file that reads the environment: config → database → migrate → (embedded only)
// seed → serve the API and the built PWA. With API_PROCESSES > 1 the primary migrates and forks
// (api/cluster.ts); each forked process serves.
const config = loadConfig()
// A database connection lost under load (a restart, terminated backends) can reject a promise of
// the driver's own that nobody awaits; the requests that used it have been answered 503 already.
// It is logged, not a reason to end the process; any other unhandled rejection still is.
process.on('unhandledRejection', (reason) => {
  if (!databaseUnavailable(reason)) throw reason
  console.error(
    'A database connection was lost:',
    reason instanceof Error ? reason.message : reason,
  )
})
const forked = cluster.isWorker
if (config.API_PROCESSES > 1 && !forked) {
  await runPrimary(config)
} else {
  await serveApi()
}

async function serveApi() {
  const opened = await openDatabase(configuredDatabase(config))
  if (!forked) {
    await migrate(opened.db)
    await moveLegacyPhotos(opened.db, photoStoreFor(config))
  }
  // The demo data (and faker and the avatar styles it is built with, some 50 MB of heap) is loaded
  // only by the embedded database; a DATABASE_URL server never loads it.
  const demo = opened.kind === 'pglite' ? await import('./db/demo-sign-in.ts') : undefined
  if (demo && (await demo.hasNoMembers(opened.db))) {
    const summary = await demo.seedDemo(opened.db)
    console.log(`Seeded the embedded database with demo data (${summary.users} members).`)
  }

  // One LISTEN per process: live events reach streams held by any API process on this database.
  const notifier = createNotifier(opened.db, { listenUrl: config.DATABASE_LISTEN_URL })
  // Live events leave after their write commits, batched per process (docs/decisions/020).
  const publisher = createPublisher(opened.db)
  const letters = letterStoreFor(config)
  // One web push sender for the routes and the event reminders.
  const push = createPushSender(opened.db, config)
  const photos = demo ? demo.demoPictureStore(photoStoreFor(config)) : photoStoreFor(config)
  // The mail queue (api/mail/): over SMTP_URL, else kept in the database and shown at /dev/mail.
  const mail = mailerFor(opened.db, config)
  const distDir = fileURLToPath(new URL('../dist', import.meta.url))
  const app = createApp({
    db: opened.db,
    config,
    notifier,
    publisher,
    letters,
    photos,
    push,
    mail,
    shellScriptHashes: shellScriptHashes(distDir),
  })
  // Periodic jobs: each runs on one API process at a time across all machines (jobs/periodic.ts).
  // Deacon letters no profile names go after a day.
  const letterSweep = scheduleLetterSweep({ db: opened.db, letters, clock: () => new Date() })
  // Ended boosts leave the deck's index of boosted members (users.boosted_until, migration 0016).
  const boostSweep = scheduleBoostSweep({ db: opened.db, clock: () => new Date() })
  // Rate-limit counts older than every window (addresses that never come back).
  const hitSweep = scheduleHitSweep({ db: opened.db, clock: () => new Date() })
  // Sessions expired and never presented again (a lost phone, a member who left).
  const sessionSweep = scheduleSessionSweep({ db: opened.db, clock: () => new Date() })
  // Ranked decks older than a day (a first page ranks a new one; docs/discover-and-likes.md).
  const deckSweep = scheduleDeckSweep({ db: opened.db, clock: () => new Date() })
  // Queued mail, sent and retried with backoff (docs/accounts.md).
  const mailDelivery = mail.schedule()
  // The day-before reminders of events members are going to (docs/parishes.md).
  const eventReminders = scheduleEventReminders({ db: opened.db, push, clock: () => new Date() })

  if (existsSync(distDir)) {
    app.use('*', serveBuiltApp(distDir))
  } else {
    app.get('/', (c) =>
      c.text(
        'Orthodox Hearts API is running, but the web app is not built: run npm run build',
        200,
      ),
    )
  }

  const server = serve({ fetch: app.fetch, port: config.PORT }, (info) => {
    if (forked) return // the primary would print it once per process
    console.log(`Orthodox Hearts is running at http://localhost:${info.port}`)
    if (!config.SMTP_URL && demo) {
      console.log(`No SMTP_URL: the app's mail is kept at ${config.APP_URL}/dev/mail`)
    }
    if (demo) {
      console.log(`Demo sign-in: ${demo.DEMO_EMAIL} / ${demo.DEMO_PASSWORD}`)
      console.log(`Demo moderator: ${demo.DEMO_MODERATOR_EMAIL} / ${demo.DEMO_MODERATOR_PASSWORD}`)
    }
  })
  keepConnectionsAlive(server)

  let stopping = false
  function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    // Ends the open event streams, so the server can close their connections.
    void notifier.close().catch((error: unknown) => console.error('Closing the notifier:', error))
    // No further sweeps; one under way ends first.
    const sweepStopped = Promise.all(
      [
        letterSweep,
        boostSweep,
        hitSweep,
        sessionSweep,
        deckSweep,
        eventReminders,
        mailDelivery,
      ].map((job) => job.stop()),
    )
    server.close(async () => {
      await sweepStopped
      // The events of the last answered writes leave before the database closes.
      await publisher.flush()
      await opened.close().catch((error: unknown) => console.error('Closing the database:', error))
      process.exit(0)
    })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}
