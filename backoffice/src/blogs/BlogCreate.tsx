import { Create } from 'react-admin'
import { useSaveHandlers } from '../layout/mutation'
import { BlogForm, blogTransform } from './BlogForm'

export function BlogCreate() {
  const { mutationOptions, errorAlert } = useSaveHandlers()
  return (
    <Create title="Add Blog" transform={blogTransform} mutationOptions={mutationOptions}>
      {errorAlert}
      <BlogForm />
    </Create>
  )
}
