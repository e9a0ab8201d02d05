// Sends what waits in the outbox through SMTP_URL (nodemailer), oldest first. A failed
// attempt is recorded and retried with back-off (30 s, 1 min, 2 min, ... at most an
// hour apart); after MAX_ATTEMPTS the message is marked failed for an admin to retry.
// Runs in the server's main thread only; without SMTP_URL it is not started and
// messages wait, visible in the console.
import { and, asc, eq, lte } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { outbox } from '../resources/outbox/outbox.table'
import type { Env } from '../config/env'
import { outboxEvents } from './outbox'
import { withoutPrivateLinks } from './private-links'

export const MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 3_600_000
/** Messages read per round. */
const BATCH = 50

/** How long to wait after the `attempts`-th failed attempt. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export type MailTransport = {
  sendMail(message: {
    from: string
    to: string
    subject: string
    text: string
    headers?: Record<string, string>
  }): Promise<unknown>
  close?(): void
}

export type MailWorkerOptions = {
  db: Db
  env: Env
  /** Defaults to nodemailer over SMTP_URL. */
  transport?: MailTransport
  /** How often to look for due messages besides being woken by a new lead. */
  pollMs?: number
  now?: () => Date
  log?: (line: string) => void
}

export class MailWorker {
  private readonly transport: MailTransport
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  /** Asked to drain while a drain ran: it goes round once more before it ends. */
  private again = false
  private stopped = false
  private readonly wake = () => void this.drain()

  constructor(private readonly opts: MailWorkerOptions) {
    if (!opts.transport && !opts.env.SMTP_URL) throw new Error('MailWorker needs SMTP_URL')
    this.transport =
      opts.transport ??
      nodemailer.createTransport(opts.env.SMTP_URL!, {
        // A mail server that does not answer must not hold messages for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
  }

  start(): this {
    outboxEvents.on('queued', this.wake)
    this.timer = setInterval(this.wake, this.opts.pollMs ?? 15_000)
    this.timer.unref()
    void this.drain()
    return this
  }

  async stop(): Promise<void> {
    this.stopped = true
    outboxEvents.off('queued', this.wake)
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
    this.transport.close?.()
  }

  /**
   * Sends every due message; resolves to how many were sent. One drain at a time: a
   * call during a drain (a lead queued meanwhile) makes it look again before it ends,
   * so that lead's mail does not wait for the next poll. A full batch also looks again.
   */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      let sent = 0
      do {
        this.again = false
        const round = await this.sendDue()
        sent += round.sent
        if (round.more) this.again = true
      } while (this.again && !this.stopped)
      return sent
    })().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async sendDue(): Promise<{ sent: number; more: boolean }> {
    const { db, env } = this.opts
    const now = () => (this.opts.now?.() ?? new Date()).toISOString()
    const due = db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(BATCH)
      .all()
    let sent = 0
    for (const message of due) {
      try {
        await this.transport.sendMail({
          from: env.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        })
        db.update(outbox)
          .set({
            status: 'sent',
            sentAt: now(),
            attempts: message.attempts + 1,
            lastError: null,
            // Sent: the tokens of its recipient's own links need not be kept any more.
            text: withoutPrivateLinks(message),
          })
          .where(eq(outbox.id, message.id))
          .run()
        sent++
      } catch (err) {
        const attempts = message.attempts + 1
        const error = err instanceof Error ? err.message : String(err)
        const failed = attempts >= MAX_ATTEMPTS
        const next = new Date(Date.parse(now()) + retryDelay(attempts)).toISOString()
        db.update(outbox)
          .set({
            attempts,
            lastError: error.slice(0, 500),
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: next,
          })
          .where(eq(outbox.id, message.id))
          .run()
        // The outbox id, not the address: logs carry no visitor's email (the back office's
        // Outbox shows whom it was for), nor does the mail server's answer as logged.
        const reason = error.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[email]')
        this.opts.log?.(
          failed
            ? `Mail ${message.id} failed ${attempts} times; given up: ${reason}`
            : `Mail ${message.id} not sent (attempt ${attempts}), retrying at ${next}: ${reason}`,
        )
        // The server is likely down: leave the rest for the next round.
        return { sent, more: false }
      }
    }
    return { sent, more: due.length === BATCH }
  }
}
