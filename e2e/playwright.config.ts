import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const BASE_URL = `http://localhost:${PORT}`

// The real server (built PWA + API) on a fresh embedded database, migrated and seeded with the
// demo data, exactly as `npm start` runs it. `npm test` builds dist/ before this runs.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A limit for a stuck test, not a speed check: on a slow VM the longest flows (four screens
  // shot and checked with axe in both themes) took 28–31 s of a 30 s limit (2026-11-27).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx api/server.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The embedded database, whatever DATABASE_URL the caller's shell has.
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'oh-e2e-')),
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // The specs sign up dozens of members from 127.0.0.1 within minutes: the limits raised, kept.
      RATE_LIMIT_SCALE: '100',
    },
    stdout: 'pipe',
  },
})
