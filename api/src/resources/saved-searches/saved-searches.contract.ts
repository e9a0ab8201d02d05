// What a visitor sends to follow a car search by email, and how often.
import { z } from 'zod'
import { ALERT_FREQUENCIES } from '../../contract/options'
import {
  CAR_SEARCH,
  type CarSearchIntKey,
  type CarSearchKey,
  type CarSearchTextKey,
  TEXT_MAX,
} from '../../contract/search-filters'
import { emailAddress, integer, withoutControl } from '../../contract/inputs/fields'

const FREQUENCY_MESSAGE = 'Choose how often to hear about new matches'
const alertFrequency = z.enum(ALERT_FREQUENCIES, {
  errorMap: () => ({ message: FREQUENCY_MESSAGE }),
})
const filterChoice = (key: CarSearchTextKey) =>
  withoutControl(
    z
      .string({ invalid_type_error: `${CAR_SEARCH[key].label} must be text` })
      .trim()
      .min(1, `${CAR_SEARCH[key].label} must not be empty`)
      .max(TEXT_MAX, `${CAR_SEARCH[key].label} must be at most ${TEXT_MAX} characters`),
    CAR_SEARCH[key].label,
    'line',
  ).optional()
const filterNumber = (key: CarSearchIntKey) => {
  const { label, min, max } = CAR_SEARCH[key]
  return integer(label, min, max).optional()
}

/** The /cars filters a saved search keeps (contract/alerts.ts); unknown ones are refused. */
export const searchFiltersInput = z
  .object({
    brand: filterChoice('brand').transform((v) => v?.toLowerCase()),
    year: filterNumber('year'),
    fuel: filterChoice('fuel'),
    condition: filterChoice('condition'),
    drivetrain: filterChoice('drivetrain'),
    bodyStyle: filterChoice('bodyStyle'),
    minPrice: filterNumber('minPrice'),
    maxPrice: filterNumber('maxPrice'),
    monthly: filterNumber('monthly'),
  } satisfies Record<CarSearchKey, z.ZodTypeAny>)
  .strict('Only the filters of the car list can be saved')
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'The minimum price must not be above the maximum',
    path: ['minPrice'],
  })

/** "Email me new matches": who to write to, how often, and the search. */
export const savedSearchInput = z.object({
  email: emailAddress,
  frequency: alertFrequency,
  filters: searchFiltersInput.default({}),
})
export type SavedSearchInput = z.input<typeof savedSearchInput>

/** The private link's one change besides stopping: how often. */
export const alertFrequencyInput = z.object({ frequency: alertFrequency })
