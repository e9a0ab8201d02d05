// A resource's create and edit pages, the same for every form: the API's errors in red
// above the form, a notice once saved, then back to the list. Edits wait for the API
// (pessimistic) and show the record's history in the top bar.
import type { ReactNode } from 'react'
import { Create, Edit, type RaRecord, type TransformData, TopToolbar } from 'react-admin'
import { HistoryButton } from '../audit-log/HistoryButton'
import { useSaveHandlers } from './mutation'

type ResourcePageProps<T extends RaRecord> = {
  title: string
  /** The form's values as the API takes them. */
  transform?: TransformData
  /** The notice once saved, or made from the saved record to name it. */
  savedMessage?: string | ((saved: T) => string)
  /** The form. */
  children: ReactNode
}

/** `record`: the values a new record starts from. */
export function ResourceCreate<T extends RaRecord = RaRecord>({
  title,
  transform,
  savedMessage,
  record,
  children,
}: ResourcePageProps<T> & { record?: Partial<T> }) {
  const { mutationOptions, errorAlert } = useSaveHandlers(savedMessage)
  return (
    <Create<T>
      title={title}
      record={record}
      transform={transform}
      mutationOptions={mutationOptions}
    >
      {errorAlert}
      {children}
    </Create>
  )
}

/**
 * `actions`: buttons of the page's own, before History; `notifyErrors`: errors also as a
 * notification, for those that concern more than this form.
 */
export function ResourceEdit<T extends RaRecord = RaRecord>({
  title,
  transform,
  savedMessage,
  actions,
  notifyErrors = false,
  children,
}: ResourcePageProps<T> & { actions?: ReactNode; notifyErrors?: boolean }) {
  const { mutationOptions, errorAlert } = useSaveHandlers(savedMessage, { notifyErrors })
  return (
    <Edit<T>
      title={title}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      actions={
        <TopToolbar>
          {actions}
          <HistoryButton />
        </TopToolbar>
      }
    >
      {errorAlert}
      {children}
    </Edit>
  )
}
