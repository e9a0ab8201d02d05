// One audit entry in full: every changed field before and after, and where it came from.
import { formatNairobiTimestamp } from '@dealership/api/contract'
import type { AuditEntry } from '@dealership/api/contract'
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { changeRows, formatAuditValue } from '../lib/audit'
import { useAuditNames } from './names'
import { ColumnHeads } from '../layout/ColumnHeads'

const cell = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const

export function ChangesTable() {
  const entry = useRecordContext<AuditEntry>()
  const { names, actor } = useAuditNames()
  if (!entry) return null
  const rows = changeRows(entry.changes)
  const of = { max: 2000, names, resource: entry.resource }
  return (
    <Box sx={{ p: 1 }} data-testid="audit-changes">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatNairobiTimestamp(entry.at)} by {actor(entry)}
        {entry.actorEmail && entry.actorEmail !== actor(entry) ? ` (${entry.actorEmail})` : ''}
        {entry.clientAddress ? ` from ${entry.clientAddress}` : ''} · Record ID {entry.recordId}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">No field changes</Typography>
      ) : (
        <Table size="small" aria-label="Changed fields">
          <ColumnHeads columns={[{ label: 'Field' }, { label: 'Before' }, { label: 'After' }]} />
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.field}>
                <TableCell component="th" scope="row" sx={cell}>
                  {r.label}
                </TableCell>
                <TableCell sx={cell}>
                  {formatAuditValue(r.before, { ...of, field: r.field })}
                </TableCell>
                <TableCell sx={cell}>
                  {formatAuditValue(r.after, { ...of, field: r.field })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}
