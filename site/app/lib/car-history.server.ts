// The history page's view of a car's records: the checklist's groups with every point's
// label and result, each document's fields named and formatted, the auction codes in
// words, and the mileage series as a chart's coordinates. Built on the server, so the
// checklist and the labels never travel in the page's scripts.
import {
  DOCUMENT_FIELD_LABELS,
  DOCUMENT_KIND_INFO,
  INSPECTION_CHECKLIST,
  auctionCodeMeaning,
  formatKm,
  plural,
  documentDamageCodes,
  documentDay,
  inspectionCounts,
  type CarDocument,
  type CarHistory,
  type InspectionResult,
  type InspectionResults,
} from '@dealership/api/contract'
import { formatKenyanDate } from '@dealership/api/contract/nairobi'
import type { CompareRecord } from './compare'

/** A point the report was written before it was on the checklist reads Not checked. */
export type PointResult = InspectionResult | 'Not checked'

export type PointView = { id: string; label: string; result: PointResult; note?: string }

export type GroupView = {
  id: string
  label: string
  points: PointView[]
  /** "22 points, 1 advisory": what the group's caption says after its name. */
  counts: string
}

export type DocumentView = {
  id: string
  /** Its anchor: the kind ("auction-sheet") for the latest of a kind, which badges cite. */
  anchor: string
  title: string
  day: string
  fields: { label: string; value: string }[]
  codes: { code: string; location: string; meaning: string }[]
}

export type MileageChart = {
  width: number
  height: number
  /** The polyline's points ("x,y x,y"). */
  line: string
  dots: { x: number; y: number; label: string }[]
  /** The y axis's lowest and highest readings, as printed. */
  low: string
  high: string
}

