import ArticleIcon from '@mui/icons-material/Article'
import { BlogCreate } from './BlogCreate'
import { BlogEdit } from './BlogEdit'
import { BlogList } from './BlogList'
import type { ConsoleResource } from '../lib/console-resources'

export const resource = {
  name: 'blogs',
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: ArticleIcon,
} satisfies ConsoleResource
