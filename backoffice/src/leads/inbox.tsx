// The one lead inbox: every kind of lead in a table, newest first, filtered by kind,
// status, assignee and day, searchable, with "My leads", a bulk status change and a CSV
// export of what the filters show. A row opens the lead's page. On a phone the leads are
// a list of cards, and every filter but the search waits behind "Add filter".
import {
  LEAD_KIND_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  RESERVATION_STATUS_LABELS,
  formatKenyanDate,
  formatNairobiDateTime,
  formatNairobiSortable,
  type Brand,
  type Car,
  type CsvColumns,
  csvPhone,
  type Lead,
  type LeadStatus,
} from '@dealership/api/contract'
import { Box, Button, Menu, MenuItem } from '@mui/material'
import { useState } from 'react'
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useGetIdentity,
  useGetManyAggregate,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
  type Exporter,
} from 'react-admin'
import { carTitle, useBrandNames } from '../cars/car-names'
import { EmptyText } from '../layout/EmptyText'
import { choiceFilter, dayRangeFilters, phoneAwareFilters } from '../layout/phone-filters'
import { ListError } from '../layout/ListError'
import { downloadCsv } from '../lib/csv-export'
import { choicesFrom, personName } from '../lib/lists'
import { ReservationStatusChip } from '../reservations/ReservationList'
import { fetchAssignees, useAssignees } from './assignees'

export const kindChoices = choicesFrom(LEAD_KIND_LABELS)
export const statusChoices = choicesFrom(LEAD_STATUS_LABELS)

function AssigneeFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...rest } = props
  const { assignees, isPending } = useAssignees()
  const choices = [{ id: 'none', name: 'Unassigned' }, ...assignees]
  return <SelectInput {...rest} choices={choices} isPending={isPending} />
}

/** The filters; on a phone only the search shows, the rest wait behind "Add filter". */
const leadFilters = (alwaysOn: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email, phone or reference" />,
  choiceFilter({ source: 'kind', label: 'Kind', choices: kindChoices }, alwaysOn),
  choiceFilter({ source: 'status', label: 'Status', choices: statusChoices }, alwaysOn),
  <AssigneeFilter key="assigneeId" source="assigneeId" label="Assignee" alwaysOn={alwaysOn} />,
  ...dayRangeFilters({ from: 'createdAt_gte', to: 'createdAt_lte' }, alwaysOn),
]
const useListFilters = phoneAwareFilters(leadFilters)

/** Shows only the signed-in staff member's leads, or every lead again. */
function MyLeadsButton() {
  const { data: identity } = useGetIdentity()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  if (!identity) return null
  const mine = filterValues.assigneeId === identity.id
  const toggle = () => {
    const { assigneeId: _drop, ...rest }: Record<string, unknown> = filterValues
    setFilters(mine ? rest : { ...rest, assigneeId: identity.id }, displayedFilters)
  }
  return (
    <Button size="small" onClick={toggle} aria-pressed={mine}>
      {mine ? 'All leads' : 'My leads'}
    </Button>
  )
}

