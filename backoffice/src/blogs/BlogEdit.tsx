import { ResourceEdit } from '../layout/ResourcePages'
import { BlogForm, blogTransform } from './BlogForm'

export function BlogEdit() {
  return (
    <ResourceEdit title="Edit Blog" transform={blogTransform}>
      <BlogForm />
    </ResourceEdit>
  )
}
