import type { Car } from '@dealership/api/contract'
import { Create } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { CarForm, carTransform } from './CarForm'
import { savedCarNotice, useBrandNames } from './car-names'

export function CarCreate() {
  const brandName = useBrandNames()
  const { mutationOptions, errorAlert } = useSaveHandlers(savedCarNotice('Added', brandName))
  return (
    <Create<Car> title="Add Car" transform={carTransform} mutationOptions={mutationOptions}>
      {errorAlert}
      <CarForm />
    </Create>
  )
}
