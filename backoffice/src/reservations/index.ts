import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import type { ConsoleResource } from '../lib/console-resources'
import { ReservationList } from './ReservationList'
import { ReservationShow } from './ReservationShow'

export const resource = {
  name: 'reservations',
  list: ReservationList,
  show: ReservationShow,
  icon: EventAvailableIcon,
} satisfies ConsoleResource
