import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a first visit loads before the first screen: the entry script of dist/index.html
 * and every module it preloads (lazy screens are not counted; they load when visited).
 */
export function firstScreenJs(distDir = 'dist') {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const srcs = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!)
  const files = [...new Set(srcs)].map((src) => {
    const raw = readFileSync(join(distDir, src.replace(/^\//, '')))
    return { file: src, bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
  })
  return {
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  }
}
