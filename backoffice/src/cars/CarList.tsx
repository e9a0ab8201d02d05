import { FunctionField, NumberField, SearchInput, TextField } from 'react-admin'
import type { Car } from '@dealership/api/contract'
import { EditDeleteButtons, ResourceList } from '../layout/ResourceList'
import { formatKes } from '../lib/lists'

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search cars" />]

export function CarList() {
  return (
    <ResourceList
      addLabel="Add Car"
      errorPrefix="Error loading cars"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <TextField source="brand" label="Brand" />
      <TextField source="model" label="Model" />
      <NumberField source="year" label="Year" options={{ useGrouping: false }} />
      <FunctionField<Car>
        source="price"
        label="Price"
        sortBy="price"
        render={(car) => formatKes(car.price)}
      />
      <EditDeleteButtons<Car> label="Actions" name={(c) => `${c.brand} ${c.model}`} noun="car" />
    </ResourceList>
  )
}
