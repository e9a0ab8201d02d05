// The console's list screens share one shape: an Add button, the error and empty states,
// a table without bulk actions, and per row Edit and Delete (with a confirmation that
// names the record). A list may open a row with a click, and show phones a simple list.
import { useMediaQuery, type Theme } from '@mui/material'
import type { ReactElement, ReactNode } from 'react'
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  List,
  TopToolbar,
  useRecordContext,
  type RaRecord,
  type SortPayload,
} from 'react-admin'
import { EmptyText } from './EmptyText'
import { ListError } from './ListError'

export function ResourceList({
  addLabel,
  emptyText,
  errorPrefix,
  filters,
  sort,
  perPage,
  rowClick = false,
  small,
  children,
}: {
  addLabel: string
  /** Shown with the Add button when the list is empty (react-admin's own page otherwise). */
  emptyText?: string
  /** "Error loading cars: ..." (default "Error: ..."). */
  errorPrefix?: string
  filters?: ReactElement[]
  sort: SortPayload
  perPage: number
  /** What a click on a row does (nothing by default). */
  rowClick?: 'edit' | false
  /** Shown instead of the table on a phone (a SimpleList). */
  small?: ReactElement
  children: ReactNode
}) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const add = <CreateButton label={addLabel} />
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<TopToolbar>{add}</TopToolbar>}
      sort={sort}
      perPage={perPage}
      error={<ListError prefix={errorPrefix} />}
      empty={emptyText ? <EmptyText text={emptyText} actions={add} /> : undefined}
    >
      {isSmall && small ? (
        small
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          {children}
        </Datagrid>
      )}
    </List>
  )
}

/** A row's Edit button, labelled with the record's name (a Datagrid column). */
export function EditRowButton<R extends RaRecord>({
  name,
}: {
  /** The column header (read by Datagrid). */
  label: string
  name: (record: R) => string
}) {
  const record = useRecordContext<R>()
  if (!record) return null
  return <EditButton record={record} aria-label={`Edit ${name(record)}`} />
}

/** Delete with the spec's confirmation, naming the record ("Delete 2023 BMW X5"). */
export function ConfirmDeleteButton<R extends RaRecord>({
  record,
  title,
  noun,
}: {
  record: R
  title: string
  /** "car" in "Are you sure you want to delete this car?" */
  noun: string
}) {
  return (
    <DeleteButton
      record={record}
      mutationMode="pessimistic"
      confirmTitle={`Delete ${title}`}
      confirmContent={`Are you sure you want to delete this ${noun}?`}
      aria-label={`Delete ${title}`}
    />
  )
}

/** A row's Edit and Delete buttons, labelled with the record's name (a Datagrid column). */
export function EditDeleteButtons<R extends RaRecord>({
  name,
  noun,
}: {
  /** The column header (read by Datagrid). */
  label: string
  name: (record: R) => string
  /** "car" in "Are you sure you want to delete this car?" */
  noun: string
}) {
  const record = useRecordContext<R>()
  if (!record) return null
  const title = name(record)
  return (
    <>
      <EditButton record={record} aria-label={`Edit ${title}`} />
      <ConfirmDeleteButton record={record} title={title} noun={noun} />
    </>
  )
}
