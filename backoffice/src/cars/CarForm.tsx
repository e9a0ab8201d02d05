import {
  AVAILABILITY,
  BODY_STYLES,
  CAR_CONDITIONS,
  CAR_DEFAULTS,
  CAR_DRIVETRAINS,
  CAR_FUELS,
  CAR_TRANSMISSIONS,
  carInput,
  currentModelYear,
} from '@dealership/api/contract'
import { Box, Typography } from '@mui/material'
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  type RaRecord,
  useGetList,
} from 'react-admin'
import type { Brand } from '@dealership/api/contract'
import { ImageUploadInput } from '../uploads/ImageUploadInput'
import { formatCommaList, toList } from '../lib/lists'
import { FormToolbar, type DeleteOption } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'

type Choice = { id: string; name: string }
const choices = (list: readonly string[]): Choice[] => list.map((v) => ({ id: v, name: v }))
const availabilityChoices = choices(AVAILABILITY)
const bodyStyleChoices = choices(BODY_STYLES)
const fuelChoices = choices(CAR_FUELS)
const conditionChoices = choices(CAR_CONDITIONS)
const drivetrainChoices = choices(CAR_DRIVETRAINS)
const transmissionChoices = choices(CAR_TRANSMISSIONS)

/** A new car's values; the year is the current model year when the form opens. */
export const carDefaults = () => ({
  year: currentModelYear(),
  price: CAR_DEFAULTS.price,
  availability: CAR_DEFAULTS.availability,
  images: [],
  awards: [],
  safetyFeatures: [],
  isLimited: false,
  isFeatured: false,
  showVin: false,
})

/** Lists typed as comma text become arrays; blanks become null. */
export function carTransform(data: RaRecord): RaRecord {
  const out: RaRecord = { ...data }
  out.awards = toList(data.awards)
  out.safetyFeatures = toList(data.safetyFeatures)
  for (const [k, v] of Object.entries(out)) if (v === '') out[k] = null
  return out
}

const resolver = contractResolver(carInput, carTransform)

function BrandSelect() {
  const { data, isPending } = useGetList<Brand>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const choices = (data ?? []).map((b) => ({ id: b.key, name: b.name }))
  return (
    <SelectInput source="brand" label="Brand" choices={choices} isPending={isPending} isRequired />
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

/** A choice the car may leave unset ("Not set"). */
const OptionalSelect = (props: { source: string; label: string; choices: Choice[] }) => (
  <SelectInput {...props} emptyText="Not set" />
)

/** A list typed as comma text; kept as typed until saved (carTransform makes the list). */
const CommaListInput = (props: { source: string; label: string; helperText: string }) => (
  <TextInput {...props} format={formatCommaList} parse={(v: string) => v} fullWidth />
)

const Section = ({ title }: { title: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
)

/** The whole car, for editors and admins; `deletable`: the edit page's Delete. */
export function CarForm({ deletable }: { deletable?: DeleteOption }) {
  return (
    <SimpleForm
      defaultValues={carDefaults()}
      resolver={resolver}
      toolbar={<FormToolbar deletable={deletable} />}
    >
      <Section title="Basics" />
      <Row>
        <BrandSelect />
        <TextInput source="model" label="Model" isRequired />
        <NumberInput source="year" label="Year" isRequired step={1} />
        <NumberInput source="price" label="Price (Ksh)" isRequired step={1000} min={0} />
        <NumberInput source="mileage" label="Mileage (km)" step={1} min={0} />
        <SelectInput
          source="availability"
          label="Availability"
          choices={availabilityChoices}
          isRequired
        />
      </Row>
      <Section title="Engine and performance" />
      <Row>
        <SelectInput source="fuel" label="Fuel" choices={fuelChoices} isRequired />
        <SelectInput
          source="transmission"
          label="Transmission"
          choices={transmissionChoices}
          isRequired
        />
        <TextInput
          source="gearbox"
          label="Gearbox"
          helperText="As the maker names it, e.g. 8-speed PDK dual-clutch"
        />
        <TextInput source="engine" label="Engine" isRequired />
        <NumberInput source="horsepower" label="Horsepower" isRequired step={1} min={0} />
        <TextInput source="acceleration" label="Acceleration" />
        <TextInput source="topSpeed" label="Top speed" />
        <OptionalSelect source="drivetrain" label="Drivetrain" choices={drivetrainChoices} />
        <TextInput source="fuelEconomy" label="Fuel economy" />
        <OptionalSelect source="condition" label="Condition" choices={conditionChoices} />
      </Row>
      <Section title="Body and equipment" />
      <Row>
        <OptionalSelect source="bodyStyle" label="Body style" choices={bodyStyleChoices} />
        <TextInput source="exteriorColor" label="Exterior colour" />
        <NumberInput source="doors" label="Doors" step={1} min={0} />
        <NumberInput source="seats" label="Seats" step={1} min={0} />
        <TextInput source="cargoSpace" label="Cargo space" />
        <TextInput source="interior" label="Interior" />
        <TextInput source="infotainment" label="Infotainment" />
        <TextInput source="warranty" label="Warranty" />
        <TextInput source="location" label="Location" />
      </Row>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInput
          source="vin"
          label="VIN / chassis number"
          helperText="A 17-character VIN, or the chassis number of a Japanese import"
          parse={(v: string) => v.toUpperCase()}
        />
        <BooleanInput
          source="showVin"
          label="Show on the car page"
          helperText="Off: only staff see it"
        />
      </Box>
      <CommaListInput source="awards" label="Awards" helperText="Separate awards with commas" />
      <CommaListInput
        source="safetyFeatures"
        label="Safety features"
        helperText="Separate features with commas"
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
