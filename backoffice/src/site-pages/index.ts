// The pages admins write for the site: the terms, the privacy notice, about us, the true
// brand and careers (admins only; the API refuses every other role).
import DescriptionIcon from '@mui/icons-material/Description'
import type { ConsoleResource } from '../lib/console-resources'
import { PageEdit } from './PageEdit'
import { PageList } from './PageList'

export const resource = {
  name: 'site-pages',
  list: PageList,
  edit: PageEdit,
  icon: DescriptionIcon,
  recordRepresentation: 'title',
} satisfies ConsoleResource
