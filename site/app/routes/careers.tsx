// /careers: a page admins write in the console (Pages), filled from the dealer details.
// Applications come by email with a CV attached: no form here pretends to take a file.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SitePage, sitePageMeta } from '../components/site-page'
import { GeneralErrorBoundary } from '../components/status-page'
import { loadSitePage } from '../lib/site-page-view.server'

export const loader = ({ context }: LoaderFunctionArgs) => loadSitePage(context, 'careers')

export const meta = sitePageMeta('/careers')

export default function Page() {
  const data = useLoaderData<typeof loader>()
  const mail = `mailto:${data.email}?subject=${encodeURIComponent('Careers: application')}`
  return (
    <SitePage data={data}>
      <a href={mail} className="btn">
        Email us your CV
      </a>
    </SitePage>
  )
}

// A failure of this page's loader, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
