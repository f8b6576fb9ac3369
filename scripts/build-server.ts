/**
 * `npm run build:server`: the API as plain JavaScript in dist-server/ (esbuild: our TypeScript
 * bundled, npm packages left as imports, the demo seed in a chunk of its own so a DATABASE_URL
 * server never loads it), with the committed migrations beside it. `npm run serve` runs it with
 * node alone: the tsx loader (`node --import tsx`) ran in a thread of its own with its own heap,
 * some 90–130 MB of RSS per API process (docs/decisions/016-built-server-and-light-event-streams.md).
 */
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const outdir = 'dist-server'
rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: ['api/server.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
})
// api/db/connect.ts finds the migrations beside its module: in the bundle, beside server.mjs.
cpSync('api/db/migrations', `${outdir}/migrations`, { recursive: true })
