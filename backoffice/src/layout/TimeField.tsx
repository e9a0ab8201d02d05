// A Datagrid column of a moment in the record (created, queued, held until), in Nairobi
// time: by default the console's date and time; `format` for another way of writing it.
import { formatNairobiDateTime } from '@dealership/api/contract'
import { FunctionField, type RaRecord } from 'react-admin'

export function TimeField({
  source,
  label,
  format = formatNairobiDateTime,
}: {
  source: string
  label: string
  format?: (value: unknown) => string
}) {
  return <FunctionField<RaRecord> source={source} label={label} render={(r) => format(r[source])} />
}
