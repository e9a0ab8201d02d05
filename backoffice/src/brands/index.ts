import LabelIcon from '@mui/icons-material/Label'
import { BrandCreate } from './BrandCreate'
import { BrandEdit } from './BrandEdit'
import { BrandList } from './BrandList'

export default {
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: LabelIcon,
  options: { label: 'Brands' },
}
