// Shared by the form pages and their actions.

/** The honeypot: hidden from people, tempting to bots. Filled means spam. */
export const HONEYPOT_FIELD = 'website'

/** Query flag set after a successful post (post/redirect/get). */
export const SENT_PARAM = 'sent'
