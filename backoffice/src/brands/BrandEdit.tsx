import { Edit } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { BrandForm, brandTransform } from './BrandForm'

export function BrandEdit() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Edit
      title="Edit Brand"
      mutationMode="pessimistic"
      transform={brandTransform}
      mutationOptions={mutationOptions}
    >
      {errorAlert}
      <BrandForm editing />
    </Edit>
  )
}
