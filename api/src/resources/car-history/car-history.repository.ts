// A car's history rows, and the history as staff and as buyers read it: one function
// decides what buyers may see, the mileage rule and the badges come from the contract.
import { and, asc, eq } from 'drizzle-orm'
import {
  DOCUMENT_KIND_INFO,
  historyBadges,
  mileageCheck,
  type CarDocument,
  type CarHistory,
  type Inspection,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { nowIso } from '../../db/schema/util'
import type { z } from 'zod'
import type { documentInput, imperfectionInput, inspectionInput } from './car-history.contract'
import { carDocuments, carImperfections, carInspections } from './car-history.table'
import { rowsById } from '../rows'

type InspectionRow = typeof carInspections.$inferSelect
type DocumentRow = typeof carDocuments.$inferSelect

function toInspection(row: InspectionRow): Inspection {
  const { carId: _carId, createdAt: _createdAt, ...rest } = row
  return rest
}

function toDocument(row: DocumentRow, reader: 'staff' | 'buyer'): CarDocument {
  const fileShown =
    row.fileKey !== null &&
    row.fileType !== null &&
    (reader === 'staff' || !DOCUMENT_KIND_INFO[row.kind].fileNamesOwners)
  return {
    id: row.id,
    kind: row.kind,
    fields: row.fields,
    buyerVisible: row.buyerVisible,
    file: fileShown
      ? { type: row.fileType!, bytes: row.fileBytes ?? 0, pages: row.filePages }
      : null,
    updatedAt: row.updatedAt,
  }
}

export function findInspection(db: Queryable, carId: string): Inspection | null {
  const row = db.select().from(carInspections).where(eq(carInspections.carId, carId)).get()
  return row ? toInspection(row) : null
}

/**
 * The car's history for `reader`: staff read every record; buyers the inspection, the
 * imperfections and the documents staff made visible (a document whose file names
 * owners shows its fields, never its file). The mileage holds only if every record's
 * readings hold, whoever reads; the series a buyer reads has the records they may see.
 */
export function carHistory(
  db: Queryable,
  car: { id: string; mileage: number | null },
  reader: 'staff' | 'buyer',
): CarHistory {
  const inspection = findInspection(db, car.id)
  const imperfections = db
    .select({
      id: carImperfections.id,
      photo: carImperfections.photo,
      caption: carImperfections.caption,
      area: carImperfections.area,
    })
    .from(carImperfections)
    .where(eq(carImperfections.carId, car.id))
    .orderBy(asc(carImperfections.position), asc(carImperfections.createdAt))
    .all()
  const rows = db
    .select()
    .from(carDocuments)
    .where(eq(carDocuments.carId, car.id))
    .orderBy(asc(carDocuments.createdAt), asc(carDocuments.id))
    .all()
  const all = rows.map((row) => toDocument(row, reader))
  const whole = mileageCheck(inspection, all, car.mileage)
  const documents = reader === 'staff' ? all : all.filter((d) => d.buyerVisible)
  const mileage = reader === 'staff' ? whole : mileageCheck(inspection, documents, car.mileage)
  const mileageVerified = whole.consistent && mileage.readings.length >= 2
  const history = { carId: car.id, inspection, imperfections, documents, mileage, mileageVerified }
  return { ...history, badges: historyBadges(history) }
}

/** The car's inspection written: the first report, or the new one in its place. */
export function saveInspection(
  tx: Queryable,
  carId: string,
  input: z.output<typeof inspectionInput>,
): Inspection {
  const values = { ...input, updatedAt: nowIso() }
  const row = tx
    .insert(carInspections)
    .values({ carId, ...values })
    .onConflictDoUpdate({ target: carInspections.carId, set: values })
    .returning()
    .get()
  return toInspection(row)
}

export function deleteInspection(tx: Queryable, carId: string): void {
  tx.delete(carInspections).where(eq(carInspections.carId, carId)).run()
}

/** The imperfection added last, after the car's others. */
export function addImperfection(
  tx: Queryable,
  carId: string,
  input: z.output<typeof imperfectionInput>,
) {
  const last = tx
    .select({ position: carImperfections.position })
    .from(carImperfections)
    .where(eq(carImperfections.carId, carId))
    .orderBy(asc(carImperfections.position))
    .all()
    .at(-1)
  return tx
    .insert(carImperfections)
    .values({ carId, ...input, position: (last?.position ?? -1) + 1 })
    .returning()
    .get()
}

export function findImperfection(db: Queryable, carId: string, id: string) {
  return db
    .select()
    .from(carImperfections)
    .where(and(eq(carImperfections.carId, carId), eq(carImperfections.id, id)))
    .get()
}

export const removeImperfection = rowsById(carImperfections, carImperfections.id).remove

export function findDocument(db: Queryable, carId: string, id: string): DocumentRow | undefined {
  return db
    .select()
    .from(carDocuments)
    .where(and(eq(carDocuments.carId, carId), eq(carDocuments.id, id)))
    .get()
}

const documentRows = rowsById(carDocuments, carDocuments.id)

export function addDocument(
  tx: Queryable,
  carId: string,
  input: z.output<typeof documentInput>,
): CarDocument {
  return toDocument(documentRows.insert(tx, { carId, ...input }), 'staff')
}

/** A document's kind, fields and visibility changed; its file stays. */
export function updateDocument(
  tx: Queryable,
  id: string,
  input: z.output<typeof documentInput>,
): CarDocument {
  return toDocument(documentRows.update(tx, id, { ...input, updatedAt: nowIso() })!, 'staff')
}

export const removeDocument = documentRows.remove
