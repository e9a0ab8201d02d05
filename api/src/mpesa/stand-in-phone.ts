// The stand-in's page that plays the buyer's phone: each waiting payment request with
// the answers a buyer can give, as plain forms (no script).
import { html } from 'hono/html'

/** How the buyer answers on the phone. */
export const PHONE_ANSWERS = {
  approve: {
    code: 0,
    desc: 'The service request is processed successfully.',
    label: 'Enter PIN and pay',
  },
  cancel: { code: 1032, desc: 'Request cancelled by user', label: 'Cancel' },
  'wrong-pin': {
    code: 2001,
    desc: 'The initiator information is invalid.',
    label: 'Enter a wrong PIN',
  },
  insufficient: {
    code: 1,
    desc: 'The balance is insufficient for the transaction.',
    label: 'Too little balance',
  },
  unreachable: {
    code: 1037,
    desc: 'DS timeout user cannot be reached',
    label: 'Phone out of reach',
  },
  'no-answer': { code: 1019, desc: 'Transaction has expired', label: 'No answer (let it expire)' },
} as const
export type PhoneAnswer = keyof typeof PHONE_ANSWERS
export const isPhoneAnswer = (value: unknown): value is PhoneAnswer =>
  typeof value === 'string' && Object.hasOwn(PHONE_ANSWERS, value)

export function phonePage({
  waiting,
  back,
  answered,
  shortcode,
}: {
  /** The payment requests waiting for an answer, newest first. */
  waiting: { checkoutRequestId: string; amount: number; phone: string; accountReference: string }[]
  /** Where "Back to the site" leads, if anywhere. */
  back: string | null
  /** The answer just given (a PhoneAnswer), to confirm it. */
  answered: string | null
  shortcode: string
}) {
  const answeredLabel = isPhoneAnswer(answered) ? PHONE_ANSWERS[answered].label : null
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>M-Pesa phone (Daraja stand-in)</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0;
            background: #f2f2f2;
            color: #1a1a1a;
          }
          main {
            max-width: 26rem;
            margin: 0 auto;
            padding: 1rem;
          }
          h1 {
            font-size: 1.25rem;
          }
          .push {
            background: #fff;
            border: 1px solid #ccc;
            border-radius: 0.75rem;
            padding: 1rem;
            margin: 1rem 0;
          }
          .push p {
            margin: 0 0 0.75rem;
          }
          form {
            display: grid;
            gap: 0.5rem;
          }
          button {
            font: inherit;
            min-height: 44px;
            border-radius: 0.5rem;
            border: 1px solid #1a1a1a;
            background: #fff;
            color: #1a1a1a;
            cursor: pointer;
          }
          button[value='approve'] {
            background: #0b6b2b;
            border-color: #0b6b2b;
            color: #fff;
          }
          .note {
            background: #fff8d6;
            border: 1px solid #c9a400;
            padding: 0.75rem;
            border-radius: 0.5rem;
          }
          a {
            color: #0b4f9c;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>M-Pesa phone (Daraja stand-in)</h1>
          <p>This page plays the buyer's phone while no Daraja account is connected.</p>
          ${answeredLabel ? html`<p class="note" role="status">Answered: ${answeredLabel}.</p>` : ''}
          ${back ? html`<p><a href="${back}">Back to the site</a></p>` : ''}
          ${
            waiting.length === 0
              ? html`<p>No payment request is waiting.</p>`
              : waiting.map(
                  (p) =>
                    html`<section class="push" aria-label="Payment request ${p.accountReference}">
                      <p>
                        ${`Pay KES ${p.amount.toLocaleString('en-KE')} to ${shortcode}, account ${p.accountReference}? Phone ${p.phone}.`}
                      </p>
                      <form method="post" action="/phone/${p.checkoutRequestId}">
                        ${back ? html`<input type="hidden" name="return" value="${back}" />` : ''}
                        ${Object.entries(PHONE_ANSWERS).map(
                          ([value, a]) =>
                            html`<button type="submit" name="answer" value="${value}">
                              ${a.label}
                            </button>`,
                        )}
                      </form>
                    </section>`,
                )
          }
        </main>
      </body>
    </html>`
}
