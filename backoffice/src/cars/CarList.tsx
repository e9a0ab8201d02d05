// Cars as staff look for them: photo, name (the brand's, not its key), price and
// availability; a row opens the car (sales get the availability view). Deleting is
// on the car's own page, away from the row a click opens.
import type { Car, CarListQuery } from '@dealership/api/contract'
import { Box } from '@mui/material'
import { FunctionField, NumberField, SearchInput, SimpleList, TextField } from 'react-admin'
import { EditRowButton, ResourceList } from '../layout/ResourceList'
import { formatKes } from '../lib/lists'
import { AvailabilityChip, CarThumb, carTitle, useBrandNames } from './car-names'

/** The text search of GET /api/cars's one query (react-admin sends it in `filter`). */
const SEARCH = 'q' satisfies keyof CarListQuery
const filters = [<SearchInput key={SEARCH} source={SEARCH} alwaysOn placeholder="Search cars" />]

export function CarList() {
  const brandName = useBrandNames()
  return (
    <ResourceList
      addLabel="Add Car"
      errorPrefix="Error loading cars"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      rowClick="edit"
      small={
        <SimpleList<Car>
          rowClick="edit"
          leftIcon={(car) => <CarThumb src={car.mainImage} />}
          primaryText={(car) => carTitle(car, brandName)}
          secondaryText={(car) => (
            <Box
              component="span"
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
            >
              <span>{formatKes(car.price)}</span>
              <AvailabilityChip value={car.availability} />
            </Box>
          )}
          sx={{ '& .MuiListItemIcon-root': { minWidth: 0, mr: 2 } }}
        />
      }
    >
      <FunctionField<Car>
        label="Photo"
        sortable={false}
        render={(car) => <CarThumb src={car.mainImage} />}
      />
      <FunctionField<Car> source="brand" label="Brand" render={(car) => brandName(car.brand)} />
      <TextField source="model" label="Model" />
      <NumberField source="year" label="Year" options={{ useGrouping: false }} />
      <FunctionField<Car>
        source="price"
        label="Price"
        sortBy="price"
        render={(car) => formatKes(car.price)}
      />
      <FunctionField<Car>
        source="availability"
        label="Availability"
        render={(car) => <AvailabilityChip value={car.availability} />}
      />
      <EditRowButton<Car> label="Actions" name={(c) => carTitle(c, brandName)} />
    </ResourceList>
  )
}
