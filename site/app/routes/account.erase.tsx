// /account/erase: "Erase my data", after the buyer confirms. The API removes or
// anonymises their personal data, keeps the M-Pesa receipts and amounts for accounting
// (without name or phone), takes the address off records never confirmed as theirs,
// ends every session and clears the cookie.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { FormAlerts } from '../components/form-fields'
import { GeneralErrorBoundary } from '../components/status-page'
import { accountOverview, eraseAccount } from '../api/account.server'
import { cookieHeaders } from '../lib/buyer-cookies.server'
import { staticPageMeta } from '../lib/meta'
import { privatePageHeaders } from '../lib/private-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await accountOverview(context, request)
  if (!account) return redirect('/account', { headers: PRIVATE_HEADERS })
  return data({ email: account.email }, { headers: PRIVATE_HEADERS })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const confirm = (await request.formData()).get('confirm') === 'on'
  const res = await eraseAccount(context, request, confirm)
  if (res.status === 401) return redirect('/account', { headers: PRIVATE_HEADERS })
  if (!res.ok) {
    const error = Object.values(res.errors)[0] ?? res.error ?? 'Your data could not be erased.'
    return data({ error }, { status: res.status, headers: PRIVATE_HEADERS })
  }
  return redirect('/account?done=erased', {
    headers: cookieHeaders(res.setCookies, PRIVATE_HEADERS),
  })
}

export const headers = privatePageHeaders

export const meta = staticPageMeta({
  title: 'Erase My Data',
  description: 'Erase the personal data tied to your email address.',
  path: '/account',
  noindex: true,
})

export default function ErasePage() {
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="page narrow account">
      <h1>Erase My Data</h1>
      <FormAlerts error={failed?.error} />
      <p>Erasing removes your name, phone, email and messages from:</p>
      <ul>
        <li>your enquiries, test drives, sell requests, import requests and messages;</li>
        <li>your reservations;</li>
        <li>your saved cars, saved searches and alerts;</li>
        <li>your sign-ins, on every device.</li>
      </ul>
      <p>
        A request or reservation sent from your address that was never confirmed as yours (listed
        under &ldquo;Not yet confirmed&rdquo;) may be someone else&apos;s: erasing takes your
        address off it and leaves the rest, which is its sender&apos;s, with us.
      </p>
      <p>
        We keep the M-Pesa receipt number and the amount of any deposit you paid, without your name
        or phone: the law requires us to keep payment records for our accounts. Nothing else points
        to you. This cannot be undone.{' '}
        <a href="/account/export" download>
          Download your data
        </a>{' '}
        first if you want a copy.
      </p>
      <Form method="post" noValidate className="form">
        <div className="field field-check">
          <label>
            <input type="checkbox" name="confirm" required /> Yes, erase my data
          </label>
        </div>
        <p className="account-actions">
          <button type="submit" className="btn btn-danger" disabled={busy} aria-disabled={busy}>
            {busy ? 'Erasing...' : 'Erase my data'}
          </button>
          <Link to="/account" className="btn btn-outline">
            Cancel
          </Link>
        </p>
      </Form>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
