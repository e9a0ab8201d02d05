// Change a staff member's role or name. Email is who they are and stays; deactivation
// is its own button, with a confirmation.
import { staffUpdateInput } from '@dealership/api/contract'
import { Edit, SelectInput, SimpleForm, TextInput, TopToolbar, type RaRecord } from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'
import { useSaveHandlers } from '../layout/mutation'
import { ActiveToggleButton } from './ActiveToggleButton'
import { roleChoices } from './roles'

const transform = (data: RaRecord) => ({ role: data.role, displayName: data.displayName ?? '' })
const resolver = contractResolver(staffUpdateInput, transform)

const Actions = () => (
  <TopToolbar>
    <ActiveToggleButton />
    <HistoryButton />
  </TopToolbar>
)

export function StaffEdit() {
  // The last-admin refusal concerns the whole staff list: notified as well.
  const { mutationOptions, errorAlert } = useSaveHandlers(undefined, { notifyErrors: true })
  return (
    <Edit
      title="Edit Staff Member"
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      actions={<Actions />}
    >
      {errorAlert}
      <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
        <TextInput source="email" label="Email" readOnly />
        <SelectInput source="role" label="Role" choices={roleChoices} isRequired />
        <TextInput source="displayName" label="Name" />
      </SimpleForm>
    </Edit>
  )
}
