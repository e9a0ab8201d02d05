// What visitors send: contact messages, import requests and sell requests.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import {
  CONTACT_SUBJECTS,
  IMPORT_BUDGETS,
  PREFERRED_CONTACTS,
  SELL_CONDITIONS,
} from '../../contract/options'
import { cars } from './catalog'
import { createdAt, id } from './util'

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject', { enum: CONTACT_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)

export const importRequests = sqliteTable(
  'import_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year'),
    budget: text('budget', { enum: IMPORT_BUDGETS }).notNull(),
    additionalInfo: text('additional_info'),
    createdAt: createdAt(),
  },
  (t) => [index('import_requests_created_idx').on(t.createdAt)],
)

export const sellRequests = sqliteTable(
  'sell_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year').notNull(),
    mileage: integer('mileage').notNull(),
    condition: text('condition', { enum: SELL_CONDITIONS }).notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    createdAt: createdAt(),
  },
  (t) => [index('sell_requests_created_idx').on(t.createdAt)],
)

/** The columns both forms of a car's page store (fresh builders on every call). */
const carPageLead = () => ({
  id: id(),
  reference: text('reference').notNull().unique(),
  carId: text('car_id').references(() => cars.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
})

/**
 * Interest in one car, from its page. A lead outlives its car: deleting the car keeps
 * the enquiry with no car. `reference` is what the visitor is shown and quotes.
 */
export const carEnquiries = sqliteTable(
  'car_enquiries',
  {
    ...carPageLead(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact', { enum: PREFERRED_CONTACTS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('car_enquiries_created_idx').on(t.createdAt),
    index('car_enquiries_car_idx').on(t.carId),
  ],
)

/** A test drive asked for on a car's page; a Sunday is a request the dealer confirms. */
export const testDrives = sqliteTable(
  'test_drives',
  {
    ...carPageLead(),
    /** YYYY-MM-DD, a Nairobi day. */
    preferredDate: text('preferred_date').notNull(),
    /** HH:MM, one of TEST_DRIVE_TIMES. */
    preferredTime: text('preferred_time').notNull(),
    /** Sunday: by appointment, so a request to be confirmed. */
    byAppointment: integer('by_appointment', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_drives_created_idx').on(t.createdAt),
    index('test_drives_car_idx').on(t.carId),
  ],
)
