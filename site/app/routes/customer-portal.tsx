import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Customer Portal',
    description: 'The customer portal: follow your import order, documents and service history.',
    path: '/customer-portal',
  })

export default function Page() {
  return (
    <InfoPage title="Customer Portal" lead="Follow your orders and documents in one place.">
      <p>
        Our customer portal is being prepared. Until it opens, our team shares import tracking,
        documents and service reminders with you directly by email and chat.
      </p>
    </InfoPage>
  )
}
