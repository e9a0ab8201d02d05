// "History": a record's entries in the audit log (admins only).
import HistoryIcon from '@mui/icons-material/History'
import { Button, LinkBase, useCreatePath, useRecordContext, useResourceContext } from 'react-admin'
import { IfCan } from '../layout/role-gates'
import { AUDIT_RESOURCE, historySearch } from '../lib/audit'

export function HistoryButton(props: { resource?: string; label?: string; 'aria-label'?: string }) {
  const record = useRecordContext()
  const contextResource = useResourceContext()
  const resource = props.resource ?? contextResource
  const createPath = useCreatePath()
  if (!record || record.id == null || !resource) return null
  const to = `${createPath({ resource: AUDIT_RESOURCE, type: 'list' })}${historySearch(resource, record.id)}`
  return (
    <IfCan resource={AUDIT_RESOURCE} action="list">
      {/* A link: without a link component, `to` renders an <a> with no href that goes nowhere. */}
      <Button
        component={LinkBase}
        to={to}
        label={props.label ?? 'History'}
        aria-label={props['aria-label'] ?? props.label ?? 'History'}
      >
        <HistoryIcon />
      </Button>
    </IfCan>
  )
}
