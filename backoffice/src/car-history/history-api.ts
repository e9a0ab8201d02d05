// The console's calls to /api/car-history: the car's whole history as staff read it, and
// each change, answered with the API's message and per-field messages when refused.
import {
  carHistoryRecord,
  type CarHistory,
  type DocumentInput,
  type ImperfectionInput,
  type InspectionInput,
} from '@dealership/api/contract'
import { authedFetchJson } from '../dataProvider'

const base = (carId: string) => `/api/car-history/${encodeURIComponent(carId)}`

export const historyKey = (carId: string) => ['car-history', carId]

export async function fetchHistory(carId: string): Promise<CarHistory> {
  const { json } = await authedFetchJson(base(carId))
  return carHistoryRecord.parse(json)
}

const send = (url: string, method: string, body?: unknown) =>
  authedFetchJson(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

export const saveInspection = (carId: string, input: InspectionInput) =>
  send(`${base(carId)}/inspection`, 'PUT', input)

export const deleteInspection = (carId: string) => send(`${base(carId)}/inspection`, 'DELETE')

export const addImperfection = (carId: string, input: ImperfectionInput) =>
  send(`${base(carId)}/imperfections`, 'POST', input)

export const removeImperfection = (carId: string, id: string) =>
  send(`${base(carId)}/imperfections/${encodeURIComponent(id)}`, 'DELETE')

export const saveDocument = (carId: string, input: DocumentInput, id?: string) =>
  id
    ? send(`${base(carId)}/documents/${encodeURIComponent(id)}`, 'PUT', input)
    : send(`${base(carId)}/documents`, 'POST', input)

export const removeDocument = (carId: string, id: string) =>
  send(`${base(carId)}/documents/${encodeURIComponent(id)}`, 'DELETE')
