import { importRatesInput } from '@dealership/api/contract'
import { DateInput, NumberInput, SimpleForm } from 'react-admin'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'
import { ParagraphInput } from '../layout/ParagraphInput'

const resolver = contractResolver(importRatesInput)

/** One dated set of import charges and exchange rates. */
export function ImportRatesForm() {
  return (
    <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
      <DateInput
        source="effectiveDate"
        label="Effective date"
        isRequired
        helperText="Estimates use these rates from this day until a later set takes over."
      />
      <ParagraphInput
        source="sourceNote"
        label="Source"
        helperText="Shown to visitors under every estimate: where the figures come from (a KRA notice, a Finance Act, the bank's rate)."
      />
      <NumberInput source="importDutyPercent" label="Import duty (%)" isRequired />
      <NumberInput
        source="importDutyElectricPercent"
        label="Import duty, electric (%)"
        isRequired
      />
      <NumberInput source="exciseSmallPercent" label="Excise up to 1500 cc (%)" isRequired />
      <NumberInput
        source="exciseMidPercent"
        label="Excise 1501-3000 cc petrol, 1501-2500 cc diesel (%)"
        isRequired
      />
      <NumberInput source="exciseLargePercent" label="Excise above (%)" isRequired />
      <NumberInput source="exciseElectricPercent" label="Excise, electric (%)" isRequired />
      <NumberInput source="vatPercent" label="VAT (%)" isRequired />
      <NumberInput source="idfPercent" label="Import Declaration Fee (%)" isRequired />
      <NumberInput source="rdlPercent" label="Railway Development Levy (%)" isRequired />
      <NumberInput source="usdKes" label="Ksh per US dollar" isRequired />
      <NumberInput source="jpyKes" label="Ksh per Japanese yen" isRequired />
      <NumberInput
        source="maxAgeYears"
        label="Maximum age (years from first registration)"
        isRequired
      />
    </SimpleForm>
  )
}
