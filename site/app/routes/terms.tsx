// /terms: a page admins write in the console (Pages), filled from the dealer details.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SitePage, sitePageMeta } from '../components/site-page'
import { GeneralErrorBoundary } from '../components/status-page'
import { loadSitePage } from '../lib/site-page-view.server'

export const loader = ({ context }: LoaderFunctionArgs) => loadSitePage(context, 'terms')

export const meta = sitePageMeta('/terms')

export default function Page() {
  return <SitePage data={useLoaderData<typeof loader>()} />
}

// A failure of this page's loader, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
