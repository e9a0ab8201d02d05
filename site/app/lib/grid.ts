// How many columns a grid of a known number of items takes on a wide screen (the
// `data-cols` rules of styles.css), so that its rows are full rather than the last one
// short of the others.

/** The column counts styles.css has rules for (`.grid[data-cols='N']`). */
export const GRID_COLUMNS = { min: 2, max: 6 } as const

/** The columns of cards a wide screen shows, as `.grid`'s auto-fill makes of the page. */
export const CARD_COLUMNS = 4

/**
 * All the items on one row when they fit in `max` columns; otherwise the most columns
 * (from `max` down to `min`) that leave the fewest empty cells on the last row: ten
 * brands in five columns, not three rows of four, four and two.
 */
export function fullRowColumns(count: number, max: number, min: number = GRID_COLUMNS.min): number {
  const top = Math.min(Math.max(max, min), GRID_COLUMNS.max)
  if (count <= top) return Math.max(count, min)
  const empty = (columns: number) => (columns - (count % columns)) % columns
  let best = top
  for (let columns = top - 1; columns >= min; columns--) {
    if (empty(columns) < empty(best)) best = columns
  }
  return best
}
