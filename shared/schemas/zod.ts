import { en } from 'zod/locales'
import * as z from 'zod/mini'

/**
 * zod/mini, as every schema of the app builds on it (the browser carries no classic zod).
 * Classic zod registers its English messages on first use; zod/mini has none of its own and would
 * say only 'Invalid input'. English is registered here so every default message stays word for
 * word ('Invalid input: expected string, received number'): the API's 400 answers are built from
 * them. Import this module, not 'zod/mini', wherever a schema is built or parsed.
 */
z.config(en())

export * from 'zod/mini'
