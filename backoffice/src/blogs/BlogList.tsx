import type { Blog } from '@dealership/api/contract'
import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
} from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Blog" />
  </TopToolbar>
)

export function BlogList() {
  return (
    <List
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError />}
      empty={<EmptyText text="No blogs available" actions={<CreateButton label="Add Blog" />} />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="title" label="Title" />
        <TextField source="author" label="Author" />
        <FunctionField<Blog>
          source="isPublished"
          label="Published"
          render={(b) => (b.isPublished ? 'Yes' : 'No')}
        />
        <DateField source="createdAt" label="Created At" showTime />
        <FunctionField<Blog>
          label="Actions"
          render={(blog) => (
            <>
              <EditButton record={blog} aria-label={`Edit ${blog.title}`} />
              <DeleteButton
                record={blog}
                mutationMode="pessimistic"
                confirmTitle={`Delete ${blog.title}`}
                confirmContent="Are you sure you want to delete this blog?"
                aria-label={`Delete ${blog.title}`}
              />
            </>
          )}
        />
      </Datagrid>
    </List>
  )
}
