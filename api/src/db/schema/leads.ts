// What visitors send: contact messages, import requests and sell requests.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { CONTACT_SUBJECTS, IMPORT_BUDGETS, SELL_CONDITIONS } from '../../contract/options'
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
