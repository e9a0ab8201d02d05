// Where the showroom is on the map: staff paste the link from their maps app, and the
// latitude and longitude are read from it (they stay editable, for a link that names no
// position). A link to check the position opens a map search for it.
import { coordinatesInMapLink, mapSearchUrl } from '@dealership/api/contract'
import { Link, Typography } from '@mui/material'
import { type ChangeEvent } from 'react'
import { NumberInput, TextInput } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'

const SHORT_LINK = /^https?:\/\/(maps\.app\.goo\.gl|goo\.gl\/maps)\//i

export function MapPositionInputs() {
  const form = useFormContext()
  const [mapUrl, latitude, longitude]: unknown[] = useWatch({
    name: ['mapUrl', 'latitude', 'longitude'],
  })
  const link = typeof mapUrl === 'string' ? mapUrl.trim() : ''
  const read = link ? coordinatesInMapLink(link) : null

  const onLink = (e: ChangeEvent<HTMLInputElement>) => {
    const position = coordinatesInMapLink(e.target.value)
    if (!position) return
    const options = { shouldDirty: true, shouldValidate: true }
    form.setValue('latitude', position.latitude, options)
    form.setValue('longitude', position.longitude, options)
  }

  const note = read
    ? `Position read from the link: ${read.latitude}, ${read.longitude}.`
    : SHORT_LINK.test(link)
      ? 'A short link does not say where it points: open it, then paste the full address from the browser instead, or type the latitude and longitude below.'
      : link
        ? 'This link names no position: type the latitude and longitude below.'
        : null
  return (
    <>
      <TextInput
        source="mapUrl"
        label="Map link"
        fullWidth
        onChange={onLink}
        helperText="Paste the showroom's link from Google Maps, Apple Maps or OpenStreetMap (https://...): the contact page's Open in Maps link, and the position below is read from it. Empty: a map search for the position."
      />
      {note ? (
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      <NumberInput
        source="latitude"
        label="Latitude"
        isRequired
        helperText="Decimal degrees, south negative: -1.2641"
      />
      <NumberInput
        source="longitude"
        label="Longitude"
        isRequired
        helperText="Decimal degrees, east positive: 36.8031"
      />
      {typeof latitude === 'number' && typeof longitude === 'number' ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={mapSearchUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
            Check the position on a map (opens in a new tab)
          </Link>
        </Typography>
      ) : null}
    </>
  )
}
