/**
 * Every module that registers what to do with the server's answer to a queued change (a like's
 * match, a message's server id, a refusal). Imported by the page (web/main.tsx) and by the
 * service worker (web/sw.ts), so a change applies the same way whichever of them sends it.
 */
import './discover/like-sync.ts'
import './discover/rewind-outbox.ts'
import './discover/start-over-outbox.ts'
import './discovery-outbox.ts'
import './event-rsvp-outbox.ts'
import './faith-basics-outbox.ts'
import './location-outbox.ts'
import './messages/message-outbox.ts'
import './parish-contributions-outbox.ts'
import './photo-gallery-outbox.ts'
import './profile-outbox.ts'
import './snooze-outbox.ts'
