import { migrate, openDatabase } from './connect.ts'

// `npm run db:migrate`: applies the committed migrations to the DATABASE_URL server. The
// embedded database needs no command: the server migrates it at start.
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set. Set it to the PostgreSQL server to migrate, e.g.\n' +
      '  DATABASE_URL=postgres://user:password@host:5432/orthodox_hearts npm run db:migrate\n' +
      '(The embedded database is migrated by `npm start` itself.)',
  )
  process.exit(1)
}
const opened = await openDatabase({ kind: 'postgres', url: databaseUrl })
try {
  await migrate(opened.db)
  console.log('Migrations applied.')
} finally {
  await opened.close()
}
