// A car's history and inspection: our inspection report, the imperfections photographed,
// and the documents that tell where the car has been (the auction sheet, certificates,
// the NTSA search, the KRA import entry, service records).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from '../../db/schema/util'
import { cars } from '../cars/cars.table'
import {
  CAR_AREAS,
  DOCUMENT_KINDS,
  type DocumentFields,
  type InspectionResults,
} from './kinds.contract'

/** Our own inspection: one report per car, replaced whole when the car is inspected again. */
export const carInspections = sqliteTable(
  'car_inspections',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    inspector: text('inspector').notNull(),
    /** YYYY-MM-DD. */
    inspectedOn: text('inspected_on').notNull(),
    odometerKm: integer('odometer_km').notNull(),
    /** Every point of the checklist by its id: its result, and a note and photo if any. */
    results: text('results', { mode: 'json' }).$type<InspectionResults>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('car_inspections_car_idx').on(t.carId)],
)

/** A scratch, dent or wear, photographed: shown with the gallery. */
export const carImperfections = sqliteTable(
  'car_imperfections',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** An uploaded image's address (POST /api/uploads), as the car's photos are. */
    photo: text('photo').notNull(),
    caption: text('caption').notNull(),
    area: text('area', { enum: CAR_AREAS }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('car_imperfections_car_idx').on(t.carId, t.position)],
)

/**
 * A document of the car's past, with the fields staff read from it. Its file is kept
 * under `fileKey` in the document store; `buyerVisible` says whether buyers may see it.
 */
export const carDocuments = sqliteTable(
  'car_documents',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The fields of its kind (kinds.contract.ts), by name. */
    fields: text('fields', { mode: 'json' }).$type<DocumentFields>().notNull(),
    buyerVisible: integer('buyer_visible', { mode: 'boolean' }).notNull().default(false),
    fileKey: text('file_key'),
    fileType: text('file_type', { enum: ['pdf', 'jpeg', 'png', 'webp'] }),
    fileBytes: integer('file_bytes'),
    filePages: integer('file_pages'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('car_documents_car_idx').on(t.carId, t.kind)],
)
