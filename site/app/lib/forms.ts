// Shared by the form pages and their actions.

/** A form's messages, those given: what the fields show. */
export function givenErrors(errors: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined),
  )
}

/** The honeypot: hidden from people, tempting to bots. Filled means spam. */
export const HONEYPOT_FIELD = 'website'

/** Query flag set after a successful post (post/redirect/get). */
export const SENT_PARAM = 'sent'
