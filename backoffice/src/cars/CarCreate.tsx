import type { Car } from '@dealership/api/contract'
import { ResourceCreate } from '../layout/ResourcePages'
import { CarForm, carTransform } from './CarForm'
import { savedCarNotice, useBrandNames } from './car-names'

export function CarCreate() {
  const brandName = useBrandNames()
  return (
    <ResourceCreate<Car>
      title="Add Car"
      transform={carTransform}
      savedMessage={savedCarNotice('Added', brandName)}
    >
      <CarForm />
    </ResourceCreate>
  )
}
