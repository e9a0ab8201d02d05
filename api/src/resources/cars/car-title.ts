import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands } from '../brands/brands.table'
import { cars } from './cars.table'

/** "2023 Mercedes-Benz AMG G 63": a car as staff and mail name it (join brands). */
export const carTitle = sql<string>`${cars.year} || ' ' || coalesce(${brands.name}, ${cars.brand}) || ' ' || ${cars.model}`

/** The car's id and title, or null when there is no such car. */
export function findCarTitle(db: Queryable, carId: string): { id: string; title: string } | null {
  return (
    db
      .select({ id: cars.id, title: carTitle })
      .from(cars)
      .leftJoin(brands, eq(brands.key, cars.brand))
      .where(eq(cars.id, carId))
      .get() ?? null
  )
}
