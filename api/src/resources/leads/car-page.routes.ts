// The two forms of a car's page: an enquiry about the car and a test-drive booking.
// Posted by anyone (rate limited), each answered with a reference the visitor can quote;
// read by staff.
import { Hono } from 'hono'
import { carEnquiryInput, isSunday, testDriveInputOn, todayInNairobi } from '../../contract'
import { carEnquiries, testDrives } from './leads.table'
import { jsonBody, jsonBodyWith } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { withIds } from '../records'
import type { RouteDeps } from '../route-deps'
import { getLead, listLeads, requireCar } from './lead-routes'
import { storeLead } from './leads.repository'

export function carEnquiryRoutes({ db, env, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(listLeads(c, db, { table: carEnquiries, resource: 'enquiries' }).map(withIds)),
    )
    .get('/:id', (c) => c.json(withIds(getLead(db, carEnquiries, c.req.param('id')))))
    .post('/', rateLimit('enquiries'), jsonBody(carEnquiryInput), (c) => {
      const data = c.req.valid('json')
      requireCar(db, data.carId, { forSale: true })
      const row = storeLead(db, env, {
        kind: 'enquiry',
        values: () => data,
        signedIn: c.get('buyer'),
      })
      return c.json(withIds(row), 201)
    })
}

export function testDriveRoutes({ db, env, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(listLeads(c, db, { table: testDrives, resource: 'test-drives' }).map(withIds)),
    )
    .get('/:id', (c) => c.json(withIds(getLead(db, testDrives, c.req.param('id')))))
    .post(
      '/',
      rateLimit('test-drives'),
      // The date's rule is checked with the other fields': every mistake in one answer.
      jsonBodyWith(() => testDriveInputOn(todayInNairobi(), env.TEST_DRIVE_HORIZON_DAYS)),
      (c) => {
        const data = c.req.valid('json')
        requireCar(db, data.carId, { forSale: true })
        const row = storeLead(db, env, {
          kind: 'test-drive',
          values: () => ({ ...data, byAppointment: isSunday(data.preferredDate) }),
          signedIn: c.get('buyer'),
        })
        return c.json(withIds(row), 201)
      },
    )
}

/** What this file serves: /api/enquiries, /api/test-drives. */
export const routes = { enquiries: carEnquiryRoutes, 'test-drives': testDriveRoutes }
