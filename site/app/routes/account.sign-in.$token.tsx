// /account/sign-in/{token}: the page an emailed sign-in link opens. Opening it signs no
// one in (mail scanners open links): its Sign in button does, and starts the buyer's
// session. The saved cars of this device go into the account, and the account's come
// back to the device. Private: never cached, never indexed, the token sent to no other site.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormAlerts, SubmitButton } from '../components/form-fields'
import { GeneralErrorBoundary } from '../components/status-page'
import { cookieHeaders, withSetCookies } from '../lib/buyer-cookies.server'
import { mergeSavedCars, signInLinkUsable, startSession } from '../api/account.server'
import { SAVED_MAX } from '../lib/garage'
import { garageSetCookie, readGarage } from '../lib/garage.server'
import { privatePageHeaders, privatePageMeta } from '../lib/private-page'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const usable = await signInLinkUsable(context, request, params.token ?? '')
  return data({ usable }, { status: usable ? 200 : 410, headers: PRIVATE_HEADERS })
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const started = await startSession(context, request, params.token ?? '')
  if (!started.ok) {
    return data(
      { error: started.error ?? 'Please ask for a new sign-in link.' },
      { status: started.status, headers: PRIVATE_HEADERS },
    )
  }
  // The device's saved cars join the account's, and the device then holds the account's.
  const garageCookie = context.config.garageCookie
  const garage = readGarage(request, garageCookie.secret)
  const merged = await mergeSavedCars(
    context,
    withSetCookies(request, started.setCookies),
    garage.saved,
  )
  const headers = cookieHeaders(started.setCookies, PRIVATE_HEADERS)
  if (merged.ok) {
    const saved = merged.body.savedCars.map((c) => c.id).slice(-SAVED_MAX)
    headers.append('Set-Cookie', garageSetCookie({ ...garage, saved }, garageCookie))
  }
  return redirect('/account', { headers })
}

export const headers = privatePageHeaders

export const meta = privatePageMeta({
  title: 'Sign In',
  description: 'Sign in to your account with the link we emailed you.',
  path: '/account',
  referrer: 'same-origin',
})

export default function SignInLinkPage() {
  const { usable } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  if (!usable || failed) {
    return (
      <div className="page narrow account">
        <h1>Sign In</h1>
        <FormAlerts
          error={
            failed?.error ?? 'This sign-in link has expired or was already used. Ask for a new one.'
          }
        />
        <p>
          <Link to="/account" className="btn">
            Ask for a new link
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="page narrow account">
      <h1>Sign In</h1>
      <p className="account-lead">Press the button to sign in to your account on this device.</p>
      <Form method="post">
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." />
      </Form>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
