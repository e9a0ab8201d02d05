// /account: the customer portal. Signed out, it asks for an email address and sends a
// one-time sign-in link (the same answer whether or not the address is known). Signed
// in, it shows everything the address is on: reservations, import orders, enquiries and
// requests, saved cars and alerts, with the data rights (download, erase) and signing
// out. Private: never cached, never indexed; only these pages read the buyer's session.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AccountRecords } from '../components/account-records'
import { FormAlerts, SubmitButton, TextField } from '../components/form-fields'
import { PrivacyNote } from '../components/privacy-note'
import { GeneralErrorBoundary } from '../components/status-page'
import { accountOverview, changeSavedCar, requestSignInLink } from '../api/account.server'
import { cookieHeaders } from '../lib/buyer-cookies.server'
import { isCarId } from '../lib/garage'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

/** What the page says after a redirect (post/redirect/get). */
const NOTICES = {
  'signed-out': 'You are signed out on this device.',
  'signed-out-everywhere': 'You are signed out on every device.',
  erased:
    'Your data is erased. We kept only the payment records accounting requires, without your name or phone.',
  'car-removed': 'The car is no longer saved.',
  'address-confirmed':
    'Thank you: your address is confirmed. Signed in, your account shows the request in full.',
} as const
type Notice = keyof typeof NOTICES
const isNotice = (v: string | null): v is Notice => v !== null && v in NOTICES

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await accountOverview(context, request)
  const notice = new URL(request.url).searchParams.get('done')
  return data(
    { account, notice: isNotice(notice) ? NOTICES[notice] : null },
    { headers: PRIVATE_HEADERS },
  )
}

/** Asks for a sign-in link; signed in, forgets a saved car. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'unsave') {
    const id = form.get('id')
    if (!isCarId(id)) throw data('Choose a car.', { status: 400, headers: PRIVATE_HEADERS })
    const res = await changeSavedCar(context, request, { carId: id, save: false })
    if (res.status === 401) return redirect('/account', { headers: PRIVATE_HEADERS })
    if (!res.ok) throw new Error(`The car could not be removed: ${res.error ?? res.status}`)
    return redirect('/account?done=car-removed#saved-cars', {
      headers: cookieHeaders(res.setCookies, PRIVATE_HEADERS),
    })
  }
  const email = String(form.get('email') ?? '').trim()
  const res = await requestSignInLink(context, request, email)
  if (res.ok)
    return data({ sent: true, email } satisfies ActionAnswer, { headers: PRIVATE_HEADERS })
  return data(
    {
      sent: false,
      email,
      error: Object.keys(res.errors).length ? null : (res.error ?? 'Please try again.'),
      fieldErrors: res.errors,
    } satisfies ActionAnswer,
    { status: res.status, headers: PRIVATE_HEADERS },
  )
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'My Account',
  description: 'Your reservations, orders, enquiries, saved cars and alerts in one place.',
  path: '/account',
  referrer: 'same-origin',
})

type ActionAnswer =
  | { sent: true; email: string }
  | { sent: false; error: string | null; fieldErrors: Record<string, string>; email: string }

export default function AccountPage() {
  const { account, notice } = useLoaderData<typeof loader>()
  return account ? (
    <div className="page account">
      <h1>My Account</h1>
      <FormAlerts success={notice} />
      <AccountRecords account={account} />
    </div>
  ) : (
    <SignIn notice={notice} />
  )
}

export const ErrorBoundary = GeneralErrorBoundary

function SignIn({ notice }: { notice: string | null }) {
  const answer = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  if (answer?.sent) {
    return (
      <div className="page narrow account">
        <h1>Check your email</h1>
        <p role="status" className="account-lead">
          We sent a sign-in link to <strong>{answer.email}</strong>. It works once, for 15 minutes.
          Open it on this device or any other.
        </p>
        <p className="muted">
          No email after a few minutes? Look in your spam folder, or{' '}
          <Link to="/account">ask for a new link</Link>.
        </p>
      </div>
    )
  }
  const failed = answer && !answer.sent ? answer : null
  return (
    <div className="page narrow account">
      <h1>My Account</h1>
      <FormAlerts success={notice} error={failed?.error} />
      <p className="account-lead">
        See your reservations, import orders, enquiries, saved cars and alerts in one place. No
        password: we email you a link to sign in.
      </p>
      <Form method="post" noValidate className="form account-sign-in">
        <TextField
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          inputMode="email"
          hint="Use the address you gave us with your enquiry, order or reservation."
          state={{ fieldErrors: failed?.fieldErrors, values: { email: failed?.email ?? '' } }}
        />
        <PrivacyNote />
        <SubmitButton busy={busy} label="Email me a sign-in link" busyLabel="Sending..." />
      </Form>
    </div>
  )
}
