import { Create } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { CarForm, carTransform } from './CarForm'

export function CarCreate() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Create title="Add Car" transform={carTransform} mutationOptions={mutationOptions}>
      {errorAlert}
      <CarForm />
    </Create>
  )
}
