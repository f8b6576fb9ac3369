import { readdirSync } from 'node:fs'

/** What the shared schemas know: every object key, enum value and literal they name. */
export interface ContractVocabulary {
  keys: string[]
  words: string[]
}

const isSchema = (value: unknown): value is { _zod: { def: Record<string, unknown> } } =>
  typeof value === 'object' && value !== null && '_zod' in value

/**
 * Walks every schema exported from shared/schemas, so the hostile-input property test sends the
 * field names and vocabularies the routes really read (and a field added tomorrow is in it).
 */
export async function contractVocabulary(): Promise<ContractVocabulary> {
  const keys = new Set<string>()
  const words = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    if (isSchema(value)) {
      const def = value._zod.def
      if (def.type === 'object') for (const key of Object.keys(def.shape as object)) keys.add(key)
      if (def.type === 'enum')
        for (const word of Object.values(def.entries as object)) words.add(String(word))
      if (def.type === 'literal')
        for (const word of def.values as unknown[]) words.add(String(word))
      return visit(def)
    }
    for (const item of Object.values(value)) visit(item)
  }
  const folder = new URL('../../shared/schemas/', import.meta.url)
  for (const file of readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
    visit(await import(new URL(file, folder).href))
  }
  return { keys: [...keys].sort(), words: [...words].sort() }
}
