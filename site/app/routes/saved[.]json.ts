// /saved.json: the visitor's saved and compared car ids, for the browser's script to mark
// the cards and car pages (which are the same for everyone) after they load. Personal:
// `private, no-store`, so neither the page cache nor a CDN nor the browser keeps it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import type { Garage } from '../lib/garage'
import { readGarage } from '../lib/garage.server'

export function loader({ request, context }: LoaderFunctionArgs) {
  const garage: Garage = readGarage(request, context.config.garageCookie.secret)
  return new Response(JSON.stringify(garage), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
