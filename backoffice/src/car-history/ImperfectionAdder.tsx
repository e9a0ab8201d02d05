// Adds a photographed imperfection: the photo (uploaded as the car's photos are), a short
// caption and where on the car it is.
import { CAR_AREAS, type CarArea } from '@dealership/api/contract'
import UploadIcon from '@mui/icons-material/Upload'
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField } from '@mui/material'
import { useRef, useState, type FormEvent } from 'react'
import { useNotify } from 'react-admin'
import { apiErrorOf, type ApiErrorAnswer } from '../lib/api-error'
import { useUpload } from '../uploads/use-upload'
import { addImperfection } from './history-api'

export function ImperfectionAdder({ carId, onAdded }: { carId: string; onAdded: () => void }) {
  const notify = useNotify()
  const file = useRef<HTMLInputElement>(null)
  const { upload, busy, progress, error: uploadError } = useUpload()
  const [photo, setPhoto] = useState('')
  const [caption, setCaption] = useState('')
  const [area, setArea] = useState<CarArea>('Front')
  const [failure, setFailure] = useState<ApiErrorAnswer>({ error: null, errors: {} })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      await addImperfection(carId, { photo, caption, area })
      notify('Imperfection added', { type: 'info' })
      setPhoto('')
      setCaption('')
      setFailure({ error: null, errors: {} })
      onAdded()
    } catch (err) {
      setFailure(apiErrorOf(err))
    }
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Add an imperfection"
      sx={{ mt: 1 }}
    >
      {failure.error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure.error}
        </Alert>
      ) : null}
      {uploadError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {uploadError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} gap={1} alignItems={{ md: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => file.current?.click()}
        >
          {photo ? 'Photo uploaded: replace' : 'Upload a photo'}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          aria-label="Imperfection photo"
          tabIndex={-1}
          style={{ display: 'none' }}
          onChange={async (e) => {
            const chosen = Array.from(e.target.files ?? [])
            e.target.value = ''
            const [url] = await upload(chosen)
            if (url) setPhoto(url)
          }}
        />
        <TextField
          size="small"
          label="Caption"
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          error={Boolean(failure.errors.caption)}
          helperText={failure.errors.caption ?? failure.errors.photo}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          size="small"
          label="Where on the car"
          value={area}
          onChange={(e) => setArea(CAR_AREAS.find((a) => a === e.target.value) ?? area)}
          sx={{ flex: 1, minWidth: 180 }}
        >
          {CAR_AREAS.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy || !photo}>
          Add the imperfection
        </Button>
      </Stack>
      {busy ? <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} /> : null}
    </Box>
  )
}
