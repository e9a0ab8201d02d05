import LocalOfferIcon from '@mui/icons-material/LocalOffer'
import { LimitedOfferCreate } from './LimitedOfferCreate'
import { LimitedOfferList } from './LimitedOfferList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'limited-offers',
  list: LimitedOfferList,
  create: LimitedOfferCreate,
  icon: LocalOfferIcon,
} satisfies ConsoleResource
