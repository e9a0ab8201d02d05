import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Pre-Reserve',
    description:
      'Pre-reserve an incoming luxury car in Nairobi with a refundable deposit before it reaches our showroom.',
    path: '/pre-reserve',
  })

export default function Page() {
  return (
    <InfoPage title="Pre-Reserve" lead="Secure an incoming vehicle before it arrives.">
      <p>
        Many of our cars are sold before they reach the showroom. With a pre-reservation you hold an
        incoming or pre-order vehicle with a refundable deposit, and we keep you updated until
        delivery.
      </p>
      <ol>
        <li>Choose a car marked Pre-Order or ask us about a model.</li>
        <li>Confirm the specification and price with our sales team.</li>
        <li>Pay a refundable deposit to hold the car in your name.</li>
      </ol>
    </InfoPage>
  )
}
