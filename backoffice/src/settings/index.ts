// One record each, edited in place on a page of its own: the menu shows it to a role
// that may edit it (anyone may read the figures).
import CalculateIcon from '@mui/icons-material/Calculate'
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import StorefrontIcon from '@mui/icons-material/Storefront'
import type { ConsoleResource } from '../lib/console-resources'
import { DealerSettingsPage } from './DealerSettings'
import { FinanceSettingsPage } from './FinanceSettings'
import { ReservationSettingsPage } from './ReservationSettings'

export const resources: ConsoleResource[] = [
  {
    name: 'finance-settings',
    icon: CalculateIcon,
    page: { element: FinanceSettingsPage, access: 'edit' },
  },
  {
    name: 'dealer-settings',
    icon: StorefrontIcon,
    page: { element: DealerSettingsPage, access: 'edit' },
  },
  {
    name: 'reservation-settings',
    icon: EventAvailableIcon,
    page: { element: ReservationSettingsPage, access: 'edit' },
  },
]
