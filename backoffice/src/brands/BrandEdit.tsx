import { Edit, TopToolbar } from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
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
      actions={
        <TopToolbar>
          <HistoryButton />
        </TopToolbar>
      }
    >
      {errorAlert}
      <BrandForm editing />
    </Edit>
  )
}
