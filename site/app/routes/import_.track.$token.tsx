// An import order as its customer follows it, from the private link of their
// confirmation: the car, each stage with the day it was reached, and the next ones.
// Private: never cached, never indexed, and the token is not sent on as a referrer
// (a meta tag: the server's baseline headers set the site-wide Referrer-Policy).
import type { ImportTracking } from '@dealership/api/contract'
import {
  IMPORT_STAGES,
  IMPORT_STAGE_LABELS,
  type ImportStage,
} from '@dealership/api/contract/options'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { statusBoundary } from '../components/status-page'
import { getImportTracking } from '../api/import-tracking.server'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const tracking = await getImportTracking(context, params.token ?? '')
  if (!tracking) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  return data({ tracking }, { headers: PRIVATE_HEADERS })
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'Your Import Order',
  description: 'Follow your import order, from sourcing to delivery.',
  path: '/import',
  referrer: 'no-referrer',
})

/** The stages an order goes through, in order (a cancelled order stops where it was). */
const PIPELINE: readonly ImportStage[] = IMPORT_STAGES.filter((s) => s !== 'cancelled')

function stageRows(tracking: ImportTracking) {
  const reached = new Map<ImportStage, string>()
  for (const h of tracking.history) reached.set(h.stage, h.at)
  const current = tracking.stage
  const currentIndex = PIPELINE.indexOf(current)
  return PIPELINE.map((stage, i) => ({
    stage,
    label: IMPORT_STAGE_LABELS[stage],
    at: reached.get(stage) ?? null,
    state:
      stage === current
        ? ('current' as const)
        : currentIndex >= 0 && i < currentIndex
          ? ('done' as const)
          : reached.has(stage)
            ? ('done' as const)
            : ('next' as const),
  }))
}

export default function ImportTrackingPage() {
  const { tracking } = useLoaderData<typeof loader>()
  const car = [tracking.carYear, tracking.carMake, tracking.carModel].filter(Boolean).join(' ')
  const cancelled = tracking.stage === 'cancelled'
  return (
    <div className="page narrow">
      <h1>Your Import Order</h1>
      <p>
        {car}, ordered on {formatNairobiDate(tracking.createdAt)}.
        {tracking.reference ? (
          <>
            {' '}
            Reference: <strong data-testid="import-reference">{tracking.reference}</strong>
          </>
        ) : null}
      </p>
      <p className="tracking-now" role="status">
        Current stage: <strong>{IMPORT_STAGE_LABELS[tracking.stage]}</strong>
      </p>
      {cancelled ? (
        <div className="alert alert-error">
          This order was cancelled{tracking.cancelReason ? `: ${tracking.cancelReason}` : '.'}
        </div>
      ) : null}
      <ol className="tracking-stages" aria-label="Stages of your order">
        {stageRows(tracking).map((row) => (
          <li
            key={row.stage}
            className={`tracking-stage is-${row.state}`}
            aria-current={row.state === 'current' ? 'step' : undefined}
          >
            <span className="tracking-label">{row.label}</span>
            {row.at ? <span className="tracking-date">{formatNairobiDate(row.at)}</span> : null}
          </li>
        ))}
      </ol>
      <p>
        Questions about your order? <Link to="/contact">Contact us</Link> and quote{' '}
        {tracking.reference ? `your reference, ${tracking.reference}` : 'the car above'}.
      </p>
    </div>
  )
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/import', label: 'Back to Import Order' },
  notFound: {
    title: 'Order Not Found',
    text: 'This tracking link is not valid. Check the link in your confirmation email, or contact us.',
  },
  failed: { title: 'Error', body: <p role="alert">Failed to load your order</p> },
})
