import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Three suites: the pure rules (shared, and the build's own plugins), the API in-process against PGlite (or PostgreSQL when
// TEST_DATABASE_URL is set), and the web data layer and components (happy-dom, fake-indexeddb).
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            root: '.',
            include: ['shared/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            root: '.',
            include: ['api/**/*.test.ts'],
            // The fault tests kill processes and databases under load: their own run (test:faults).
            exclude: [...configDefaults.exclude, 'api/faults/**'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            root: '.',
            include: ['web/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['web/test-setup.ts'],
            // A screen test clicks through several steps; on a busy 2-core machine that takes
            // seconds (web/test-setup.ts waits up to 5 s per findBy).
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
)
