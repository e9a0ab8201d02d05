// Beside the reservations list: the attempts to reserve that were refused in the last
// days, by reason (a prompt already waiting on the phone, the phone's daily cap, a
// visitor with prompts waiting, a car being paid for, too many posts), today and in all.
// A sudden count is someone trying to hold every car or to flood a phone with prompts.
import {
  RESERVATION_REFUSAL_LABELS,
  RESERVATION_REFUSAL_REASONS,
  reservationRefusalsRecord,
  todayInNairobi,
} from '@dealership/api/contract'
import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { authedFetchJson } from '../dataProvider'
import { ColumnHeads } from '../layout/ColumnHeads'

async function refusals() {
  const { json } = await authedFetchJson('/api/reservations/refusals')
  return reservationRefusalsRecord.parse(json)
}

export function RefusedAttempts() {
  const { data, isError } = useQuery({ queryKey: ['reservation-refusals'], queryFn: refusals })
  if (isError) {
    return (
      <Typography variant="body2" color="error" sx={{ m: 2 }}>
        Could not load the refused attempts.
      </Typography>
    )
  }
  if (!data) return null
  const today = todayInNairobi()
  const sum = (reason: string, day?: string) =>
    data.rows
      .filter((r) => r.reason === reason && (!day || r.day === day))
      .reduce((n, r) => n + r.count, 0)
  const reasons = RESERVATION_REFUSAL_REASONS.filter((reason) => sum(reason) > 0)
  return (
    <Card
      component="section"
      aria-labelledby="refused-attempts-title"
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 280 }, maxWidth: { md: 340 } }}
      data-testid="refused-attempts"
    >
      <CardContent>
        <Typography id="refused-attempts-title" variant="subtitle1" component="h2" gutterBottom>
          Refused attempts
        </Typography>
        {reasons.length === 0 ? (
          <Typography variant="body2">None in the last {data.days} days.</Typography>
        ) : (
          <Table size="small" aria-labelledby="refused-attempts-title">
            <ColumnHeads
              columns={[
                { label: 'Why' },
                { label: 'Today', align: 'right' },
                { label: `${data.days} days`, align: 'right' },
              ]}
            />
            <TableBody>
              {reasons.map((reason) => (
                <TableRow key={reason}>
                  <TableCell component="th" scope="row">
                    {RESERVATION_REFUSAL_LABELS[reason]}
                  </TableCell>
                  <TableCell align="right">{sum(reason, today)}</TableCell>
                  <TableCell align="right">{sum(reason)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
