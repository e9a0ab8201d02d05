// What every message the site writes is made of: the site's address, the dealer's
// signature, a visitor's words quoted without links, the line that confirms an address.
// Plain text: it reads the same in every mail client and on a phone's lock screen.
import {
  displayPhone,
  openingHoursSentence,
  postalAddressLines,
  type DealerInfo,
} from '../contract/dealer'
import type { Env } from '../config/env'

export type MailMessage = { to: string; subject: string; text: string }

/** The site's own address, for links in messages. */
export function siteUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

/** Who is told of new leads: LEAD_ALERT_EMAIL, else the demo admin's address. */
export const alertAddress = (env: Env) => env.LEAD_ALERT_EMAIL ?? env.ADMIN_EMAIL

/**
 * Anything a mail client would turn into a link: a scheme's address, a www. name, or a
 * bare domain name with or without a path ("phish.example/k").
 */
const LINK_LIKE =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[\w.+-]*@?\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:[/?#]\S*)?/gi

/** A visitor's text with every link-like part replaced by "[link removed]". */
export function withoutLinks(text: string): string {
  return text.replace(LINK_LIKE, '[link removed]')
}

/**
 * What a visitor typed, shown back in a message to the address they gave: only inside a
 * block that says whose words these are, each line quoted with "> ", links removed.
 */
export function quotedBlock(intro: string, lines: readonly string[]): string[] {
  return ['', intro, ...lines.map((line) => `> ${withoutLinks(line)}`)]
}

/**
 * Who wrote, and how to reach and find them: the dealer settings, as the contact page.
 * Numbers as text: a mail that goes to any address a visitor typed links only to the
 * dealer's own site (the map and the chat links are on its contact page).
 */
export function dealerSignature(siteName: string, dealer: DealerInfo, site: string): string[] {
  return [
    siteName,
    postalAddressLines(dealer).join(', '),
    `Telephone: ${displayPhone(dealer.telephone)}`,
    `WhatsApp: ${displayPhone(`+${dealer.whatsapp}`)}`,
    `Email: ${dealer.email}`,
    `Opening hours: ${openingHoursSentence(dealer.openingHours)}`,
    site,
  ]
}

/** The path of a "Confirm this is your address" link's page on the site. */
export const CONFIRM_ADDRESS_PATH = '/account/confirm/'

/**
 * The lines of a mail to the address a record gave that let its owner confirm it is
 * theirs (none without a token: sent signed in as it, the record needs none). Until then
 * their account lists the record without what its sender typed.
 */
export function confirmAddressLines(env: Env, what: string, token: string | null): string[] {
  if (!token) return []
  return [
    '',
    `Did you send this ${what}? Confirm this is your address:`,
    `${siteUrl(env)}${CONFIRM_ADDRESS_PATH}${token}`,
    `Until you do, your account on our site lists the ${what} without its details.`,
  ]
}
