import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { LandedCostEstimator } from '../components/landed-cost'
import { landedCostView } from '../lib/landed-cost.server'
import { staticPageMeta } from '../lib/meta'
import { GeneralErrorBoundary } from '../components/status-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A GET form: the address is the result, to share or bookmark.
  const { rates, view } = await landedCostView(context, new URL(request.url).searchParams)
  return { rates, view }
}

export const meta = staticPageMeta({
  title: 'Import Cost Estimator',
  description:
    'What a car imported to Kenya costs landed: import duty, excise duty, VAT, IDF and the Railway Development Levy, and whether the car may be imported.',
  path: '/import/cost',
})

export default function ImportCostPage() {
  const { rates, view } = useLoaderData<typeof loader>()
  return (
    <div className="page narrow">
      <h1>Import Cost Estimator</h1>
      <p className="muted">
        What a car bought abroad costs by the time it is cleared in Kenya: each charge, the total,
        and whether the car may be imported at all. When you are ready,{' '}
        <Link to="/import">order the import</Link> and we handle the rest.
      </p>
      <LandedCostEstimator view={view} rates={rates} action="/import/cost" requestLink />
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
