// A saved-search alert's private page, from the link in its emails: confirm it (the
// double opt-in: a button, so a mail scanner opening the link confirms nothing), change
// how often, or stop it. Private like every private link: never cached, never indexed,
// and the token is not sent to other sites as a referrer.
import { ALERT_FREQUENCY_LABELS, isOneOf } from '@dealership/api/contract/options'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormAlerts, SelectField } from '../components/form-fields'
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { ALERT_SCREENS } from '../components/alert-pages'
import { statusBoundary } from '../components/status-page'
import { FREQUENCY_OPTIONS } from '../components/alert-signup'
import { changeAlert, getAlert, type AlertChange } from '../api/alerts.server'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

/** What a change just did, shown after the redirect (post/redirect/get). */
const DONE_MESSAGES = {
  confirmed: 'Your alert is on. We will email you new matches and price drops.',
  saved: 'Saved: your alert now comes at the pace you chose.',
  paused: 'Your alert is paused: nothing is sent until you resume it.',
  resumed: 'Your alert is on again. We will email you matches listed from now on.',
  unsubscribed: 'You are unsubscribed: this alert sends nothing more.',
} as const
type Done = keyof typeof DONE_MESSAGES
const DONES = Object.keys(DONE_MESSAGES).filter((k): k is Done => k in DONE_MESSAGES)

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const alert = await getAlert(context, params.token ?? '')
  if (!alert) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  const done = new URL(request.url).searchParams.get('done')
  return data({ alert, done: isOneOf(DONES, done) ? done : null }, { headers: PRIVATE_HEADERS })
}

/** Confirm, frequency and unsubscribe posts, from this page and the unsubscribe page. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const token = params.token ?? ''
  const change = changeOf(await request.formData())
  if (!change) {
    return data(
      { error: 'Choose what to do with the alert.' },
      { status: 400, headers: PRIVATE_HEADERS },
    )
  }
  const result = await changeAlert(context, token, change)
  if (result.status === 404) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  if (!result.ok) {
    const error =
      Object.values(result.errors)[0] ?? result.error ?? 'The alert could not be changed.'
    return data({ error }, { status: result.status, headers: PRIVATE_HEADERS })
  }
  return redirect(`/alerts/${encodeURIComponent(token)}?done=${DONE_BY_INTENT[change.intent]}`, {
    headers: PRIVATE_HEADERS,
  })
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'Your Car Alert',
  description: 'Confirm, change or stop your email alert for new cars.',
  path: '/alerts',
  referrer: 'same-origin',
})

function changeOf(form: FormData): AlertChange | null {
  const intent = form.get('intent')
  if (intent === 'confirm' || intent === 'pause' || intent === 'resume' || intent === 'unsubscribe')
    return { intent }
  if (intent === 'frequency') return { intent, frequency: String(form.get('frequency') ?? '') }
  return null
}

const DONE_BY_INTENT: Record<AlertChange['intent'], Done> = {
  confirm: 'confirmed',
  frequency: 'saved',
  pause: 'paused',
  resume: 'resumed',
  unsubscribe: 'unsubscribed',
}

export default function AlertPage() {
  const { alert, done } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const how = ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()
  return (
    <div className="page narrow">
      <h1>Your Car Alert</h1>
      <FormAlerts
        error={failed && 'error' in failed ? failed.error : null}
        success={done ? DONE_MESSAGES[done] : null}
      />
      <dl className="alert-facts">
        <dt>Search</dt>
        <dd>
          {alert.description} <Link to={alert.href}>See every match</Link>
        </dd>
        <dt>Sent to</dt>
        <dd>{alert.email}</dd>
        <dt>Status</dt>
        <dd>
          {alert.status === 'pending'
            ? 'Waiting for your confirmation'
            : alert.status === 'active' && alert.pausedAt
              ? `Paused since ${formatNairobiDate(alert.pausedAt)}`
              : alert.status === 'active'
                ? `On since ${formatNairobiDate(alert.confirmedAt)}: new matches ${how}`
                : `Stopped on ${formatNairobiDate(alert.unsubscribedAt)}`}
        </dd>
      </dl>

      {alert.status === 'pending' ? (
        <Form method="post" className="alert-action">
          <p>Confirm that you want these emails. Nothing is sent until you do.</p>
          <button type="submit" name="intent" value="confirm" className="btn" disabled={busy}>
            Confirm alert
          </button>
        </Form>
      ) : null}

      {alert.status !== 'unsubscribed' ? (
        <>
          <Form method="post" className="alert-action" aria-label="Change how often">
            <SelectField
              name="frequency"
              label="How often"
              required
              options={FREQUENCY_OPTIONS}
              state={{ values: { frequency: alert.frequency } }}
            />
            <button
              type="submit"
              name="intent"
              value="frequency"
              className="btn btn-outline"
              disabled={busy}
            >
              Save
            </button>
          </Form>
          {alert.status === 'active' ? (
            <Form method="post" className="alert-action" aria-label="Pause this alert">
              <p>
                {alert.pausedAt
                  ? 'Resume to hear of new matches again.'
                  : 'Pause to stop the emails for a while, and keep the search.'}
              </p>
              <button
                type="submit"
                name="intent"
                value={alert.pausedAt ? 'resume' : 'pause'}
                className="btn btn-outline"
                disabled={busy}
              >
                {alert.pausedAt ? 'Resume alert' : 'Pause alert'}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="alert-action" aria-label="Stop this alert">
            <p>Stop this alert for good. Your other alerts, if any, keep going.</p>
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              className="btn btn-outline"
              disabled={busy}
            >
              Unsubscribe
            </button>
          </Form>
        </>
      ) : (
        <p>
          Want it back? <Link to={alert.href}>Open the search</Link> and choose{' '}
          <strong>Email me new matches</strong> again.
        </p>
      )}
    </div>
  )
}

export const ErrorBoundary = statusBoundary(ALERT_SCREENS)
