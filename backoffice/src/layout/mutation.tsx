// Create/Edit helpers: errors in red above the form; after a save the form closes
// (back to the list, which refetches).
import { Alert } from '@mui/material'
import { useState } from 'react'
import { useNotify, useRedirect, useResourceContext } from 'react-admin'

/**
 * `successMessage`: the notice once saved (or made from the saved record, to name it);
 * `notifyErrors`: also as a notification, for errors that concern more than this form.
 */
export function useSaveHandlers<T = unknown>(
  successMessage?: string | ((saved: T) => string),
  { notifyErrors = false } = {},
) {
  const [error, setError] = useState<string | null>(null)
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext()
  const mutationOptions = {
    onMutate: () => setError(null),
    onSuccess: (saved: T) => {
      setError(null)
      const message = typeof successMessage === 'function' ? successMessage(saved) : successMessage
      if (message) notify(message, { type: 'success' })
      redirect('list', resource)
    },
    onError: (e: unknown) => {
      const message = e instanceof Error ? e.message : String(e)
      setError(message)
      if (notifyErrors) notify(message, { type: 'error' })
    },
  }
  const errorAlert = error ? (
    <Alert severity="error" role="alert" sx={{ mx: 2, mt: 2 }}>
      {error}
    </Alert>
  ) : null
  return { mutationOptions, errorAlert }
}
