import {
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin'
import type { Car } from '@dealership/api/contract'
import { ListError } from '../layout/ListError'
import { formatKes } from '../lib/lists'

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search cars" />]

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Car" />
  </TopToolbar>
)

export function CarList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading cars" />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="brand" label="Brand" />
        <TextField source="model" label="Model" />
        <NumberField source="year" label="Year" options={{ useGrouping: false }} />
        <FunctionField<Car>
          source="price"
          label="Price"
          sortBy="price"
          render={(car) => formatKes(car.price)}
        />
        <FunctionField<Car>
          label="Actions"
          render={(car) => (
            <>
              <EditButton record={car} aria-label={`Edit ${car.brand} ${car.model}`} />
              <DeleteButton
                record={car}
                mutationMode="pessimistic"
                confirmTitle={`Delete ${car.brand} ${car.model}`}
                confirmContent="Are you sure you want to delete this car?"
                aria-label={`Delete ${car.brand} ${car.model}`}
              />
            </>
          )}
        />
      </Datagrid>
    </List>
  )
}
