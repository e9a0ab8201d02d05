// The console's words: react-admin's English, except that a save says what was saved
// ("Lead updated", not "Element updated"). react-admin asks for
// `resources.{name}.notifications.{updated|created|deleted}` first and falls back to its
// own text, so a resource without a noun (in the registry, contract/resources.ts) keeps
// react-admin's.
import { defaultI18nProvider, type I18nProvider } from 'react-admin'
import { NOUNS } from './lib/console-resources'

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
