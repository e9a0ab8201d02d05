import { formatNairobiDateTime, type Blog } from '@dealership/api/contract'
import { FunctionField, SimpleList, TextField } from 'react-admin'
import { EditDeleteButtons, ResourceList } from '../layout/ResourceList'
import { TimeField } from '../layout/TimeField'

export function BlogList() {
  return (
    <ResourceList
      addLabel="Add Blog"
      emptyText="No blogs available"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      small={
        <SimpleList<Blog>
          rowClick="edit"
          primaryText={(b) => b.title}
          secondaryText={(b) =>
            `By ${b.author} · ${b.isPublished ? 'Published' : 'Draft'} · ${formatNairobiDateTime(b.createdAt)}`
          }
        />
      }
    >
      <TextField source="title" label="Title" />
      <TextField source="author" label="Author" />
      <FunctionField<Blog>
        source="isPublished"
        label="Published"
        render={(b) => (b.isPublished ? 'Yes' : 'No')}
      />
      <TimeField source="createdAt" label="Created At" />
      <EditDeleteButtons<Blog> label="Actions" name={(b) => b.title} noun="blog" />
    </ResourceList>
  )
}
