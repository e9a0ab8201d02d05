import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Terms and Conditions',
    description:
      'Terms and conditions for buying, reserving and importing vehicles through our dealership.',
    path: '/terms',
  })

export default function Page() {
  return (
    <InfoPage
      title="Terms &amp; Conditions"
      lead="The terms that apply to our sales, reservations and imports."
    >
      <p>
        Prices are in Kenyan shillings and include the duties stated in your quotation. Vehicle
        availability may change without notice until a sale agreement is signed.
      </p>
      <p>
        Deposits for pre-reservations and import orders are refundable as set out in your agreement.
        Financing offers are subject to approval by our partners.
      </p>
    </InfoPage>
  )
}
