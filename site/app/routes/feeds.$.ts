// The inventory feeds, one resource route for both (each route costs every page a line
// of the client's route manifest):
// - /feeds/vehicles.csv: every car the public list shows, in Facebook's automotive
//   catalogue format; a catalogue fetches it on a schedule (docs/features.md, "Inventory feeds").
// - /feeds/new-arrivals.atom: the newest of them, for feed readers and automations.
// Cached like the pages, so both change on the next request after any staff write.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { NO_CACHE, PUBLIC_CACHE_CONTROL } from '@dealership/api/http/cache-control'
import { brandNames } from '../api/brands.server'
import { dealerDetails } from '../api/dealer-settings.server'
import { listAllCars, listCars } from '../api/cars.server'
import { NEW_ARRIVALS_COUNT, newArrivalsAtom, vehiclesCsv } from '../lib/feeds'

// A feed is in date order: cars out of stock are not moved after the rest, as on the list.
const NEWEST_FIRST = { sort: 'newest', sold: 'exclude', outOfStock: 'mixed' }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin
  if (params['*'] === 'vehicles.csv') {
    const [cars, names, dealer] = await Promise.all([
      listAllCars(context, NEWEST_FIRST),
      brandNames(context),
      dealerDetails(context),
    ])
    const csv = vehiclesCsv({ cars, brandNames: names, dealer, origin })
    return feed(csv, 'text/csv; charset=utf-8')
  }
  if (params['*'] === 'new-arrivals.atom') {
    const query = new URLSearchParams({
      ...NEWEST_FIRST,
      page: '1',
      perPage: String(NEW_ARRIVALS_COUNT),
    })
    const [{ cars }, names] = await Promise.all([listCars(context, query), brandNames(context)])
    const siteName = context.config.siteName
    return feed(
      newArrivalsAtom({ cars, brandNames: names, siteName, origin }),
      'application/atom+xml; charset=utf-8',
    )
  }
  throw new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE },
  })
}

function feed(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': PUBLIC_CACHE_CONTROL },
  })
}
