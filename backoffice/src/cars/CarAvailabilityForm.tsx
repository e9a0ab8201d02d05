// What sales see of a car: which car it is (photo, name, price, the facts a customer
// asks about) and the one thing their role may change, its availability.
import { AVAILABILITY, type Car } from '@dealership/api/contract'
import { Alert, Box, Typography } from '@mui/material'
import { SelectInput, SimpleForm, useRecordContext } from 'react-admin'
import { FormToolbar } from '../layout/FormToolbar'
import { formatKes } from '../lib/lists'
import { AvailabilityChip, CarThumb, carTitle, useBrandNames } from './car-names'

const availabilityChoices = AVAILABILITY.map((a) => ({ id: a, name: a }))
const km = new Intl.NumberFormat('en-KE')

function CarSummary() {
  const car = useRecordContext<Car>()
  const brandName = useBrandNames()
  if (!car) return null
  const facts = [
    car.mileage != null ? `${km.format(car.mileage)} km` : null,
    car.fuel,
    car.gearbox ?? car.transmission,
    car.condition,
    car.location,
  ].filter(Boolean)
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
      <CarThumb src={car.mainImage} width={160} height={120} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {carTitle(car, brandName)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatKes(car.price)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {facts.join(' · ')}
        </Typography>
        <AvailabilityChip value={car.availability} />
      </Box>
    </Box>
  )
}

export function CarAvailabilityForm() {
  return (
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 560 }}>
      <CarSummary />
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        Your role may change only this car&apos;s availability.
      </Alert>
      <SelectInput
        source="availability"
        label="Availability"
        choices={availabilityChoices}
        isRequired
        fullWidth
      />
    </SimpleForm>
  )
}
