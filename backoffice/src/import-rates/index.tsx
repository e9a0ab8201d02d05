// Import rates: one row per effective date, newest first. A new set starts from the
// latest one, so staff change only what changed (an exchange rate, a new levy).
import { formatKenyanDate, type ImportRates } from '@dealership/api/contract'
import PercentIcon from '@mui/icons-material/Percent'
import { Edit, FunctionField, NumberField, SimpleList, TextField, useGetList } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { ResourceCreate } from '../layout/ResourcePages'
import type { ConsoleResource } from '../lib/console-resources'
import { EditDeleteButtons, ResourceList } from '../layout/ResourceList'
import { ImportRatesForm } from './ImportRatesForm'

function ImportRatesList() {
  return (
    <ResourceList
      addLabel="Add rates"
      emptyText="No import rates yet"
      sort={{ field: 'effectiveDate', order: 'DESC' }}
      perPage={25}
      small={
        <SimpleList<ImportRates>
          rowClick="edit"
          primaryText={(r) => `From ${formatKenyanDate(r.effectiveDate)}`}
          secondaryText={(r) =>
            `Duty ${r.importDutyPercent}% · Excise ${r.exciseMidPercent}% · VAT ${r.vatPercent}% · ` +
            `IDF ${r.idfPercent}% · RDL ${r.rdlPercent}% · Ksh/USD ${r.usdKes} · Ksh/JPY ${r.jpyKes}`
          }
        />
      }
    >
      <FunctionField<ImportRates>
        source="effectiveDate"
        label="Effective"
        render={(r) => formatKenyanDate(r.effectiveDate)}
      />
      <NumberField source="importDutyPercent" label="Duty %" />
      <NumberField source="exciseMidPercent" label="Excise (mid) %" />
      <NumberField source="vatPercent" label="VAT %" />
      <NumberField source="idfPercent" label="IDF %" />
      <NumberField source="rdlPercent" label="RDL %" />
      <NumberField source="usdKes" label="Ksh/USD" />
      <NumberField source="jpyKes" label="Ksh/JPY" />
      <TextField source="sourceNote" label="Source" />
      <EditDeleteButtons<ImportRates>
        label="Actions"
        name={(r) => `rates of ${formatKenyanDate(r.effectiveDate)}`}
        noun="set of rates"
      />
    </ResourceList>
  )
}

function ImportRatesCreate() {
  // Start from the latest set: usually one figure changes.
  const latest = useGetList<ImportRates>('import-rates', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'effectiveDate', order: 'DESC' },
  }).data?.[0]
  const start = latest
    ? (({ id: _id, _id: _raw, createdAt: _c, updatedAt: _u, effectiveDate: _d, ...rest }) => rest)(
        latest,
      )
    : undefined
  return (
    <ResourceCreate<ImportRates>
      title="Add import rates"
      record={start}
      savedMessage="Import rates added"
      key={latest?.id ?? 'none'}
    >
      <ImportRatesForm />
    </ResourceCreate>
  )
}

function ImportRatesEdit() {
  const { mutationOptions, errorAlert } = useSaveHandlers('Import rates updated')
  return (
    <Edit title="Edit import rates" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      {errorAlert}
      <ImportRatesForm />
    </Edit>
  )
}

export const resource = {
  name: 'import-rates',
  list: ImportRatesList,
  create: ImportRatesCreate,
  edit: ImportRatesEdit,
  icon: PercentIcon,
} satisfies ConsoleResource
