import { formatNairobiTimestamp } from '@dealership/api/contract'
import type { StaffMember } from '@dealership/api/contract'
import type { ReactNode } from 'react'
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin'
import { choiceFilter, phoneAwareFilters } from '../layout/phone-filters'
import { ListError } from '../layout/ListError'
import { ActiveToggleButton } from './ActiveToggleButton'
import { roleChoices, roleLabel } from './roles'
import { TimeField } from '../layout/TimeField'

const activeChoices = [
  { id: 'true', name: 'Active' },
  { id: 'false', name: 'Deactivated' },
]

// On a phone, role and status wait behind a Filter button (alwaysOn false).
const staffFilters = (alwaysOn: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search staff" />,
  choiceFilter({ source: 'role', label: 'Role', choices: roleChoices }, alwaysOn),
  choiceFilter({ source: 'active', label: 'Status', choices: activeChoices }, alwaysOn),
]
const useListFilters = phoneAwareFilters(staffFilters)

const Actions = ({ filterButton }: { filterButton: ReactNode }) => (
  <TopToolbar>
    {filterButton}
    <CreateButton label="Add Staff Member" />
  </TopToolbar>
)

/** Staff on a phone: a row each, opened to edit (the edit page deactivates too). */
const StaffCards = () => (
  <SimpleList<StaffMember>
    rowClick="edit"
    primaryText={(s) => s.displayName || s.email}
    secondaryText={(s) =>
      `${s.displayName ? `${s.email} · ` : ''}${roleLabel(s.role)} · ${s.active ? 'Active' : 'Deactivated'}`
    }
    sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
  />
)

export function StaffList() {
  const { isSmall, filters, filterButton } = useListFilters()
  return (
    <List
      exporter={false}
      title="Staff"
      filters={filters}
      actions={<Actions filterButton={filterButton} />}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      error={<ListError prefix="Error loading staff" />}
    >
      {isSmall ? (
        <StaffCards />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="email" label="Email" />
          <TextField source="displayName" label="Name" />
          <FunctionField<StaffMember>
            source="role"
            label="Role"
            render={(s) => <span data-testid="staff-role">{roleLabel(s.role)}</span>}
          />
          <FunctionField<StaffMember>
            source="active"
            label="Active"
            sortable={false}
            render={(s) => <span data-testid="staff-active">{s.active ? 'Yes' : 'No'}</span>}
          />
          <FunctionField<StaffMember>
            label="Added by"
            sortable={false}
            render={(s) => s.addedBy ?? 'N/A'}
          />
          <TimeField source="createdAt" label="Added on" format={formatNairobiTimestamp} />
          <FunctionField<StaffMember>
            label="Actions"
            render={(s) => (
              <>
                <EditButton record={s} aria-label={`Edit ${s.email}`} />
                <ActiveToggleButton />
              </>
            )}
          />
        </Datagrid>
      )}
    </List>
  )
}
