// The finance calculator's figures, one record edited in place: the defaults a visitor
// starts from, the limits, the disclaimer and the lenders' presets (a preset with an
// "offered until" day is also a financing offer on /offers until then), and the extended
// warranty shown as a card on /offers until its day. Saved through
// PUT /api/finance-settings/current; the public pages show the change on the next request.
import { financeSettingsInput } from '@dealership/api/contract'
import { Alert } from '@mui/material'
import { useState } from 'react'
import {
  ArrayInput,
  CanAccess,
  DateInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
} from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
import { AccessDeniedPage } from '../layout/access'
import { contractResolver } from '../lib/contract-resolver'

export const FINANCE_SETTINGS_SAVED = 'Finance settings saved'

const resolver = contractResolver(financeSettingsInput)

function SettingsForm() {
  const notify = useNotify()
  const [error, setError] = useState<string | null>(null)
  return (
    <Edit
      resource="finance-settings"
      id="current"
      title="Finance settings"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onMutate: () => setError(null),
        onSuccess: () => notify(FINANCE_SETTINGS_SAVED, { type: 'success' }),
        onError: (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      }}
      actions={
        <TopToolbar>
          <HistoryButton />
        </TopToolbar>
      }
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ mx: 2, mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <SimpleForm
        resolver={resolver}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
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
        <TextInput
          source="disclaimer"
          label="Disclaimer"
          isRequired
          multiline
          minRows={2}
          fullWidth
          helperText="Shown under every figure: say that the figures are indicative."
        />
        <ArrayInput source="bankPresets" label="Bank presets">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="name" label="Bank name" isRequired />
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
      </SimpleForm>
    </Edit>
  )
}

/** A custom route: react-admin checks no access for it, so the page does. */
export function FinanceSettingsPage() {
  return (
    <CanAccess resource="finance-settings" action="edit" accessDenied={<AccessDeniedPage />}>
      <SettingsForm />
    </CanAccess>
  )
}
