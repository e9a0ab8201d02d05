// The links in a message that are its recipient's alone: a sign-in link, a "Confirm this
// is your address" link. The outbox keeps them only until the message is sent (the mail
// worker hides them then), and the console's Outbox never shows them.
import { CONFIRM_ADDRESS_PATH } from './messages'

/** The path of a sign-in link's page on the site. */
export const SIGN_IN_PATH = '/account/sign-in/'

/** What stands in for a sign-in link once it is no longer needed (sent, or read by staff). */
export const HIDDEN_SIGN_IN_LINK = '[sign-in link hidden]'

/** What stands in for a confirmation link once it is no longer needed (sent, or read by staff). */
export const HIDDEN_CONFIRM_LINK = '[confirmation link hidden]'

const SIGN_IN_LINK = new RegExp(`\\S*${SIGN_IN_PATH}[A-Za-z0-9_-]+`, 'g')
const CONFIRM_LINK = new RegExp(`\\S*${CONFIRM_ADDRESS_PATH}[A-Za-z0-9_-]+`, 'g')

/** A message's text with its recipient's own links hidden. */
export function withoutPrivateLinks(message: { purpose: string; text: string }): string {
  const text = message.text.replace(CONFIRM_LINK, HIDDEN_CONFIRM_LINK)
  return message.purpose === 'sign-in-link' ? hideSignInLink(text) : text
}

/** A sign-in message's text with its link's token hidden. */
export function hideSignInLink(text: string): string {
  return text.replace(SIGN_IN_LINK, HIDDEN_SIGN_IN_LINK)
}
