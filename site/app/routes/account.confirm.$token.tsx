// /account/confirm/{token}: the page a "Confirm this is your address" link opens, from the
// mail a request or a deposit sent to the address it gave. Opening it changes nothing
// (mail scanners open links): its button confirms, and the buyer's account then shows the
// record in full. Private: never cached, never indexed, the token sent to no other site.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { ADDRESS_LINK_INVALID_MESSAGE } from '@dealership/api/contract'
import { LEAD_KIND_LABELS } from '@dealership/api/contract/options'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormAlerts, SubmitButton } from '../components/form-fields'
import { GeneralErrorBoundary } from '../components/status-page'
import { addressToConfirm, confirmAddress } from '../api/address-confirmations.server'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const record = await addressToConfirm(context, params.token ?? '')
  return data(
    {
      record,
      // What the record is, in words: worked out here, so the page's script carries no
      // list of labels (it would grow every page's shared code).
      what: record ? LEAD_KIND_LABELS[record.kind].toLowerCase() : '',
      invalid: ADDRESS_LINK_INVALID_MESSAGE,
    },
    { status: record ? 200 : 410, headers: PRIVATE_HEADERS },
  )
}

export async function action({ params, context }: ActionFunctionArgs) {
  const confirmed = await confirmAddress(context, params.token ?? '')
  if (!confirmed.ok) {
    return data(
      { error: confirmed.error ?? ADDRESS_LINK_INVALID_MESSAGE },
      { status: confirmed.status, headers: PRIVATE_HEADERS },
    )
  }
  return redirect('/account?done=address-confirmed', { headers: PRIVATE_HEADERS })
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'Confirm Your Address',
  description: 'Confirm that you sent a request from your email address.',
  path: '/account',
  referrer: 'same-origin',
})

export default function ConfirmAddressPage() {
  const { record, what, invalid } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  if (!record || failed) {
    return (
      <div className="page narrow account">
        <h1>Confirm Your Address</h1>
        <FormAlerts error={failed?.error ?? invalid} />
        <p>
          <Link to="/account" className="btn">
            Go to your account
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="page narrow account">
      <h1>Confirm Your Address</h1>
      <p className="account-lead">
        Did you send this {what}
        {record.reference ? (
          <>
            {' '}
            (<strong>{record.reference}</strong>)
          </>
        ) : null}{' '}
        from this email address? Confirm it, and your account shows it in full.
      </p>
      <Form method="post">
        <SubmitButton busy={busy} label="Confirm this is my address" busyLabel="Confirming..." />
      </Form>
      <p className="muted">If you did not send it, close this page: nothing changes.</p>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
