// Saved-search alerts: how often, in which state, and their limits. Pure data: bundled
// into browsers.

/** How often a saved search's matches are sent: one digest a day, or as they come. */
export const ALERT_FREQUENCIES = ['daily', 'instant'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Once a day',
  instant: 'As soon as they arrive',
}
/** A saved search waits for its confirmation (double opt-in), then sends until stopped. */
export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
/** Live alerts one address may hold; more are refused without saying so to the page. */
export const MAX_ALERTS_PER_EMAIL = 20
/**
 * Confirmation emails (a lead's, an alert's opt-in) one address receives a day, however
 * often forms are posted with it: counted together, on the address's normalised form.
 */
export const MAX_CONFIRMATIONS_PER_DAY = 3
export const ALERT_NOT_FOUND_MESSAGE =
  'This alert link is not valid. It may have been mistyped or the alert removed.'
