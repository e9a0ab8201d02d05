// The options of the car filters (brands with their counts, years, fuels, ...), from a
// few index-only queries, cached until the data changes.
import { z } from 'zod'
import { BODY_STYLES, carFacetsRecord, type CarFacets } from '../../contract'
import type { Db } from '../../db/client'
import { pageGeneration } from '../../db/page-generation'

const facetCache = new WeakMap<Db, { version: string; facets: CarFacets }>()

/** The columns whose distinct values the filters offer; each leads an index. */
export type FacetColumn = 'year' | 'fuel' | 'condition' | 'drivetrain' | 'body_style'

/**
 * A column's distinct values, ascending, by skipping through the index the column leads
 * (a loose index scan): one index lookup per value instead of a read of every car's
 * entry. It runs after every write, in every thread that reads the facets
 * (docs/decisions/0006-listing-indexes.md). Same values and order as `select distinct ...
 * order by` (both compare with the column's collation).
 */
export function distinctValuesSql(column: FacetColumn): string {
  return `with recursive d(v) as (
      select min(${column}) from cars where ${column} is not null
      union all
      select (select min(${column}) from cars where ${column} > d.v) from d where d.v is not null
    ) select v from d where v is not null`
}

/** Filter options from a few index-only queries, cached until the data changes. */
export function carFacets(db: Db): CarFacets {
  const sqlite = db.$client
  const version = pageGeneration(db)
  const cached = facetCache.get(db)
  if (cached?.version === version) return cached.facets

  // Read through the contract's record of the answer: what SQLite hands back is checked.
  const { shape } = carFacetsRecord
  const distinct = <T>(column: FacetColumn, dir: 'asc' | 'desc', list: z.ZodType<T[]>) => {
    const values = list
      .parse(sqlite.prepare(distinctValuesSql(column)).pluck().all())
      .filter((v) => v !== '')
    return dir === 'asc' ? values : values.reverse()
  }
  // One indexed count per brand beats grouping every car row.
  const brandRows = shape.brands.parse(
    sqlite
      .prepare(
        `select b.key as key, b.name as name,
        (select count(*) from cars c where c.brand = b.key) as count
       from brands b order by b.name collate nocase, b.key`,
      )
      .all(),
  )
  // Any text here: only the enumeration's styles are offered, in its order.
  const bodyStyles = new Set(distinct('body_style', 'asc', z.array(z.string())))
  const facets: CarFacets = {
    brands: brandRows.filter((b) => b.count > 0),
    years: distinct('year', 'desc', shape.years),
    fuels: distinct('fuel', 'asc', shape.fuels),
    conditions: distinct('condition', 'asc', shape.conditions),
    drivetrains: distinct('drivetrain', 'asc', shape.drivetrains),
    bodyStyles: BODY_STYLES.filter((s) => bodyStyles.has(s)),
    total: shape.total.parse(sqlite.prepare('select count(*) from cars').pluck().get()),
  }
  facetCache.set(db, { version, facets })
  return facets
}
