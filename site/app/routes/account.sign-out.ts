// /account/sign-out: the portal's Sign out (this device) and Sign out everywhere (every
// session of the buyer) posts. The page itself is the account page.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { cookieHeaders } from '../lib/buyer-cookies.server'
import { signOut } from '../api/account.server'

export const loader = () => redirect('/account', { headers: PRIVATE_HEADERS })

export async function action({ request, context }: ActionFunctionArgs) {
  const everywhere = (await request.formData()).get('everywhere') === '1'
  const res = await signOut(context, request, everywhere)
  // Not signed in (any more): the account page asks to sign in, which is the same end.
  if (!res.ok && res.status !== 401) throw new Error(`Sign out failed: ${res.error ?? res.status}`)
  const done = everywhere ? 'signed-out-everywhere' : 'signed-out'
  return redirect(`/account?done=${done}`, {
    headers: cookieHeaders(res.setCookies, PRIVATE_HEADERS),
  })
}
