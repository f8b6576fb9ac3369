import { loadConfig } from '../config.ts'
import { configuredDatabase, migrate, openDatabase } from './connect.ts'
import { emptyDatabase } from './empty-database.ts'
import { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_PASSWORD } from './demo/moderator.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-data.ts'
import { hasNoMembers, seedDemo } from './seed.ts'

// `npm run seed [-- --force]`: seeds the DATABASE_URL database, or the embedded one in
// DATA_DIR. Refuses when members exist, unless --force, which first EMPTIES every table.
const force = process.argv.includes('--force')
const config = loadConfig()
const opened = await openDatabase(configuredDatabase(config))
const where =
  opened.kind === 'postgres'
    ? 'the DATABASE_URL database'
    : `the embedded database in ${config.DATA_DIR}`
try {
  await migrate(opened.db)
  if (!force && !(await hasNoMembers(opened.db))) {
    console.error(
      `${where} already has members; not seeding. \`npm run seed -- --force\` empties it and seeds again.`,
    )
    process.exitCode = 1
  } else {
    if (force) {
      await emptyDatabase(opened.db)
      console.log(`--force: emptied every table of ${where}.`)
    }
    const summary = await seedDemo(opened.db)
    console.log(
      `Seeded ${where}: ${summary.users} members, ${summary.parishes} parishes with ` +
        `${summary.parishEvents} events, ${summary.likes} likes, ${summary.matches} matches, ` +
        `${summary.messages} messages.`,
    )
    console.log(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`)
    console.log(`Demo moderator: ${DEMO_MODERATOR_EMAIL} / ${DEMO_MODERATOR_PASSWORD}`)
  }
} finally {
  await opened.close()
}
