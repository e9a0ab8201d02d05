import { IMPORT_BUDGETS } from '@dealership/api/contract/options'
import { TRACKING_TOKEN_PATTERN, importRequestInput } from '@dealership/api/contract'
import { NO_STORE } from '@dealership/api/http/cache-control'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import {
  AdditionalInfoField,
  CarAskedFields,
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  VisitorFields,
} from '../components/form-fields'
import { PrivacyNote } from '../components/privacy-note'
import { LandedCostEstimator } from '../components/landed-cost'
import { formatPrice } from '../lib/format'
import { confirmationText, referenceIn } from '../lib/confirmation'
import { parseEstimateQuery } from '../lib/landed-cost-form'
import { landedCostView } from '../lib/landed-cost.server'
import { confirmationHeaders, postTextForm } from '../lib/forms.server'
import { staticPageMeta } from '../lib/meta'
import { useFormPage } from '../lib/use-form-page'
import { GeneralErrorBoundary } from '../components/status-page'

const FIELDS = [
  'name',
  'email',
  'phone',
  'carMake',
  'carModel',
  'carYear',
  'budget',
  'additionalInfo',
] as const
const THANKS = 'Thank you! Your import request has been received.'
const NEXT = 'Our team will contact you within 24 hours.'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  // The landed-cost block: its GET form comes back here with the figures.
  const { rates, view } = await landedCostView(context, params)
  const track = params.get('track') ?? ''
  // The private tracking link a confirmation shows (`?sent=1&ref=…&track=…`), if any.
  if (!TRACKING_TOKEN_PATTERN.test(track) && !referenceIn(params)) {
    return { track: null, rates, view }
  }
  // One customer's link and reference: nobody else's copy.
  const own = TRACKING_TOKEN_PATTERN.test(track) ? track : null
  return data({ track: own, rates, view }, { headers: { 'Cache-Control': NO_STORE } })
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  postTextForm(context, request, {
    page: '/import',
    path: '/api/import-requests',
    schema: importRequestInput,
    fields: FIELDS,
    numbers: ['carYear'],
    // The estimate shown above the form rides along; the API works it out again.
    extra: (form) => {
      const estimate = parseEstimateQuery(String(form.get(ESTIMATE_FIELD) ?? ''))
      return estimate ? { estimate } : {}
    },
    query: ({ trackingToken }) => `&track=${encodeURIComponent(trackingToken ?? '')}`,
    messages: {
      failed: 'Failed to submit import request',
      unexpected: 'An error occurred while submitting your request.',
    },
  })

export const headers = confirmationHeaders

export const meta = staticPageMeta({
  title: 'Import Order',
  description:
    'Import your dream luxury car to Kenya. Tell us the make, model and budget and we will contact you within 24 hours.',
  path: '/import',
})

/** The hidden field that carries the estimate's query into the order. */
const ESTIMATE_FIELD = 'estimate'

export default function Import() {
  const { sent, reference, failure, busy, formKey } = useFormPage()
  const { track, rates, view } = useLoaderData<typeof loader>()
  const estimate = view.result && view.query ? { result: view.result, query: view.query } : null
  return (
    <div className="page narrow">
      <h1>Import Order</h1>
      <p>
        Looking for a specific luxury vehicle? We source it abroad, ship it and clear it for you.
        Fill in the form and we will contact you within 24 hours.
      </p>
      <FormAlerts
        error={failure?.formError}
        success={sent ? confirmationText(THANKS, reference, NEXT) : null}
      />
      {sent && track ? (
        <p className="tracking-link">
          Follow your order at any time:{' '}
          <Link to={`/import/track/${track}`}>your tracking page</Link>. Keep this link private; it
          is also in your confirmation email.
        </p>
      ) : null}
      <details className="import-estimate" open={view.values.value !== ''}>
        <summary>Estimate the landed cost first (optional)</summary>
        <LandedCostEstimator view={view} rates={rates} action="/import" idPrefix="cost-" />
      </details>
      <Form method="post" key={formKey} aria-label="Import order" id="import-order" noValidate>
        <Honeypot />
        {estimate ? (
          <p className="import-estimate-note">
            <input type="hidden" name={ESTIMATE_FIELD} value={estimate.query} />
            Your estimate (landed cost {formatPrice(estimate.result.total)}) is sent with this
            request, so our team sees it.
          </p>
        ) : null}
        <div className="form-grid">
          <VisitorFields state={failure} phoneRequired />
          <CarAskedFields state={failure} yearRequired={false} />
          <SelectField
            name="budget"
            label="Budget (Ksh)"
            required
            placeholder="Select a budget"
            options={IMPORT_BUDGETS}
            state={failure}
          />
          <AdditionalInfoField state={failure} />
        </div>
        <PrivacyNote />
        <SubmitButton busy={busy} label="Submit Import Request" busyLabel="Submitting..." />
      </Form>
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
