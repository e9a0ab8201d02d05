// The toolbar of every create and edit form: Save, and Cancel, which closes the form
// without saving (back to the list). Deleting is done from the list, with its confirm.
import { Button, SaveButton, Toolbar, useRedirect, useResourceContext } from 'react-admin'

export function FormToolbar() {
  const redirect = useRedirect()
  const resource = useResourceContext()
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
    </Toolbar>
  )
}
