import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startLiveEvents } from './data/messages/live-events.ts'
import './data/outbox-answers.ts'
import { startSyncEngine } from './data/sync.ts'
import { activateLanguage } from './i18n/activate-language.ts'
import { storedLanguage } from './i18n/language-preference.ts'
import { registerServiceWorker } from './pwa/register.ts'
import './styles/app.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// The stored language's catalog loads before the first paint, so no English flash.
await activateLanguage(storedLanguage(), { remember: false }).catch(() =>
  activateLanguage('en', { remember: false }),
)

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

startSyncEngine()
startLiveEvents()
registerServiceWorker()
