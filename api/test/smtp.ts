// A real SMTP server for tests (smtp-server on a loopback port) that keeps what it
// receives, parsed with mailparser; mail is sent to it with nodemailer (mail/worker.ts).
import { createServer, type AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export type Received = {
  from: string
  to: string[]
  subject: string
  text: string
  /** Header names in lower case, values as sent. */
  headers: Record<string, string>
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. `hold`: it answers
 * no message before this settles (a slow server).
 */
export async function startSmtp(port = 0, hold: Promise<void> = Promise.resolve()) {
  const received: Received[] = []
  const state = { arriving: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      state.arriving++
      simpleParser(stream)
        .then(async (mail) => {
          await hold
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n/g, '')
                  .trim(),
              ]),
            ),
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    received,
    /** Messages whose data has begun to arrive. */
    arriving: () => state.arriving,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port with nothing listening on it (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/**
 * A test SMTP server for the tests of the file or describe block this is called in:
 * started before them and closed after them. Its port and what it received, once started.
 */
export function smtpDuringTests() {
  let server: Awaited<ReturnType<typeof startSmtp>> | undefined
  beforeAll(async () => {
    server = await startSmtp()
  })
  afterAll(async () => {
    await server?.close()
  })
  const started = () => {
    if (!server) throw new Error('the test SMTP server starts before the tests')
    return server
  }
  return {
    get port() {
      return started().port
    },
    get received() {
      return started().received
    },
  }
}
