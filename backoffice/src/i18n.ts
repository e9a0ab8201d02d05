// The console's words: react-admin's English, except that a save says what was saved
// ("Lead updated", not "Element updated"). react-admin asks for
// `resources.{name}.notifications.{updated|created|deleted}` first and falls back to its
// own text, so a resource without a noun here keeps react-admin's.
import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/** What one record of each resource is called, and many of them. */
const NOUNS: Record<string, [one: string, many: string]> = {
  cars: ['Car', 'cars'],
  brands: ['Brand', 'brands'],
  'limited-offers': ['Limited offer', 'limited offers'],
  blogs: ['Blog post', 'blog posts'],
  leads: ['Lead', 'leads'],
  'contact-messages': ['Contact message', 'contact messages'],
  'import-requests': ['Import request', 'import requests'],
  'sell-requests': ['Sell request', 'sell requests'],
  enquiries: ['Enquiry', 'enquiries'],
  'test-drives': ['Test drive', 'test drives'],
  outbox: ['Message', 'messages'],
  staff: ['Staff member', 'staff members'],
  'import-rates': ['Import rates', 'sets of import rates'],
  'saved-searches': ['Saved search', 'saved searches'],
}

const NOTIFICATION = /^resources\.([^.]+)\.notifications\.(updated|created|deleted)$/

/** "Lead updated", or "3 leads updated" for a change of many at once. */
export function notificationText(key: string, count = 1): string | null {
  const [, resource = '', done = ''] = key.match(NOTIFICATION) ?? []
  const noun = NOUNS[resource]
  if (!noun) return null
  return count === 1 ? `${noun[0]} ${done}` : `${count} ${noun[1]} ${done}`
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    notificationText(key, Number(options?.smart_count ?? 1)) ??
    defaultI18nProvider.translate(key, options),
}
