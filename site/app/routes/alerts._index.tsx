// /alerts: "Email me new matches" on its own page. The /cars form posts here; without
// JavaScript this page shows the result (check your email) or the errors, with the
// search it is about. Its query is the search: /alerts?brand=… is the form for it.
import { savedSearchInput } from '@dealership/api/contract'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ALERT_SENT_MESSAGE, FREQUENCY_OPTIONS, type AlertAnswer } from '../components/alert-signup'
import {
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  TextField,
} from '../components/form-fields'
import { PrivacyNote } from '../components/privacy-note'
import { alertFiltersFrom, alertsHref, searchName } from '../lib/alerts'
import { isSpam, submit, textValues } from '../lib/forms.server'
import { SENT_PARAM } from '../lib/forms'
import { searchHref } from '@dealership/api/contract/alerts'
import { staticPageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'
import { GeneralErrorBoundary } from '../components/status-page'

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  return { search: alertFiltersFrom(params), sent: params.get(SENT_PARAM) === '1' }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const viaFetch = form.get('via') === 'fetch'
  const filters = alertFiltersFrom(new URL(request.url).searchParams)
  const sent = () =>
    viaFetch ? ({ sent: true } satisfies AlertAnswer) : redirect(alertsHref(filters, true))
  if (isSpam(form)) return sent()
  const values = textValues(form, ['email', 'frequency'])
  const payload = { email: values.email, frequency: values.frequency, filters }
  const failure = await submit(context, {
    path: '/api/alerts',
    schema: savedSearchInput,
    values,
    payload,
    messages: {
      failed: 'Failed to save your alert',
      unexpected: 'An error occurred while saving your alert. Please try again.',
    },
  })
  return failure ? data({ failure } satisfies AlertAnswer, 400) : sent()
}

export const meta = staticPageMeta({
  title: 'Email Me New Matches',
  description: 'Get an email when cars matching your search are listed or drop in price.',
  path: '/alerts',
  noindex: true,
})

export default function Alerts() {
  const { search, sent } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const failure = answer && 'failure' in answer ? answer.failure : undefined
  const navigation = useNavigation()
  const brandNames = useBrandNames()
  const name = searchName(search, brandNames)
  return (
    <div className="page narrow">
      <h1>Email Me New Matches</h1>
      <p>
        We email you when cars matching <strong>{name}</strong> are listed or drop in price.{' '}
        <Link to={searchHref(search)}>See the cars that match now</Link>.
      </p>
      <FormAlerts
        error={failure?.formError}
        success={sent && !failure ? ALERT_SENT_MESSAGE : null}
      />
      <Form method="post" action={alertsHref(search)} aria-label="Email me new matches">
        <Honeypot />
        <div className="form-grid">
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            state={failure}
          />
          <SelectField
            name="frequency"
            label="How often"
            required
            options={FREQUENCY_OPTIONS}
            state={failure ?? { values: { frequency: 'daily' } }}
          />
        </div>
        <PrivacyNote />
        <SubmitButton
          busy={navigation.state === 'submitting'}
          label="Email me new matches"
          busyLabel="Saving..."
        />
      </Form>
      <p className="muted">
        Every email has a link to unsubscribe at once, and one to change how often or stop the
        alert.
      </p>
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
