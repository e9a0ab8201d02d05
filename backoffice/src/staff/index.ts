import PeopleIcon from '@mui/icons-material/People'
import { StaffCreate } from './StaffCreate'
import { StaffEdit } from './StaffEdit'
import { StaffList } from './StaffList'

export default {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: PeopleIcon,
  options: { label: 'Staff' },
  recordRepresentation: 'email',
}
