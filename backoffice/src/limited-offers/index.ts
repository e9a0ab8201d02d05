import LocalOfferIcon from '@mui/icons-material/LocalOffer'
import { LimitedOfferCreate } from './LimitedOfferCreate'
import { LimitedOfferList } from './LimitedOfferList'

export default {
  list: LimitedOfferList,
  create: LimitedOfferCreate,
  icon: LocalOfferIcon,
  options: { label: 'Limited Offers' },
}
