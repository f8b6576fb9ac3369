import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// `npm run test:faults`: the fault tests (api/faults/*.faults.test.ts) against a real API server
// process on PostgreSQL (TEST_DATABASE_URL). They load the machine, kill processes and cut
// database connections, so they run one file at a time and apart from the other suites.
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      name: 'faults',
      root: '.',
      include: ['api/faults/**/*.faults.test.ts'],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
)
