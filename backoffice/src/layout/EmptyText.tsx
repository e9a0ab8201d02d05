import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'

export function EmptyText({ text, actions }: { text: string; actions?: ReactNode }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {actions}
    </Box>
  )
}
