import { formatNairobiTimestamp } from '@dealership/api/contract'
import type { StaffMember } from '@dealership/api/contract'
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin'
import { ListError } from '../layout/ListError'
import { ActiveToggleButton } from './ActiveToggleButton'
import { roleChoices, roleLabel } from './roles'

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search staff" />,
  <SelectInput key="role" source="role" label="Role" choices={roleChoices} alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    label="Status"
    choices={[
      { id: 'true', name: 'Active' },
      { id: 'false', name: 'Deactivated' },
    ]}
    alwaysOn
  />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Staff Member" />
  </TopToolbar>
)

export function StaffList() {
  return (
    <List
      exporter={false}
      title="Staff"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      error={<ListError prefix="Error loading staff" />}
    >
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
        <FunctionField<StaffMember>
          source="createdAt"
          label="Added on"
          render={(s) => formatNairobiTimestamp(s.createdAt)}
        />
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
    </List>
  )
}
