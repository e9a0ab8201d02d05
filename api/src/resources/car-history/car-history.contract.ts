// What the API accepts and answers for a car's history and inspection, and the rules
// read from it: the mileage series and whether it holds, and the badges buyers see.
// Pure: the API computes with these, the console and the pages show what it answers.
import { z } from 'zod'
import { imageUrl, optionalText, requiredText, listChoice } from '../../contract/inputs/fields'
import { formatKenyanDate } from '../../contract/nairobi'
import { formatWhole } from '../../contract/numbers'
import { calendarDate } from '../limited-offers/limited-offers.contract'
import { INSPECTION_POINTS } from './checklist.contract'
import {
  CAR_AREAS,
  DOCUMENT_FIELDS,
  DOCUMENT_KIND_INFO,
  DOCUMENT_KINDS,
  INSPECTION_RESULTS,
  documentDay,
  documentReading,
  mileageKm,
  type CarArea,
  type DocumentFields,
  type DocumentKind,
  type InspectionResult,
  type InspectionResults,
} from './kinds.contract'

const POINT_IDS = new Set(INSPECTION_POINTS.map((p) => p.id))

export const MISSING_POINTS_MESSAGE = (count: number) =>
  `Give every point of the checklist a result: ${count} ${count === 1 ? 'point has' : 'points have'} none`
export const UNKNOWN_POINT_MESSAGE = (id: string) => `${id} is not a point of the checklist`

const pointResult = z.object({
  result: listChoice('Result', INSPECTION_RESULTS) as z.ZodType<InspectionResult>,
  note: optionalText('Note', 300).transform((v) => v ?? undefined),
  photo: imageUrl
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || undefined),
})

export const inspectionInput = z.object({
  inspector: requiredText('Inspector', 80),
  inspectedOn: calendarDate('Date of inspection'),
  odometerKm: mileageKm('Odometer reading'),
  results: z
    .record(z.string(), pointResult)
    .superRefine((results, ctx) => {
      for (const id of Object.keys(results)) {
        if (!POINT_IDS.has(id)) ctx.addIssue({ code: 'custom', message: UNKNOWN_POINT_MESSAGE(id) })
      }
      const missing = INSPECTION_POINTS.filter((p) => !results[p.id]).length
      if (missing) ctx.addIssue({ code: 'custom', message: MISSING_POINTS_MESSAGE(missing) })
    })
    .transform((r) => r as InspectionResults),
})
export type InspectionInput = z.input<typeof inspectionInput>

export const imperfectionInput = z.object({
  photo: imageUrl,
  caption: requiredText('Caption', 120),
  area: listChoice('Where on the car', CAR_AREAS) as z.ZodType<CarArea>,
})
export type ImperfectionInput = z.input<typeof imperfectionInput>

/** A document's kind, its fields (checked by the kind's rules) and whether buyers see it. */
export const documentInput = z
  .object({
    kind: listChoice('Kind of document', DOCUMENT_KINDS) as z.ZodType<DocumentKind>,
    fields: z.record(z.string(), z.unknown()),
    buyerVisible: z.boolean().default(false),
  })
  .transform((input, ctx) => {
    const parsed = DOCUMENT_FIELDS[input.kind].safeParse(input.fields)
    if (!parsed.success) {
      // Named as the console's inputs are ("fields.auctionHouse"), so each shows its own.
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ ...issue, path: [['fields', ...issue.path].join('.')] })
      }
      return z.NEVER
    }
    return { ...input, fields: parsed.data as DocumentFields }
  })
export type DocumentInput = z.input<typeof documentInput>

export type Inspection = {
  id: string
  inspector: string
  inspectedOn: string
  odometerKm: number
  results: InspectionResults
  updatedAt: string
}

export type Imperfection = { id: string; photo: string; caption: string; area: CarArea }

export type CarDocument = {
  id: string
  kind: DocumentKind
  fields: DocumentFields
  buyerVisible: boolean
  /** The file's address under /api, when one is attached and the reader may have it. */
  file: { type: 'pdf' | 'jpeg' | 'png' | 'webp'; bytes: number; pages: number | null } | null
  updatedAt: string
}

/** One dated odometer reading and the record it comes from. */
export type MileageReading = { on: string; km: number; source: string; documentId: string | null }

export type MileageCheck = {
  readings: MileageReading[]
  /** No reading is lower than an earlier one, nor the listed mileage lower than the last. */
  consistent: boolean
  /** Why not, in words staff read; null when it holds. */
  problem: string | null
}

export const MILEAGE_INCONSISTENT = 'Mileage inconsistent'

/** The mileage series of the records, oldest first, and whether it holds. */
export function mileageCheck(
  inspection: Pick<Inspection, 'inspectedOn' | 'odometerKm'> | null,
  documents: readonly Pick<CarDocument, 'id' | 'kind' | 'fields'>[],
  listedKm: number | null,
): MileageCheck {
  const readings: MileageReading[] = []
  for (const doc of documents) {
    const reading = documentReading(doc.fields)
    if (reading)
      readings.push({ ...reading, source: DOCUMENT_KIND_INFO[doc.kind].label, documentId: doc.id })
  }
  if (inspection) {
    readings.push({
      on: inspection.inspectedOn,
      km: inspection.odometerKm,
      source: 'Our inspection',
      documentId: null,
    })
  }
  // Oldest first; on one day the lower reading first (it may well be the earlier one).
  readings.sort((a, b) => a.on.localeCompare(b.on) || a.km - b.km)
  let highest: MileageReading | null = null
  for (const reading of readings) {
    if (highest && reading.km < highest.km) {
      return {
        readings,
        consistent: false,
        problem: `${reading.source} (${formatKenyanDate(reading.on)}) reads ${formatKm(reading.km)}, lower than ${highest.source} (${formatKenyanDate(highest.on)}) at ${formatKm(highest.km)}`,
      }
    }
    highest = reading
  }
  if (highest && listedKm !== null && listedKm < highest.km) {
    return {
      readings,
      consistent: false,
      problem: `The listed mileage, ${formatKm(listedKm)}, is lower than ${highest.source} (${formatKenyanDate(highest.on)}) at ${formatKm(highest.km)}`,
    }
  }
  return { readings, consistent: true, problem: null }
}

