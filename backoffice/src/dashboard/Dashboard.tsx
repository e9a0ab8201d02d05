// Counts, the newest leads and a link to every area: each only for a role that may
// use it (an editor sees no leads and asks for none).
import { personName } from '../lib/lists'
import { formatNairobiDateTime } from '@dealership/api/contract'
import type { ContactMessage, ImportRequest, SellRequest } from '@dealership/api/contract'
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { Title, useCanAccess, useCreatePath, useGetList } from 'react-admin'
import { IfCan } from '../layout/role-gates'
import { Figure } from './Figure'
import { LeadFigures } from './LeadFigures'

type Lead = { id: string; createdAt: string }

const ONE = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' as const } }
const NEWEST = {
  pagination: { page: 1, perPage: 5 },
  sort: { field: 'createdAt', order: 'DESC' as const },
}

/** A resource's count, only for a role that may list it. */
function Count(props: { resource: string; label: string }) {
  return (
    <IfCan resource={props.resource}>
      <CountFigure {...props} />
    </IfCan>
  )
}

function CountFigure({ resource, label }: { resource: string; label: string }) {
  const { total, isPending, error } = useGetList(resource, ONE)
  const createPath = useCreatePath()
  return (
    <Figure
      label={label}
      value={error ? '!' : isPending ? '...' : String(total ?? 0)}
      heading="h2"
      valueTestId={`count-${resource}`}
    >
      <Button component={Link} to={createPath({ resource, type: 'list' })} size="small">
        View {label.replace(/^Total /, '').toLowerCase()}
      </Button>
    </Figure>
  )
}

type NewestLeadsProps<T> = {
  resource: string
  title: string
  empty: string
  line: (r: T) => string
}

/** A resource's newest leads, only for a role that may list them. */
function NewestLeads<T extends Lead>(props: NewestLeadsProps<T>) {
  return (
    <IfCan resource={props.resource}>
      <NewestLeadsCard<T> {...props} />
    </IfCan>
  )
}

function NewestLeadsCard<T extends Lead>(props: NewestLeadsProps<T>) {
  const { data, isPending } = useGetList<T>(props.resource, NEWEST)
  const createPath = useCreatePath()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {isPending ? (
          <Typography>Loading...</Typography>
        ) : !data?.length ? (
          <Typography>{props.empty}</Typography>
        ) : (
          <List dense>
            {data.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={props.line(r)}
                  secondary={formatNairobiDateTime(r.createdAt)}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Button
          component={Link}
          to={createPath({ resource: props.resource, type: 'list' })}
          size="small"
        >
          All {props.title.toLowerCase()}
        </Button>
      </CardContent>
    </Card>
  )
}

const QUICK = [
  { to: '/cars/create', label: 'Add Car', resource: 'cars', action: 'create' },
  { to: '/cars', label: 'Cars', resource: 'cars' },
  { to: '/brands', label: 'Brands', resource: 'brands' },
  { to: '/featured-cars', label: 'Featured Cars', resource: 'featured-cars' },
  { to: '/limited-offers', label: 'Limited Offers', resource: 'limited-offers' },
  { to: '/blogs', label: 'Blogs', resource: 'blogs' },
  { to: '/leads', label: 'Leads', resource: 'leads' },
  { to: '/contact-messages', label: 'Contact Messages', resource: 'contact-messages' },
  { to: '/import-requests', label: 'Import Requests', resource: 'import-requests' },
  { to: '/sell-requests', label: 'Sell Requests', resource: 'sell-requests' },
  { to: '/staff', label: 'Staff', resource: 'staff' },
  { to: '/audit-log', label: 'Audit log', resource: 'audit-log' },
] as const

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
}

function NewestLeadsSection() {
  // Sales and admins work the leads; the section is there only for them.
  const { canAccess } = useCanAccess({ resource: 'contact-messages', action: 'list' })
  if (!canAccess) return null
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Newest leads
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <NewestLeads<ContactMessage>
          resource="contact-messages"
          title="Contact Messages"
          empty="No contact messages found."
          line={(m) => `${personName(m.name)}: ${m.subject}`}
        />
        <NewestLeads<ImportRequest>
          resource="import-requests"
          title="Import Requests"
          empty="No import requests found."
          line={(r) => `${personName(r.name)}: ${r.carMake} ${r.carModel}`}
        />
        <NewestLeads<SellRequest>
          resource="sell-requests"
          title="Sell Requests"
          empty="No sell requests found."
          line={(r) => `${personName(r.name)}: ${r.carMake} ${r.carModel} (${r.carYear})`}
        />
      </Box>
    </>
  )
}

/** The catalogue's counts and a link to every area the role may open. */
function Overview({ first }: { first: boolean }) {
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: first ? 0 : 3, mb: 1 }}>
        Overview
      </Typography>
      <Box sx={grid}>
        <Count resource="cars" label="Total Cars" />
        <Count resource="brands" label="Brands" />
        <Count resource="featured-cars" label="Featured Cars" />
        <Count resource="limited-offers" label="Limited Offers" />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Quick actions
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {QUICK.map((q) => (
          <IfCan key={q.to} resource={q.resource} action={'action' in q ? q.action : 'list'}>
            <Button component={Link} to={`/admin${q.to}`} variant="outlined">
              {q.label}
            </Button>
          </IfCan>
        ))}
      </Box>
    </>
  )
}

/**
 * Whoever works leads (sales, admins) sees the day first: today's leads, follow-ups,
 * test drives and deposits, then the lead figures and the newest leads; the catalogue's
 * overview comes after. An editor, who works no leads, sees the overview alone.
 */
export function Dashboard() {
  const { canAccess: worksLeads, isPending } = useCanAccess({ resource: 'leads', action: 'list' })
  if (isPending) return null
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      {worksLeads ? (
        <>
          <LeadFigures />
          <NewestLeadsSection />
          <Overview first={false} />
        </>
      ) : (
        <Overview first />
      )}
    </Box>
  )
}
