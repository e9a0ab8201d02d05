// The car page's server side: the confirmation a post redirected to, the cars shown
// instead of a sold one, and the two lead forms the page posts.
import type { Car } from '@dealership/api/contract'
import { todayInNairobi } from '@dealership/api/contract/nairobi'
import { isOneOf } from '@dealership/api/contract/options'
import { carEnquiryInput, testDriveInputOn } from '@dealership/api/contract'
import type { AppLoadContext } from '@remix-run/node'
import { CAR_LEAD_INTENTS, type CarLeadSent } from '../components/car-lead-forms'
import { listCarCards, type CarSummary } from './api.server'
import { referenceIn } from './confirmation'
import { SENT_PARAM } from './forms'

/** The confirmation a post redirected to (`?sent=enquiry&ref=ENQ-…`), if any. */
export function sentFrom(url: URL): CarLeadSent | null {
  const intent = url.searchParams.get(SENT_PARAM)
  if (!isOneOf(CAR_LEAD_INTENTS, intent)) return null
  return {
    intent,
    reference: referenceIn(url.searchParams),
    appointment: url.searchParams.get('appointment') === '1',
  }
}

const SIMILAR_COUNT = 4

/**
 * Up to four available cars like a sold one: the same brand first, then the same price
 * band (within a quarter either way); never sold ones, never the car itself.
 */
export async function similarCars(context: AppLoadContext, car: Car): Promise<CarSummary[]> {
  const band = new URLSearchParams({
    minPrice: String(Math.floor(car.price * 0.75)),
    maxPrice: String(Math.ceil(car.price * 1.25)),
    sold: 'exclude',
    perPage: '12',
  })
  const [sameBrand, samePrice] = await Promise.all([
    listCarCards(
      context,
      new URLSearchParams({ brand: car.brand, sold: 'exclude', perPage: '12' }),
    ),
    listCarCards(context, band),
  ])
  const seen = new Set([car.id])
  const out: CarSummary[] = []
  for (const c of [...sameBrand.cars, ...samePrice.cars]) {
    if (out.length === SIMILAR_COUNT) break
    if (seen.has(c.id)) continue
    seen.add(c.id)
    out.push(c)
  }
  return out
}

export const LEAD_FORMS = {
  enquiry: {
    path: '/api/enquiries',
    schema: () => carEnquiryInput,
    fields: ['name', 'phone', 'email', 'preferredContact', 'message'],
    messages: {
      failed: 'Failed to send your enquiry',
      unexpected: 'An error occurred while sending your enquiry.',
    },
  },
  'test-drive': {
    path: '/api/test-drives',
    // Today's bounds: a past date is named with the other mistakes, as the API names it.
    schema: (horizonDays: number) => testDriveInputOn(todayInNairobi(), horizonDays),
    fields: ['preferredDate', 'preferredTime', 'name', 'phone', 'email'],
    messages: {
      failed: 'Failed to book the test drive',
      unexpected: 'An error occurred while booking your test drive.',
    },
  },
} as const
