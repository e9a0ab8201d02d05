// A list's filters by screen: on a laptop every filter shows above the list; on a phone
// only those always on (the search), the rest behind a Filter button in its toolbar.
import { useMediaQuery, type Theme } from '@mui/material'
import type { ReactElement } from 'react'
import { DateInput, FilterButton, SelectInput } from 'react-admin'

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

type Choice = { id: string; name: string }

/** A filter that picks one of `choices`, keyed by its source. */
export function choiceFilter(
  { source, label, choices }: { source: string; label: string; choices: Choice[] },
  alwaysOn: boolean,
) {
  return (
    <SelectInput key={source} source={source} label={label} choices={choices} alwaysOn={alwaysOn} />
  )
}

/** "From" and "To" days (inclusive), on the list's `from` and `to` parameters. */
export function dayRangeFilters({ from, to }: { from: string; to: string }, alwaysOn: boolean) {
  return [
    <DateInput key={from} source={from} label="From" alwaysOn={alwaysOn} />,
    <DateInput key={to} source={to} label="To" alwaysOn={alwaysOn} />,
  ]
}
