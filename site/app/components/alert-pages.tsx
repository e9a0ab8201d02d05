// What the pages of an alert's private link share (they send PRIVATE_HEADERS).
import { ALERT_NOT_FOUND_MESSAGE } from '@dealership/api/contract/options'

/** A wrong or failing private link: what its pages say. */
export const ALERT_SCREENS = {
  back: { to: '/cars', label: 'Back to Our Cars' },
  notFound: { title: 'Alert Not Found', text: ALERT_NOT_FOUND_MESSAGE },
  failed: { title: 'Error', body: <p role="alert">Failed to load your alert</p> },
}
