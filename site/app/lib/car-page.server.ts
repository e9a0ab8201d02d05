// The car page's server side: the confirmation a post redirected to, and the two lead
// forms the page posts (the cars shown instead of a sold one: api/cars.server).
import { todayInNairobi } from '@dealership/api/contract/nairobi'
import { isOneOf } from '@dealership/api/contract/options'
import { carEnquiryInput, testDriveInputOn } from '@dealership/api/contract'
import { CAR_LEAD_INTENTS, type CarLeadSent } from '../components/car-lead-forms'
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
