import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** zod's JSON Schema converters: classic zod imports them, so no tree-shaking drops them. */
const CONVERTERS = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/
const STUB_PREFIX = '\0zod-without-json-schema:'

/**
 * The browser build's zod without its JSON Schema converters (about 9 KB gzip of the first
 * screen): the web app validates with zod but never converts a schema to JSON Schema. Each
 * export of the two modules becomes a function that throws, and a `.toJSONSchema()` called in the
 * browser says why. Build only: the tests and the API keep the whole of zod.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]zod[\\/]/.test(importer) || !/json-schema/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && CONVERTERS.test(resolved.id) ? STUB_PREFIX + resolved.id : null
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null
      const real = readFileSync(id.slice(STUB_PREFIX.length), 'utf8')
      const names = [...real.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]!)
      const aliases = [...real.matchAll(/^export \{ (\w+) as (\w+) \};/gm)]
      return [
        'const unavailable = () => { throw new Error("zod JSON Schema is not in the browser build (build/zod-without-json-schema.ts)") }',
        // create…Method(schema) makes the method at once; it is calling that method that fails.
        ...names.map(
          (name) =>
            `export const ${name} = ${name.startsWith('create') ? '() => ' : ''}unavailable`,
        ),
        ...aliases.map(([, , alias]) => `export const ${alias} = unavailable`),
      ].join('\n')
    },
  }
}
