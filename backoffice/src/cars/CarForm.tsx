import { AVAILABILITY, BODY_STYLES, CAR_DEFAULTS, carInput } from '@dealership/api/contract'
import { Alert, Box, Typography } from '@mui/material'
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

const availabilityChoices = AVAILABILITY.map((a) => ({ id: a, name: a }))
const bodyStyleChoices = BODY_STYLES.map((b) => ({ id: b, name: b }))

export const carDefaults = {
  year: CAR_DEFAULTS.year,
  price: CAR_DEFAULTS.price,
  availability: CAR_DEFAULTS.availability,
  images: [],
  awards: [],
  safetyFeatures: [],
  isLimited: false,
  isFeatured: false,
  showVin: false,
}

/** Lists typed as comma text become arrays; blanks become null. */
export function carTransform(data: RaRecord): RaRecord {
  const out: RaRecord = { ...data }
  out.awards = toList(data.awards)
  out.safetyFeatures = toList(data.safetyFeatures)
  for (const [k, v] of Object.entries(out)) if (v === '') out[k] = null
  return out
}

const resolver = contractResolver(carInput, carTransform)

function BrandSelect({ readOnly }: { readOnly: boolean }) {
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
      isRequired
      readOnly={readOnly}
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

/**
 * `editable`: the only fields this user may change (every field when absent).
 * `deletable`: the edit page's Delete (for a role that may delete).
 */
export function CarForm({
  editable,
  deletable,
}: {
  editable?: readonly string[]
  deletable?: DeleteOption
}) {
  const ro = (source: string) => (editable ? !editable.includes(source) : false)
  return (
    <SimpleForm
      defaultValues={carDefaults}
      resolver={resolver}
      toolbar={<FormToolbar deletable={deletable} />}
    >
      {editable?.length ? (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          Your role may change only this car&apos;s{' '}
          {editable.map((f) => f.toLowerCase()).join(', ')}; the other fields are read-only.
        </Alert>
      ) : null}
      <Section title="Basics" />
      <Row>
        <BrandSelect readOnly={ro('brand')} />
        <TextInput source="model" readOnly={ro('model')} label="Model" isRequired />
        <NumberInput source="year" readOnly={ro('year')} label="Year" isRequired step={1} />
        <NumberInput
          source="price"
          readOnly={ro('price')}
          label="Price (KES)"
          isRequired
          step={1000}
          min={0}
        />
        <NumberInput
          source="mileage"
          readOnly={ro('mileage')}
          label="Mileage (km)"
          step={1}
          min={0}
        />
        <SelectInput
          source="availability"
          readOnly={ro('availability')}
          label="Availability"
          choices={availabilityChoices}
          isRequired
        />
      </Row>
      <Section title="Engine and performance" />
      <Row>
        <TextInput source="fuel" readOnly={ro('fuel')} label="Fuel" isRequired />
        <TextInput
          source="transmission"
          readOnly={ro('transmission')}
          label="Transmission"
          isRequired
        />
        <TextInput source="engine" readOnly={ro('engine')} label="Engine" isRequired />
        <NumberInput
          source="horsepower"
          readOnly={ro('horsepower')}
          label="Horsepower"
          isRequired
          step={1}
          min={0}
        />
        <TextInput source="acceleration" readOnly={ro('acceleration')} label="Acceleration" />
        <TextInput source="topSpeed" readOnly={ro('topSpeed')} label="Top speed" />
        <TextInput source="drivetrain" readOnly={ro('drivetrain')} label="Drivetrain" />
        <TextInput source="fuelEconomy" readOnly={ro('fuelEconomy')} label="Fuel economy" />
        <TextInput source="condition" readOnly={ro('condition')} label="Condition" />
      </Row>
      <Section title="Body and equipment" />
      <Row>
        <SelectInput
          source="bodyStyle"
          readOnly={ro('bodyStyle')}
          label="Body style"
          choices={bodyStyleChoices}
          emptyText="Not set"
        />
        <TextInput source="exteriorColor" readOnly={ro('exteriorColor')} label="Exterior colour" />
        <NumberInput source="doors" readOnly={ro('doors')} label="Doors" step={1} min={0} />
        <NumberInput source="seats" readOnly={ro('seats')} label="Seats" step={1} min={0} />
        <TextInput source="cargoSpace" readOnly={ro('cargoSpace')} label="Cargo space" />
        <TextInput source="interior" readOnly={ro('interior')} label="Interior" />
        <TextInput source="infotainment" readOnly={ro('infotainment')} label="Infotainment" />
        <TextInput source="warranty" readOnly={ro('warranty')} label="Warranty" />
        <TextInput source="location" readOnly={ro('location')} label="Location" />
      </Row>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInput
          source="vin"
          readOnly={ro('vin')}
          label="VIN / chassis number"
          helperText="A 17-character VIN, or the chassis number of a Japanese import"
          parse={(v: string) => v.toUpperCase()}
        />
        <BooleanInput
          source="showVin"
          readOnly={ro('showVin')}
          label="Show on the car page"
          helperText="Off: only staff see it"
        />
      </Box>
      <TextInput
        source="awards"
        readOnly={ro('awards')}
        label="Awards"
        format={formatCommaList}
        parse={(v: string) => v}
        helperText="Separate awards with commas"
        fullWidth
      />
      <TextInput
        source="safetyFeatures"
        readOnly={ro('safetyFeatures')}
        label="Safety features"
        format={formatCommaList}
        parse={(v: string) => v}
        helperText="Separate features with commas"
        fullWidth
      />
      <TextInput
        source="description"
        readOnly={ro('description')}
        label="Description"
        multiline
        minRows={3}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <BooleanInput source="isLimited" readOnly={ro('isLimited')} label="Limited Offer" />
        <BooleanInput source="isFeatured" readOnly={ro('isFeatured')} label="Featured" />
      </Box>
      <Section title="Images" />
      <ImageUploadInput source="mainImage" readOnly={ro('mainImage')} label="Main image" />
      <ImageUploadInput
        source="images"
        readOnly={ro('images')}
        label="Additional images"
        multiple
        mainSource="mainImage"
      />
    </SimpleForm>
  )
}
