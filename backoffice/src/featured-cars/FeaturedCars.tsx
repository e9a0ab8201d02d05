// A checklist of every car; the selection is local until Save Featured Cars.
import type { Car } from '@dealership/api/contract'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { CanAccess, Title, useDataProvider, useGetList, useNotify } from 'react-admin'
import { carLabel, useBrandNames } from '../cars/car-names'
import { AccessDeniedPage } from '../layout/role-gates'
import { consoleLabel } from '../lib/console-resources'

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'brand', order: 'ASC' as const },
}

/** A custom route: react-admin checks no access for it, so the page does (editors, admins). */
export function FeaturedCars() {
  return (
    <CanAccess resource="featured-cars" action="list" accessDenied={<AccessDeniedPage />}>
      <FeaturedCarsChecklist />
    </CanAccess>
  )
}

function FeaturedCarsChecklist() {
  const cars = useGetList<Car>('cars', ALL)
  const brandName = useBrandNames()
  const featured = useGetList<Car>('featured-cars', ALL)
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const saved = useMemo(() => (featured.data ?? []).map((c) => c.id), [featured.data])
  const [selected, setSelected] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => setSelected(saved), [saved])

  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))

  async function save() {
    setSaving(true)
    setError(null)
    try {
      await dataProvider.create('featured-cars', { data: { carIds: selected } })
      await featured.refetch()
      notify('Featured cars updated successfully', { type: 'success' })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setSaving(false)
    }
  }

  const loadError = cars.error ?? featured.error
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={consoleLabel('featured-cars')} />
      <CardContent>
        <Typography variant="body1" component="p" gutterBottom>
          Choose the cars the home page carousel shows, then save.
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {loadError ? (
          <Alert severity="error" role="alert">
            Error: {loadError.message}
          </Alert>
        ) : cars.isPending || featured.isPending ? (
          <CircularProgress aria-label="Loading cars" />
        ) : !cars.data?.length ? (
          <Typography>No cars available</Typography>
        ) : (
          <Box
            component="fieldset"
            sx={{
              maxHeight: '24rem',
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              m: 0,
              p: 1,
            }}
          >
            <legend style={{ position: 'absolute', clipPath: 'inset(50%)', width: 1, height: 1 }}>
              Featured cars
            </legend>
            <Stack>
              {cars.data.map((car) => (
                <FormControlLabel
                  key={car.id}
                  control={
                    <Checkbox checked={selected.includes(car.id)} onChange={() => toggle(car.id)} />
                  }
                  label={carLabel(car, brandName)}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saving || !cars.data?.length}
          >
            {saving ? 'Saving...' : 'Save Featured Cars'}
          </Button>
          <Button variant="outlined" onClick={() => setSelected(saved)} disabled={saving}>
            Reset
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
