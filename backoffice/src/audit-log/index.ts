import ManageHistoryIcon from '@mui/icons-material/ManageHistory'
import { AuditLogList } from './AuditLogList'

export default {
  list: AuditLogList,
  icon: ManageHistoryIcon,
  options: { label: 'Audit log' },
}
