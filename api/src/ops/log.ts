// The process's logger: pino, one JSON object a line (made readable by pino-pretty in
// `npm run dev`). What goes in a line is chosen field by field where it is logged; the
// redaction below is the second line of defence, in case an object that holds a
// visitor's details or a credential is ever passed whole.
import { randomUUID } from 'node:crypto'
import pino, { type DestinationStream, type Logger } from 'pino'
import { reportError, type RequestErrorContext } from './error-reports'

export type { Logger }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Names that never reach a log line, at the top level or one object down. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'idToken',
  'token',
  'password',
  'email',
  'phone',
  'body',
]

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((k) => `["${k}"]`),
  ...SECRET_KEYS.map((k) => `*["${k}"]`),
  ...SECRET_KEYS.map((k) => `*.headers["${k}"]`),
]

export type LoggerOptions = {
  level?: LogLevel
  /** Where lines go: stdout by default, a pino-pretty stream in development, a test's sink. */
  destination?: DestinationStream
}

/** Longest a written line waits in the buffer before it reaches stdout. */
const FLUSH_INTERVAL_MS = 1000

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  // Buffered and written off the request path; main.ts flushes it before exiting. A
  // quiet server fills 4 KB slowly: the timer sends what waits at least every second,
  // so someone following the log sees a request (or an error) as it happens.
  let stream = destination
  if (!stream) {
    const stdout = pino.destination({ dest: 1, minLength: 4096, sync: false })
    setInterval(() => {
      try {
        stdout.flush()
      } catch {
        // Not open yet, or already closed: the next tick or the exit flush writes it.
      }
    }, FLUSH_INTERVAL_MS).unref()
    stream = stdout
  }
  return pino(
    {
      level,
      // No pid or hostname in every line: one process per container says them already.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: pino.stdSerializers.err },
    },
    stream,
  )
}

/** Writes a line another logger made (a render worker's) where `log` writes its own. */
export function writeLogLine(log: Logger, line: string): void {
  const stream = (log as unknown as Record<symbol, DestinationStream | undefined>)[
    pino.symbols.streamSym
  ]
  stream?.write(line)
}

/**
 * A request's line, in the shape pino writes (`level`, `time`, the fields, `msg`), made
 * here rather than by pino: every field is chosen by the caller and none can hold a
 * secret, so the redaction pass, which costs several times the rest of the line, is not
 * needed on the one line every request writes. The caller checks the level.
 */
export function writeRequestLine(log: Logger, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level: 'info', time: new Date().toISOString(), ...fields })
  writeLogLine(log, `${line.slice(0, -1)},"msg":"request"}\n`)
}

/** A logger that writes nothing: the default where no logger was handed in. */
export const silentLogger: Logger = pino({ level: 'silent' })

/** What ties an error to the request it broke. */
/**
 * An error nobody expected (a 500): one line with its stack and the request, and the
 * same to the error reports (Sentry) when they are on.
 */
export function logUnhandled(log: Logger, err: unknown, ctx: RequestErrorContext): void {
  log.error({ reqId: ctx.requestId, method: ctx.method, route: ctx.route, err }, 'unhandled error')
  reportError(err, ctx)
}

/** Proxies' ids are opaque; keep ones that cannot break a log line or a header. */
const VALID_REQUEST_ID = /^[\w.:=+/-]{1,128}$/

/**
 * The id of a request: the one a trusted proxy put in X-Request-Id (so a line here
 * matches the proxy's), otherwise a new one. Anyone else's header is ignored: a client
 * could otherwise make many requests share an id or reuse a visitor's.
 */
export function requestIdFor(header: string | null | undefined, fromTrustedProxy: boolean) {
  if (fromTrustedProxy && header && VALID_REQUEST_ID.test(header)) return header
  return randomUUID()
}
