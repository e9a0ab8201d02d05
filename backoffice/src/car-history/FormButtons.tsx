import { Button, Stack } from '@mui/material'

/** A history form's submit button and its Cancel, both held while it saves. */
export function FormButtons({
  label,
  saving,
  onCancel,
}: {
  label: string
  saving: boolean
  onCancel: () => void
}) {
  return (
    <Stack direction="row" gap={1} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={saving}>
        {label}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Stack>
  )
}
