// "Email me new matches" on /cars: the visitor's email and how often, posted to the
// /alerts address of the list's filters. A plain form without JavaScript (that page
// shows the result or the errors); with it, posted in the background and answered in
// place. The list around it is the same for every visitor (it is cached). Kept small:
// /cars carries it in its JavaScript, so the loader names the search and its address.
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from '@dealership/api/contract/options'
import { useFetcher } from '@remix-run/react'
import { HONEYPOT_FIELD } from '../lib/forms'
import { PrivacyNote } from './privacy-note'
import type { FormFailure } from '../lib/forms.server'

/** What /alerts answers a background post. */
export type AlertAnswer = { sent: true } | { failure: FormFailure }

export const ALERT_SENT_MESSAGE =
  'Check your email: we sent you a link to confirm this alert. Nothing else is sent until you confirm it.'

export const FREQUENCY_OPTIONS: [string, string][] = ALERT_FREQUENCIES.map((f) => [
  f,
  ALERT_FREQUENCY_LABELS[f],
])

export function AlertSignup({ action, searchName }: { action: string; searchName: string }) {
  const fetcher = useFetcher<AlertAnswer>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const failure = answer && 'failure' in answer ? answer.failure : undefined
  const sent = answer && 'sent' in answer
  const emailError = failure?.fieldErrors.email
  const frequencyError = failure?.fieldErrors.frequency
  return (
    <section className="alert-signup" aria-labelledby="alert-signup-title">
      {/* Once posted, it stays open to show the answer (a reply in a closed box is lost). */}
      <details open={fetcher.data ? true : undefined}>
        <summary id="alert-signup-title">Email me new matches</summary>
        <p className="muted">
          We email you when cars matching <strong>{searchName}</strong> are listed or drop in price.
          Unsubscribe with one click from any email.
        </p>
        {sent ? (
          <div className="alert alert-success" role="status">
            {ALERT_SENT_MESSAGE}
          </div>
        ) : null}
        {failure ? (
          <div className="alert alert-error" role="alert">
            {failure.formError}
          </div>
        ) : null}
        {/* Keyed by the answer: a sent form starts empty again. */}
        <fetcher.Form
          method="post"
          action={action}
          key={sent ? 'sent' : 'form'}
          aria-labelledby="alert-signup-title"
          onSubmit={(event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            form.set('via', 'fetch')
            fetcher.submit(form, { method: 'post', action })
          }}
        >
          <div className="form-grid">
            <div className="field">
              <label htmlFor="alert-email">Email</label>
              <input
                id="alert-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={failure?.values.email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'alert-email-error' : undefined}
              />
              {emailError ? (
                <p id="alert-email-error" className="field-error">
                  {emailError}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor="alert-frequency">How often</label>
              <select
                id="alert-frequency"
                name="frequency"
                defaultValue={failure?.values.frequency || 'daily'}
                aria-invalid={frequencyError ? true : undefined}
                aria-describedby={frequencyError ? 'alert-frequency-error' : undefined}
              >
                {FREQUENCY_OPTIONS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              {frequencyError ? (
                <p id="alert-frequency-error" className="field-error">
                  {frequencyError}
                </p>
              ) : null}
            </div>
          </div>
          {/* The honeypot: people leave it empty. */}
          <div className="hp-field" aria-hidden="true">
            <label htmlFor="alert-website">Leave this field empty</label>
            <input
              id="alert-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <PrivacyNote />
          <button
            type="submit"
            className="btn"
            disabled={fetcher.state !== 'idle'}
            aria-disabled={fetcher.state !== 'idle'}
          >
            {fetcher.state !== 'idle' ? 'Saving...' : 'Email me new matches'}
          </button>
        </fetcher.Form>
      </details>
    </section>
  )
}
