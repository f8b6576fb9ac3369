import { writeFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Chunks smaller than this (Brotli) are summed in one line rather than listed. */
const LISTED_CHUNK_BYTES = 1024
/** Modules smaller than this (rendered, before compression) are not named inside a chunk. */
const NAMED_MODULE_BYTES = 2048

interface ChunkLike {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  imports: string[]
  modules: Record<string, { renderedLength: number }>
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A module id as a reader knows it: the package, or the path in the repository. */
function moduleName(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id)
  if (inPackage) return `${inPackage[1]} (${inPackage[2]})`
  return id.replace(/^.*?\/(web|shared|api)\//, '$1/').replace(/\0/g, '')
}

/**
 * `npm run bundle-report`: what each chunk of the browser build holds, as markdown (what the
 * first screen's budget in e2e/first-screen-budget.spec.ts is spent on). Chunks in the entry's
 * static imports load on every page; the rest load when a screen or a start-up step asks.
 */
export function bundleReport(outFile: string | undefined): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!outFile) return
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      )
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const everyPage = new Set<string>()
      const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
      for (let name = pending.pop(); name; name = pending.pop()) {
        if (everyPage.has(name)) continue
        everyPage.add(name)
        pending.push(...(byName.get(name)?.imports ?? []))
      }
      const sized = chunks
        .map((chunk) => ({
          chunk,
          brotli: brotliCompressSync(chunk.code).length,
          gzip: gzipSync(chunk.code, { level: 9 }).length,
        }))
        .sort((a, b) => b.brotli - a.brotli)
      const listed = sized.filter((s) => s.brotli >= LISTED_CHUNK_BYTES)
      const rest = sized.filter((s) => s.brotli < LISTED_CHUNK_BYTES)
      const lines = [
        '# What the browser build holds',
        '',
        'Written by `npm run bundle-report` (build/bundle-report.ts). Sizes per chunk: minified,',
        'gzip -9 and Brotli (what the server sends). "every page" marks the chunks the entry',
        'imports statically; the others load with a screen or after the first paint. Inside a chunk,',
        `modules over ${kb(NAMED_MODULE_BYTES)} before minifying, largest first.`,
        '',
        '| chunk | loads | minified | gzip | brotli | biggest modules (before minifying) |',
        '|---|---|---|---|---|---|',
        ...listed.map(({ chunk, brotli, gzip }) => {
          const modules = Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength >= NAMED_MODULE_BYTES)
            .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
            .map(([id, module]) => `${moduleName(id)} ${kb(module.renderedLength)}`)
          const name = chunk.fileName.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')
          return `| ${name} | ${everyPage.has(chunk.fileName) ? 'every page' : 'on demand'} | ${kb(chunk.code.length)} | ${kb(gzip)} | ${kb(brotli)} | ${modules.join(', ')} |`
        }),
        `| ${rest.length} smaller chunks | | ${kb(rest.reduce((s, r) => s + r.chunk.code.length, 0))} | ${kb(rest.reduce((s, r) => s + r.gzip, 0))} | ${kb(rest.reduce((s, r) => s + r.brotli, 0))} | |`,
        '',
      ]
      writeFileSync(outFile, lines.join('\n'))
    },
  }
}
