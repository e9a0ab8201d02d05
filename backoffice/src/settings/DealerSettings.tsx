// The dealer's details, one record edited in place: the showroom's address and map
// position, the telephone, WhatsApp and email, and the opening hours. Saved through
// PUT /api/dealer-settings/current; the contact page, the footer, the home page's data
// for search engines and the customers' emails show the change on the next request.
import { dealerSettingsInput } from '@dealership/api/contract'
import { Typography } from '@mui/material'
import { NumberInput, TextInput } from 'react-admin'
import { consoleLabel } from '../lib/console-resources'
import { contractResolver } from '../lib/contract-resolver'
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
      <NumberInput
        source="latitude"
        label="Latitude"
        isRequired
        helperText="Decimal degrees, south negative: -1.2641"
      />
      <NumberInput
        source="longitude"
        label="Longitude"
        isRequired
        helperText="Decimal degrees, east positive: 36.8031"
      />
      <TextInput
        source="mapUrl"
        label="Map link"
        fullWidth
        helperText="The contact page's Open in Maps link (https://...). Empty: a map search for the latitude and longitude above."
      />
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
      <TextInput
        source="openingHours"
        label="Opening hours"
        isRequired
        fullWidth
        helperText='Days as Mo Tu We Th Fr Sa Su, times as HH:MM, groups separated by ";": Mo-Fr 09:00-18:00; Sa 09:00-18:00. Days not listed show "By appointment".'
      />
    </SettingsEdit>
  )
}
