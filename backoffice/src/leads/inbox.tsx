// The one lead inbox: every kind of lead in a table, newest first, filtered by kind,
// status, assignee and day, searchable, with "My leads", a bulk status change and a CSV
// export of what the filters show. A row opens the lead's page.
import {
  LEAD_KIND_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  formatNairobiDate,
  formatNairobiDateTime,
  formatNairobiSortable,
  type Brand,
  type Car,
  type CsvColumns,
  type Lead,
  type LeadStatus,
} from '@dealership/api/contract'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState } from 'react'
import {
  Datagrid,
  DateInput,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useGetIdentity,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
  type Exporter,
} from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'
import { downloadCsv } from '../lib/csv-export'
import { choicesFrom } from '../lib/lists'
import { fetchAssignees, useAssignees } from './assignees'

export const kindChoices = choicesFrom(LEAD_KIND_LABELS)
export const statusChoices = choicesFrom(LEAD_STATUS_LABELS)

function AssigneeFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...rest } = props
  const { assignees, isPending } = useAssignees()
  const choices = [{ id: 'none', name: 'Unassigned' }, ...assignees]
  return <SelectInput {...rest} choices={choices} isPending={isPending} />
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email, phone or reference" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={kindChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <AssigneeFilter key="assigneeId" source="assigneeId" label="Assignee" alwaysOn />,
  <DateInput key="from" source="createdAt_gte" label="From" alwaysOn />,
  <DateInput key="to" source="createdAt_lte" label="To" alwaysOn />,
]

/** Shows only the signed-in staff member's leads, or every lead again. */
function MyLeadsButton() {
  const { data: identity } = useGetIdentity()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  if (!identity) return null
  const mine = filterValues.assigneeId === identity.id
  const toggle = () => {
    const { assigneeId: _drop, ...rest } = filterValues as Record<string, unknown>
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

/** What a lead's row of the export needs besides the lead: its car's and assignee's names. */
type LeadNames = { car: (id: string | null) => string; assignee: (id: string | null) => string }

export const leadCsvColumns = (names: LeadNames): CsvColumns<Lead> => [
  ['Reference', (l) => l.reference ?? ''],
  ['Kind', (l) => LEAD_KIND_LABELS[l.kind] ?? l.kind],
  ['Status', (l) => LEAD_STATUS_LABELS[l.status] ?? l.status],
  ['Received (Nairobi)', (l) => formatNairobiSortable(l.createdAt)],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email ?? ''],
  ['Phone', (l) => l.phone ?? ''],
  ['Car', (l) => names.car(l.carId)],
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
  const brandName = new Map(brands.data.map((b) => [b.key, b.name]))
  const carTitle = new Map(
    cars.data.map((c) => [c.id, `${c.year} ${brandName.get(c.brand) ?? c.brand} ${c.model}`]),
  )
  const staffName = new Map(assignees.map((a) => [a.id, a.name]))
  const names: LeadNames = {
    car: (id) => (id ? (carTitle.get(id) ?? 'Car no longer listed') : ''),
    assignee: (id) => (id ? (staffName.get(id) ?? 'Former staff') : 'Unassigned'),
  }
  downloadCsv('leads', leadCsvColumns(names), leads)
}

export function LeadInboxList() {
  return (
    <List
      title="Leads"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={exportLeads}
      actions={
        <TopToolbar>
          <MyLeadsButton />
          <ExportButton maxResults={1000} />
        </TopToolbar>
      }
      error={<ListError prefix="Error loading leads" />}
      empty={<EmptyText text="No leads found." />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkStatusButton />}>
        <FunctionField<Lead>
          source="kind"
          label="Kind"
          render={(r) => LEAD_KIND_LABELS[r.kind] ?? r.kind}
        />
        <TextField source="name" label="Name" />
        <FunctionField<Lead>
          label="Contact"
          sortable={false}
          render={(r) => [r.phone, r.email].filter(Boolean).join(' · ') || 'N/A'}
        />
        <FunctionField<Lead>
          label="Car"
          sortable={false}
          render={(r) => (r.carId ? (r.reference ?? 'Yes') : '-')}
        />
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
          render={(r) => formatNairobiDate(r.nextFollowUp, '-')}
        />
        <FunctionField<Lead>
          source="createdAt"
          label="Created"
          render={(r) => formatNairobiDateTime(r.createdAt)}
        />
      </Datagrid>
    </List>
  )
}
