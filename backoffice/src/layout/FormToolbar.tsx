// The toolbar of every create and edit form: Save, and Cancel, which closes the form
// without saving (back to the list). A form may offer Delete too (on its edit page only,
// for a role that may delete), set apart at the far end, with the list's confirmation.
import {
  Button,
  SaveButton,
  Toolbar,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin'
import { ConfirmDeleteButton } from './ResourceList'

export type DeleteOption = {
  /** "car" in "Are you sure you want to delete this car?" */
  noun: string
  name: (record: RaRecord) => string
}

export function FormToolbar({ deletable }: { deletable?: DeleteOption } = {}) {
  const redirect = useRedirect()
  const resource = useResourceContext()
  const record = useRecordContext()
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton />
      <Button
        label="Cancel"
        size="medium"
        variant="outlined"
        // The toolbar is grey: the theme colour on it is too faint to read.
        color="inherit"
        onClick={() => redirect('list', resource)}
      />
      {deletable && record?.id != null ? (
        <span style={{ marginLeft: 'auto' }}>
          <ConfirmDeleteButton
            record={record}
            title={deletable.name(record)}
            noun={deletable.noun}
          />
        </span>
      ) : null}
    </Toolbar>
  )
}
