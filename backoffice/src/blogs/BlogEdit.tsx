import { Edit, TopToolbar } from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
import { useSaveHandlers } from '../layout/mutation'
import { BlogForm, blogTransform } from './BlogForm'

export function BlogEdit() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Edit
      title="Edit Blog"
      mutationMode="pessimistic"
      transform={blogTransform}
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar>
          <HistoryButton />
        </TopToolbar>
      }
    >
      {errorAlert}
      <BlogForm />
    </Edit>
  )
}
