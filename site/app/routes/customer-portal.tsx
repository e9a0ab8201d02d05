import { Link } from '@remix-run/react'
import { InfoPage } from '../components/info-page'
import { staticPageMeta } from '../lib/meta'

export const meta = staticPageMeta({
  title: 'Customer Portal',
  description:
    'The customer portal: your reservations, import orders, enquiries, saved cars and alerts in one place.',
  path: '/customer-portal',
})

export default function Page() {
  return (
    <InfoPage title="Customer Portal" lead="Follow your orders and documents in one place.">
      <p>
        Your reservations and their receipts, the stage of each import order, the enquiries, test
        drives and requests you sent us, your saved cars and your alerts: all in your account, on
        any device.
      </p>
      <p>
        There is no password to remember. Give us the email address you used with us and we send you
        a link that signs you in.
      </p>
      <p>
        <Link to="/account" className="btn">
          Go to My Account
        </Link>
      </p>
    </InfoPage>
  )
}
