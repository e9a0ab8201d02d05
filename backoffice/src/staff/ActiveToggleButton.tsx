// Deactivate (signed out everywhere, no access) or reactivate a staff member, after a
// confirmation. The API refuses to deactivate the last active admin (409, notified).
import type { StaffMember } from '@dealership/api/contract'
import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin'

export function ActiveToggleButton() {
  const record = useRecordContext<StaffMember>()
  const [open, setOpen] = useState(false)
  const notify = useNotify()
  const [update, { isPending }] = useUpdate<StaffMember>()
  if (!record) return null
  const activate = !record.active
  const verb = activate ? 'Reactivate' : 'Deactivate'

  const confirm = () =>
    update(
      'staff',
      { id: record.id, data: { active: activate }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          notify(
            activate
              ? `${record.email} is active again.`
              : `${record.email} was deactivated and signed out.`,
            { type: 'success' },
          )
        },
        onError: (error) => {
          setOpen(false)
          notify(error instanceof Error ? error.message : String(error), { type: 'error' })
        },
      },
    )

  return (
    <>
      <Button
        label={verb}
        aria-label={`${verb} ${record.email}`}
        color={activate ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {activate ? <CheckCircleIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${verb} ${record.email}`}
        content={
          activate
            ? 'They will be able to sign in to the back office again, with their role.'
            : 'They will be signed out everywhere and cannot use the back office until reactivated.'
        }
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
