import { hc } from 'hono/client'
import type { AppType } from '#api/app.ts'
import { apiFetch } from './api-client.ts'

/**
 * The typed client of the API (Hono RPC), e.g. `await (await apiClient.api.health.$get()).json()`.
 * It shares apiFetch, so a non-success answer throws the same HttpError.
 */
export const apiClient = hc<AppType>('/', { fetch: apiFetch })
