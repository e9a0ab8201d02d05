import ManageHistoryIcon from '@mui/icons-material/ManageHistory'
import { AuditLogList } from './AuditLogList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'audit-log',
  list: AuditLogList,
  icon: ManageHistoryIcon,
} satisfies ConsoleResource
