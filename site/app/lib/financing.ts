// The financing offers shown on /offers: the lenders' presets of the finance settings that
// staff gave an "offered until" day, while that day has not passed in Nairobi. Each card
// says the preset's own figures and opens the calculator with them, so the two agree.
// After them, the extended warranty staff set in the same settings, on the same terms.
import type { FinanceSettings as ApiFinanceSettings } from '@dealership/api/contract'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import type { FinanceSettings } from './finance'

type BankPreset = FinanceSettings['bankPresets'][number]

export type FinancingOffer = {
  /** "0% Interest Financing", "3.9% APR Financing". */
  title: string
  /** "3.9% APR with 30% down payment over 48 months." */
  description: string
  lender: string
  /** "31 December 2026": the last day of the offer. */
  validUntil: string
  /** The calculator with the preset's deposit, term and rate. */
  href: string
}

/** The calculator's address with a preset's figures (and the price typed so far, if any). */
export function presetHref(preset: BankPreset, price = ''): string {
  const q = new URLSearchParams({
    ...(price ? { price } : {}),
    deposit: String(preset.depositPercent),
    term: String(preset.termMonths),
    rate: String(preset.ratePercent),
  })
  return `/finance?${q}`
}

/** The presets on offer on `today` (YYYY-MM-DD, Nairobi), in the order staff listed them. */
export function financingOffers(presets: readonly BankPreset[], today: string): FinancingOffer[] {
  return presets.flatMap((p) => {
    if (!p.offeredUntil || p.offeredUntil < today) return []
    const { ratePercent: rate, depositPercent: deposit, termMonths: term } = p
    const [title, description] =
      rate === 0
        ? ['0% Interest Financing', `0% interest for ${term} months with ${deposit}% down payment.`]
        : [
            `${rate}% APR Financing`,
            `${rate}% APR with ${deposit}% down payment over ${term} months.`,
          ]
    return [
      {
        title,
        description,
        lender: p.name,
        validUntil: formatNairobiDate(p.offeredUntil),
        href: presetHref(p),
      },
    ]
  })
}

export type WarrantyOffer = {
  /** "2 extra years of warranty on new vehicles." */
  description: string
  /** "31 December 2026": the last day of the offer. */
  validUntil: string
}

/** The extended warranty on `today` (YYYY-MM-DD, Nairobi), or null when none is on offer. */
export function warrantyOffer(
  settings: Pick<ApiFinanceSettings, 'warrantyExtraYears' | 'warrantyOfferedUntil'>,
  today: string,
): WarrantyOffer | null {
  const { warrantyExtraYears: years, warrantyOfferedUntil: until } = settings
  if (!years || !until || until < today) return null
  return {
    description: `${years} extra ${years === 1 ? 'year' : 'years'} of warranty on new vehicles.`,
    validUntil: formatNairobiDate(until),
  }
}
