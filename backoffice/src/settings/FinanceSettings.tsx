// The finance calculator's figures, one record edited in place: the defaults a visitor
// starts from, the limits, the disclaimer and the lenders' presets (a preset with an
// "offered until" day is also a financing offer on /offers until then), and the extended
// warranty shown as a card on /offers until its day. Saved through
// PUT /api/finance-settings/current; the public pages show the change on the next request.
import { financeSettingsInput } from '@dealership/api/contract'
import { ArrayInput, DateInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin'
import { consoleLabel } from '../lib/console-resources'
import { contractResolver } from '../lib/contract-resolver'
import { SettingsEdit } from './SettingsEdit'
import { ParagraphInput } from '../layout/ParagraphInput'

export const FINANCE_SETTINGS_SAVED = 'Finance settings saved'

const resolver = contractResolver(financeSettingsInput)

/** A custom route: react-admin checks no access for it, so the page does. */
export function FinanceSettingsPage() {
  return (
    <SettingsEdit
      resource="finance-settings"
      title={consoleLabel('finance-settings')}
      savedMessage={FINANCE_SETTINGS_SAVED}
      resolver={resolver}
    >
      <NumberInput source="depositPercent" label="Default deposit (%)" isRequired />
      <NumberInput source="ratePercent" label="Default interest rate (% a year)" isRequired />
      <NumberInput
        source="termMonths"
        label="Default term (months)"
        isRequired
        helperText="Terms go in whole years: 12, 24, 36 ..."
      />
      <NumberInput source="minTermMonths" label="Shortest term (months)" isRequired />
      <NumberInput source="maxTermMonths" label="Longest term (months)" isRequired />
      <NumberInput source="minDepositPercent" label="Minimum deposit (%)" isRequired />
      <ParagraphInput
        source="disclaimer"
        label="Disclaimer"
        minRows={2}
        helperText="Shown under every figure: say that the figures are indicative."
      />
      <ArrayInput source="bankPresets" label="Bank presets">
        <SimpleFormIterator inline disableReordering>
          {/* Wide enough for a lender's full name ("Savannah Bank asset finance", 60 at most). */}
          <TextInput
            source="name"
            label="Bank name"
            isRequired
            sx={{ minWidth: { xs: '100%', sm: '20rem' } }}
          />
          <NumberInput source="ratePercent" label="Rate (%)" isRequired />
          <NumberInput source="depositPercent" label="Deposit (%)" isRequired />
          <NumberInput source="termMonths" label="Term (months)" isRequired />
          <DateInput
            source="offeredUntil"
            label="Offered until"
            helperText="A financing offer on /offers until this day; empty: calculator only"
          />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="warrantyExtraYears" label="Extra warranty years" min={1} max={10} />
      <DateInput
        source="warrantyOfferedUntil"
        label="Warranty offered until"
        helperText="An extended-warranty card on /offers until this day; leave both empty for none"
      />
    </SettingsEdit>
  )
}
