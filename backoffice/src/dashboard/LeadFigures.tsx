// The dashboard's lead figures (sales and admins). First the day's work: new leads today,
// follow-ups due, today's test drives and the deposits to act on; then new leads this
// week by kind, who waits for a first contact and since when, the median time to a first
// contact, the five cars with the most enquiries and chat clicks, and the reservations.
import {
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  OPEN_LEAD_STATUSES,
  formatNairobiDateTime,
  leadStatsRecord,
  todayInNairobi,
  type LeadStats,
} from '@dealership/api/contract'
import type { ReactNode } from 'react'
import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link, useCanAccess, useCreatePath } from 'react-admin'
import { authedFetchJson } from '../dataProvider'
import { Figure } from './Figure'

/** "45 min", "2 h 5 min", "3 days 4 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60)
    const m = Math.round(minutes % 60)
    return m ? `${h} h ${m} min` : `${h} h`
  }
  const d = Math.floor(minutes / (24 * 60))
  const h = Math.round((minutes % (24 * 60)) / 60)
  return `${d} day${d === 1 ? '' : 's'}${h ? ` ${h} h` : ''}`
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

function ByKind({ counts }: { counts: Record<string, number> }) {
  const shown = LEAD_KINDS.filter((k) => counts[k])
  if (!shown.length) return null
  return (
    <Typography variant="body2">
      {shown.map((k) => `${LEAD_KIND_LABELS[k]}: ${counts[k]}`).join(' · ')}
    </Typography>
  )
}

/**
 * A link to a list with a filter. Links are not prefixed with the console's basename
 * (only useCreatePath's paths carry it), so the list's path is made with it.
 */
function FilteredList({
  resource,
  filter,
  children,
}: {
  resource: string
  filter: object
  children: ReactNode
}) {
  const createPath = useCreatePath()
  const to = `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`
  return <Link to={to}>{children}</Link>
}

/** The day's work, first on the dashboard: what a salesperson acts on today. */
function TodaysWork({ data }: { data: LeadStats }) {
  const createPath = useCreatePath()
  const today = todayInNairobi()
  const drives = data.testDrivesToday
  const { held, awaitingPayment } = data.reservations
  return (
    <Box sx={grid} data-testid="todays-work">
      <Figure label="New today" value={String(total(data.today))}>
        <ByKind counts={data.today} />
        <Typography variant="body2">
          <FilteredList resource="leads" filter={{ createdAt_gte: today }}>
            Open today&apos;s leads
          </FilteredList>
        </Typography>
      </Figure>
      <Figure label="Follow-ups due" value={String(data.followUpsDue)}>
        <Typography variant="body2">
          {data.followUpsDue ? (
            <FilteredList
              resource="leads"
              filter={{ nextFollowUp_lte: today, status: OPEN_LEAD_STATUSES }}
            >
              Today&apos;s and overdue
            </FilteredList>
          ) : (
            'None today or overdue'
          )}
        </Typography>
      </Figure>
      <Figure label="Test drives today" value={String(drives.length)}>
        {drives.length ? (
          <List dense disablePadding data-testid="test-drives-today">
            {drives.map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText
                  primary={
                    <Link to={createPath({ resource: 'leads', id: d.id, type: 'edit' })}>
                      {d.time} {d.name}
                    </Link>
                  }
                  secondary={d.carTitle ?? undefined}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2">None booked for today</Typography>
        )}
      </Figure>
      <Figure label="Deposits to act on" value={String(held)}>
        <Typography variant="body2">
          <ReservationsLink status="paid">Cars held for buyers</ReservationsLink>
        </Typography>
        <Typography variant="body2">
          Waiting for M-Pesa:{' '}
          <ReservationsLink status="awaiting-payment">{String(awaitingPayment)}</ReservationsLink>
        </Typography>
      </Figure>
    </Box>
  )
}

/** A link to the reservations of one status; its text alone for a role that may not list them. */
function ReservationsLink({ status, children }: { status: string; children: ReactNode }) {
  const { canAccess } = useCanAccess({ resource: 'reservations', action: 'list' })
  if (!canAccess) return <>{children}</>
  return (
    <FilteredList resource="reservations" filter={{ status }}>
      {children}
    </FilteredList>
  )
}

/** Deposits paid today and this week, and the reservations staff have to act on. */
function ReservationFigures({ figures }: { figures: LeadStats['reservations'] }) {
  return (
    <Box sx={grid} data-testid="reservation-figures">
      <Figure label="Deposits paid today" value={String(figures.paidToday)}>
        <Typography variant="body2">This week: {figures.paidThisWeek}</Typography>
      </Figure>
      <Figure label="Refunds due" value={String(figures.refundDue)}>
        <Typography variant="body2">
          <ReservationsLink status="refund-due">Refund due</ReservationsLink>
        </Typography>
      </Figure>
    </Box>
  )
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
}

export function LeadFigures() {
  const { canAccess } = useCanAccess({ resource: 'leads', action: 'list' })
  const createPath = useCreatePath()
  const { data, error } = useQuery({
    queryKey: ['leads', 'stats'],
    queryFn: async () => leadStatsRecord.parse((await authedFetchJson('/api/leads/stats')).json),
    enabled: Boolean(canAccess),
  })
  if (!canAccess) return null
  if (error) return <Typography color="error">The lead figures could not be loaded.</Typography>
  if (!data) return <Typography>Loading...</Typography>
  return (
    <Box data-testid="lead-figures">
      <section aria-labelledby="todays-work">
        <Typography id="todays-work" variant="h5" component="h2" sx={{ mb: 1 }}>
          Today
        </Typography>
        <TodaysWork data={data} />
      </section>
      <section aria-labelledby="lead-figures">
        <Typography id="lead-figures" variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
          Leads
        </Typography>
        <>
          <Box sx={grid}>
            <Figure label="New this week" value={String(total(data.thisWeek))}>
              <ByKind counts={data.thisWeek} />
            </Figure>
            <Figure
              label="Waiting for a first contact"
              value={String(data.awaitingFirstContact.count)}
            >
              {data.awaitingFirstContact.oldest ? (
                <Typography variant="body2">
                  Oldest:{' '}
                  <Link
                    to={createPath({
                      resource: 'leads',
                      id: data.awaitingFirstContact.oldest.id,
                      type: 'edit',
                    })}
                  >
                    {data.awaitingFirstContact.oldest.name}
                  </Link>
                  , {formatNairobiDateTime(data.awaitingFirstContact.oldest.createdAt)}
                </Typography>
              ) : null}
            </Figure>
            <Figure
              label="Median time to first contact"
              value={
                data.medianMinutesToFirstContact === null
                  ? 'N/A'
                  : formatMinutes(data.medianMinutesToFirstContact)
              }
            >
              <Typography variant="body2">Leads of the last 90 days</Typography>
            </Figure>
          </Box>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h3">
                Most enquired cars
              </Typography>
              {data.topCars.length ? (
                <List dense data-testid="top-cars">
                  {data.topCars.map((car) => (
                    <ListItem key={car.carId} disableGutters>
                      <ListItemText
                        primary={
                          <Link to={createPath({ resource: 'cars', id: car.carId, type: 'edit' })}>
                            {car.title}
                          </Link>
                        }
                        secondary={`${car.enquiries} enquir${car.enquiries === 1 ? 'y' : 'ies'}, ${car.chatClicks} chat click${car.chatClicks === 1 ? '' : 's'}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography>No enquiries yet.</Typography>
              )}
            </CardContent>
          </Card>
          <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
            Reservations
          </Typography>
          <ReservationFigures figures={data.reservations} />
        </>
      </section>
    </Box>
  )
}
