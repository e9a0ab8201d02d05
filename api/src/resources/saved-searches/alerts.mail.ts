// What a saved search's emails say: the confirmation (double opt-in) and the digest of
// new matches and price drops. Plain text like every message of the site, each with its
// private links and the headers mail clients use for one-click unsubscribing (RFC 8058).
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../contract'
import { kshText } from '../../contract/numbers'
import type { Env } from '../../config/env'
import { quotedBlock, siteUrl, withoutLinks, type MailMessage } from '../../mail/messages'

export type AlertMail = MailMessage & { headers: Record<string, string> }

/** A saved search's private addresses. */
export function alertLinks(env: Env, token: string) {
  const site = siteUrl(env)
  return {
    site,
    manage: `${site}/alerts/${token}`,
    unsubscribe: `${site}/alerts/${token}/unsubscribe`,
    /** Posted by mail clients' own Unsubscribe button (List-Unsubscribe-Post). */
    oneClick: `${site}/api/alerts/${token}/unsubscribe`,
  }
}

function footer(env: Env, links: ReturnType<typeof alertLinks>): string[] {
  return [
    '',
    '--',
    `${env.SITE_NAME}, ${links.site}`,
    `Change how often or stop this alert: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ]
}

function unsubscribeHeaders(links: ReturnType<typeof alertLinks>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export type AlertSubject = {
  email: string
  token: string
  frequency: AlertFrequency
  /** describeSearch's name of the filters. */
  description: string
  /** The search's /cars path. */
  href: string
}

/**
 * The one message a new alert sends before it is confirmed: the link to confirm. Asked
 * again for a search the address already confirmed, it sends that alert's link instead.
 */
export function alertConfirmation(env: Env, alert: AlertSubject, active: boolean): AlertMail {
  const links = alertLinks(env, alert.token)
  const how = ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()
  return {
    to: alert.email,
    subject: active
      ? `${env.SITE_NAME}: your car alert is already on`
      : `${env.SITE_NAME}: confirm your car alert`,
    text: [
      'Hello,',
      '',
      active
        ? 'You asked again for emails about cars matching a search, and your alert is already on.'
        : 'You asked us to email you about cars matching a search.',
      // The filters are the visitor's: shown only as a quoted block, without links.
      ...quotedBlock('The search, as it was sent to us:', [alert.description]),
      `See its cars: ${links.site}${alert.href}`,
      '',
      ...(active
        ? [`Change how often (now ${how}) or stop it here: ${links.manage}`]
        : [
            `Please confirm it here: ${links.manage}`,
            '',
            `Then we send new matches and price drops ${how}.`,
            'Nothing else is sent until you confirm. If you did not ask for this, ignore this email.',
          ]),
      ...footer(env, links),
    ].join('\n'),
    headers: unsubscribeHeaders(links),
  }
}

export type NewMatch = { id: string; title: string; price: number }
export type PriceDrop = { id: string; title: string; oldPrice: number; newPrice: number }

/** How many cars of each kind a digest lists; the link to the search shows the rest. */
export const DIGEST_MAX_CARS = 20

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function alertDigest(
  env: Env,
  alert: AlertSubject,
  found: { arrivals: NewMatch[]; drops: PriceDrop[]; moreArrivals: boolean; moreDrops: boolean },
): AlertMail {
  const links = alertLinks(env, alert.token)
  const { arrivals, drops } = found
  const what = [
    arrivals.length ? plural(arrivals.length, 'new car', 'new cars') : null,
    drops.length ? plural(drops.length, 'price drop', 'price drops') : null,
  ]
    .filter(Boolean)
    .join(' and ')
  const more = (shown: boolean) => (shown ? ['  ...and more: see every match below.'] : [])
  return {
    to: alert.email,
    subject: `${env.SITE_NAME}: ${what} for ${withoutLinks(alert.description)}`,
    text: [
      `New for your search: ${withoutLinks(alert.description)}`,
      ...(arrivals.length
        ? [
            '',
            'Just arrived',
            ...arrivals.flatMap((c) => [
              `- ${c.title}, ${kshText(c.price)}`,
              `  ${links.site}/cars/${c.id}`,
            ]),
            ...more(found.moreArrivals),
          ]
        : []),
      ...(drops.length
        ? [
            '',
            'Price drops',
            ...drops.flatMap((c) => [
              `- ${c.title}: now ${kshText(c.newPrice)} (was ${kshText(c.oldPrice)})`,
              `  ${links.site}/cars/${c.id}`,
            ]),
            ...more(found.moreDrops),
          ]
        : []),
      '',
      `Every match: ${links.site}${alert.href}`,
      ...footer(env, links),
    ].join('\n'),
    headers: unsubscribeHeaders(links),
  }
}
