import { takeAnsweredMember } from './answered-member.ts'
import { onSynced } from './outbox-handlers.ts'

/**
 * The first run's faith basics through the outbox (docs/first-run.md): their kind and what the
 * device keeps once the server answers (the member's record, as for the home city). Imported by
 * the page and the service worker (through outbox-answers.ts); faith-basics.ts makes the change.
 */
export const FAITH_BASICS_KIND = 'faith-basics'

onSynced(FAITH_BASICS_KIND, takeAnsweredMember)
