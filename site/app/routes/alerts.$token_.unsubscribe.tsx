// The Unsubscribe link of an alert's emails: one button that stops the alert. A link
// alone must not (mail scanners open links); mail clients' own one-click Unsubscribe
// posts to the API instead (List-Unsubscribe-Post). The post goes to the alert's page.
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { ALERT_SCREENS } from '../components/alert-pages'
import { statusBoundary } from '../components/status-page'
import { getAlert } from '../api/alerts.server'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const alert = await getAlert(context, token)
  if (!alert) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  return data({ alert, token }, { headers: PRIVATE_HEADERS })
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'Unsubscribe',
  description: 'Stop an email alert for new cars.',
  path: '/alerts',
  referrer: 'same-origin',
})

export default function Unsubscribe() {
  const { alert, token } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  const page = `/alerts/${encodeURIComponent(token)}`
  return (
    <div className="page narrow">
      <h1>Unsubscribe</h1>
      {alert.status === 'unsubscribed' ? (
        <p role="status">
          You are already unsubscribed from <strong>{alert.description}</strong>: nothing more is
          sent.
        </p>
      ) : (
        <Form method="post" action={page}>
          <p>
            Stop emails about <strong>{alert.description}</strong> to {alert.email}?
          </p>
          <button type="submit" name="intent" value="unsubscribe" className="btn" disabled={busy}>
            Unsubscribe
          </button>
        </Form>
      )}
      <p>
        <Link to={page}>Manage this alert</Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = statusBoundary(ALERT_SCREENS)
