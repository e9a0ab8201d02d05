// A car's page. Editors and admins get the whole form (with Delete); sales, whose role
// may change a car's availability only, get that one choice beside which car it is.
// Below it, the car's history and inspection: written by admins and editors, read by sales.
import { SALES_CAR_FIELDS, type Car } from '@dealership/api/contract'
import { LinearProgress } from '@mui/material'
import { usePermissions } from 'react-admin'
import { CarHistoryPanel } from '../car-history/CarHistoryPanel'
import { ResourceEdit } from '../layout/ResourcePages'
import { limitedEditTransform } from '../lib/role-rules'
import { CarAvailabilityForm } from './CarAvailabilityForm'
import { CarForm, carTransform } from './CarForm'
import { carTitle, savedCarNotice, useBrandNames } from './car-names'

// The car as loaded but for availability: the API refuses any other change from sales.
const salesTransform = limitedEditTransform(SALES_CAR_FIELDS)

export function CarEdit() {
  const { permissions: role, isPending } = usePermissions()
  const brandName = useBrandNames()
  const sales = role === 'sales'
  return (
    <ResourceEdit<Car>
      title={sales ? 'Car availability' : 'Edit Car'}
      transform={sales ? salesTransform : carTransform}
      savedMessage={savedCarNotice('Saved', brandName)}
    >
      {isPending ? (
        <LinearProgress aria-label="Loading" />
      ) : sales ? (
        <CarAvailabilityForm />
      ) : (
        <CarForm
          deletable={{
            noun: 'car',
            name: ({ year, brand, model }) => carTitle({ year, brand, model }, brandName),
          }}
        />
      )}
      {isPending ? null : <CarHistoryPanel />}
    </ResourceEdit>
  )
}
