import { ResourceCreate } from '../layout/ResourcePages'
import { BlogForm, blogTransform } from './BlogForm'

export function BlogCreate() {
  return (
    <ResourceCreate title="Add Blog" transform={blogTransform}>
      <BlogForm />
    </ResourceCreate>
  )
}
