import { hash, verify } from '@node-rs/argon2'

/** Stored for members who cannot sign in (seeded demo members): no hash ever matches it. */
export const NO_PASSWORD = '!'

// Argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

let decoy: Promise<string> | undefined

/** True when the password matches the stored hash; a NO_PASSWORD account never matches. */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (stored === undefined || stored === NO_PASSWORD || !stored.startsWith('$argon2')) {
    // Spend the same time as a real check so answers do not reveal which accounts exist.
    decoy ??= hashPassword('decoy password that never matches')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
