import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'The True Brand',
    description: 'What stands behind our name: genuine vehicles, honest pricing and lasting care.',
    path: '/true-brand',
  })

export default function Page() {
  return (
    <InfoPage title="The True Brand" lead="Genuine vehicles, honest pricing, lasting care.">
      <p>
        Every vehicle we offer comes with a verified history, genuine parts and a clear price. We
        believe luxury is not only the car but the confidence of buying it.
      </p>
    </InfoPage>
  )
}
