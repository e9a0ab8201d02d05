import type { Car } from '@dealership/api/contract'
import {
  Create,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  type RaRecord,
} from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { minExpiryDate, validateExpiryDate } from '../lib/expiry'
import { FormToolbar } from '../layout/FormToolbar'

const req = required()
const notPast = (value: unknown) => validateExpiryDate(value)

function CarSelect() {
  const { data, isPending } = useGetList<Car>('cars', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'brand', order: 'ASC' },
  })
  const choices = (data ?? []).map((c) => ({ id: c.id, name: `${c.brand} ${c.model} (${c.year})` }))
  return (
    <SelectInput
      source="carId"
      label="Car"
      choices={choices}
      isPending={isPending}
      validate={req}
    />
  )
}

const transform = (data: RaRecord) => ({ carId: data.carId, expiryDate: data.expiryDate })

export function LimitedOfferCreate() {
  const { mutationOptions, errorAlert } = useSaveHandlers('Limited offer added successfully')
  return (
    <Create title="Add Limited Offer" transform={transform} mutationOptions={mutationOptions}>
      {errorAlert}
      {/* noValidate: the spec's message, not the browser's, for a date before today. */}
      <SimpleForm noValidate toolbar={<FormToolbar />}>
        <CarSelect />
        <TextInput
          source="expiryDate"
          label="Expiry Date"
          type="date"
          validate={[req, notPast]}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minExpiryDate() } }}
        />
      </SimpleForm>
    </Create>
  )
}
