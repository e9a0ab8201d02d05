import { Create } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { BrandForm, brandTransform } from './BrandForm'

export function BrandCreate() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Create title="Add Brand" transform={brandTransform} mutationOptions={mutationOptions}>
      {errorAlert}
      <BrandForm editing={false} />
    </Create>
  )
}
