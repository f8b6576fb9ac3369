import { spawn, type SpawnOptions } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

/**
 * The server as `npm run serve` (and so `npm start`) runs it, with the same Node flags, but with
 * this Node binary as the child itself rather than npm, so the bench can read the server's CPU
 * time by pid and SIGTERM reaches it.
 */
export function spawnServer(options: SpawnOptions) {
  const root = new URL('..', import.meta.url)
  const scripts = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts
  const [command, ...args] = (scripts.serve as string).split(/\s+/)
  if (command !== 'node') throw new Error(`npm run serve should start with node: ${scripts.serve}`)
  const entry = args.find((arg) => !arg.startsWith('-'))
  if (entry && !existsSync(new URL(entry, root)))
    throw new Error(
      `${entry} is missing: run npm run build (the server runs built, as npm start runs it)`,
    )
  return spawn(process.execPath, args, { cwd: root, ...options })
}
