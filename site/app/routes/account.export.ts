// /account/export: "Download my data", the JSON file of everything tied to the signed-in
// buyer's address, as the API writes it. Signed out, it leads to the sign-in page.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { accountExport } from '../api/account.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const res = await accountExport(context, request)
  if (!res) return redirect('/account', { headers: PRIVATE_HEADERS })
  const headers = new Headers(PRIVATE_HEADERS)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  const disposition = res.headers.get('Content-Disposition')
  if (disposition) headers.set('Content-Disposition', disposition)
  return new Response(await res.text(), { status: 200, headers })
}
