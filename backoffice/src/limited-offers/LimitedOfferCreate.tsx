import { limitedOfferInput, type Car } from '@dealership/api/contract'
import { SelectInput, SimpleForm, TextInput, useGetList, type RaRecord } from 'react-admin'
import { carLabel, useBrandNames } from '../cars/car-names'
import { ResourceCreate } from '../layout/ResourcePages'
import { minExpiryDate, validateExpiryDate } from '../lib/expiry'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'

const transform = (data: RaRecord) => ({ carId: data.carId, expiryDate: data.expiryDate })
// The API's schema, and its refusal of a date before today in Nairobi (made by the route).
const resolver = contractResolver(
  limitedOfferInput.superRefine((offer, ctx) => {
    const message = validateExpiryDate(offer.expiryDate)
    if (message) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message })
  }),
  transform,
)

function CarSelect() {
  const { data, isPending } = useGetList<Car>('cars', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'brand', order: 'ASC' },
  })
  const brandName = useBrandNames()
  const choices = (data ?? []).map((c) => ({ id: c.id, name: carLabel(c, brandName) }))
  return (
    <SelectInput source="carId" label="Car" choices={choices} isPending={isPending} isRequired />
  )
}

export function LimitedOfferCreate() {
  return (
    <ResourceCreate
      title="Add Limited Offer"
      transform={transform}
      savedMessage="Limited offer added successfully"
    >
      {/* noValidate: the spec's message, not the browser's, for a date before today. */}
      <SimpleForm noValidate resolver={resolver} toolbar={<FormToolbar />}>
        <CarSelect />
        <TextInput
          source="expiryDate"
          label="Expiry Date"
          type="date"
          isRequired
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minExpiryDate() } }}
        />
      </SimpleForm>
    </ResourceCreate>
  )
}
