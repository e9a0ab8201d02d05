// Writes the demo leads (contact messages, import and sell requests, car enquiries, test
// drives), each parsed through the API's own schema, then moves them along as staff
// would have: status, first contact, follow-up, notes and an import order's stages.
import { eq } from 'drizzle-orm'
import {
  LEAD_REFERENCE_PREFIXES,
  CONTACTED_STATUSES,
  carEnquiryInput,
  contactMessageInput,
  importRequestInput,
  isSunday,
  sellRequestInput,
  testDriveInput,
  type FormLeadKind,
} from '../contract'
import type { Queryable } from '../db/client'
import { newReference } from '../db/references'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  leadEvents,
  leadTables,
  sellRequests,
  testDrives,
} from '../resources/leads/leads.table'
import { costEstimateFor } from '../resources/import-rates/import-rates.repository'
import type { DemoData } from './demo-data'
import type { LeadProgress } from './demo-leads'
import { hoursAfter } from './factories'

/** Who the demo timeline says worked the leads (no staff member exists at seed time). */
export const DEMO_LEAD_ACTOR = 'Sales team (demo)'

type CreatedLead = { id: string; createdAt: string }
export type CreatedLeads = Record<FormLeadKind, CreatedLead[]>

/** Inserts the demo leads; those about a car whose model was not seeded are left out. */
export function insertLeads(
  tx: Queryable,
  data: DemoData,
  idByModel: Map<string, string>,
): CreatedLeads {
  return {
    contact: data.contactMessages.map((m) =>
      tx
        .insert(contactMessages)
        .values({
          ...contactMessageInput.parse(m.input),
          reference: newReference(LEAD_REFERENCE_PREFIXES.contact),
          createdAt: m.createdAt,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
        .get(),
    ),
    import: data.importRequests.map((r) => {
      const { estimate, ...row } = importRequestInput.parse(r.input)
      const costEstimate = costEstimateFor(tx, estimate, r.createdAt.slice(0, 10))
      return tx
        .insert(importRequests)
        .values({
          ...row,
          reference: newReference(LEAD_REFERENCE_PREFIXES.import),
          costEstimate,
          createdAt: r.createdAt,
        })
        .returning({ id: importRequests.id, createdAt: importRequests.createdAt })
        .get()
    }),
    sell: data.sellRequests.map((r) =>
      tx
        .insert(sellRequests)
        .values({
          ...sellRequestInput.parse(r.input),
          reference: newReference(LEAD_REFERENCE_PREFIXES.sell),
          createdAt: r.createdAt,
        })
        .returning({ id: sellRequests.id, createdAt: sellRequests.createdAt })
        .get(),
    ),
    enquiry: data.carEnquiries.flatMap((e) => {
      const carId = idByModel.get(e.model)
      if (!carId) return []
      const row = carEnquiryInput.parse({ ...e.input, carId })
      return [
        tx
          .insert(carEnquiries)
          .values({
            ...row,
            reference: newReference(LEAD_REFERENCE_PREFIXES.enquiry),
            createdAt: e.createdAt,
          })
          .returning({ id: carEnquiries.id, createdAt: carEnquiries.createdAt })
          .get(),
      ]
    }),
    'test-drive': data.testDrives.flatMap((d) => {
      const carId = idByModel.get(d.model)
      if (!carId) return []
      const row = testDriveInput.parse({ ...d.input, carId })
      return [
        tx
          .insert(testDrives)
          .values({
            ...row,
            reference: newReference(LEAD_REFERENCE_PREFIXES['test-drive']),
            byAppointment: isSunday(row.preferredDate),
            createdAt: d.createdAt,
          })
          .returning({ id: testDrives.id, createdAt: testDrives.createdAt })
          .get(),
      ]
    }),
  }
}

/** Applies each demo lead's progress (in the order the leads were listed). */
export function progressLeads(tx: Queryable, data: DemoData, created: CreatedLeads): void {
  for (const kind of Object.keys(created) as FormLeadKind[]) {
    created[kind].forEach((lead, i) => {
      const p = data.progress[kind][i]
      if (p) applyProgress(tx, { kind, lead }, p)
    })
  }
}

/** Moves a demo lead along: its status (and first contact), follow-up, and timeline. */
function applyProgress(
  tx: Queryable,
  { kind, lead }: { kind: FormLeadKind; lead: CreatedLead },
  p: LeadProgress,
) {
  const table = leadTables[kind]
  const at = hoursAfter(lead.createdAt, 2)
  const contacted = CONTACTED_STATUSES.includes(p.status)
  tx.update(table)
    .set({
      status: p.status,
      nextFollowUp: p.followUp ?? null,
      firstContactAt: contacted ? at : null,
    })
    .where(eq(table.id, lead.id))
    .run()
  const actor = { leadId: lead.id, actorName: DEMO_LEAD_ACTOR }
  tx.insert(leadEvents)
    .values({ ...actor, type: 'status', before: 'new', after: p.status, at })
    .run()
  if (p.note) {
    tx.insert(leadEvents)
      .values({ ...actor, type: 'note', note: p.note, at: hoursAfter(lead.createdAt, 2.5) })
      .run()
  }
  if (kind === 'import' && p.stages?.length) {
    let before = 'received'
    p.stages.forEach((stage, i) => {
      const at = hoursAfter(lead.createdAt, 24 * 3 * (i + 1))
      tx.insert(leadEvents)
        .values({ ...actor, type: 'stage', before, after: stage, at })
        .run()
      before = stage
    })
    tx.update(importRequests)
      .set({ stage: p.stages[p.stages.length - 1] })
      .where(eq(importRequests.id, lead.id))
      .run()
  }
}
