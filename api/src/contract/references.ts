// Leads' references (db/references.ts makes them). A module of its own: the form pages'
// scripts load it, not every page's.
import type { FormLeadKind } from './options'

/**
 * What a lead's reference starts with, by kind (MSG-7KQ3XM): every form's confirmation
 * shows one to quote, and the visitor's confirmation email says the same.
 */
export const LEAD_REFERENCE_PREFIXES = {
  contact: 'MSG',
  import: 'IMP',
  sell: 'SELL',
  enquiry: 'ENQ',
  'test-drive': 'TD',
} as const satisfies Record<FormLeadKind, string>
/** A reference as db/references.ts makes them: no 0/O or 1/I/L. */
export const LEAD_REFERENCE_PATTERN = /^(MSG|IMP|SELL|ENQ|TD)-[2-9A-HJKMNP-Z]{6}$/
