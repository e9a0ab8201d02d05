import { SALES_CAR_FIELDS } from '@dealership/api/contract'
import { Edit, TopToolbar, usePermissions } from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
import { useSaveHandlers } from '../layout/mutation'
import { limitedEditTransform } from '../lib/access'
import type { Car } from '@dealership/api/contract'
import { CarForm, carTransform } from './CarForm'
import { carTitle, useBrandNames } from './car-names'

const salesTransform = limitedEditTransform(SALES_CAR_FIELDS)

const Actions = () => (
  <TopToolbar>
    <HistoryButton />
  </TopToolbar>
)

export function CarEdit() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  const { permissions: role, isPending } = usePermissions()
  // Sales may change a car's availability only; until the role is known, nothing is editable.
  const editable = isPending ? [] : role === 'sales' ? SALES_CAR_FIELDS : undefined
  const brandName = useBrandNames()
  return (
    <Edit
      title="Edit Car"
      mutationMode="pessimistic"
      transform={role === 'sales' ? salesTransform : carTransform}
      mutationOptions={mutationOptions}
      actions={<Actions />}
    >
      {errorAlert}
      <CarForm
        editable={editable}
        deletable={{ noun: 'car', name: (car) => carTitle(car as Car, brandName) }}
      />
    </Edit>
  )
}
