import { Alert } from '@mui/material'
import { useListContext } from 'react-admin'

/** "Error loading cars: {message}" style list errors. */
export function ListError({ prefix = 'Error' }: { prefix?: string }) {
  const { error } = useListContext()
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {prefix}: {error instanceof Error ? error.message : String(error ?? '')}
    </Alert>
  )
}
