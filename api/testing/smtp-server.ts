import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on 127.0.0.1 for the tests: keeps what it receives, parsed by mailparser. */
export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  /** The messages accepted so far, parsed. */
  received: ParsedMail[]
  /** Refuses the next `count` messages with a 451 (a temporary failure). */
  refuseNext(count: number): void
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          return
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail)
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * One test SMTP server for the calling test file, started before its tests and emptied before
 * each (with the test database, when given, which holds the mail queue).
 */
export function useSmtpServer(database?: { reset(): Promise<void> }) {
  let server: TestSmtpServer | undefined
  beforeAll(async () => {
    server = await startSmtpServer()
  })
  afterAll(() => server?.close())
  beforeEach(async () => {
    await database?.reset()
    if (server) server.received.length = 0
  })
  return {
    get server(): TestSmtpServer {
      if (!server) throw new Error('The SMTP server is ready only from beforeAll on')
      return server
    },
  }
}
