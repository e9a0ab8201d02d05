// /true-brand: a page admins write in the console (Pages), filled from the dealer details.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SitePage, sitePageMeta } from '../components/site-page'
import { GeneralErrorBoundary } from '../components/status-page'
import { loadSitePage } from '../lib/site-page-view.server'

export const loader = ({ context }: LoaderFunctionArgs) => loadSitePage(context, 'true-brand')

export const meta = sitePageMeta('/true-brand')

export default function Page() {
  return <SitePage data={useLoaderData<typeof loader>()} />
}

// A failure of this page's loader, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
