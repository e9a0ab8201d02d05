// What the public forms offer and accept: the lists a visitor picks from, the upload
// limits, the test-drive times. Pure data: this module is bundled into browsers.

export const CONTACT_SUBJECTS = [
  'Sales Inquiry',
  'Test Drive',
  'Import',
  'Service',
  'Other',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const IMPORT_BUDGETS = ['10-15M', '15-20M', '20-25M', '25M+'] as const
export type ImportBudget = (typeof IMPORT_BUDGETS)[number]

/** Conditions a seller can pick on the sell form. */
export const SELL_CONDITIONS = ['Excellent', 'VeryGood', 'Good', 'Fair'] as const
export type SellCondition = (typeof SELL_CONDITIONS)[number]

/** Upload limits, shared by the API and the forms that post files. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const
export const SELL_MAX_IMAGES = 10

/** How a visitor who enquires about a car would like to be reached. */
export const PREFERRED_CONTACTS = ['WhatsApp', 'Call', 'Email'] as const
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number]

/**
 * Test-drive start times: every half hour within opening hours (9am-6pm), the last one
 * leaving half an hour for the drive. Sundays take the same times as a request.
 */
export const TEST_DRIVE_TIMES = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`
}) as readonly string[]
