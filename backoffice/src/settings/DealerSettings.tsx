// The dealer's details, one record edited in place: the showroom's address and map
// position (read from a pasted maps link), the telephone, WhatsApp and email, and the
// opening hours day by day. Saved through
// PUT /api/dealer-settings/current; the contact page, the footer, the home page's data
// for search engines and the customers' emails show the change on the next request.
import { dealerSettingsInput } from '@dealership/api/contract'
import { Typography } from '@mui/material'
import { TextInput } from 'react-admin'
import { consoleLabel } from '../lib/console-resources'
import { contractResolver } from '../lib/contract-resolver'
import { MapPositionInputs } from './MapPositionInputs'
import { OpeningHoursInput } from './OpeningHoursInput'
import { SettingsEdit } from './SettingsEdit'

export const DEALER_SETTINGS_SAVED = 'Dealer details saved'

const resolver = contractResolver(dealerSettingsInput)

const Heading = ({ children }: { children: string }) => (
  <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
    {children}
  </Typography>
)

/** A custom route: react-admin checks no access for it, so the page does. */
export function DealerSettingsPage() {
  return (
    <SettingsEdit
      resource="dealer-settings"
      title={consoleLabel('dealer-settings')}
      savedMessage={DEALER_SETTINGS_SAVED}
      resolver={resolver}
    >
      <Typography variant="body2">
        Shown on the contact page and in the footer of every page, in the details search engines
        read, and under the emails customers get after sending a form.
      </Typography>
      <Heading>Showroom</Heading>
      <TextInput source="streetAddress" label="Street address" isRequired fullWidth />
      <TextInput source="locality" label="Town or city" isRequired />
      <TextInput source="region" label="Region" isRequired helperText="e.g. Nairobi County" />
      <TextInput source="postalCode" label="Postal code" isRequired />
      <TextInput
        source="country"
        label="Country"
        isRequired
        helperText="The two-letter code: KE for Kenya"
      />
      <MapPositionInputs />
      <Heading>Ways to reach you</Heading>
      <TextInput
        source="telephone"
        label="Telephone"
        isRequired
        helperText="With the country code: +254 700 123 456. Visitors on a phone tap it to call."
      />
      <TextInput
        source="whatsapp"
        label="WhatsApp number"
        isRequired
        helperText="With the country code: 254 700 123 456. Every Chat on WhatsApp button opens this number."
      />
      <TextInput source="email" label="Email" type="email" isRequired />
      <Heading>Opening hours</Heading>
      <OpeningHoursInput source="openingHours" label="Opening hours" />
    </SettingsEdit>
  )
}
