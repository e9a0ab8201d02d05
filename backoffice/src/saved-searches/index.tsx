// Saved searches: what visitors asked to be emailed about ("Email me new matches" on
// /cars), one row per search with the number of active alerts, most followed first.
// Counts only: the visitors' addresses stay with their alerts. Every role reads it.
import { formatNairobiTimestamp, type SearchDemand } from '@dealership/api/contract'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import {
  Box,
  Link,
  List as MuiList,
  ListItem,
  ListItemText,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { Datagrid, FunctionField, List, NumberField, useListContext } from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'
import type { ConsoleResource } from '../lib/console-resources'

const searchLink = (s: SearchDemand) => (
  <Link href={s.href} target="_blank" rel="noopener">
    {s.description}
  </Link>
)

/** Saved searches on a phone: the search, then its counts. */
function SavedSearchCards() {
  const { data } = useListContext<SearchDemand>()
  return (
    <MuiList>
      {(data ?? []).map((s) => (
        <ListItem key={s.id} divider>
          <ListItemText
            sx={{ overflowWrap: 'anywhere' }}
            primary={searchLink(s)}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {s.active} active ({s.daily} daily, {s.instant} at once) · {s.pending} awaiting
                  confirmation
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  Last asked {formatNairobiTimestamp(s.lastRequestedAt)}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </MuiList>
  )
}

function SavedSearchList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
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
      {isSmall ? (
        <SavedSearchCards />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<SearchDemand> source="description" label="Search" render={searchLink} />
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
      )}
    </List>
  )
}

export const resource = {
  name: 'saved-searches',
  list: SavedSearchList,
  icon: NotificationsActiveIcon,
} satisfies ConsoleResource
