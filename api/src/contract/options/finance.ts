// The finance calculator's defaults until staff set theirs. Pure data: bundled into browsers.

/**
 * The finance calculator's figures until staff set their own in the console (and the
 * first row the migration writes): a 20% deposit, 14% a year, 48 months within 12-60.
 */
export const FINANCE_SETTINGS_DEFAULTS = {
  depositPercent: 20,
  ratePercent: 14,
  termMonths: 48,
  minTermMonths: 12,
  maxTermMonths: 60,
  minDepositPercent: 10,
  disclaimer:
    'Figures are indicative: the deposit, rate and term you are offered depend on the lender’s approval.',
  bankPresets: [] as {
    name: string
    ratePercent: number
    depositPercent: number
    termMonths: number
    offeredUntil?: string
  }[],
  /** No extended-warranty card on /offers. */
  warrantyExtraYears: null as number | null,
  warrantyOfferedUntil: null as string | null,
}

export const FINANCE_SETTINGS_ID = 'current'
export const NO_IMPORT_RATES_MESSAGE = 'No import rates are in force yet'
