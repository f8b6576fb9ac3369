import { ErrorBodySchema } from '#shared/schemas/errors.ts'

/**
 * Throws unless an error answer of the API is the contract's `{ message, code }`
 * (shared/schemas/errors.ts). testApp checks every answer with it, so any test of the API suite
 * that meets a 4xx or 5xx without a code fails, naming the request and the body.
 * A HEAD answer has no body, a compressed one is left to the compression tests.
 */
export async function requireErrorContract(request: Request, answer: Response): Promise<void> {
  const { pathname } = new URL(request.url)
  if (answer.status < 400 || !pathname.startsWith('/api/') || request.method === 'HEAD') return
  if (answer.headers.has('content-encoding')) return
  const text = await answer.clone().text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  if (!ErrorBodySchema.safeParse(body).success) {
    throw new Error(
      `${request.method} ${pathname} answered ${answer.status} without the error contract ` +
        `{ message, code }: ${text.slice(0, 300)}`,
    )
  }
}
