// A button that opens another record's page: the reservation from its lead, the lead from
// its reservation.
import { Button, type SxProps, type Theme } from '@mui/material'
import type { ReactNode } from 'react'
import { useCreatePath } from 'react-admin'
import { Link } from 'react-router-dom'

type RecordButtonProps = {
  resource: string
  id: string
  type: 'edit' | 'show'
  children: ReactNode
  sx?: SxProps<Theme>
}

export function RecordButton({ resource, id, type, children, sx }: RecordButtonProps) {
  const createPath = useCreatePath()
  return (
    <Button
      component={Link}
      to={createPath({ resource, id, type })}
      variant="outlined"
      size="small"
      sx={sx}
    >
      {children}
    </Button>
  )
}
