import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { renderBehindSnapshot } from './app/first-screen-snapshot.ts'
import { BottomNav } from './app/Layout.tsx'
import { isMembersRoute, preloadScreenAt } from './app/routes.tsx'
import { whenIdle } from './app/when-idle.ts'
import { readSessionMarker } from './data/session-marker.ts'
import { startSession, warmDeviceSession, whenDeviceSession } from './data/session.ts'
import { activateLanguage } from './i18n/activate-language.ts'
import { storedLanguage } from './i18n/language-preference.ts'
import './styles/app.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// The stored language's catalog loads before the first paint, so no English flash; the opened
// screen's chunk downloads beside it rather than after it, and so does a signed-in member's
// database with the bottom navigation (a signed-out visitor's page never loads them). A members'
// screen opened on a device without the marker fetches the device's session module beside the
// server's answer, not after it.
const language = activateLanguage(storedLanguage(), { remember: false }).catch(() =>
  activateLanguage('en', { remember: false }),
)
const screen = preloadScreenAt(window.location.pathname)
if (readSessionMarker().kind === 'member') void BottomNav.preload()
else if (isMembersRoute(window.location.pathname)) warmDeviceSession()
startSession()
await language

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// index.html shows the sign-in page's markup to a signed-out visitor before the scripts have
// loaded (web/boot/page.ts): React takes it over as it is (what was typed stays), in one
// pass once the screen's chunk is there. Not awaited here: the screen's chunk imports this one,
// which must finish first. Every other page starts from the header alone, which the first render
// replaces.
// A returning member's Discover may show its picture from the last visit (the page script put it
// there, first-screen-snapshot.ts): the app renders behind it and takes its place when ready. From
// here on the page script leaves #root alone (`data-started`).
root.dataset.started = ''
if (root.dataset.prerendered === window.location.pathname)
  void screen.catch(() => {}).then(() => hydrateRoot(root, app))
else if (root.dataset.snapshot === window.location.pathname) renderBehindSnapshot(root, app)
else createRoot(root).render(app)

/**
 * Loads and starts a background module; when its code cannot be fetched (the page went offline
 * before the service worker held it), tries again once the connection is back, so the outbox
 * still sends what was queued meanwhile.
 */
function startWhenLoaded(start: () => Promise<void>): void {
  start().catch(() =>
    window.addEventListener('online', () => startWhenLoaded(start), { once: true }),
  )
}

// What the first screen does not show starts once it is idle: the service worker and, once a
// member is signed in, the outbox's triggers and first drain (with the handlers of the server's
// answers) and live events.
whenIdle(() => {
  startWhenLoaded(() =>
    import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
  )
  whenDeviceSession(() => {
    startWhenLoaded(() => import('./data/sync.ts').then((sync) => sync.startSyncEngine()))
    startWhenLoaded(() =>
      import('./data/messages/live-events.ts').then((live) => live.startLiveEvents()),
    )
  })
})
