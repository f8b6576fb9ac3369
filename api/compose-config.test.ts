import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadConfig } from './config.ts'
import { bucketSettingsOf } from './uploads/object-bucket.ts'

/**
 * compose.yaml (docs/scaling.md) is not run by the tests, but what it tells the API must be what
 * api/config.ts reads: a misspelt variable would be dropped silently and the containers would
 * keep uploads on their own disks.
 */

interface Service {
  command?: string[]
  entrypoint?: string[]
  environment?: Record<string, string>
}
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}
const services = Object.entries(compose.services)
const apiServices = services.filter(([, service]) =>
  service.command?.includes('dist-server/server.mjs'),
)
/** The load balancer's nginx configuration, without its comments. */
const loadBalancer = readFileSync('deploy/load-balancer.conf', 'utf8').replace(/#.*$/gm, '')

describe('compose.yaml', () => {
  it('starts two API containers behind the load balancer, none of them sticky', () => {
    const upstreams = [...loadBalancer.matchAll(/^\s*server ([\w-]+):(\d+)/gm)]
    expect(apiServices).toHaveLength(2)
    expect(upstreams.map(([, host]) => host).sort()).toEqual(apiServices.map(([name]) => name))
    for (const [, , port] of upstreams) {
      expect(apiServices.every(([, service]) => service.environment?.PORT === port)).toBe(true)
    }
    expect(loadBalancer).not.toMatch(/ip_hash|sticky|hash \$/)
  })

  it.each(apiServices)(
    'gives %s only variables api/config.ts reads, valid together',
    (_name, service) => {
      const environment = service.environment ?? {}
      const config = loadConfig(environment)

      expect(Object.keys(environment).filter((name) => !Object.hasOwn(config, name))).toEqual([])
      expect(config.API_PROCESSES).toBeGreaterThan(1)
      expect(config.DATABASE_URL).toMatch(/@postgres:5432\//)
      expect(bucketSettingsOf(config)).toMatchObject({ endpoint: 'http://minio:9000' })
    },
  )

  it('signs with the keys the object store was started with, and creates the bucket the API uses', () => {
    const minio = compose.services.minio?.environment ?? {}
    const bucketJob = (compose.services.bucket?.entrypoint ?? []).join(' ')
    for (const [, service] of apiServices) {
      const config = loadConfig(service.environment ?? {})
      expect([config.STORAGE_ACCESS_KEY_ID, config.STORAGE_SECRET_ACCESS_KEY]).toEqual([
        minio.MINIO_ROOT_USER,
        minio.MINIO_ROOT_PASSWORD,
      ])
      expect(bucketJob).toContain(`mc mb --ignore-existing store/${config.STORAGE_BUCKET}`)
    }
  })
})
