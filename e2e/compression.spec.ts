import { readdirSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join, relative } from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { DEMO, expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'

const DIST = join(import.meta.dirname, '..', 'dist')
const TEXT = /\.(?:html|css|js|json|svg|webmanifest)$/

/** Every text file of the build, as the URL path it is served under. */
function textAssets(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textAssets(path)
    return TEXT.test(entry.name) ? [`/${relative(DIST, path)}`] : []
  })
}

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET whose body stays as sent on the wire (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${BASE_URL}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
/** As the build compresses (vite.config.ts): Brotli at quality 11, gzip at level 9. */
const encoders = {
  br: (file: Buffer) =>
    brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (file: Buffer) => gzipSync(file, { level: 9 }),
}

test('every text file of the build is sent as Brotli or gzip by Accept-Encoding, decoding to the file', async () => {
  const assets = textAssets()
  expect(assets.length).toBeGreaterThan(20)
  let plainBytes = 0
  let brotliBytes = 0
  for (const path of assets) {
    const file = readFileSync(join(DIST, path))
    for (const [encoding, decode] of Object.entries(decoders)) {
      const answer = await rawGet(path, { 'accept-encoding': encoding })
      expect(answer.status, path).toBe(200)
      // A file that compression would not shrink goes as it is (the build writes no copy that is
      // not smaller: vite-plugin-compression2's skipIfLargerOrEqual); every other one is compressed.
      if (answer.headers['content-encoding'] === undefined) {
        expect(
          encoders[encoding as keyof typeof encoders](file).length,
          `${path} was sent uncompressed though ${encoding} shrinks it`,
        ).toBeGreaterThanOrEqual(file.length)
        expect(answer.body.equals(file), path).toBe(true)
        continue
      }
      expect(answer.headers['content-encoding'], path).toBe(encoding)
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i)
      expect(decode(answer.body).equals(file), `${path} (${encoding}) decodes to the file`).toBe(
        true,
      )
      if (encoding === 'br') {
        plainBytes += file.length
        brotliBytes += answer.body.length
      }
    }
  }
  console.log(
    `${assets.length} text files: ${(plainBytes / 1024).toFixed(0)} KB as built, ${(brotliBytes / 1024).toFixed(0)} KB as Brotli`,
  )
  expect(brotliBytes).toBeLessThan(plainBytes / 3)
})

test('hashed assets are cached for a year; the shell, the service worker and the manifest are revalidated', async () => {
  const script = textAssets().find((path) => /^\/assets\/.+\.js$/.test(path))!
  const asset = await rawGet(script, { 'accept-encoding': 'br' })
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const path of ['/sw.js', '/', '/discover', '/manifest.webmanifest']) {
    const answer = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status, path).toBe(200)
    expect(answer.headers['cache-control'], path).toBe('no-cache')
    expect(answer.headers['content-encoding'], path).toBe('br')
  }
})

test("the API's JSON answers are compressed for a browser, and plain for a client that asks for none", async ({
  request,
}) => {
  const signin = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: BASE_URL },
  })
  expect(signin.ok()).toBe(true)
  const cookie = /oh_session=[^;]+/.exec(signin.headers()['set-cookie'] ?? '')![0]

  const browser = await rawGet('/api/users', {
    cookie,
    'accept-encoding': 'gzip, deflate, br, zstd',
  })
  expect(browser.status).toBe(200)
  expect(browser.headers['content-encoding']).toBe('br')
  expect(browser.headers.vary).toMatch(/accept-encoding/i)
  const deck = JSON.parse(brotliDecompressSync(browser.body).toString('utf8'))
  expect(deck.items.length).toBeGreaterThan(0)

  const plain = await rawGet('/api/users', { cookie })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(JSON.parse(plain.body.toString('utf8')).items).toEqual(deck.items)
  console.log(
    `the first deck page: ${(plain.body.length / 1024).toFixed(1)} KB plain, ${(browser.body.length / 1024).toFixed(1)} KB as Brotli`,
  )
})
