import { HttpError, NetworkError } from './api-client.ts'

type ErrorClass = abstract new (...args: never[]) => Error

/**
 * Logs a failure the screen has already told the member about, when it is a fault of the app.
 * An error of the network or a refusal of the server is an answer, not a bug: the screen says it
 * in the member's language and the console stays quiet (a console.error fails the browser
 * tests). `alsoExpected` names the screen's own member-facing errors (a file that is no photo).
 */
export function logUnexpected(what: string, error: unknown, ...alsoExpected: ErrorClass[]): void {
  const expected: ErrorClass[] = [NetworkError, HttpError, ...alsoExpected]
  if (expected.some((kind) => error instanceof kind)) return
  console.error(what, error)
}
