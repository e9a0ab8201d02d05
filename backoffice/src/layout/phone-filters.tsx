// A list's filters by screen: on a laptop every filter shows above the list; on a phone
// only those always on (the search), the rest behind a Filter button in its toolbar.
import { useMediaQuery, type Theme } from '@mui/material'
import type { ReactElement } from 'react'
import { FilterButton } from 'react-admin'

/** The list's filters, with `alwaysOn` for those a phone hides behind the button. */
export type FiltersFor = (alwaysOn: boolean) => ReactElement[]

/** A hook for one list: whether the screen is a phone, its filters, and the button. */
export function phoneAwareFilters(filtersFor: FiltersFor) {
  const wide = filtersFor(true)
  const phone = filtersFor(false)
  return function useListFilters() {
    const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
    return {
      isSmall,
      filters: isSmall ? phone : wide,
      filterButton: isSmall ? <FilterButton /> : null,
    }
  }
}
