// The audit log: every staff write, newest first, filtered by who, what, which record
// and when (dates are Nairobi days, inclusive).
import {
  type AuditEntry,
  STAFF_ROLE_LABELS,
  type StaffMember,
  formatNairobiTimestamp,
} from '@dealership/api/contract'
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  type SelectInputProps,
  TextField,
  TextInput,
  useGetList,
} from 'react-admin'
import { ListError } from '../layout/ListError'
import { ACTION_LABELS, AUDITED_RESOURCES, resourceLabel, summarizeChanges } from '../lib/audit'
import { ChangesTable } from './ChangesTable'

/** Staff members by email; the log records who acted by Firebase uid. */
function ActorInput(props: Omit<SelectInputProps, 'choices'> & { alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...rest } = props
  const { data, isPending } = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  })
  const choices = (data ?? [])
    .filter((s): s is StaffMember & { uid: string } => typeof s.uid === 'string' && !!s.uid)
    .map((s) => ({ id: s.uid, name: s.email }))
  return <SelectInput {...rest} choices={choices} isPending={isPending} />
}

const filters = [
  <ActorInput key="actorUid" source="actorUid" label="Staff member" alwaysOn />,
  <SelectInput
    key="resource"
    source="resource"
    label="Resource"
    choices={AUDITED_RESOURCES}
    alwaysOn
  />,
  <TextInput key="recordId" source="recordId" label="Record ID" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
]

export function AuditLogList() {
  return (
    <List
      exporter={false}
      title="Audit log"
      filters={filters}
      actions={false}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading the audit log" />}
    >
      <Datagrid rowClick="expand" expand={<ChangesTable />} bulkActionButtons={false}>
        <FunctionField<AuditEntry>
          source="at"
          label="Time (Nairobi)"
          render={(e) => formatNairobiTimestamp(e.at)}
        />
        <FunctionField<AuditEntry>
          label="Who"
          sortable={false}
          render={(e) => e.actorEmail ?? e.actorUid}
        />
        <FunctionField<AuditEntry>
          label="Role"
          sortable={false}
          render={(e) => STAFF_ROLE_LABELS[e.actorRole] ?? e.actorRole}
        />
        <FunctionField<AuditEntry>
          label="Action"
          sortable={false}
          render={(e) => ACTION_LABELS[e.action] ?? e.action}
        />
        <FunctionField<AuditEntry>
          label="Resource"
          sortable={false}
          render={(e) => resourceLabel(e.resource)}
        />
        <TextField source="recordId" label="Record ID" sortable={false} />
        <FunctionField<AuditEntry>
          label="Changes"
          sortable={false}
          render={(e) => summarizeChanges(e)}
        />
      </Datagrid>
    </List>
  )
}
