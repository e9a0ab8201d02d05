// The inspection report's form: the inspector, the date and the odometer reading, then
// every point of the contract's checklist, group by group, each Pass, Advisory or Fail
// with an optional note. A new report starts with every point a Pass.
import {
  INSPECTION_CHECKLIST,
  INSPECTION_RESULTS,
  todayInNairobi,
  type Inspection,
  type InspectionResult,
} from '@dealership/api/contract'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useNotify } from 'react-admin'
import { apiErrorOf, type ApiErrorAnswer } from '../lib/api-error'
import { FormButtons } from './FormButtons'
import { saveInspection } from './history-api'

type Point = { result: InspectionResult; note: string }

function startingResults(inspection: Inspection | null): Record<string, Point> {
  const results: Record<string, Point> = {}
  for (const group of INSPECTION_CHECKLIST) {
    for (const point of group.points) {
      const found = inspection?.results[point.id]
      results[point.id] = { result: found?.result ?? 'Pass', note: found?.note ?? '' }
    }
  }
  return results
}

export function InspectionEditor({
  carId,
  inspection,
  onSaved,
  onCancel,
}: {
  carId: string
  inspection: Inspection | null
  onSaved: () => void
  onCancel: () => void
}) {
  const notify = useNotify()
  const [inspector, setInspector] = useState(inspection?.inspector ?? '')
  const [inspectedOn, setInspectedOn] = useState(inspection?.inspectedOn ?? todayInNairobi())
  const [odometer, setOdometer] = useState(inspection ? String(inspection.odometerKm) : '')
  const [results, setResults] = useState(() => startingResults(inspection))
  const [failure, setFailure] = useState<ApiErrorAnswer>({ error: null, errors: {} })
  const [saving, setSaving] = useState(false)
  const setPoint = (id: string, change: Partial<Point>) =>
    setResults((r) => ({ ...r, [id]: { ...r[id]!, ...change } }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    try {
      await saveInspection(carId, {
        inspector,
        inspectedOn,
        odometerKm: odometer === '' ? Number.NaN : Number(odometer),
        results: Object.fromEntries(
          Object.entries(results).map(([id, p]) => [
            id,
            { result: p.result, ...(p.note.trim() ? { note: p.note.trim() } : {}) },
          ]),
        ),
      })
      notify('Inspection saved', { type: 'info' })
      onSaved()
    } catch (error) {
      setFailure(apiErrorOf(error))
    } finally {
      setSaving(false)
    }
  }
  const { errors } = failure
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }} aria-label="Inspection">
      {failure.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.error}
          {errors.results ? `: ${errors.results}` : ''}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} sx={{ mb: 2 }}>
        <TextField
          label="Inspector"
          value={inspector}
          onChange={(e) => setInspector(e.target.value)}
          error={Boolean(errors.inspector)}
          helperText={errors.inspector}
          required
        />
        <TextField
          label="Date of inspection"
          type="date"
          value={inspectedOn}
          onChange={(e) => setInspectedOn(e.target.value)}
          error={Boolean(errors.inspectedOn)}
          helperText={errors.inspectedOn}
          InputLabelProps={{ shrink: true }}
          required
        />
        <TextField
          label="Odometer reading (km)"
          type="number"
          value={odometer}
          onChange={(e) => setOdometer(e.target.value)}
          error={Boolean(errors.odometerKm)}
          helperText={errors.odometerKm}
          required
        />
      </Stack>
      {INSPECTION_CHECKLIST.map((group) => {
        const marked = group.points.filter((p) => results[p.id]?.result !== 'Pass').length
        return (
          <Accordion key={group.id} disableGutters TransitionProps={{ unmountOnExit: true }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>
                {group.label} ({group.points.length} points
                {marked ? `, ${marked} not a pass` : ''})
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {group.points.map((point) => {
                const value = results[point.id]!
                return (
                  <Stack
                    key={point.id}
                    direction={{ xs: 'column', md: 'row' }}
                    gap={1}
                    sx={{ mb: 1.5 }}
                    role="group"
                    aria-label={point.label}
                  >
                    <Typography sx={{ flex: 2, pt: 1 }}>{point.label}</Typography>
                    <TextField
                      select
                      size="small"
                      label="Result"
                      value={value.result}
                      onChange={(e) =>
                        setPoint(point.id, {
                          result: INSPECTION_RESULTS.find((r) => r === e.target.value) ?? 'Pass',
                        })
                      }
                      sx={{ flex: 1, minWidth: 140 }}
                    >
                      {INSPECTION_RESULTS.map((r) => (
                        <MenuItem key={r} value={r}>
                          {r}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      label="Note"
                      value={value.note}
                      onChange={(e) => setPoint(point.id, { note: e.target.value })}
                      sx={{ flex: 3 }}
                    />
                  </Stack>
                )
              })}
            </AccordionDetails>
          </Accordion>
        )
      })}
      <FormButtons label={'Save the inspection'} saving={saving} onCancel={onCancel} />
    </Box>
  )
}
