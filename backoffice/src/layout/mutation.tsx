// Create/Edit helpers: errors in red above the form; after a save the form closes
// (back to the list, which refetches).
import { Alert } from '@mui/material'
import { useState } from 'react'
import { useNotify, useRedirect, useResourceContext } from 'react-admin'

export function useSaveHandlers(successMessage?: string) {
  const [error, setError] = useState<string | null>(null)
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext()
  const mutationOptions = {
    onMutate: () => setError(null),
    onSuccess: () => {
      setError(null)
      if (successMessage) notify(successMessage, { type: 'success' })
      redirect('list', resource)
    },
    onError: (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
  }
  const errorAlert = error ? (
    <Alert severity="error" role="alert" sx={{ mx: 2, mt: 2 }}>
      {error}
    </Alert>
  ) : null
  return { mutationOptions, errorAlert }
}
