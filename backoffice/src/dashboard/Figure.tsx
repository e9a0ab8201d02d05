// One figure on the dashboard: what it counts, the number, and what to do about it.
import { Card, CardContent, Typography } from '@mui/material'
import type { ReactNode } from 'react'

/** `heading`: the label's level on the page; `valueTestId`: marks the number for tests. */
export function Figure({
  label,
  value,
  heading = 'h3',
  valueTestId,
  children,
}: {
  label: string
  value: string
  heading?: 'h2' | 'h3'
  valueTestId?: string
  children?: ReactNode
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary" component={heading}>
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={valueTestId}>
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
