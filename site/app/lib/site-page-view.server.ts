// A page admins write (the terms, the privacy notice, about us, the true brand, careers),
// ready to render: its text read into blocks on the server (the browser gets no parser)
// and the {{fields}} it may name worked out from the dealer details, the site's name and
// the reservation settings, so the text never repeats them.
import type { SitePageKey } from '@dealership/api/contract'
import {
  displayPhone,
  postalAddressLines,
  whatsappUrl,
  type DealerInfo,
} from '@dealership/api/contract/dealer'
import { parsePageText, type PageField } from '@dealership/api/contract/page-text'
import type { AppLoadContext } from '@remix-run/node'
import { dealerDetails } from '../api/dealer-settings.server'
import { reservationSettings } from '../api/reservations.server'
import { getSitePage } from '../api/site-pages.server'
import { depositText, holdDaysText } from './reservations'

/** What a field shows, and where it links when it is a way to reach the dealer. */
export type FieldValue = { text: string; href?: string }
export type PageFields = Record<PageField, FieldValue>

type Reservations = Awaited<ReturnType<typeof reservationSettings>>

export function pageFields(siteName: string, dealer: DealerInfo, r: Reservations): PageFields {
  return {
    name: { text: siteName },
    address: { text: postalAddressLines(dealer).join(', ') },
    telephone: { text: displayPhone(dealer.telephone), href: `tel:${dealer.telephone}` },
    whatsapp: { text: displayPhone(`+${dealer.whatsapp}`), href: whatsappUrl(dealer) },
    email: { text: dealer.email, href: `mailto:${dealer.email}` },
    deposit: { text: depositText(r) },
    holdDays: { text: holdDaysText(r.holdDays) },
    refundTerms: { text: r.refundTerms },
  }
}

export async function loadSitePage(context: AppLoadContext, key: SitePageKey) {
  const [page, dealer, reservations] = await Promise.all([
    getSitePage(context, key),
    dealerDetails(context),
    reservationSettings(context),
  ])
  return {
    page: { title: page.title, summary: page.summary, updatedAt: page.updatedAt },
    // A text the API took reads without mistakes; one stored before a rule came shows
    // what it can (a mistaken link as its words).
    blocks: parsePageText(page.body).blocks,
    fields: pageFields(context.config.siteName, dealer, reservations),
    /** The dealer's email: the careers page's "Email your CV". */
    email: dealer.email,
  }
}

export type SitePageData = Awaited<ReturnType<typeof loadSitePage>>
