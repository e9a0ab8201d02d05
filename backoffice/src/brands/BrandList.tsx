import type { Brand } from '@dealership/api/contract'
import { TextField } from 'react-admin'
import { EditDeleteButtons, ResourceList } from '../layout/ResourceList'

export function BrandList() {
  return (
    <ResourceList
      addLabel="Add Brand"
      emptyText="No brands available"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <TextField source="name" label="Name" />
      <TextField source="fullName" label="Full Name" />
      <EditDeleteButtons<Brand> label="Actions" name={(b) => b.name} noun="brand" />
    </ResourceList>
  )
}
