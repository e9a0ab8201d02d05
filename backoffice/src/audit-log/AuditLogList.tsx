// The audit log: every staff write, newest first, filtered by who, what, which record
// and when (dates are Nairobi days, inclusive). Names rather than ids, Nairobi times,
// and what changed a line per field; a row opens every field before and after. On a
// phone, a list of entries, with the filters behind "Add filter".
import {
  type AuditEntry,
  AUDIT_ACTOR_LABELS,
  type StaffMember,
  formatNairobiDateTime,
} from '@dealership/api/contract'
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  type SelectInputProps,
  SimpleList,
  TextInput,
  TopToolbar,
  useGetList,
} from 'react-admin'
import { choiceFilter, dayRangeFilters, phoneAwareFilters } from '../layout/phone-filters'
import { ListError } from '../layout/ListError'
import { ACTION_LABELS, AUDITED_RESOURCES, changeSummary, resourceLabel } from '../lib/audit'
import { ChangesTable } from './ChangesTable'
import { useAuditNames } from './names'

/** Staff members by name; the log records who acted by Firebase uid. */
function ActorInput(props: Omit<SelectInputProps, 'choices'> & { alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...rest } = props
  const { data, isPending } = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  })
  const choices = (data ?? [])
    .filter((s): s is StaffMember & { uid: string } => typeof s.uid === 'string' && !!s.uid)
    .map((s) => ({ id: s.uid, name: s.displayName ? `${s.displayName} (${s.email})` : s.email }))
  return <SelectInput {...rest} choices={choices} isPending={isPending} />
}

const auditFilters = (alwaysOn: boolean) => [
  <ActorInput key="actorUid" source="actorUid" label="Staff member" alwaysOn />,
  choiceFilter({ source: 'resource', label: 'Resource', choices: AUDITED_RESOURCES }, alwaysOn),
  <TextInput key="recordId" source="recordId" label="Record ID" alwaysOn={alwaysOn} />,
  ...dayRangeFilters({ from: 'from', to: 'to' }, alwaysOn),
]
const useListFilters = phoneAwareFilters(auditFilters)

const what = (e: AuditEntry) =>
  `${ACTION_LABELS[e.action] ?? e.action} · ${resourceLabel(e.resource)}`

function Lines({ lines }: { lines: string[] }) {
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {lines.map((line, i) => (
        <Box component="span" key={i} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Box>
  )
}

function Entries() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const { names, actor, record } = useAuditNames()
  if (isSmall)
    return (
      <SimpleList<AuditEntry>
        rowClick={false}
        primaryText={(e) => `${what(e)}: ${record(e) ?? e.recordId}`}
        secondaryText={(e) => (
          <Lines
            lines={[`${formatNairobiDateTime(e.at)}, ${actor(e)}`, ...changeSummary(e, names, 3)]}
          />
        )}
        sx={{ '& .MuiListItemText-root': { minWidth: 0 } }}
      />
    )
  return (
    <Datagrid rowClick="expand" expand={<ChangesTable />} bulkActionButtons={false}>
      <FunctionField<AuditEntry>
        source="at"
        label="Time (Nairobi)"
        render={(e) => formatNairobiDateTime(e.at)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FunctionField<AuditEntry>
        label="Who"
        sortable={false}
        render={(e) => (
          <>
            {actor(e)}
            <Typography variant="body2" color="text.secondary" component="span" display="block">
              {AUDIT_ACTOR_LABELS[e.actorRole] ?? e.actorRole}
            </Typography>
          </>
        )}
      />
      <FunctionField<AuditEntry> label="Action" sortable={false} render={what} />
      <FunctionField<AuditEntry>
        label="Record"
        sortable={false}
        render={(e) => record(e) ?? e.recordId}
        sx={{ overflowWrap: 'anywhere' }}
      />
      <FunctionField<AuditEntry>
        label="Changes"
        sortable={false}
        render={(e) => <Lines lines={changeSummary(e, names)} />}
        sx={{ minWidth: '16rem' }}
      />
    </Datagrid>
  )
}

export function AuditLogList() {
  const { filters, filterButton } = useListFilters()
  return (
    <List
      exporter={false}
      title="Audit log"
      filters={filters}
      actions={filterButton ? <TopToolbar>{filterButton}</TopToolbar> : false}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading the audit log" />}
    >
      <Entries />
    </List>
  )
}
