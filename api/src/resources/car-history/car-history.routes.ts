import { Hono } from 'hono'
import { documentInput, imperfectionInput, inspectionInput } from '../../contract'
import { findOr404, jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { auditedWrite } from '../audited-write'
import { CAR_NOT_FOUND } from '../cars/cars.routes'
import { getCar } from '../cars/cars.repository'
import type { RouteDeps } from '../route-deps'
import {
  addDocument,
  addImperfection,
  carHistory,
  deleteInspection,
  findDocument,
  findImperfection,
  findInspection,
  removeDocument,
  removeImperfection,
  saveInspection,
  updateDocument,
} from './car-history.repository'

export const NO_INSPECTION = 'This car has no inspection report'
export const IMPERFECTION_NOT_FOUND = 'Imperfection not found'
export const DOCUMENT_NOT_FOUND = 'Document not found'

/**
 * /api/car-history/{carId}: a car's inspection, imperfections and documents. Anyone reads
 * what buyers may see (a public cache may keep it); staff read all of it, and admins and
 * editors write it, every change in the audit log under the car's id.
 */
export function carHistoryRoutes({ db }: RouteDeps) {
  const car = (id: string) => findOr404(getCar(db, id), CAR_NOT_FOUND)
  const audited = { db, resource: 'car-history' } as const

  return new Hono<ApiEnv>()
    .get('/:carId', (c) =>
      c.json(carHistory(db, car(c.req.param('carId')), c.get('staff') ? 'staff' : 'buyer')),
    )
    .put('/:carId/inspection', jsonBody(inspectionInput), (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const input = c.req.valid('json')
      const before = findInspection(db, carId)
      const { after } = auditedWrite(
        c,
        { ...audited, action: before ? 'update' : 'create' },
        (tx) => ({ recordId: carId, before, after: saveInspection(tx, carId, input) }),
      )
      return c.json(after, before ? 200 : 201)
    })
    .delete('/:carId/inspection', (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const before = findOr404(findInspection(db, carId), NO_INSPECTION)
      auditedWrite(c, { ...audited, action: 'delete' }, (tx) => {
        deleteInspection(tx, carId)
        return { recordId: carId, before, after: null }
      })
      return c.body(null, 204)
    })
    .post('/:carId/imperfections', jsonBody(imperfectionInput), (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const input = c.req.valid('json')
      const { after } = auditedWrite(c, { ...audited, action: 'create' }, (tx) => {
        const row = addImperfection(tx, carId, input)
        return { recordId: carId, before: null, after: row }
      })
      return c.json(after, 201)
    })
    .delete('/:carId/imperfections/:id', (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const before = findOr404(
        findImperfection(db, carId, c.req.param('id')),
        IMPERFECTION_NOT_FOUND,
      )
      auditedWrite(c, { ...audited, action: 'delete' }, (tx) => {
        removeImperfection(tx, before.id)
        return { recordId: carId, before, after: null }
      })
      return c.body(null, 204)
    })
    .post('/:carId/documents', jsonBody(documentInput), (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const input = c.req.valid('json')
      const { after } = auditedWrite(c, { ...audited, action: 'create' }, (tx) => ({
        recordId: carId,
        before: null,
        after: addDocument(tx, carId, input),
      }))
      return c.json(after, 201)
    })
    .put('/:carId/documents/:id', jsonBody(documentInput), (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const before = findOr404(findDocument(db, carId, c.req.param('id')), DOCUMENT_NOT_FOUND)
      const input = c.req.valid('json')
      const { after } = auditedWrite(c, { ...audited, action: 'update' }, (tx) => ({
        recordId: carId,
        before,
        after: updateDocument(tx, before.id, input),
      }))
      return c.json(after)
    })
    .delete('/:carId/documents/:id', (c) => {
      const { id: carId } = car(c.req.param('carId'))
      const before = findOr404(findDocument(db, carId, c.req.param('id')), DOCUMENT_NOT_FOUND)
      auditedWrite(c, { ...audited, action: 'delete' }, (tx) => {
        removeDocument(tx, before.id)
        return { recordId: carId, before, after: null }
      })
      return c.body(null, 204)
    })
}

/** What this file serves: /api/car-history. */
export const routes = { 'car-history': carHistoryRoutes }
