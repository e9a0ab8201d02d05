// Image fields of the car, brand and blog forms: one image (replaced on upload) or a
// list (appended, reorderable, removable, one choosable as the main image).
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import DeleteIcon from '@mui/icons-material/Delete'
import StarIcon from '@mui/icons-material/Star'
import UploadIcon from '@mui/icons-material/Upload'
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material'
import { type ChangeEvent, useRef } from 'react'
import { useFormContext } from 'react-hook-form'
import { useInput } from 'react-admin'
import { useUpload } from './use-upload'

type Props = {
  source: string
  label: string
  multiple?: boolean
  mainSource?: string
  /** Previews only: no upload, reorder or remove. */
  readOnly?: boolean
}

function UploadButton(props: {
  label: string
  multiple: boolean
  disabled: boolean
  onFiles: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? [])
    e.target.value = ''
    if (files.length) props.onFiles(files)
  }
  // A real button opens the hidden file input: a styled <label> would be a
  // non-interactive element pretending to be a button.
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={props.label}
        tabIndex={-1}
        multiple={props.multiple}
        onChange={onChange}
        disabled={props.disabled}
        style={{ display: 'none' }}
      />
    </>
  )
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
    />
  )
}

export function ImageUploadInput({
  source,
  label,
  multiple = false,
  mainSource,
  readOnly = false,
}: Props) {
  const { field } = useInput({ source })
  const form = useFormContext()
  const { busy, progress, error, upload } = useUpload()
  const list: string[] = multiple && Array.isArray(field.value) ? field.value : []
  const single: string | null =
    !multiple && typeof field.value === 'string' && field.value ? field.value : null

  const onFiles = async (files: File[]) => {
    const urls = await upload(multiple ? files : files.slice(0, 1))
    if (!urls.length) return
    if (multiple) field.onChange([...list, ...urls])
    else field.onChange(urls[0])
  }
  const move = (from: number, to: number) => {
    const next = [...list]
    const [item] = next.splice(from, 1)
    if (item === undefined) return
    next.splice(to, 0, item)
    field.onChange(next)
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {single ? (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Thumb src={single} alt={`${label} preview`} />
          {readOnly ? null : (
            <Button onClick={() => field.onChange(null)} startIcon={<DeleteIcon />} color="error">
              Remove
            </Button>
          )}
        </Stack>
      ) : null}
      {multiple && list.length ? (
        <Stack
          direction="row"
          flexWrap="wrap"
          useFlexGap
          spacing={2}
          sx={{ mb: 1 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {list.map((url, i) => (
            <Box
              component="li"
              key={`${url}-${i}`}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <Thumb src={url} alt={`${label} ${i + 1}`} />
              {readOnly ? null : (
                <Stack direction="row">
                  <IconButton
                    size="small"
                    aria-label={`Move image ${i + 1} earlier`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move image ${i + 1} later`}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                  {mainSource ? (
                    <IconButton
                      size="small"
                      aria-label={`Use image ${i + 1} as main image`}
                      onClick={() => form.setValue(mainSource, url, { shouldDirty: true })}
                    >
                      <StarIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                  <IconButton
                    size="small"
                    aria-label={`Remove image ${i + 1}`}
                    onClick={() => field.onChange(list.filter((_, j) => j !== i))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      ) : null}
      {readOnly ? (
        !single && !list.length ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : null
      ) : (
        <UploadButton
          label={
            multiple
              ? `Add ${label.toLowerCase()}`
              : single
                ? `Replace ${label.toLowerCase()}`
                : `Upload ${label.toLowerCase()}`
          }
          multiple={multiple}
          disabled={busy}
          onFiles={(files) => void onFiles(files)}
        />
      )}
      {busy ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`Uploading ${label.toLowerCase()}`}
          />
          <Typography variant="caption" role="status">
            Uploading... {progress}%
          </Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  )
}