export type HistoryView = {
  inspection: {
    inspector: string
    inspectedOn: string
    odometer: string
    points: number
    advisories: number
    fails: number
    /** "Inspected by … on … at …: 157 points, 3 advisories, 0 fails." */
    summary: string
    /** The advisories and fails, in the checklist's order, with their notes. */
    found: PointView[]
    groups: GroupView[]
  } | null
  mileage: {
    verified: boolean
    readings: { on: string; km: string; source: string }[]
    chart: MileageChart | null
  }
  documents: DocumentView[]
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function fieldValue(name: string, value: unknown): string {
  if (typeof value === 'boolean') {
    return name === 'lenderInterest' ? (value ? 'Recorded' : 'None recorded') : value ? 'Yes' : 'No'
  }
  if (typeof value === 'number') return name === 'mileageKm' ? formatKm(value) : String(value)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatKenyanDate(value)
  return typeof value === 'string' ? value : ''
}

function documentView(doc: CarDocument, latestOfKind: boolean): DocumentView {
  const labels: Record<string, string> = DOCUMENT_FIELD_LABELS[doc.kind]
  const fields = new Map<string, unknown>(Object.entries(doc.fields))
  const codes = documentDamageCodes(doc.fields).map((c) => ({
    ...c,
    meaning: sentence(auctionCodeMeaning(c.code) ?? c.code),
  }))
  return {
    id: doc.id,
    anchor: latestOfKind ? doc.kind : `${doc.kind}-${doc.id}`,
    title: DOCUMENT_KIND_INFO[doc.kind].label,
    day: formatKenyanDate(documentDay(doc.fields)),
    fields: Object.entries(labels)
      .filter(([name]) => name !== 'damageCodes' && fields.get(name) !== undefined)
      .map(([name, label]) => ({ label, value: fieldValue(name, fields.get(name)) }))
      .filter((f) => f.value !== ''),
    codes,
  }
}

/** The readings as a small line chart: x by date, y by kilometres, both from zero up. */
export function mileageChart(readings: readonly { on: string; km: number }[]): MileageChart | null {
  if (readings.length < 2) return null
  const width = 320
  const height = 140
  const pad = 12
  const times = readings.map((r) => Date.parse(`${r.on}T00:00:00Z`))
  const t0 = Math.min(...times)
  const span = Math.max(1, Math.max(...times) - t0)
  const lowKm = Math.min(...readings.map((r) => r.km))
  const highKm = Math.max(...readings.map((r) => r.km))
  const kmSpan = Math.max(1, highKm - lowKm)
  const dots = readings.map((r, i) => ({
    x: Math.round(pad + ((times[i]! - t0) / span) * (width - 2 * pad)),
    y: Math.round(height - pad - ((r.km - lowKm) / kmSpan) * (height - 2 * pad)),
    label: `${formatKenyanDate(r.on)}: ${formatKm(r.km)}`,
  }))
  return {
    width,
    height,
    line: dots.map((d) => `${d.x},${d.y}`).join(' '),
    dots,
    low: formatKm(lowKm),
    high: formatKm(highKm),
  }
}

/** Every group of the checklist with each point's label and the report's result. */
function checklistGroups(results: InspectionResults): GroupView[] {
  return INSPECTION_CHECKLIST.map((group) => {
    const points = group.points.map((point): PointView => {
      const found = results[point.id]
      return {
        id: point.id,
        label: point.label,
        result: found?.result ?? 'Not checked',
        ...(found?.note ? { note: found.note } : {}),
      }
    })
    const advisories = points.filter((p) => p.result === 'Advisory').length
    const fails = points.filter((p) => p.result === 'Fail').length
    const counts = [
      `${points.length} points`,
      ...(advisories ? [plural(advisories, 'advisory', 'advisories')] : []),
      ...(fails ? [plural(fails, 'fail', 'fails')] : []),
    ]
    return { id: group.id, label: group.label, points, counts: counts.join(', ') }
  })
}

/** What /compare shows of a car's records: the inspection's findings, the grade, the mileage. */
export function compareRecord(history: CarHistory): CompareRecord {
  const { inspection } = history
  const counts = inspection ? inspectionCounts(inspection.results) : null
  const sheet = [...history.documents]
    .filter((d) => d.kind === 'auction-sheet')
    .sort((a, b) => documentDay(b.fields).localeCompare(documentDay(a.fields)))[0]
  const grade = sheet ? new Map(Object.entries(sheet.fields)).get('overallGrade') : null
  return {
    inspection:
      inspection && counts
        ? {
            text: `${plural(counts.advisories, 'advisory', 'advisories')}, ${plural(counts.fails, 'fail', 'fails')} (${formatKenyanDate(inspection.inspectedOn)})`,
            score: counts.fails * 1000 + counts.advisories,
          }
        : null,
    auctionGrade: typeof grade === 'string' ? grade : null,
    mileage: history.mileageVerified
      ? `Verified across ${history.mileage.readings.length} records`
      : null,
  }
}

export function historyView(history: CarHistory): HistoryView {
  const { inspection } = history
  // Oldest first, as the car's story goes; the badges cite the latest of each kind.
  const sorted = [...history.documents].sort((a, b) =>
    documentDay(a.fields).localeCompare(documentDay(b.fields)),
  )
  const latest = new Map(sorted.map((doc) => [doc.kind, doc.id]))
  const documents = sorted.map((doc) => documentView(doc, latest.get(doc.kind) === doc.id))
  const groups = inspection ? checklistGroups(inspection.results) : []
  const counts = inspection ? inspectionCounts(inspection.results) : null
  return {
    inspection: inspection
      ? {
          inspector: inspection.inspector,
          inspectedOn: formatKenyanDate(inspection.inspectedOn),
          odometer: formatKm(inspection.odometerKm),
          ...counts!,
          summary: `Inspected by ${inspection.inspector} on ${formatKenyanDate(inspection.inspectedOn)} at ${formatKm(inspection.odometerKm)}: ${counts!.points} points, ${plural(counts!.advisories, 'advisory', 'advisories')}, ${plural(counts!.fails, 'fail', 'fails')}.`,
          found: groups.flatMap((g) => g.points.filter((p) => p.result !== 'Pass')),
          groups,
        }
      : null,
    mileage: {
      verified: history.mileageVerified,
      readings: history.mileage.readings.map((r) => ({
        on: formatKenyanDate(r.on),
        km: formatKm(r.km),
        source: r.source,
      })),
      chart: mileageChart(history.mileage.readings),
    },
    documents,
  }
}
