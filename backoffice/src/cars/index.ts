import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import { CarCreate } from './CarCreate'
import { CarEdit } from './CarEdit'
import { CarList } from './CarList'

export default {
  list: CarList,
  create: CarCreate,
  edit: CarEdit,
  icon: DirectionsCarIcon,
  options: { label: 'Cars' },
}
