// Change a staff member's role or name. Email is who they are and stays; deactivation
// is its own button, with a confirmation.
import { staffUpdateInput } from '@dealership/api/contract'
import { SelectInput, SimpleForm, TextInput, type RaRecord } from 'react-admin'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'
import { ResourceEdit } from '../layout/ResourcePages'
import { ActiveToggleButton } from './ActiveToggleButton'
import { roleChoices } from './roles'

const transform = (data: RaRecord) => ({ role: data.role, displayName: data.displayName ?? '' })
const resolver = contractResolver(staffUpdateInput, transform)

export function StaffEdit() {
  // The last-admin refusal concerns the whole staff list: notified as well.
  return (
    <ResourceEdit
      title="Edit Staff Member"
      transform={transform}
      actions={<ActiveToggleButton />}
      notifyErrors
    >
      <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
        <TextInput source="email" label="Email" readOnly />
        <SelectInput source="role" label="Role" choices={roleChoices} isRequired />
        <TextInput source="displayName" label="Name" />
      </SimpleForm>
    </ResourceEdit>
  )
}
