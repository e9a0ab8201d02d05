// A reservation's money in a definition list's rows: the deposit, the M-Pesa receipt,
// when it was paid and, while held, until when. Its page and its lead's page share them.
import { formatNairobiDateTime, type ReservationStatus } from '@dealership/api/contract'
import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { formatKes } from '../lib/lists'

/** One row of a definition list (a `dl` laid out as a two-column grid). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

export type Payment = {
  status: ReservationStatus
  amount: number
  receipt: string | null
  paidAt: string | null
  heldUntil: string | null
}

export function PaymentFields({ p }: { p: Payment }) {
  return (
    <>
      <Field label="Deposit">{formatKes(p.amount)}</Field>
      <Field label="M-Pesa receipt">{p.receipt ?? '-'}</Field>
      <Field label="Paid">{p.paidAt ? formatNairobiDateTime(p.paidAt) : '-'}</Field>
      {p.status === 'paid' && p.heldUntil ? (
        <Field label="Held until">{formatNairobiDateTime(p.heldUntil)}</Field>
      ) : null}
    </>
  )
}
