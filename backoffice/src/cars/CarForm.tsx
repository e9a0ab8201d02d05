import { AVAILABILITY, CAR_DEFAULTS } from '@dealership/api/contract'
import { Box, Typography } from '@mui/material'
import {
  BooleanInput,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type RaRecord,
  useGetList,
} from 'react-admin'
import type { Brand } from '@dealership/api/contract'
import { ImageUploadInput } from '../uploads/ImageUploadInput'
import { formatCommaList, toList } from '../lib/lists'
import { FormToolbar } from '../layout/FormToolbar'

const req = required()
const availabilityChoices = AVAILABILITY.map((a) => ({ id: a, name: a }))

export const carDefaults = {
  year: CAR_DEFAULTS.year,
  price: CAR_DEFAULTS.price,
  availability: CAR_DEFAULTS.availability,
  images: [],
  awards: [],
  safetyFeatures: [],
  isLimited: false,
  isFeatured: false,
}

/** Lists typed as comma text become arrays; blanks become null. */
export function carTransform(data: RaRecord): RaRecord {
  const out: RaRecord = { ...data }
  out.awards = toList(data.awards)
  out.safetyFeatures = toList(data.safetyFeatures)
  for (const [k, v] of Object.entries(out)) if (v === '') out[k] = null
  return out
}

function BrandSelect() {
  const { data, isPending } = useGetList<Brand>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const choices = (data ?? []).map((b) => ({ id: b.key, name: b.name }))
  return (
    <SelectInput
      source="brand"
      label="Brand"
      choices={choices}
      isPending={isPending}
      validate={req}
    />
  )
}

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      width: '100%',
    }}
  >
    {children}
  </Box>
)

const Section = ({ title }: { title: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
)

export function CarForm() {
  return (
    <SimpleForm defaultValues={carDefaults} toolbar={<FormToolbar />}>
      <Section title="Basics" />
      <Row>
        <BrandSelect />
        <TextInput source="model" label="Model" validate={req} />
        <NumberInput source="year" label="Year" validate={req} step={1} />
        <NumberInput source="price" label="Price (KES)" validate={req} step={1000} min={0} />
        <NumberInput source="mileage" label="Mileage (km)" step={1} min={0} />
        <SelectInput
          source="availability"
          label="Availability"
          choices={availabilityChoices}
          validate={req}
        />
      </Row>
      <Section title="Engine and performance" />
      <Row>
        <TextInput source="fuel" label="Fuel" validate={req} />
        <TextInput source="transmission" label="Transmission" validate={req} />
        <TextInput source="engine" label="Engine" validate={req} />
        <NumberInput source="horsepower" label="Horsepower" validate={req} step={1} min={0} />
        <TextInput source="acceleration" label="Acceleration" />
        <TextInput source="topSpeed" label="Top speed" />
        <TextInput source="drivetrain" label="Drivetrain" />
        <TextInput source="fuelEconomy" label="Fuel economy" />
        <TextInput source="condition" label="Condition" />
      </Row>
      <Section title="Body and equipment" />
      <Row>
        <NumberInput source="doors" label="Doors" step={1} min={0} />
        <NumberInput source="seats" label="Seats" step={1} min={0} />
        <TextInput source="cargoSpace" label="Cargo space" />
        <TextInput source="interior" label="Interior" />
        <TextInput source="infotainment" label="Infotainment" />
        <TextInput source="warranty" label="Warranty" />
        <TextInput source="location" label="Location" />
      </Row>
      <TextInput
        source="awards"
        label="Awards"
        format={formatCommaList}
        parse={(v: string) => v}
        helperText="Separate awards with commas"
        fullWidth
      />
      <TextInput
        source="safetyFeatures"
        label="Safety features"
        format={formatCommaList}
        parse={(v: string) => v}
        helperText="Separate features with commas"
        fullWidth
      />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <BooleanInput source="isLimited" label="Limited Offer" />
        <BooleanInput source="isFeatured" label="Featured" />
      </Box>
      <Section title="Images" />
      <ImageUploadInput source="mainImage" label="Main image" />
      <ImageUploadInput source="images" label="Additional images" multiple mainSource="mainImage" />
    </SimpleForm>
  )
}
