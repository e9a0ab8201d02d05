import StarIcon from '@mui/icons-material/Star'
import type { ConsoleResource } from '../lib/console-resources'
import { FeaturedCars } from './FeaturedCars'

export const resource = {
  name: 'featured-cars',
  icon: StarIcon,
  page: { element: FeaturedCars, access: 'list' },
} satisfies ConsoleResource
