// Add a staff member by email. Saved through the data provider directly (not react-admin's
// mutation), so the answer's temporary password never lands in the query cache.
import { staffCreateInput, staffCreatedRecord, type StaffCreated } from '@dealership/api/contract'
import { Alert } from '@mui/material'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import {
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useRedirect,
} from 'react-admin'
import { FormToolbar } from '../layout/FormToolbar'
import { apiErrorOf } from '../lib/api-error'
import { contractResolver } from '../lib/contract-resolver'
import { CreatedDialog } from './CreatedDialog'
import { roleChoices } from './roles'

/** What the form sends (trimmed), checked with the API's schema. */
const toPayload = (values: FieldValues) => ({
  email: String(values.email ?? '').trim(),
  role: values.role,
  displayName: String(values.displayName ?? '').trim(),
})
const resolver = contractResolver(staffCreateInput, toPayload)

/** The API's per-field messages (`errors`), for react-admin to show beside the fields. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  const { errors } = apiErrorOf(error)
  return Object.keys(errors).length ? errors : undefined
}

export function StaffCreate() {
  const dataProvider = useDataProvider()
  const redirect = useRedirect()
  const [created, setCreated] = useState<StaffCreated | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (values: FieldValues) => {
    setError(null)
    try {
      const { data } = await dataProvider.create('staff', {
        data: toPayload(values),
      })
      setCreated(staffCreatedRecord.parse(data))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      return fieldErrors(e)
    }
  }

  return (
    <Create title="Add Staff Member">
      {error ? (
        <Alert severity="error" role="alert" sx={{ mx: 2, mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {/* noValidate: our messages beside the fields, not the browser's bubble. */}
      <SimpleForm
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ role: 'editor' }}
        toolbar={<FormToolbar />}
        noValidate
      >
        <TextInput source="email" label="Email" type="email" isRequired />
        <SelectInput source="role" label="Role" choices={roleChoices} isRequired />
        <TextInput source="displayName" label="Name" helperText="Optional" />
      </SimpleForm>
      <CreatedDialog
        created={created}
        onClose={() => {
          setCreated(null)
          redirect('list', 'staff')
        }}
      />
    </Create>
  )
}
