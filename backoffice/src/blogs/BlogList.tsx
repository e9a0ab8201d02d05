import { formatKenyanDateTime, type Blog } from '@dealership/api/contract'
import { FunctionField, TextField } from 'react-admin'
import { EditDeleteButtons, ResourceList } from '../layout/ResourceList'

export function BlogList() {
  return (
    <ResourceList
      addLabel="Add Blog"
      emptyText="No blogs available"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <TextField source="title" label="Title" />
      <TextField source="author" label="Author" />
      <FunctionField<Blog>
        source="isPublished"
        label="Published"
        render={(b) => (b.isPublished ? 'Yes' : 'No')}
      />
      <FunctionField<Blog>
        source="createdAt"
        label="Created At"
        render={(b) => formatKenyanDateTime(b.createdAt)}
      />
      <EditDeleteButtons<Blog> label="Actions" name={(b) => b.title} noun="blog" />
    </ResourceList>
  )
}
