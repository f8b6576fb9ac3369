import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { csrf } from 'hono/csrf'
import { secureHeaders } from 'hono/secure-headers'
import { tileOrigin, type Config } from '../config.ts'
import { readNodeBody, unreadNodeRequest } from './node-body.ts'
import { refuse } from './refusal.ts'

/**
 * The requests that carry a multipart upload instead of JSON: Origin-checked, their own (larger)
 * body limit. Method and path both: a prefix used to let the JSON calls beside the uploads
 * (DELETE /api/profile/photo, PUT /api/profile/photos/order) skip the JSON limit and checks.
 */
const UPLOAD_REQUESTS: readonly RegExp[] = [
  /^PUT \/api\/profile\/photo$/,
  /^POST \/api\/profile\/photos$/,
  /^PUT \/api\/profile\/photos\/(?!order$)[^/]+$/,
  /^POST \/api\/upload\/[^/]+$/,
  /^POST \/api\/photo-verification\/selfie$/,
]
export const JSON_BODY_LIMIT_BYTES = 100 * 1024

const isUploadRequest = (c: Context) =>
  UPLOAD_REQUESTS.some((pattern) => pattern.test(`${c.req.method} ${c.req.path}`))

/** Methods whose body no route reads; skipping them keeps @hono/node-server's light request. */
const BODYLESS_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS']

/** Whether the request's body, if any, is JSON for a route to read (not an upload, not a GET). */
export const takesJsonBody = (c: Context) =>
  !BODYLESS_METHODS.includes(c.req.method) && !isUploadRequest(c)

/**
 * Secure headers and the CSP, for every answer including static files and /sw.js. Scripts come
 * from this origin; inline, only the shell's own by their hash (`shellScriptHashes`).
 */
export function securityHeaders(
  config: Pick<Config, 'TILE_URL'>,
  shellScriptHashes: readonly string[] = [],
): MiddlewareHandler {
  const tiles = tileOrigin(config)
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...shellScriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The camera for the photo verification selfie (docs/safety.md), on this origin only.
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: ['self'] },
  })
}

/** CORS only for the configured origins; with none, same origin only (no CORS headers). */
export function corsForAllowlist(config: Pick<Config, 'CORS_ORIGINS'>): MiddlewareHandler {
  const allowed = config.CORS_ORIGINS
  if (allowed.length === 0) return async (_c, next) => next()
  return cors({
    origin: (origin) => (allowed.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
}

/** Behind a TLS-terminating proxy the request URL says http: compare hosts instead. */
function sameHostBehindProxy(origin: string, c: Context): boolean {
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host')
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * hono/csrf: unsafe requests with a form-like content type must come from this origin or an
 * allowed one. Guards the form/upload routes; on JSON routes such bodies are refused anyway.
 */
export function formOriginCheck(config: Pick<Config, 'CORS_ORIGINS'>): MiddlewareHandler {
  const check = csrf({
    origin: (origin, c) =>
      origin === new URL(c.req.url).origin ||
      config.CORS_ORIGINS.includes(origin) ||
      sameHostBehindProxy(origin, c),
  })
  return async (c, next) => {
    try {
      return await check(c, next)
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 403) {
        return refuse(c, 403, 'forbidden', 'Cross-site form submissions are not allowed')
      }
      throw error
    }
  }
}

const tooLarge = (c: Context) =>
  refuse(c, 413, 'payload_too_large', 'Request body is too large (limit 100 KB)')

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: tooLarge,
})

/**
 * 413 for bodies over 100 KB on JSON routes (uploads set their own limit). Under
 * @hono/node-server the body is read here, straight from the Node request, and left where
 * `c.req.json()` (the validators) finds it: no web Request is built for it (api/http/node-body.ts).
 */
export const limitJsonBody: MiddlewareHandler = async (c, next) => {
  if (!takesJsonBody(c)) return next()
  const incoming = unreadNodeRequest(c)
  if (!incoming) return jsonBodyLimit(c, next)
  const text = await readNodeBody(incoming, JSON_BODY_LIMIT_BYTES)
  if (text === undefined) return tooLarge(c)
  // What c.req.text() and c.req.json() read first (Hono keeps the promise of each body read).
  ;(c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text)
  return next()
}

export function hasBody(c: Context): boolean {
  const length = c.req.header('content-length')
  if (length !== undefined) return Number(length) > 0
  if (c.req.header('transfer-encoding') !== undefined) return true
  // A browser's DELETE without a body sends neither header (so it has none, RFC 9112 §6.3), yet
  // @hono/node-server still hands every non-GET request a (here empty) body stream.
  if (c.req.method === 'DELETE') return false
  return c.req.raw.body !== null
}

/** JSON routes refuse a body that is not application/json: 415. */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!takesJsonBody(c)) return next()
  if (!hasBody(c)) return next()
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json(\s*;|$)/i.test(type)) {
    return refuse(c, 415, 'unsupported_media_type', 'Content-Type must be application/json')
  }
  return next()
}
