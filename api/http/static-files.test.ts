import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from './security.ts'
import { serveBuiltApp, shellScriptHashes } from './static-files.ts'

let dist: string
const script = `export const greeting = ${JSON.stringify('Where Orthodox hearts meet. '.repeat(200))}\n`
const shell = `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`

/** Writes a file of the built app with the Brotli and gzip copies the build writes beside it. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text)
  writeFileSync(`${path}.br`, brotliCompressSync(text))
  writeFileSync(`${path}.gz`, gzipSync(text))
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'oh-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeWithCopies(join(dist, 'index.html'), shell)
  writeWithCopies(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {})\n${script}`)
  writeWithCopies(join(dist, 'assets', 'index-Bx1y2z3A.js'), script)
  writeFileSync(join(dist, 'assets', 'tiny-C0ffee00.js'), 'export {}\n')
  writeFileSync(join(dist, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
})

function app() {
  const app = new Hono()
  app.get('/api/health', (c) => c.json({ status: 'ok' }, 200))
  app.use('*', serveBuiltApp(dist))
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return app
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('serveBuiltApp', () => {
  it('serves the Brotli copy of a hashed asset to a browser, decoding to the file, cached for a year', async () => {
    const res = await get('/assets/index-Bx1y2z3A.js', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = await bytesOf(res)
    expect(body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('serves the gzip copy to a client without Brotli, and the plain file with Vary to one without either', async () => {
    const gz = await get('/assets/index-Bx1y2z3A.js', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytesOf(gz)).toString()).toBe(script)
    const plain = await get('/assets/index-Bx1y2z3A.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect((await bytesOf(plain)).toString()).toBe(script)
  })

  it('keeps the service worker and the shell revalidated on every load, compressed or not', async () => {
    for (const encoding of ['br', undefined]) {
      const sw = await get('/sw.js', encoding)
      expect(sw.headers.get('cache-control')).toBe('no-cache')
      expect(sw.headers.get('content-encoding')).toBe(encoding ?? null)
    }
    const route = await get('/discover', 'br')
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(route.headers.get('content-type')).toMatch(/^text\/html/)
    expect(brotliDecompressSync(await bytesOf(route)).toString()).toBe(shell)
  })

  it('sends a file without copies as it is, with no Vary', async () => {
    const res = await get('/assets/tiny-C0ffee00.js', 'br, gzip')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBeNull()
    expect((await bytesOf(res)).toString()).toBe('export {}\n')
    const png = await get('/icon.png', 'br, gzip')
    expect(png.headers.get('content-encoding')).toBeNull()
    expect(await bytesOf(png)).toEqual(readFileSync(join(dist, 'icon.png')))
  })

  it('answers 404 for a missing file and leaves /api to the API', async () => {
    expect((await get('/assets/missing-00000000.js', 'br')).status).toBe(404)
    const health = await get('/api/health', 'br')
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await get('/api/nothing-here', 'br')).status).toBe(404)
  })
})

describe("the shell's inline scripts", () => {
  it('are allowed by their hash in the CSP, and no other inline script is', async () => {
    const built = mkdtempSync(join(tmpdir(), 'oh-dist-'))
    const theme = "document.documentElement.dataset.theme='dark'"
    writeFileSync(
      join(built, 'index.html'),
      `<!doctype html><html><head><script>${theme}</script>` +
        `<script type="module" src="/assets/start.js"></script></head><body></body></html>`,
    )
    const hashes = shellScriptHashes(built)
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(theme).digest('base64')}'`])

    const app = new Hono()
    app.use('*', securityHeaders({ TILE_URL: '' }, hashes))
    app.get('/', (c) => c.text('ok', 200))
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${hashes[0]};`)
    expect(csp).toMatch(/script-src [^;]*$|script-src [^;]*;/)
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline')
  })

  it('are none when the app is not built', () => {
    expect(shellScriptHashes(join(tmpdir(), 'oh-no-such-dist'))).toEqual([])
  })
})
