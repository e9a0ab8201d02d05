// What reserving a car online asks and gives, one record edited in place: the M-Pesa
// deposit (a fixed amount, or a percentage of the price kept between a minimum and a
// maximum), how many days a paid deposit holds the car, and the refund terms buyers
// read before they pay. Saved through PUT /api/reservation-settings/current; the
// reservation pages show the change on the next request. Admins only.
import {
  DEPOSIT_KIND_LABELS,
  DEPOSIT_KINDS,
  reservationSettingsInput,
} from '@dealership/api/contract'
import { Typography } from '@mui/material'
import { NumberInput, RadioButtonGroupInput } from 'react-admin'
import { consoleLabel } from '../lib/console-resources'
import { contractResolver } from '../lib/contract-resolver'
import { SettingsEdit } from './SettingsEdit'
import { ParagraphInput } from '../layout/ParagraphInput'

export const RESERVATION_SETTINGS_SAVED = 'Reservation settings saved'

const resolver = contractResolver(reservationSettingsInput)
const kindChoices = DEPOSIT_KINDS.map((id) => ({ id, name: DEPOSIT_KIND_LABELS[id] }))

/** A custom route: react-admin checks no access for it, so the page does. */
export function ReservationSettingsPage() {
  return (
    <SettingsEdit
      resource="reservation-settings"
      title={consoleLabel('reservation-settings')}
      savedMessage={RESERVATION_SETTINGS_SAVED}
      resolver={resolver}
    >
      <Typography variant="body2">
        Buyers pay this deposit by M-Pesa on a car&apos;s Reserve page; the car is held for them
        from the moment the payment is confirmed. M-Pesa takes at most KES 250,000 in one payment.
      </Typography>
      <RadioButtonGroupInput
        source="depositKind"
        label="Deposit"
        choices={kindChoices}
        isRequired
      />
      <NumberInput
        source="depositAmount"
        label="Fixed deposit (KES)"
        isRequired
        helperText="Asked for every car when the deposit is a fixed amount"
      />
      <NumberInput
        source="depositPercent"
        label="Deposit percentage (%)"
        isRequired
        helperText="Of the car's price, rounded to whole shillings, when the deposit is a percentage"
      />
      <NumberInput
        source="depositMin"
        label="Minimum deposit (KES)"
        isRequired
        helperText="The least a percentage deposit asks"
      />
      <NumberInput
        source="depositMax"
        label="Maximum deposit (KES)"
        isRequired
        helperText="The most a percentage deposit asks"
      />
      <NumberInput
        source="holdDays"
        label="Days held"
        isRequired
        helperText="How long a paid deposit keeps the car for the buyer"
      />
      <NumberInput
        source="refundConfirmAbove"
        label="Refunds confirmed above (KES)"
        isRequired
        helperText="A refund of more than this is recorded by one staff member and confirmed by a second, an admin"
      />
      <ParagraphInput
        source="refundTerms"
        label="Refund terms"
        minRows={3}
        helperText="Shown on the Reserve page before paying and on the receipt"
      />
    </SettingsEdit>
  )
}
