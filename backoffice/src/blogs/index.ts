import ArticleIcon from '@mui/icons-material/Article'
import { BlogCreate } from './BlogCreate'
import { BlogEdit } from './BlogEdit'
import { BlogList } from './BlogList'

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: ArticleIcon,
  options: { label: 'Blogs' },
}
