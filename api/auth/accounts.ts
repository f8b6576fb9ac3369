import { randomInt } from 'node:crypto'
import { eq, like, or } from 'drizzle-orm'
import type { LoginRequest, SignupRequest } from '#shared/schemas/auth.ts'
import type { Database } from '../db/connect.ts'
import { uniqueViolation } from '../db/errors.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { forgetCounts, forgetHits, type LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import { ageToday } from '#shared/domain/age.ts'
import { defaultAgeRange } from '#shared/domain/discovery.ts'
import { hashPassword, verifyPassword } from './password.ts'

export type SignupOutcome = { kind: 'created'; member: UserRow } | { kind: 'email-taken' }

/** first+last, lower-case letters and digits only ("member" when nothing is left). */
export function baseUsername(firstName: string, lastName: string): string {
  const joined = `${firstName}${lastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  return joined.slice(0, 30) || 'member'
}

async function freeUsername(db: Database, base: string): Promise<string> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${base}%`)))
  const names = new Set(taken.map((row) => row.username))
  if (!names.has(base)) return base
  for (let suffix = 2; ; suffix++) {
    if (!names.has(`${base}${suffix}`)) return `${base}${suffix}`
  }
}

const SEQUENTIAL_TRIES = 5
const RANDOM_TRIES = 5

/**
 * Creates the account. The unique email index decides between parallel sign-ups with the
 * same address: exactly one row is created, the others are told the email is taken.
 */
export async function signUp(
  db: Database,
  input: SignupRequest,
  now: Date,
): Promise<SignupOutcome> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
  if (existing) return { kind: 'email-taken' }
  const { religiousDataConsent, ...fields } = input
  const password = await hashPassword(input.password)
  const base = baseUsername(input.firstName, input.lastName)
  for (let attempt = 0; attempt < SEQUENTIAL_TRIES + RANDOM_TRIES; attempt++) {
    // The next free number first (mariapappas2, 3…); when as many others chase the same numbers
    // at the same moment, a random one, which two sign-ups almost never draw alike.
    const username =
      attempt < SEQUENTIAL_TRIES
        ? await freeUsername(db, base)
        : `${base}${randomInt(1000, 1_000_000)}`
    try {
      const [member] = await db
        .insert(users)
        .values({
          ...fields,
          // Discovery starts around the member's own age (decision 035), not 18–50 for everyone.
          ...defaultAgeRange(ageToday(fields.birthDate)),
          birthDateConfirmed: true,
          password,
          username,
          createdAt: now,
          religiousDataConsentAt: religiousDataConsent ? now : null,
        })
        .returning()
      if (member) return { kind: 'created', member }
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint === 'users_email_unique') return { kind: 'email-taken' }
      if (constraint !== 'users_username_unique') throw error
      // Someone took the same username at the same moment: pick again.
    }
  }
  throw new Error(`Could not find a free username for "${base}"`)
}

export type LoginOutcome =
  | { kind: 'signed-in'; member: UserRow }
  | { kind: 'invalid' }
  | { kind: 'suspended' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Checks the password, counted before it is checked against the account's wrong passwords and
 * the address's failed sign-ins (api/rate-limits/limits.ts): parallel guesses cannot pass the
 * limit. A right password is no failure: its count and the account's earlier failures are
 * forgotten.
 */
export async function logIn(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: LoginRequest & { address: string },
): Promise<LoginOutcome> {
  const { db } = deps
  const account = { limit: 'password', subject: input.email } as const
  const counted = await countRequest(deps, account, { limit: 'sign-in', subject: input.address })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const [member] = await db.select().from(users).where(eq(users.email, input.email))
  if (!(await verifyPassword(member?.password, input.password)) || !member) {
    return { kind: 'invalid' }
  }
  await forgetHits(db, counted.hitIds)
  await forgetCounts(db, [account])
  if (input.language && input.language !== member.language) {
    await db.update(users).set({ language: input.language }).where(eq(users.id, member.id))
  }
  // Told only to someone who knows the password: a guess learns nothing about the account.
  if (member.suspendedAt) return { kind: 'suspended' }
  return { kind: 'signed-in', member }
}
