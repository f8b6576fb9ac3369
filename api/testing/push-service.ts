import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushSubscriptionJson } from '#shared/schemas/push.ts'

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * A local HTTP server standing in for a browser vendor's push service: it records every POST
 * and answers 201, or the status set for a path (410 Gone, …), or not yet while held.
 */
export async function startPushService() {
  const received: ReceivedPush[] = []
  const statuses = new Map<string, number>()
  let held: Array<() => void> | undefined
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      const answer = () => {
        res.statusCode = statuses.get(req.url ?? '') ?? 201
        res.end()
      }
      if (held) held.push(answer)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer(path: string, status: number) {
      statuses.set(path, status)
    },
    /** Holds every answer from now on, until release(). */
    hold() {
      held = []
    },
    release() {
      for (const answer of held ?? []) answer()
      held = undefined
    },
    to: (path: string) => received.filter((push) => push.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A browser's push subscription for `endpoint`, with a real P-256 key pair and auth secret, and
 * the RFC 8291 (aes128gcm) decryption of what the push service received for it.
 */
export function pushDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  const subscription: PushSubscriptionJson = {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  }
  function decrypt(body: Buffer): unknown {
    const salt = body.subarray(0, 16)
    const keyIdLength = body[20]!
    const serverKey = body.subarray(21, 21 + keyIdLength)
    const ciphertext = body.subarray(21 + keyIdLength)
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey])
    const ikm = hkdfSync('sha256', ecdh.computeSecret(serverKey), authSecret, info, 32)
    const key = (label: string, length: number) =>
      Buffer.from(
        hkdfSync('sha256', Buffer.from(ikm), salt, `Content-Encoding: ${label}\0`, length),
      )
    const decipher = createDecipheriv('aes-128-gcm', key('aes128gcm', 16), key('nonce', 12))
    decipher.setAuthTag(ciphertext.subarray(-16))
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2)
    return JSON.parse(padded.subarray(0, end).toString('utf8'))
  }
  return { subscription, decrypt }
}
