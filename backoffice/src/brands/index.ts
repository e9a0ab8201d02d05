import LabelIcon from '@mui/icons-material/Label'
import { BrandCreate } from './BrandCreate'
import { BrandEdit } from './BrandEdit'
import { BrandList } from './BrandList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'brands',
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: LabelIcon,
} satisfies ConsoleResource
