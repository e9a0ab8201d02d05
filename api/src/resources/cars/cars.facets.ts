// The options of the car filters (brands with their counts, years, fuels, ...), from a
// few index-only queries, cached until the data changes.
import { BODY_STYLES, type BodyStyle, type CarFacets } from '../../contract'
import { dataGeneration, type Db } from '../../db/client'

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
  const version = dataGeneration(db)
  const cached = facetCache.get(db)
  if (cached?.version === version) return cached.facets

  const distinct = <T>(column: FacetColumn, dir: 'asc' | 'desc') => {
    const values = (sqlite.prepare(distinctValuesSql(column)).pluck().all() as T[]).filter(
      (v) => v !== '',
    )
    return dir === 'asc' ? values : values.reverse()
  }
  // One indexed count per brand beats grouping every car row.
  const brandRows = sqlite
    .prepare(
      `select b.key as key, b.name as name,
        (select count(*) from cars c where c.brand = b.key) as count
       from brands b order by b.name collate nocase, b.key`,
    )
    .all() as CarFacets['brands']
  const bodyStyles = new Set(distinct<BodyStyle>('body_style', 'asc'))
  const facets: CarFacets = {
    brands: brandRows.filter((b) => b.count > 0),
    years: distinct<number>('year', 'desc'),
    fuels: distinct<string>('fuel', 'asc'),
    conditions: distinct<string>('condition', 'asc'),
    drivetrains: distinct<string>('drivetrain', 'asc'),
    bodyStyles: BODY_STYLES.filter((s) => bodyStyles.has(s)),
    total: (sqlite.prepare('select count(*) as n from cars').get() as { n: number }).n,
  }
  facetCache.set(db, { version, facets })
  return facets
}
