import { Edit } from 'react-admin'
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
    >
      {errorAlert}
      <BlogForm />
    </Edit>
  )
}
