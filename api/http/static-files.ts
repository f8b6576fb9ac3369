import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'

/** The encodings the build writes beside each text asset (vite.config.ts), as file suffixes. */
const ENCODED_SUFFIX = /\.(?:br|gz|zst)$/

const hasEncodedCopy = (path: string) => existsSync(`${path}.br`) || existsSync(`${path}.gz`)

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')
/** The PWA's routes are paths without a file extension: they get the app shell. */
const isAppRoute = (path: string) => !isApi(path) && !/\.[^/]*$/.test(path)

/**
 * Cache lifetimes by what a file is: the shell, the service worker and the manifest are checked
 * on every load (a new build must reach members); hashed assets never change under their name.
 * Files with precompressed copies always say `Vary: Accept-Encoding`, also when this answer is the
 * plain file, so no cache hands a plain copy to a browser that asked for Brotli or the reverse.
 * Set on the answer serveStatic returns: its onFound runs after the answer is built.
 */
function withHeaders(res: Response, requestPath: string, servedFile: string | undefined) {
  if (
    requestPath.endsWith('/sw.js') ||
    requestPath.endsWith('.webmanifest') ||
    servedFile?.replace(ENCODED_SUFFIX, '').endsWith('index.html')
  ) {
    res.headers.set('Cache-Control', 'no-cache')
  } else if (requestPath.startsWith('/assets/')) {
    res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  }
  const plainFile = servedFile?.replace(ENCODED_SUFFIX, '')
  const vary = res.headers.get('Vary') ?? ''
  if (plainFile && hasEncodedCopy(plainFile) && !/accept-encoding/i.test(vary)) {
    res.headers.append('Vary', 'Accept-Encoding')
  }
  return res
}

/**
 * The CSP sources of the inline scripts in the built shell (`<script>` without attributes: the
 * boot code of web/boot/, bundled into index.html by build/first-paint.ts), as 'sha256-…'.
 */
export function shellScriptHashes(distDir: string): string[] {
  const file = `${distDir}/index.html`
  if (!existsSync(file)) return []
  return [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  )
}

/**
 * Serves the built PWA from `distDir`: files as they are or, when the browser accepts it, the
 * Brotli or gzip copy written at build time; the app shell for the PWA's routes; nothing for /api
 * (the API's own routes and 404 answer there). A missing file passes on to the 404.
 */
export function serveBuiltApp(distDir: string): MiddlewareHandler {
  const served = new WeakMap<Context, string>()
  const onFound = (path: string, c: Context) => void served.set(c, path)
  const files = serveStatic({ root: distDir, precompressed: true, onFound })
  const shell = serveStatic({ path: `${distDir}/index.html`, precompressed: true, onFound })
  return async (c, next) => {
    if (isApi(c.req.path)) return next()
    const res = await files(c, async () => {
      if (isAppRoute(c.req.path))
        c.res = withHeaders((await shell(c, next)) ?? c.res, '', served.get(c))
      else await next()
    })
    return res ? withHeaders(res, c.req.path, served.get(c)) : undefined
  }
}
