// Saved searches: what visitors asked to be emailed about ("Email me new matches" on
// /cars), one row per search with the number of active alerts, most followed first.
// Counts only: the visitors' addresses stay with their alerts. Every role reads it.
import { formatNairobiTimestamp, type SearchDemand } from '@dealership/api/contract'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import { Link } from '@mui/material'
import { Datagrid, FunctionField, List, NumberField } from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'

function SavedSearchList() {
  return (
    <List
      exporter={false}
      title="Saved searches"
      actions={false}
      sort={{ field: 'active', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading saved searches" />}
      empty={<EmptyText text="No saved searches yet." />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<SearchDemand>
          source="description"
          label="Search"
          render={(s) => (
            <Link href={s.href} target="_blank" rel="noopener">
              {s.description}
            </Link>
          )}
        />
        <NumberField source="active" label="Active alerts" />
        <FunctionField<SearchDemand>
          label="Daily / at once"
          sortable={false}
          render={(s) => `${s.daily} / ${s.instant}`}
        />
        <NumberField source="pending" label="Awaiting confirmation" />
        <FunctionField<SearchDemand>
          source="lastRequestedAt"
          label="Last asked (Nairobi)"
          render={(s) => formatNairobiTimestamp(s.lastRequestedAt)}
        />
      </Datagrid>
    </List>
  )
}

export const savedSearches = {
  list: SavedSearchList,
  icon: NotificationsActiveIcon,
  options: { label: 'Saved searches' },
}
