// How the console names a car: "2023 Land Rover Range Rover", with the brand's name
// rather than its key, and a small photo and an availability badge beside it.
import {
  AVAILABILITY,
  hasImageVariants,
  isOneOf,
  imageVariantUrl,
  type Availability,
  type Brand,
  type Car,
} from '@dealership/api/contract'
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import { Box, Chip } from '@mui/material'
import { useState } from 'react'
import { useGetList } from 'react-admin'

type Named = Pick<Car, 'brand' | 'model' | 'year'>

/** "2023 Land Rover Range Rover"; the key stands in for a brand that is gone. */
export function carTitle(car: Named, brandName: (key: string) => string): string {
  return `${car.year} ${brandName(car.brand)} ${car.model}`
}

/** The notice once a car is saved: "Saved: 2023 Land Rover Range Rover (In Stock)". */
export function savedCarNotice(
  verb: 'Saved' | 'Added',
  brandName: (key: string) => string,
): (saved: Car) => string {
  return (car) => `${verb}: ${carTitle(car, brandName)} (${car.availability})`
}

/** The spec's "brand model (year)" for pickers and offer rows: "Land Rover Defender 110 (2024)". */
export function carLabel(car: Named, brandName: (key: string) => string): string {
  return `${brandName(car.brand)} ${car.model} (${car.year})`
}

/** A brand key -> name lookup over every brand (one cached request for the whole console). */
export function useBrandNames(): (key: string) => string {
  const { data } = useGetList<Brand>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const names = new Map((data ?? []).map((b) => [b.key, b.name]))
  return (key) => names.get(key) ?? key
}

/** The car's main photo, small (its 200 px copy when there is one), or a car icon. */
export function CarThumb({
  src,
  width = 64,
  height = 48,
}: {
  src: string | null | undefined
  width?: number
  height?: number
}) {
  const [failed, setFailed] = useState(false)
  const box = { width, height, borderRadius: 1, flex: 'none' } as const
  if (!src || failed)
    return (
      <Box
        sx={{ ...box, bgcolor: 'grey.200', display: 'grid', placeItems: 'center' }}
        aria-hidden="true"
      >
        <DirectionsCarIcon sx={{ color: 'grey.600' }} />
      </Box>
    )
  return (
    <Box
      component="img"
      src={hasImageVariants(src) ? imageVariantUrl(src, 200) : src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  )
}

// Dark text on light tints: every pair passes WCAG AA.
const TINTS: Record<Availability, { bg: string; fg: string }> = {
  'In Stock': { bg: '#e6f4ea', fg: '#1b5e20' },
  'Pre-Order': { bg: '#e3f2fd', fg: '#0d47a1' },
  Reserved: { bg: '#fff3e0', fg: '#7a3e00' },
  'Out of Stock': { bg: '#eeeeee', fg: '#424242' },
  Sold: { bg: '#fce4ec', fg: '#880e4f' },
}

export function AvailabilityChip({ value }: { value: string | null | undefined }) {
  const tint = isOneOf(AVAILABILITY, value) ? TINTS[value] : TINTS['Out of Stock']
  return (
    <Chip
      size="small"
      label={value ?? 'N/A'}
      sx={{ bgcolor: tint.bg, color: tint.fg, fontWeight: 600 }}
    />
  )
}
