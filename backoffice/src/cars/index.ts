import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import { CarCreate } from './CarCreate'
import { CarEdit } from './CarEdit'
import { CarList } from './CarList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'cars',
  list: CarList,
  create: CarCreate,
  edit: CarEdit,
  icon: DirectionsCarIcon,
} satisfies ConsoleResource
