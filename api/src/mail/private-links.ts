// The links in a message that are its recipient's alone: a sign-in link, a "Confirm this
// is your address" link. The outbox keeps them only until the message is sent (the mail
// worker hides them then), and the console's Outbox never shows them.
import { CONFIRM_ADDRESS_PATH } from './messages'
import { hideSignInLink } from './sign-in-mail'

/** What stands in for a confirmation link once it is no longer needed (sent, or read by staff). */
export const HIDDEN_CONFIRM_LINK = '[confirmation link hidden]'

const CONFIRM_LINK = new RegExp(`\\S*${CONFIRM_ADDRESS_PATH}[A-Za-z0-9_-]+`, 'g')

/** A message's text with its recipient's own links hidden. */
export function withoutPrivateLinks(message: { purpose: string; text: string }): string {
  const text = message.text.replace(CONFIRM_LINK, HIDDEN_CONFIRM_LINK)
  return message.purpose === 'sign-in-link' ? hideSignInLink(text) : text
}
