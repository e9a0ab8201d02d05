import PeopleIcon from '@mui/icons-material/People'
import { StaffCreate } from './StaffCreate'
import { StaffEdit } from './StaffEdit'
import { StaffList } from './StaffList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'staff',
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
} satisfies ConsoleResource
