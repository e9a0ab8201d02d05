import type { Brand } from '@dealership/api/contract'
import {
  CreateButton,
  Datagrid,
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
    <CreateButton label="Add Brand" />
  </TopToolbar>
)

export function BrandList() {
  return (
    <List
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      error={<ListError />}
      empty={<EmptyText text="No brands available" actions={<CreateButton label="Add Brand" />} />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" label="Name" />
        <TextField source="fullName" label="Full Name" />
        <FunctionField<Brand>
          label="Actions"
          render={(brand) => (
            <>
              <EditButton record={brand} aria-label={`Edit ${brand.name}`} />
              <DeleteButton
                record={brand}
                mutationMode="pessimistic"
                confirmTitle={`Delete ${brand.name}`}
                confirmContent="Are you sure you want to delete this brand?"
                aria-label={`Delete ${brand.name}`}
              />
            </>
          )}
        />
      </Datagrid>
    </List>
  )
}
