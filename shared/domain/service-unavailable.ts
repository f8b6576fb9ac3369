/**
 * 503 when the database is away (a restart, backends terminated, the pool's connections lost): the
 * API answers this with Retry-After instead of a 500, and the app shows it translated
 * (docs/scaling.md, #16).
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.'
