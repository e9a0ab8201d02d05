import { Edit } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { CarForm, carTransform } from './CarForm'

export function CarEdit() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Edit
      title="Edit Car"
      mutationMode="pessimistic"
      transform={carTransform}
      mutationOptions={mutationOptions}
    >
      {errorAlert}
      <CarForm />
    </Edit>
  )
}