/** "24,100 km": a reading as every page and screen of the history writes it. */
export const formatKm = (n: number) => `${formatWhole(n)} km`

export type HistoryBadge = {
  /** What the badge says ("Auction grade 4.5"). */
  label: string
  /** Where on the history page its evidence is. */
  evidence: 'inspection' | 'mileage' | 'ntsa-search' | 'auction-sheet'
}

/** A car's history as a reader may see it: staff all of it, buyers what they may. */
export type CarHistory = {
  carId: string
  inspection: Inspection | null
  imperfections: Imperfection[]
  documents: CarDocument[]
  mileage: MileageCheck
  /** At least two readings and the whole series holds (every record, buyers' or not). */
  mileageVerified: boolean
  badges: HistoryBadge[]
}

/** How many points of a report came out Advisory and Fail. */
export function inspectionCounts(results: InspectionResults) {
  let advisories = 0
  let fails = 0
  for (const point of INSPECTION_POINTS) {
    const r = results[point.id]?.result
    if (r === 'Advisory') advisories++
    else if (r === 'Fail') fails++
  }
  return { points: INSPECTION_POINTS.length, advisories, fails }
}

/** "1 advisory", "3 advisories". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The badges the records earn, for the records the reader may see. */
export function historyBadges(
  history: Pick<CarHistory, 'inspection' | 'documents' | 'mileage' | 'mileageVerified'>,
): HistoryBadge[] {
  const badges: HistoryBadge[] = []
  const { inspection, documents } = history
  if (inspection) {
    const { points, advisories, fails } = inspectionCounts(inspection.results)
    const found = [
      plural(advisories, 'advisory', 'advisories'),
      ...(fails ? [plural(fails, 'fail', 'fails')] : []),
    ]
    badges.push({
      label: `Inspected ${formatKenyanDate(inspection.inspectedOn)}, ${points} points, ${found.join(', ')}`,
      evidence: 'inspection',
    })
  }
  if (history.mileageVerified) {
    badges.push({
      label: `Mileage verified across ${history.mileage.readings.length} records`,
      evidence: 'mileage',
    })
  }
  const latest = (kind: DocumentKind) =>
    documents
      .filter((d) => d.kind === kind)
      .sort((a, b) => documentDay(b.fields).localeCompare(documentDay(a.fields)))[0]
  const search = latest('ntsa-search')
  if (search) {
    const f = search.fields as z.infer<(typeof DOCUMENT_FIELDS)['ntsa-search']>
    const on = `NTSA search, ${formatKenyanDate(f.searchedOn)}`
    badges.push({
      label: f.lenderInterest
        ? `A lender's interest is recorded on the logbook (${on})`
        : `No lender on the logbook (${on})`,
      evidence: 'ntsa-search',
    })
  }
  const sheet = latest('auction-sheet')
  if (sheet) {
    const f = sheet.fields as z.infer<(typeof DOCUMENT_FIELDS)['auction-sheet']>
    badges.push({ label: `Auction grade ${f.overallGrade}`, evidence: 'auction-sheet' })
  }
  return badges
}

const documentAnswer = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    fields: z.record(z.string(), z.unknown()),
    buyerVisible: z.boolean(),
    file: z
      .object({
        type: z.enum(['pdf', 'jpeg', 'png', 'webp']),
        bytes: z.number(),
        pages: z.number().nullable(),
      })
      .nullable(),
    updatedAt: z.string(),
  })
  .transform((doc, ctx): CarDocument => {
    // Each kind's fields by its own rules: what the console shows is what the API keeps.
    const fields = DOCUMENT_FIELDS[doc.kind].safeParse(doc.fields)
    if (!fields.success) {
      ctx.addIssue({ code: 'custom', message: `The ${doc.kind}'s fields are not its kind's` })
      return z.NEVER
    }
    return { ...doc, fields: fields.data as DocumentFields }
  })

const readingAnswer = z.object({
  on: z.string(),
  km: z.number(),
  source: z.string(),
  documentId: z.string().nullable(),
})

/** What GET /api/car-history/:carId answers, read by the console. */
export const carHistoryRecord: z.ZodType<CarHistory, z.ZodTypeDef, unknown> = z.object({
  carId: z.string(),
  inspection: z
    .object({
      id: z.string(),
      inspector: z.string(),
      inspectedOn: z.string(),
      odometerKm: z.number(),
      results: z.record(
        z.string(),
        z.object({
          result: z.enum(INSPECTION_RESULTS),
          note: z.string().optional(),
          photo: z.string().optional(),
        }),
      ),
      updatedAt: z.string(),
    })
    .nullable(),
  imperfections: z.array(
    z.object({ id: z.string(), photo: z.string(), caption: z.string(), area: z.enum(CAR_AREAS) }),
  ),
  documents: z.array(documentAnswer),
  mileage: z.object({
    readings: z.array(readingAnswer),
    consistent: z.boolean(),
    problem: z.string().nullable(),
  }),
  mileageVerified: z.boolean(),
  badges: z.array(
    z.object({
      label: z.string(),
      evidence: z.enum(['inspection', 'mileage', 'ntsa-search', 'auction-sheet']),
    }),
  ),
})
