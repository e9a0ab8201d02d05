// Shown once after adding a staff member: the temporary password (or reset link) is in
// no list, no record and no cache; closing this dialog is the last time it is seen.
import type { StaffCreated } from '@dealership/api/contract'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material'
import { useId } from 'react'
import { useNotify } from 'react-admin'
import { roleLabel } from './roles'

export function CreatedDialog(props: { created: StaffCreated | null; onClose: () => void }) {
  const titleId = useId()
  const notify = useNotify()
  const created = props.created
  if (!created) return null
  const { temporaryPassword: password, passwordResetLink: link } = created

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '')
      notify('Password copied', { type: 'info' })
    } catch {
      notify('Could not copy: select the password and copy it by hand', { type: 'warning' })
    }
  }

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      // Only Done (or Escape) closes it: a stray click must not lose the password.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') props.onClose()
      }}
    >
      <DialogTitle id={titleId}>Staff member added</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {created.email} was added as {roleLabel(created.role)}.
        </DialogContentText>
        {password ? (
          <>
            <Typography component="p" variant="body2">
              Temporary password:
            </Typography>
            <Box
              component="code"
              data-testid="temporary-password"
              sx={{
                display: 'block',
                my: 1,
                p: 1,
                fontSize: '1.2rem',
                bgcolor: 'grey.100',
                borderRadius: 1,
                userSelect: 'all',
                overflowWrap: 'anywhere',
              }}
            >
              {password}
            </Box>
          </>
        ) : null}
        {link ? (
          <Typography component="p" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {password
              ? 'Or they can choose their own password with this link: '
              : 'Password link: '}
            <Link href={link} target="_blank" rel="noreferrer">
              {link}
            </Link>
          </Typography>
        ) : null}
        {password || link ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            This is shown only once. Pass it on securely (in person or through a password manager,
            not by plain email or chat) and ask them to change the password after their first
            sign-in.
          </Alert>
        ) : (
          <DialogContentText>
            They already have an account and sign in with their own password.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {password ? <Button onClick={() => void copy()}>Copy password</Button> : null}
        <Button variant="contained" onClick={props.onClose} autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
