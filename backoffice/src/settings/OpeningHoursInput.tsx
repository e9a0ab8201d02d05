// The showroom's opening hours, day by day: each day open with its opening and closing
// times, or by appointment. The settings keep schema.org's text ("Mo-Fr 09:00-18:00;
// Sa 09:00-18:00"), written from the days here and shown underneath as search engines
// read it; staff never write it themselves.
import {
  hoursByDay,
  openingHoursSentence,
  openingHoursText,
  parseOpeningHours,
  type DayHours,
  type OpeningHours,
} from '@dealership/api/contract'
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useInput } from 'react-admin'

function readHours(text: unknown): OpeningHours[] {
  if (typeof text !== 'string') return []
  try {
    return parseOpeningHours(text)
  } catch {
    return []
  }
}

/** What a day's times say wrong, or null. */
function dayProblem(d: DayHours): string | null {
  if (!d.open) return null
  if (!d.opens || !d.closes) return 'Give the opening and closing times'
  if (d.opens >= d.closes) return 'Opens before it closes'
  return null
}

export function OpeningHoursInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source })
  const [week, setWeek] = useState(() => hoursByDay(readHours(field.value)))
  // The text this editor last wrote: any other value came from outside (the record
  // loading, the form reset), and the days follow it.
  const written = useRef<string | null>(null)
  useEffect(() => {
    if (typeof field.value === 'string' && field.value !== written.current) {
      setWeek(hoursByDay(readHours(field.value)))
    }
  }, [field.value])

  const change = (i: number, next: Partial<DayHours>) => {
    const updated = week.map((d, j) => (j === i ? { ...d, ...next } : d))
    setWeek(updated)
    // A day with a time missing or closing first goes into the text as it is, so the
    // form's check refuses the save; what is wrong is said beside the day.
    const text = openingHoursText(updated)
    written.current = text
    field.onChange(text)
  }

  const problems = week.map(dayProblem)
  const shownText = typeof field.value === 'string' ? field.value : ''
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        {label}: tick the days the showroom is open and give their times. The other days show
        &ldquo;By appointment&rdquo;.
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {week.map((d, i) => (
          <Stack
            key={d.day}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            <FormControlLabel
              sx={{ minWidth: '13.5rem' }}
              control={
                <Checkbox
                  checked={d.open}
                  onChange={(e) => change(i, { open: e.target.checked })}
                  onBlur={field.onBlur}
                />
              }
              label={`Open on ${d.day}`}
            />
            {d.open ? (
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  type="time"
                  size="small"
                  label={`${d.day} opens`}
                  value={d.opens}
                  onChange={(e) => change(i, { opens: e.target.value })}
                  onBlur={field.onBlur}
                  error={Boolean(problems[i])}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={`${d.day} closes`}
                  value={d.closes}
                  onChange={(e) => change(i, { closes: e.target.value })}
                  onBlur={field.onBlur}
                  error={Boolean(problems[i])}
                  helperText={problems[i] ?? undefined}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                By appointment
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {problems.some(Boolean) ? null : fieldState.error?.message ? (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      ) : (
        <FormHelperText>
          Shown as: {openingHoursSentence(readHours(shownText))}. Search engines read: {shownText}
        </FormHelperText>
      )}
    </Box>
  )
}