/** Sets the status of every selected lead. */
function BulkStatusButton() {
  const { selectedIds } = useListContext()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [updateMany, { isPending }] = useUpdateMany()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll('leads')
  const choose = (status: LeadStatus) => {
    setAnchor(null)
    updateMany(
      'leads',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${selectedIds.length} lead(s) marked ${LEAD_STATUS_LABELS[status]}`)
          unselectAll()
          refresh()
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    )
  }
  return (
    <>
      <Button
        size="small"
        disabled={isPending}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Set status
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} onClick={() => choose(status)}>
            {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

function AssigneeName({ id }: { id: string | null }) {
  const { assignees } = useAssignees()
  if (!id) return <>Unassigned</>
  return <>{assignees.find((a) => a.id === id)?.name ?? 'Former staff'}</>
}

const CAR_GONE = 'Car no longer listed'

/**
 * The car an import or sell request names, not one of ours: "To import: 2022 Lexus LX
 * 600", "Their car: 2019 Toyota Land Cruiser Prado"; null for other leads.
 */
export function namedCarText(lead: Pick<Lead, 'kind' | 'carText'>): string | null {
  if (!lead.carText) return null
  return lead.kind === 'import' ? `To import: ${lead.carText}` : `Their car: ${lead.carText}`
}

/** The car a lead is about, by name ("2023 Land Rover Range Rover"); "-" for none. */
function LeadCar({ lead }: { lead: Pick<Lead, 'kind' | 'carId' | 'carText'> }) {
  const id = lead.carId
  const brandName = useBrandNames()
  // One request for the whole page's cars (react-admin batches getMany).
  const { data, isPending } = useGetManyAggregate<Car>(
    'cars',
    { ids: id ? [id] : [] },
    { enabled: !!id },
  )
  if (!id) return <>{namedCarText(lead) ?? '-'}</>
  if (isPending) return null
  const car = data?.find((c) => c?.id === id)
  return <>{car ? carTitle(car, brandName) : CAR_GONE}</>
}

/** What a lead's row of the export needs besides the lead: its car's and assignee's names. */
type LeadNames = { car: (id: string | null) => string; assignee: (id: string | null) => string }

export const leadCsvColumns = (names: LeadNames): CsvColumns<Lead> => [
  ['Reference', (l) => l.reference ?? ''],
  ['Kind', (l) => LEAD_KIND_LABELS[l.kind] ?? l.kind],
  // A reservation's deposit, as its Kind cell shows it: a column of its own to sort by.
  ['Deposit', (l) => (l.paymentStatus ? RESERVATION_STATUS_LABELS[l.paymentStatus] : '')],
  ['Status', (l) => LEAD_STATUS_LABELS[l.status] ?? l.status],
  ['Received (Nairobi)', (l) => formatNairobiSortable(l.createdAt)],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email ?? ''],
  ['Phone', (l) => csvPhone(l.phone)],
  ['Car', (l) => names.car(l.carId) || (namedCarText(l) ?? '')],
  ['Message', (l) => l.message ?? ''],
  ['Assignee', (l) => names.assignee(l.assigneeId)],
  ['Next follow-up', (l) => l.nextFollowUp ?? ''],
  ['First contact (Nairobi)', (l) => formatNairobiSortable(l.firstContactAt)],
]

/** The inbox's Export: what the filters show, with names instead of ids. */
const exportLeads: Exporter<Lead> = async (leads, _related, dataProvider) => {
  const carIds = [...new Set(leads.flatMap((l) => (l.carId ? [l.carId] : [])))]
  const [cars, brands, assignees] = await Promise.all([
    carIds.length ? dataProvider.getMany<Car>('cars', { ids: carIds }) : { data: [] },
    dataProvider.getList<Brand>('brands', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    }),
    fetchAssignees(),
  ])
  const brandNames = new Map(brands.data.map((b) => [b.key, b.name]))
  const brandName = (key: string) => brandNames.get(key) ?? key
  const titles = new Map(cars.data.map((c) => [c.id, carTitle(c, brandName)]))
  const staffName = new Map(assignees.map((a) => [a.id, a.name]))
  const names: LeadNames = {
    car: (id) => (id ? (titles.get(id) ?? CAR_GONE) : ''),
    assignee: (id) => (id ? (staffName.get(id) ?? 'Former staff') : 'Unassigned'),
  }
  downloadCsv('leads', leadCsvColumns(names), leads)
}

/** The kind in words; a reservation's with where its deposit stands ("Reservation (Paid)"). */
export const kindText = (lead: Pick<Lead, 'kind' | 'paymentStatus'>) => {
  const kind = LEAD_KIND_LABELS[lead.kind] ?? lead.kind
  return lead.paymentStatus ? `${kind} (${RESERVATION_STATUS_LABELS[lead.paymentStatus]})` : kind
}

/** The Kind cell: a reservation's deposit status under its kind, as on its own page. */
function LeadKindText({ lead }: { lead: Lead }) {
  if (!lead.paymentStatus) return <>{LEAD_KIND_LABELS[lead.kind] ?? lead.kind}</>
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {LEAD_KIND_LABELS[lead.kind]}
      </Box>
      <ReservationStatusChip status={lead.paymentStatus} />
    </>
  )
}

/** An email that may wrap after its @ (never inside a name), as a narrow column needs. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/**
 * How to reach the customer: the phone on one line (never broken), the email below it,
 * so the column stays narrow enough for the whole table at 1280 px.
 */
function LeadContact({ lead }: { lead: Lead }) {
  if (!lead.phone && !lead.email) return <>N/A</>
  return (
    <>
      {lead.phone ? (
        <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {lead.phone}
        </Box>
      ) : null}
      {lead.email ? (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'break-word' }}>
          <EmailText email={lead.email} />
        </Box>
      ) : null}
    </>
  )
}

/** A lead on a phone: who, what and when, with its car. */
function LeadCards() {
  return (
    <SimpleList<Lead>
      rowClick="edit"
      primaryText={(r) => personName(r.name)}
      secondaryText={(r) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {kindText(r)} · {LEAD_STATUS_LABELS[r.status] ?? r.status} ·{' '}
            <AssigneeName id={r.assigneeId} />
          </Box>
          {r.carId || r.carText ? (
            <Box component="span" sx={{ display: 'block' }}>
              <LeadCar lead={r} />
            </Box>
          ) : null}
        </>
      )}
      tertiaryText={(r) => formatNairobiDateTime(r.createdAt)}
      sx={{ '& .MuiListItemText-root': { minWidth: 0 } }}
    />
  )
}

export function LeadInboxList() {
  const { isSmall, filters, filterButton } = useListFilters()
  return (
    <List
      title="Leads"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={exportLeads}
      actions={
        <TopToolbar>
          {filterButton}
          <MyLeadsButton />
          <ExportButton maxResults={1000} />
        </TopToolbar>
      }
      error={<ListError prefix="Error loading leads" />}
      empty={<EmptyText text="No leads found." />}
    >
      {isSmall ? (
        <LeadCards />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkStatusButton />}>
          <FunctionField<Lead>
            source="kind"
            label="Kind"
            render={(r) => <LeadKindText lead={r} />}
          />
          <FunctionField<Lead> label="Name" sortBy="name" render={(r) => personName(r.name)} />
          <FunctionField<Lead>
            label="Contact"
            sortable={false}
            render={(r) => <LeadContact lead={r} />}
          />
          <FunctionField<Lead> label="Car" sortable={false} render={(r) => <LeadCar lead={r} />} />
          <FunctionField<Lead>
            source="status"
            label="Status"
            render={(r) => LEAD_STATUS_LABELS[r.status] ?? r.status}
          />
          <FunctionField<Lead>
            label="Assignee"
            sortable={false}
            render={(r) => <AssigneeName id={r.assigneeId} />}
          />
          <FunctionField<Lead>
            source="nextFollowUp"
            label="Next follow-up"
            render={(r) => formatKenyanDate(r.nextFollowUp, '-')}
          />
          <FunctionField<Lead>
            source="createdAt"
            label="Created"
            render={(r) => formatNairobiDateTime(r.createdAt)}
          />
        </Datagrid>
      )}
    </List>
  )
}
