// The demo saved searches ("Email me new matches").
import type { SearchFilters } from '../contract'

/**
 * Visitors' saved searches ("Email me new matches"), as the console counts them: a
 * few confirmed, one still waiting for its confirmation, one stopped.
 */
export const DEMO_SAVED_SEARCHES: {
  email: string
  frequency: 'daily' | 'instant'
  status: 'pending' | 'active' | 'unsubscribed'
  filters: SearchFilters
}[] = [
  {
    email: 'amina.odhiambo@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { brand: 'land-rover' },
  },
  {
    email: 'kevin.mwangi@example.com',
    frequency: 'instant',
    status: 'active',
    filters: { brand: 'land-rover' },
  },
  {
    email: 'grace.wanjiku@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { fuel: 'Diesel', maxPrice: 15_000_000 },
  },
  {
    email: 'brian.otieno@example.com',
    frequency: 'instant',
    status: 'active',
    filters: { brand: 'mercedes-benz', condition: 'Used' },
  },
  {
    email: 'faith.njeri@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { monthly: 250_000 },
  },
  {
    email: 'daniel.kiprop@example.com',
    frequency: 'daily',
    status: 'pending',
    filters: { brand: 'porsche' },
  },
  {
    email: 'mercy.achieng@example.com',
    frequency: 'daily',
    status: 'unsubscribed',
    filters: { brand: 'bmw', fuel: 'Hybrid' },
  },
]
