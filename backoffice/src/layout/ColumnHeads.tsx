// A small table's header row: one column heading per entry, right-aligned where the
// column holds numbers.
import { TableCell, TableHead, TableRow } from '@mui/material'
import type { ReactNode } from 'react'

export type ColumnHead = { label: ReactNode; align?: 'right' }

export function ColumnHeads({ columns }: { columns: ColumnHead[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c, i) => (
          <TableCell key={i} component="th" scope="col" align={c.align}>
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
}
