// The five pages admins write (terms, privacy, about, true brand, careers): each with its
// address on the site, when it last changed and who changed it; a click opens it to edit.
// There are always the five: none is added or deleted.
import {
  formatNairobiDateTime,
  SITE_PAGE_PATHS,
  type SitePage,
  type StaffMember,
} from '@dealership/api/contract'
import { Datagrid, FunctionField, List, ReferenceField, SimpleList, TextField } from 'react-admin'
import { useMediaQuery, type Theme } from '@mui/material'
import { ListError } from '../layout/ListError'
import { EditRowButton } from '../layout/ResourceList'

const staffName = (s: StaffMember) => s.displayName || s.email

/** Who saved it last (a column: Datagrid reads its label). Nobody yet: the shipped text. */
function UpdatedBy(_column: { label: string }) {
  return (
    <ReferenceField<SitePage, StaffMember>
      source="updatedBy"
      reference="staff"
      link={false}
      emptyText="Nobody yet (shipped text)"
    >
      <FunctionField<StaffMember> render={staffName} />
    </ReferenceField>
  )
}

export function PageList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <List exporter={false} actions={false} pagination={false} perPage={100} error={<ListError />}>
      {isSmall ? (
        <SimpleList<SitePage>
          rowClick="edit"
          primaryText={(p) => p.title}
          secondaryText={(p) =>
            `${SITE_PAGE_PATHS[p.id]} · updated ${formatNairobiDateTime(p.updatedAt)}`
          }
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="Title" sortable={false} />
          <FunctionField<SitePage>
            label="On the site"
            render={(p) => SITE_PAGE_PATHS[p.id]}
            sortable={false}
          />
          <FunctionField<SitePage>
            source="updatedAt"
            label="Last updated"
            render={(p) => formatNairobiDateTime(p.updatedAt)}
            sortable={false}
          />
          <UpdatedBy label="Updated by" />
          <EditRowButton<SitePage> label="Actions" name={(p) => p.title} />
        </Datagrid>
      )}
    </List>
  )
}
