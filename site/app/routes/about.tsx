import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'About Us',
    description:
      'Who we are: a Nairobi dealership for luxury and performance cars, from sourcing and import to after-sales care.',
    path: '/about',
  })

export default function Page() {
  return (
    <InfoPage title="About Us" lead="A Nairobi showroom for luxury and performance vehicles.">
      <p>
        We are a family of car enthusiasts who have been matching Kenyan drivers with the
        world&apos;s finest vehicles for over a decade. Every car we sell is inspected, documented
        and priced transparently in Kenyan shillings.
      </p>
      <p>
        Beyond our showroom stock, we import vehicles to order, handle clearance and registration,
        and look after your car long after you drive away.
      </p>
    </InfoPage>
  )
}
