import type { MetaFunction } from '@remix-run/node'
import { InfoPage } from '../components/info-page'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Careers',
    description: 'Join our Nairobi luxury car team: sales, service and logistics roles.',
    path: '/careers',
  })

export default function Page() {
  return (
    <InfoPage title="Careers" lead="Build your career around exceptional cars.">
      <p>
        We are always glad to hear from sales consultants, technicians and logistics specialists who
        share our passion for service. Send your CV and a short note through our contact form with
        the subject Other.
      </p>
    </InfoPage>
  )
}
