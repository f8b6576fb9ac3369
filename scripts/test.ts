/**
 * `npm test`: every check and every test, in one command, ending with one line
 * `N passed, N failed` (plus `N skipped` when a suite could not run).
 *
 * Order: catalogs → lint → typecheck → unit/API/web tests (PGlite) → the API suite again against
 * PostgreSQL when TEST_DATABASE_URL is set (and the fault tests, api/faults, unless FAULT_TESTS=0) → build →
 * browser tests (Playwright + Debian's Chromium).
 * Without a Chromium the browser tests are reported loudly as skipped, except when CI=true or
 * REQUIRE_BROWSER=1, where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath } from '../e2e/chromium-path.ts'

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const lines: string[] = []
const reports = mkdtempSync(join(tmpdir(), 'oh-test-'))

/** Seconds each stage took, for its summary line: CI must stay well inside its 90 minutes. */
let stageSeconds = 0
const started = performance.now()

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`)
  const start = performance.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  stageSeconds += (performance.now() - start) / 1000
  return res.status === 0
}

/** The time the stage took (every run() since the last stage's line), and a new stage begins. */
function took(): string {
  const seconds = stageSeconds
  stageSeconds = 0
  return `(${formatSeconds(seconds)})`
}

function formatSeconds(seconds: number): string {
  return seconds < 60
    ? `${seconds.toFixed(0)} s`
    : `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0)} s`
}

/** A gate that is not a test runner (lint, typecheck, catalogs) counts as one check. */
function check(name: string, cmd: string, args: string[]) {
  const ok = run(cmd, args)
  if (ok) total.passed++
  else total.failed++
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} ${took()}`)
}

function vitest(name: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`)
  const ok = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  )
  const t: Tally = { passed: 0, failed: 0, skipped: 0 }
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    t.passed = r.numPassedTests
    // A file that failed without running a test (an import error, a crash) counts as one failure.
    const brokenFiles = (r.testResults as { status: string; assertionResults: unknown[] }[]).filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length
    t.failed = r.numFailedTests + brokenFiles
    t.skipped = r.numPendingTests + r.numTodoTests
  }
  if (!ok && t.failed === 0) t.failed = 1 // the runner itself failed (config, crash, no tests)
  add(name, t)
}

function add(name: string, t: Tally) {
  total.passed += t.passed
  total.failed += t.failed
  total.skipped += t.skipped
  lines.push(
    `${t.failed ? 'FAIL' : 'ok  '} ${name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} ${took()}`,
  )
}

const requireBrowser = process.env.CI === 'true' || process.env.REQUIRE_BROWSER === '1'

check('catalogs (every string translated into all nine languages)', 'npx', [
  'tsx',
  'scripts/check-catalogs.ts',
])
check('tracked files (no database, nothing over 1 MB)', 'npx', [
  'tsx',
  'scripts/check-tracked-files.ts',
])
check('lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint'])
check('typecheck (tsc: app and service worker)', 'npm', ['run', '--silent', 'typecheck'])
// TEST_DATABASE_URL is cleared here so this run is the embedded-database (PGlite) one.
vitest('vitest shared + api (PGlite) + web', [], { TEST_DATABASE_URL: '' })
if (process.env.TEST_DATABASE_URL) {
  vitest('vitest api on PostgreSQL', ['--project', 'api'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  })
  // The fault tests (kill -9, terminated backends, a dropped live stream: `npm run test:faults`,
  // docs/scaling.md "Fault tests"); FAULT_TESTS=0 leaves them out of a run.
  if (process.env.FAULT_TESTS !== '0')
    vitest('vitest faults on PostgreSQL', ['--config', 'vitest.faults.config.ts'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    })
} else {
  lines.push(
    'note the API suite ran on PGlite only; set TEST_DATABASE_URL to run it on PostgreSQL too',
  )
}

const chrome = chromiumPath()
if (!chrome) {
  const msg =
    'browser tests SKIPPED: no Chromium found. Install it with `sudo apt-get install -y chromium` (or set CHROME_PATH).'
  console.error(`\n${'!'.repeat(msg.length)}\n${msg}\n${'!'.repeat(msg.length)}`)
  if (requireBrowser) add('browser tests (required here)', { passed: 0, failed: 1, skipped: 0 })
  else {
    total.skipped++
    lines.push(`SKIP ${msg}`)
  }
} else if (!run('npm', ['run', '--silent', 'build'])) {
  add('build', { passed: 0, failed: 1, skipped: 0 })
} else {
  lines.push(`ok   build (PWA and server) ${took()}`)
  const out = join(reports, 'playwright.json')
  const ok = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  })
  const t: Tally = { passed: 0, failed: 0, skipped: 0 }
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats
    t.passed = s.expected + (s.flaky ?? 0)
    t.failed = s.unexpected
    t.skipped = s.skipped
  }
  if (!ok && t.failed === 0) t.failed = 1
  add('browser tests (Playwright, Chromium)', t)
}

console.log('\nSummary')
for (const l of lines) console.log(`  ${l}`)
console.log(`  all stages: ${formatSeconds((performance.now() - started) / 1000)}`)
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
)
process.exit(total.failed > 0 ? 1 : 0)
