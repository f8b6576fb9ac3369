import { eq } from 'drizzle-orm'
import { MEMBER_ROLES, type MemberRole } from '#shared/domain/moderation.ts'
import { loadConfig } from '../config.ts'
import { configuredDatabase, migrate, openDatabase } from './connect.ts'
import { users } from './schema.ts'

// `npm run set-role -- <email> <member|moderator> [orthodox-support]`: an operator makes a member
// a moderator (or back) in the DATABASE_URL database, or the embedded one in DATA_DIR; with
// `orthodox-support`, a moderator who answers Verified members' support conversations
// (docs/support.md). There is no way to do this through the API. The member's next request
// carries the new role.
const ORTHODOX_SUPPORT = 'orthodox-support'
const [email, role, flag] = process.argv.slice(2)
const orthodoxSupport = flag === ORTHODOX_SUPPORT
if (
  !email ||
  !(MEMBER_ROLES as readonly string[]).includes(role ?? '') ||
  (flag !== undefined && !orthodoxSupport) ||
  (orthodoxSupport && role !== 'moderator')
) {
  console.error(
    `Usage: npm run set-role -- <email> <${MEMBER_ROLES.join('|')}> [${ORTHODOX_SUPPORT} (moderators only)]`,
  )
  process.exit(2)
}
const config = loadConfig()
const opened = await openDatabase(configuredDatabase(config))
try {
  await migrate(opened.db)
  const updated = await opened.db
    .update(users)
    .set({ role: role as MemberRole, orthodoxSupport })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id })
  if (updated.length === 0) {
    console.error(`No member has the email ${email}.`)
    process.exitCode = 1
  } else {
    console.log(
      `Member ${updated[0]!.id} (${email}) is now a ${role}${orthodoxSupport ? ' (Orthodox support)' : ''}.`,
    )
  }
} finally {
  await opened.close()
}
